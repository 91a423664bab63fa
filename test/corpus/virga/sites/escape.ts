import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { escapeMorePages } from "./escape-more";

// VIRGA: the twenty-fourth held-out part of the corpus (Cluebox Escapes), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An escape room company in Norbridge with two venues, the Old Bank in the city centre
// (closed on Mondays, late on Fridays and Saturdays) and Orchard Park on a retail park (late on Thursdays): six
// rooms as a table of room × venue × players × difficulty × length × minimum age × escape rate × access (two rooms
// named after a pharaoh), prices per team size as a table of off-peak and peak where the same price turns up in
// both columns, the family room's own flat price, discounts, opening hours as a table of day × venue and what each
// venue has as a table, each venue's own page reached only from the venues page (address, phone, parking), work
// outings by package, gift vouchers, birthday add-ons only at one venue or the other, house rules (late arrival,
// ages, pregnancy, claustrophobia), dated posts (a new room opening, a room retiring, November's new prices and
// what they were, a record time), the game masters as cards, answers as a definition list, forms to book a room, ask
// about a work outing, buy a voucher and send a message, and three pages only the site's search finds. The footer's
// line about the opening hours is true of neither venue.
const shellPage = shell({
  brand: "Cluebox Escapes",
  tagline: "Escape rooms at the Old Bank and Orchard Park, Norbridge",
  nav: [
    ["Our games", "/rooms"],
    ["Tickets", "/tickets"],
    ["Two venues", "/venues"],
    ["Work outings", "/teams"],
    ["Gifts", "/gifts"],
    ["Birthdays", "/birthdays"],
    ["House rules", "/rules"],
    ["Dispatches", "/blog"],
    ["Game masters", "/game-masters"],
    ["FAQ", "/faq"],
    ["Book now", "/book"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Cluebox Escapes Ltd, 14 Corn Street, Norbridge NB1 3QS",
    phone: "0113 496 0720",
    email: "play@cluebox.test",
    socials: ["Instagram", "Facebook", "TikTok", "Tripadvisor"],
  },
});

/** Every page, with the company number, a franchise line and the footer's line about the hours: true of neither venue. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Cluebox Escapes Ltd, registered in England no. 10388412 · Open 7 days a week, 10am till late · Franchise enquiries 0113 496 0799</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)] as [string, string]);

/** Rooms: room, venue, players, difficulty, length, minimum age, escape rate, access. */
const ROOMS: string[][] = [
  [
    "The Vault",
    "Old Bank",
    "2–5",
    "5/5 (Expert)",
    "60 minutes",
    "14",
    "19%",
    "Basement, 18 steps down; no step-free access",
  ],
  [
    "Pharaoh's Curse",
    "Old Bank",
    "3–6",
    "3/5 (Medium)",
    "60 minutes",
    "10",
    "52%",
    "Ground floor, step-free",
  ],
  [
    "Murder at Marlow Manor",
    "Old Bank",
    "4–10",
    "4/5 (Hard)",
    "75 minutes",
    "12",
    "33%",
    "First floor, 22 steps, no lift",
  ],
  ["Pharaoh's Tomb (family)", "Orchard Park", "2–6", "2/5 (Easy)", "45 minutes", "6", "81%", "Step-free"],
  ["Lab 47", "Orchard Park", "2–6", "4/5 (Hard)", "60 minutes", "12", "29%", "Step-free"],
  [
    "Prison Break",
    "Orchard Park",
    "3–8",
    "3/5 (Medium)",
    "60 minutes",
    "10",
    "47%",
    "Step-free, with a crawl tunnel you can skip",
  ],
];

/** Prices for each team: players, off-peak, peak. */
const PRICES: string[][] = [
  ["2 players", "£56", "£66"],
  ["3 players", "£72", "£84"],
  ["4 players", "£84", "£100"],
  ["5 players", "£95", "£115"],
  ["6 players", "£102", "£126"],
  ["7 players", "£112", "£140"],
  ["8 players", "£120", "£152"],
  ["9 players (Marlow Manor only)", "£126", "£162"],
  ["10 players (Marlow Manor only)", "£130", "£170"],
];

/** Opening hours: day, Old Bank, Orchard Park. */
const HOURS: string[][] = [
  ["Monday", "Closed", "10:00–20:00"],
  ["Tuesday", "12:00–22:00", "10:00–20:00"],
  ["Wednesday", "12:00–22:00", "10:00–20:00"],
  ["Thursday", "12:00–22:00", "10:00–22:00"],
  ["Friday", "12:00–23:30", "10:00–21:00"],
  ["Saturday", "10:00–23:30", "09:00–21:00"],
  ["Sunday", "10:00–20:00", "10:00–18:00"],
];

const SLOTS = ["10:00", "11:30", "13:00", "14:30", "16:00", "17:30", "19:00", "20:30", "22:00"];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Cluebox Escapes",
    `<p class="banner" role="status"><strong>Space Station Orion</strong> lands at Orchard Park on Saturday 12
    December. <a href="/blog">Find out more</a></p>
    <p>Sixty minutes, one locked room, and a game master watching your every move. Six rooms in two venues: the Old
    Bank on Corn Street in the city centre, and Orchard Park on Ashton Road, with free parking.</p>
    <p><a href="/book">Book a room</a> · <a href="/rooms">Which room?</a> · <a href="/gifts">Gift vouchers</a></p>
    <p>Christmas: both venues close at 17:00 on Christmas Eve, and are closed on Christmas Day and Boxing Day.</p>
    <h2>Dispatches</h2>${cards([
      ["20 November 2026", "Space Station Orion: launching 12 December", "Our seventh room.", "/blog"],
      ["9 November 2026", "Farewell, Prison Break", "The last games are in January.", "/blog"],
      ["1 November 2026", "New prices", "Our first rise since 2023.", "/blog"],
    ])}`,
  ),
  "/rooms": page(
    "Our games",
    `<p>Every game is private: you only ever play with your own group. Difficulty is out of 5, and the escape rate is
    the share of teams who got out in time over the last 12 months.</p>` +
      table(
        "The rooms",
        ["Room", "Venue", "Players", "Difficulty", "Length", "Minimum age", "Escape rate", "Access"],
        ROOMS,
      ) +
      `<p>Fastest ever escape: The Vault, in 41 minutes 12 seconds. Under 16s play with a paying adult in the room:
      see the <a href="/rules">house rules</a>. First time? Try Pharaoh's Curse, or Pharaoh's Tomb with children.</p>
      <p>Prison Break plays its last game on Sunday 3 January 2027.</p>`,
  ),
  "/tickets": page(
    "Tickets",
    `<p>You pay for the team, not each player, and the price is the same for every room (except Pharaoh's Tomb,
    below). Prices from 1 November 2026.</p>` +
      table("Price for each team", ["Team", "Off-peak", "Peak"], PRICES) +
      `<p>Off-peak is Monday to Thursday for games starting before 17:00 (the Old Bank is closed on Mondays). Peak is
      games from 17:00 Monday to Thursday, all day Friday to Sunday, bank holidays and Norbridge school holidays.</p>
      <h2>Pharaoh's Tomb</h2>
      <p>Our 45-minute family room at Orchard Park is £60 for up to 4 players and £10 for each extra player, any day
      and any time.</p>
      <h2>Discounts</h2>` +
      dl([
        ["Students", "15% off off-peak games, with a student card for every player"],
        ["Blue Light Card holders", "10% off any game"],
        ["Groups of 11 or more", "Split across rooms at the same time: see work outings"],
      ]) +
      `<p>Pay in full when you book. Move or cancel up to 72 hours before your game for free; after that, there's no
      refund.</p>`,
  ),
  "/venues": page(
    "Two venues",
    `<p>The Old Bank is a 1890s bank on Corn Street, in the middle of Norbridge. Orchard Park is a purpose-built
    venue on Orchard Retail Park, 3 miles out on Ashton Road.</p>` +
      table("Opening hours", ["Day", "The Old Bank (city centre)", "Orchard Park (retail park)"], HOURS) +
      `<p>The last game starts 75 minutes before we close. Bank holidays: Sunday hours.</p>` +
      table(
        "What's at each venue",
        ["", "The Old Bank", "Orchard Park"],
        [
          [
            "Rooms",
            "The Vault, Pharaoh's Curse, Murder at Marlow Manor",
            "Pharaoh's Tomb, Lab 47, Prison Break",
          ],
          ["Free lockers", "✓", "✓"],
          ["Accessible toilet", "✗", "✓"],
          ["Lobby bar (beer and wine, over 18s, after your game)", "✓", "✗"],
          ["Party room", "✗", "✓"],
          ["Meeting room (the Strongroom)", "✓", "✗"],
          ["Parking", "None of our own", "Free"],
        ],
      ) +
      `<p>Addresses, phone numbers and parking: <a href="/venues/old-bank">the Old Bank</a> and
      <a href="/venues/orchard-park">Orchard Park</a>.</p>`,
  ),
  "/venues/old-bank": page(
    "The Old Bank",
    dl([
      ["Address", "The Old Bank, 14 Corn Street, Norbridge NB1 3QS"],
      ["Phone", "0113 496 0721"],
      ["Venue manager", "Kofi Mensah"],
      ["By train", "Norbridge station is 8 minutes' walk"],
      ["By bus", "Buses 4, 11 and 36 stop on Corn Street"],
      [
        "Parking",
        "We have no parking. The nearest is Queen Street multi-storey (NCP), 4 minutes' walk: £2.80 an hour in the day, £6 for the evening after 18:00",
      ],
      ["Getting in", "Three steps up to the front door; a portable ramp is kept inside, ring the bell"],
    ]),
  ),
  "/venues/orchard-park": page(
    "Orchard Park",
    dl([
      [
        "Address",
        "Unit 7, Orchard Retail Park, Ashton Road, Norbridge NB6 8LX: between Pets Corner and the drive-through",
      ],
      ["Phone", "0113 496 0722"],
      ["Venue manager", "Shauna Kilbride"],
      ["By bus", "The 22 from the city centre stops on Ashton Road, 2 minutes' walk"],
      ["Parking", "Free for 3 hours in the retail park car park, with 6 blue badge bays by our door"],
      ["Getting in", "All on one level, with automatic doors and an accessible toilet"],
    ]),
  ),
  "/book": page(
    "Book a room",
    `<p>Choose your room and time. Pay online to confirm; we'll email your booking straight away. Please arrive 15
    minutes before your game.</p>
      <form method="post" action="/book/send">
      <p><label>Room <select name="room">${options([
        ["vault", "The Vault (Old Bank)"],
        ["pharaohs-curse", "Pharaoh's Curse (Old Bank)"],
        ["marlow-manor", "Murder at Marlow Manor (Old Bank)"],
        ["pharaohs-tomb", "Pharaoh's Tomb, family (Orchard Park)"],
        ["lab-47", "Lab 47 (Orchard Park)"],
        ["prison-break", "Prison Break (Orchard Park)"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start time <select name="time">${options(SLOTS.map((t) => [t, t]))}</select></label></p>
      <p><label>Players <select name="players">${options(count(2, 10))}</select></label></p>
      <p><label>How many are under 16? <select name="under16">${options(count(0, 8))}</select></label></p>
      <p><label>Occasion <select name="occasion">${options([
        ["none", "Just for fun"],
        ["birthday", "Birthday"],
        ["hen-stag", "Hen or stag"],
        ["work", "Work or team"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Lead booker's name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Anything we should know (access, pregnancy, a surprise) <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Continue to payment</button></form>`,
  ),
  ...escapeMorePages(page, options),
};

export const ESCAPE: CorpusSite = {
  name: "escape",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Booking held",
      reply: (f) =>
        `Thanks, ${f.name}. We're holding ${f.room} on ${f.date} at ${f.time} for ${f.players} players for 15 ` +
        `minutes while you pay. Confirmation goes to ${f.email}. Reference CB-4471.`,
    },
    "/teams/enquire/send": {
      title: "Enquiry received",
      reply: (f) =>
        `Thanks, ${f.name}. Callum will email ${f.email} about ${f.package} for ${f.size} people from ${f.company} ` +
        `on ${f.date} within 1 working day.`,
    },
    "/gifts/buy/send": {
      title: "Voucher ordered",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.voucher} voucher for ${f.recipient} is on its way (${f.delivery}). Receipt to ` +
        `${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
