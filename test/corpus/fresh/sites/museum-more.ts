import type { FixturePage } from "../../../helpers/fixture-site";
import { dl, table } from "../../sites/kit";

// FRESH: a held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read this file.

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

type Tour = [
  slug: string,
  name: string,
  when: string,
  length: string,
  price: string,
  starts: string,
  size: string,
];

const TOURS: Tour[] = [
  [
    "highlights",
    "Guildhall highlights",
    "Tuesday to Saturday, 11:30 and 14:30",
    "45 minutes",
    "£3 on top of admission",
    "Guildhall front desk",
    "Up to 20",
  ],
  [
    "stores",
    "Behind the scenes: the stores",
    "First Wednesday of the month, 14:00",
    "90 minutes",
    "£12, admission included",
    "Guildhall front desk",
    "Up to 10",
  ],
  [
    "mill",
    "Mill wheel and machinery",
    "Saturdays and Sundays, 12:00",
    "40 minutes",
    "£2 on top of admission",
    "Kelderby Mill shop",
    "Up to 12",
  ],
];

type Level = [slug: string, name: string, price: string, who: string];

const LEVELS: Level[] = [
  ["individual", "Individual", "£32", "One adult"],
  ["joint", "Joint", "£50", "Two adults at the same address"],
  ["family", "Family", "£64", "Two adults and up to four children"],
  ["mill-friend", "Friend of the Mill", "£20", "One adult, Kelderby Mill only"],
  ["patron", "Patron", "£250", "Two adults, with a private view of every exhibition"],
];

/** What's on, tours, collection, membership, café and about pages, and two pages only the site's search finds. */
export function museumMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/whats-on": page(
      "What's on",
      `<p>Talks, lates and family days at both sites. Booking is not needed unless we say so.</p>` +
        table(
          "Coming up",
          ["Date", "Event", "Where", "Time", "Price"],
          [
            [
              "Saturday 28 November 2026",
              "Lantern-making for families",
              "Guildhall, Learning Room",
              "10:30–12:30",
              "£3 a child",
            ],
            ["Thursday 3 December 2026", "Salt &amp; Silver after hours", "Guildhall", "18:00–20:00", "£7"],
            [
              "Saturday 5 December 2026",
              "Milling demonstration",
              "Kelderby Mill",
              "11:00 and 14:00",
              "Free with admission",
            ],
            [
              "Sunday 13 December 2026",
              "Victorian Christmas",
              "Guildhall",
              "11:00–16:00",
              "Free with admission",
            ],
            [
              "Wednesday 16 December 2026",
              "Curator's talk: Drawn from the Fen",
              "Guildhall, Council Chamber",
              "18:30",
              "£8",
            ],
            [
              "Sunday 27 December 2026",
              "Winter wildlife trail",
              "Kelderby Mill",
              "11:00–14:00",
              "£2 a trail sheet",
            ],
          ],
        ),
    ),
    "/learning": page(
      "Learn with us",
      `<p>Guided tours for everyone, and workshops for schools and groups.</p>` +
        table(
          "Guided tours",
          ["Tour", "When", "Length", "Price", "Meet at", "Group size"],
          TOURS.map(([, ...rest]) => rest),
        ) +
        `<p>School visits: £4.50 a pupil, with one adult free for every six pupils. Email learning@kelderby-museums.test.</p>
        <h2>Book a tour</h2><form method="post" action="/tours/book">
        <p><label>Tour <select name="tour"><option value="">Choose a tour</option>${options(
          TOURS.map(([slug, name]) => [slug, name]),
        )}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Number of people <input type="number" name="people" min="1" max="20" value="1"></label></p>
        <p><label>Name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Book places</button></form>`,
    ),
    "/collection": page(
      "Explore the collection",
      `<p>We care for about 48,000 objects, of which 2,100 are on display.</p>` +
        dl([
          [
            "The Kelderby Hoard",
            "312 silver pennies of King Stephen, buried about 1140 and found at Fenn Farm in 1978.",
          ],
          ["The oldest object", "A flint hand axe, about 300,000 years old, found in the river gravels."],
          ["The Marlowe bequest", "1,400 drawings and 31 sketchbooks by Edith Marlowe, given in 1963."],
          ["The Guildhall charter", "The town's charter of 1421, with its wax seal."],
        ]),
    ),
    "/support": page(
      "Get involved",
      `<p>Members get in free to both sites all year and 10% off in our shops.</p>` +
        table(
          "Membership",
          ["Membership", "A year", "Who it covers"],
          LEVELS.map(([, ...rest]) => rest),
        ) +
        `<h2>Become a member</h2><form method="post" action="/support/join">
        <p><label>Membership <select name="level"><option value="">Choose</option>${options(
          LEVELS.map(([slug, name]) => [slug, name]),
        )}</select></label></p>
        <p><label>Name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Add Gift Aid? <select name="gift_aid">${options([
          ["no", "No"],
          ["yes", "Yes, I am a UK taxpayer"],
        ])}</select></label></p>
        <button type="submit">Join</button></form>
        <h2>Volunteer</h2><p>Volunteers must be 16 or over. We ask for half a day a fortnight, at either site.</p>`,
    ),
    "/cafe": page(
      "Café and shop",
      `${dl([
        ["The Undercroft café (Guildhall)", "Tuesday to Saturday 10:00–16:30, Sunday 11:00–15:30"],
        ["Mill tea room, April to October", "Tuesday to Sunday 10:30–16:00"],
        ["Mill tea room, November to March", "Saturday and Sunday 11:00–14:30"],
        [
          "Dogs",
          "Assistance dogs only at the Guildhall; dogs on leads are welcome in the Mill garden and tea room",
        ],
        ["Wi-Fi", "Free in the Guildhall"],
      ])}<p>Soup of the day £6.50 · Cream tea £7.95 · Mill flour, 1.5 kg bag £3.80</p>`,
    ),
    "/about": page(
      "About us",
      `<p>The Guildhall Museum opened in 1884 in the town's medieval Guildhall, built in 1421. Kelderby Mill
      joined us in 1996. Kelderby Museums is a registered charity, number 1093376.</p>` +
        dl([
          ["Director", "Dr Imogen Faulks"],
          ["Chair of trustees", "Raymond Achebe-Lowe"],
          ["Collections manager", "Priti Varma"],
          ["Guildhall front desk", "01632 967 110"],
          ["Kelderby Mill", "01632 967 220"],
          ["Learning team", "01632 967 330"],
        ]),
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/research-room": page(
      "The study room",
      `<p>See objects and archives from the stores by appointment.</p>` +
        dl([
          ["Open", "Thursdays and Fridays, 10:00–13:00"],
          ["Charge", "£10 a half day; free for members"],
          ["Book", "At least two weeks ahead: collections@kelderby-museums.test"],
        ]),
    ),
    "/venue-hire": page(
      "Hire a space",
      dl([
        ["Council Chamber", "Seats 60. £95 an hour in the evening, £60 an hour in the day"],
        ["Learning Room", "Seats 30. £40 an hour"],
        ["Mill garden", "Up to 100 standing, April to October. £300 an evening"],
      ]),
    ),
  };
}
