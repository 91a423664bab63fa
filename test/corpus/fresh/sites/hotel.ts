import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { hotelMorePages } from "./hotel-more";

// FRESH: Corran Bay Hotel. A held-out part of the corpus, run once at the end as an outside measurement: whoever
// tunes the engines must not read this file (see test/corpus/score.ts). Five room types side by side with a rate per
// season each, so every rate has a sibling in the same row and the same column; the footer's switchboard is not
// the reservations, restaurant or spa number.
const page = shell({
  brand: "Corran Bay Hotel",
  tagline: "Fourteen rooms above the harbour at Porthcorran",
  nav: [
    ["Stay", "/rooms"],
    ["Eat &amp; drink", "/dining"],
    ["Unwind", "/spa"],
    ["Offers", "/offers"],
    ["Celebrate", "/events"],
    ["Plan your trip", "/getting-here"],
    ["Good to know", "/faq"],
    ["Talk to us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Harbour Road, Porthcorran PC7 1QB",
    phone: "01632 965 000",
    email: "stay@corranbay.test",
    socials: ["Instagram", "Facebook", "TripAdvisor"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

type Room = [
  slug: string,
  name: string,
  howMany: number,
  sleeps: string,
  size: string,
  bed: string,
  view: string,
  floor: string,
  dogs: string,
  rates: [winter: string, shoulder: string, summer: string, festive: string],
];

const ROOMS: Room[] = [
  [
    "snug-single",
    "Snug Single",
    2,
    "1",
    "12 m²",
    "Small double",
    "Over the courtyard",
    "Second floor",
    "No",
    ["£85", "£105", "£130", "£150"],
  ],
  [
    "garden-double",
    "Garden Double",
    4,
    "2",
    "20 m²",
    "King-size",
    "Walled garden, with a private patio",
    "Ground floor, step-free",
    "Yes, up to two dogs (£20 per dog per night)",
    ["£125", "£155", "£195", "£220"],
  ],
  [
    "harbour-double",
    "Harbour Double",
    5,
    "2",
    "22 m²",
    "King-size or twin",
    "Harbour and open sea",
    "First and second floors",
    "No",
    ["£145", "£180", "£225", "£255"],
  ],
  [
    "family-room",
    "Family Room",
    2,
    "4 (2 adults and 2 children)",
    "32 m²",
    "King-size and a set of bunk beds",
    "Walled garden",
    "Ground floor, step-free",
    "No",
    ["£170", "£210", "£260", "£290"],
  ],
  [
    "cliff-suite",
    "Cliff Suite",
    1,
    "2",
    "38 m²",
    "Super king, with a separate sitting room",
    "The sea on three sides",
    "Top floor, up a short flight of stairs from the lift",
    "No",
    ["£240", "£295", "£360", "£395"],
  ],
];

const roomPage = ([, name, howMany, sleeps, size, bed, view, floor, dogs, rates]: Room) =>
  page(
    name,
    `<p>We have ${howMany === 1 ? "one" : howMany} ${name}${howMany === 1 ? "" : "s"}. Every room has a rain shower,
    a coffee machine, Cornish toiletries and free Wi-Fi.</p>
    <p>Sleeps: ${sleeps}</p><p>Size: ${size}</p><p>Bed: ${bed}</p><p>View: ${view}</p><p>Where: ${floor}</p>
    <p>Dogs: ${dogs}</p><p>From ${rates[0]} a night, bed and breakfast.</p>
    <p><a href="/rooms">Compare rooms and seasons</a> · <a href="/rooms#book">Book</a></p>`,
  );

const NEWS = cards([
  [
    "18 November 2026",
    "Christmas and New Year at Corran Bay",
    "Our festive programme is out, from the wine dinner to the New Year's Day swim.",
    "/events",
  ],
  [
    "4 November 2026",
    "The Lookout wins a second rosette",
    "Head chef Tamsin Rowe and her team have been awarded two AA rosettes.",
    "/dining",
  ],
  [
    "15 October 2026",
    "Winter Escape is back",
    "Three nights for the price of two on Sunday to Thursday arrivals from January.",
    "/offers",
  ],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Corran Bay Hotel",
    `<p>A small, independent hotel on the harbour wall at Porthcorran, with a restaurant, a harbour bar and a
    spa with a sea-water pool.</p>
    <p><a href="/rooms">Rooms and rates</a> · <a href="/offers">This season's offers</a></p>
    <h2>News from the harbour</h2>${NEWS}<p><a href="/news">All news</a></p>
    <h2>Hear from us first</h2><form method="post" action="/newsletter">
    <p><label>Email address <input type="email" name="email" required></label></p>
    <p><label>Tell me about <select name="interest">${options([
      ["offers", "Offers and short breaks"],
      ["food", "Food and wine evenings"],
      ["spa", "Spa days"],
      ["events", "Christmas and New Year"],
    ])}</select></label></p>
    <button type="submit">Sign up</button></form>`,
  ),
  "/news": page("News", NEWS),
  "/rooms": page(
    "Rooms and rates",
    `<p>Fourteen bedrooms, each different. Rates are per room per night and include a full breakfast for
    everyone staying in the room.</p>
    <div class="cards">${ROOMS.map(
      ([slug, name, howMany, sleeps]) =>
        `<article class="card"><h3><a href="/rooms/${slug}">${name}</a></h3><p>${howMany} room${howMany === 1 ? "" : "s"} · sleeps ${sleeps}</p></article>`,
    ).join("")}</div>` +
      table(
        "Nightly rates, bed and breakfast",
        ["Room", "Sleeps", "Winter", "Spring and autumn", "Summer", "Festive"],
        ROOMS.map(([, name, , sleeps, , , , , , r]) => [name, sleeps, ...r]),
      ) +
      table(
        "Our seasons",
        ["Season", "Dates"],
        [
          ["Winter", "3 January to 31 March, and 1 November to 18 December"],
          ["Spring and autumn", "1 April to 30 June, and 1 September to 31 October"],
          ["Summer", "1 July to 31 August"],
          ["Festive", "19 December to 2 January"],
        ],
      ) +
      dl([
        ["Check-in", "From 15:00"],
        ["Check-out", "By 11:00"],
        ["Late check-out", "Until 13:00 for £25, if the room is free"],
        ["Minimum stay", "Two nights on Friday and Saturday arrivals in summer"],
      ]) +
      `<h2 id="book">Book a room</h2><form method="post" action="/book">
      <p><label>Room <select name="room"><option value="">Choose a room</option>${options(
        ROOMS.map(([slug, name]) => [slug, name]),
      )}</select></label></p>
      <p><label>Arriving <input type="date" name="arrival" required></label></p>
      <p><label>Nights <input type="number" name="nights" min="1" max="14" value="1"></label></p>
      <p><label>Guests <select name="guests">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
        ["4", "4"],
      ])}</select></label></p>
      <p><label>Full name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Check availability and book</button></form>`,
  ),
  ...Object.fromEntries(ROOMS.map((r) => [`/rooms/${r[0]}`, roomPage(r)])),
  ...hotelMorePages(page),
};

export const HOTEL: CorpusSite = {
  name: "hotel",
  pages,
  layout: page,
  forms: {
    "/book": {
      title: "Your booking is confirmed",
      reply: (f) =>
        `Thank you, ${f.name}. We have booked a ${f.room} for ${f.guests} guest(s), arriving ${f.arrival} for ` +
        `${f.nights} night(s). Booking reference CB-20417. A confirmation is on its way to ${f.email}.`,
    },
    "/spa/book": {
      title: "Treatment booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.treatment} is booked for ${f.date} at ${f.time}. Please arrive 15 minutes ` +
        `early. We have emailed ${f.email}.`,
    },
    "/newsletter": {
      title: "You're on the list",
      reply: (f) => `We will email ${f.email} about ${f.interest}. You can unsubscribe at any time.`,
    },
  },
};
