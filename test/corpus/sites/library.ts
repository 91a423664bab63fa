import type { FixturePage } from "../../helpers/fixture-site";
import type { CorpusSite } from "../serve";
import { cards, dl, shell, table } from "./kit";
import { libraryMorePages } from "./library-more";

// Hollowmere Libraries: three branches whose hours, phones and managers sit side by side, so every answer has a
// sibling fact about another branch next to it.
const page = shell({
  brand: "Hollowmere Libraries",
  tagline: "Books, spaces and events for everyone in Hollowmere",
  nav: [
    ["Visit", "/visit"],
    ["What's on", "/whats-on"],
    ["Borrow", "/borrow"],
    ["Hire a space", "/spaces"],
    ["Join", "/join"],
    ["Who we are", "/about"],
  ],
  footer: {
    year: 2026,
    address: "Civic Offices, 1 Market Square, Hollowmere HM1 1AA",
    phone: "01632 960 000",
    email: "hello@hollowmere-libraries.test",
    socials: ["Instagram", "Facebook", "Mastodon"],
  },
});

const branch = (name: string, intro: string, facts: [string, string][]) =>
  page(
    `${name} Library`,
    `<p>${intro}</p>${dl(facts)}<p><a href="/visit">All branches and opening hours</a></p>`,
  );

const pages: Record<string, FixturePage> = {
  "/": page(
    "Welcome to Hollowmere Libraries",
    `<p>Borrow books, films and games, use a computer, join a club or hire a room. Membership is free for everyone who
    lives, works or studies in Hollowmere.</p>
    <p><a href="/visit">Find your nearest branch</a> · <a href="/whats-on">See this month's events</a></p>
    <h2>Latest news</h2>` +
      cards([
        [
          "12 November 2026",
          "Fernbrook is back",
          "Fernbrook Library reopened on 10 November after eleven weeks of roof repairs. Thank you for your patience.",
        ],
        [
          "3 November 2026",
          "Winter Reading Challenge",
          "Last winter 1,250 children took part. This year's challenge starts on 1 December at every branch.",
        ],
        [
          "21 October 2026",
          "No more late fees on children's books",
          "From 1 January 2027 children's books will have no late fees. Other late fees are on the Borrow page.",
        ],
      ]) +
      `<h2>Stay in touch</h2><form method="post" action="/newsletter"><label>Email address <input type="email" name="email" required></label>
    <label>I'm interested in <select name="interest"><option value="events">Events and talks</option>
    <option value="children">Children and families</option><option value="local-history">Local history</option>
    <option value="new-books">New books</option></select></label> <button type="submit">Subscribe</button></form>`,
  ),
  "/visit": page(
    "Visit us",
    `<p>We have three branches. Opening hours for the week:</p>` +
      table(
        "Opening hours",
        ["Branch", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        [
          [
            "Central",
            "9:00–20:00",
            "9:00–20:00",
            "9:00–20:00",
            "9:00–20:00",
            "9:00–18:00",
            "10:00–17:00",
            "12:00–16:00",
          ],
          [
            "Fernbrook",
            "Closed",
            "10:00–18:00",
            "10:00–18:00",
            "13:00–19:30",
            "10:00–18:00",
            "9:30–13:00",
            "Closed",
          ],
          [
            "Saltmarsh Road",
            "9:30–17:30",
            "Closed",
            "9:30–17:30",
            "9:30–17:30",
            "Closed",
            "10:00–16:00",
            "Closed",
          ],
        ],
      ) +
      `<p>Holidays: all branches close on 25 and 26 December. Central is open 12:00–16:00 on 24 December.</p>` +
      cards([
        ["Central", "Central Library", "14 Quillon Street. Lift to all floors.", "/branches/central"],
        [
          "Fernbrook",
          "Fernbrook Library",
          "3 Orchard Parade, next to the health centre.",
          "/branches/fernbrook",
        ],
        [
          "Saltmarsh Road",
          "Saltmarsh Road Library",
          "221 Saltmarsh Road, by the bus depot.",
          "/branches/saltmarsh-road",
        ],
      ]),
  ),
  "/branches/central": branch(
    "Central",
    "Our largest branch, with the lending library on the ground floor and study rooms upstairs.",
    [
      ["Address", "14 Quillon Street, Hollowmere HM1 4QT"],
      ["Phone", "01632 960 114"],
      ["Branch manager", "Rosalind Achterberg"],
      ["Step-free access", "Yes, with a lift to all floors"],
      ["Parking", "No. The nearest car park is on Tannery Lane"],
      ["Public computers", "32"],
      ["Rooms to hire", "Ash Room, Rowan Room"],
    ],
  ),
  "/branches/fernbrook": branch("Fernbrook", "A neighbourhood library with a big children's corner.", [
    ["Address", "3 Orchard Parade, Fernbrook HM7 2LD"],
    ["Phone", "01632 960 387"],
    ["Branch manager", "Tobias Wrenfield"],
    ["Step-free access", "Yes"],
    ["Parking", "Yes, 6 spaces behind the building"],
    ["Public computers", "8"],
    ["Rooms to hire", "Willow Room"],
  ]),
  "/branches/saltmarsh-road": branch(
    "Saltmarsh Road",
    "Our oldest building, and home of the Local History Archive.",
    [
      ["Address", "221 Saltmarsh Road, Hollowmere HM4 9PE"],
      ["Phone", "01632 960 552"],
      ["Branch manager", "Ines Calloway-Hart"],
      [
        "Step-free access",
        "No. The entrance has three steps; staff can bring a portable ramp if you ring ahead",
      ],
      ["Parking", "No"],
      ["Public computers", "5"],
      ["Rooms to hire", "None"],
    ],
  ),
  ...libraryMorePages(page),
};

export const LIBRARY: CorpusSite = {
  name: "library",
  pages,
  layout: page,
  forms: {
    "/newsletter": {
      title: "You're subscribed",
      reply: (f) =>
        `Thanks! We will send our newsletter to ${f.email}. You told us you are interested in ${f.interest}.`,
    },
    "/join/renew": {
      title: "Renewal received",
      reply: (f) =>
        `We have renewed membership ${f.membership_number} for ${f.surname}. Your card is now valid for three more years. ` +
        `We sent a confirmation to ${f.email}. Your home branch is ${f.branch}.`,
    },
    "/spaces/book": {
      title: "Booking request received",
      reply: (f) =>
        `Thank you, ${f.name}. You asked for the ${f.room} on ${f.date} from ${f.start} for ${f.hours} hours, for ` +
        `${f.people} people. We will email ${f.email} within two working days.`,
    },
  },
};
