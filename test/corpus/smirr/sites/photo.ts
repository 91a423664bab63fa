import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { photoMorePages } from "./photo-more";

// SMIRR: the thirty-first held-out part of the corpus (Lark & Linden), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An independent portrait and events photography studio with two studios, Tanner Row (a
// first-floor studio in the middle of Tollbridge, up the stairs, open late on Thursdays) and The Chapel (a converted
// chapel in the village of Ewenden, step-free, with a yard to park in and a garden for pets): portrait sessions as a
// table of session × where × time × outfits × edited images × price × price from 1 March 2027, headshot packages,
// prints and albums by size, studio hire by the hour for other photographers (weekday and weekend rates for each
// studio), wedding and event packages, deposits and moving or cancelling by notice, opening hours by studio and day,
// Christmas hours, gift vouchers, access and parking, the team as cards, FAQs, dated news (with April's old newborn
// price), forms to book a sitting, hire a studio, ask about a wedding, buy a voucher, ask for a call back and send a
// message, and three pages only the site's search finds. The footer's line about both studios being open six days a
// week is true of no Monday or Tuesday at The Chapel.
const shellPage = shell({
  brand: "Lark &amp; Linden",
  tagline: "Portrait, wedding and event photography in Tollbridge and Ewenden",
  nav: [
    ["Sittings", "/portraits"],
    ["On the wall", "/prints"],
    ["Borrow the light", "/studio-hire"],
    ["Big days", "/weddings"],
    ["Dates and deposits", "/booking"],
    ["Two rooms", "/studios"],
    ["Give a sitting", "/vouchers"],
    ["Behind the lens", "/team"],
    ["Good to know", "/faq"],
    ["Darkroom notes", "/news"],
    ["Say cheese", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "First floor, 9 Tanner Row, Tollbridge TB1 4RW",
    phone: "01632 978 200",
    email: "studio@larkandlinden.test",
    socials: ["Instagram", "Facebook", "Pinterest"],
  },
});

/** Every page, with the company number and the footer's six days a week: true of no Monday or Tuesday at The Chapel. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Lark &amp; Linden Photography Ltd, registered in England no. 13527840 · Both studios open six days a week · Member of the Guild of Portrait Photographers</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Portrait sessions: session, where, time, outfits, edited images, price now, price from 1 March 2027. */
const SESSIONS: string[][] = [
  [
    "Newborn (up to 3 weeks old)",
    "The Chapel only",
    "Up to 3 hours",
    "Wraps and props provided",
    "12",
    "£175",
    "£175",
  ],
  ["Family (up to 6 people)", "Both studios", "45 minutes", "2", "8", "£95", "£110"],
  ["Pet (one pet, owners welcome)", "The Chapel only, with the garden", "40 minutes", "—", "6", "£85", "£90"],
  ["Bump (maternity)", "Both studios", "1 hour", "3", "8", "£120", "£130"],
  [
    "Cake smash (first birthday)",
    "Tanner Row only",
    "1 hour, with a splash bath",
    "1, plus the cake",
    "10",
    "£150",
    "£150",
  ],
];

/** Headshots: package, time, outfits, edited images, price. */
const HEADSHOTS: string[][] = [
  ["Express", "20 minutes", "1", "2", "£65"],
  ["Plus", "45 minutes", "3", "6", "£110"],
  ["Team day, at your office", "Up to 10 people, half a day", "1 each", "2 each", "£450"],
];

const you = `<p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Lark &amp; Linden",
    `<p class="banner" role="status"><strong>From 1 March:</strong> new prices for family, pet and bump sessions.
    <a href="/news">What's changing</a>. Christmas vouchers posted until Friday 18 December.</p>
    <p>Natural, unfussy photographs of the people (and animals) you love. Two studios: a bright first-floor room on
    Tanner Row in the middle of Tollbridge, and a converted chapel with tall arched windows in Ewenden.</p>
    <p><a href="/portraits">Sittings</a> · <a href="/book">Book a sitting</a> · <a href="/weddings">Weddings</a></p>
    <h2>Darkroom notes</h2>${cards([
      ["18 November 2026", "Prices from 1 March", "Family, pet and bump sessions.", "/news"],
      ["5 November 2026", "Christmas vouchers", "Last posting and our Christmas closing.", "/news"],
      ["22 September 2026", "Late Thursdays", "Tanner Row stays open for after-work headshots.", "/news"],
    ])}
    <h2>Popular</h2>${cards([
      ["From £65", "Headshots", "In and out in 20 minutes.", "/portraits"],
      ["From £95", "Families", "Grandparents and dogs welcome.", "/portraits"],
      ["From £35 an hour", "Studio hire", "For other photographers.", "/studio-hire"],
    ])}`,
  ),
  "/portraits": page(
    "Sittings",
    `<p>Every sitting is relaxed: we take breaks whenever the little ones (or the big ones) need them. About a week
    later you choose your favourites at a viewing, at the studio or online.</p>` +
      table(
        "Portrait sessions",
        ["Session", "Where", "Time in the studio", "Outfits", "Edited images", "Price", "From 1 March 2027"],
        SESSIONS,
      ) +
      table("Headshots, at Tanner Row", ["Package", "Time", "Outfits", "Edited images", "Price"], HEADSHOTS) +
      dl([
        ["More edited images", "£15 each"],
        ["Every image from your sitting, edited and digital", "£195"],
        ["More than 6 people", "£10 a person on a family session"],
        ["A second pet", "£20"],
        ["Your gallery", "Online within 3 weeks, to download for 60 days"],
        ["Unedited files", "We don't give out unedited or RAW files"],
      ]) +
      `<p><a href="/book">Book a sitting</a> · <a href="/prints">Prints and albums</a></p>`,
  ),
  "/book": page(
    "Book a sitting",
    `<p>Pick a sitting, a studio and a time. A £30 deposit holds it and comes off the price.</p>
      <form method="post" action="/book/send">
      <p><label>Sitting <select name="session">${options([
        ["newborn", "Newborn (The Chapel)"],
        ["family", "Family"],
        ["pet", "Pet (The Chapel)"],
        ["bump", "Bump"],
        ["cake-smash", "Cake smash (Tanner Row)"],
        ["headshot-express", "Headshots: Express (Tanner Row)"],
        ["headshot-plus", "Headshots: Plus (Tanner Row)"],
      ])}</select></label></p>
      <p><label>Studio <select name="studio">${options([
        ["tanner-row", "Tanner Row, Tollbridge"],
        ["chapel", "The Chapel, Ewenden"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start <select name="time">${options([
        ["09:30", "09:30"],
        ["11:00", "11:00"],
        ["13:30", "13:30"],
        ["15:00", "15:00"],
        ["18:00", "18:00 (Thursdays, Tanner Row)"],
      ])}</select></label></p>
      <p><label>People in the photos <select name="people">${options(
        ["1", "2", "3", "4", "5", "6", "7", "8"].map((c) => [c, c] as [string, string]),
      )}</select></label></p>
      <p><label>Pets <select name="pets">${options(
        ["0", "1", "2"].map((c) => [c, c] as [string, string]),
      )}</select></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      ${you}
      <button type="submit">Book and pay the deposit</button></form>`,
  ),
  "/prints": page(
    "On the wall",
    `<p>Printed on archival paper by our lab in Tollbridge, checked by hand before they leave. Order from your online
    gallery or at your viewing.</p>` +
      table(
        "Prints",
        ["Size", "Print", "Mounted", "Framed", "Canvas"],
        [
          ["6 × 4 in", "£8", "—", "—", "—"],
          ["7 × 5 in", "£10", "£18", "£45", "—"],
          ["10 × 8 in", "£18", "£28", "£75", "£85"],
          ["16 × 12 in", "£35", "£50", "£120", "£130"],
          ["20 × 16 in", "£55", "£75", "£165", "£175"],
          ["30 × 20 in", "£85", "—", "£240", "£260"],
        ],
      ) +
      table(
        "Albums",
        ["Album", "Size", "Pages", "Price"],
        [
          ["Little Book", "8 × 8 in, soft cover", "20", "£145"],
          ["Heirloom Album", "10 × 10 in, linen cover", "30", "£395"],
          ["Wedding Album", "12 × 12 in, leather cover", "40", "£650"],
          ["Parent albums", "8 × 8 in copies of your Wedding Album", "20", "£195 each"],
        ],
      ) +
      dl([
        ["More pages", "£12 a spread"],
        ["How long", "Prints in 10 working days; albums in 6 weeks"],
        ["Delivery", "Free over £100, otherwise £6.95; or collect from Tanner Row"],
        ["Frames", "Oak, white or black, with museum glass"],
      ]),
  ),
  "/studio-hire": page(
    "Borrow the light",
    `<p>Both studios are for hire to other photographers, filmmakers and makers when we're not shooting.</p>` +
      table(
        "Studio hire",
        ["Studio", "Weekdays, an hour", "Weekends, an hour", "Half day (4 hours)", "What's there"],
        [
          [
            "Tanner Row",
            "£35",
            "£45",
            "£120",
            "5 × 7 m, a white infinity cove, 3 flash heads and paper backdrops",
          ],
          [
            "The Chapel",
            "£50",
            "£65",
            "£180",
            "9 × 14 m, 6 m ceilings, arched north windows, 2 LED panels, a roll-top bath and the newborn props",
          ],
        ],
      ) +
      dl([
        ["Shortest booking", "2 hours"],
        ["Evenings", "After 18:00, at the weekend rate"],
        ["Full day (8 hours)", "Tanner Row £220; The Chapel £320"],
        ["To book", "Half the price when you book, the rest on the day"],
        ["Insurance", "Bring your own public liability cover"],
        ["Not allowed", "Smoke machines, haze, confetti or naked flames: The Chapel is a listed building"],
      ]) +
      `<h2>Ask to hire a studio</h2>
      <form method="post" action="/studio-hire/book/send">
      <p><label>Studio <select name="studio">${options([
        ["tanner-row", "Tanner Row"],
        ["chapel", "The Chapel"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>From <select name="start">${options([
        ["09:00", "09:00"],
        ["10:00", "10:00"],
        ["13:00", "13:00"],
        ["14:00", "14:00"],
        ["18:00", "18:00"],
      ])}</select></label></p>
      <p><label>How long <select name="hours">${options([
        ["2", "2 hours"],
        ["3", "3 hours"],
        ["4", "Half day (4 hours)"],
        ["8", "Full day (8 hours)"],
      ])}</select></label></p>
      <fieldset><legend>What for</legend>
      <label><input type="radio" name="use" value="portraits"> Portraits</label>
      <label><input type="radio" name="use" value="product"> Products</label>
      <label><input type="radio" name="use" value="video"> Video</label>
      <label><input type="radio" name="use" value="workshop"> A workshop or class</label>
      </fieldset>
      <p><label>Business <input name="business"></label></p>
      ${you}
      <button type="submit">Ask for the date</button></form>`,
  ),
  ...photoMorePages(page, options, you),
};

export const PHOTO: CorpusSite = {
  name: "photo",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Sitting booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.session} sitting is pencilled in at ${f.studio} on ${f.date} at ${f.time} ` +
        `for ${f.people}. We've emailed ${f.email} a link to pay the £30 deposit.`,
    },
    "/studio-hire/book/send": {
      title: "Studio hire requested",
      reply: (f) =>
        `Thanks, ${f.name}. We'll check ${f.studio} on ${f.date} from ${f.start} for ${f.hours} hours and email ` +
        `${f.email} within a working day.`,
    },
    "/weddings/enquire/send": {
      title: "Thank you",
      reply: (f) =>
        `Thanks, ${f.name} and ${f.partner}. We'll check ${f.date} at ${f.venue} and email ${f.email} about the ` +
        `${f.package} package within 2 working days.`,
    },
    "/vouchers/buy/send": {
      title: "Voucher ordered",
      reply: (f) => `Thanks, ${f.name}. A ${f.voucher} voucher for ${f.to} will go by ${f.delivery}.`,
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
