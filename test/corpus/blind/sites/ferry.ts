import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, shell, table } from "../../sites/kit";
import { ferryMorePages } from "./ferry-more";

// BLIND: the fifth held-out part of the corpus (Skerry Line), run once at the very end as an outside measurement:
// whoever tunes the engines must not read this file (see test/corpus/score.ts). A small ferry and coach operator
// whose timetables sit as tables of days × seasons with the return direction next to them, fares by ticket type ×
// age and by vehicle × route, and service news whose dates and times each have a sibling on the next card; the
// footer's number is the head office's, not a ticket office's.
const page = shell({
  brand: "Skerry Line",
  tagline: "Ferries and coaches for the Corran isles",
  nav: [
    ["Sail with us", "/timetables"],
    ["What it costs", "/fares"],
    ["On board", "/travelling-with"],
    ["Latest", "/news"],
    ["Help", "/faq"],
    ["Our story", "/about"],
    ["Get in touch", "/contact"],
    ["Book", "/book"],
  ],
  footer: {
    year: 2026,
    address: "Skerry Line Ltd, Harbour Office, Pier Road, Portcallan PC1 4AB",
    phone: "01632 968 000",
    email: "sailings@skerryline.test",
    socials: ["Facebook", "X", "Instagram"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Departures by days: [days, winter, summer]. */
type Times = [days: string, winter: string, summer: string][];

const TO_INCHMORE: Times = [
  ["Monday to Friday", "07:15, 10:30, 14:00, 17:45", "07:15, 09:30, 11:45, 14:00, 16:15, 18:30"],
  ["Saturday", "08:30, 12:00, 16:30", "08:30, 10:45, 13:00, 15:15, 17:30"],
  ["Sunday", "10:00, 15:30", "09:45, 12:30, 15:30, 18:00"],
];
const FROM_INCHMORE: Times = [
  ["Monday to Friday", "08:05, 11:20, 15:00, 18:35", "08:05, 10:20, 12:35, 15:00, 17:05, 19:20"],
  ["Saturday", "09:20, 13:00, 17:20", "09:20, 11:35, 14:00, 16:05, 18:20"],
  ["Sunday", "11:00, 16:20", "10:35, 13:20, 16:20, 18:50"],
];
const TO_FLADDA: Times = [
  ["Monday to Saturday", "08:00, 12:15, 16:00", "08:00, 10:00, 12:15, 14:30, 17:00"],
  ["Sunday", "No sailings", "11:00, 15:00"],
];
const FROM_FLADDA: Times = [
  ["Monday to Saturday", "08:30, 12:45, 16:30", "08:30, 10:30, 12:45, 15:00, 17:30"],
  ["Sunday", "No sailings", "11:30, 15:30"],
];

const SEASONS = ["Days", "Winter (2 November – 28 March)", "Summer (29 March – 31 October)"];

const TIMES = [
  ...new Set(
    [TO_INCHMORE, FROM_INCHMORE, TO_FLADDA, FROM_FLADDA].flatMap((t) =>
      t.flatMap(([, w, s]) => `${w}, ${s}`.split(", ")).filter((x) => /^\d\d:\d\d$/.test(x)),
    ),
  ),
].sort();

const NEWS = cards([
  [
    "25 November 2026",
    "Weather warning: Friday sailings",
    "Gales are forecast for Friday 27 November. The 14:00 and 17:45 sailings from Portcallan to Inchmore may be cancelled, and we will decide by 11:00. Fladda sailings are expected to run as normal.",
  ],
  [
    "18 November 2026",
    "Roadworks at Kilbride",
    "From 23 November to 11 December coaches will not stop at Kilbride Post Office; please use the temporary stop on Mill Brae. Journey times are unchanged.",
  ],
  [
    "9 November 2026",
    "Corran Lass refit dates",
    "MV Corran Lass goes for her annual refit from 11 to 22 January 2027. MV Heron will cover the Inchmore sailings, carrying 24 cars instead of 36, so please book vehicles early.",
  ],
  [
    "2 November 2026",
    "Winter timetable starts",
    "The winter timetable runs from 2 November 2026 to 28 March 2027. Fladda has no Sunday sailings in winter.",
    "/timetables/fladda",
  ],
  [
    "27 October 2026",
    "Christmas and New Year",
    "There are no sailings and no coaches on 25 December or 1 January. On 24 and 31 December the last sailing from Portcallan to Inchmore leaves at 14:00 and the last coach from Dunmarrow Station at 15:30.",
  ],
]);

const timetable = (
  title: string,
  intro: string,
  out: [string, Times],
  back: [string, Times],
  extra: string,
) =>
  page(
    title,
    `<p>${intro}</p>${table(out[0], SEASONS, out[1])}${table(back[0], SEASONS, back[1])}${extra}` +
      `<p>Times are departure times. <a href="/book">Book a vehicle space</a> · <a href="/fares">Fares</a></p>`,
  );

const pages: Record<string, FixturePage> = {
  "/": page(
    "Skerry Line",
    `<p>Ferries from Portcallan to Inchmore and from Kilbride to Fladda, and the coach link between Portcallan Pier
    and Dunmarrow Station, all year round.</p>
    <p><a href="/timetables">Timetables</a> · <a href="/fares">Fares</a> · <a href="/book">Book a crossing</a></p>
    <h2>Service updates</h2><ul><li><a href="/news">Weather warning for Friday sailings</a></li>
    <li><a href="/news">Roadworks on the coach route</a></li><li><a href="/news">Refit dates for 2027</a></li></ul>
    <h2>Island life</h2><p>Inchmore has a shop, a hotel and the Corran distillery; Fladda has a tea room in summer
    and the best seal-watching in the isles.</p>`,
  ),
  "/news": page("Latest", NEWS),
  "/timetables": page(
    "Sail with us",
    `<ul><li><a href="/timetables/inchmore">Portcallan – Inchmore ferry</a></li>
    <li><a href="/timetables/fladda">Kilbride – Fladda ferry</a></li>
    <li><a href="/timetables/coach">Coach link: Portcallan Pier – Dunmarrow Station</a></li></ul>
    <p>Winter times run from 2 November to 28 March; summer times from 29 March to 31 October.</p>`,
  ),
  "/timetables/inchmore": timetable(
    "Portcallan – Inchmore",
    "MV Corran Lass sails from the linkspan at Portcallan pier to Inchmore slip. Crossing time: 40 minutes.",
    ["Portcallan to Inchmore", TO_INCHMORE],
    ["Inchmore to Portcallan", FROM_INCHMORE],
    `<aside><p>Going to Fladda? That ferry leaves from Kilbride and the crossing takes 25 minutes:
    <a href="/timetables/fladda">Fladda times</a>.</p></aside>`,
  ),
  "/timetables/fladda": timetable(
    "Kilbride – Fladda",
    "MV Skua sails from Kilbride slipway, six miles south of Portcallan, to Fladda pier. Crossing time: 25 minutes.",
    ["Kilbride to Fladda", TO_FLADDA],
    ["Fladda to Kilbride", FROM_FLADDA],
    "<p>MV Skua carries 48 passengers and 6 cars. In fog the first sailing may wait up to an hour.</p>",
  ),
  "/book": page(
    "Book",
    `<p>Vehicles must be booked. Foot passengers may book to be sure of a ticket, or pay on the day.</p>
    <form method="post" action="/book/sailing">
    <p><label>Crossing <select name="route">${options([
      ["portcallan-inchmore", "Portcallan to Inchmore"],
      ["inchmore-portcallan", "Inchmore to Portcallan"],
      ["kilbride-fladda", "Kilbride to Fladda"],
      ["fladda-kilbride", "Fladda to Kilbride"],
    ])}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Sailing <select name="time">${options(TIMES.map((t) => [t, t]))}</select></label></p>
    <p><label>Adults <input type="number" name="adults" min="0" max="9" value="1"></label></p>
    <p><label>Children (5–15) <input type="number" name="children" min="0" max="9" value="0"></label></p>
    <p><label>Vehicle <select name="vehicle">${options([
      ["none", "No vehicle (foot passengers)"],
      ["car", "Car up to 5 metres"],
      ["large", "Car over 5 metres or van"],
      ["motorcycle", "Motorcycle"],
      ["bicycle", "Bicycle"],
    ])}</select></label></p>
    <p><label>Lead passenger <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <button type="submit">Continue</button></form>`,
  ),
  "/lost-property": page(
    "Lost property",
    `<p>Items found on board are kept at the Portcallan ticket office for 28 days.</p>
    <form method="post" action="/lost-property/report">
    <p><label>Which service <select name="route">${options([
      ["inchmore", "Portcallan – Inchmore ferry"],
      ["fladda", "Kilbride – Fladda ferry"],
      ["coach", "Coach link"],
    ])}</select></label></p>
    <p><label>Date you travelled <input type="date" name="date" required></label></p>
    <p><label>What did you lose? <textarea name="item" rows="3"></textarea></label></p>
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Phone <input type="tel" name="phone" required></label></p>
    <button type="submit">Send report</button></form>`,
  ),
  ...ferryMorePages(page),
};

export const FERRY: CorpusSite = {
  name: "ferry",
  pages,
  layout: page,
  forms: {
    "/book/sailing": {
      title: "Booking confirmed",
      reply: (f) =>
        `Thank you, ${f.name}. You are booked on the ${f.time} ${f.route} sailing on ${f.date}: ${f.adults || "0"} ` +
        `adult(s), ${f.children || "0"} child(ren), vehicle: ${f.vehicle}. Reference SK-58213; we have emailed ${f.email}.`,
    },
    "/lost-property/report": {
      title: "Report received",
      reply: (f) =>
        `Thanks, ${f.name}. We have logged your report for the ${f.route} service on ${f.date} and will call ` +
        `${f.phone} if it is handed in. Report number LP-3391.`,
    },
  },
};
