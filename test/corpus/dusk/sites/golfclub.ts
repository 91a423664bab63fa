import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { golfclubMorePages } from "./golfclub-more";

// DUSK: the twentieth held-out part of the corpus (Cray Moor Golf Club), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A members' golf club in Hollowdean with an 18-hole heathland course (the Moor) and a
// 9-hole course (the Spinney): the Moor's scorecard as a table of hole × name × par × yards from three tees × stroke
// index, visitors' green fees as two tables (summer and winter) of fee × Monday to Thursday × Friday × weekends, the
// Spinney's fees with a price change from 1 January 2027 in a note, a tee time booking form, a floodlit driving range
// with ball prices as a table of bucket × balls × off-peak × peak, memberships as a table of category × joining fee ×
// annual × monthly and a tick table of what each includes, lessons with two PGA professionals (cards and a table of
// lesson × professional), a lesson booking form, a pro shop, the clubhouse restaurant's hours as a table of day × bar
// × kitchen with a winter note and its menu, competitions as a table and social events as cards, society packages
// with an enquiry form, dated news (January's range prices, last winter's green fee, the old range hours, the new
// assistant professional, the club champions), vacancies as cards, a contact page with a form, and three pages only
// the site's search finds. The footer's line about the bar and kitchen is true of no day.
const shellPage = shell({
  brand: "Cray Moor Golf Club",
  tagline: "Heathland golf in Hollowdean since 1921",
  nav: [
    ["The courses", "/courses"],
    ["Visiting golfers", "/visitors"],
    ["Practice", "/range"],
    ["Join", "/membership"],
    ["Coaching", "/academy"],
    ["Pro shop", "/shop"],
    ["The Nineteenth", "/nineteenth"],
    ["Fixtures", "/fixtures"],
    ["Golf days", "/societies"],
    ["Club news", "/news"],
    ["Vacancies", "/vacancies"],
    ["Find us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Moor Lane, Hollowdean WX4 7GH",
    phone: "01632 975 300",
    email: "office@craymoorgolf.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company number and the footer's line about the bar and kitchen: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Cray Moor Golf Club Ltd, registered in England no. 00187342 · Affiliated to England Golf · The Nineteenth: bar and kitchen open 9am to 11pm every day</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const SCORECARD: string[][] = [
  ["1", "Gatehouse", "4", "382", "365", "330", "9"],
  ["2", "Long Drag", "5", "512", "495", "440", "3"],
  ["3", "Heron Pool", "3", "168", "152", "128", "15"],
  ["4", "Whin Bank", "4", "405", "388", "350", "1"],
  ["5", "The Saddle", "4", "356", "340", "305", "11"],
  ["6", "Crow's Nest", "3", "195", "176", "150", "13"],
  ["7", "Mere", "4", "371", "350", "318", "7"],
  ["8", "Bracken", "5", "498", "480", "430", "5"],
  ["9", "Home Turn", "4", "344", "330", "296", "17"],
  ["Out", "", "36", "3,231", "3,076", "2,747", ""],
  ["10", "Chapel", "4", "418", "400", "362", "2"],
  ["11", "Hollow", "3", "142", "130", "112", "18"],
  ["12", "Ridgeway", "5", "531", "510", "455", "6"],
  ["13", "Foxes", "4", "367", "352", "310", "10"],
  ["14", "Spinney Edge", "4", "389", "371", "335", "4"],
  ["15", "The Quarry", "3", "210", "188", "160", "12"],
  ["16", "Long Walk", "4", "402", "385", "344", "8"],
  ["17", "Gorse", "4", "331", "318", "285", "16"],
  ["18", "Clubhouse", "4", "391", "372", "330", "14"],
  ["In", "", "35", "3,181", "3,026", "2,693", ""],
  ["Total", "", "71", "6,412", "6,102", "5,440", ""],
];

const SUMMER: string[][] = [
  ["Visitor, 18 holes", "£55", "£60", "£72"],
  ["Twilight, from 16:00", "£32", "£32", "£40"],
  ["Playing with a member", "£30", "£30", "£35"],
  ["Junior (under 18)", "£18", "£18", "£22"],
];

const WINTER: string[][] = [
  ["Visitor, 18 holes", "£35", "£38", "£45"],
  ["Twilight, from 12:30", "£22", "£22", "£26"],
  ["Playing with a member", "£20", "£20", "£25"],
  ["Junior (under 18)", "£12", "£12", "£15"],
];

const BUCKETS: string[][] = [
  ["Small", "40", "£4.00", "£5.00"],
  ["Medium", "70", "£6.50", "£8.00"],
  ["Large", "100", "£8.50", "£10.50"],
  ["Jumbo", "150", "£11.50", "£14.00"],
];

const TIMES = [
  "08:00",
  "08:30",
  "09:00",
  "09:30",
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
  "17:00",
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Cray Moor Golf Club",
    `<p class="banner" role="status"><strong>Winter greens:</strong> the 4th and 17th on the Moor are on temporary
    greens until further notice. <a href="/news">Course news</a></p>
    <p>Two courses on the heath above Hollowdean: the Moor, our 18-hole championship course laid out in 1921, and the
    Spinney, a friendly 9-hole course for beginners, juniors and anyone short of time. Visitors are welcome every day,
    and so are non-golfers at The Nineteenth, our clubhouse bar and restaurant.</p>
    <p><a href="/visitors/book">Book a tee time</a> · <a href="/academy">Book a lesson</a> · <a href="/membership">Become
    a member</a></p>
    <h2>Course status</h2>
    <p>The Moor: open, trolleys allowed, no buggies today (wet). The Spinney: open. The range: open, floodlit from
    dusk.</p>
    <h2>Club news</h2>${cards([
      [
        "19 November 2026",
        "Range prices from 1 January",
        "One bucket is going up; the rest aren't.",
        "/news",
      ],
      [
        "12 November 2026",
        "Winter greens and preferred lies",
        "How the Moor is playing this winter.",
        "/news",
      ],
      ["2 November 2026", "Winter green fees are here", "Play the Moor from £22.", "/news"],
    ])}
    <h2>Coming up</h2>${cards([
      ["Sunday 29 November", "Winter Texas Scramble", "Open to visitors: teams of four.", "/fixtures"],
      ["Friday 18 December", "Christmas party night", "Dinner and a DJ in the clubhouse.", "/fixtures"],
    ])}`,
  ),
  "/courses": page(
    "The courses",
    `<h2>The Moor</h2>
    <p>Laid out by James Braid's son-in-law in 1921 across open heather and gorse, the Moor is 6,412 yards from the
    white tees, par 71. Its sandy soil drains quickly, so it plays well into the winter. See the
    <a href="/courses/moor">scorecard and hole by hole</a>.</p>
    <h2>The Spinney</h2>
    <p>Nine holes through the birch woods by the clubhouse: 1,688 yards, par 30, with six par 3s and three par 4s.
    No handicap needed, and children under 12 play free with a paying adult. <a href="/courses/spinney">More about
    the Spinney</a>.</p>
    <p>Green fees for both courses are on <a href="/visitors">Visiting golfers</a>.</p>`,
  ),
  "/courses/moor": page(
    "The Moor: scorecard",
    `<p>Par 71 from every tee. Course rating 71.2 and slope 128 from the whites; 69.8 and 125 from the yellows; 71.6
    and 127 from the reds.</p>` +
      table(
        "The Moor scorecard",
        ["Hole", "Name", "Par", "White (yards)", "Yellow (yards)", "Red (yards)", "Stroke index"],
        SCORECARD,
      ) +
      `<p>The pond on the 7th is a penalty area, and the out of bounds runs all the way down the left of the 16th.
      The 10th tee is a short walk back past the clubhouse: there's a halfway hut with drinks and snacks at
      weekends.</p>`,
  ),
  "/courses/spinney": page(
    "The Spinney",
    `<p>Our 9-hole course is 1,688 yards long, par 30: six par 3s and three par 4s, the longest of them the 310-yard
    5th. It's where most of our juniors and beginners start, and where the Get into Golf course plays.</p>` +
      dl([
        ["Who can play", "Anyone: no handicap or membership needed"],
        ["Booking", "Not needed on weekdays; at weekends, book a tee time"],
        ["Footwear", "Golf shoes or trainers"],
        ["Dogs", "Sorry, no dogs on either course"],
      ]),
  ),
  "/visitors": page(
    "Visiting golfers",
    `<p>Visitors are welcome on the Moor every day. Book a tee time online or ring the pro shop on 01632 975 301;
    pay at the pro shop when you arrive.</p>` +
      table(
        "Summer green fees, 1 April to 31 October",
        ["Green fee", "Monday to Thursday", "Friday", "Weekends and bank holidays"],
        SUMMER,
      ) +
      table(
        "Winter green fees, 1 November to 31 March",
        ["Green fee", "Monday to Thursday", "Friday", "Weekends and bank holidays"],
        WINTER,
      ) +
      dl([
        [
          "Handicaps",
          "Weekdays: no handicap needed, but you should know your way round a golf course. Weekends and bank holidays: visitors need a WHS Handicap Index of 28.0 or under for men and 36.0 or under for women",
        ],
        [
          "Tee times for visitors on the Moor",
          "Weekdays from 09:00. Weekends from 11:00, and from 13:00 on competition Saturdays",
        ],
        [
          "Juniors",
          "Juniors without a handicap must play the Moor with an adult. Under 12s play the Spinney free with a paying adult",
        ],
        [
          "Buggies",
          "£30 for 18 holes, £18 for 9, course permitting. Buggy drivers must be 21 or over with a full driving licence",
        ],
        ["Trolleys", "£5, electric trolleys £12"],
        ["Hire clubs", "£20 a half set, £30 a full set"],
      ]) +
      `<h2>The Spinney</h2>` +
      table(
        "The Spinney, 9 holes, all year",
        ["Green fee", "Weekdays", "Weekends"],
        [
          ["Adult, 9 holes", "£14", "£16"],
          ["Adult, 18 holes (twice round)", "£20", "£24"],
          ["Junior (under 18), 9 holes", "£6", "£7"],
          ["Under 12s with a paying adult", "Free", "Free"],
        ],
      ) +
      `<p>From 1 January 2027 an adult's 9 holes on the Spinney will be £15.50 on weekdays and £17.50 at weekends.
      Other Spinney fees stay the same.</p>
      <p>Groups of 12 or more: see <a href="/societies">Golf days</a>. <a href="/visitors/book">Book a tee
      time</a></p>`,
  ),
  "/visitors/book": page(
    "Book a tee time",
    `<p>Book up to 14 days ahead and pay at the pro shop on the day. On the Moor, visitors' tee times start at 09:00
    on weekdays and 11:00 at weekends; the Spinney is open to everyone from 08:00. We'll email you to confirm within the hour during pro shop opening times.</p>
      <form method="post" action="/visitors/book/send">
      <p><label>Course <select name="course">${options([
        ["moor", "The Moor (18 holes)"],
        ["spinney", "The Spinney (9 holes)"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Tee time <select name="time">${options(TIMES.map((t) => [t, t]))}</select></label></p>
      <p><label>Number of players <select name="players">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
        ["4", "4"],
      ])}</select></label></p>
      <p><label>How many of them are under 18? <select name="juniors">${options([
        ["0", "None"],
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
      ])}</select></label></p>
      <p><label>Rate <select name="rate">${options([
        ["visitor", "Visitor green fee"],
        ["twilight", "Twilight"],
        ["with-member", "Playing with a member"],
      ])}</select></label></p>
      <p><label>Buggies <select name="buggy">${options([
        ["none", "None"],
        ["one", "One"],
        ["two", "Two"],
      ])}</select></label></p>
      <p><label>Handicap index of the lead golfer (needed at weekends) <input name="handicap"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Request tee time</button></form>`,
  ),
  "/range": page(
    "Practice",
    `<p>Our driving range has 24 bays: 16 covered and floodlit, on two floors of 8, and 8 grass tees that open from
    April to October. Next to it are a short game area with two practice bunkers and a putting green, free for
    anyone who has paid a green fee that day.</p>` +
      table("Range balls", ["Bucket", "Balls", "Off-peak", "Peak"], BUCKETS) +
      dl([
        [
          "Peak and off-peak",
          "Peak is Monday to Friday from 17:00, and all day at weekends and on bank holidays. Off-peak is Monday to Friday before 17:00",
        ],
        ["Members and juniors", "20% off any bucket"],
        ["Range card", "Pay £50 and get £60 of balls: buy it at the range desk"],
        ["Toptracer", "In bays 1 to 10 on the ground floor: £2 extra a bucket"],
        [
          "Opening hours",
          "Monday to Friday 07:30–21:30, Saturday and Sunday 07:30–20:00, bank holidays 08:00–18:00. Last balls are sold 30 minutes before we close",
        ],
      ]) +
      `<p>Some range prices change on 1 January: see <a href="/news">Club news</a>.</p>`,
  ),
  ...golfclubMorePages(page, options),
};

export const GOLFCLUB: CorpusSite = {
  name: "golfclub",
  pages,
  layout: page,
  forms: {
    "/visitors/book/send": {
      title: "Tee time requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.players} player(s) on the ${f.course} on ${f.date} at ` +
        `${f.time} (${f.rate}). We'll email ${f.email} to confirm. Reference CM-4418.`,
    },
    "/membership/enquire/send": {
      title: "Thanks for your interest",
      reply: (f) =>
        `Thanks, ${f.name}. Claire Pennock will email ${f.email} about ${f.category} membership within 2 working ` +
        `days.`,
    },
    "/academy/book/send": {
      title: "Lesson requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've passed your request for a ${f.lesson} lesson with ${f.pro} on ${f.date} ` +
        `(${f.time}) to the pro shop, who will email ${f.email} with a time.`,
    },
    "/societies/enquire/send": {
      title: "Golf day enquiry received",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.society} for a ${f.package} golf day on ${f.date} for ` +
        `${f.golfers} golfers, and will email ${f.email} within 2 working days to confirm.`,
    },
    "/nineteenth/book/send": {
      title: "Table booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your table for ${f.guests} (${f.sitting}) is booked for ${f.date} at ${f.time}. ` +
        `If your plans change, ring 01632 975 310.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. The club office will reply to ${f.email} within 2 working days.`,
    },
  },
};
