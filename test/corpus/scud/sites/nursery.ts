import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { nurseryMorePages } from "./nursery-more";

// SCUD: the twenty-eighth held-out part of the corpus (Sorrel House Day Nursery), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A children's day nursery in Pendlebrook with two settings, Sorrel House on
// Vicarage Road and a forest-school site, Sorrel Woods, at a farm, on different hours and parking: rooms as a table
// of room × ages × ratio × places × where, fees as a table of age × full day × morning × afternoon with April's new
// fees in a note, funded hours (15 and 30) with an optional consumables charge, the registration fee, deposit and
// sibling discount, opening hours, Christmas closure and bank holidays, the week's menu with allergens, a holiday
// club for school-age children with day and week prices by holiday, settling-in sessions and the waiting list, the
// staff as cards with roles and qualifications, the inspection, policies, FAQs, dated news (Christmas and the
// nativity, Woodlanders on Mondays, the fee change, a new room leader), forms to book a look round, register a
// child, join the waiting list, book holiday club and send a message, and three pages only the site's search finds.
// The footer's line about opening 52 weeks a year is true of no year here.
const shellPage = shell({
  brand: "Sorrel House Day Nursery",
  tagline: "Days full of mud, books and friends in Pendlebrook since 2011",
  nav: [
    ["Who goes where", "/rooms"],
    ["What it costs", "/fees"],
    ["Free hours", "/funding"],
    ["Our days", "/hours"],
    ["Kitchen", "/food"],
    ["School holidays", "/holiday-club"],
    ["House &amp; woods", "/settings"],
    ["Joining", "/starting"],
    ["Look round", "/visit"],
    ["People", "/team"],
    ["About us", "/about"],
    ["Policies", "/policies"],
    ["Questions", "/faq"],
    ["Noticeboard", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Sorrel House, 9 Vicarage Road, Pendlebrook PB2 4VR",
    phone: "01632 957 300",
    email: "hello@sorrelhouse.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company number and the footer's line about 52 weeks: true of no year here. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Sorrel House Day Nursery Ltd, registered in England no. 07539214 · Ofsted URN EY432871 · Open 52 weeks a year, whatever the weather</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const same = (xs: string[]) => xs.map((x) => [x, x] as [string, string]);

/** Rooms: room, ages, adults to children, places a day, where. */
const ROOMS: string[][] = [
  ["Seedlings (babies)", "3 months to 2 years", "1:3", "9", "Sorrel House, ground floor"],
  ["Saplings (toddlers)", "2 to 3 years", "1:5", "15", "Sorrel House, ground floor"],
  ["Acorns (pre-school)", "3 to 5 years", "1:8", "24", "Sorrel House, first floor"],
  ["Woodlanders (forest pre-school)", "3 to 5 years", "1:6", "16", "Sorrel Woods"],
];

/** Fees a session: age, full day, morning, afternoon. */
const FEES: string[][] = [
  ["Under 2", "£78", "£46", "£42"],
  ["2 to 3", "£72", "£43", "£39"],
  ["3 to 5", "£68", "£40", "£37"],
];

const ROOM = options([
  ["seedlings", "Seedlings (babies, 3 months to 2)"],
  ["saplings", "Saplings (toddlers, 2 to 3)"],
  ["acorns", "Acorns (pre-school, 3 to 5)"],
  ["woodlanders", "Woodlanders at Sorrel Woods (3 to 5)"],
]);

const DAYS = options(same(["2", "3", "4", "5"]));

const parent = `<p><label>Parent or carer <input name="parent" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Sorrel House Day Nursery",
    `<p class="banner" role="status"><strong>Christmas:</strong> we close at 13:00 on Christmas Eve and reopen on
    Monday 4 January. Acorns' nativity is on Thursday 17 December: <a href="/news">details</a>.</p>
    <p>Care and early learning for children from 3 months to 5 years in a big Victorian house on Vicarage Road, and
    forest school in the woods at Cobb's Farm. In the school holidays the woods are a holiday club for children up
    to 11.</p>
    <p><a href="/visit">Come and look round</a> · <a href="/starting">Joining us</a> ·
    <a href="/holiday-club">Holiday club</a></p>
    <h2>Noticeboard</h2>${cards([
      ["20 November 2026", "Nativity and Christmas", "Dates for the diary.", "/news"],
      ["9 November 2026", "Woodlanders on Mondays", "Another day in the woods from January.", "/news"],
      ["28 October 2026", "Fees from April", "Two fees change next spring.", "/news"],
    ])}
    <h2>At a glance</h2>${cards([
      ["From £37", "A session", "Mornings, afternoons or full days.", "/fees"],
      ["15 and 30 hours", "Funded hours", "Term time or spread across the year.", "/funding"],
      ["Ages 4 to 11", "Holiday club", "Den building and campfires in the woods.", "/holiday-club"],
    ])}`,
  ),
  "/rooms": page(
    "Rooms and ages",
    table("Our rooms", ["Room", "Ages", "Adults to children", "Places a day", "Where"], ROOMS) +
      `<p>Children move from Seedlings to Saplings around their second birthday, and to Acorns in the term after
      they turn 3, when there's a place. Acorns is led by Zoe, a qualified teacher, but we still keep to 1:8.
      Woodlanders is for 3 to 5s who come at least one day a week; many split their week between Acorns and the
      woods.</p>
      <p>Babies sleep when they need to, in cots in a quiet room next to Seedlings; older children rest after lunch
      if they want to.</p>`,
  ),
  "/fees": page(
    "Fees",
    `<p>A full day is 07:30 to 18:30, a morning 07:30 to 13:00 with lunch, and an afternoon 13:00 to 18:30 with
    tea.</p>` +
      table("Fees a session", ["Age", "Full day", "Morning", "Afternoon"], FEES) +
      `<p>From 1 April 2027 a full day for under-2s will be £81 and for 2 to 3s £75. Every other fee stays the
      same.</p>` +
      dl([
        ["Woodlanders at Sorrel Woods (3 to 5)", "£62 a day, 08:30 to 15:30, term time only; no half days"],
        ["Registration fee", "£50 a child, not refundable"],
        [
          "Deposit",
          "£200 when you accept a place, taken off your last month's invoice when you leave with the right notice",
        ],
        [
          "Brothers and sisters",
          "10% off the older child's fees while both are with us; not on holiday club or funded hours",
        ],
        ["Fewest sessions", "Two sessions a week, or one day at Sorrel Woods"],
        ["Included", "Meals and snacks, nappies, wipes and sun cream; not formula milk"],
        ["Paying", "Monthly in advance by direct debit; we take Tax-Free Childcare and childcare vouchers"],
      ]) +
      `<p>Funded hours come off these fees: see <a href="/funding">free hours</a>.</p>`,
  ),
  "/funding": page(
    "Free childcare hours",
    `<p>We take every kind of government-funded hours in England, at Sorrel House and at Sorrel Woods.</p>` +
      table(
        "Funded hours we take",
        ["Hours", "Who can get them", "How we offer them"],
        [
          ["15 hours for some 2-year-olds", "2-year-olds whose families get certain benefits", "Term time"],
          ["15 hours for working parents", "From 9 months to 3 years, when parents work", "Term time"],
          [
            "30 hours for working parents",
            "From 9 months until school, when parents work",
            "Term time, or stretched across 51 weeks",
          ],
          [
            "15 hours for all 3 and 4-year-olds",
            "Every child from the term after they turn 3",
            "Term time, or stretched",
          ],
        ],
      ) +
      dl([
        [
          "A year's hours",
          "570 hours for 15 hours and 1,140 for 30 hours: 15 or 30 hours a week for 38 weeks, or stretched across 51 weeks, about 11 or 22 hours a week",
        ],
        [
          "Consumables charge",
          "Optional: £6 a funded day or £3 a funded half day, for meals, nappies, trips and activities. If you'd rather not pay it, bring a packed lunch and nappies",
        ],
        ["Time beyond your funded hours", "Charged at our usual session fees"],
        ["Your code", "Give us your 30 hours code before the term starts; we check it every term"],
      ]),
  ),
  "/visit": page(
    "Come and look round",
    `<p>Show rounds at Sorrel House are on Tuesdays and Thursdays at 09:30 and 14:00, and at Sorrel Woods on
    Wednesdays at 10:00 in term time. They take about 45 minutes; bring your child.</p>
      <form method="post" action="/visit/send">
      <p><label>Where <select name="setting">${options([
        ["house", "Sorrel House, Vicarage Road"],
        ["woods", "Sorrel Woods, Cobb's Farm"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options(same(["09:30", "10:00", "14:00"]))}</select></label></p>
      <p><label>Child's age <select name="age">${options([
        ["under-1", "Under 1"],
        ...same(["1", "2", "3", "4"]),
        ["not-born", "Not born yet"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Book a look round</button></form>`,
  ),
  "/starting": page(
    "Joining Sorrel House",
    `<ol><li>Come and <a href="/visit">look round</a>.</li>
    <li><a href="/starting/register">Register</a>, with the £50 registration fee.</li>
    <li>We offer you a place, and you pay a £200 deposit to keep it.</li>
    <li>Settling in: three free settling-in sessions in the two weeks before you start: an hour with you there,
    two hours on their own, then a morning with lunch. More if your child needs them, also free.</li></ol>` +
      dl([
        [
          "Waiting list",
          "Free to join. Seedlings is full until September 2027; Saplings has spaces on Mondays and Fridays. Places go in the order children joined the list, with brothers and sisters of children already here first",
        ],
        ["Start dates", "Any weekday we're open"],
        ["What to bring", "Spare clothes, a named water bottle, a comforter if they have one, and wellies"],
      ]) +
      `<p><a href="/starting/register">Register your child</a> · <a href="/waiting-list">Join the waiting
      list</a></p>`,
  ),
  "/starting/register": page(
    "Register your child",
    `<p>We'll take the £50 registration fee when we confirm your place or your place on the list.</p>
      <form method="post" action="/starting/register/send">
      <p><label>Child's name <input name="child" required></label></p>
      <p><label>Date of birth <input type="date" name="dob" required></label></p>
      <p><label>Start date <input type="date" name="start" required></label></p>
      <p><label>Setting <select name="setting">${options([
        ["house", "Sorrel House"],
        ["woods", "Sorrel Woods"],
        ["both", "Both"],
      ])}</select></label></p>
      <p><label>Room <select name="room">${ROOM}</select></label></p>
      <p><label>Days a week <select name="days">${DAYS}</select></label></p>
      <p><label>Sessions <select name="sessions">${options([
        ["full", "Full days"],
        ["mornings", "Mornings"],
        ["afternoons", "Afternoons"],
        ["mixed", "A mix"],
      ])}</select></label></p>
      <p><label>Funded hours <select name="funding">${options([
        ["none", "None"],
        ["15-two", "15 hours for 2-year-olds"],
        ["15-working", "15 hours, working parents"],
        ["30", "30 hours, working parents"],
        ["15-universal", "15 hours for 3 and 4-year-olds"],
      ])}</select></label></p>
      ${parent}
      <button type="submit">Register</button></form>`,
  ),
  "/waiting-list": page(
    "Join the waiting list",
    `<p>Free to join. We'll email you when a place comes up.</p>
      <form method="post" action="/waiting-list/send">
      <p><label>Child's name <input name="child" required></label></p>
      <p><label>Date of birth or due date <input type="date" name="dob" required></label></p>
      <p><label>Room <select name="room">${ROOM}</select></label></p>
      <p><label>From <select name="from">${options([
        ["2027-01", "January 2027"],
        ["2027-02", "February 2027"],
        ["2027-03", "March 2027"],
        ["2027-04", "April 2027"],
        ["2027-05", "May 2027"],
        ["2027-06", "June 2027"],
        ["2027-07", "July 2027"],
        ["2027-08", "August 2027"],
        ["2027-09", "September 2027"],
        ["later", "Later"],
      ])}</select></label></p>
      <p><label>Days a week <select name="days">${DAYS}</select></label></p>
      ${parent}
      <button type="submit">Join the list</button></form>`,
  ),
  ...nurseryMorePages(page, options, same),
};

export const NURSERY: CorpusSite = {
  name: "nursery",
  pages,
  layout: page,
  forms: {
    "/visit/send": {
      title: "See you soon",
      reply: (f) =>
        `Thanks, ${f.name}. Your look round at ${f.setting} is booked for ${f.date} at ${f.time}. ` +
        `We've emailed ${f.email}.`,
    },
    "/starting/register/send": {
      title: "Registration received",
      reply: (f) =>
        `Thanks, ${f.parent}. We've registered ${f.child} for ${f.room}, ${f.days} days a week (${f.sessions}) ` +
        `from ${f.start}. Helen will email ${f.email} about the £50 fee.`,
    },
    "/waiting-list/send": {
      title: "You're on the list",
      reply: (f) =>
        `Thanks, ${f.parent}. ${f.child} is on the waiting list for ${f.room} from ${f.from}. ` +
        `We'll email ${f.email} when a place comes up.`,
    },
    "/holiday-club/book/send": {
      title: "Holiday club booked",
      reply: (f) =>
        `Thanks, ${f.parent}. ${f.child} is booked into holiday club (${f.week}, ${f.booking}). ` +
        `We've emailed ${f.email} the invoice.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
