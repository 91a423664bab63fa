import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { pianoMorePages } from "./piano-more";

// HAAR: the thirty-second held-out part of the corpus (Fennimore Pianos), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A family piano tuner, restorer and piano shop with a showroom on Mill Street in
// Calverleigh (late on Wednesdays, Sundays by appointment) and a workshop at Loxley Mill: tuning prices as a table of
// piano × now × from 1 April 2027 × how long (digital pianos never tuned), a pitch raise on top, repairs as a table of
// job × upright × grand × how long, restoration and French polishing, piano moves as a table of floors and stairs ×
// upright × grand, rentals as a table of piano × a month × shortest hire × delivery with rent to buy, second-hand
// stock as a table of make × model × type × year × price × status, the showroom's hours, call-out charges by distance
// band, booking lead times by month, moving or cancelling, paying and finance, the team as cards, FAQs, dated news
// (with January's old tuning prices), forms to book a tuning, ask for a workshop quote, ask for a moving quote, rent
// a piano, book a showroom visit, ask for a call back and send a message, and two pages only the site's search finds.
// The footer's line about tuning seven days a week is true of no Sunday but a concert's.
const shellPage = shell({
  brand: "Fennimore Pianos",
  tagline: "Tuning, restoration, moves and a piano showroom in Calverleigh since 1979",
  nav: [
    ["In tune", "/tuning"],
    ["The bench", "/workshop"],
    ["Heavy lifting", "/moving"],
    ["Play before you buy", "/rent"],
    ["On the floor", "/for-sale"],
    ["Come and play", "/showroom"],
    ["How far we go", "/areas"],
    ["Diary", "/booking"],
    ["Settling up", "/paying"],
    ["The family", "/about"],
    ["You asked", "/faq"],
    ["Notes", "/news"],
    ["Get hold of us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Coach House, 22 Mill Street, Calverleigh CY4 2MS",
    phone: "01632 981 500",
    email: "office@fennimorepianos.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company number and the footer's seven days a week: true of no Sunday but a concert's. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Fennimore Pianos Ltd, registered in England no. 02413597 · Tuning seven days a week · Members of the Pianoforte Tuners' Association</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Tuning: piano, now, from 1 April 2027, how long. */
const TUNING: string[][] = [
  ["Upright piano", "£85", "£90", "About an hour"],
  ["Baby grand (up to 5 ft 6 in)", "£95", "£100", "About 1¼ hours"],
  ["Grand (over 5 ft 6 in)", "£105", "£115", "About 1½ hours"],
  ["Concert grand, tuned for a concert", "£165", "£175", "2 hours, finished before the doors open"],
  ["Digital piano", "Not tuned: a digital piano never goes out of tune", "—", "—"],
];

/** Repairs: job, upright, grand, how long. */
const REPAIRS: string[][] = [
  ["A broken treble string", "£35", "£40", "On the visit, if we have the wire"],
  ["A bass string, made to measure", "£70", "£80", "2 weeks"],
  ["Regulating the action", "£280", "£450", "2 days, in the workshop"],
  ["Recovering the hammers", "£650", "£850", "3 weeks"],
  ["Rebushing the keys", "£240", "£240", "1 week"],
  ["New key tops", "£420", "£420", "2 weeks"],
  ["A pedal or damper repair", "From £40", "From £60", "Usually on the visit"],
];

/** Moves within 20 miles: move, upright, grand. */
const MOVES: string[][] = [
  ["Ground floor to ground floor", "£175", "£295"],
  ["Up to 10 steps, or to a first floor", "£225", "£395"],
  ["A second floor or higher, by the stairs", "£295", "Quote only"],
  ["Into our storage at Loxley Mill", "£175", "£295"],
];

/** Rentals: piano, a month, shortest hire, delivery. */
const RENTALS: string[][] = [
  ["Practice upright, reconditioned", "£32", "6 months", "£95"],
  ["New Yamaha b1 upright", "£48", "12 months", "£95"],
  ["Digital piano (Roland FP-30X)", "£25", "3 months", "£40"],
  ["Reconditioned baby grand", "£99", "12 months", "£195"],
];

const you = `<p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const floors = options([
  ["ground", "Ground floor, no steps"],
  ["steps", "Ground floor, with up to 10 steps"],
  ["first", "First floor"],
  ["second-plus", "Second floor or higher"],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fennimore Pianos",
    `<p class="banner" role="status"><strong>Christmas tunings:</strong> we're booking about 5 weeks ahead, last
    tunings Tuesday 22 December. <a href="/book">Book yours</a>. Tuning prices change on 1 April:
    <a href="/news">see the notes</a>.</p>
    <p>Three generations of Fennimores have tuned, mended and moved pianos around Calverleigh since 1979. Come and
    play anything in the showroom, and take home a piano we've brought back to life in our own workshop.</p>
    <p><a href="/tuning">Tuning</a> · <a href="/for-sale">Pianos for sale</a> · <a href="/rent">Renting</a></p>
    <h2>Notes</h2>${cards([
      ["18 November 2026", "Tuning prices from 1 April", "Uprights, baby grands and grands.", "/news"],
      ["4 November 2026", "Christmas tunings", "How far ahead we're booked.", "/news"],
      ["12 September 2026", "A Steinway on the floor", "Restored by Jacob over 8 months.", "/news"],
    ])}
    <h2>What we do</h2>${cards([
      ["From £85", "Tuning", "Uprights, grands and concert grands.", "/tuning"],
      ["From £175", "Moves", "Ground floors, stairs and storage.", "/moving"],
      ["From £25 a month", "Renting", "With rent to buy.", "/rent"],
    ])}`,
  ),
  "/tuning": page(
    "In tune",
    `<p>Every tuning is to concert pitch (A = 440 Hz), with a check of the keys, pedals and action, and a note of
    anything that needs doing.</p>` +
      table("Tuning", ["Piano", "Now", "From 1 April 2027", "How long"], TUNING) +
      dl([
        [
          "Pitch raise",
          "£45 on top, when a piano has dropped well below pitch: usually after 2 years or more untuned",
        ],
        ["A second piano at the same address", "£65, on the same visit"],
        ["Tuning plan", "Two tunings a year, booked for you, with 10% off"],
        ["Small fixes", "Free while we tune, up to 15 minutes: sticking keys, squeaky pedals"],
        ["Schools and churches", "£80 an upright, invoiced termly"],
        ["Call-out charge", "None within 10 miles; see how far we go"],
      ]) +
      `<p><a href="/book">Book a tuning</a> · <a href="/areas">How far we go</a></p>`,
  ),
  "/book": page(
    "Book a tuning",
    `<p>Tell us about your piano and we'll ring or email with a date. Mornings are 09:00 to 12:30, afternoons 13:00
    to 17:00; Saturdays are mornings only.</p>
      <form method="post" action="/book/send">
      <p><label>Piano <select name="piano">${options([
        ["upright", "Upright"],
        ["baby-grand", "Baby grand (up to 5 ft 6 in)"],
        ["grand", "Grand (over 5 ft 6 in)"],
        ["concert", "Concert grand, for a concert"],
      ])}</select></label></p>
      <p><label>How many pianos <select name="pianos">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3 or more"],
      ])}</select></label></p>
      <p><label>Last tuned <select name="tuned">${options([
        ["under-1", "Less than a year ago"],
        ["1-2", "1 to 2 years ago"],
        ["over-2", "More than 2 years ago"],
        ["dont-know", "Don't know"],
      ])}</select></label></p>
      <fieldset><legend>Which days</legend>
      <label><input type="radio" name="day" value="weekday"> Weekdays</label>
      <label><input type="radio" name="day" value="saturday"> Saturdays</label>
      <label><input type="radio" name="day" value="any"> Any day</label>
      </fieldset>
      <p><label>Time <select name="time">${options([
        ["morning", "Morning"],
        ["afternoon", "Afternoon"],
        ["either", "Either"],
      ])}</select></label></p>
      <p><label><input type="checkbox" name="plan" value="yes"> Put me on the tuning plan</label></p>
      ${you}
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/workshop": page(
    "The bench",
    `<p>Small repairs are done in your home while we tune. Bigger jobs go to our workshop at Loxley Mill, where Jacob
    and Arthur restore uprights and grands from the frame up.</p>` +
      table("Repairs", ["Job", "Upright", "Grand", "How long"], REPAIRS) +
      dl([
        ["Full restoration, uprights", "From £4,500, 12 to 16 weeks"],
        ["Full restoration, grands", "From £12,000, 6 to 9 months"],
        ["French polishing", "The case only, from £1,200 an upright"],
        ["Ivory keys", "We repair the ivory on your own piano, but never buy or sell ivory"],
        ["Looking it over", "Free at the workshop, or £45 at home, taken off the job"],
        ["Collection and return", "Free within 20 miles for restorations; repairs as a piano move"],
      ]) +
      `<h2>Ask for a quote</h2>
      <form method="post" action="/workshop/quote/send">
      <p><label>What needs doing <select name="job">${options([
        ["repair", "A repair"],
        ["regulation", "Regulating the action"],
        ["hammers", "Recovering the hammers"],
        ["strings", "New strings"],
        ["restoration", "A full restoration"],
        ["polishing", "French polishing"],
        ["not-sure", "Not sure"],
      ])}</select></label></p>
      <fieldset><legend>Piano</legend>
      <label><input type="radio" name="type" value="upright"> Upright</label>
      <label><input type="radio" name="type" value="grand"> Grand</label>
      </fieldset>
      <p><label>Make <input name="make"></label></p>
      <p><label>Roughly how old <select name="age">${options([
        ["before-1920", "Before 1920"],
        ["1920-1960", "1920 to 1960"],
        ["1960-2000", "1960 to 2000"],
        ["after-2000", "After 2000"],
        ["dont-know", "Don't know"],
      ])}</select></label></p>
      <fieldset><legend>Collect it from you?</legend>
      <label><input type="radio" name="collect" value="yes"> Yes please</label>
      <label><input type="radio" name="collect" value="no"> No, I'll bring it / it's small</label>
      </fieldset>
      ${you}
      <p><label>Tell us more <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Ask for a quote</button></form>`,
  ),
  "/moving": page(
    "Heavy lifting",
    `<p>Stan's crew move pianos on a piano board with straps and a stair-climber: 2 people for an upright, 3 for a
    grand.</p>` +
      table("Piano moves within 20 miles of Calverleigh", ["Move", "Upright", "Grand"], MOVES) +
      dl([
        ["Further than 20 miles", "£2 a mile on top, each way"],
        ["A lift", "If the piano fits, the ground floor price plus £25"],
        ["Spiral stairs", "We can't take a piano up or down a spiral staircase"],
        ["Digital pianos", "£60 anywhere within 20 miles, any floor"],
        ["Insurance", "Up to £30,000 while we move it"],
        ["After a move", "Leave it 2 weeks to settle, then book a tuning"],
      ]) +
      `<h2>Ask for a moving quote</h2>
      <form method="post" action="/moving/quote/send">
      <fieldset><legend>Piano</legend>
      <label><input type="radio" name="type" value="upright"> Upright</label>
      <label><input type="radio" name="type" value="grand"> Grand</label>
      <label><input type="radio" name="type" value="digital"> Digital</label>
      </fieldset>
      <p><label>Moving from (postcode) <input name="from" required></label></p>
      <p><label>It's on the <select name="from_floor">${floors}</select></label></p>
      <p><label>Moving to (postcode) <input name="to" required></label></p>
      <p><label>It's going to the <select name="to_floor">${floors}</select></label></p>
      <p><label>Date <input type="date" name="date"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Ask for a quote</button></form>`,
  ),
  "/rent": page(
    "Play before you buy",
    `<p>Not sure the lessons will stick? Rent a piano by the month, tuned and delivered.</p>` +
      table("Pianos to rent", ["Piano", "A month", "Shortest hire", "Delivery"], RENTALS) +
      dl([
        [
          "Rent to buy",
          "Buy the piano within 18 months and every month's rent you've paid comes off the price",
        ],
        ["First tuning", "Free, 4 weeks after it arrives"],
        ["Collection", "Free at the end of the hire, from a ground floor"],
        ["Deposit", "One month's rent, back when the piano comes home safely"],
        ["Stairs", "Priced as a piano move"],
      ]) +
      `<h2>Rent a piano</h2>
      <form method="post" action="/rent/apply/send">
      <p><label>Piano <select name="piano">${options([
        ["practice-upright", "Practice upright"],
        ["new-upright", "New Yamaha b1 upright"],
        ["digital", "Digital piano"],
        ["baby-grand", "Reconditioned baby grand"],
      ])}</select></label></p>
      <fieldset><legend>How</legend>
      <label><input type="radio" name="plan" value="rent"> Just renting</label>
      <label><input type="radio" name="plan" value="rent-to-buy"> Rent to buy</label>
      </fieldset>
      <p><label>Delivery date <input type="date" name="date" required></label></p>
      <p><label>It's going to the <select name="floor">${floors}</select></label></p>
      <p><label>Address <input name="address" required></label></p>
      ${you}
      <button type="submit">Ask to rent</button></form>`,
  ),
  ...pianoMorePages(page, options),
};

export const PIANO: CorpusSite = {
  name: "piano",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Thanks, you're in the diary",
      reply: (f) =>
        `Thanks, ${f.name}. We'll be in touch on ${f.phone} with a ${f.day} ${f.time} date to tune your ${f.piano} ` +
        `at ${f.postcode}.`,
    },
    "/workshop/quote/send": {
      title: "Quote requested",
      reply: (f) => `Thanks, ${f.name}. Jacob will email ${f.email} about your ${f.type} (${f.job}).`,
    },
    "/moving/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thanks, ${f.name}. Stan will email ${f.email} a price to move your ${f.type} from ${f.from} to ${f.to}.`,
    },
    "/rent/apply/send": {
      title: "Thanks for asking",
      reply: (f) => `Thanks, ${f.name}. Marta will ring ${f.phone} to arrange your ${f.piano} (${f.plan}).`,
    },
    "/showroom/visit/send": {
      title: "See you soon",
      reply: (f) =>
        `Thanks, ${f.name}. We've put you down for ${f.date} at ${f.time}. See you in the showroom.`,
    },
    "/contact/callback/send": {
      title: "We'll ring you",
      reply: (f) => `Thanks, ${f.name}. We'll ring ${f.phone} in the ${f.time} about ${f.about}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
