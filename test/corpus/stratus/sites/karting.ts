import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { kartingMorePages } from "./karting-more";

// STRATUS: the thirty-eighth held-out part of the corpus (Hairpin Karting), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A go-karting company with two tracks: an indoor electric track at Dunwell and an
// outdoor petrol circuit at Coldharbour near Thornby. The tracks compared as a table (length, karts, top speed,
// drivers at once, lap records), sessions as a table of session × track × how long × ages × shortest driver ×
// off-peak × peak, group packages as a table of package × track × drivers × what you get × off-peak × peak a
// driver, opening hours by day for Dunwell and for Coldharbour in summer and winter, with Christmas, the rules and
// the flags, the Race Club's memberships, gift vouchers, moving and cancelling by notice, FAQs, dated news (with
// 2025's prices), forms to book a session, ask about a group, buy a voucher, move or cancel a booking and send a
// message, and two pages only the site's search finds. The footer's "open 7 days a week" is Coldharbour's summer.
const shellPage = shell({
  brand: "Hairpin Karting",
  tagline: "Indoor karting in Dunwell, outdoor racing at Coldharbour",
  nav: [
    ["Two tracks", "/tracks"],
    ["Get racing", "/sessions"],
    ["Bring a crowd", "/events"],
    ["Open", "/hours"],
    ["Before you drive", "/rules"],
    ["Race Club", "/club"],
    ["Gifts", "/vouchers"],
    ["Book", "/book"],
    ["Change or cancel", "/manage"],
    ["FAQs", "/faq"],
    ["Pit lane", "/news"],
    ["Find us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Unit 7, Foundry Park, Dunwell DW3 5KT",
    phone: "01632 960457",
    email: "race@hairpinkarting.test",
    socials: ["Instagram", "Facebook", "YouTube"],
  },
});

/** Every page, with the company and VAT numbers and the footer's 7 days a week: Coldharbour's summer only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Hairpin Karting Ltd, registered in England and Wales no. 09817264 · VAT no. GB 276 1183 09 · Coldharbour circuit open 7 days a week</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** The two tracks: what, Dunwell, Coldharbour. */
const TRACKS: string[][] = [
  ["Where", "Unit 7, Foundry Park, Dunwell DW3 5KT", "Coldharbour Lane, Thornby TB8 2LX"],
  ["Indoors or out", "Indoors and heated", "Outdoors; the briefing room is heated"],
  ["Track", "420 m on two levels, with a bridge", "1,150 m, with 14 corners"],
  ["Karts", "Electric, 8 kW", "Petrol, 270 cc, 9 hp"],
  ["Top speed", "35 mph", "50 mph"],
  ["On track at once", "12 drivers", "18 drivers"],
  ["Lap record", "24.81 seconds, Callum Reyes, August 2026", "51.36 seconds, Priya Nandra, May 2025"],
  ["Parking", "Free, 60 spaces", "Free, 150 spaces"],
  ["Food and drink", "Pit Stop Café, open while the track is", "Snack bar, Saturdays and Sundays"],
  ["Phone", "01632 960457", "01632 960468"],
];

/** Sessions: session, track, how long, ages, shortest driver, off-peak, peak. */
const SESSIONS: string[][] = [
  ["Arrive &amp; Drive 15", "Dunwell", "15 minutes", "12 and up", "1.50 m", "£25", "£30"],
  ["Arrive &amp; Drive 30", "Dunwell", "2 × 15 minutes", "12 and up", "1.50 m", "£45", "£55"],
  ["Junior 10", "Dunwell", "10 minutes", "8 to 15", "1.30 m", "£18", "£22"],
  ["Cadet 8", "Dunwell", "8 minutes, Saturday and Sunday 09:00 to 11:00", "6 to 7", "1.15 m", "£15", "£15"],
  ["Circuit Sprint", "Coldharbour", "20 minutes", "14 and up", "1.55 m", "£39", "£45"],
  ["Circuit Hour", "Coldharbour", "60 minutes, as 3 × 20", "16 and up", "1.55 m", "£89", "£99"],
  ["Junior Circuit", "Coldharbour", "15 minutes", "10 to 15", "1.40 m", "£29", "£34"],
];

/** Group packages: package, track, drivers, what you get, off-peak a driver, peak a driver. */
const EVENTS: string[][] = [
  [
    "Indoor Grand Prix",
    "Dunwell",
    "6 to 24",
    "10 minutes' practice, 15 minutes' qualifying and a 15-minute final; podium and trophies",
    "£55",
    "£65",
  ],
  [
    "Team Relay",
    "Dunwell",
    "9 to 36, in teams of 3",
    "A 60-minute relay race, one kart a team, driver changes in the pits",
    "£40",
    "£48",
  ],
  [
    "Circuit Grand Prix",
    "Coldharbour",
    "8 to 32",
    "15 minutes' practice, 15 minutes' qualifying and a 20-minute final; podium and champagne",
    "£85",
    "£95",
  ],
  [
    "Two-Hour Endurance",
    "Coldharbour",
    "12 to 40, in teams of 3 or 4",
    "A 2-hour race with pit stops and live timing",
    "£70",
    "£80",
  ],
  [
    "Kids' Party",
    "Dunwell",
    "6 to 16 children, ages 8 to 15",
    "2 races of 10 minutes, 45 minutes in the party room, a hot dog and a drink",
    "£28",
    "£32",
  ],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hairpin Karting",
    `<p class="banner" role="status"><strong>Winter hours</strong> at Coldharbour from 1 November.
    <a href="/hours">See when we're open</a>.</p>
    <p>Electric karts on two levels under one roof at Dunwell, and proper petrol racing on the 1,150 m circuit at
    Coldharbour. No licence, no experience: just turn up half an hour early.</p>
    <p><a href="/book">Book a session</a> · <a href="/events">Race with your friends</a> · <a href="/vouchers">Give
    it as a gift</a></p>
    <h2>Pit lane</h2>${cards([
      ["16 November 2026", "Christmas at Hairpin", "Our hours over the holidays.", "/news"],
      ["2 November 2026", "Winter at Coldharbour", "When the outdoor circuit is open.", "/news"],
      ["8 August 2026", "New karts at Dunwell", "And a new lap record.", "/news"],
    ])}
    <h2>Get racing</h2>${cards([
      ["From £15", "Kids", "Cadets from 6, juniors from 8.", "/sessions"],
      ["From £25", "Arrive &amp; Drive", "15 minutes indoors, any day.", "/sessions"],
      ["From £40 a driver", "Groups", "Grand prix, relays and endurance races.", "/events"],
    ])}`,
  ),
  "/tracks": page(
    "Two tracks",
    `<p>Two very different tracks, 12 miles apart. Dunwell is tight, twisty and indoors; Coldharbour is long, fast
    and outside.</p>${table("Our tracks", ["", "Dunwell", "Coldharbour"], TRACKS)}`,
  ),
  "/sessions": page(
    "Get racing",
    `<p>Book a session and share the track with other drivers. Prices are for one driver.</p>` +
      table(
        "Sessions",
        ["Session", "Track", "How long", "Ages", "Shortest driver", "Off-peak", "Peak"],
        SESSIONS,
      ) +
      dl([
        ["Off-peak", "Monday to Thursday before 17:00, outside the school holidays"],
        ["Peak", "Friday to Sunday, every day from 17:00, the school holidays and bank holidays"],
        ["Sessions start", "Every 20 minutes at Dunwell, every 30 minutes at Coldharbour"],
        ["Arrive", "30 minutes before, to sign in and for the safety briefing"],
        ["Your lap times", "Emailed to you after every session"],
      ]),
  ),
  "/events": page(
    "Bring a crowd",
    `<p>Birthdays, stag and hen dos, work outings: race each other with a podium at the end. Prices are a
    driver.</p>` +
      table(
        "Group packages",
        ["Package", "Track", "Drivers", "What you get", "Off-peak, a driver", "Peak, a driver"],
        EVENTS,
      ) +
      dl([
        ["Hold the date", "A £10 a driver deposit; the rest 14 days before"],
        ["Hot buffet after racing", "£9.50 a head"],
        [
          "The whole track to yourselves",
          "Dunwell £1,250 for 2 hours, Monday to Thursday; Coldharbour £2,400 for a half day",
        ],
        ["Meeting room", "At Coldharbour, seats 20, £150 a half day"],
      ]) +
      `<h2>Ask about a group</h2>
      <form method="post" action="/events/enquire/send">
      <p><label>Package <select name="package">${options([
        ["indoor-gp", "Indoor Grand Prix"],
        ["relay", "Team Relay"],
        ["circuit-gp", "Circuit Grand Prix"],
        ["endurance", "Two-Hour Endurance"],
        ["party", "Kids' Party"],
      ])}</select></label></p>
      <p><label>How many drivers <select name="size">${options([
        ["6-10", "6 to 10"],
        ["11-15", "11 to 15"],
        ["16-24", "16 to 24"],
        ["25-32", "25 to 32"],
        ["33-40", "33 to 40"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <fieldset><legend>Time of day</legend>
      <label><input type="radio" name="when" value="morning"> Morning</label>
      <label><input type="radio" name="when" value="afternoon"> Afternoon</label>
      <label><input type="radio" name="when" value="evening"> Evening</label>
      </fieldset>
      <p><label><input type="checkbox" name="buffet" value="yes"> Add the hot buffet, £9.50 a head</label></p>
      <p><label>Company or group <input name="organisation"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Send</button></form>`,
  ),
  "/book": page(
    "Book",
    `<p>Pick a track, a session and a time. Everyone driving signs in on the day.</p>
      <form method="post" action="/book/send">
      <fieldset><legend>Track</legend>
      <label><input type="radio" name="track" value="dunwell"> Dunwell (indoor)</label>
      <label><input type="radio" name="track" value="coldharbour"> Coldharbour (outdoor)</label>
      </fieldset>
      <p><label>Session <select name="session">${options([
        ["ad15", "Arrive & Drive 15"],
        ["ad30", "Arrive & Drive 30"],
        ["junior10", "Junior 10"],
        ["cadet8", "Cadet 8"],
        ["sprint", "Circuit Sprint"],
        ["hour", "Circuit Hour"],
        ["junior-circuit", "Junior Circuit"],
      ])}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Start time <input type="time" name="time" required></label></p>
      <p><label>Drivers <select name="drivers">${count(1, 12)}</select></label></p>
      <p><label>Age of the youngest driver <input type="number" name="youngest" min="6" max="99"></label></p>
      <p><label><input type="checkbox" name="photos" value="yes"> Add trackside photos, £6</label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <button type="submit">Book and pay</button></form>`,
  ),
  ...kartingMorePages(page, options),
};

export const KARTING: CorpusSite = {
  name: "karting",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Session booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.drivers} driver(s) on ${f.session} at ${f.track} on ${f.date} at ${f.time}. ` +
        `Arrive 30 minutes early. We've emailed ${f.email}.`,
    },
    "/events/enquire/send": {
      title: "Thanks for asking",
      reply: (f) => `Thanks, ${f.name}. We'll email ${f.email} about your ${f.package} on ${f.date}.`,
    },
    "/vouchers/buy/send": {
      title: "Voucher ordered",
      reply: (f) => `Thanks, ${f.name}. Your ${f.voucher} voucher for ${f.recipient} is on its way.`,
    },
    "/manage/send": {
      title: "Request sent",
      reply: (f) => `Thanks. We'll ${f.what} booking ${f.ref} and confirm to ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
