import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { schoolMorePages } from "./school-more";

// FINAL: a held-out part of the corpus (Fernhill Primary School), run once at the very end as an honest outside
// measurement. Whoever tunes the engines must not read this file (see test/corpus/score.ts). Two school years of
// term dates side by side, times by year group, two classes in every year, and events in the same fortnight.
const page = shell({
  brand: "Fernhill Primary School",
  tagline: "Learning together in Wexcombe",
  nav: [
    ["Our school", "/about"],
    ["Calendar", "/term-dates"],
    ["A day at Fernhill", "/school-day"],
    ["Joining us", "/admissions"],
    ["Parents' corner", "/parents"],
    ["Wraparound care", "/clubs"],
    ["Who's who", "/staff"],
    ["Newsletter", "/news"],
  ],
  footer: {
    year: 2026,
    address: "Fernhill Primary School, Vicarage Lane, Wexcombe WX5 3HJ",
    phone: "01632 960 780",
    email: "office@fernhill.sch.test",
    socials: ["Facebook", "X"],
  },
});

const NEWS = cards([
  [
    "24 November 2026",
    "Christmas Fair",
    "Our PTA Christmas Fair is on Saturday 5 December, 11:00 to 14:00 in the school hall. Tombola donations to the office by Thursday 3 December, please.",
  ],
  [
    "20 November 2026",
    "Nativity performances",
    "Reception and Year 1 perform 'The Busy Stable' on Wednesday 9 December at 14:00 and Thursday 10 December at 9:30. Two tickets per family, free from the office.",
  ],
  [
    "12 November 2026",
    "Year 6 residential",
    "Year 6 go to Castle Head Field Centre from Monday 8 to Wednesday 10 March 2027. A £50 deposit secures a place; please pay on ParentPay by Friday 11 December. Details of the remaining cost are in the letter sent home.",
  ],
  [
    "5 November 2026",
    "Flu sprays",
    "The school nursing team gives the nasal flu spray to Reception to Year 6 on Thursday 19 November. Consent forms are online.",
  ],
]);

const CLASSES: [year: string, cls: string, teacher: string][] = [
  ["Reception", "Acorns", "Mrs Laura Penhale"],
  ["Reception", "Conkers", "Mr Sam Idowu"],
  ["Year 1", "Hazel", "Miss Grace Tanner"],
  ["Year 1", "Rowan", "Mrs Anita Desai"],
  ["Year 2", "Beech", "Mr Tom Ellery"],
  ["Year 2", "Cedar", "Mrs Helen Crabtree"],
  ["Year 3", "Ash", "Miss Ruby Kaur"],
  ["Year 3", "Elm", "Mr Luke Pardoe"],
  ["Year 4", "Willow", "Mrs Claire Hendry"],
  ["Year 4", "Birch", "Mr Femi Adeyemi"],
  ["Year 5", "Oak", "Mr Jonah Whitlock"],
  ["Year 5", "Maple", "Mrs Sarah Quinn"],
  ["Year 6", "Holly", "Mr Ben Castellan"],
  ["Year 6", "Yew", "Miss Erin Doyle"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Welcome to Fernhill",
    `<p>Welcome from our headteacher, Mrs Rachel Okonedo: "Fernhill is a friendly, busy school where every child is
    known by name. We would love to show you around."</p>
    <p><a href="/admissions">Starting school in September 2027?</a> · <a href="/term-dates">Term dates</a> ·
    <a href="/meals">This term's menu</a> · <a href="/uniform">Uniform</a></p>
    <h2>Latest from the newsletter</h2>${NEWS}<p><a href="/news">All news</a></p>`,
  ),
  "/news": page("Newsletter", NEWS),
  "/about": page(
    "Our school",
    `<p>Fernhill is a two-form entry community primary school for 420 children aged 4 to 11, with a nursery for
    52 children aged 3 to 4. The school opened in 1964 and moved into its new building on Vicarage Lane in 2011.</p>
    <p>Ofsted last inspected us in March 2023 and judged the school Good in every area.</p>` +
      dl([
        ["Type", "Community school, maintained by Wexcombe Council"],
        ["Ages", "3 to 11"],
        ["Headteacher", "Mrs Rachel Okonedo"],
        ["Chair of governors", "Dr Imran Siddiqui"],
      ]),
  ),
  "/term-dates": page(
    "Term dates",
    table(
      "Term dates 2026 to 2027",
      ["Term", "Starts", "Half term", "Ends"],
      [
        ["Autumn 2026", "Thursday 3 September 2026", "26–30 October 2026", "Friday 18 December 2026"],
        ["Spring 2027", "Tuesday 5 January 2027", "15–19 February 2027", "Thursday 25 March 2027"],
        ["Summer 2027", "Monday 12 April 2027", "31 May – 4 June 2027", "Wednesday 21 July 2027"],
      ],
    ) +
      `<p>INSET days (school closed to children): Wednesday 2 September 2026, Monday 4 January 2027, Friday
      26 March 2027, Monday 28 June 2027 and Thursday 22 July 2027. May Day, Monday 3 May 2027, is a bank holiday.</p>` +
      table(
        "Term dates 2027 to 2028 (provisional)",
        ["Term", "Starts", "Half term", "Ends"],
        [
          ["Autumn 2027", "Thursday 2 September 2027", "25–29 October 2027", "Friday 17 December 2027"],
          ["Spring 2028", "Tuesday 4 January 2028", "14–18 February 2028", "Friday 31 March 2028"],
          ["Summer 2028", "Monday 24 April 2028", "29 May – 2 June 2028", "Thursday 20 July 2028"],
        ],
      ) +
      `<p>The nursery follows the same dates.</p>`,
  ),
  "/school-day": page(
    "A day at Fernhill",
    table(
      "Times by year group",
      ["Year group", "Gates open", "Registration", "Lunch", "Home time"],
      [
        ["Nursery (morning session)", "8:40", "8:45", "–", "11:45"],
        ["Reception", "8:40", "8:50", "11:45–12:45", "15:10"],
        ["Years 1 and 2", "8:40", "8:50", "12:00–13:00", "15:15"],
        ["Years 3 to 6", "8:40", "8:50", "12:15–13:15", "15:20"],
      ],
    ) +
      `<p>The school office is open from 8:15 to 16:00. Children arriving after 8:50 come in through the office and
      are marked late; the register closes at 9:20. Pupils have 32.5 hours of lessons a week.</p>
      <p>Reception children are collected from their classroom door; older children are let out from the
      playground gate on Vicarage Lane.</p>`,
  ),
  "/staff": page(
    "Who's who",
    `<h2>Leadership</h2>` +
      dl([
        ["Headteacher", "Mrs Rachel Okonedo"],
        ["Deputy headteacher", "Mr David Harcourt"],
        ["SENCo (special educational needs)", "Mrs Fiona Lund"],
        ["Early years lead", "Mrs Laura Penhale"],
        ["School business manager", "Mrs Jo Bellamy"],
      ]) +
      table(
        "Classes 2026 to 2027",
        ["Year group", "Class", "Class teacher"],
        CLASSES.map(([year, cls, teacher]) => [year, cls, teacher]),
      ) +
      `<p>Every class also has a teaching assistant in the mornings.</p>`,
  ),
  "/privacy": page(
    "Privacy notice",
    `<p>We hold pupil records as the law requires and share them only with the Department for Education, the
    council and the school nursing team.</p>`,
  ),
  "/cookies": page(
    "Cookies",
    `<p>This site uses one essential cookie and optional analytics. You can change your choice at any time.</p>`,
  ),
  "/accessibility": page(
    "Accessibility statement",
    `<p>The building is on one level with a lift to the library. Paper copies of any page are free from the
    office.</p>`,
  ),
  ...schoolMorePages(page),
};

export const SCHOOL: CorpusSite = {
  name: "school",
  pages,
  layout: page,
  forms: {
    "/admissions/tour": {
      title: "Tour booked",
      reply: (f) => `Thank you, ${f.name}. We look forward to showing you around on ${f.date}.`,
    },
  },
};
