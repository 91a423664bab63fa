import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { sweepMorePages } from "./sweep-more";

// SMIRR: the thirty-first held-out part of the corpus (Brushfield Sweeps & Stoves), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A chimney sweep, stove installer and stove showroom working from the Old Forge
// Yard in Ashwick: sweeping prices as a table of fuel or flue × now × from 1 February 2027 × how long, with the
// certificate included, bird's nest removal (never an active nest), CCTV flue surveys and smoke tests, stove fitting
// as a table of stove size (kW) × chimney already lined × a new liner × no chimney (a twin-wall flue), what the
// fitting includes and what it doesn't, the showroom's hours (late on Thursdays), the areas covered by postcode with a
// call-out charge past 15 miles and past 25, how often to sweep by fuel and other safety advice, booking lead times by
// season (autumn the busiest), moving or cancelling, paying, HETAS, the Guild and insurance, the team as cards, FAQs,
// dated news (with January's old prices), forms to book a sweep, ask for a stove survey, ask for a call back and send
// a message, and three pages only the site's search finds. The footer's line about sweeping seven days a week is true
// of no Sunday.
const shellPage = shell({
  brand: "Brushfield Sweeps &amp; Stoves",
  tagline: "Chimney sweeping, stove fitting and a stove showroom in Ashwick since 1998",
  nav: [
    ["Brush and vac", "/sweeping"],
    ["Fire up", "/stoves"],
    ["The yard", "/showroom"],
    ["On our patch", "/areas"],
    ["Burn well", "/safety"],
    ["In the diary", "/booking"],
    ["The bill", "/paying"],
    ["Up the flue", "/about"],
    ["Asked often", "/faq"],
    ["Soot and smoke", "/news"],
    ["Ring the yard", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Old Forge Yard, Fellgate Road, Ashwick HW4 6FY",
    phone: "01632 979 300",
    email: "yard@brushfieldsweeps.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company number and the footer's seven days a week: true of no Sunday. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Brushfield Sweeps Ltd, registered in England no. 03691452 · HETAS registered · Sweeping seven days a week, all year round</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Sweeping: fuel or flue, now, from 1 February 2027, how long. */
const SWEEPS: string[][] = [
  ["Open fire", "£75", "£80", "About 45 minutes"],
  ["Wood burner", "£70", "£75", "About 45 minutes"],
  ["Multi-fuel stove", "£70", "£75", "About 45 minutes"],
  ["Aga or range cooker, solid fuel", "£95", "£105", "About 1½ hours"],
  ["Oil-fired Aga or range cooker", "£110", "£115", "About 2 hours"],
  ["Oil boiler flue", "£85", "£90", "About 1 hour"],
  ["A second flue on the same visit", "£40", "£45", "—"],
];

/** Stove fitting: stove size, chimney already lined, a new liner, no chimney (twin-wall flue). */
const FITTING: string[][] = [
  ["Up to 5 kW", "£1,395", "£2,195", "£2,895"],
  ["5.1 to 8 kW", "£1,595", "£2,445", "£3,145"],
  ["8.1 to 12 kW", "£1,895", "£2,795", "£3,495"],
];

const you = `<p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brushfield Sweeps &amp; Stoves",
    `<p class="banner" role="status"><strong>Autumn is here:</strong> sweeps are booking about 6 weeks ahead.
    <a href="/book">Get in the diary</a>. Sweeping prices change on 1 February: <a href="/news">see what's new</a>.</p>
    <p>Three generations of Brushfields up chimneys around Ashwick. Brush and vacuum, no mess, a certificate every
    time, and a showroom full of stoves with the kettle on.</p>
    <p><a href="/sweeping">Sweeping</a> · <a href="/stoves">Stoves fitted</a> · <a href="/showroom">Visit the yard</a></p>
    <h2>Soot and smoke</h2>${cards([
      ["19 November 2026", "Prices from 1 February", "Sweeping goes up £5.", "/news"],
      ["2 November 2026", "The autumn diary", "How far ahead we're booked.", "/news"],
      ["8 October 2026", "Late Thursdays", "The showroom stays open till 20:00.", "/news"],
    ])}
    <h2>What we do</h2>${cards([
      ["From £70", "Sweeping", "Open fires, stoves, Agas and oil.", "/sweeping"],
      ["From £1,395", "Stoves fitted", "Surveyed, fitted and signed off.", "/stoves"],
      ["Thursdays till 8", "The showroom", "24 stoves to see.", "/showroom"],
    ])}`,
  ),
  "/sweeping": page(
    "Brush and vac",
    `<p>Every sweep is brushed and vacuumed, with dust sheets down and the soot taken away. A sweep certificate is
    included every time, for your insurer and your records.</p>` +
      table("Sweeping", ["Fuel or flue", "Now", "From 1 February 2027", "How long"], SWEEPS) +
      dl([
        ["Bird's nest removal", "£60 on top of the sweep, bagged and taken away"],
        [
          "Nesting season",
          "The law won't let us move an active nest from March to August: we'll come back in September",
        ],
        ["CCTV flue survey", "£125 on its own, or £95 with a sweep, with a written report and the video"],
        ["Smoke test", "£45"],
        ["Cowls and bird guards", "Fitted from £85"],
        ["Saturdays", "£15 extra"],
        ["Certificate", "Included with every sweep"],
      ]) +
      `<p><a href="/book">Book a sweep</a> · <a href="/safety">How often?</a></p>`,
  ),
  "/book": page(
    "Book a sweep",
    `<p>Tell us what needs doing and we'll text you a date. Mornings are 08:00 to 12:00, afternoons 12:00 to
    16:30; Saturdays are mornings only.</p>
      <form method="post" action="/book/send">
      <p><label>What for <select name="job">${options([
        ["sweep", "A sweep"],
        ["nest", "Bird's nest removal and a sweep"],
        ["cctv", "A CCTV flue survey"],
        ["sweep-cctv", "A sweep and a CCTV survey"],
        ["smoke-test", "A smoke test"],
      ])}</select></label></p>
      <p><label>Fire or flue <select name="fuel">${options([
        ["open-fire", "Open fire"],
        ["wood-burner", "Wood burner"],
        ["multi-fuel", "Multi-fuel stove"],
        ["range", "Aga or range cooker, solid fuel"],
        ["oil-range", "Oil-fired Aga or range cooker"],
        ["oil-boiler", "Oil boiler flue"],
      ])}</select></label></p>
      <p><label>How many flues <select name="flues">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3 or more"],
      ])}</select></label></p>
      <p><label>Last swept <select name="swept">${options([
        ["under-1", "Less than a year ago"],
        ["1-2", "1 to 2 years ago"],
        ["over-2", "More than 2 years ago"],
        ["dont-know", "Don't know"],
      ])}</select></label></p>
      <fieldset><legend>Which days</legend>
      <label><input type="radio" name="day" value="weekday"> Weekdays</label>
      <label><input type="radio" name="day" value="saturday"> Saturdays (£15 extra)</label>
      <label><input type="radio" name="day" value="any"> Any day</label>
      </fieldset>
      <p><label>Time <select name="time">${options([
        ["morning", "Morning"],
        ["afternoon", "Afternoon"],
        ["either", "Either"],
      ])}</select></label></p>
      ${you}
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/stoves": page(
    "Fire up",
    `<p>We survey your home for free, fit the stove ourselves (never subcontracted), and sign it off under HETAS, so
    you don't need to go to building control.</p>` +
      table(
        "Stove fitting, with the stove",
        ["Stove size", "Chimney already lined", "Needs a new liner", "No chimney (twin-wall flue)"],
        FITTING,
      ) +
      dl([
        [
          "Included",
          "The stove, fitting, a register plate, a carbon monoxide alarm, the HETAS certificate and your first sweep",
        ],
        ["Not included", "A new hearth (from £275), taking out an old fireplace (£180) and plastering"],
        ["Liners", "Stainless steel, up to 10 m; longer chimneys on a quote"],
        ["Survey", "Free, at home, about an hour"],
        ["Your own stove", "We'll fit it for £895 with a lined chimney, if it's new and HETAS approved"],
        ["Smoke control areas", "Ashwick is one: we only fit DEFRA exempt stoves there"],
      ]) +
      `<h2>Ask for a free survey</h2>
      <form method="post" action="/stoves/survey/send">
      <p><label>Stove size <select name="size">${options([
        ["up-to-5", "Up to 5 kW"],
        ["5-8", "5.1 to 8 kW"],
        ["8-12", "8.1 to 12 kW"],
        ["not-sure", "Not sure"],
      ])}</select></label></p>
      <fieldset><legend>Burning</legend>
      <label><input type="radio" name="fuel" value="wood"> Wood only</label>
      <label><input type="radio" name="fuel" value="multi-fuel"> Multi-fuel</label>
      </fieldset>
      <fieldset><legend>Your chimney</legend>
      <label><input type="radio" name="chimney" value="lined"> Already lined</label>
      <label><input type="radio" name="chimney" value="no-liner"> Not lined</label>
      <label><input type="radio" name="chimney" value="no-chimney"> No chimney</label>
      <label><input type="radio" name="chimney" value="not-sure"> Not sure</label>
      </fieldset>
      ${you}
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Ask for a survey</button></form>`,
  ),
  ...sweepMorePages(page, options),
};

export const SWEEP: CorpusSite = {
  name: "sweep",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Thanks, you're on the list",
      reply: (f) =>
        `Thanks, ${f.name}. We'll text ${f.phone} a ${f.day} ${f.time} date for your ${f.job} (${f.fuel}) at ` +
        `${f.postcode}.`,
    },
    "/stoves/survey/send": {
      title: "Survey requested",
      reply: (f) =>
        `Thanks, ${f.name}. Dan will ring ${f.phone} to book a free survey at ${f.postcode} (stove ${f.size} kW, ` +
        `${f.fuel}; chimney ${f.chimney}).`,
    },
    "/contact/callback/send": {
      title: "We'll ring you",
      reply: (f) => `Thanks, ${f.name}. We'll ring ${f.phone} in the ${f.time} about ${f.about}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within a working day.`,
    },
  },
};
