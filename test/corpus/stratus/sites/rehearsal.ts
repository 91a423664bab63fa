import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, personCard, shell, table } from "../../sites/kit";
import { rehearsalMorePages } from "./rehearsal-more";

// STRATUS: the thirty-eighth held-out part of the corpus (Tinderbox Studios), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A band rehearsal and recording studio on two sites: five rehearsal rooms and a
// drum booth in railway arches at Brackwell, and two rooms and a recording studio in an old chapel at Hepford. The
// rooms as a table of room × site × size × band size × PA × drum kit, rates as a table of room × off-peak × peak ×
// whole Saturday, recording packages as a table of package × hours × what you get × weekday × weekend, the
// engineers, backline hire by the session and to take away, the two sites compared, opening hours by day and site
// with summer Sundays and Christmas, moving and cancelling by notice, FAQs, dated news (with 2025's rates), forms to
// book a room, ask about recording, move or cancel a booking and send a message, and two pages only the site's
// search finds. The footer's "open until midnight on Fridays and Saturdays" is Brackwell's, not Hepford's.
const shellPage = shell({
  brand: "Tinderbox Studios",
  tagline: "Rehearse loud in Brackwell, record in Hepford",
  nav: [
    ["Spaces", "/rooms"],
    ["What it costs", "/rates"],
    ["Make a record", "/recording"],
    ["Backline &amp; extras", "/backline"],
    ["Brackwell or Hepford?", "/sites"],
    ["When we're open", "/hours"],
    ["Book", "/book"],
    ["Moving a session", "/changes"],
    ["Good to know", "/faq"],
    ["Noticeboard", "/news"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Arches, 4 Viaduct Yard, Brackwell BW2 7RA",
    phone: "01632 960382",
    email: "hello@tinderboxstudios.test",
    socials: ["Instagram", "Facebook", "TikTok"],
  },
});

/** Every page, with the company and VAT numbers and the footer's midnight: Brackwell's only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Tinderbox Studios Ltd, registered in England and Wales no. 11472093 · VAT no. GB 318 6620 41 · Open until midnight on Fridays and Saturdays</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** Rooms: room, site, size, fits, PA, drum kit. */
const ROOMS: string[][] = [
  ["Ember", "Brackwell", "18 m²", "Up to 4 players", "1 kW", "Yes"],
  ["Flint", "Brackwell", "24 m²", "Up to 5 players", "1.5 kW", "Yes"],
  ["Spark", "Brackwell", "12 m²", "Up to 3 players", "600 W", "No: for singers, duos and acoustic acts"],
  ["Cinder", "Brackwell", "30 m²", "Up to 6 players", "2 kW", "Yes"],
  ["Blaze", "Brackwell", "42 m²", "Up to 8 players", "3 kW", "Yes, on a drum riser"],
  ["Drum booth", "Brackwell", "6 m²", "1 drummer", "–", "Yes, with a practice pad"],
  ["Chapel", "Hepford", "55 m²", "Up to 10 players", "3.5 kW", "Yes"],
  ["Vestry", "Hepford", "16 m²", "Up to 4 players", "1 kW", "Yes"],
];

/** Rates: room, off-peak an hour, peak an hour, whole Saturday. */
const RATES: string[][] = [
  ["Ember", "£12", "£16", "£95"],
  ["Flint", "£14", "£19", "£110"],
  ["Spark", "£9", "£12", "£70"],
  ["Cinder", "£16", "£22", "£130"],
  ["Blaze", "£22", "£30", "£175"],
  ["Drum booth", "£6", "£8", "–"],
  ["Chapel (Hepford)", "£20", "£26", "£160"],
  ["Vestry (Hepford)", "£11", "£15", "£90"],
];

/** Recording: package, hours, what you get, weekday, weekend. */
const RECORDING: string[][] = [
  ["Half day", "4 hours", "An engineer, the live room and the control room; tracking only", "£150", "£175"],
  ["Demo day", "8 hours", "An engineer; up to 3 songs tracked and rough mixed", "£280", "£320"],
  ["One song", "6 hours", "One song tracked, mixed and mastered", "£220", "£250"],
  ["Live session", "3 hours", "2 songs played live, filmed on 3 cameras and mixed", "£340", "£380"],
  ["EP weekend", "2 days, Saturday and Sunday", "Up to 5 songs tracked and mixed", "–", "£780"],
];

const ROOM_OPTIONS: [string, string][] = [
  ["ember", "Ember (Brackwell)"],
  ["flint", "Flint (Brackwell)"],
  ["spark", "Spark (Brackwell)"],
  ["cinder", "Cinder (Brackwell)"],
  ["blaze", "Blaze (Brackwell)"],
  ["drum-booth", "Drum booth (Brackwell)"],
  ["chapel", "Chapel (Hepford)"],
  ["vestry", "Vestry (Hepford)"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Tinderbox Studios",
    `<p class="banner" role="status"><strong>Christmas and New Year:</strong> our hours change over the holidays.
    <a href="/hours">See when we're open</a>.</p>
    <p>Rehearsal rooms under the railway arches in Brackwell since 2011, and a recording studio in the old Methodist
    chapel at Hepford since 2019. Every room comes with a PA and mics; most have a drum kit. Turn up, plug in, play.</p>
    <p><a href="/book">Book a room</a> · <a href="/recording">Record with us</a> · <a href="/rooms">See the rooms</a></p>
    <h2>Noticeboard</h2>${cards([
      ["12 November 2026", "Battle of the Bands final", "Eight bands, one night, at Brackwell.", "/news"],
      ["1 September 2026", "New rates", "What rooms and recording cost now.", "/news"],
      ["3 June 2026", "Blaze gets louder", "A new PA and a drum riser.", "/news"],
    ])}
    <h2>Play with us</h2>${cards([
      ["From £6 an hour", "Rehearse", "Eight rooms and a drum booth over two sites.", "/rooms"],
      ["From £150", "Record", "Half days to whole weekends in the chapel.", "/recording"],
      ["From £2", "Backline", "Half stacks, bass rigs, keys and in-ears.", "/backline"],
    ])}`,
  ),
  "/rooms": page(
    "Spaces",
    `<p>Every room is soundproofed, air-conditioned and has its own PA with 3 vocal mics. Rooms with a drum kit have
    a 5-piece shell kit with hardware and a throne: bring your own cymbals or hire ours.</p>` +
      table("Our rooms", ["Room", "Site", "Size", "Fits", "PA", "Drum kit"], ROOMS) +
      dl([
        [
          "Guitar and bass amps",
          "A guitar combo and a bass combo in every room but Spark and the drum booth",
        ],
        ["Spark", "A keyboard stand, 2 DI boxes and an acoustic guitar amp"],
        ["The Chapel", "High ceilings and an upright piano; the best room for choirs and big bands"],
      ]),
  ),
  "/rates": page(
    "What it costs",
    `<p>Prices are per room, not per player, and include the PA, mics, amps and drum kit. Pay in full when you book.
    </p>` +
      table("Rehearsal rates", ["Room", "Off-peak, an hour", "Peak, an hour", "Whole Saturday"], RATES) +
      dl([
        ["Off-peak", "Monday to Friday, until 17:00"],
        ["Peak", "Monday to Friday from 17:00, all weekend, and bank holidays"],
        ["Whole Saturday", "10:00 to 18:00, one room all day"],
        ["Shortest booking", "2 hours at peak; 1 hour off-peak, and the drum booth 1 hour any time"],
        ["Students", "20% off off-peak hours with a student card (not at peak)"],
        ["Running over", "Each 15 minutes over your time is charged at the peak rate"],
        ["Take it home", "A stereo recording of your session on a USB stick, £10"],
      ]),
  ),
  "/recording": page(
    "Make a record",
    `<p>Our studio is in the old chapel at Hepford: a live room with a 7 m ceiling, a vocal booth and a
    control room. Every session is run by one of our engineers.</p>` +
      table("Recording packages", ["Package", "How long", "What you get", "Weekday", "Weekend"], RECORDING) +
      dl([
        ["Deposit", "50% when you book; the rest on the day"],
        ["Extra hours", "£35 an hour, with the engineer"],
        ["Mixing only", "£60 a song, from your own multitracks"],
        ["Mastering", "£25 a track, or £90 for up to 5 tracks"],
        ["A producer", "£120 a day on top of any package"],
        ["Your files", "WAV and MP3 within 7 days; we keep your sessions for 12 months"],
      ]) +
      `<h2>Who'll record you</h2><div class="cards">${personCard(
        "Nadia Okafor",
        "Head engineer, and runs the Hepford site.",
        "Records Thursday to Sunday; loves live takes and big drum sounds.",
      )}${personCard(
        "Rhys Penhale",
        "Engineer and producer.",
        "Records Tuesdays and Wednesdays, and produces on any day you book him.",
      )}</div>
      <h2>Ask about a session</h2>
      <form method="post" action="/recording/enquire/send">
      <p><label>Package <select name="package">${options([
        ["half-day", "Half day"],
        ["demo", "Demo day"],
        ["one-song", "One song"],
        ["live", "Live session"],
        ["ep", "EP weekend"],
      ])}</select></label></p>
      <p><label>Day you'd like <input type="date" name="date" required></label></p>
      <p><label>Songs <select name="songs">${count(1, 8)}</select></label></p>
      <p><label>Players <select name="players">${count(1, 10)}</select></label></p>
      <fieldset><legend>Add a producer, £120 a day?</legend>
      <label><input type="radio" name="producer" value="yes"> Yes please</label>
      <label><input type="radio" name="producer" value="no"> No thanks</label>
      </fieldset>
      <p><label>Band or artist <input name="band" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Links to your music <textarea name="message" rows="3"></textarea></label></p>
      <button type="submit">Send</button></form>`,
  ),
  "/book": page(
    "Book",
    `<p>Pick a room and a time. You'll get a door code by email an hour before your session.</p>
      <form method="post" action="/book/send">
      <p><label>Site <select name="site">${options([
        ["brackwell", "Brackwell"],
        ["hepford", "Hepford"],
      ])}</select></label></p>
      <p><label>Room <select name="room">${options(ROOM_OPTIONS)}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Start time <input type="time" name="start" required></label></p>
      <p><label>Hours <select name="hours">${count(1, 8)}</select></label></p>
      <p><label>Band or artist <input name="band" required></label></p>
      <p><label>Players <select name="players">${count(1, 10)}</select></label></p>
      <fieldset><legend>Drums</legend>
      <label><input type="radio" name="kit" value="house"> We'll use the room's kit</label>
      <label><input type="radio" name="kit" value="own"> We're bringing our own kit</label>
      </fieldset>
      <p><label><input type="checkbox" name="cymbals" value="yes"> Hire the cymbal pack, £4</label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <button type="submit">Book and pay</button></form>`,
  ),
  ...rehearsalMorePages(page, options),
};

export const REHEARSAL: CorpusSite = {
  name: "rehearsal",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Room booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.room} is booked for ${f.band} on ${f.date} from ${f.start} for ${f.hours} hour(s). ` +
        `Your door code goes to ${f.email}.`,
    },
    "/recording/enquire/send": {
      title: "Thanks for asking",
      reply: (f) => `Thanks, ${f.name}. Nadia will reply to ${f.email} about a ${f.package} on ${f.date}.`,
    },
    "/changes/send": {
      title: "Change requested",
      reply: (f) => `Thanks. We'll ${f.change} booking ${f.ref} and confirm to ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
