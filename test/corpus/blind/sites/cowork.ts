import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { coworkMorePages } from "./cowork-more";

// BLIND: the fifth held-out part of the corpus (Kiln Yard Co-working), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). A co-working space in
// two buildings whose hours sit side by side, plans as a comparison table of included and not-included features,
// meeting rooms and team members as cards whose fields each have a sibling on the next card; the footer's number
// is the head office's, not a building's.
const page = shell({
  brand: "Kiln Yard Co-working",
  tagline: "Desks, studios and rooms in Marbury",
  nav: [
    ["Where we are", "/buildings"],
    ["Ways to join", "/membership"],
    ["Rooms to hire", "/rooms"],
    ["What's on", "/events"],
    ["The crew", "/team"],
    ["Questions", "/faq"],
    ["Come and look", "/tour"],
    ["Talk to us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Kiln Yard Co-working Ltd, 1 Kiln Yard, Marbury MB3 7KY",
    phone: "01632 969 000",
    email: "hello@kilnyard.test",
    socials: ["LinkedIn", "Instagram", "Mastodon"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const BUILDINGS: [string, string][] = [
  ["the-kiln", "The Kiln"],
  ["printworks", "Printworks"],
];

const NEWSLETTER = `<section><h2>The Yard Letter</h2><p>One email a month: events, offers and new members.</p>
  <form method="post" action="/newsletter/subscribe">
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>First name <input name="name"></label></p>
  <p><label>News about <select name="building"><option value="both">Both buildings</option>${options(
    BUILDINGS,
  )}</select></label></p>
  <button type="submit">Subscribe</button></form></section>`;

type Room = [name: string, building: string, seats: string, price: string, kit: string];

const ROOMS: Room[] = [
  ["The Flue", "The Kiln", "Up to 4", "£18; members £12", "65-inch screen, whiteboard"],
  ["Glaze Room", "The Kiln", "Up to 8", "£30; members £20", "Video-call camera, screen, whiteboard"],
  ["Saggar", "The Kiln", "Up to 12", "£45; members £32", "Projector, conference phone, flipchart"],
  ["Proof Room", "Printworks", "Up to 6", "£24; members £16", "Screen, whiteboard, daylight"],
  [
    "Press Hall",
    "Printworks",
    "60 seated or 90 standing",
    "£95; members £70",
    "PA system, projector, small stage, kitchenette",
  ],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Kiln Yard Co-working",
    `<p>Hot desks, fixed desks, private studios and meeting rooms in two old industrial buildings in Marbury: The
    Kiln in Kiln Yard and Printworks on Press Lane.</p>
    <p><a href="/tour">Book a tour</a>, <a href="/membership">compare the ways to join</a> or read
    <a href="/about">how we started</a>.</p>
    <h2>Coming up</h2>${cards([["29 January 2027", "Open house", "Both buildings open their doors for the afternoon.", "/events"]])}
    ${NEWSLETTER}`,
  ),
  "/buildings": page(
    "Where we are",
    table(
      "Staffed hours (reception open)",
      ["Day", "The Kiln", "Printworks"],
      [
        ["Monday", "08:00–19:00", "07:30–20:00"],
        ["Tuesday", "08:00–19:00", "07:30–20:00"],
        ["Wednesday", "08:00–19:00", "07:30–20:00"],
        ["Thursday", "08:00–21:00", "07:30–20:00"],
        ["Friday", "08:00–18:00", "07:30–18:30"],
        ["Saturday", "10:00–16:00", "Closed"],
        ["Sunday", "Closed", "Closed"],
      ],
    ) +
      `<p>Members with 24/7 access let themselves in with a key card at any time.</p><h2>The Kiln</h2>` +
      dl([
        ["Address", "1 Kiln Yard, Marbury MB3 7KY"],
        ["Phone", "01632 969 101"],
        ["Floors", "Three, with a lift"],
        ["Desks", "64 hot desks and 20 fixed desks"],
        ["Meeting rooms", "3, and 3 phone booths"],
        ["Bikes", "30 covered racks and 2 showers"],
        ["Parking", "None; Kiln Yard car park (pay and display) is 200 metres away"],
        ["Dogs", "Friendly dogs welcome on the ground floor"],
      ]) +
      `<h2>Printworks</h2>` +
      dl([
        ["Address", "22 Press Lane, Marbury MB1 2PW"],
        ["Phone", "01632 969 202"],
        ["Floors", "Two; the ground floor is step-free, and there is no lift"],
        ["Desks", "40 hot desks and 12 private studios"],
        ["Meeting rooms", "2, and the Press Hall for events"],
        ["Bikes", "12 racks and 1 shower"],
        ["Parking", "8 spaces, £6 a day, book at reception"],
        ["Dogs", "No dogs, sorry: a member has a severe allergy"],
      ]),
  ),
  "/rooms": page(
    "Rooms to hire",
    `<p>Anyone can hire our rooms; members pay less and can use their monthly credits.</p><div class="cards">${ROOMS.map(
      ([name, building, seats, price, kit]) =>
        `<article class="card"><h3>${name}</h3>${dl([
          ["Building", building],
          ["Seats", seats],
          ["Per hour", price],
          ["Kit", kit],
        ])}</article>`,
    ).join("")}</div>
    <p>Book a whole day and pay for 6 hours. The Press Hall needs at least 3 hours on evenings and weekends.
    Cancel 48 hours ahead for a full refund. Phone booths are for members only and cannot be booked.</p>`,
  ),
  "/tour": page(
    "Come and look",
    `<p>Tours take 20 minutes and run Monday to Friday. Your first day pass is free after a tour.</p>
    <form method="post" action="/tour/book">
    <p><label>Building <select name="building">${options(BUILDINGS)}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Time <select name="time">${options(
      ["09:30", "11:00", "13:00", "15:00", "17:00"].map((t) => [t, t]),
    )}</select></label></p>
    <p><label>Interested in <select name="plan"><option value="not-sure">Not sure yet</option>${options([
      ["day-pass", "Day pass"],
      ["flex", "Flex"],
      ["resident", "Resident"],
      ["fixed-desk", "Fixed desk"],
      ["private-studio", "Private studio"],
      ["meeting-rooms", "Meeting rooms only"],
    ])}</select></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Company (optional) <input name="company"></label></p>
    <button type="submit">Book my tour</button></form>`,
  ),
  ...coworkMorePages(page, NEWSLETTER),
};

export const COWORK: CorpusSite = {
  name: "cowork",
  pages,
  layout: page,
  forms: {
    "/tour/book": {
      title: "Tour booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your tour of ${f.building} is on ${f.date} at ${f.time}. We'll show you the ${f.plan} ` +
        `options and have emailed ${f.email}. Ask for the community host at reception.`,
    },
    "/newsletter/subscribe": {
      title: "You're on the list",
      reply: (f) =>
        `Thanks${f.name ? `, ${f.name}` : ""}. ${f.email} will get the Yard Letter with news about ${f.building}. ` +
        "You can unsubscribe from any email.",
    },
  },
};
