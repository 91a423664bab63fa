import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// HOAR: the twenty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Passes for visitors: pass, price, where and when. */
const PASSES: string[][] = [
  ["Gym day pass", "£10", "Mill Lane, in staffed hours, with a short safety walk-round"],
  ["Gym week pass (7 days in a row)", "£28", "Mill Lane, any time after your first visit in staffed hours"],
  ["Junior day pass (14 to 17)", "£6", "Mill Lane, in staffed hours; 14 and 15 year olds with a parent"],
  ["Single class drop-in", "£8", "Any class at either site"],
  ["10-class pass", "£65, use within 3 months", "Any class at either site"],
];

/** Personal training: session, members, non-members. */
const PT: string[][] = [
  ["Taster session, 30 minutes (your first one only)", "Free", "£15"],
  ["30 minutes", "£25", "£30"],
  ["60 minutes", "£40", "£45"],
  ["Block of 5 × 60 minutes", "£185", "£210"],
  ["Block of 10 × 60 minutes", "£350", "£400"],
  ["Buddy session, 2 people, 60 minutes", "£55 for the two", "£65 for the two"],
  ["Programme only: a 4-week plan and a review", "£30", "£35"],
];

/** Staffed hours at Mill Lane: days, staffed. */
const MILL_LANE: string[][] = [
  ["Monday to Thursday", "07:00–21:00"],
  ["Friday", "07:00–20:00"],
  ["Saturday", "08:00–16:00"],
  ["Sunday", "10:00–14:00"],
];

/** The Studio's opening hours: days, open. */
const STUDIO: string[][] = [
  ["Monday to Wednesday", "06:30–21:00"],
  ["Thursday", "06:30–21:30"],
  ["Friday", "06:30–19:00"],
  ["Saturday", "08:00–14:00"],
  ["Sunday", "09:00–13:00"],
];

/** Christmas and New Year: day, Mill Lane, the Studio. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "Open 24 hours, staffed 07:00–13:00", "06:30–12:00"],
  ["Friday 25 December", "Closed all day", "Closed"],
  ["Saturday 26 December", "Open, not staffed", "Closed"],
  ["Sunday 27 December", "Open, not staffed", "Closed"],
  ["Monday 28 to Wednesday 30 December", "Open 24 hours, staffed 09:00–13:00", "08:00–14:00"],
  ["Thursday 31 December", "Open 24 hours, staffed 07:00–15:00", "08:00–12:00"],
  ["Friday 1 January", "Open, not staffed", "Closed"],
  ["From Saturday 2 January", "Usual hours", "Usual hours"],
];

/** A team card: name, role, what they do, where. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Gareth Lomax",
    "Owner",
    "Opened Mill Lane in 2015 in an old carpet warehouse, and still does the 6am unlock on Mondays.",
    "Mostly at Mill Lane",
  ),
  person(
    "Nia Brightwell",
    "Studio manager",
    "Runs the Studio and the timetable, and looks after memberships, freezes and cancellations: members@ironbank.test.",
    "Market Square, Monday to Friday",
  ),
  person(
    "Dom Pryce",
    "Personal trainer, Level 3",
    "Strength and powerlifting. Teaches HIIT Circuits, Kettlebells, Boxfit on Tuesdays and Saturday Bootcamp.",
    "Mill Lane",
  ),
  person(
    "Hannah Ruddock",
    "Yoga and Pilates teacher",
    "BWY-qualified yoga teacher and STOTT-trained Pilates teacher. Pilates, Yoga Flow and Stretch &amp; Release.",
    "Market Square",
  ),
  person(
    "Kez Adebayo",
    "Spin instructor and personal trainer",
    "Endurance, cycling and triathlon; coaches Hollinsford Tri Club. Most of the Spin classes.",
    "Both sites",
  ),
  person(
    "Carys Whitfield",
    "Personal trainer, Level 3",
    "Pre- and postnatal training and weight loss. Runs Teen Gym Club and some Spin and HIIT classes.",
    "Both sites",
  ),
  person(
    "Maureen Tolley",
    "Later Life Training instructor",
    "Falls prevention and strength for 60 and over. Silver Strength on Wednesday mornings.",
    "Market Square",
  ),
  person(
    "Tomasz Wierzba",
    "Personal trainer and front desk",
    "Boxing and getting back to training after an injury; speaks Polish. Boxfit on Thursdays.",
    "Mill Lane",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "20 November 2026",
    "Prices from 1 January",
    "From 1 January 2027 no-contract Anytime goes up from £32.99 to £34.99 a month and no-contract Anytime Plus from £45.99 to £47.99. 12-month contracts, Off-Peak, Classes Only, Student, Couples and Junior prices stay the same. Join before 1 January and keep today's price for your first 12 months.",
  ],
  [
    "12 November 2026",
    "Christmas and New Year",
    "Mill Lane stays open 24 hours over Christmas except Christmas Day, with fewer staffed hours. The Studio closes from 25 to 27 December and on New Year's Day, and runs a Christmas timetable on 28 to 30 December: Spin 45 and Yoga Flow at 09:00 only. The full timetable is back from Saturday 2 January.",
  ],
  [
    "2 November 2026",
    "Sauna closed for a refit",
    "The sauna at Mill Lane is closed from Monday 9 November for a new heater and new benches. It reopens on Monday 18 January 2027. The showers are open as usual.",
  ],
  [
    "16 October 2026",
    "New bikes in the Cycle Studio",
    "18 new Keiser M3i bikes are in at Market Square, with the screens that show your watts. Spin 30 on Tuesday evenings is new this term.",
  ],
  [
    "1 September 2026",
    "Class drop-in price",
    "From today a single class drop-in is £8 (it was £7). The 10-class pass stays at £65, and members still pay £5.",
  ],
  [
    "10 June 2026",
    "Gareth's 5k challenge",
    "42 members ran the Hollinsford 5k together and raised £3,140 for the hospice.",
  ],
]);

/** Visitors' passes, personal training, the two sites, the small print, news, the team, contact, and three
 * search-only pages. */
export function gymMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/passes": page(
      "Just visiting",
      `<p>In town for a week, or not sure yet? Pay as you go.</p>` +
        table("Passes", ["Pass", "Price", "Where and when"], PASSES) +
        `<p>Buy passes at the Mill Lane desk or the Studio, or in the app. Bring photo ID on your first visit. Passes
        can't be refunded, but a day pass can be put towards your joining fee if you join within 7 days.</p>`,
    ),
    "/pt": page(
      "Personal training",
      `<p>One-to-one or with a friend, at Mill Lane, or in Studio 1 when there's no class on. Your first 30-minute
      taster is free for members.</p>` +
        table("Prices", ["Session", "Members", "Non-members"], PT) +
        dl([
          ["Blocks", "A block of 5 is used within 3 months, a block of 10 within 6 months"],
          ["Cancelling", "Cancel at least 24 hours before, or the session counts as used"],
          [
            "Trainers",
            "Dom Pryce (strength), Carys Whitfield (pre- and postnatal, weight loss), Kez Adebayo (endurance) and Tomasz Wierzba (boxing, injury rehab)",
          ],
        ]) +
        `<p><a href="/pt/enquire">Ask for a trainer</a></p>`,
    ),
    "/pt/enquire": page(
      "Ask for a trainer",
      `<p>Tell us who you'd like and what you're after, and they'll be in touch to set a time.</p>
      <form method="post" action="/pt/enquire/send">
      <p><label>Trainer <select name="trainer">${options([
        ["any", "Whoever fits best"],
        ["dom", "Dom Pryce"],
        ["carys", "Carys Whitfield"],
        ["kez", "Kez Adebayo"],
        ["tomasz", "Tomasz Wierzba"],
      ])}</select></label></p>
      <p><label>Session <select name="session">${options([
        ["taster", "Taster, 30 minutes"],
        ["single-30", "30 minutes"],
        ["single-60", "60 minutes"],
        ["block-5", "Block of 5"],
        ["block-10", "Block of 10"],
        ["buddy", "Buddy session"],
        ["programme", "Programme only"],
      ])}</select></label></p>
      <p><label>Are you a member? <select name="member">${options([
        ["no", "No"],
        ["yes", "Yes"],
      ])}</select></label></p>
      <p><label>Days and times that suit you <input name="when"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <p><label>Your goals, and any injuries <textarea name="goals" rows="3"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/sites": page(
      "Our two places",
      `<h2>Mill Lane</h2>
      <p>Unit 7, Mill Lane Trading Estate, Hollinsford HF2 4RT. The gym floor, free weights, four racks, The Box
      for small classes, a sauna and showers. Open 24 hours a day, every day of the year except Christmas Day: let
      yourself in with the app or your fob.</p>` +
        table("When Mill Lane is staffed", ["Days", "Staffed"], MILL_LANE) +
        `<p>Members aged 14 to 17, day-pass visitors and inductions are in staffed hours only.</p>
        <h2>The Studio, Market Square</h2>
        <p>3 Market Square, Hollinsford HF1 1AB, above the old Corn Exchange. Studio 1 and the Cycle Studio, with
        changing rooms. Staffed whenever it's open.</p>` +
        table("When the Studio is open", ["Days", "Open"], STUDIO) +
        table("Christmas and New Year", ["Day", "Mill Lane", "The Studio"], CHRISTMAS) +
        dl([
          ["Parking at Mill Lane", "Free car park with 60 spaces, and 2 EV chargers at 30p a kWh"],
          [
            "Parking for the Studio",
            "No car park of our own: the Cattle Market car park is 2 minutes' walk, £1.20 an hour, free after 18:00 and on Sundays",
          ],
          ["By bus", "The 14 stops outside Mill Lane; Market Square is on every town route"],
          ["Step-free", "Mill Lane is all on one level; the Studio has a lift"],
        ]),
    ),
    "/rules": page(
      "Good to know",
      `<p>The small print, in plain words.</p>` +
        dl([
          [
            "Ages",
            "16 and over can use the gym on their own; 16 and 17 year olds in staffed hours only. 14 and 15 year olds can use Mill Lane in staffed hours with a parent or guardian who is a member and stays with them. Nobody under 14 can use the gym or classes",
          ],
          [
            "Inductions",
            "Every new gym member has a free 45-minute induction at Mill Lane before their first visit outside staffed hours. Juniors have a 30-minute junior induction with their parent or guardian. Classes Only members don't need one",
          ],
          [
            "Freezing",
            "Freeze your membership for 1 to 3 months, once in any 12 months, for £5 a month. A medical freeze with a doctor's note is free, for up to 6 months. Ask at least 7 days before your next payment",
          ],
          [
            "Cancelling, no contract",
            "30 days' notice, by the contact form or at either desk. No cancellation fee",
          ],
          [
            "Cancelling, 12-month contract",
            "You can leave early only if you move more than 15 miles away or can't exercise for medical reasons, with a note; otherwise the rest of the 12 months is due. After 12 months it rolls on monthly with 30 days' notice",
          ],
          [
            "Guests",
            "Anytime Plus and Couples members can bring one guest free once a month, in staffed hours",
          ],
          ["Lost fob", "£7 for a new one"],
          ["On the gym floor", "Clean trainers and a towel, please; chalk in the lifting area only"],
          [
            "Letting people in",
            "Never hold the door for anyone outside staffed hours: it's how we stay open 24/7",
          ],
        ]) +
        `<p><a href="/freeze">Freeze your membership</a></p>`,
    ),
    "/freeze": page(
      "Freeze your membership",
      `<p>Going away, injured, or just busy? Freeze for £5 a month, or free with a doctor's note.</p>
      <form method="post" action="/membership/freeze/send">
      <p><label>Member number <input name="member" required></label></p>
      <p><label>How long <select name="months">${options([
        ["1", "1 month"],
        ["2", "2 months"],
        ["3", "3 months"],
        ["medical", "Medical freeze (up to 6 months)"],
      ])}</select></label></p>
      <p><label>Why <select name="reason">${options([
        ["travel", "Travelling or away"],
        ["medical", "Injury or illness"],
        ["work", "Work"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Freeze from <input type="date" name="from" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/news": page("Noticeboard", NEWS),
    "/team": page("The team", `<p>Eight of us, two sites, one very old rowing machine.</p>${TEAM}`),
    "/contact": page(
      "Say hello",
      dl([
        ["Mill Lane desk", "01632 961 402"],
        ["The Studio", "01632 961 415"],
        ["Memberships, freezes and cancelling", "members@ironbank.test"],
        ["Everything else", "hello@ironbank.test"],
        ["Mill Lane", "Unit 7, Mill Lane Trading Estate, Hollinsford HF2 4RT"],
        ["The Studio", "3 Market Square, Hollinsford HF1 1AB"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["membership", "My membership"],
          ["cancel", "Cancelling"],
          ["classes", "Classes"],
          ["pt", "Personal training"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Member number (if you have one) <input name="member"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep members' details for 2 years after they leave.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep you signed in to book classes. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 961 402.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/corporate": page(
      "Ironbank at work",
      `<p>Healthier staff, fewer sick days: company memberships for Hollinsford employers.</p>` +
        dl([
          ["Who", "Businesses with 5 or more staff joining"],
          ["Price", "Anytime at £23.99 a month per person on a 12-month contract, no joining fee"],
          ["Add classes", "Anytime Plus at £34.99 a month per person"],
          ["Ask", "Nia Brightwell, members@ironbank.test"],
        ]),
    ),
    "/massage": page(
      "Sports massage",
      `<p>Rhiannon Pugh, a qualified sports massage therapist, works from the treatment room at the Studio.</p>` +
        dl([
          ["When", "Thursdays 16:00–20:00 and Saturdays 09:00–13:00"],
          ["30 minutes", "£30"],
          ["60 minutes", "£50"],
          ["Members", "10% off"],
          ["To book", "Text Rhiannon on 07700 900 388"],
        ]),
    ),
    "/careers": page(
      "Work at Ironbank",
      `<p>Two jobs going: a self-employed personal trainer and a weekend receptionist.</p>` +
        dl([
          ["Self-employed personal trainer (Level 3)", "Rent of £350 a month; keep everything you charge"],
          ["Weekend receptionist, Mill Lane", "£12.60 an hour, Saturdays and Sundays"],
          ["How to apply", "Email Gareth at hello@ironbank.test by 18 December 2026"],
        ]),
    ),
  };
}
