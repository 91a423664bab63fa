import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// THAW: the fourteenth held-out part of the research corpus on two sites of its own (an independent opticians with
// two branches in one town, and a charity-run village hall with rooms to hire, weekly classes and events), written
// by someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever
// tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "from february"
// and "from april" are 2027, "after new year" and "after christmas" are January 2027, and "last winter" is the
// winter of 2025–26.
const r = researchItem("th-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_THAW: ResearchItem[] = [
  // opticians
  r("mp-sat", "opticians", "time", "what time does the market place shop shut on saturdays /branches", {
    contains: ["16:00"],
    excludes: ["17:30"],
  }),
  r("wg-sun", "opticians", "time", "are the westgate lot open sundays? what times /branches", {
    contains: ["10:30", "16:30"],
    excludes: ["16:00"],
  }),
  r("mp-wed", "opticians", "time", "is it half day wednesday in the town one, when do they close /branches", {
    contains: ["13:00"],
    excludes: ["17:30", "18:00"],
  }),
  r("wg-xmas-eve", "opticians", "time", "westgate opening on christmas eve? /news", {
    contains: ["09:30", "15:00"],
    excludes: ["13:00"],
  }),
  r("mp-reopen", "opticians", "date", "when does market place open again after new year /news", {
    contains: ["4 January"],
    excludes: ["2 January"],
  }),
  r(
    "standard-test",
    "opticians",
    "price",
    "how much is a normal eye test if im not getting it on the nhs /eye-tests",
    {
      contains: ["£32"],
      excludes: ["£29", "£60"],
    },
  ),
  r("oct-club", "opticians", "price", "cost of the test with the 3d scan for club members /eye-tests", {
    contains: ["£30"],
    excludes: ["£60"],
  }),
  r("old-test", "opticians", "price", "what did an eye exam cost before the price went up /news", {
    contains: ["£29"],
  }),
  r("club-2027", "opticians", "price", "how much will the basic club be per month from february /news", {
    contains: ["£9.25"],
  }),
  r("thin-vari", "opticians", "price", "price of the thinner 1.6 lenses in varifocals /glasses", {
    contains: ["£169"],
    excludes: ["£69", "£249"],
  }),
  r(
    "dailies",
    "opticians",
    "price",
    "how much a month for daily contacts, im not in the club /contact-lenses",
    {
      contains: ["£27.50"],
      excludes: ["£24.50"],
    },
  ),
  r("toric-club", "opticians", "price", "toric daily lenses price for members? /contact-lenses", {
    contains: ["£32.00"],
    excludes: ["£36.00"],
  }),
  r("driving", "opticians", "price", "how much to get the dvla eyesight form filled in /eye-tests", {
    contains: ["£25"],
    excludes: ["£15"],
  }),
  r("vari-ready", "opticians", "fact", "how long do varifocals take to come in /glasses", {
    contains: ["10 working days"],
    excludes: ["7 days"],
  }),
  r("hearing-who", "opticians", "name", "who does the hearing tests /team", {
    contains: ["Graham Pell"],
    excludes: ["Helen Finch"],
  }),
  r("cl-westgate", "opticians", "name", "who's the contact lens person at westgate /team", {
    contains: ["Priya Shah"],
    excludes: ["Rosie Tran"],
  }),
  r("optoms", "opticians", "count", "how many optometrists have they got /team", {
    contains: ["4"],
    excludes: ["19"],
  }),
  r("wg-hearing", "opticians", "yes_no", "can i get my hearing checked at the westgate branch /branches", {
    answer: "no",
  }),
  r("kids-free", "opticians", "yes_no", "do kids get their eyes tested for free /eye-tests", {
    answer: "yes",
  }),
  r("sam-days", "opticians", "list", "what days is sam kowalczyk in /team", {
    contains: ["Monday", "Wednesday", "Thursday", "Sunday"],
    excludes: ["Tuesday", "Friday"],
  }),
  r("frame-guarantee", "opticians", "fact", "how long are frames guaranteed for /faq", {
    contains: ["2 years"],
    excludes: ["3 months"],
  }),
  r("laser", "opticians", "not_found", "how much is laser eye surgery /eye-tests", NONE),
  r("goc", "opticians", "not_found", "what's helen finch's goc registration number /team", NONE),
  r("rayban", "opticians", "not_found", "how much are ray-ban frames /glasses", NONE),
  r("myopia-cost", "opticians", "not_found", "what does myopia management cost per month /eye-tests", NONE),
  // hall
  r("office-fri", "hall", "time", "when is the booking office open on a friday /visit", {
    contains: ["13:00", "16:00"],
    excludes: ["09:00"],
  }),
  r("cafe-thu", "hall", "time", "what times is the thursday cafe /visit", {
    contains: ["10:00", "12:30"],
    excludes: ["09:30"],
  }),
  r(
    "main-resident",
    "hall",
    "price",
    "how much an hour is the main hall for people who live in millbrook /hire",
    {
      contains: ["£18"],
      excludes: ["£24", "£20"],
    },
  ),
  r(
    "jubilee-visitor",
    "hall",
    "price",
    "hourly cost of the jubilee room? we're not local and its just a family do /hire",
    {
      contains: ["£16"],
      excludes: ["£12", "£18"],
    },
  ),
  r(
    "party-visitor",
    "hall",
    "price",
    "price of the kids party package if we dont live in the village /hire",
    {
      contains: ["£70"],
      excludes: ["£55"],
    },
  ),
  r("wedding-deposit", "hall", "price", "how much deposit do they want for a wedding /hire", {
    contains: ["£250"],
    excludes: ["£100"],
  }),
  r("heating", "hall", "price", "is there an extra charge for heating in winter, how much /hire", {
    contains: ["£3"],
    excludes: ["£2.50"],
  }),
  r("rates-2027", "hall", "price", "what will the main hall cost non residents from april /news", {
    contains: ["£27"],
    excludes: ["£33"],
  }),
  r("zumba-old", "hall", "price", "how much was zumba before it went up /news", { contains: ["£6"] }),
  r("seated-tables", "hall", "count", "how many people can we seat at tables in the main hall /rooms", {
    contains: ["100"],
    excludes: ["150", "180"],
  }),
  r("pilates-block", "hall", "price", "how much is a block of pilates /classes", {
    contains: ["£42"],
    excludes: ["£8"],
  }),
  r("zumba-night", "hall", "fact", "what night is zumba on /classes", {
    contains: ["Tuesday"],
    excludes: ["Thursday"],
  }),
  r("taichi-who", "hall", "name", "who teaches the tai chi /classes", {
    contains: ["Wei Lin Parker"],
    excludes: ["Anita Bose"],
  }),
  r("bookings-who", "hall", "name", "who do i talk to about booking the hall /people", {
    contains: ["Fiona Clegg"],
    excludes: ["Margaret Ellison"],
  }),
  r("trustees", "hall", "count", "how many trustees run the place /people", {
    contains: ["9"],
    excludes: ["40"],
  }),
  r("fair-date", "hall", "date", "when's the christmas fair /whats-on", {
    contains: ["5 December"],
    excludes: ["19 December", "11 December"],
  }),
  r("panto-child", "hall", "price", "panto tickets for kids how much /whats-on", {
    contains: ["£5"],
    excludes: ["£9", "£3"],
  }),
  r("dogs", "hall", "yes_no", "can i bring my dog into the hall /faq", { answer: "no" }),
  r("midnight", "hall", "yes_no", "can we go on till midnight for a birthday party /faq", { answer: "no" }),
  r("tuesday-classes", "hall", "list", "what classes are on tuesdays /classes", {
    contains: ["Toddler", "Chair yoga", "Zumba"],
    excludes: ["Pilates", "Tai chi"],
  }),
  r("classes-restart", "hall", "date", "when do the classes start back after christmas /news", {
    contains: ["4 January"],
    excludes: ["2 January"],
  }),
  r("piano", "hall", "not_found", "is there a piano in the main hall /rooms", NONE),
  r("castle-cost", "hall", "not_found", "how much does the bouncy castle cost to hire /faq", NONE),
  r("march-film", "hall", "not_found", "what film are they showing in march /whats-on", NONE),
  r("built", "hall", "not_found", "when was the hall built /visit", NONE),
];
