import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { museumMorePages } from "./museum-more";

// FRESH: Kelderby Museums. A held-out part of the corpus, run once at the end as an outside measurement: whoever
// tunes the engines must not read this file (see test/corpus/score.ts). Two sites (the Guildhall and the Mill)
// whose hours and ticket prices sit side by side, the Mill's hours by season, and two exhibitions with two curators.
const page = shell({
  brand: "Kelderby Museums",
  tagline: "The Guildhall Museum and Kelderby Mill",
  nav: [
    ["Visit", "/visit"],
    ["Exhibitions", "/exhibitions"],
    ["What's on", "/whats-on"],
    ["Learn", "/learning"],
    ["Explore the collection", "/collection"],
    ["Get involved", "/support"],
    ["Café &amp; shop", "/cafe"],
    ["About us", "/about"],
  ],
  footer: {
    year: 2026,
    address: "The Guildhall, Market Place, Kelderby KB2 4GH",
    phone: "01632 967 000",
    email: "visit@kelderby-museums.test",
    socials: ["Instagram", "Facebook", "Bluesky"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const NEWS = cards([
  [
    "19 November 2026",
    "Edith Marlowe's sketchbooks go on show",
    "Drawn from the Fen opens in Gallery 3 in December, the first time the sketchbooks have left the stores.",
    "/exhibitions/drawn-from-the-fen",
  ],
  [
    "6 November 2026",
    "The Mill moves to winter hours",
    "Kelderby Mill is now open at weekends only until the end of March.",
    "/visit",
  ],
  [
    "22 October 2026",
    "Thank you, volunteers",
    "Our 140 volunteers gave more than 9,000 hours this year.",
    "/support",
  ],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Kelderby Museums",
    `<p>Six hundred years of a fenland market town, in its medieval Guildhall and a working watermill.</p>
    <p><a href="/visit">Plan your visit</a> · <a href="/exhibitions">Now showing</a></p>
    <h2>Latest</h2>${NEWS}<p><a href="/news">More news</a></p>
    <h2>Our newsletter</h2><form method="post" action="/newsletter">
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>I'd like to hear about <select name="interest">${options([
      ["exhibitions", "New exhibitions"],
      ["families", "Family activities"],
      ["talks", "Talks and lates"],
      ["mill", "Kelderby Mill"],
    ])}</select></label></p>
    <button type="submit">Subscribe</button></form>`,
  ),
  "/news": page("News", NEWS),
  "/visit": page(
    "Plan your visit",
    `<p>The Guildhall Museum is on Market Place. Kelderby Mill is on Mill Lane, 1.5 miles north of the town
    centre; bus 22 runs between them every 30 minutes.</p>` +
      table(
        "Opening hours",
        ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        [
          [
            "Guildhall Museum",
            "Closed",
            "10:00–17:00",
            "10:00–17:00",
            "10:00–20:00",
            "10:00–17:00",
            "10:00–17:00",
            "11:00–16:00",
          ],
          [
            "Kelderby Mill, April to October",
            "Closed",
            "10:30–16:30",
            "10:30–16:30",
            "10:30–16:30",
            "10:30–16:30",
            "10:30–16:30",
            "10:30–16:30",
          ],
          [
            "Kelderby Mill, November to March",
            "Closed",
            "Closed",
            "Closed",
            "Closed",
            "Closed",
            "11:00–15:00",
            "11:00–15:00",
          ],
        ],
      ) +
      `<p>Last admission: 45 minutes before closing. Both sites are closed from 24 to 26 December and on
      1 January.</p>` +
      table(
        "Admission",
        ["Ticket", "Guildhall Museum", "Kelderby Mill", "Joint ticket (both sites)"],
        [
          ["Adult", "£9.50", "£6", "£13"],
          ["Concession (over 65, student, jobseeker)", "£8", "£5", "£11"],
          ["Child (5 to 16)", "£4.50", "£3", "£6.50"],
          ["Under 5", "Free", "Free", "Free"],
          ["Family (2 adults and up to 3 children)", "£24", "£15", "£32"],
          ["Members", "Free", "Free", "Free"],
        ],
      ) +
      `<p>Tickets are annual passes: come back free for 12 months.</p>
      <p>Parking: there is no car park at the Guildhall; use Cattle Market car park (£1.20 an hour). The Mill has
      a free car park.</p>
      <p>Step-free access: Guildhall, every floor by lift; Mill, ground floor and garden only.</p>`,
  ),
  "/exhibitions": page(
    "Exhibitions",
    cards([
      [
        "3 October 2026 to 28 February 2027",
        "Salt &amp; Silver: Kelderby's herring years",
        "Guildhall, Gallery 2. Included in admission.",
        "/exhibitions/salt-and-silver",
      ],
      [
        "12 December 2026 to 11 April 2027",
        "Drawn from the Fen: Edith Marlowe's sketchbooks",
        "Guildhall, Gallery 3. £3 on top of admission; free for members.",
        "/exhibitions/drawn-from-the-fen",
      ],
      ["Always on", "The Miller's Year", "Kelderby Mill. Included in admission."],
      [
        "Opens 1 May 2027",
        "Ice Fair 1895",
        "Guildhall, Gallery 2. The winter the river froze for seven weeks.",
      ],
    ]),
  ),
  "/exhibitions/salt-and-silver": page(
    "Salt &amp; Silver: Kelderby's herring years",
    `<p>How the herring trade made Kelderby rich, and how it ended.</p>` +
      dl([
        ["Dates", "3 October 2026 to 28 February 2027"],
        ["Where", "Guildhall Museum, Gallery 2"],
        ["Curator", "Dr Ruth Abara"],
        ["Objects", "140, including the Stennet herring barometer"],
        ["Price", "Included in admission"],
      ]),
  ),
  "/exhibitions/drawn-from-the-fen": page(
    "Drawn from the Fen: Edith Marlowe's sketchbooks",
    `<p>Edith Marlowe (1889–1962) drew the fen almost every day for forty years. Her 31 sketchbooks came to
    the museum in the Marlowe bequest in 1963.</p>` +
      dl([
        ["Dates", "12 December 2026 to 11 April 2027"],
        ["Where", "Guildhall Museum, Gallery 3"],
        ["Curator", "Jonah Pell"],
        ["Drawings on show", "60"],
        ["Price", "£3 on top of admission; free for members"],
      ]) +
      `<p>Also showing: Salt &amp; Silver, curated by Dr Ruth Abara, in Gallery 2 until 28 February 2027.</p>`,
  ),
  ...museumMorePages(page),
};

export const MUSEUM: CorpusSite = {
  name: "museum",
  pages,
  layout: page,
  forms: {
    "/tours/book": {
      title: "Tour booked",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.people} place(s) on the ${f.tour} tour on ${f.date} are held for you. ` +
        `Pay on the day at the front desk. We have emailed ${f.email}.`,
    },
    "/support/join": {
      title: "Welcome, new member",
      reply: (f) =>
        `Thank you, ${f.name}. Your ${f.level} membership starts today (Gift Aid: ${f.gift_aid}). ` +
        `Your card will be posted and we have emailed ${f.email}.`,
    },
    "/newsletter": {
      title: "Thanks for subscribing",
      reply: (f) => `We will email ${f.email} about ${f.interest}.`,
    },
  },
};
