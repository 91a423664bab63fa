import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options, spanTable } from "../../grouped";
import { dl, table } from "../../sites/kit";

// SIROCCO: the forty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The Pumpkin Festival's tickets in 2026: ticket, weekdays, weekends and half term. */
const PUMPKIN_TICKETS: [string, ...Cell[]][] = [
  ["Adult, 16 and over", "£5", "£7"],
  ["Child, 2 to 15, with a pumpkin to take home", "£6.50", "£8.50"],
  ["Under 2", "Free", "Free"],
  ["Family: 2 adults and 2 children", "£21", "£28"],
];

/** Nordmann Fir and Norway Spruce: height, then each cut your own and ready cut. */
const TREES: [string, ...Cell[]][] = [
  ["4ft to 5ft", "£38", "£42", "£26", "£30"],
  ["5ft to 6ft", "£48", "£54", "£32", "£36"],
  ["6ft to 7ft", "£60", "£66", "£40", "£45"],
  ["7ft to 8ft", "£75", "£82", "£50", "£56"],
  ["8ft to 10ft", "£110", "£120", "–", "£72"],
  ["Over 10ft", ["From £160: Nordmann Fir, ready cut and delivered only; ring us", 4]],
];

/** Other trees: tree, height, price. */
const OTHER_TREES: string[][] = [
  ["Fraser Fir, ready cut", "5ft to 6ft", "£58"],
  ["Fraser Fir, ready cut", "6ft to 7ft", "£70"],
  ["Nordmann Fir in a pot, to plant out after Christmas", "3ft to 4ft", "£39"],
  ["Blue Spruce in a pot", "2ft to 3ft", "£29"],
  ["Tabletop Nordmann, ready cut", "2ft to 3ft", "£19"],
];

/** Stands and extras: extra, price. */
const EXTRAS: string[][] = [
  ["Netting, so it fits in the car", "Free"],
  ["A metal stand that holds water, for trees up to 8ft", "£24"],
  ["A cast-iron stand, for trees up to 10ft", "£45"],
  ["Putting your tree in a stand you buy from us", "Free"],
  ["Putting your tree in your own stand", "£4"],
  ["A fresh cut at the base", "Free"],
  ["A hand-made fir wreath, 14 inch", "£28"],
  ["A bunch of mistletoe", "£5"],
];

/** Delivery: zone, where, delivery. */
const DELIVERY: string[][] = [
  ["Zone 1", "Kestlebury and up to 5 miles: KB1 to KB4", "£10; free with a tree of £100 or more"],
  ["Zone 2", "5 to 10 miles: KB5, KB6, AS1 to AS3", "£18"],
  ["Zone 3", "10 to 15 miles: AS4, AS5, HW1 to HW3", "£28"],
  ["Further away", "More than 15 miles", "We don't deliver"],
];

/** Santa's Hayloft: ticket, weekdays, weekends and 21 to 23 December. */
const HAYLOFT_TICKETS: [string, ...Cell[]][] = [
  ["Child, 1 to 12, with a present", "£13.50", "£15.50"],
  ["Adult, or child 13 and over", "£6", "£7.50"],
  ["Baby, under 1", "Free", "Free"],
];

/** Santa's Hayloft sessions: date, then each time and the places left. */
const SESSIONS: [string, string[][]][] = [
  [
    "Saturday 5 December",
    [
      ["10:00", "Sold out"],
      ["11:30", "Sold out"],
      ["13:00", "4"],
      ["14:30", "12"],
    ],
  ],
  [
    "Sunday 6 December",
    [
      ["10:00", "Sold out"],
      ["11:30", "9"],
      ["13:00", "Sold out"],
      ["14:30", "20"],
    ],
  ],
  [
    "Friday 11 December",
    [
      ["15:30", "24"],
      ["16:30", "30"],
    ],
  ],
  [
    "Saturday 12 December",
    [
      ["10:00", "Sold out"],
      ["11:30", "Sold out"],
      ["13:00", "Sold out"],
      ["14:30", "2"],
    ],
  ],
  [
    "Sunday 13 December",
    [
      ["10:00", "6"],
      ["11:30", "Sold out"],
      ["13:00", "15"],
      ["14:30", "22"],
    ],
  ],
  [
    "Friday 18 December",
    [
      ["15:30", "Sold out"],
      ["16:30", "10"],
    ],
  ],
  [
    "Saturday 19 December",
    [
      ["10:00", "Sold out"],
      ["11:30", "Sold out"],
      ["13:00", "Sold out"],
      ["14:30", "Sold out"],
    ],
  ],
  [
    "Sunday 20 December",
    [
      ["10:00", "Sold out"],
      ["11:30", "3"],
      ["13:00", "Sold out"],
      ["14:30", "Sold out"],
    ],
  ],
  [
    "Monday 21 December",
    [
      ["10:00", "16"],
      ["11:30", "14"],
      ["13:00", "11"],
      ["14:30", "25"],
    ],
  ],
  [
    "Wednesday 23 December",
    [
      ["10:00", "Sold out"],
      ["11:30", "8"],
      ["13:00", "5"],
      ["14:30", "Sold out"],
    ],
  ],
];

/** The café: food and drink, price, served. */
const CAFE: string[][] = [
  ["Bacon or sausage bap", "£5.50", "Until 11:30"],
  ["The Fellbrook breakfast: bacon, sausage, egg, beans, tomato and toast", "£11.50", "Until 11:30"],
  ["Soup of the day with farm bread", "£6.75", "From 11:30"],
  ["Jacket potato with cheese and beans", "£7.95", "From 11:30"],
  ["Children's lunch box", "£6.25", "From 11:30"],
  ["Scone with jam and clotted cream", "£3.95", "All day"],
  ["Hot chocolate with cream and marshmallows", "£3.60", "All day"],
  ["Mince pie", "£2.20", "All day"],
];

/** The pumpkin patch, the tree field, Santa's Hayloft and the shop and café. */
export function fruitfarmMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/pumpkins": page(
      "The pumpkin patch",
      `<p class="notice"><strong>The Pumpkin Festival 2026 has finished.</strong> Thank you to the 11,400 of you
      who came. We're back on Saturday 2 October 2027, with tickets on sale from Wednesday 1 September 2027.</p>
      <p>Every October, 12 acres of pumpkins at the Tree Field entrance on Tenter Lane: pick your own from the
      vine, with a straw-bale maze, a carving tent and tractor rides.</p>` +
        groupedTable(
          "Pumpkin Festival tickets in 2026",
          ["Ticket"],
          [["A ticket", ["Weekdays", "Weekends, and half term from 24 October"]]],
          PUMPKIN_TICKETS,
        ) +
        dl([
          [
            "Time slots",
            "Weekend and half-term tickets were for 2 hours from 09:30, 11:30, 13:30 or 15:30; every weekend slot sold out",
          ],
          ["Pumpkins", "Small £3, medium £5, large £8; giants over 15kg £12"],
          ["Squashes now", "Crown Prince squash and gourds at the farm shop until Christmas, from 80p"],
        ]),
    ),
    "/trees": page(
      "The tree field",
      `<p>Our trees grow on 14 acres at the Tree Field entrance on Tenter Lane. Walk the field and cut your own
      with one of our saws, or choose a ready-cut tree in the barn. Every tree is netted free.</p>` +
        line(
          "Open",
          "Saturday 28 November to Wednesday 23 December, every day: Monday to Friday 10:00 to 16:00, Saturday and Sunday 09:00 to 16:30",
        ) +
        groupedTable(
          "Nordmann Fir and Norway Spruce",
          ["Height"],
          [
            ["Nordmann Fir", ["Cut your own", "Ready cut"]],
            ["Norway Spruce", ["Cut your own", "Ready cut"]],
          ],
          TREES,
        ) +
        table("Other trees", ["Tree", "Height", "Price"], OTHER_TREES) +
        table("Stands and extras", ["Extra", "Price"], EXTRAS) +
        table("Delivery", ["Zone", "Where", "Delivery"], DELIVERY) +
        dl([
          ["Delivery days", "Monday to Friday, 1 to 22 December, between 10:00 and 16:00"],
          ["Setting up at home", "We'll put the tree in its stand in your home for £10 more"],
          [
            "Cutting your own",
            "We lend you a saw. Under 16s may not use one; we fell any tree over 7ft for you, free",
          ],
          ["Norway Spruce over 8ft", "Ready cut only"],
          ["Dogs", "Welcome in the tree field, on a lead"],
          ["Paying", "By card only in the tree field"],
          [
            "Reserving",
            "Ready-cut trees only: reserve one below and pay when you collect it from the barn or when we deliver. Cut-your-own trees can't be reserved",
          ],
        ]) +
        `<h2>Reserve a ready-cut tree</h2>
        <form method="post" action="/trees/reserve/send">
        <p><label>Tree <select name="tree">${options([
          ["nordmann", "Nordmann Fir"],
          ["spruce", "Norway Spruce"],
          ["fraser", "Fraser Fir"],
        ])}</select></label></p>
        <p><label>Height <select name="height">${options([
          ["4-5", "4ft to 5ft"],
          ["5-6", "5ft to 6ft"],
          ["6-7", "6ft to 7ft"],
          ["7-8", "7ft to 8ft"],
          ["8-10", "8ft to 10ft"],
        ])}</select></label></p>
        <fieldset><legend>Collect or deliver</legend>
        <label><input type="radio" name="how" value="collect"> I'll collect it from the barn</label>
        <label><input type="radio" name="how" value="deliver"> Deliver it to me</label>
        </fieldset>
        <p><label>Collection or delivery day <input type="date" name="date" required></label></p>
        <p><label>Stand <select name="stand">${options([
          ["none", "No stand"],
          ["metal", "A metal stand, £24"],
          ["cast-iron", "A cast-iron stand, £45"],
        ])}</select></label></p>
        <p><label>Delivery address <textarea name="address" rows="3"></textarea></label></p>
        <p><label>Postcode <input name="postcode"></label></p>
        ${contact}
        <button type="submit">Reserve</button></form>`,
    ),
    "/hayloft": page(
      "Santa's Hayloft",
      `<p>Santa is in the hayloft above the old dairy, at the Farm Shop entrance. A 40-minute visit: the elves'
      workshop, a story by the stove, time with Santa and a present for every child from 1 to 12. Every ticket comes
      with a hot chocolate or a mince pie in the café.</p>` +
        groupedTable(
          "Tickets",
          ["Who"],
          [["A ticket", ["Weekdays", "Saturdays, Sundays and 21 to 23 December"]]],
          HAYLOFT_TICKETS,
        ) +
        spanTable("Sessions and places left", ["Date", "Time", "Places left"], SESSIONS) +
        dl([
          ["Arriving", "15 minutes before your time, at the Farm Shop entrance"],
          ["Buggies and wheelchairs", "There's a lift up to the hayloft"],
          ["Tickets", "Every child and grown-up needs one, except babies under 1"],
          ["Changing your time", "Up to 48 hours before, if there's room. We can't give refunds"],
        ]) +
        `<h2>Book your visit</h2>
        <form method="post" action="/hayloft/book/send">
        <p><label>Day <select name="date">${options([
          ["2026-12-05", "Saturday 5 December"],
          ["2026-12-06", "Sunday 6 December"],
          ["2026-12-11", "Friday 11 December"],
          ["2026-12-12", "Saturday 12 December"],
          ["2026-12-13", "Sunday 13 December"],
          ["2026-12-18", "Friday 18 December"],
          ["2026-12-19", "Saturday 19 December"],
          ["2026-12-20", "Sunday 20 December"],
          ["2026-12-21", "Monday 21 December"],
          ["2026-12-23", "Wednesday 23 December"],
        ])}</select></label></p>
        <p><label>Time <select name="time">${options([
          ["10:00", "10:00"],
          ["11:30", "11:30"],
          ["13:00", "13:00"],
          ["14:30", "14:30"],
          ["15:30", "15:30, Fridays"],
          ["16:30", "16:30, Fridays"],
        ])}</select></label></p>
        <p><label>Children, 1 to 12 <input type="number" name="children" min="0" max="12"></label></p>
        <p><label>Adults, and children 13 and over <input type="number" name="adults" min="1" max="12" required></label></p>
        <p><label>Babies under 1 <input type="number" name="babies" min="0" max="6"></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/shop": page(
      "Shop &amp; café",
      `<p>Our farm shop sells our own beef and lamb, free-range eggs, apple juice pressed from our orchard, and
      bread, cheese and beer from within 20 miles. The café is in the old cart shed next door.</p>` +
        table("The café", ["Food and drink", "Price", "Served"], CAFE) +
        dl([
          ["Seats", "60 inside and 40 on the terrace"],
          ["Booking", "Only for groups of 10 or more"],
          ["Gluten-free", "Gluten-free bread and cake every day"],
          ["Dogs", "Welcome on the terrace, not inside"],
          [
            "Christmas veg box",
            "Enough for 6, £26, to collect on 22, 23 or 24 December: order in the shop by Sunday 20 December",
          ],
          ["Gift vouchers", "From £10, in the shop"],
        ]),
    ),
  };
}
