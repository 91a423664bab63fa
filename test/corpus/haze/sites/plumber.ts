import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { plumberMorePages } from "./plumber-more";

// HAZE: the nineteenth held-out part of the corpus (Penhallow Plumbing & Heating), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). An independent, family-run plumbing and heating firm in Ostleigh: servicing
// and repair prices as a table of boiler type × annual service × first hour of repair × each extra 30 minutes, new
// boilers on a page reached only from the boilers page, call-out charges as a table of when × call-out × each extra
// 30 minutes, the areas covered as a table of postcode × places × travel surcharge, the engineers as cards with
// their Gas Safe numbers and specialisms, three boiler-cover plans as a table of ticks, guarantees and payment terms
// as label: value lines, dated news (November's new prices, the Christmas rates, a post dated in January about
// February's cover prices), answers as a definition list, forms to book a service, ask for an emergency call-back,
// join a cover plan and ask for a new-boiler quote, and two pages only the site's search finds. The footer's line
// about the office hours is true of no day.
const shellPage = shell({
  brand: "Penhallow Plumbing & Heating",
  tagline: "Independent heating engineers in Ostleigh since 1998",
  nav: [
    ["Your boiler", "/boilers"],
    ["Day and night", "/call-outs"],
    ["Where we go", "/areas"],
    ["The team", "/team"],
    ["Peace of mind", "/cover"],
    ["Our promise", "/terms"],
    ["From the van", "/news"],
    ["Questions", "/faq"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Unit 4, Tanyard Lane, Ostleigh OS3 2JT",
    phone: "01632 967 230",
    email: "office@penhallowheating.test",
    socials: ["Facebook", "Instagram", "Nextdoor"],
  },
});

/** Every page, with the Gas Safe number and the footer's line about the office: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Gas Safe registered business no. 548213 · OFTEC registered · Office open 8am to 6pm, Monday to Saturday</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Label: value lines, as a plain paragraph each. */
const lines = (pairs: [string, string][]) =>
  pairs.map(([label, value]) => `<p><strong>${label}:</strong> ${value}</p>`).join("");

const SERVICING: string[][] = [
  ["Gas combi boiler (no hot water tank)", "£89", "£78", "£32"],
  ["Gas system boiler (with a hot water cylinder)", "£95", "£78", "£32"],
  ["Gas regular or heat-only boiler (tanks in the loft)", "£99", "£78", "£32"],
  ["Gas back boiler (behind a fire)", "£120", "£85", "£35"],
  ["LPG boiler", "£110", "£85", "£35"],
  ["Oil boiler", "£135", "£90", "£38"],
];

const CALL_OUTS: string[][] = [
  ["Monday to Friday, 08:00–18:00", "£75", "£32"],
  ["Monday to Friday evenings, 18:00–22:00", "£110", "£45"],
  ["Saturday, 08:00–22:00", "£110", "£45"],
  ["Sunday, 08:00–22:00", "£140", "£50"],
  ["Nights, 22:00–08:00, any day", "£165", "£60"],
  ["Bank holidays, all day and night", "£185", "£65"],
];

const AREAS: string[][] = [
  ["OS1, OS2, OS3", "Ostleigh town centre, Tanyard and Hollins", "None"],
  ["OS4", "Ostleigh East and Marsh End", "None"],
  ["OS5, OS6", "Kelby, Wrenfield and Upper Ashby", "£10"],
  ["OS7", "Ferrin Cross and the villages north of the river", "£15"],
  ["OS8", "Sallowby and Nether Combe", "£20"],
  ["LQ1, LQ2", "Lindholme", "£20"],
  ["LQ3", "Brackmoor and the Lindholme outskirts", "£25"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Penhallow Plumbing & Heating",
    `<p class="banner" role="status"><strong>Our prices changed on 1 November.</strong> See what went up and what
    didn't. <a href="/news">Read more</a></p>
    <p>We're a family firm of heating engineers and plumbers, based on Tanyard Lane since 1998. We service and repair
    gas, LPG and oil boilers, fit new ones, and come out day and night when the heating stops.</p>
    <p><a href="/boilers/book">Book a boiler service</a> · <a href="/call-outs/call-back">No heat or hot water?</a> ·
    <a href="/cover">Cover plans</a></p>
    <h2>From the van</h2>${cards([
      ["18 November 2026", "Christmas and New Year", "Who's on call, and what it costs.", "/news"],
      ["2 November 2026", "New prices from 1 November", "Our first price change in two years.", "/news"],
      ["9 September 2026", "Oil boilers are back", "Meet Dylan, our new oil and LPG engineer.", "/news"],
    ])}
    <h2>What our customers say</h2>
    <p>“Kwame came out at 11 at night on a Sunday and had the heating back on before midnight.” Janet, Kelby</p>
    <p>“Tidy, on time, and they explained everything.” Mr and Mrs Okoro, Lindholme</p>`,
  ),
  "/boilers": page(
    "Your boiler",
    `<p>A service once a year keeps your boiler safe and running well, and most makers won't honour their warranty
    without one. Every service includes a flue gas analysis, a check of the seals, pressure and safety devices, and a
    written report. Repairs are charged by the time they take, with parts extra: we'll always tell you the price of a
    part before we fit it.</p>` +
      table(
        "Servicing and repairs",
        ["Boiler type", "Annual service", "Repairs: first hour", "Repairs: each extra 30 minutes"],
        SERVICING,
      ) +
      dl([
        [
          "When",
          "Services and repairs are booked Monday to Friday, 08:00–18:00. Saturday morning services cost £15 extra; repairs outside those hours are charged at our call-out rates",
        ],
        ["Second boiler at the same address", "£40 off its service"],
        ["Gas fire or gas cooker check", "£30 each, with a boiler service"],
        [
          "Makes we work on",
          "Worcester Bosch, Vaillant, Baxi, Ideal, Viessmann, Glow-worm, and Grant and Firebird oil boilers. We don't work on warm-air heating or on commercial boilers over 70 kW",
        ],
        ["How long a service takes", "About 45 minutes for a combi, and up to 90 minutes for an oil boiler"],
      ]) +
      `<p><a href="/boilers/book">Book a service</a></p>
      <p>Is your boiler over 15 years old, or keeps breaking down? Have a look at <a href="/boilers/new">a new
      boiler</a>: the quote is free.</p>`,
  ),
  "/boilers/book": page(
    "Book a boiler service",
    `<p>Tell us about your boiler and when suits you, and Sophie in the office will ring to confirm a time. Services
    are Monday to Friday, with a few Saturday mornings for £15 extra.</p>
      <form method="post" action="/boilers/request">
      <p><label>Boiler make <select name="make">${options([
        ["worcester-bosch", "Worcester Bosch"],
        ["vaillant", "Vaillant"],
        ["baxi", "Baxi"],
        ["ideal", "Ideal"],
        ["viessmann", "Viessmann"],
        ["glow-worm", "Glow-worm"],
        ["grant", "Grant (oil)"],
        ["firebird", "Firebird (oil)"],
        ["other", "Another make, or not sure"],
      ])}</select></label></p>
      <p><label>Boiler type <select name="type">${options([
        ["combi", "Combi (no hot water tank)"],
        ["system", "System (hot water cylinder, no tanks in the loft)"],
        ["regular", "Regular or heat-only (tanks in the loft)"],
        ["back-boiler", "Back boiler (behind a fire)"],
        ["lpg", "LPG"],
        ["oil", "Oil"],
      ])}</select></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Preferred date <input type="date" name="date" required></label></p>
      <p><label>Preferred time <select name="slot">${options([
        ["morning", "Morning, 08:00–12:00"],
        ["afternoon", "Afternoon, 12:00–16:00"],
        ["late", "Late afternoon, 15:00–18:00"],
        ["saturday", "Saturday morning, 08:00–12:00 (£15 extra)"],
      ])}</select></label></p>
      <p><label>Do you need a landlord gas safety certificate too? <select name="landlord">${options([
        ["no", "No"],
        ["yes", "Yes, I'm a landlord"],
      ])}</select></label></p>
      <p><label>Are you on one of our cover plans? <select name="cover">${options([
        ["no", "No"],
        ["yes", "Yes"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Anything we should know (where the boiler is, parking, pets) <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Request a service</button></form>`,
  ),
  "/call-outs": page(
    "Day and night",
    `<p>Someone answers our emergency line 24 hours a day, every day of the year, on 01632 967 239. The call-out
    charge covers getting to you and the first 30 minutes of work; after that, labour is charged for each extra 30
    minutes at the rate for the time we're working. Parts are extra.</p>` +
      table(
        "Call-out charges",
        ["When", "Call-out (includes the first 30 minutes)", "Each extra 30 minutes"],
        CALL_OUTS,
      ) +
      dl([
        [
          "Cover plan members",
          "No call-out charge on the Complete and Complete Plus plans; Essential members pay the usual rates",
        ],
        ["Over 75s and registered disabled customers", "10% off any call-out"],
        ["How quickly we come", "We aim to be with you within 4 hours for an emergency, day or night"],
        [
          "What counts as an emergency",
          "No heating or no hot water, a leak you can't stop, or a blocked toilet if it's your only one",
        ],
        ["Travel", 'A surcharge outside Ostleigh: see <a href="/areas">Where we go</a>'],
        [
          "If you smell gas",
          "Don't ring us first. Call the National Gas Emergency Service on 0800 111 999, open windows, and don't use switches",
        ],
      ]) +
      `<p><a href="/call-outs/call-back">Ask for an emergency call-back</a></p>`,
  ),
  "/call-outs/call-back": page(
    "Emergency call-back",
    `<p>Leave your number and an engineer will ring you back within 30 minutes, day or night. If you'd rather talk
    now, ring 01632 967 239.</p>
      <form method="post" action="/call-outs/send">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Phone number to ring <input type="tel" name="phone" required></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>What's wrong? <select name="problem">${options([
        ["no-heating", "No heating"],
        ["no-hot-water", "No hot water"],
        ["no-heating-or-hot-water", "No heating and no hot water"],
        ["leak", "A leak"],
        ["blocked", "A blocked toilet or drain"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Is anyone at home over 75, disabled, unwell, or a baby under 1? <select name="vulnerable">${options(
        [
          ["no", "No"],
          ["yes", "Yes"],
        ],
      )}</select></label></p>
      <p><label>Are you on one of our cover plans? <select name="cover">${options([
        ["no", "No"],
        ["yes", "Yes"],
      ])}</select></label></p>
      <p><label>Tell us more (boiler make, error code, where the leak is) <textarea name="details" rows="3"></textarea></label></p>
      <button type="submit">Ring me back</button></form>`,
  ),
  "/areas": page(
    "Where we go",
    `<p>We're based in Ostleigh and cover the town and the villages around it, and Lindholme. Outside Ostleigh
    itself we add a travel surcharge to every visit: services, repairs and call-outs.</p>` +
      table("Areas and travel", ["Postcode", "Places", "Travel surcharge"], AREAS) +
      `<p>We don't cover LQ4, LQ5 or any YQ postcode: our engineers can't reach you quickly enough there.</p>` +
      dl([
        [
          "Oil and LPG",
          "Dylan travels up to 30 miles from Ostleigh for oil and LPG boilers; the surcharge beyond our area is £1 a mile, and we'll tell you before we book",
        ],
        ["Parking", "If we have to pay to park, we add it to your bill at cost"],
      ]),
  ),
  ...plumberMorePages(page, options, lines),
};

export const PLUMBER: CorpusSite = {
  name: "plumber",
  pages,
  layout: page,
  forms: {
    "/boilers/request": {
      title: "Service requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in a service for your ${f.make} ${f.type} boiler at ${f.postcode} on ` +
        `${f.date} (${f.slot}). Sophie will ring ${f.phone} before the end of the next working day to confirm ` +
        `the time. Reference PPH-3307.`,
    },
    "/call-outs/send": {
      title: "We'll ring you back",
      reply: (f) =>
        `Thanks, ${f.name}. The engineer on call will ring ${f.phone} within 30 minutes about your ${f.problem} ` +
        `problem at ${f.postcode}. If it gets worse in the meantime, ring 01632 967 239.`,
    },
    "/cover/apply": {
      title: "Application received",
      reply: (f) =>
        `Thanks, ${f.name}. We have your application for the ${f.plan} plan (${f.payment}) for your ${f.make} ` +
        `${f.type} boiler. We'll email ${f.email} the direct debit form and your plan documents within 2 working ` +
        `days; your cover starts on ${f.start}.`,
    },
    "/quote/send": {
      title: "Quote request received",
      reply: (f) =>
        `Thanks, ${f.name}. Tom will ring ${f.phone} to arrange a free survey for a ${f.want} boiler at ` +
        `${f.postcode} and send the quote in writing within 3 working days of his visit.`,
    },
  },
};
