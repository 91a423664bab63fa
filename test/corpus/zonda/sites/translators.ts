import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { translatorsAboutPages } from "./translators-about";
import { translatorsMorePages } from "./translators-more";

// ZONDA: the fiftieth held-out part of the corpus (Verity Language Services), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A translation and interpreting agency with an office on Carrick Square in Wexley
// and one on Dock Road in Saltmouth, on different hours by day (one cell spanning each part of the week's rows;
// Saltmouth shut on Mondays and at the weekend and only in the morning on Fridays, Wexley open on Saturday mornings).
// Translation by the word by language band (a cell spanning European and other languages' rows) and kind of text
// (general, legal and financial, medical and technical; Korean's "—" for medical), a minimum charge, a volume
// discount, proofreading as a share of the rate and turnaround as a surcharge, with a price rise from 1 April 2027;
// certified and sworn translations by the document; interpreting face to face, by video and by telephone by the hour,
// the half day and the full day under two-level headings (business and community, court and medical; telephone's "By
// the hour only" spanning two columns) with travel by zone; the languages, some for interpreting only; the two offices
// side by side with their hours and Christmas and New Year; the team as cards, FAQs, dated news (with 2025's prices,
// last year's), a footer with the company and VAT numbers and an "Open 7 days a week, 7am to 9pm" neither office
// keeps, forms to ask for a quote, book an interpreter, order a certified translation and send a message, and two
// pages only the site's search finds.
const shellPage = shell({
  brand: "Verity Language Services",
  tagline: "Translators and interpreters in Wexley and Saltmouth",
  nav: [
    ["Translation", "/translation"],
    ["Certified translation", "/certified"],
    ["Interpreting", "/interpreting"],
    ["Languages", "/languages"],
    ["Our offices", "/offices"],
    ["Get a quote", "/quote"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Verity Language Services, 4 Carrick Square, Wexley WX1 5TR",
    phone: "01632 960 270",
    email: "office@veritylanguage.test",
    socials: ["LinkedIn", "Facebook"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 7am to 9pm" neither office keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 7am to 9pm · Verity Language Services Ltd, registered in England and Wales no. " +
      "08836104 · VAT no. GB 305 9912 48</p>",
  );

/** Translation a word, by band and languages: general, legal and financial, medical and technical. */
const RATES: [string, string[][]][] = [
  [
    "European languages",
    [
      ["French, German, Spanish, Italian", "9p", "12p", "13p"],
      ["Dutch, Portuguese, Swedish", "10p", "13p", "14p"],
      ["Polish, Romanian, Czech", "11p", "14p", "15p"],
    ],
  ],
  [
    "Other languages",
    [
      ["Arabic, Turkish, Urdu", "12p", "16p", "17p"],
      ["Mandarin Chinese, Japanese, Korean", "14p", "18p", "—"],
    ],
  ],
];

/** Turnaround: tier, when it's back, what it costs on top. */
const TURNAROUND: string[][] = [
  ["Standard", "Up to 2,000 words in 5 working days", "Nothing extra"],
  ["Fast", "Up to 2,000 words in 3 working days", "25% on top"],
  ["Urgent", "Up to 2,000 words the next working day", "50% on top"],
  ["Weekend", "Sent by Friday 12:00, back by Monday 09:00", "75% on top"],
];

/** Interpreting: how, then business and community by the hour, half day and full day, then court and medical. */
const INTERPRETING: [string, ...Cell[]][] = [
  ["Face to face", "£55", "£190", "£340", "£65", "£230", "£410"],
  ["Video", "£48", "£165", "£300", "£55", "£195", "£350"],
  ["Telephone", "£40", ["By the hour only", 2], "£45", ["By the hour only", 2]],
];

/** Travel for face to face interpreting: zone, where, charge. */
const TRAVEL: string[][] = [
  ["Zone A", "Within 5 miles of Wexley or Saltmouth", "Free"],
  ["Zone B", "5 to 20 miles: Harwood, Coldby and Fenmoor", "£25"],
  ["Zone C", "20 to 50 miles: Marlow Cross, Ashby St Anne and Kelbrook", "£60"],
  ["Further", "Over 50 miles", "45p a mile from the nearer office, and travel time at half the hourly rate"],
];

/** The two offices side by side. */
const OFFICES: string[][] = [
  ["Address", "4 Carrick Square, Wexley WX1 5TR", "2nd floor, 18 Dock Road, Saltmouth SM3 8AL"],
  [
    "What's there",
    "Translation, certified and sworn translation, and interpreting",
    "Interpreting and certified translation; drop documents off",
  ],
  ["Runs it", "Marta Kowalczyk", "Yusuf Demir"],
  ["Getting in", "Ground floor, step-free", "Lift to the 2nd floor"],
  ["Phone", "01632 960 270", "01632 960 276"],
];

/** Opening hours by part of the week and day: Wexley and Saltmouth. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "08:30 to 17:30", "Closed"],
      ["Tuesday", "08:30 to 17:30", "09:00 to 17:00"],
      ["Wednesday", "08:30 to 17:30", "09:00 to 17:00"],
      ["Thursday", "08:30 to 17:30", "09:00 to 17:00"],
      ["Friday", "08:30 to 17:00", "09:00 to 13:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 12:00", "Closed"],
      ["Sunday", "Closed", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, Wexley, Saltmouth. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "08:30 to 12:00", "Closed"],
  ["Friday 25 December to Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "Closed", "Closed"],
  ["Monday 4 January", "08:30 to 17:30, open again", "Closed, as on every Monday"],
  ["Tuesday 5 January", "08:30 to 17:30", "09:00 to 17:00, open again"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Verity Language Services",
    `<p class="banner" role="status"><strong>Christmas:</strong> both offices close from Friday 25 December; Wexley
    opens again on Monday 4 January. <a href="/offices">Opening hours</a>.</p>
    <p>Qualified translators and interpreters since 2009: documents translated by the word, certified translations
    for the Home Office and courts, and interpreters face to face, by video and by telephone.</p>
    <p><a href="/translation">Translation prices</a> · <a href="/interpreting">Interpreting</a> · <a
    href="/quote">Get a quote</a></p>
    <h2>News</h2>${cards([
      ["16 October 2026", "Tigrinya interpreters", "Now in Saltmouth too.", "/news"],
      ["2 February 2026", "Our prices for 2026", "This year's prices.", "/news"],
      ["8 June 2025", "Video interpreting", "Court and medical by video.", "/news"],
    ])}`,
  ),
  "/translation": page(
    "Translation",
    `<p>Every document is translated by a qualified translator working into their own language, then checked by a
    second. Prices are a word of the document you send us, from or into English.</p>` +
      spanTable(
        "Translation, a word",
        ["", "Languages", "General", "Legal and financial", "Medical and technical"],
        RATES,
      ) +
      `<p>"—" means we don't translate that kind of text in those languages.</p>` +
      `<p class="notice"><strong>From 1 April 2027:</strong> general translation will be 1p a word more in every
      language. Legal, medical and technical rates stay the same.</p>` +
      dl([
        ["Minimum charge", "£45 an order"],
        ["Over 10,000 words", "10% off every word of the order"],
        [
          "Proofreading someone else's translation",
          "40% of our translation rate for the language and kind of text",
        ],
        ["Between two languages other than English", "Ask us for a quote"],
      ]) +
      table("How soon", ["Turnaround", "When it's back", "What it costs"], TURNAROUND),
  ),
  "/interpreting": page(
    "Interpreting",
    `<p>Interpreters for meetings, appointments, hearings and visits: face to face, by video or by telephone. A
    half day is up to 4 hours and a full day up to 8 hours.</p>` +
      groupedTable(
        "Interpreting",
        ["How"],
        [
          ["Business and community", ["An hour", "Half day", "Full day"]],
          ["Court and medical", ["An hour", "Half day", "Full day"]],
        ],
        INTERPRETING,
      ) +
      dl([
        ["Face to face by the hour", "At least 2 hours charged"],
        ["Video and telephone by the hour", "At least 30 minutes, then each 15 minutes"],
        ["Cancelling", "Free up to 48 hours before; after that the full fee"],
        ["Booking ahead", "3 working days for face to face; telephone often within the hour"],
      ]) +
      table("Travel, face to face", ["Zone", "Where", "Travel"], TRAVEL) +
      `<h2>Book an interpreter</h2>
      <form method="post" action="/interpreting/book/send">
      <p><label>Language <select name="language">${options([
        ["arabic", "Arabic"],
        ["czech", "Czech"],
        ["dutch", "Dutch"],
        ["farsi", "Farsi"],
        ["french", "French"],
        ["german", "German"],
        ["italian", "Italian"],
        ["japanese", "Japanese"],
        ["korean", "Korean"],
        ["kurdish", "Kurdish (Sorani)"],
        ["mandarin", "Mandarin Chinese"],
        ["pashto", "Pashto"],
        ["polish", "Polish"],
        ["portuguese", "Portuguese"],
        ["romanian", "Romanian"],
        ["spanish", "Spanish"],
        ["swedish", "Swedish"],
        ["tigrinya", "Tigrinya"],
        ["turkish", "Turkish"],
        ["urdu", "Urdu"],
      ])}</select></label></p>
      <fieldset><legend>How</legend>
      <label><input type="radio" name="mode" value="face-to-face" required> Face to face</label>
      <label><input type="radio" name="mode" value="video"> Video</label>
      <label><input type="radio" name="mode" value="telephone"> Telephone</label></fieldset>
      <p><label>For <select name="setting">${options([
        ["business", "A business meeting"],
        ["community", "A community or council appointment"],
        ["court", "A court or tribunal"],
        ["medical", "A hospital or GP appointment"],
      ])}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Starting at <select name="start">${options([
        ["08:00", "08:00"],
        ["09:00", "09:00"],
        ["10:00", "10:00"],
        ["11:00", "11:00"],
        ["13:00", "13:00"],
        ["14:00", "14:00"],
        ["15:00", "15:00"],
      ])}</select></label></p>
      <p><label>How long <select name="length">${options([
        ["hours", "By the hour"],
        ["half-day", "Half day, up to 4 hours"],
        ["full-day", "Full day, up to 8 hours"],
      ])}</select></label></p>
      <p><label>Hours, if by the hour <input type="number" name="hours" min="1" max="8"></label></p>
      <p><label>Postcode, for face to face <input name="postcode"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/offices": page(
    "Our offices",
    `<p>Our main office is on Carrick Square in Wexley; the Saltmouth office, 14 miles away, is above the harbour
    on Dock Road.</p>` +
      table("Wexley and Saltmouth", ["", "Wexley", "Saltmouth"], OFFICES) +
      spanTable("Opening hours", ["", "Day", "Wexley", "Saltmouth"], HOURS) +
      table("Christmas and New Year", ["", "Wexley", "Saltmouth"], CHRISTMAS) +
      line("Urgent interpreting over Christmas", "Ring 07700 900 814, 08:00 to 20:00"),
  ),
  ...translatorsMorePages(page),
  ...translatorsAboutPages(page),
};

export const TRANSLATORS: CorpusSite = {
  name: "translators",
  pages,
  layout: page,
  forms: {
    "/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.words} words of ${f.kind} text, ${f.from} into ${f.into}, ${f.turnaround}. We'll email a quote and a link to upload your file.`,
    },
    "/interpreting/book/send": {
      title: "Interpreter requested",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.language} interpreter, ${f.mode}, for ${f.setting} on ${f.date} from ${f.start} (${f.length}). We'll confirm by email.`,
    },
    "/certified/order/send": {
      title: "Order received",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.kind} translation of a ${f.document} from ${f.language}, ${f.copies} copy or copies, by ${f.delivery}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
