import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { danceschoolMorePages } from "./danceschool-more";

// FLURRY: the twenty-seventh held-out part of the corpus (Pelham School of Dance), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A dance school in Dunstow with two studios, Chapel Studio on Larkhill Road
// and Foxley Studio on a business park, with different parking: the styles with ages and exam boards, the timetable
// as a table a day of time × class × ages × teacher × studio (one class full), term fees as a table of classes a
// week × term fee × monthly payments with a sibling discount and January's new fees in a note, a free trial class,
// exam fees as a table of grade × ballet × tap × jazz with the entry date, uniform by class, the studios with
// parking and office hours, studio hire as a table of studio × daytime × evening × Saturday × Sunday, term dates
// and shows, policies (missed classes, refunds, leaving, late collection), parents' FAQs, dated news (the fee
// change, the showcase, Saturday Street Juniors' move, exam results), the teachers as cards, forms to book a free
// trial, hire a studio, enter an exam and send a message, and three pages only the site's search finds. The
// footer's line about classes every day of the week is true of no week.
const shellPage = shell({
  brand: "Pelham School of Dance",
  tagline: "Ballet, tap, jazz, street and contemporary in Dunstow since 2004",
  nav: [
    ["Styles", "/classes"],
    ["Week by week", "/timetable"],
    ["Fees", "/fees"],
    ["Come and try", "/trial"],
    ["Medals &amp; grades", "/exams"],
    ["What to wear", "/uniform"],
    ["Our studios", "/studios"],
    ["Use our space", "/hire"],
    ["Diary", "/dates"],
    ["The small print", "/policies"],
    ["Parents ask", "/faq"],
    ["Teachers", "/teachers"],
    ["Latest", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Old Chapel, 3 Larkhill Road, Dunstow DN2 4LR",
    phone: "01632 985 400",
    email: "office@pelhamdance.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company number and the footer's line about classes every day: true of no week. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Pelham School of Dance Ltd, registered in England no. 05183627 · Registered with the RAD and the ISTD · Classes for ages 2½ to 82, every day of the week</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const same = (xs: string[]) => xs.map((x) => [x, x] as [string, string]);

/** The timetable, a table a day: time, class, ages, teacher, studio. */
const TIMETABLE: [string, string[][]][] = [
  [
    "Monday",
    [
      ["16:00", "Baby Ballet", "2½ to 4", "Amy Lister", "Chapel Studio"],
      ["16:45", "Ballet Primary", "5 to 7", "Claire Pelham", "Chapel Studio"],
      ["17:30", "Ballet Grades 1 and 2", "7 to 9", "Claire Pelham", "Chapel Studio"],
      ["17:30", "Street Juniors", "8 to 11", "Jordan Reid", "Foxley Studio"],
      ["18:30", "Street Seniors", "12 to 18", "Jordan Reid", "Foxley Studio"],
      ["19:30", "Adult Beginners Ballet", "18 and over", "Claire Pelham", "Chapel Studio"],
    ],
  ],
  [
    "Tuesday",
    [
      ["16:30", "Tap Primary", "5 to 7", "Ruth Okoro", "Foxley Studio"],
      ["17:15", "Tap Grades 1 to 3", "8 to 11", "Ruth Okoro", "Foxley Studio"],
      ["18:00", "Ballet Grades 3 and 4", "9 to 12", "Claire Pelham", "Chapel Studio"],
      ["18:15", "Jazz Juniors", "7 to 10", "Ruth Okoro", "Foxley Studio"],
      ["19:00", "Contemporary", "11 to 18", "Hana Sato", "Chapel Studio"],
      ["20:00", "Adult Beginners Tap", "18 and over", "Ruth Okoro", "Foxley Studio"],
    ],
  ],
  [
    "Wednesday",
    [
      ["16:00", "Baby Ballet", "2½ to 4", "Amy Lister", "Foxley Studio"],
      ["16:45", "Ballet Primary", "5 to 7", "Amy Lister", "Foxley Studio"],
      ["17:30", "Jazz Seniors", "11 to 18", "Ruth Okoro", "Chapel Studio"],
      ["18:30", "Ballet Grades 5 and 6", "12 to 18", "Claire Pelham", "Chapel Studio"],
      ["19:45", "Adult Beginners Street", "18 and over", "Jordan Reid", "Foxley Studio"],
    ],
  ],
  [
    "Thursday",
    [
      ["16:30", "Street Juniors", "8 to 11", "Jordan Reid", "Chapel Studio"],
      ["17:30", "Contemporary", "11 to 18", "Hana Sato", "Foxley Studio"],
      ["18:30", "Tap Grades 4 to 6", "11 to 18", "Ruth Okoro", "Chapel Studio"],
      ["19:30", "Adult Beginners Ballet", "18 and over", "Amy Lister", "Chapel Studio"],
      ["19:45", "Adult Contemporary", "18 and over", "Hana Sato", "Foxley Studio"],
    ],
  ],
  [
    "Friday",
    [
      ["16:30", "Ballet Grades 1 and 2", "7 to 9", "Amy Lister", "Foxley Studio"],
      ["17:30", "Street Seniors", "12 to 18", "Jordan Reid", "Chapel Studio"],
    ],
  ],
  [
    "Saturday",
    [
      ["09:00", "Baby Ballet (full: waiting list)", "2½ to 4", "Amy Lister", "Chapel Studio"],
      ["09:45", "Tap Primary", "5 to 7", "Ruth Okoro", "Chapel Studio"],
      ["10:30", "Ballet Primary", "5 to 7", "Amy Lister", "Chapel Studio"],
      ["10:30", "Street Juniors", "8 to 11", "Jordan Reid", "Foxley Studio"],
      ["11:30", "Jazz Juniors", "7 to 10", "Ruth Okoro", "Chapel Studio"],
      ["12:30", "Contemporary", "11 to 18", "Hana Sato", "Chapel Studio"],
    ],
  ],
];

const CLASS_TIMES = same([
  "09:00",
  "09:45",
  "10:30",
  "11:30",
  "12:30",
  "16:00",
  "16:30",
  "16:45",
  "17:15",
  "17:30",
  "18:00",
  "18:15",
  "18:30",
  "19:00",
  "19:30",
  "19:45",
  "20:00",
]);

/** Styles: style, ages, exams, what it is. */
const STYLES: string[][] = [
  [
    "Baby Ballet",
    "2½ to 4",
    "None",
    "Music, movement and make-believe, with a grown-up nearby for the first few weeks",
  ],
  [
    "Ballet",
    "5 to 18",
    "RAD, Primary to Grade 6",
    "Classical ballet from the Royal Academy of Dance syllabus",
  ],
  ["Tap", "5 to 18", "ISTD, Primary to Grade 6", "Rhythm, timing and a lot of noise"],
  ["Jazz", "7 to 18", "ISTD, Grade 1 to Grade 6", "Kicks, turns and leaps to musical theatre and pop"],
  ["Street", "8 to 18", "None", "Hip hop, popping and breaking, with battles at the end of term"],
  ["Contemporary", "11 to 18", "None", "Floor work, release and improvisation"],
  [
    "Adult Beginners",
    "18 and over",
    "None",
    "Ballet, tap, street and contemporary for grown-ups who've never danced, or not for years",
  ],
];

/** Term fees: classes a week, term fee, three monthly payments. */
const FEES: string[][] = [
  ["Baby Ballet (30 minutes), once a week", "£66", "3 × £22"],
  ["1 class a week", "£84", "3 × £28"],
  ["2 classes a week", "£156", "3 × £52"],
  ["3 classes a week", "£216", "3 × £72"],
  ["4 classes a week", "£264", "3 × £88"],
  ["5 or more classes a week", "£300", "3 × £100"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Pelham School of Dance",
    `<p class="banner" role="status"><strong>Christmas Showcase:</strong> Saturday 12 December at Dunstow Arts
    Centre, 2pm and 6pm. Tickets from the office. Fees change for the spring term: <a href="/news">read more</a>.</p>
    <p>Twenty-two years of dancing in Dunstow. Little ones start with Baby Ballet at 2½; grown-ups start whenever
    they like. We teach in two studios: the Old Chapel on Larkhill Road and our newer studio on Foxley Business
    Park.</p>
    <p><a href="/trial">Book a free class</a> · <a href="/timetable">See the timetable</a> · <a href="/fees">Fees</a></p>
    <h2>Coming up</h2>${cards([
      [
        "Monday 30 November",
        "Watch Week",
        "Parents and carers are welcome to watch this week's classes.",
        "/dates",
      ],
      ["Sunday 6 December", "Showcase dress rehearsal", "10:00 to 16:00 at Dunstow Arts Centre.", "/dates"],
      ["Saturday 12 December", "Christmas Showcase", "Two shows, 2pm and 6pm.", "/dates"],
    ])}
    <h2>Latest</h2>${cards([
      ["19 November 2026", "Fees from January", "What changes for the spring term.", "/news"],
      ["10 November 2026", "Showcase tickets on sale", "£12 for adults.", "/news"],
      ["28 October 2026", "Saturday Street Juniors has moved", "Same time, other studio.", "/news"],
    ])}`,
  ),
  "/classes": page(
    "Our styles",
    table("Styles", ["Style", "Ages", "Exams", "What it is"], STYLES) +
      `<p>Boys and girls are in the same classes. Children move up a level when their teacher says they're ready,
      usually each September. See <a href="/timetable">the timetable</a> for when and where each class is.</p>`,
  ),
  "/timetable": page(
    "Timetable, autumn and spring terms",
    `<p>Baby Ballet classes are 30 minutes and Primary classes 45 minutes. Everything else is an hour, except Ballet
    Grades 5 and 6, which is 1 hour 15 minutes. There are no classes on Sundays.</p>` +
      TIMETABLE.map(([day, rows]) => table(day, ["Time", "Class", "Ages", "Teacher", "Studio"], rows)).join(
        "",
      ) +
      `<p>Saturday's Baby Ballet at Chapel Studio is full; Monday's and Wednesday's have spaces. Your first class in
      any style is free: <a href="/trial">book it here</a>.</p>`,
  ),
  "/fees": page(
    "Fees",
    `<p>Fees are for a 12-week term, paid before the first class of term, or in three monthly payments by standing
    order.</p>` +
      table("Children's term fees", ["Classes a week", "Term fee", "Or monthly"], FEES) +
      dl([
        ["Adult Beginners", "£96 for the term, or £10 a class as a drop-in"],
        ["Registration", "£15 a year for each family, paid on joining and each September"],
        [
          "Brothers and sisters",
          "10% off the second child's term fee, and 15% off the third and each further child's; the discount comes off the lower fees. Not on adult classes",
        ],
        ["Free trial", "Your first class in each style is free"],
        ["Private lessons", "£32 for 30 minutes with any teacher"],
      ]) +
      `<p>From the spring term (starting 4 January 2027), 1 class a week will be £90 a term and 2 classes a week
      £168 a term. Baby Ballet, adult classes and 3 or more classes a week stay the same.</p>
      <p>Exam fees are extra: see <a href="/exams">medals and grades</a>.</p>`,
  ),
  "/trial": page(
    "Come and try a class",
    `<p>Your first class in any style is free, for children and adults. Come 10 minutes early; no uniform needed,
    just comfortable clothes and bare feet or socks (trainers for street). One free class a style for each dancer.
    Saturday Baby Ballet is full, so trials for Baby Ballet are on Mondays and Wednesdays.</p>
    <form method="post" action="/trial/book/send">
      <p><label>Dancer's name <input name="dancer" required></label></p>
      <p><label>Dancer's age <select name="age">${options([
        ...same(["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17"]),
        ["adult", "18 or over"],
      ])}</select></label></p>
      <p><label>Style <select name="style">${options([
        ["baby-ballet", "Baby Ballet"],
        ["ballet", "Ballet"],
        ["tap", "Tap"],
        ["jazz", "Jazz"],
        ["street", "Street"],
        ["contemporary", "Contemporary"],
        ["adult-ballet", "Adult Beginners Ballet"],
        ["adult-tap", "Adult Beginners Tap"],
        ["adult-street", "Adult Beginners Street"],
        ["adult-contemporary", "Adult Contemporary"],
      ])}</select></label></p>
      <p><label>Studio <select name="studio">${options([
        ["chapel", "Chapel Studio, Larkhill Road"],
        ["foxley", "Foxley Studio, Foxley Business Park"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Class start time <select name="time">${options(CLASS_TIMES)}</select></label></p>
      <p><label>Parent or carer (under 18s) <input name="parent"></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <p><label>Anything we should know (medical, needs, nerves) <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book my free class</button></form>`,
  ),
  ...danceschoolMorePages(page, options, same),
};

export const DANCESCHOOL: CorpusSite = {
  name: "danceschool",
  pages,
  layout: page,
  forms: {
    "/trial/book/send": {
      title: "See you there",
      reply: (f) =>
        `Thanks. ${f.dancer}'s free ${f.style} class is booked at ${f.studio} on ${f.date} at ${f.time}. ` +
        `We've emailed ${f.email}.`,
    },
    "/hire/book/send": {
      title: "Hire request received",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.studio} on ${f.date} from ${f.start} for ${f.hours} hour(s) ` +
        `(${f.often}) and will confirm to ${f.email} within 2 working days.`,
    },
    "/exams/enter/send": {
      title: "Exam entry received",
      reply: (f) =>
        `Thanks, ${f.parent}. We've put ${f.dancer} down for ${f.exam} ${f.grade}, if their teacher agrees, ` +
        `and will email ${f.email} the fee and the date.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. Sandra will reply to ${f.email} within 2 working days.`,
    },
  },
};
