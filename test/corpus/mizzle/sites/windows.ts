import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { windowsMorePages } from "./windows-more";

// MIZZLE: the thirtieth held-out part of the corpus (Glassby & Sons), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A window cleaning, gutter and pressure washing firm in Stourcombe working rounds by
// postcode on set days: window cleaning prices as a table of house type × every 4 weeks × every 4 weeks from
// February × every 8 weeks × one-off, conservatories by size, minimum charges, gutter clearing and fascia and soffit
// cleaning by storeys for terraced or semi-detached and detached houses, pressure washing by surface a square metre
// with sealing and a minimum charge, the areas covered by day of the week, how the work is done (rain, wind, frost,
// locked gates, Christmas), paying, commercial contracts, insurance and the team, FAQs, dated news (with March's old
// one-off prices), forms for a quote, a commercial quote, a call back and a message, and three pages only the site's
// search finds. The footer's line about cleaning in all weathers, every day of the week, is true of no Sunday and no
// frost.
const shellPage = shell({
  brand: "Glassby &amp; Sons",
  tagline: "Window cleaning, gutters and pressure washing around Stourcombe since 2009",
  nav: [
    ["Round prices", "/prices"],
    ["Up top", "/gutters"],
    ["Down below", "/pressure-washing"],
    ["Where and when", "/areas"],
    ["Pure water", "/how-we-work"],
    ["Settling up", "/paying"],
    ["Shops and offices", "/commercial"],
    ["Who we are", "/about"],
    ["Questions", "/faq"],
    ["Van notes", "/news"],
    ["Get a price", "/quote"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Unit 7, Lockside Business Park, Stourcombe SQ2 5LB",
    phone: "01632 961 300",
    email: "office@glassbyandsons.test",
    socials: ["Facebook", "Nextdoor", "Instagram"],
  },
});

/** Every page, with the company number and the footer's line about all weathers: true of no Sunday and no frost. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Glassby &amp; Sons Window Cleaning Ltd, registered in England no. 07392615 · Fully insured · Cleaning in all weathers, every day of the week</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Window cleaning: house, every 4 weeks, every 4 weeks from 1 February 2027, every 8 weeks, one-off. */
const ROUND: string[][] = [
  ["Flat or maisonette", "£10", "£11", "£12", "£25"],
  ["2-bed terrace", "£14", "£15", "£16", "£35"],
  ["3-bed terrace", "£15", "£16", "£18", "£38"],
  ["3-bed semi", "£17", "£18", "£20", "£40"],
  ["3-bed detached", "£20", "£21", "£24", "£45"],
  ["4-bed detached", "£25", "£26", "£30", "£55"],
  ["5-bed detached", "£32", "£33", "£38", "£70"],
  ["Bungalow", "£15", "£16", "£18", "£35"],
];

/** Conservatories: size, sides with your window clean, roof and frames one-off. */
const CONSERVATORIES: string[][] = [
  ["Small (a lean-to, up to 3 × 3 m)", "£6", "£65"],
  ["Medium (up to 4 × 4 m)", "£9", "£85"],
  ["Large (over 4 × 4 m, P-shaped or Victorian)", "£12", "£110"],
];

/** Gutter clearing: storeys, terrace or semi, detached. */
const GUTTERS: string[][] = [
  ["Bungalow", "£55", "£65"],
  ["Two storeys", "£75", "£95"],
  ["Three storeys", "£110", "£140"],
];

/** Fascias and soffits: storeys, terrace or semi, detached. */
const FASCIAS: string[][] = [
  ["Bungalow", "£80", "£95"],
  ["Two storeys", "£120", "£160"],
  ["Three storeys", "£170", "£220"],
];

/** Pressure washing: surface, a square metre, with sealing. */
const WASHING: string[][] = [
  ["Block paving", "£3.00", "£5.80, re-sanded and sealed"],
  ["Tarmac", "£2.50", "—"],
  ["Concrete", "£2.20", "£4.20"],
  ["Indian sandstone or natural stone", "£3.50, soft washed", "£6.30"],
  ["Decking", "£3.00", "£5.00, oiled"],
  ["Resin-bound", "£2.80, soft washed only", "—"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Glassby &amp; Sons",
    `<p class="banner" role="status"><strong>From 1 February:</strong> 4-weekly cleans go up by £1.
    <a href="/prices">See the new prices</a>. Last round cleans before Christmas on Wednesday 23 December.</p>
    <p>A family firm on the same rounds for seventeen years. Windows, frames, sills and doors every visit, with pure
    water from the ground, so no ladders against your house.</p>
    <p><a href="/quote">Get a price</a> · <a href="/areas">Is it your day?</a> · <a href="/gutters">Gutters</a></p>
    <h2>Van notes</h2>${cards([
      ["16 November 2026", "Prices from 1 February", "4-weekly cleans only.", "/news"],
      ["9 November 2026", "The Christmas round", "Last cleans and the first ones back.", "/news"],
      ["20 October 2026", "ZR3 on Fridays", "The Ridge villages join the round.", "/news"],
    ])}
    <h2>What we do</h2>${cards([
      ["From £10", "Windows", "Every 4 or 8 weeks, or once.", "/prices"],
      ["From £55", "Gutters", "Cleared from the ground, with photos.", "/gutters"],
      ["From £2.20 a m²", "Driveways and patios", "Pressure washed and sealed.", "/pressure-washing"],
    ])}`,
  ),
  "/prices": page(
    "Round prices",
    `<p>Outside windows, frames, sills and doors, every visit. Prices include VAT. Not sure which you are? Ask for a
    <a href="/quote">price</a> and we'll look on the day.</p>` +
      table(
        "Window cleaning",
        ["House", "Every 4 weeks", "Every 4 weeks from 1 February 2027", "Every 8 weeks", "One-off"],
        ROUND,
      ) +
      `<p>From 1 February 2027 every 4-weekly clean goes up by £1. Every 8 weeks, one-off cleans and conservatories stay
      the same.</p>` +
      table(
        "Conservatories",
        ["Size", "Sides, with your window clean", "Roof and frames, one-off"],
        CONSERVATORIES,
      ) +
      dl([
        ["Insides", "One-off only, by appointment: the same as the outside price again"],
        ["Skylights and roof windows", "£2 each"],
        ["Smallest charge", "£10 a visit on a round; £25 for a one-off"],
        ["Extensions, garages and garden rooms", "Priced on your quote"],
        ["Conservatory roofs", "Cleaned from the ground with a soft brush: we never climb on them"],
      ]),
  ),
  "/gutters": page(
    "Up top",
    `<p>Gutters cleared with a vacuum from the ground, with a camera so you see them before and after. No ladders on
    your fascias.</p>` +
      table("Gutter clearing", ["Storeys", "Terrace or semi", "Detached"], GUTTERS) +
      table("Fascias and soffits, washed", ["Storeys", "Terrace or semi", "Detached"], FASCIAS) +
      dl([
        ["Together", "Gutters with fascias and soffits on the same day: 15% off both"],
        ["Downpipes", "Unblocked for £15 each"],
        ["Leaking joints", "Re-sealed for £20 a joint; new lengths of gutter on a quote"],
        ["Roofs", "We don't clean or de-moss roofs"],
        ["When", "Saturdays, and any day between rounds"],
      ]),
  ),
  "/pressure-washing": page(
    "Down below",
    `<p>Driveways, paths and patios, by the square metre. We measure on the day and tell you the price before we
    start.</p>` +
      table("Pressure washing, a square metre", ["Surface", "A square metre", "With sealing"], WASHING) +
      dl([
        ["Smallest charge", "£120 for any pressure washing job"],
        ["Water", "From your outside tap; no tap, and we bring 500 litres for £25"],
        ["Weeds", "Weed treatment at £1 a square metre"],
        ["After sealing", "Keep off it for 24 hours, and cars off for 48"],
        ["Render and walls", "We don't pressure wash render"],
        ["Who", "Marek and his van, on Saturdays and between rounds"],
      ]),
  ),
  "/quote": page(
    "Get a price",
    `<p>Tell us what you'd like and we'll text a price within a working day. Round customers start on the next
    round day for your postcode.</p>
      <form method="post" action="/quote/send">
      <p><label>What for <select name="service">${options([
        ["windows", "Window cleaning"],
        ["gutters", "Gutter clearing"],
        ["fascias", "Fascias and soffits"],
        ["pressure-washing", "Pressure washing"],
        ["conservatory-roof", "A conservatory roof"],
      ])}</select></label></p>
      <p><label>House <select name="house">${options([
        ["flat", "Flat or maisonette"],
        ["2-bed-terrace", "2-bed terrace"],
        ["3-bed-terrace", "3-bed terrace"],
        ["3-bed-semi", "3-bed semi"],
        ["3-bed-detached", "3-bed detached"],
        ["4-bed-detached", "4-bed detached"],
        ["5-bed-detached", "5-bed detached"],
        ["bungalow", "Bungalow"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Storeys <select name="storeys">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
      ])}</select></label></p>
      <fieldset><legend>How often</legend>
      <label><input type="radio" name="frequency" value="4-weekly"> Every 4 weeks</label>
      <label><input type="radio" name="frequency" value="8-weekly"> Every 8 weeks</label>
      <label><input type="radio" name="frequency" value="one-off"> Just once</label>
      </fieldset>
      <p><label>Conservatory <select name="conservatory">${options([
        ["none", "No conservatory"],
        ["small", "Small"],
        ["medium", "Medium"],
        ["large", "Large"],
      ])}</select></label></p>
      <p><label>Area to wash, square metres <input type="number" name="area"></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Get my price</button></form>`,
  ),
  ...windowsMorePages(page, options),
};

export const WINDOWS: CorpusSite = {
  name: "windows",
  pages,
  layout: page,
  forms: {
    "/quote/send": {
      title: "Thanks, we'll be in touch",
      reply: (f) =>
        `Thanks, ${f.name}. We'll text ${f.phone} a price for ${f.service} at ${f.postcode} within a working day.`,
    },
    "/commercial/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thanks, ${f.contact}. Dean will visit ${f.business} (${f.postcode}) to measure up and email ${f.email} ` +
        `a ${f.frequency} price.`,
    },
    "/contact/callback/send": {
      title: "We'll ring you",
      reply: (f) => `Thanks, ${f.name}. Kerry will ring ${f.phone} in the ${f.time} about ${f.reason}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within a working day.`,
    },
  },
};
