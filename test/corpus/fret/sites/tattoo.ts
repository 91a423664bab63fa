import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, personCard, shell, table } from "../../sites/kit";
import { tattooMorePages } from "./tattoo-more";

// FRET: the thirty-third held-out part of the corpus (Copperhand Tattoo and Piercing), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A tattoo and piercing studio with two studios, Copperhand Kingsgate (on the
// first floor above a record shop in Brackenford town centre, 14 stairs and no lift, with piercing walk-ins) and
// Copperhand Millbeck (a step-free studio by the canal in Millbeck with its own parking, tattoos by appointment and
// piercing on Thursdays and Saturdays only, never walk-ins): tattoo prices as a table of size × example × time ×
// price with minimum charges by studio, a day rate, deposits, touch-ups and cover-ups, the tattooists as a table of
// artist × studio × styles × an hour × books, piercers and the front desk as cards, piercing prices as a table of
// piercing × now × from 4 January 2027 × jewellery (included or extra) × youngest age × healing, gold upgrades and
// downsizing, aftercare with a price list, the rules (18 for any tattoo, ID, parental consent, friends, moving an
// appointment), opening hours by studio with Christmas and New Year, FAQs, dated news (with January 2026's old
// piercing prices), forms to book a consultation and a piercing, join an artist's waiting list, buy a gift voucher
// and send a message, and two pages only the site's search finds. The footer's walk-ins welcome at both studios is
// true of Kingsgate only.
const shellPage = shell({
  brand: "Copperhand Tattoo and Piercing",
  tagline: "Custom tattoos and careful piercing in Brackenford and Millbeck",
  nav: [
    ["Ink", "/tattoos"],
    ["Steel and gold", "/piercing"],
    ["The hands", "/artists"],
    ["Heal well", "/aftercare"],
    ["Ground rules", "/rules"],
    ["Two doors", "/studios"],
    ["Give it", "/vouchers"],
    ["Asked a lot", "/faq"],
    ["From the chair", "/news"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Copperhand Kingsgate, 27 Kingsgate, Brackenford BK1 3KG",
    phone: "0113 496 0412",
    email: "hello@copperhand.test",
    socials: ["Instagram", "Facebook", "TikTok"],
  },
});

/** Every page, with the company number and the footer's walk-ins at both studios: true of Kingsgate only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Copperhand Studios Ltd, registered in England no. 11839204 · Walk-ins welcome at both studios · Licensed by Brackenford Borough Council and Millbeck Town Council</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Tattoo sizes: size, for example, time in the chair, price. */
const SIZES: string[][] = [
  ["Tiny (up to 5 cm)", "A date, an initial, a small symbol", "Under 30 minutes", "The minimum charge"],
  ["Small (5 to 10 cm)", "A wrist piece, a small flower", "1 to 2 hours", "From £100"],
  ["Medium (10 to 20 cm)", "A forearm or calf piece", "2 to 4 hours", "From £250"],
  ["Large (over 20 cm)", "A thigh piece, a half sleeve", "2 to 4 sessions", "From £750"],
  ["A sleeve or a back piece", "Shoulder to wrist, or the whole back", "5 to 10 sessions", "Day rate"],
];

/** The tattooists: artist, studio, styles, an hour, books. */
const ARTISTS: string[][] = [
  [
    "Nell Ashdown",
    "Kingsgate",
    "Blackwork, botanical, dotwork, cover-ups",
    "£120",
    "Open for January and February",
  ],
  ["Rafi Qureshi", "Kingsgate", "Neo-traditional, bold colour", "£110", "Closed until March 2027"],
  ["Oli Brennan (apprentice)", "Kingsgate", "Flash and small pieces", "£70", "Open"],
  ["Kit Hallworth", "Millbeck", "Fine line, script, micro-realism", "£100", "Open"],
  [
    "Tamsin Wray",
    "Millbeck",
    "Realism, black and grey, portraits, cover-ups",
    "£130",
    "Consultations only; tattooing again from April 2027",
  ],
  ["Jonah Pike", "Millbeck", "Japanese, large-scale pieces", "£115", "Open"],
];

/** Piercing: piercing, now, from 4 January 2027, jewellery, youngest age, healing. */
const PIERCING: string[][] = [
  ["Lobe, one ear", "£25", "£28", "Titanium stud included", "7, with a parent or guardian", "6 to 8 weeks"],
  ["Both lobes", "£40", "£45", "Titanium studs included", "7, with a parent or guardian", "6 to 8 weeks"],
  ["Helix", "£35", "£38", "Titanium stud included", "14, with a parent or guardian", "6 to 9 months"],
  ["Tragus", "£35", "£38", "Titanium stud included", "16", "6 to 9 months"],
  ["Daith", "£40", "£42", "Titanium ring included", "16", "6 to 9 months"],
  ["Industrial", "£45", "£50", "Titanium bar included", "16", "9 to 12 months"],
  ["Nostril", "£35", "£38", "Titanium stud included", "16", "4 to 6 months"],
  ["Septum", "£40", "£42", "Extra: rings from £20", "16", "2 to 3 months"],
  ["Eyebrow", "£35", "£35", "Titanium bar included", "16", "2 to 3 months"],
  ["Tongue", "£40", "£45", "Titanium barbell included", "18", "4 to 6 weeks"],
  ["Navel (belly button)", "£40", "£45", "Titanium bar included", "16", "6 to 9 months"],
  ["Nipple, each", "£35", "£40", "Extra: barbells from £22", "18", "6 to 9 months"],
  ["Dermal anchor", "£50", "£55", "Titanium top included", "18", "3 months"],
];

const you = `<p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const studio = `<fieldset><legend>Studio</legend>
      <label><input type="radio" name="studio" value="kingsgate"> Kingsgate, Brackenford</label>
      <label><input type="radio" name="studio" value="millbeck"> Millbeck</label>
      </fieldset>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Copperhand Tattoo and Piercing",
    `<p class="banner" role="status"><strong>Piercing prices change on 4 January.</strong>
    <a href="/news">What's changing</a>. Christmas gift vouchers: <a href="/vouchers">buy one here</a>.</p>
    <p>Custom tattoos drawn for you by the artist who'll tattoo them, and piercing with implant-grade titanium, in
    the middle of Brackenford since 2014 and by the canal in Millbeck since 2024.</p>
    <p><a href="/consultation">Book a free consultation</a> · <a href="/piercing/book">Book a piercing</a></p>
    <h2>From the chair</h2>${cards([
      [
        "20 November 2026",
        "Piercing prices from 4 January",
        "Lobes, cartilage, tongues and navels.",
        "/news",
      ],
      ["14 November 2026", "Friday 13th flash day", "Thank you, Brackenford.", "/news"],
      ["2 October 2026", "Millbeck is two", "And now open on Sundays.", "/news"],
    ])}
    <h2>What we do</h2>${cards([
      ["From £60", "Tattoos", "Blackwork to Japanese, fine line to full sleeves.", "/tattoos"],
      ["From £25", "Piercing", "Titanium jewellery included in most prices.", "/piercing"],
      ["Six tattooists", "The artists", "Three in each studio.", "/artists"],
    ])}`,
  ),
  "/tattoos": page(
    "Ink",
    `<p>Every tattoo at Copperhand is drawn for you by the artist who'll tattoo it. Start with a free consultation:
    bring your ideas, photos and the place you want it, and we'll tell you how long it'll take.</p>` +
      table("What a tattoo costs", ["Size", "For example", "Time in the chair", "Price"], SIZES) +
      dl([
        ["Minimum charge", "£60 at Kingsgate, £50 at Millbeck, for anything up to about 5 cm"],
        ["By the hour", "£70 to £130, depending on the artist"],
        ["A full day", "6 hours in the chair for £600, or £420 with Oli, our apprentice"],
        [
          "Deposits",
          "£50 for anything up to 2 hours; £100 for longer pieces and full days. A deposit comes off your last session and is non-refundable",
        ],
        ["Touch-ups", "Free within 3 months for our own work; after that, the minimum charge"],
        ["Cover-ups and reworks", "With Nell at Kingsgate or Tamsin at Millbeck, after a consultation"],
        ["Flash walk-ins", "Thursdays 17:00–20:00 at Kingsgate, flash from £60, first come first served"],
        ["Consultations", "Free, 20 minutes, in the studio or by video call"],
      ]) +
      `<p><a href="/consultation">Book a consultation</a> · <a href="/artists">Choose an artist</a></p>`,
  ),
  "/consultation": page(
    "Book a consultation",
    `<p>A free 20-minute chat with your artist about the idea, the size and the place. Pick the studio your artist
    works at, or let us choose.</p>
      <form method="post" action="/consultation/send">
      ${studio}
      <p><label>Artist <select name="artist">${options([
        ["any", "Whoever suits my idea"],
        ["nell", "Nell Ashdown (Kingsgate)"],
        ["rafi", "Rafi Qureshi (Kingsgate)"],
        ["oli", "Oli Brennan (Kingsgate)"],
        ["kit", "Kit Hallworth (Millbeck)"],
        ["tamsin", "Tamsin Wray (Millbeck)"],
        ["jonah", "Jonah Pike (Millbeck)"],
      ])}</select></label></p>
      <p><label>Style <select name="style">${options([
        ["blackwork", "Blackwork or dotwork"],
        ["botanical", "Botanical"],
        ["neo-traditional", "Neo-traditional or colour"],
        ["fine-line", "Fine line"],
        ["script", "Script or lettering"],
        ["realism", "Realism or a portrait"],
        ["japanese", "Japanese"],
        ["cover-up", "A cover-up or rework"],
        ["not-sure", "Not sure yet"],
      ])}</select></label></p>
      <p><label>Where on your body <input name="placement" required></label></p>
      <p><label>Size <select name="size">${options([
        ["tiny", "Tiny, up to 5 cm"],
        ["small", "Small, 5 to 10 cm"],
        ["medium", "Medium, 10 to 20 cm"],
        ["large", "Large, over 20 cm"],
        ["sleeve", "A sleeve or a back piece"],
      ])}</select></label></p>
      <fieldset><legend>Your first tattoo?</legend>
      <label><input type="radio" name="first" value="yes"> Yes</label>
      <label><input type="radio" name="first" value="no"> No</label>
      </fieldset>
      <fieldset><legend>How</legend>
      <label><input type="radio" name="how" value="in-person"> In the studio</label>
      <label><input type="radio" name="how" value="video"> By video call</label>
      </fieldset>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["11:00", "11:00"],
        ["13:00", "13:00"],
        ["15:00", "15:00"],
        ["17:00", "17:00 (Thursdays)"],
      ])}</select></label></p>
      <p><label>Your idea <textarea name="idea" rows="4"></textarea></label></p>
      <p><label>Your name <input name="name" required></label></p>
      ${you}
      <button type="submit">Book my consultation</button></form>`,
  ),
  "/artists": page(
    "The hands",
    `<p>Six tattooists, three at each studio. Every one of them draws their own designs; none of them copies
    another artist's tattoo.</p>` +
      table("Our tattooists", ["Artist", "Studio", "Styles", "An hour", "Books"], ARTISTS) +
      `<h2>Piercing and the front desk</h2><div class="cards">${[
        personCard("Sasha Petrovic", "Head piercer, Kingsgate", "Every piercing we do, and fitting gold"),
        personCard("Megan Doyle", "Piercer, Millbeck", "Thursdays and Saturdays"),
        personCard("Ade Okonjo", "Studio manager", "Bookings, deposits and vouchers at both studios"),
      ].join("")}</div>
      <h2>Waiting for a closed book?</h2>
      <form method="post" action="/artists/waitlist/send">
      <p><label>Artist <select name="artist">${options([
        ["rafi", "Rafi Qureshi (books open in March)"],
        ["tamsin", "Tamsin Wray (tattooing from April)"],
      ])}</select></label></p>
      <p><label>Your idea <textarea name="idea" rows="3"></textarea></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Tell me when</button></form>`,
  ),
  "/piercing": page(
    "Steel and gold",
    `<p>We pierce with implant-grade titanium, and most prices include your first jewellery. Prices change on
    4 January 2027.</p>` +
      table(
        "Piercing prices",
        ["Piercing", "Now", "From 4 January 2027", "Jewellery", "Youngest age", "Healing"],
        PIERCING,
      ) +
      dl([
        ["How we pierce", "With a single-use needle, never a gun"],
        [
          "Walk-ins",
          "Kingsgate, Tuesday to Saturday 11:00–16:30; Millbeck by appointment only, Thursdays and Saturdays",
        ],
        ["Gold upgrade", "14k solid gold ends from £45 on top of the piercing price"],
        ["Downsizing", "Free within 12 weeks for piercings done here, bar included; otherwise £10"],
        ["Changing your jewellery", "£10 to fit, free if you buy the jewellery from us"],
        ["Your own jewellery", "We never pierce with jewellery you've brought in"],
        ["Check-up", "Free, 6 weeks after your piercing"],
        [
          "Under 16s",
          "A parent or guardian must come, with their photo ID and the child's birth certificate",
        ],
      ]) +
      `<p><a href="/piercing/book">Book a piercing</a> · <a href="/aftercare">Looking after it</a></p>`,
  ),
  "/piercing/book": page(
    "Book a piercing",
    `<p>Book ahead at either studio, or walk in at Kingsgate. Under 16s must come with a parent or guardian.</p>
      <form method="post" action="/piercing/book/send">
      <fieldset><legend>Studio</legend>
      <label><input type="radio" name="studio" value="kingsgate"> Kingsgate (Tuesday to Saturday)</label>
      <label><input type="radio" name="studio" value="millbeck"> Millbeck (Thursdays and Saturdays)</label>
      </fieldset>
      <p><label>Piercing <select name="piercing">${options([
        ["lobe", "Lobe, one ear"],
        ["lobes", "Both lobes"],
        ["helix", "Helix"],
        ["tragus", "Tragus"],
        ["daith", "Daith"],
        ["industrial", "Industrial"],
        ["nostril", "Nostril"],
        ["septum", "Septum"],
        ["eyebrow", "Eyebrow"],
        ["tongue", "Tongue"],
        ["navel", "Navel"],
        ["nipple", "Nipple"],
        ["dermal", "Dermal anchor"],
      ])}</select></label></p>
      <fieldset><legend>Jewellery</legend>
      <label><input type="radio" name="jewellery" value="titanium"> Titanium</label>
      <label><input type="radio" name="jewellery" value="gold"> 14k gold (from £45 more)</label>
      </fieldset>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["11:00", "11:00"],
        ["12:00", "12:00"],
        ["13:00", "13:00"],
        ["14:00", "14:00"],
        ["15:00", "15:00"],
        ["16:00", "16:00"],
      ])}</select></label></p>
      <fieldset><legend>Age of the person being pierced</legend>
      <label><input type="radio" name="age" value="18-plus"> 18 or over</label>
      <label><input type="radio" name="age" value="16-17"> 16 or 17</label>
      <label><input type="radio" name="age" value="under-16"> Under 16</label>
      </fieldset>
      <p><label>Name of the person being pierced <input name="name" required></label></p>
      <p><label>Parent or guardian coming with them (under 16s) <input name="parent"></label></p>
      ${you}
      <button type="submit">Book</button></form>`,
  ),
  ...tattooMorePages(page, options),
};

export const TATTOO: CorpusSite = {
  name: "tattoo",
  pages,
  layout: page,
  forms: {
    "/consultation/send": {
      title: "Consultation booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your consultation at ${f.studio} is on ${f.date} at ${f.time} (${f.how}). ` +
        `We've emailed ${f.email}.`,
    },
    "/piercing/book/send": {
      title: "Piercing booked",
      reply: (f) =>
        `Thanks. ${f.name}'s ${f.piercing} piercing at ${f.studio} is booked for ${f.date} at ${f.time}. ` +
        `We've emailed ${f.email}.`,
    },
    "/artists/waitlist/send": {
      title: "You're on the list",
      reply: (f) => `Thanks, ${f.name}. We'll email ${f.email} when ${f.artist}'s books open.`,
    },
    "/vouchers/send": {
      title: "Voucher bought",
      reply: (f) =>
        `Thanks, ${f.name}. A £${f.amount} voucher for ${f.recipient} is on its way by ${f.delivery}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
