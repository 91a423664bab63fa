import type { FixturePage } from "../../helpers/fixture-site";
import { cards, dl, table } from "./kit";

/** The library's lending, membership, rooms and events pages, and two pages only its search finds. */
export function libraryMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/borrow": page(
      "Borrowing",
      `<p>You can borrow up to 15 items on an adult card and up to 10 on a junior card.</p>` +
        table(
          "Loan periods and late fees",
          ["Item", "Loan period", "Renewals", "Late fee per day"],
          [
            ["Books", "3 weeks", "4", "20p"],
            ["Audiobooks", "3 weeks", "2", "20p"],
            ["DVDs", "1 week", "1", "£1.10"],
            ["Board games", "2 weeks", "0", "50p"],
            ["Laptops (use in branch only)", "3 hours", "0", "—"],
          ],
        ) +
        `<p>Reservation fee: 60p per item (free for under-18s).</p><p>Interlibrary loan: £4.50 per request.</p>
        <p>Lost your card? Search for "lost card" to find out what to do.</p>`,
    ),
    "/join": page(
      "Join or renew",
      `<p>Library cards are valid for three years.</p>` +
        dl([
          ["Adult card", "Free for anyone who lives, works or studies in Hollowmere"],
          ["Junior card (under 16)", "Free"],
          ["Visitor card", "£12 per year, for people who live outside Hollowmere"],
        ]) +
        `<h2>Renew your membership</h2><form method="post" action="/join/renew">
        <p><label>Membership number <input name="membership_number" placeholder="HL-000000" required></label></p>
        <p><label>Surname <input name="surname" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Home branch <select name="branch"><option value="central">Central</option>
        <option value="fernbrook">Fernbrook</option><option value="saltmarsh-road">Saltmarsh Road</option></select></label></p>
        <button type="submit">Renew membership</button></form>`,
    ),
    "/spaces": page(
      "Hire a space",
      `<p>Our rooms suit meetings, classes and parties. Charities and community groups pay the community rate.</p>` +
        table(
          "Rooms",
          ["Room", "Branch", "Seats", "Hourly rate", "Community rate"],
          [
            ["Ash Room", "Central", "40", "£28", "£14"],
            ["Rowan Room", "Central", "12", "£15", "£7.50"],
            ["Willow Room", "Fernbrook", "20", "£18", "£9"],
          ],
        ) +
        `<h2>Request a booking</h2><form method="post" action="/spaces/book">
        <p><label>Room <select name="room"><option value="">Choose a room</option><option value="ash-room">Ash Room (Central)</option>
        <option value="rowan-room">Rowan Room (Central)</option><option value="willow-room">Willow Room (Fernbrook)</option></select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Start time <input type="time" name="start" required></label></p>
        <p><label>How many hours? <input type="number" name="hours" min="1" max="8" value="1"></label></p>
        <p><label>Number of people <input type="number" name="people" min="1" max="40"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Send request</button></form>`,
    ),
    "/whats-on": page(
      "What's on",
      `<p>Events are free unless a price is shown. No need to book for regular groups.</p>` +
        cards([
          ["Every Tuesday", "Knit &amp; Natter", "Fernbrook, 14:00–15:30. Bring your own project. Free."],
          ["Mondays and Thursdays", "Baby Rhyme Time", "Central, 10:30–11:00, for ages 0–2. Free."],
          [
            "Thursday 3 December 2026",
            "Author talk: Perpetua Voss",
            "Central, 19:00. Perpetua Voss talks about her novel The Salt Ledger. Tickets £5.",
          ],
          ["Saturdays", "Code Club", "Saltmarsh Road, 10:30–12:00, ages 9–13. Free."],
          ["First Wednesday of the month", "Family history drop-in", "Saltmarsh Road, 14:00–16:00. Free."],
          [
            "Saturday 12 December 2026",
            "Repair Café",
            "Fernbrook, 10:00–13:00. Volunteers fix lamps, toasters and clothes.",
          ],
        ]),
    ),
    "/about": page(
      "Who we are",
      `<p>Hollowmere Libraries began in 1887 as the Hollowmere Free Library in two rooms above the corn exchange.</p>` +
        dl([
          ["Chief Librarian", "Marguerite Osei-Lindqvist"],
          ["Deputy Chief Librarian", "Dorian Flax"],
          ["Branches", "Central, Fernbrook and Saltmarsh Road"],
          ["Items in the collection", "212,400"],
          ["Visits in 2025", "486,000"],
        ]),
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/collections/local-history-archive": page(
      "Local History Archive",
      `<p>The archive at Saltmarsh Road Library keeps the town's photographs, maps and parish records.</p>` +
        dl([
          ["Photographs", "4,310"],
          ["Maps", "612"],
          ["Opening", "By appointment, Wednesdays 10:00–16:00"],
          ["Archivist", "Ottilie Brannagh"],
          ["Email", "archive@hollowmere-libraries.test"],
          ["Copies", "£0.40 per page"],
        ]),
    ),
    "/help/lost-card": page(
      "Lost or stolen card",
      `<p>Tell any branch straight away so nobody else can borrow on your card.</p>
      <p>Replacement adult card: £2.50</p><p>Replacement junior card: free the first time, then £1</p>`,
    ),
  };
}
