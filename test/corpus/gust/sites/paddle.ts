import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { paddleMorePages } from "./paddle-more";

// GUST: the twenty-first held-out part of the corpus (Mereside Paddlesports), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A paddle sports centre with two bases, the Mere Boathouse on Cullen Mere (a lake,
// open all year, Friday to Sunday in winter) and Stowford Quay on the River Leddon (Easter to September, closed on
// Tuesdays): the hours as a table of day × base and season and the facilities as a table of ticks, each base's own
// page reached only from the bases page, hire prices as two tables (peak and off-peak) of craft × 1 hour × 2 hours ×
// half day × full day with January's new hourly prices in a note, one-way river trips as a table of trip × craft,
// extras (wetsuits, boots, a dog buoyancy aid) as a table, minimum ages and weight limits as a table and the weather
// and cancelling rules, courses named after British Canoeing's awards as a table of course × who × length × base ×
// price × dates, children's sessions by age, group, stag and hen packages with an enquiry form, instructor cards,
// forms to book a hire, a course and a children's session, dated news (2027 prices, last winter's days, the river's
// reopening, last year's giant SUP price), seasonal jobs as cards, answers as a definition list, a contact form and
// three pages only the site's search finds. The footer's line about the opening hours is true of no day.
const shellPage = shell({
  brand: "Mereside Paddlesports",
  tagline: "Canoe, kayak and SUP on Cullen Mere and the River Leddon",
  nav: [
    ["Get on the water", "/hire"],
    ["Learn to paddle", "/courses"],
    ["Young paddlers", "/kids"],
    ["Groups &amp; celebrations", "/groups"],
    ["Our two bases", "/bases"],
    ["Before you come", "/know"],
    ["Book", "/book"],
    ["The crew", "/crew"],
    ["Splashes", "/news"],
    ["Work with us", "/jobs"],
    ["Questions", "/faq"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Boathouse, Mere Road, Cullenby KL3 8MP",
    phone: "01632 971 200",
    email: "ahoy@meresidepaddle.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company number and the footer's line about the hours: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Mereside Paddlesports Ltd, registered in England no. 09377215 · A British Canoeing Paddle Point · Both bases open every day, 9am to 5pm, all year round</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const Y = "✓";
const N = "✗";

const HOURS: string[][] = [
  ["Monday", "09:00–18:00", "Closed", "10:00–17:00"],
  ["Tuesday", "09:00–18:00", "Closed", "Closed"],
  ["Wednesday", "09:00–18:00", "Closed", "10:00–17:00"],
  ["Thursday", "09:00–20:00", "Closed", "10:00–17:00"],
  ["Friday", "09:00–18:00", "10:00–15:30", "10:00–18:00"],
  ["Saturday", "08:30–18:00", "10:00–15:30", "09:00–18:00"],
  ["Sunday", "08:30–18:00", "10:00–15:30", "09:00–17:00"],
];

const FACILITIES: string[][] = [
  ["Changing rooms", Y, Y],
  ["Hot showers", Y, N],
  ["Lockers", "£2, refunded", N],
  ["Accessible launch pontoon and hoist", Y, N],
  ["Stand-up paddleboards and the giant SUP", Y, N],
  ["One-way trips", N, Y],
  ["Dogs in canoes", Y, Y],
  ["Parking", "Country park pay and display, £4 a day", "Free"],
  ["Food and drink", "The Mere Café next door (not ours)", N],
];

/** Hire prices for each boat or board: craft, 1 hour, 2 hours, half day, full day. */
const PEAK: string[][] = [
  ["Single sit-on-top kayak", "£20", "£32", "£45", "£65"],
  ["Double sit-on-top kayak", "£30", "£48", "£65", "£90"],
  ["Open canoe (up to 3 people)", "£35", "£55", "£75", "£105"],
  ["Stand-up paddleboard (SUP)", "£22", "£36", "£50", "£70"],
  ["Touring kayak (sit-in)", "£25", "£40", "£55", "£80"],
  ["Giant SUP (up to 8 people, with an instructor)", "£95", "—", "—", "—"],
];

const OFF_PEAK: string[][] = [
  ["Single sit-on-top kayak", "£15", "£25", "£36", "£52"],
  ["Double sit-on-top kayak", "£24", "£38", "£52", "£72"],
  ["Open canoe (up to 3 people)", "£28", "£44", "£60", "£84"],
  ["Stand-up paddleboard (SUP)", "£17", "£28", "£40", "£56"],
  ["Touring kayak (sit-in)", "£20", "£32", "£44", "£64"],
  ["Giant SUP (up to 8 people, with an instructor)", "£80", "—", "—", "—"],
];

const TRIPS: string[][] = [
  ["Stowford Quay to the Ferryman's Arms", "4 miles", "About 2 hours", "£70", "£60", "£42"],
  ["Stowford Quay to Millbridge", "8 miles", "About 4 hours", "£95", "£80", "£58"],
];

const EXTRAS: string[][] = [
  ["Wetsuit, adult", "£8"],
  ["Wetsuit, child (up to age 12)", "£5"],
  ["Neoprene boots", "£4"],
  ["Waterproof cagoule", "£4"],
  ["Waterproof phone pouch (yours to keep)", "£3"],
  ["Dog buoyancy aid", "£5"],
  ["Picnic barrel: lunch for two from the Mere Café, in a waterproof barrel", "£24"],
];

const TIMES = [
  "08:30",
  "09:00",
  "09:30",
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
];

const count = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)] as [string, string]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Mereside Paddlesports",
    `<p class="banner" role="status"><strong>Winter at the Mere:</strong> the Mere Boathouse is open Friday to Sunday,
    10:00 to 15:30, until the end of March. Stowford Quay is closed for the winter. <a href="/bases">Opening
    times</a></p>
    <p>Sit-on-top kayaks, open canoes and paddleboards for everyone, from first-timers to old hands: on the sheltered
    waters of Cullen Mere, and on the gentle River Leddon at Stowford. All our instructors are qualified by British
    Canoeing, and everything you need to get on the water comes with your hire.</p>
    <p><a href="/book">Book a boat</a> · <a href="/courses">Learn to paddle</a> · <a href="/groups">Stag, hen and
    party packages</a></p>
    <h2>Splashes</h2>${cards([
      ["19 November 2026", "Prices for 2027", "What's changing in January.", "/news"],
      ["6 November 2026", "Winter at the Mere", "Three days a week, all winter.", "/news"],
      ["1 October 2026", "See you at Easter, Stowford", "The river base is closed for the winter.", "/news"],
    ])}
    <h2>Coming up</h2>${cards([
      [
        "Sunday 13 December",
        "Paddle Discover",
        "A day's course for your first British Canoeing award.",
        "/courses",
      ],
      ["Wednesday 30 December", "Holiday paddle day", "Ages 8 to 13, at the Mere.", "/kids"],
    ])}`,
  ),
  "/bases": page(
    "Our two bases",
    `<p>The Mere Boathouse sits on the north shore of Cullen Mere, inside Cullen Mere Country Park: 60 hectares of
    sheltered water with no powerboats. Stowford Quay is on the River Leddon, 9 miles away, where the river runs slow
    and wide for 8 miles down to Millbridge.</p>` +
      table(
        "Opening times",
        [
          "Day",
          "Mere Boathouse, April to October",
          "Mere Boathouse, November to March",
          "Stowford Quay, Easter to September",
        ],
        HOURS,
      ) +
      `<p>The last hire goes out an hour before we close. Stowford Quay is open from Easter Saturday to 30 September,
      and is closed on Tuesdays. Bank holidays: Sunday hours at both bases.</p>` +
      table("What's at each base", ["", "Mere Boathouse", "Stowford Quay"], FACILITIES) +
      `<p>Addresses, phone numbers and how to find us: <a href="/bases/mere">Mere Boathouse</a> and
      <a href="/bases/stowford">Stowford Quay</a>.</p>`,
  ),
  "/bases/mere": page(
    "Mere Boathouse",
    dl([
      ["Address", "The Boathouse, Mere Road, Cullenby KL3 8MP"],
      ["Phone", "01632 971 201 (on opening days)"],
      ["Base manager", "Rob Haldane"],
      [
        "Getting there",
        "Follow the brown Cullen Mere Country Park signs from the A614, and park in the Boathouse car park",
      ],
      [
        "Parking",
        "Pay and display, run by the country park: £4 a day, free with a Country Park season ticket",
      ],
      ["The water", "A sheltered bay for beginners, and the whole mere for the confident"],
      ["Food", "The Mere Café, run by the country park, is next door: every day 09:00–16:00"],
    ]),
  ),
  "/bases/stowford": page(
    "Stowford Quay",
    dl([
      ["Address", "Stowford Quay, Quay Lane, Stowford KL6 2RT"],
      ["Phone", "01632 971 202 (Easter to September)"],
      ["Base manager", "Priya Chauhan"],
      ["Getting there", "5 minutes' walk from Stowford station, down Quay Lane"],
      ["Parking", "Free, 30 spaces at the quay"],
      ["The water", "A gentle grade 1 river. We don't hire when the Stowford gauge reads above 1.1 metres"],
      ["What you can hire here", "Single and double sit-on-top kayaks and open canoes"],
    ]),
  ),
  "/hire": page(
    "Get on the water",
    `<p>Turn up and paddle, or book ahead to be sure of a boat (we always recommend booking at weekends). You'll get a
    10-minute safety talk before you go.</p>` +
      table(
        "Peak: weekends, bank holidays and school holidays, April to October",
        ["Craft", "1 hour", "2 hours", "Half day (4 hours)", "Full day"],
        PEAK,
      ) +
      table(
        "Off-peak: weekdays in term time from April to October, and every day from November to March",
        ["Craft", "1 hour", "2 hours", "Half day (4 hours)", "Full day"],
        OFF_PEAK,
      ) +
      `<p>Prices are for each boat or board, not each person. Paddles, buoyancy aids and a dry bag are included. A full
      day is 10:00 to 17:00 (10:00 to 15:30 at the Mere in winter).</p>
      <p>From 1 January 2027 an hour's hire goes up by £2: off-peak, a single kayak will be £17, a double kayak £26, an
      open canoe £30 and a SUP £19; at peak times £22, £32, £37 and £24. Touring kayaks, the giant SUP and longer hires
      stay the same.</p>
      <p>Paddleboards and the giant SUP are at the Mere Boathouse only. At Stowford Quay you can hire single and double
      sit-on-top kayaks and open canoes. From November to March we don't hire touring kayaks, and everyone on the water
      wears a wetsuit: bring your own, or hire one from us.</p>
      <h2>One way down the river</h2>
      <p>From Stowford Quay, Easter to September. Paddle downstream and we'll bring you back in our minibus.</p>` +
      table(
        "One-way trips, each boat",
        ["Trip", "Distance", "Time on the water", "Open canoe", "Double kayak", "Single kayak"],
        TRIPS,
      ) +
      `<p>The minibus leaves the Ferryman's Arms at 15:00 and 17:00, and Millbridge at 16:30. The last launch for
      Millbridge is 12:30.</p>
      <h2>Extras</h2>` +
      table("Extras, for each hire, whatever its length", ["Extra", "Price"], EXTRAS) +
      `<p>Lockers at the Mere Boathouse: £2, refunded when you bring the key back. Wetsuits and boots are washed and
      dried after every use. <a href="/book">Book a boat</a></p>`,
  ),
  "/book": page(
    "Book a boat",
    `<p>Choose your base, your boat and your time, and we'll email you to confirm. Pay when you arrive. Please check in
    20 minutes before your start time.</p>
      <form method="post" action="/book/send">
      <p><label>Base <select name="base">${options([
        ["mere", "Mere Boathouse (Cullen Mere)"],
        ["stowford", "Stowford Quay (River Leddon)"],
      ])}</select></label></p>
      <p><label>Craft <select name="craft">${options([
        ["single-kayak", "Single sit-on-top kayak"],
        ["double-kayak", "Double sit-on-top kayak"],
        ["canoe", "Open canoe"],
        ["sup", "Stand-up paddleboard"],
        ["touring-kayak", "Touring kayak (sit-in)"],
        ["giant-sup", "Giant SUP with an instructor"],
      ])}</select></label></p>
      <p><label>How long <select name="duration">${options([
        ["1-hour", "1 hour"],
        ["2-hours", "2 hours"],
        ["half-day", "Half day (4 hours)"],
        ["full-day", "Full day"],
        ["ferryman", "One way to the Ferryman's Arms (Stowford Quay only)"],
        ["millbridge", "One way to Millbridge (Stowford Quay only)"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start time <select name="time">${options(TIMES.map((t) => [t, t]))}</select></label></p>
      <p><label>Number of boats or boards <select name="boats">${options(count(1, 6))}</select></label></p>
      <p><label>Number of people <input type="number" name="people" min="1" max="24" required></label></p>
      <p><label>How many of them are under 16? <select name="under16">${options(count(0, 6))}</select></label></p>
      <p><label>Wetsuits to hire <select name="wetsuits">${options(count(0, 8))}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile (for weather texts) <input type="tel" name="phone" required></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Request booking</button></form>`,
  ),
  ...paddleMorePages(page, options, count),
};

export const PADDLE: CorpusSite = {
  name: "paddle",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Booking requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.boats} ${f.craft} (${f.duration}) at ${f.base} on ${f.date} at ` +
        `${f.time} for ${f.people} people. We'll email ${f.email} to confirm. Reference MP-7310.`,
    },
    "/courses/book/send": {
      title: "Course place requested",
      reply: (f) =>
        `Thanks, ${f.name}. We're holding ${f.people} place(s) on ${f.course} on ${f.date} and will email ` +
        `${f.email} to confirm.`,
    },
    "/kids/book/send": {
      title: "Session booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.child} is booked into ${f.session} on ${f.date}. We'll email ${f.email} a kit list ` +
        `and the consent form.`,
    },
    "/groups/enquire/send": {
      title: "Group enquiry received",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.package} for ${f.size} people on ${f.date}, and will email ` +
        `${f.email} within 2 working days to confirm.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Hattie in the bookings office will reply to ${f.email} within 2 working days.`,
    },
  },
};
