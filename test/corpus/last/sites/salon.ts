import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell } from "../../sites/kit";
import { salonMorePages } from "./salon-more";

// LAST: the fourth held-out part of the corpus (Thistle & Shears), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). A hairdresser and
// barber with two salons whose hours sit side by side, prices by hair length, and a team of cards whose fields each
// have a sibling on the next card; the footer's number is the office's, not a salon's.
const page = shell({
  brand: "Thistle & Shears",
  tagline: "Hair and barbering in Kettlewick",
  nav: [
    ["The menu", "/prices"],
    ["Chairs & doors", "/salons"],
    ["Faces", "/team"],
    ["Book a chair", "/book"],
    ["Good to know", "/faq"],
    ["Since 2009", "/about"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Thistle & Shears Ltd, 14 Abbey Street, Kettlewick KW1 2DA",
    phone: "01632 967 000",
    email: "hello@thistleandshears.test",
    socials: ["Instagram", "TikTok", "Facebook"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const SALONS: [string, string][] = [
  ["abbey-street", "Abbey Street"],
  ["mill-quay", "Mill Quay"],
];

type Member = [key: string, name: string, role: string, salon: string, known: string, days: string];

const TEAM: Member[] = [
  [
    "ruth",
    "Ruth Abernethy",
    "Founder and creative director",
    "Abbey Street",
    "Precision bobs and big restyles",
    "Tuesday to Friday",
  ],
  [
    "marcus",
    "Marcus Obi",
    "Head barber",
    "Abbey Street",
    "Skin fades and beard sculpting",
    "Tuesday to Saturday",
  ],
  [
    "keeley",
    "Keeley Shaw",
    "Senior stylist",
    "Abbey Street",
    "Balayage and colour correction",
    "Wednesday to Sunday",
  ],
  ["ines", "Ines Duarte", "Senior stylist", "Mill Quay", "Curly and textured hair", "Monday to Thursday"],
  [
    "dan",
    "Dan Whitlock",
    "Barber",
    "Mill Quay",
    "Classic cuts and hot towel shaves",
    "Monday, Wednesday, Friday and Saturday",
  ],
  ["priya", "Priya Lal", "Stylist", "Mill Quay", "Blow-dries and up-dos", "Tuesday to Saturday"],
];

const SERVICES: [string, string][] = [
  ["cut-blow-dry", "Cut and blow-dry"],
  ["blow-dry", "Blow-dry only"],
  ["full-colour", "Full head colour"],
  ["half-highlights", "Half head highlights"],
  ["full-highlights", "Full head highlights"],
  ["balayage", "Balayage"],
  ["childs-cut", "Children's cut and dry"],
  ["classic-cut", "Classic cut (barber)"],
  ["skin-fade", "Skin fade"],
  ["beard-trim", "Beard trim and shape"],
  ["hot-towel-shave", "Hot towel shave"],
  ["cut-and-beard", "Cut and beard"],
  ["boys-cut", "Boys' cut"],
];

const TIMES: string[] = [];
for (let m = 8 * 60 + 30; m <= 19 * 60 + 30; m += 30)
  TIMES.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);

const NEWS = cards([
  [
    "12 November 2026",
    "Late nights before Christmas",
    "Abbey Street stays open until 21:00 on 17, 18 and 23 December. Both salons close on 25 December and reopen on 2 January.",
    "/salons",
  ],
  [
    "3 November 2026",
    "Keeley is back",
    "Keeley Shaw returns to Abbey Street after a year in Lisbon, taking balayage bookings from 2 December.",
    "/team",
  ],
  [
    "20 October 2026",
    "A second barber chair at Mill Quay",
    "Dan Whitlock now cuts at Mill Quay four days a week, and Mill Quay has two barber chairs.",
    "/salons",
  ],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Thistle & Shears",
    `<p>Cutting, colouring and barbering in two salons in Kettlewick: Abbey Street in the old town and Mill Quay by
    the harbour.</p>
    <p><a href="/book">Book online</a> any time, or call the salon you want to visit.</p>
    <h2>News</h2>${NEWS}<p><a href="/news">All news</a></p>
    <h2>Not sure what you need?</h2><p>A consultation is free and takes 15 minutes. <a href="/contact">Ask us</a>.</p>`,
  ),
  "/news": page("News", NEWS),
  "/team": page(
    "Faces",
    `<p>Every stylist and barber trained or finished training with us.</p><div class="cards">${TEAM.map(
      ([, name, role, salon, known, days]) =>
        `<article class="card"><h3>${name}</h3>${dl([
          ["Role", role],
          ["Salon", salon],
          ["Known for", known],
          ["Working days", days],
        ])}</article>`,
    ).join("")}</div>
    <p>Appointments with a senior stylist cost £8 more than the menu price, and with Ruth £15 more.</p>`,
  ),
  "/book": page(
    "Book a chair",
    `<p>Colour bookings need a patch test first, at least 48 hours before. A £20 deposit is taken for colour
    booked online.</p><form method="post" action="/book/appointment">
    <p><label>Salon <select name="salon">${options(SALONS)}</select></label></p>
    <p><label>Service <select name="service"><option value="">Choose a service</option>${options(SERVICES)}</select></label></p>
    <p><label>With <select name="stylist"><option value="any">Anyone</option>${options(
      TEAM.map(([key, name]) => [key, name]),
    )}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Time <select name="time">${options(TIMES.map((t) => [t, t]))}</select></label></p>
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Mobile <input type="tel" name="phone" required></label></p>
    <button type="submit">Book</button></form>`,
  ),
  ...salonMorePages(page),
};

export const SALON: CorpusSite = {
  name: "salon",
  pages,
  layout: page,
  forms: {
    "/book/appointment": {
      title: "You're booked in",
      reply: (f) =>
        `Thank you, ${f.name}. Your ${f.service} with ${f.stylist} at ${f.salon} on ${f.date} at ${f.time} is ` +
        `booked. Booking reference TS-40718. We will text a reminder to ${f.phone} the day before.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Your message about ${f.topic} has gone to the ${f.salon} team, and we will reply to ` +
        `${f.email} within two working days.`,
    },
  },
};
