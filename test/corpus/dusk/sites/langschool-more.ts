import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// DUSK: the twentieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const EXAMS: string[][] = [
  ["DELE (Spanish)", "B1 and B2", "Thursday 13:00–15:00", "Ashcombe", "8", "£220"],
  ["DELF (French)", "B1 and B2", "Wednesday 17:00–18:30", "Fernley", "8", "£190"],
  [
    "IELTS (English), Academic and General",
    "Band 5.5 to 7",
    "Monday and Thursday 10:00–12:00",
    "Ashcombe",
    "6",
    "£360",
  ],
  [
    "GCSE and A level: Spanish, French, German",
    "All",
    "One to one, at a time to suit you",
    "Either, or online",
    "—",
    "From £40 an hour",
  ],
];

const ONE_TO_ONE: string[][] = [
  ["45 minutes", "£32", "£28", "—"],
  ["60 minutes", "£40", "£35", "£50"],
  ["90 minutes", "£58", "£50", "£70"],
  ["Ten 60-minute lessons, paid in advance", "£370", "£320", "—"],
];

const CHILDREN: string[][] = [
  ["Spanish Tots (songs and games)", "3 to 5", "09:15–10:00", "Fernley", "£85"],
  ["Spanish Explorers", "6 to 8", "10:15–11:15", "Fernley", "£110"],
  ["Spanish Club", "9 to 11", "11:30–12:30", "Fernley", "£110"],
  ["French Explorers", "6 to 8", "09:30–10:30", "Ashcombe", "£110"],
  ["French Club", "9 to 11", "10:45–11:45", "Ashcombe", "£110"],
  ["Mandarin for Kids", "7 to 11", "12:00–13:00", "Ashcombe", "£125"],
];

const TERMS: string[][] = [
  ["Autumn 2026", "Monday 14 September 2026", "26–30 October", "Thursday 10 December 2026"],
  ["Spring 2027", "Monday 11 January 2027", "15–19 February", "Thursday 25 March 2027"],
  ["Summer 2027", "Monday 19 April 2027", "31 May–4 June", "Thursday 1 July 2027"],
];

/** A teacher's card: name, languages, days, centre, a line about them. */
const teacher = (name: string, languages: string, days: string, centre: string, about: string) =>
  `<article class="card"><h3>${name}</h3><p>Teaches: ${languages}</p><p>Days: ${days}</p><p>Centre: ${centre}</p><p>${about}</p></article>`;

const TEACHERS = `<div class="cards">${[
  teacher(
    "Carmen Ruiz",
    "Spanish, Catalan",
    "Monday, Wednesday, Thursday",
    "Ashcombe",
    "Co-founder of the school, from Valencia. A DELE examiner since 2010.",
  ),
  teacher(
    "Marta Sousa",
    "Portuguese, Spanish",
    "Tuesday, Thursday, Saturday",
    "Fernley",
    "From Porto. Teaches our Saturday Spanish classes for children.",
  ),
  teacher(
    "Jérôme Lefèvre",
    "French",
    "Monday, Tuesday, Wednesday",
    "Ashcombe (Monday and Tuesday), Fernley (Wednesday)",
    "From Lyon, and a keen cyclist. Runs our DELF preparation.",
  ),
  teacher(
    "Anneliese Kraus",
    "German, French",
    "Wednesday, Thursday",
    "Ashcombe (Wednesday), Fernley (Thursday)",
    "Grew up in Hamburg and taught in Strasbourg for ten years.",
  ),
  teacher(
    "Giulia Bassani",
    "Italian",
    "Tuesday, Thursday",
    "Fernley (Tuesday), Ashcombe (Thursday)",
    "From Bologna: ask her about food, and you'll be there all evening.",
  ),
  teacher(
    "Yuki Tanaka",
    "Japanese",
    "Monday, and online in the daytime",
    "Ashcombe",
    "From Osaka. Also teaches one-to-one online.",
  ),
  teacher("Li Wen", "Mandarin Chinese", "Tuesday, Saturday", "Ashcombe", "From Chengdu, and new this year."),
  teacher(
    "Hélène Dubois",
    "French",
    "Saturday",
    "Ashcombe",
    "Teaches French Explorers and French Club on Saturday mornings.",
  ),
  teacher(
    "Owen Pritchard",
    "English (ESOL and IELTS)",
    "Monday to Friday",
    "Ashcombe, and Fernley on Wednesday mornings",
    "Co-founder and Director of Studies: he'll find you the right class.",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "20 November 2026",
    "Spring term booking is open",
    "Book by Monday 14 December and get £10 off. In the autumn term a Beginners or Improvers course cost £155 and an Intermediate or higher course £165; from the spring term they're £165 and £175, our first rise since 2023.",
  ],
  [
    "3 November 2026",
    "Mandarin is back",
    "Li Wen joins us in January to teach Mandarin Chinese for adult beginners on Tuesday evenings and a new Mandarin for Kids class on Saturdays, both at Ashcombe.",
  ],
  [
    "12 October 2026",
    "One-to-one prices from January",
    "From 1 January 2027 an hour's lesson at a centre goes up from £40 to £42 and an hour online from £35 to £36. Other one-to-one prices don't change.",
  ],
  [
    "18 September 2026",
    "Our DELE results",
    "All 14 of our students who sat the DELE in May passed, 6 of them at B2. ¡Enhorabuena!",
  ],
  [
    "2 September 2026",
    "Fernley on Wednesday mornings",
    "Fernley reception now opens at 09:30 on Wednesdays for our new ESOL class. On other days it still opens at 13:00, or 09:00 on Saturdays.",
  ],
]);

/** Exams, one to one, children, the level check, dates, teachers, answers, news, contact, and two search-only pages. */
export function langschoolMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/exams": page(
      "Getting certified",
      `<p>Preparation courses for the main language exams, taught by examiners and teachers who know them
      inside out.</p>` +
        table("Exam preparation", ["Exam", "Levels", "When", "Centre", "Weeks", "Price"], EXAMS) +
        `<p>Exam fees aren't included: you pay them when you register. We're an approved DELE exam centre: the
        May 2027 DELE is on Friday 21 and Saturday 22 May at Ashcombe, and you must register by 24 March 2027. The
        DELE B1 exam fee is £155 and the B2 fee £180.</p>
        <p>DELE and DELF courses start in the week of 8 March 2027 and run through the Easter holidays. IELTS courses
        start every six weeks; the next one starts on Monday 11 January 2027. We're not an IELTS test centre, so
        you'll sit the test itself elsewhere: we'll help you book it.</p>`,
    ),
    "/one-to-one": page(
      "One to one",
      `<p>Lessons with one of our teachers, at a time that suits you: for a trip, an exam, your job, or just for the
      love of it. Any language we teach, plus Catalan, and Dutch and Russian online.</p>` +
        table(
          "One-to-one lessons",
          ["Length", "At Ashcombe or Fernley", "Online", "At your home or office"],
          ONE_TO_ONE,
        ) +
        `<p>From 1 January 2027: 60 minutes at a centre £42, and 60 minutes online £36. Other prices stay the
        same.</p>` +
        dl([
          ["Japanese and Mandarin", "£5 more a lesson"],
          ["Two people sharing", "One and a half times the price, between you"],
          [
            "At your home or office",
            "Within 8 miles of Ashcombe or Fernley, for lessons of 60 minutes or more",
          ],
          ["Cancelling", "Give us 48 hours' notice, or the lesson is charged in full"],
          ["Blocks of ten", "Use them within 6 months"],
        ]) +
        `<h2>Ask for a teacher</h2>
        <form method="post" action="/one-to-one/send">
        <p><label>Language <select name="language">${options([
          ["spanish", "Spanish"],
          ["french", "French"],
          ["italian", "Italian"],
          ["german", "German"],
          ["portuguese", "Portuguese"],
          ["japanese", "Japanese"],
          ["mandarin", "Mandarin Chinese"],
          ["english", "English"],
          ["catalan", "Catalan"],
          ["dutch", "Dutch (online only)"],
          ["russian", "Russian (online only)"],
        ])}</select></label></p>
        <p><label>Where <select name="format">${options([
          ["ashcombe", "At Ashcombe"],
          ["fernley", "At Fernley"],
          ["online", "Online, on Zoom or Teams"],
          ["home", "At my home or office"],
        ])}</select></label></p>
        <p><label>Lesson length <select name="length">${options([
          ["45", "45 minutes"],
          ["60", "60 minutes"],
          ["90", "90 minutes"],
        ])}</select></label></p>
        <p><label>How many lessons <select name="lessons">${options([
          ["single", "Pay as I go"],
          ["block", "A block of ten 60-minute lessons"],
        ])}</select></label></p>
        <p><label>What's it for? <select name="goal">${options([
          ["general", "Just for me"],
          ["travel", "Travel or moving abroad"],
          ["exam", "An exam"],
          ["work", "Work"],
        ])}</select></label></p>
        <p><label>When suits you <select name="availability">${options([
          ["daytime", "Weekday daytimes"],
          ["evenings", "Weekday evenings"],
          ["saturday", "Saturday mornings"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/children": page(
      "Little linguists",
      `<p>Saturday morning classes for children, full of songs, games and stories, with teachers who are DBS
      checked.</p>` +
        table(
          "Saturday classes, spring term 2027",
          ["Class", "Ages", "Time", "Centre", "Price a term"],
          CHILDREN,
        ) +
        dl([
          ["Term", "10 Saturdays from 16 January 2027, with no class on 20 February"],
          ["Brothers and sisters", "10% off for the second child, and any more"],
          ["Free taster", "Your child's first class is free, and there's no need to stay on"],
          [
            "Grown-ups",
            "Parents or carers of Spanish Tots stay in the room; older children can be dropped off",
          ],
          ["Class size", "Up to 8 children"],
        ]) +
        `<h2>Book a place</h2>
        <form method="post" action="/children/book/send">
        <p><label>Class <select name="class">${options([
          ["spanish-tots", "Spanish Tots (3 to 5), Fernley"],
          ["spanish-explorers", "Spanish Explorers (6 to 8), Fernley"],
          ["spanish-club", "Spanish Club (9 to 11), Fernley"],
          ["french-explorers", "French Explorers (6 to 8), Ashcombe"],
          ["french-club", "French Club (9 to 11), Ashcombe"],
          ["mandarin-kids", "Mandarin for Kids (7 to 11), Ashcombe"],
        ])}</select></label></p>
        <p><label>Child's first name <input name="child" required></label></p>
        <p><label>Child's age <input type="number" name="age" min="3" max="11" required></label></p>
        <p><label>First Saturday <input type="date" name="date" required></label></p>
        <p><label>Free taster first? <select name="taster">${options([
          ["yes", "Yes, a free taster class first"],
          ["no", "No, book the whole term"],
        ])}</select></label></p>
        <p><label>Parent or carer's name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <p><label>Allergies or anything we should know <textarea name="notes" rows="3"></textarea></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/level": page(
      "What's my level?",
      `<p>Our free level check is a 20-minute written test online and a 10-minute chat with a teacher, in person or
      by video call. It isn't for complete beginners: if you've never learned the language, join a Beginners (A1)
      course.</p>` +
        dl([
          ["In person at Ashcombe", "Mondays and Wednesdays, 17:00–18:15"],
          ["In person at Fernley", "Tuesdays and Thursdays, 17:30–18:30"],
          ["By video call", "Monday to Friday, 10:00–16:00"],
        ]) +
        `<form method="post" action="/level/book/send">
        <p><label>Language <select name="language">${options([
          ["spanish", "Spanish"],
          ["french", "French"],
          ["italian", "Italian"],
          ["german", "German"],
          ["portuguese", "Portuguese"],
        ])}</select></label></p>
        <p><label>Where <select name="where">${options([
          ["ashcombe", "In person at Ashcombe"],
          ["fernley", "In person at Fernley"],
          ["video", "By video call"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["10:00", "10am"],
          ["11:00", "11am"],
          ["12:00", "12 noon"],
          ["13:00", "1pm"],
          ["14:00", "2pm"],
          ["15:00", "3pm"],
          ["17:00", "5pm"],
          ["17:30", "5.30pm"],
          ["18:00", "6pm"],
        ])}</select></label></p>
        <p><label>How long have you studied it? <select name="studied">${options([
          ["under-1", "Less than a year"],
          ["1-3", "1 to 3 years"],
          ["over-3", "More than 3 years"],
        ])}</select></label></p>
        <p><label>When did you last study it? <select name="last">${options([
          ["now", "I'm learning now"],
          ["recent", "In the last 5 years"],
          ["long-ago", "More than 5 years ago"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Book my level check</button></form>`,
    ),
    "/dates": page(
      "Dates for your diary",
      table("Term dates", ["Term", "Starts", "Half term (no classes)", "Ends"], TERMS) +
        `<p>We don't teach adult courses on Fridays. There are no classes on the bank holiday, Monday 3 May 2027, so
        Monday courses in the summer term finish a week later, on 5 July. Children's Saturday classes run for 10
        Saturdays a term.</p>
        <h2>Christmas</h2>
        <p>Both centres are closed from Saturday 19 December 2026 to Sunday 3 January 2027. Ashcombe reopens on
        Monday 4 January. Fernley, which is closed on Mondays, reopens on Tuesday 5 January.</p>
        <p>Booking for the summer term opens on 1 March 2027.</p>`,
    ),
    "/people": page(
      "Our teachers",
      `<p>Every one of our teachers is a qualified language teacher, and most teach their own language.</p>${TEACHERS}`,
    ),
    "/faq": page(
      "Good to know",
      dl([
        [
          "Can I get a refund?",
          "Yes, in full, if you cancel 14 days or more before your course starts. After that, and up to the end of the second week, we'll give you a credit note for another course. After the second week we can't refund or credit you",
        ],
        [
          "I've missed a lesson: what now?",
          "Your teacher will email you the notes and the homework. If there's space, you're welcome to join the same level on another evening that week, but we don't refund missed lessons",
        ],
        [
          "Can I try a class first?",
          "Adults: the level check is free, but there are no taster classes. Children: the first Saturday class is free",
        ],
        ["Do I need a book?", "For A1 to B1, yes: about £25, and it lasts the year"],
        ["Can I pay in instalments?", "For courses over £200: half when you book and half by week 5"],
        ["Will I get a certificate?", "A certificate of attendance if you come to 8 of the 10 lessons"],
        [
          "Do you run anything in the summer holidays?",
          "A Spanish and French summer school, 26–30 July 2027, 10:00–13:00 at Ashcombe, £145",
        ],
        ["Do you teach companies?", "Yes, at your workplace or ours: email business@lindenlanguages.test"],
      ]),
    ),
    "/news": page("News", NEWS),
    "/contact": page(
      "Say hello",
      dl([
        ["Ashcombe", '01632 970 410 · <a href="/centres/ashcombe">3 Mill Lane</a>'],
        ["Fernley", '01632 970 520 · <a href="/centres/fernley">The Old Library, Station Road</a>'],
        ["Email", "hello@lindenlanguages.test: we reply within 2 working days"],
        ["Companies", "business@lindenlanguages.test"],
        ["Director of Studies", "Owen Pritchard"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>It's about <select name="topic">${options([
          ["courses", "Adult courses"],
          ["one-to-one", "One-to-one lessons"],
          ["children", "Children's classes"],
          ["exams", "Exams"],
          ["business", "Lessons for my company"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Nearest centre <select name="centre">${options([
          ["ashcombe", "Ashcombe"],
          ["fernley", "Fernley"],
          ["online", "I'd learn online"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/newsletter": page(
      "Our newsletter",
      `<p>Once a month: new courses, events at the centres, and a word or two to learn. Unsubscribe any time.</p>
      <form method="post" action="/newsletter/send">
      <p><label>First name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Most interested in <select name="interest">${options([
        ["everything", "A bit of everything"],
        ["spanish", "Spanish"],
        ["french", "French"],
        ["italian", "Italian"],
        ["german", "German"],
        ["other-languages", "Portuguese, Japanese or Mandarin"],
        ["children", "Children's classes"],
        ["exams", "Exams"],
      ])}</select></label></p>
      <p><label>Nearest centre <select name="centre">${options([
        ["ashcombe", "Ashcombe"],
        ["fernley", "Fernley"],
        ["online", "Either, or online"],
      ])}</select></label></p>
      <button type="submit">Sign me up</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep students' details for 3 years after their last course, and newsletter addresses until you
      unsubscribe.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring Ashcombe on 01632 970 410.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/gift-vouchers": page(
      "Gift vouchers",
      `<p>Give the gift of a language: a voucher for any amount from £25, to spend on any course, one-to-one lessons
      or children's classes.</p>` +
        dl([
          ["Valid for", "12 months from the date on the voucher"],
          ["Not for", "Exam fees"],
          ["Where to buy", "At either centre, or ring Ashcombe on 01632 970 410"],
        ]),
    ),
    "/translation": page(
      "Translation and interpreting",
      `<p>Our teachers translate and interpret between English and any language we teach.</p>` +
        dl([
          [
            "Certified translation of an official document (birth or marriage certificate, driving licence)",
            "£45 a page",
          ],
          ["Other translation", "From 9p a word, minimum £30"],
          ["Interpreting", "£60 an hour, for at least 2 hours"],
          ["How long", "Certified translations in 5 working days, or 2 for £20 more"],
        ]),
    ),
  };
}
