import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// STRATUS: the thirty-eighth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Backline: item, a session, to take away for a day. */
const BACKLINE: string[][] = [
  ["Marshall half stack", "£8", "£35"],
  ["Fender Twin Reverb", "£6", "£30"],
  ["Ampeg bass rig, 8×10 cab", "£8", "£35"],
  ["Cymbal pack: hi-hats, crash and ride", "£4", "£15"],
  ["Snare drum", "£3", "£12"],
  ["Nord Stage keyboard", "£10", "£40"],
  ["Extra vocal mic", "£2", "£8"],
  ["In-ear monitor system, 4 mixes", "£12", "£45"],
];

/** The two sites: what, Brackwell, Hepford. */
const SITES: string[][] = [
  ["Address", "The Arches, 4 Viaduct Yard, Brackwell BW2 7RA", "The Old Chapel, Mill Lane, Hepford HP4 9DN"],
  ["What's there", "Five rehearsal rooms and a drum booth", "Two rehearsal rooms and the recording studio"],
  [
    "Parking",
    "Viaduct Yard pay and display, £1.20 an hour, free after 18:00",
    "Free, 12 spaces behind the chapel",
  ],
  [
    "Step-free",
    "Yes: every room is on the ground floor",
    "The Chapel and the studio; the Vestry is up 8 steps",
  ],
  ["Loading", "Roller door in Viaduct Yard, 15 minutes in the bay", "Side door on Mill Lane"],
  ["Drinks", "A vending machine and a kettle", "Café bar, Thursday to Saturday from 17:00"],
  ["Nearest station", "Brackwell, 6 minutes' walk", "Hepford Halt, 15 minutes' walk"],
  ["Phone", "01632 960382", "01632 960391"],
  ["Manager", "Gemma Tully", "Nadia Okafor"],
];

/** Opening hours: day, Brackwell, Hepford. */
const HOURS: string[][] = [
  ["Monday", "12:00 to 23:00", "Closed"],
  ["Tuesday", "12:00 to 23:00", "10:00 to 22:00"],
  ["Wednesday", "12:00 to 23:00", "10:00 to 22:00"],
  ["Thursday", "12:00 to 23:00", "10:00 to 23:00"],
  ["Friday", "12:00 to 00:00", "10:00 to 23:00"],
  ["Saturday", "10:00 to 00:00", "10:00 to 23:00"],
  ["Sunday", "10:00 to 22:00", "11:00 to 18:00"],
];

/** Christmas and New Year: date, Brackwell, Hepford. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "10:00 to 17:00", "Closed"],
  ["Friday 25 December", "Closed", "Closed"],
  ["Saturday 26 December", "14:00 to 22:00", "Closed"],
  ["Monday 28 December (bank holiday)", "12:00 to 22:00", "Closed"],
  ["Thursday 31 December", "12:00 to 18:00", "Closed"],
  ["Friday 1 January", "Closed", "Closed"],
];

/** Moving and cancelling: notice, rehearsal rooms, recording. */
const CHANGES: string[][] = [
  [
    "More than 14 days",
    "Move or cancel for free",
    "Move for free, or cancel and get your deposit back less £25",
  ],
  [
    "3 to 14 days",
    "Move for free; cancel and get half back",
    "Move once for free; cancel and lose your deposit",
  ],
  ["24 hours to 3 days", "Move for £10; nothing back if you cancel", "Lose your deposit"],
  ["Less than 24 hours", "Nothing back", "Pay the full price"],
];

const NEWS = cards([
  [
    "12 November 2026",
    "Battle of the Bands final",
    "Eight bands play the final on Saturday 12 December 2026 in Blaze at Brackwell. Doors 19:00; tickets £8, or £6 for bands who entered. The winner gets a demo day at Hepford.",
  ],
  [
    "1 September 2026",
    "New rates",
    "From 1 September 2026 Flint is £19 an hour at peak, Cinder £22 and Blaze £30; a demo day is £280 on a weekday.",
  ],
  [
    "3 June 2026",
    "Blaze gets louder",
    "A new 3 kW PA and a drum riser in Blaze, our biggest room at Brackwell.",
  ],
  [
    "5 May 2026",
    "Café bar at Hepford",
    "The café bar in the chapel porch is open Thursday to Saturday from 17:00.",
  ],
  [
    "15 January 2025",
    "Our rates for 2025",
    "This year a peak hour is £14 in Ember, £17 in Flint, £20 in Cinder, £27 in Blaze and £24 in the Chapel; a demo day is £250 and a half day £135.",
  ],
]);

/** Backline, the two sites, hours, changes, FAQs, news, contact and two search-only pages. */
export function rehearsalMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/backline": page(
      "Backline &amp; extras",
      `<p>Add gear to your session when you book, or at reception on the day. Take-away hire is from Brackwell
      only.</p>` +
        table("Backline hire", ["Item", "A session", "To take away, a day"], BACKLINE) +
        table(
          "At reception",
          ["Item", "Price"],
          [
            ["Drumsticks, a pair", "£12"],
            ["Guitar strings", "£9"],
            ["Bass strings", "£28"],
            ["Foam earplugs", "Free"],
          ],
        ) +
        dl([
          ["Cymbals", "We don't leave cymbals in the rooms: bring your own or hire the pack"],
          ["Taking gear away", "Photo ID and a £100 deposit, back when the gear is"],
          ["Broken something?", "Tell reception; we only charge if it was misused"],
        ]),
    ),
    "/sites": page(
      "Brackwell or Hepford?",
      `<p>Two sites, 9 miles apart. Brackwell is for rehearsing; Hepford is where we record, with two rooms for
      rehearsing too.</p>${table("Our two sites", ["", "Brackwell", "Hepford"], SITES)}`,
    ),
    "/hours": page(
      "When we're open",
      table("Opening hours", ["Day", "Brackwell", "Hepford"], HOURS) +
        dl([
          ["Summer Sundays", "From 1 June to 31 August Hepford stays open until 20:00 on Sundays"],
          [
            "Hepford after 22:00",
            "Mixing in the studio only: no drums or amps after 22:00, for the neighbours",
          ],
          ["Reception", "Staffed whenever we're open; ring the site you're booked at"],
        ]) +
        table("Christmas and New Year", ["Day", "Brackwell", "Hepford"], CHRISTMAS) +
        `<p>Hepford is closed from 24 December 2026 and opens again on Tuesday 5 January 2027. Every other day, the
        usual hours.</p>`,
    ),
    "/changes": page(
      "Moving a session",
      `<p>Plans change. The sooner you tell us, the more we can do.</p>` +
        table("Moving and cancelling", ["Notice you give us", "Rehearsal rooms", "Recording"], CHANGES) +
        dl([
          ["If you don't turn up", "Nothing back"],
          ["If you're late", "Your time starts when you booked it"],
          ["If we have to cancel", "A new time or all your money back"],
        ]) +
        `<h2>Move or cancel</h2>
        <form method="post" action="/changes/send">
        <p><label>Booking reference <input name="ref" placeholder="TB-12345" required></label></p>
        <p><label>Email you booked with <input type="email" name="email" required></label></p>
        <fieldset><legend>What would you like to do?</legend>
        <label><input type="radio" name="change" value="move"> Move it</label>
        <label><input type="radio" name="change" value="cancel"> Cancel it</label>
        </fieldset>
        <p><label>New day <input type="date" name="date"></label></p>
        <p><label>New start time <input type="time" name="start"></label></p>
        <p><label>Why <select name="reason">${options([
          ["ill", "Someone's ill"],
          ["gig", "We've got a gig"],
          ["away", "A player's away"],
          ["other", "Something else"],
        ])}</select></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/faq": page(
      "Good to know",
      `<h3>Can we bring our own drum kit?</h3><p>Yes. Say so when you book and we'll move the room's kit out before
      you arrive.</p>
      <h3>Can we leave our gear overnight?</h3><p>Only in a lock-up, and only at Brackwell: a locker is £25 a month
      and a cage for a whole backline £45 a month. Nothing can stay in the rooms, and Hepford has no lock-ups.</p>
      <h3>Is there wi-fi?</h3><p>Yes, free in every room and at reception.</p>
      <h3>Do you have earplugs?</h3><p>Yes, free foam earplugs at reception.</p>
      <h3>Can under-16s rehearse?</h3><p>Yes, but an adult (18 or over) must make the booking, and be in the
      building after 20:00.</p>
      <h3>Can we drink in the rooms?</h3><p>Soft drinks with lids only. No alcohol, except in the café bar at
      Hepford.</p>
      <h3>Is there a piano?</h3><p>Yes, an upright piano in the Chapel at Hepford, tuned every 3 months.</p>
      <h3>Can I practise drums on my own?</h3><p>Yes: the drum booth at Brackwell, from £6 an hour.</p>`,
    ),
    "/news": page("Noticeboard", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["Brackwell", "The Arches, 4 Viaduct Yard, Brackwell BW2 7RA · 01632 960382"],
        ["Hepford", "The Old Chapel, Mill Lane, Hepford HP4 9DN · 01632 960391"],
        ["Email", "hello@tinderboxstudios.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["rehearsal", "Rehearsal rooms"],
          ["recording", "Recording"],
          ["lockers", "Lockers and cages"],
          ["battle", "Battle of the Bands"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Site <select name="site">${options([
          ["brackwell", "Brackwell"],
          ["hepford", "Hepford"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your booking details for 2 years, then delete them.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960382.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/drum-lessons": page(
      "Drum lessons",
      `<p>Does Tinderbox do drum lessons? Yes: Kofi Mensah teaches in the drum booth at Brackwell on Tuesday and
      Thursday afternoons, from complete beginners to grade 8, ages 9 and up. How much is a lesson? £31 for 45
      minutes, or £170 for a block of 6. Book with Kofi on 07700 900950.</p>`,
    ),
    "/podcast": page(
      "Podcast suite",
      `<p>Can you record a podcast at Tinderbox? Yes: the podcast suite at Hepford has 4 mics, headphones and a
      camera for video. How much? £42 an hour with an engineer, or £32 an hour on your own once we've shown you
      how. Shortest booking 2 hours; your files the same day.</p>`,
    ),
  };
}
