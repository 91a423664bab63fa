import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// GALE: the eleventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "19 November 2026",
    "Christmas concerts and the office",
    "Brookside's band night is on Thursday 10 December at 18:30 in the academy hall. The carol concert at The Old Chapel is on Saturday 12 December at 15:00, so Saturday lessons there finish at 12:30 that day; it is also the last day of the autumn term. The school office is closed from Friday 18 December and opens again on Monday 4 January, when the spring term starts.",
  ],
  [
    "4 November 2026",
    "Fees from September 2027",
    "From the autumn term 2027, which starts on Monday 6 September 2027, a term of 30-minute lessons goes from £195 to £205, and a term of 45-minute lessons from £285 to £298. Pay-as-you-go prices and every other fee stay as they are.",
  ],
  [
    "12 October 2026",
    "Drums at The Old Chapel: not yet",
    "Drum kit lessons stay at Brookside while the soundproofing at The Old Chapel is finished. We hope to teach drums at both centres from the summer term 2027, and we'll say here when we do.",
  ],
  [
    "2 September 2026",
    "New for adults: ukulele",
    "Adult beginners' ukulele starts on Wednesday 16 September at 19:00 at The Old Chapel, with Carys Lloyd. No ukulele? We lend them free for the first term.",
  ],
  [
    "22 June 2026",
    "Welcome, Nina",
    "Nina Barnes joins us in September to teach trumpet and trombone at Brookside, taking over from Alan Pryce, who retires after 30 years of brass lessons.",
  ],
]);

const TEACHERS: [name: string, teaches: string, centre: string, note: string][] = [
  [
    "Ruth Okonjo",
    "Piano",
    "The Old Chapel",
    "Head of school: joined in 2004 and has run Skylark since 2015.",
  ],
  ["Priti Desai", "Piano", "Brookside", "Also accompanies pupils in their exams."],
  ["Marek Zielinski", "Violin and viola", "The Old Chapel", "Leads the string department."],
  [
    "Lena Holt",
    "Violin, and Little Notes",
    "Both centres",
    "Brookside on Tuesdays, The Old Chapel on Saturdays.",
  ],
  ["Isla Fraser", "Cello and double bass", "The Old Chapel", "Plays with the Easterby Sinfonia."],
  ["Helen Quayle", "Flute", "Both centres", "Has played in three orchestras."],
  ["Sam Ferreira", "Clarinet and saxophone", "Both centres", "Plays in a swing band most weekends."],
  ["Nina Barnes", "Trumpet and trombone", "Brookside", "Joined us in September 2026."],
  ["George Pell", "Classical guitar and music theory", "The Old Chapel", "Takes the Saturday theory group."],
  ["Tom Ashworth", "Electric and bass guitar", "Brookside", "Runs the rock school band."],
  ["Dev Malhotra", "Drum kit", "Brookside", "Built our drum studio."],
  ["Carys Lloyd", "Singing, and adult ukulele", "Both centres", "Sang in opera choruses for 15 years."],
];

const people = (list: typeof TEACHERS) =>
  `<div class="cards">${list
    .map(
      ([name, teaches, centre, note]) =>
        `<article class="card"><h3>${name}</h3><p class="teaches">${teaches}</p><p class="centre">${centre}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Teachers, news, exams, hire, answers and contact pages, and two pages only the site's search finds. */
export function musicMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/teachers": page(
      "Tutors",
      `<p>There are 23 of us teaching at Skylark, most of us part time. These are the twelve who look after each
      instrument; your teacher may be one of them or one of their team.</p>${people(TEACHERS)}`,
    ),
    "/news": page("Noticeboard", NEWS),
    "/exams": page(
      "Grades",
      `<p>Your teacher will tell you when you're ready; we only enter pupils with their teacher's say-so. Practical
      exams are held at The Old Chapel, whichever centre you learn at.</p>` +
        table(
          "Practical exam fees",
          ["Grade", "Exam fee", "Accompanist (for instruments that need a pianist)"],
          [
            ["Initial grade", "£48", "£15"],
            ["Grade 1", "£52", "£18"],
            ["Grade 2", "£58", "£18"],
            ["Grade 3", "£64", "£22"],
            ["Grade 4", "£71", "£22"],
            ["Grade 5", "£78", "£28"],
            ["Grade 6", "£89", "£28"],
            ["Grade 7", "£98", "£35"],
            ["Grade 8", "£112", "£35"],
          ],
        ) +
        `<h2>Sessions and theory</h2>` +
        dl([
          [
            "Spring 2027 session",
            "Exams from Monday 1 March to Saturday 20 March 2027; enter by Friday 15 January 2027",
          ],
          [
            "Summer 2027 session",
            "Exams from Monday 14 June to Saturday 3 July 2027; enter by Friday 30 April 2027",
          ],
          ["Theory exams, Grades 1 to 5", "£45, taken online at home"],
          ["Theory exams, Grades 6 to 8", "£55, taken online at home"],
          ["Our admin fee", "£8 for each entry"],
          ["Paying", "With the entry; we can't refund an exam fee once the entry is sent"],
        ]),
    ),
    "/hire": page(
      "Borrow an instrument",
      `<p>Not ready to buy? Skylark pupils can hire an instrument from us for up to 3 terms, insurance included.
      Strings come in 4/4 (full size), 3/4, 1/2 and 1/4: your teacher will tell you which. Pay the term's hire and
      the deposit when you collect it from The Old Chapel office; we give the deposit back when it comes home to us
      in good order.</p>` +
        table(
          "Hire prices",
          ["Instrument", "A term", "Deposit"],
          [
            ["Violin (any size)", "£30", "£50"],
            ["Cello (any size)", "£48", "£100"],
            ["Flute", "£36", "£75"],
            ["Clarinet", "£36", "£75"],
            ["Trumpet", "£32", "£60"],
            ["Alto saxophone", "£55", "£150"],
            ["Keyboard (61 keys, for practice at home)", "£25", "£40"],
          ],
        ) +
        `<h2>Ask for an instrument</h2>
      <form method="post" action="/hire/request">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Pupil's name <input name="pupil" required></label></p>
      <p><label>Instrument <select name="instrument">${options([
        ["violin", "Violin"],
        ["cello", "Cello"],
        ["flute", "Flute"],
        ["clarinet", "Clarinet"],
        ["trumpet", "Trumpet"],
        ["alto-sax", "Alto saxophone"],
        ["keyboard", "Keyboard"],
      ])}</select></label></p>
      <p><label>Size (strings only) <select name="size">${options([
        ["none", "Not a string instrument"],
        ["4-4", "4/4"],
        ["3-4", "3/4"],
        ["1-2", "1/2"],
        ["1-4", "1/4"],
      ])}</select></label></p>
      <p><label>From <select name="start">${options([
        ["spring-2027", "Spring term 2027"],
        ["summer-2027", "Summer term 2027"],
      ])}</select></label></p>
      <button type="submit">Ask for it</button></form>`,
    ),
    "/faq": page(
      "Questions",
      `<h2>What if we miss a lesson?</h2><p>Tell us at least 48 hours ahead and your teacher will try to move it.
      Otherwise we can't refund it or make it up. If a teacher cancels, we always make it up or refund it.</p>
      <h2>Do I have to stay while my child has a lesson?</h2><p>For under-8s, yes: a grown-up must stay in the
      building. Older children can be dropped off.</p>
      <h2>Can lessons be online?</h2><p>Singing, piano and music theory can, by video call, at the same price.
      Everything else is taught in person.</p>
      <h2>How do we stop lessons?</h2><p>Give half a term's notice by email to the office; otherwise the next
      term's fee is due.</p>
      <h2>Do you teach harp, organ or bagpipes?</h2><p>No, sorry. The office can suggest teachers elsewhere.</p>
      <h2>Can my child change instrument?</h2><p>Yes, at the start of any term, with no new registration fee.</p>
      <h2>Are there concerts?</h2><p>Every pupil can play in the end-of-term concert at their centre. They're free
      to watch.</p>`,
    ),
    "/contact": page(
      "Say hello",
      dl([
        ["School office (Monday to Friday, 10:00–16:00)", "01632 960 700"],
        ["The Old Chapel reception", "01632 960 711"],
        ["Brookside (only while lessons are on)", "01632 960 722"],
        ["Email", "hello@skylarkmusic.test"],
        ["Post", "Skylark Community Music School, The Old Chapel, 3 Chapel Lane, Easterby EB2 4QS"],
      ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep pupils' and parents' details while you learn with us and for 2 years after.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/practice-rooms": page(
      "Practice rooms to hire",
      `<p>Need somewhere to practise? Rooms at The Old Chapel can be booked by the hour at reception or by phone,
      on weekdays from 14:00 to 17:00 and on Saturdays from 12:00 to 16:00.</p>` +
        table(
          "Practice room prices, per hour",
          ["Room", "Skylark pupils", "Everyone else"],
          [
            ["Small practice room with an upright piano", "£8", "£12"],
            ["The Hayward recital hall, with the grand piano", "£15", "£20"],
            ["Band room at Brookside, with a drum kit and amps (Saturday afternoons)", "£18", "£25"],
          ],
        ) +
        `<p>Bring your own music stand for the small rooms. No food or drink near the pianos.</p>`,
    ),
    "/holiday-courses": page(
      "Holiday courses",
      `<p>Open to everyone, not just our pupils. Book through the school office.</p>` +
        table(
          "Courses in 2027",
          ["Course", "Dates", "Ages", "Where", "Price"],
          [
            [
              "Easter string course",
              "Tuesday 6 April to Friday 9 April 2027, 10:00–15:00",
              "8 to 14",
              "The Old Chapel",
              "£140",
            ],
            [
              "Summer rock camp",
              "Monday 26 July to Friday 30 July 2027, 10:00–16:00",
              "11 to 17",
              "Brookside",
              "£175, or £155 if booked by 31 March 2027",
            ],
            [
              "Summer choir week",
              "Monday 2 August to Friday 6 August 2027, 10:00–15:00",
              "7 to 12",
              "The Old Chapel",
              "£120",
            ],
          ],
        ) +
        `<p>Every course ends with a short concert for families on the Friday afternoon.</p>`,
    ),
  };
}
