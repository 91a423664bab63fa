import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { festivalMorePages } from "./festival-more";

// CIRRUS: the thirty-sixth held-out part of the corpus (Wrenfold Festival), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An independent summer music festival over three days, Friday 23 to Sunday 25 July
// 2027, in Ashgrove Park outside Castlebrook: weekend tickets (with camping) as a table of ticket × ages × early bird
// × standard, day tickets by day and age, the extras (a campervan pass, hook-up, parking passes, early entry), the
// line-up as a table for each day of act × stage × on × off, five campsites as a table of field × who for × quiet
// hours × walk × showers × gazebos with the rules, what to bring and what not to, access (viewing platforms, PA
// tickets, hearing loops, BSL), shuttle buses from Castlebrook station and the car parks by day, refunds and name
// changes by date, the age policy, bars and food, volunteering roles, FAQs, dated news (with 2026's dates and prices),
// forms to buy tickets, book the shuttle, apply for access, change a name on a ticket, volunteer and send a message,
// and two pages only the site's search finds. The footer's music ending at 23:00 each night is not true of the
// Hayloft, nor of the Oak Stage on Sunday.
const shellPage = shell({
  brand: "Wrenfold Festival",
  tagline: "Three days of music in Ashgrove Park, Castlebrook · 23 to 25 July 2027",
  nav: [
    ["Get your wristband", "/tickets"],
    ["Who's playing", "/lineup"],
    ["Stay over", "/camping"],
    ["Pack list", "/bring"],
    ["Everyone in", "/access"],
    ["Travel", "/travel"],
    ["Changed plans?", "/changes"],
    ["Young people", "/ages"],
    ["Eat and drink", "/food"],
    ["Join the crew", "/volunteer"],
    ["Questions", "/faq"],
    ["Dispatches", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Wrenfold Live, The Maltings, Mill Street, Castlebrook AG7 1LT",
    phone: "01632 960410",
    email: "hello@wrenfoldfestival.test",
    socials: ["Instagram", "Facebook", "TikTok", "Spotify"],
  },
});

/** Every page, with the company number and the footer's music ending at 23:00: not true of the Hayloft. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Wrenfold Live Ltd, registered in England no. 11462839 · Ashgrove Park, Castlebrook AG7 2RP · Music ends 23:00 each night</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** Weekend tickets, with camping: ticket, ages, early bird, standard. */
const WEEKEND: string[][] = [
  ["Adult weekend", "18 and over", "£165", "£189"],
  ["Teen weekend", "13 to 17", "£89", "£105"],
  ["Child weekend", "5 to 12", "£30", "£35"],
  ["Under 5", "0 to 4", "Free", "Free"],
];

/** Day tickets, no camping: ticket, early bird, standard. */
const DAY: string[][] = [
  ["Adult, Friday", "£62", "£69"],
  ["Adult, Saturday", "£75", "£84"],
  ["Adult, Sunday", "£68", "£76"],
  ["Teen (13 to 17), any day", "£36", "£42"],
  ["Child (5 to 12), any day", "£12", "£15"],
  ["Under 5", "Free", "Free"],
];

/** Extras: extra, early bird, standard, good to know. */
const EXTRAS: string[][] = [
  [
    "Campervan pass",
    "£95",
    "£115",
    "One vehicle up to 7.5 m long in the Campervan Field; everyone in it needs a weekend ticket",
  ],
  ["Electric hook-up", "£45", "£45", "For a campervan pitch, 16 amp; only 60 of them"],
  ["Car parking pass, weekend", "£20", "£25", "Car Park B, next to the campsites"],
  ["Car parking pass, one day", "£10", "£12", "Car Park C, for day visitors"],
  ["Early entry, Thursday 22 July", "£30", "£35", "Pitch your tent from 16:00 the day before"],
];

/** The line-up: act, stage, on, off. */
const FRIDAY: string[][] = [
  ["The Marram Hills", "Oak Stage", "21:30", "23:00"],
  ["Juniper Lane", "Oak Stage", "19:45", "20:45"],
  ["Petra Vale", "Oak Stage", "18:15", "19:00"],
  ["Coastguard", "Oak Stage", "16:45", "17:30"],
  ["Ellis Mbeki Trio", "Walled Garden", "20:00", "21:00"],
  ["The Quiet Hours", "Walled Garden", "18:30", "19:15"],
  ["Saffron Aire", "Walled Garden", "17:00", "17:45"],
  ["Moth Disco", "Hayloft", "21:00", "23:00"],
  ["DJ Halcyon", "Hayloft", "23:00", "01:00"],
];
const SATURDAY: string[][] = [
  ["Wolfhound Parade", "Oak Stage", "21:15", "23:00"],
  ["Kitty Ferro", "Oak Stage", "19:30", "20:30"],
  ["The Brass Lantern", "Oak Stage", "18:00", "18:50"],
  ["Nell Okonjo", "Oak Stage", "16:30", "17:15"],
  ["Gravel Road", "Oak Stage", "15:00", "15:40"],
  ["Mara and the Tidewater", "Walled Garden", "20:15", "21:15"],
  ["Hollow Pines", "Walled Garden", "18:45", "19:30"],
  ["Ana Ribeiro", "Walled Garden", "17:15", "18:00"],
  ["The Polyphonics", "Hayloft", "21:30", "23:30"],
  ["Cassette Club", "Hayloft", "23:30", "02:00"],
];
const SUNDAY: string[][] = [
  ["Ivy Calloway", "Oak Stage", "20:45", "22:30"],
  ["The Fenland Strings", "Oak Stage", "19:00", "20:00"],
  ["Tommy Achebe", "Oak Stage", "17:30", "18:15"],
  ["Little Harbour", "Oak Stage", "16:00", "16:40"],
  ["Rosa Lind", "Walled Garden", "19:30", "20:30"],
  ["Dunmore Community Choir", "Walled Garden", "17:00", "17:45"],
  ["Silent disco", "Hayloft", "21:00", "23:30"],
];

/** Campsites: field, who it's for, quiet hours, walk to the arena, showers, gazebos. */
const FIELDS: string[][] = [
  ["Meadow Camping", "Anyone with a weekend ticket", "None", "5 minutes", "40 showers", "No"],
  [
    "Orchard Family Camping",
    "Groups with at least one child under 13",
    "23:00 to 08:00",
    "10 minutes",
    "20 showers and baby changing",
    "Yes, up to 3 m by 3 m",
  ],
  [
    "Brook Quiet Camping",
    "Anyone who'd like a good night's sleep",
    "22:00 to 08:00",
    "15 minutes",
    "12 showers",
    "No",
  ],
  [
    "Lodge Field Accessible Camping",
    "Disabled campers and up to 3 friends, by application",
    "23:00 to 08:00",
    "3 minutes, on a metal track",
    "6 accessible showers",
    "Yes",
  ],
  [
    "Campervan Field",
    "Campervan pass holders",
    "00:00 to 08:00",
    "12 minutes",
    "10 showers",
    "Yes, beside your vehicle",
  ],
];

const lineupTable = (caption: string, rows: string[][]) =>
  table(caption, ["Act", "Stage", "On", "Off"], rows);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Wrenfold Festival",
    `<p class="banner" role="status"><strong>Early bird tickets are on sale</strong> until 31 January 2027, or until
    they run out. <a href="/tickets">See prices</a>.</p>
    <p>Three days of music, food and fresh air in Ashgrove Park, two miles outside Castlebrook: four stages, five
    campsites and a field just for kids. Wrenfold is independent, small on purpose and run by people who love it.</p>
    <p><a href="/tickets/buy">Buy tickets</a> · <a href="/lineup">The 2027 line-up so far</a></p>
    <h2>Dispatches</h2>${cards([
      ["12 November 2026", "First names for 2027", "Two headliners and a dozen more.", "/news"],
      ["2 October 2026", "Early bird on sale", "The cheapest tickets we'll sell.", "/news"],
      ["29 July 2026", "That's a wrap", "Thank you for a muddy, marvellous 2026.", "/news"],
    ])}
    <h2>Ways in</h2>${cards([
      ["From £165", "The whole weekend", "Three days and three nights of camping.", "/tickets"],
      ["From £62", "Just a day", "Friday, Saturday or Sunday.", "/tickets"],
      ["Free", "Under 5s", "Still need a ticket in your order.", "/tickets"],
    ])}`,
  ),
  "/tickets": page(
    "Get your wristband",
    `<p>Wrenfold 2027 is Friday 23 to Sunday 25 July in Ashgrove Park, Castlebrook. Early bird prices last until
    23:59 on Sunday 31 January 2027, or until they sell out; standard prices start on Monday 1 February 2027. There's
    a £4.50 booking fee on each order. Wristbands are posted from 1 July 2027.</p>` +
      table("Weekend tickets, with camping", ["Ticket", "Ages", "Early bird", "Standard"], WEEKEND) +
      table("Day tickets, no camping", ["Ticket", "Early bird", "Standard"], DAY) +
      table("Extras", ["Extra", "Early bird", "Standard", "Good to know"], EXTRAS) +
      dl([
        ["Under 5s", "Free, but add them to your order so they get a wristband"],
        ["Paying in instalments", "Weekend tickets only: a quarter now and the rest over 3 months, £5 fee"],
        ["Parking on the day", "£30 a car at the gate, card only, if there's room"],
        ["Personal assistant tickets", "Free: apply through Everyone in"],
        ["Shuttle bus tickets", "Book them through Travel"],
      ]) +
      `<p><a href="/tickets/buy">Buy tickets</a></p>`,
  ),
  "/tickets/buy": page(
    "Buy tickets",
    `<p>Choose your ticket and who's coming. You'll pay on the next page; we email your booking reference.</p>
      <form method="post" action="/tickets/buy/send">
      <fieldset><legend>Ticket</legend>
      <label><input type="radio" name="ticket" value="weekend"> Weekend, with camping</label>
      <label><input type="radio" name="ticket" value="friday"> Friday day ticket</label>
      <label><input type="radio" name="ticket" value="saturday"> Saturday day ticket</label>
      <label><input type="radio" name="ticket" value="sunday"> Sunday day ticket</label>
      </fieldset>
      <p><label>Adults, 18 and over <select name="adults">${count(0, 10)}</select></label></p>
      <p><label>Teens, 13 to 17 <select name="teens">${count(0, 10)}</select></label></p>
      <p><label>Children, 5 to 12 <select name="children">${count(0, 10)}</select></label></p>
      <p><label>Under 5s (free) <select name="under5">${count(0, 6)}</select></label></p>
      <fieldset><legend>Campervan pass</legend>
      <label><input type="radio" name="campervan" value="no"> No</label>
      <label><input type="radio" name="campervan" value="yes"> Yes, add one</label>
      </fieldset>
      <p><label>Car parking <select name="parking">${options([
        ["none", "No parking"],
        ["weekend", "Weekend pass, Car Park B"],
        ["day", "Day pass, Car Park C"],
      ])}</select></label></p>
      <p><label>Early entry on Thursday, people <select name="early">${count(0, 10)}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Go to payment</button></form>`,
  ),
  "/lineup": page(
    "Who's playing",
    `<p>Four stages: the Oak Stage in the main field, the Walled Garden, the Hayloft (a barn, for the late ones) and
    Little Larks, the kids' field. More acts are announced on 1 March 2027. Times can change: check the printed
    clash-finder at the Info Point.</p>` +
      lineupTable("Friday 23 July 2027", FRIDAY) +
      lineupTable("Saturday 24 July 2027", SATURDAY) +
      lineupTable("Sunday 25 July 2027", SUNDAY) +
      `<h2>Little Larks</h2>` +
      dl([
        ["Open", "10:00 to 18:00 each day, for under 13s with a grown-up"],
        ["Circus skills", "11:00 and 14:00 each day"],
        ["Puppet show", "12:30 each day"],
        ["Fancy dress parade", "Sunday at 12:00, this year's theme is the sea"],
      ]),
  ),
  "/camping": page(
    "Stay over",
    `<p>Camping is included with every weekend ticket. Bring your own tent and pitch anywhere in your field. The
    campsites open at 10:00 on Friday 23 July (from 16:00 on Thursday 22 July with an early entry pass) and close
    at 12:00 on Monday 26 July.</p>` +
      table(
        "Campsites",
        ["Field", "Who it's for", "Quiet hours", "Walk to the arena", "Showers", "Gazebos"],
        FIELDS,
      ) +
      `<h2>Campsite rules</h2>` +
      dl([
        ["Fires", "No open fires or disposable barbecues anywhere"],
        ["Cooking", "Gas stoves are fine in the campsites, never in the arena"],
        ["Generators", "Only in the Campervan Field, and off from 23:00"],
        ["Family camping", "Adults camping in Orchard Family Camping must have a child under 13 with them"],
        ["Accessible camping", "Apply by 30 June 2027: see Everyone in"],
        ["Take it home", "Everything you bring, tent included. Tents left behind go to landfill"],
      ]),
  ),
  "/bring": page(
    "Pack list",
    `<p>Bags are searched at the arena gates and the campsite gates. If it's on the no list, it goes in the amnesty
    bin.</p><h2>Bring</h2><ul>
    <li>A tent, a sleeping bag and a roll mat</li>
    <li>A refillable water bottle, up to 1 litre, empty at the arena gate</li>
    <li>Wellies and sun cream: it's July in England</li>
    <li>A small camping gas stove, for the campsites only</li>
    <li>Folding chairs, but not in the standing area in front of the Oak Stage</li>
    <li>Any medicine in its own box, with your name on</li>
    <li>Small umbrellas</li></ul>
    <h2>Don't bring</h2><ul>
    <li>Glass of any kind</li>
    <li>Disposable barbecues</li>
    <li>Sky lanterns, fireworks or flares</li>
    <li>Drones</li>
    <li>Laser pens</li>
    <li>Nitrous oxide, or anything illegal</li>
    <li>Gazebos, except in Orchard Family Camping, Lodge Field and the Campervan Field</li>
    <li>Generators, except in the Campervan Field</li>
    <li>Flags on poles over 2 metres</li>
    <li>Golf umbrellas in the arena</li>
    <li>Pets: assistance dogs are welcome</li></ul>` +
      dl([
        [
          "Alcohol into the campsites",
          "Up to 18 cans, or 3 litres of wine in a box, a person aged 18 or over",
        ],
        ["Spirits", "Up to 70 cl a person, poured into a plastic bottle"],
        ["Alcohol into the arena", "None: our bars are in there"],
        ["Your own food", "Fine in the campsites and the arena, as long as it's not in glass"],
      ]),
  ),
  "/access": page(
    "Everyone in",
    `<p>Apply for access by 30 June 2027 with the form below, once you've bought your ticket. If you need someone
    with you, we'll give a free personal assistant (PA) ticket to one PA for each disabled ticket holder. Send us one
    proof: PIP, DLA, Attendance Allowance, a Blue Badge, or a letter from your GP.</p>` +
      table(
        "Access around the site",
        ["What", "Where", "Good to know"],
        [
          ["Viewing platform", "Oak Stage, stage left", "60 places, each with a place for a PA; a ramp up"],
          ["Viewing platform", "Walled Garden", "20 places, each with a place for a PA"],
          ["Hearing loops", "The box office, the Info Point and every bar", "Look for the ear sign"],
          [
            "BSL interpreters",
            "Oak Stage",
            "For the headline sets of Wolfhound Parade on Saturday and Ivy Calloway on Sunday",
          ],
          [
            "Accessible toilets",
            "14 in the arena and 6 in Lodge Field",
            "A Changing Places toilet at the Access Hub",
          ],
          ["Charging", "The Access Hub, by the main gate", "Free for wheelchairs and scooters, 24 hours"],
          ["Blue Badge parking", "Car Park A, next to the main gate", "Free: show your badge"],
          ["Quiet space", "The Snug, beside the Info Point", "10:00 to 22:00 each day"],
          ["Trackway", "From the main gate to both platforms", "Metal track, firm in the wet"],
        ],
      ) +
      `<h2>Apply for access</h2>
      <form method="post" action="/access/apply/send">
      <p><label>Booking reference <input name="booking" required></label></p>
      <fieldset><legend>Do you need a free PA ticket?</legend>
      <label><input type="radio" name="pa" value="yes"> Yes</label>
      <label><input type="radio" name="pa" value="no"> No</label>
      </fieldset>
      <p><label>Viewing platform <select name="platform">${options([
        ["none", "I don't need one"],
        ["oak", "Oak Stage"],
        ["walled-garden", "Walled Garden"],
        ["both", "Both"],
      ])}</select></label></p>
      <fieldset><legend>Accessible camping in Lodge Field</legend>
      <label><input type="radio" name="camping" value="lodge"> Yes, please</label>
      <label><input type="radio" name="camping" value="no"> No, thanks</label>
      </fieldset>
      <p><label>Your proof <select name="proof">${options([
        ["pip", "PIP"],
        ["dla", "DLA"],
        ["attendance-allowance", "Attendance Allowance"],
        ["blue-badge", "Blue Badge"],
        ["gp-letter", "A letter from your GP"],
      ])}</select></label></p>
      <p><label>Anything else we should know <textarea name="needs" rows="4"></textarea></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Apply</button></form>`,
  ),
  ...festivalMorePages(page, options, count),
};

export const FESTIVAL: CorpusSite = {
  name: "festival",
  pages,
  layout: page,
  forms: {
    "/tickets/buy/send": {
      title: "Nearly there",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.ticket} tickets for ${f.adults} adults, ${f.teens} teens, ${f.children} ` +
        `children and ${f.under5} under 5s are held for 15 minutes while you pay. We'll email ${f.email}.`,
    },
    "/travel/shuttle/send": {
      title: "Shuttle booked",
      reply: (f) =>
        `Thanks, ${f.name}. Shuttle returns out on ${f.out} and back on ${f.back} are booked; we've emailed ${f.email}.`,
    },
    "/access/apply/send": {
      title: "Access application received",
      reply: (f) => `Thanks, ${f.name}. Our access team will email ${f.email} about booking ${f.booking}.`,
    },
    "/changes/transfer/send": {
      title: "Name change requested",
      reply: (f) => `Thanks, ${f.name}. We'll move the ${f.ticket} ticket on ${f.ref} to ${f.newname}.`,
    },
    "/volunteer/apply/send": {
      title: "Application received",
      reply: (f) => `Thanks, ${f.name}. We'll email ${f.email} about the ${f.role} team by 30 June 2027.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 5 working days.`,
    },
  },
};
