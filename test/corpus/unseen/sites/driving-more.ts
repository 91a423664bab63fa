import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// UNSEEN: the sixth held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever tunes
// the engines must not read this file.

/** Every fee has a sibling in its row (the other gearbox) and its column (another lesson or course). */
const LESSONS: string[][] = [
  ["Single lesson, 1 hour", "£38", "£42"],
  ["Double lesson, 2 hours", "£74", "£82"],
  ["Block of 10 hours, paid in advance", "£355", "£395"],
  ["First-lesson offer, 3 hours (new pupils, once only)", "£90", "£99"],
  ["Motorway lesson, 2 hours", "£84", "£92"],
  ["Car for your test (1-hour warm-up lesson and the test)", "£95", "£105"],
];

const COURSES: string[][] = [
  ["Intensive, 20 hours over one week", "£760", "£840"],
  ["Intensive, 30 hours over two weeks", "£1,110", "£1,230"],
  ["Refresher, 4 hours", "£150", "£166"],
  ["Pass Plus, 6 hours", "£199", "£219"],
];

const NEWS = cards([
  [
    "23 November 2026",
    "Fees in 2027",
    "From 1 January 2027 a single manual lesson will cost £40 and a single automatic lesson £44. Blocks of 10 hours bought before 31 December keep today's price.",
  ],
  [
    "17 November 2026",
    "Welcome, Owen",
    "Owen Pritchard has joined the team. From 1 December he teaches automatic lessons in Lindford in his electric MG4, including on Sundays.",
  ],
  [
    "10 November 2026",
    "Christmas break",
    "The office closes at 12:30 on 23 December and reopens on Monday 4 January 2027. Imran and Lucja are teaching from 28 to 31 December.",
  ],
  [
    "3 November 2026",
    "October's passes",
    "14 Clearway pupils passed their test in October, 9 of them at the first attempt. Well done, everyone!",
  ],
  [
    "27 October 2026",
    "Winter driving",
    "If we cancel a lesson because of snow or ice, you can move it for free. We never charge for a lesson we cancel.",
  ],
]);

/** Fees, courses, theory, news, answers, the story, and two pages only the site's search finds. */
export function drivingMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/prices": page(
      "Fees",
      table("Lessons", ["Lesson", "Manual", "Automatic"], LESSONS) +
        table("Courses", ["Course", "Manual", "Automatic"], COURSES) +
        dl([
          [
            "Driving test fee",
            "Not included: you pay the DVSA £62 on weekdays, or £75 evenings and weekends",
          ],
          ["Theory test fee", "£23, paid to the DVSA"],
          ["Students", "£2 off every single lesson with a valid student card"],
          ["Paying", "By card or bank transfer before the lesson; we do not take cash in the car"],
          ["Cancelling", "At least 48 hours' notice, or the full lesson fee is charged"],
        ]) +
        `<p>Some fees change in January: <a href="/news">what's new</a>. Buying for someone else?
        <a href="/vouchers">Vouchers</a>.</p>`,
    ),
    "/courses": page(
      "Ways to learn",
      `<h2>Weekly lessons</h2><p>One or two hours a week with the same instructor. Most of our pupils need
      between 35 and 45 hours of lessons before their test.</p>
      <h2>Intensive courses</h2><p>20 or 30 hours over one or two weeks, ending with your test. You must have
      passed your theory test first, and we book the practical test for you. Intensive courses run in Bramhill
      and Lindford, not in the Hatherby villages.</p>
      <h2>Nervous drivers</h2><p>Kerry-Ann Walsh gives calm, unhurried lessons for anxious learners, starting on
      the quiet roads of the Lindford trading estate, at our usual prices.</p>
      <h2>After you pass</h2><p>Pass Plus is 6 hours of town, rural, night, bad-weather and motorway driving, and
      can lower your insurance. Refresher courses suit anyone who hasn't driven for a while.</p>
      <h2>Off-road tasters for ages 14 to 16</h2><p>One hour behind the wheel on the old runway at Bramhill
      Airfield, £45. No licence needed.</p>` +
        table(
          "Next taster days",
          ["Date", "Sessions"],
          [
            ["Sunday 13 December 2026", "10:00, 11:15, 12:30"],
            ["Sunday 17 January 2027", "10:00, 11:15, 12:30, 14:00"],
            ["Sunday 14 February 2027", "10:00, 11:15"],
          ],
        ),
    ),
    "/theory": page(
      "Theory",
      `<p>Come to a class as often as you like until you pass.</p>` +
        table(
          "Theory classes",
          ["Day", "Time", "Where"],
          [
            ["Tuesday", "18:30–20:00", "Bramhill Library, meeting room 2"],
            ["Thursday", "18:00–19:30", "Lindford Community Hub"],
            ["Saturday", "10:00–11:30", "Clearway office, 7 Chapel Street, Bramhill"],
          ],
        ) +
        dl([
          ["Price", "Free for Clearway pupils who have paid for a block; £12 a class for everyone else"],
          ["Booking", "Just turn up on Tuesdays and Thursdays. The Saturday class has 8 seats: book by text"],
          ["Questions in the test", "50, multiple choice"],
          ["Pass mark", "43 of the 50 questions"],
          ["Hazard perception", "14 video clips, straight after the questions"],
          ["Our app", "Clearway Theory: free for pupils, £4.99 for anyone else"],
        ]) +
        `<p>There are no classes between 21 December and 2 January.</p>`,
    ),
    "/news": page("News", NEWS),
    "/faq": page(
      "Good to know",
      `<h2>How old do I have to be?</h2><p>17 to drive on the road. Our off-road tasters are for ages 14 to
      16.</p>
      <h2>Do I need a provisional licence?</h2><p>Yes, before your first lesson. Your instructor will check it.</p>
      <h2>Can I learn in my own car?</h2><p>No. Lessons are in our dual-controlled cars only, but you can
      practise in your family's car between lessons.</p>
      <h2>Can I have lessons on a Sunday?</h2><p>Yes, with Owen Pritchard in Lindford. Our other instructors
      don't teach on Sundays.</p>
      <h2>Can a parent come along?</h2><p>Yes, a parent or friend can sit in the back on any lesson, if you're
      happy with that.</p>
      <h2>Can I switch to automatic?</h2><p>Yes, at any time, and the hours you have done still count.</p>
      <h2>Will you book my test?</h2><p>We book it for you free of charge, or you can book it with the DVSA
      yourself.</p>
      <h2>What if I'm ill?</h2><p>Tell us as soon as you can. With a doctor's note we won't charge, even inside
      48 hours.</p>`,
    ),
    "/about": page(
      "About Clearway",
      `<p>Deborah Quayle started Clearway in 2003 with one Ford Fiesta and a handful of pupils in Bramhill. We
      began teaching in Lindford in 2012.</p>
      <p>Today six instructors teach for Clearway, and Hayley Burns runs the office. More than 4,800 pupils have
      passed with us, and our first-time pass rate in 2025 was 65%.</p>
      <p>We were named Small Business of the Year at the Bramhill Business Awards in 2024.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep pupils' records for three years after their last lesson. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep booking working. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/mock-tests": page(
      "Mock driving tests",
      `<p>A 40-minute drive in test conditions with an instructor who hasn't taught you, and a written report
      afterwards.</p>` +
        dl([
          ["Manual", "£55"],
          ["Automatic", "£60"],
          ["When", "Saturdays in Lindford; weekdays in Bramhill"],
          ["Book", "Text 07700 900 415"],
        ]),
    ),
    "/instructor-training": page(
      "Become a driving instructor",
      `<p>Train with Clearway to become an approved driving instructor.</p>` +
        dl([
          ["Course fee", "£2,450, or three payments of £830"],
          ["Taster day", "£60, taken off the course fee if you join"],
          ["Next intake", "Monday 11 January 2027"],
          ["Trainer", "Deborah Quayle"],
          ["You need", "To be 21 or over and to have held a full licence for 3 years"],
        ]),
    ),
  };
}
