import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { carwashMorePages } from "./carwash-more";

// HAZE: the nineteenth held-out part of the corpus (Brightwash Hand Car Wash & Valeting), written by someone who did
// not tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not
// read this file (see test/corpus/score.ts). A hand car wash and valeting business on two sites, Sudworth (Canal
// Street) and Bexford (Meadow Retail Park), with different hours, phones and facilities: the opening hours as a
// table of day × site, each site's own page reached only from the sites page, washes and valets as a table of
// package × small, medium, large and van, what each package includes as a table of ticks, add-ons as a table of
// add-on × price × where, the Wash Club's monthly memberships as a table of membership × price by size × what you
// get, fleet prices and an enquiry form, jobs as cards, dated news (November's new prices, the Christmas hours,
// Bexford's late nights), answers as a definition list, forms to book a wash or valet, join the Wash Club, ask
// about a fleet account and apply for a job, and two pages only the site's search finds. The footer's line about
// the hours is true of no day.
const shellPage = shell({
  brand: "Brightwash Hand Car Wash & Valeting",
  tagline: "Hand washed, never brushed: Sudworth and Bexford",
  nav: [
    ["Find a site", "/locations"],
    ["Washes & valets", "/prices"],
    ["What we do", "/packages"],
    ["Little extras", "/extras"],
    ["Wash Club", "/club"],
    ["Book online", "/book"],
    ["Fleets", "/business"],
    ["Join the team", "/careers"],
    ["News", "/news"],
    ["Help", "/faq"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Brightwash Ltd, Unit 9, Meadow Retail Park, Bexford YQ8 1RS",
    phone: "01632 968 100",
    email: "hello@brightwash.test",
    socials: ["Facebook", "Instagram", "TikTok"],
  },
});

/** Every page, with the company number and the footer's line about the hours: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Brightwash Ltd, registered in England no. 11482093 · Open 7 days, 8am to 6pm at both sites</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const HOURS: string[][] = [
  ["Monday", "07:30–18:00", "08:30–18:00"],
  ["Tuesday", "07:30–18:00", "08:30–18:00"],
  ["Wednesday", "07:30–18:00", "08:30–18:00"],
  ["Thursday", "07:30–18:00", "08:30–20:00"],
  ["Friday", "07:30–18:00", "08:30–20:00"],
  ["Saturday", "08:00–17:00", "08:00–18:00"],
  ["Sunday", "09:00–15:00", "10:00–16:00"],
];

const PRICES: string[][] = [
  ["Express Wash", "£8", "£9", "£11", "£13"],
  ["Full Hand Wash", "£14", "£16", "£19", "£22"],
  ["Wash &amp; Wax", "£22", "£25", "£29", "£34"],
  ["Mini Valet", "£35", "£40", "£48", "£55"],
  ["Full Valet", "£95", "£110", "£130", "£140"],
  ["Showroom Valet (Sudworth only)", "£175", "£195", "£225", "Not available"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brightwash Hand Car Wash &amp; Valeting",
    `<p class="banner" role="status"><strong>Bexford is now open until 8pm on Thursdays and Fridays.</strong>
    <a href="/news">Read more</a></p>
    <p>Two hand car washes, in Sudworth and Bexford, run by the Okafor family since 2011. Every car is washed by
    hand with pH-neutral snow foam and dried with clean microfibre: no brushes, no swirl marks.</p>
    <p><a href="/book">Book a valet</a> · <a href="/club">Join the Wash Club</a> · <a href="/locations">Find
    us</a></p>
    <h2>Our two sites</h2>${cards([
      [
        "Canal Street",
        "Sudworth",
        "Four wash bays under cover, and our Showroom Valets.",
        "/locations/sudworth",
      ],
      [
        "Meadow Retail Park",
        "Bexford",
        "No height limit, a lounge while you wait, and our fleet team.",
        "/locations/bexford",
      ],
    ])}
    <h2>News</h2>${cards([
      ["20 November 2026", "Christmas and New Year", "When both sites are open over the holidays.", "/news"],
      ["3 November 2026", "Some of our prices have changed", "What's gone up, and what hasn't.", "/news"],
    ])}`,
  ),
  "/locations": page(
    "Find a site",
    `<p>Drive in at either site for a wash: no need to book. Valets are best booked ahead, and Showroom Valets are
    done at Sudworth only.</p>` +
      table("Opening hours", ["Day", "Sudworth", "Bexford"], HOURS) +
      `<p>The last wash starts 15 minutes before closing. Full and Showroom Valets must be dropped off by 10:00.</p>
      <p>More about <a href="/locations/sudworth">Sudworth, Canal Street</a> and <a href="/locations/bexford">Bexford,
      Meadow Retail Park</a>: phone numbers, parking, bank holidays and what's only at each site.</p>`,
  ),
  "/locations/sudworth": page(
    "Sudworth, Canal Street",
    dl([
      ["Address", "14 Canal Street, Sudworth YQ3 5DN, behind the old wharf"],
      ["Phone", "01632 968 101"],
      ["Site manager", "Lewis Grady"],
      ["Bays", "4 wash bays under a canopy and 2 valeting bays"],
      ["Height limit", "2.3 m under the canopy: taller vans and minibuses, please go to Bexford"],
      [
        "While you wait",
        "There's no waiting room here, but the Canal Street Café next door gives 10% off with your Brightwash receipt",
      ],
      ["Paying", "Card, phone or cash"],
      ["Only at Sudworth", "Showroom Valets, ceramic coating and ozone odour treatment"],
      ["Bank holidays", "09:00–15:00"],
    ]),
  ),
  "/locations/bexford": page(
    "Bexford, Meadow Retail Park",
    dl([
      [
        "Address",
        "Unit 9, Meadow Retail Park, Bexford YQ8 1RS, between the garden centre and the tyre place",
      ],
      ["Phone", "01632 968 202"],
      ["Site manager", "Priya Sandhu"],
      ["Bays", "3 wash bays and 3 valeting bays, indoors, with no height limit"],
      ["While you wait", "Our customer lounge has free coffee, wifi and a window onto the bays"],
      ["Paying", "Card or phone only: we don't take cash at Bexford"],
      ["Only at Bexford", "High-roof vans, minibuses and Luton vans, and our fleet team"],
      ["Bank holidays", "10:00–16:00"],
      ["Parking", "Free for 3 hours anywhere in the retail park"],
    ]),
  ),
  "/prices": page(
    "Washes &amp; valets",
    `<p>Prices by the size of your vehicle. Not sure which size you are? Small is a city car or supermini, medium a
    family hatchback, saloon or estate, large an SUV, 4x4, pick-up or seven-seater, and van a small or medium panel
    van.</p>` +
      table("Prices", ["Package", "Small", "Medium", "Large", "Van"], PRICES) +
      dl([
        [
          "Very dirty vehicles",
          "Up to £20 extra for heavy mud, sand or pet hair: we'll tell you before we start",
        ],
        ["High-roof vans over 2.3 m", "Bexford only, at van prices"],
        ["Minibuses and Luton vans", 'Bexford only: see <a href="/business">Fleets</a> for prices'],
        ["Motorbikes, caravans and motorhomes", "Sorry, we can't wash them at either site"],
      ]) +
      `<p>What each package includes is on <a href="/packages">What we do</a>. Add a little extra from
      <a href="/extras">our list</a>.</p>`,
  ),
  "/book": page(
    "Book online",
    `<p>Washes are turn up and go, but you can book any package from a Full Hand Wash up to be sure of a time. Full and Showroom Valets start at 08:00 or 09:00 only, and the 18:00 and 19:00 slots are at
    Bexford on Thursdays and Fridays only.</p>
      <form method="post" action="/book/send">
      <p><label>Site <select name="site">${options([
        ["sudworth", "Sudworth, Canal Street"],
        ["bexford", "Bexford, Meadow Retail Park"],
      ])}</select></label></p>
      <p><label>Package <select name="package">${options([
        ["hand-wash", "Full Hand Wash"],
        ["wash-wax", "Wash &amp; Wax"],
        ["mini-valet", "Mini Valet"],
        ["full-valet", "Full Valet"],
        ["showroom-valet", "Showroom Valet (Sudworth only)"],
      ])}</select></label></p>
      <p><label>Vehicle size <select name="size">${options([
        ["small", "Small: city car or supermini"],
        ["medium", "Medium: hatchback, saloon or estate"],
        ["large", "Large: SUV, 4x4, pick-up or seven-seater"],
        ["van", "Van"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["08:00", "8am"],
        ["09:00", "9am"],
        ["10:00", "10am"],
        ["11:00", "11am"],
        ["12:00", "12 noon"],
        ["13:00", "1pm"],
        ["14:00", "2pm"],
        ["15:00", "3pm"],
        ["16:00", "4pm"],
        ["17:00", "5pm"],
        ["18:00", "6pm (Bexford, Thursday and Friday)"],
        ["19:00", "7pm (Bexford, Thursday and Friday)"],
      ])}</select></label></p>
      <p><label>Registration <input name="reg" required></label></p>
      <p><label>Make and model <input name="vehicle"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Any extras, or anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  ...carwashMorePages(page, options),
};

export const CARWASH: CorpusSite = {
  name: "carwash",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "You're booked in",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.package} for ${f.reg} (${f.size}) is booked at ${f.site} on ${f.date} at ` +
        `${f.time}. We'll text ${f.phone} the day before. Booking reference BW-7720.`,
    },
    "/club/apply": {
      title: "Welcome to the Wash Club",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.reg} is signed up to ${f.membership} (${f.size}) from ${f.start}, with ${f.site} ` +
        `as your home site. Your direct debit form is on its way to ${f.email}.`,
    },
    "/business/send": {
      title: "Enquiry received",
      reply: (f) =>
        `Thanks, ${f.name}. Our fleet team will be in touch with ${f.company} at ${f.email} within 2 working ` +
        `days about ${f.fleet} vehicles.`,
    },
    "/careers/send": {
      title: "Application received",
      reply: (f) =>
        `Thanks, ${f.name}. We have your application for ${f.role}. We'll email ${f.email} within a week about ` +
        `a trial shift.`,
    },
  },
};
