import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// BLIND: the fifth held-out part of the research corpus on two sites of its own (a ferry and coach operator, and a
// co-working space in two buildings), written by someone who did not tune the engines and run once at the very
// end as an honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("b-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_BLIND: ResearchItem[] = [
  // ferry and coach operator
  r(
    "inchmore-sat-last",
    "ferry",
    "time",
    "what time is the last ferry back from inchmore on a saturday in winter /timetables/inchmore",
    { contains: ["17:20"], excludes: ["16:30", "18:20", "13:00"] },
  ),
  r(
    "inchmore-sun-first",
    "ferry",
    "time",
    "When is the first sailing from Portcallan to Inchmore on a Sunday this winter? /timetables/inchmore",
    { contains: ["10:00"], excludes: ["09:45", "11:00"] },
  ),
  r(
    "coach-first-arrival",
    "ferry",
    "time",
    "what time does the first coach get into dunmarrow station on a weekday /timetables/coach",
    { contains: ["07:30"], excludes: ["06:35", "08:10"] },
  ),
  r("christmas-eve", "ferry", "time", "what time is the last boat to inchmore on christmas eve /news", {
    contains: ["14:00"],
    excludes: ["17:45", "15:30"],
  }),
  r("child-single", "ferry", "price", "how much is a child single to inchmore /fares", {
    contains: ["£3.90"],
    excludes: ["£7.80", "£5.40", "£2.30"],
  }),
  r(
    "senior-fladda-return",
    "ferry",
    "price",
    "What does a day return to Fladda cost for a pensioner? /fares",
    {
      contains: ["£5.60"],
      excludes: ["£8", "£4", "£9.40", "£3.20"],
    },
  ),
  r("car-inchmore", "ferry", "price", "how much to take my car over to inchmore /fares", {
    contains: ["£32"],
    excludes: ["£48", "£18.50"],
  }),
  r("extra-bag", "ferry", "price", "how much do you charge for an extra suitcase /travelling-with", {
    contains: ["£2"],
    excludes: ["£5"],
  }),
  r("corran-cars", "ferry", "count", "how many cars fit on the corran lass /about", {
    contains: ["36"],
    excludes: ["24"],
  }),
  r("staff", "ferry", "count", "How many people work for Skerry Line? /about", {
    contains: ["54"],
    excludes: ["19"],
  }),
  r("bike-spaces", "ferry", "count", "how many bikes can go on each inchmore sailing /travelling-with", {
    contains: ["8"],
    excludes: ["4"],
  }),
  r("md", "ferry", "name", "who is the managing director of skerry line /about", {
    contains: ["Callum Sinclair"],
    excludes: ["Fiona Rennie", "Ewan MacRae"],
  }),
  r(
    "refit-cover",
    "ferry",
    "name",
    "Which boat does the Inchmore run while the Corran Lass is away for refit? /news",
    {
      contains: ["Heron"],
    },
  ),
  r(
    "fladda-slip",
    "ferry",
    "name",
    "where does the fladda ferry leave from on the mainland /timetables/fladda",
    {
      contains: ["Kilbride"],
    },
  ),
  r("refit-dates", "ferry", "date", "when is the corran lass off for her refit /news", {
    contains: ["11", "22 January"],
    excludes: ["2 November"],
  }),
  r(
    "kilbride-stop",
    "ferry",
    "date",
    "until when are the coaches not stopping at kilbride post office /news",
    {
      contains: ["11 December"],
      excludes: ["23 November"],
    },
  ),
  r("christmas-day", "ferry", "yes_no", "are there any ferries on christmas day /news", { answer: "no" }),
  r("cash-on-board", "ferry", "yes_no", "can i pay cash on the boat /faq", { answer: "no" }),
  r("e-scooter", "ferry", "yes_no", "Can I take my e-scooter on the ferry? /travelling-with", {
    answer: "no",
  }),
  r("wifi-corran", "ferry", "yes_no", "is there wifi on the corran lass /faq", { answer: "yes" }),
  r(
    "fladda-sat-winter",
    "ferry",
    "list",
    "what times does the fladda ferry leave kilbride on saturdays in winter /timetables/fladda",
    { contains: ["08:00", "12:15", "16:00"], excludes: ["10:00", "14:30", "08:30"] },
  ),
  r(
    "coach-sunday",
    "ferry",
    "list",
    "What times are the Sunday coaches from Portcallan Pier? /timetables/coach",
    {
      contains: ["09:30", "15:00"],
      excludes: ["11:15", "17:30"],
    },
  ),
  r("crossing-time", "ferry", "fact", "how long is the crossing to inchmore /timetables/inchmore", {
    contains: ["40 minutes"],
    excludes: ["25 minutes"],
  }),
  r("car-check-in", "ferry", "fact", "how early do i need to be at the terminal with a car /faq", {
    contains: ["20 minutes"],
    excludes: ["10 minutes"],
  }),
  r("lost-property-kept", "ferry", "fact", "How long do you keep lost property? /faq", {
    contains: ["28 days"],
    excludes: ["7 days"],
  }),
  r("parking", "ferry", "not_found", "how much is it to park at portcallan pier /fares", NONE),
  r("family-ticket", "ferry", "not_found", "How much is a family ticket to Inchmore? /fares", NONE),
  r("coach-wifi", "ferry", "not_found", "do the coaches have wifi /faq", NONE),
  // co-working space
  r("printworks-fri-close", "cowork", "time", "what time does printworks close on a friday /buildings", {
    contains: ["18:30"],
    excludes: ["18:00", "20:00"],
  }),
  r("kiln-thu-close", "cowork", "time", "How late is The Kiln open on Thursdays? /buildings", {
    contains: ["21:00"],
    excludes: ["19:00", "20:00"],
  }),
  r("founders-night", "cowork", "time", "what time does founders night start /events", {
    contains: ["18:30"],
    excludes: ["18:00", "08:30"],
  }),
  r("resident-price", "cowork", "price", "how much is the resident membership /membership", {
    contains: ["£210"],
    excludes: ["£120", "£290"],
  }),
  r(
    "glaze-room",
    "cowork",
    "price",
    "how much does it cost to hire the glaze room for an hour if i'm not a member /rooms",
    {
      contains: ["£30"],
      excludes: ["£20", "£24", "£45"],
    },
  ),
  r("breakfast-talk", "cowork", "price", "How much is the pricing breakfast talk for non-members? /events", {
    contains: ["£8"],
    excludes: ["£5"],
  }),
  r("kiln-hot-desks", "cowork", "count", "how many hot desks are there at the kiln /buildings", {
    contains: ["64"],
    excludes: ["40", "20"],
  }),
  r("saggar-seats", "cowork", "count", "How many people fit in Saggar? /rooms", {
    contains: ["12"],
    excludes: ["8", "60"],
  }),
  r("printworks-booths", "cowork", "count", "how many phone booths does printworks have /faq", {
    contains: ["2"],
    excludes: ["3"],
  }),
  r("members", "cowork", "count", "how many members does kiln yard have /about", {
    contains: ["340"],
    excludes: ["9"],
  }),
  r("events-contact", "cowork", "name", "who should i talk to about booking a room for an event /team", {
    contains: ["Lena Sato"],
    excludes: ["Beth Carroway", "Kwame Asante"],
  }),
  r("printworks-manager", "cowork", "name", "Who manages the Printworks building? /team", {
    contains: ["Rafael Ortiz"],
    excludes: ["Beth Carroway", "Tom Achterberg"],
  }),
  r("accounts-talk", "cowork", "name", "who's doing the year end accounts session /events", {
    contains: ["Sam Okafor"],
    excludes: ["Nadia Brook"],
  }),
  r("winter-social", "cowork", "date", "when is the members christmas social /events", {
    contains: ["3 December"],
    excludes: ["8 December", "16 December"],
  }),
  r("printworks-opened", "cowork", "date", "What year did Printworks open? /about", {
    contains: ["2021"],
    excludes: ["2014"],
  }),
  r("printworks-dogs", "cowork", "yes_no", "can i bring my dog to printworks /buildings", { answer: "no" }),
  r("flex-locker", "cowork", "yes_no", "Does the Flex membership come with a locker? /membership", {
    answer: "no",
  }),
  r("children", "cowork", "yes_no", "can i bring my kids with me to work /faq", { answer: "no" }),
  r("free-trial", "cowork", "yes_no", "can i try it out for free before joining /faq", { answer: "yes" }),
  r("business-address", "cowork", "list", "which plans include a business address /membership", {
    contains: ["Resident", "Fixed desk", "Private studio"],
    excludes: ["Day pass", "Flex"],
  }),
  r("lena-days", "cowork", "list", "what days is lena in /team", {
    contains: ["Monday", "Wednesday", "Friday"],
    excludes: ["Tuesday", "Thursday"],
  }),
  r(
    "fixed-desk-credits",
    "cowork",
    "fact",
    "how many hours of meeting rooms do fixed desk members get each month /membership",
    { contains: ["8 hours"], excludes: ["6 hours", "12 hours"] },
  ),
  r("wifi-speed", "cowork", "fact", "How fast is the wifi? /faq", { contains: ["900 Mbps"] }),
  r("cancel-notice", "cowork", "fact", "how much notice do i have to give to cancel my membership /faq", {
    contains: ["30 days"],
  }),
  r("locker-alone", "cowork", "not_found", "how much is a locker on its own /membership", NONE),
  r("wifi-password", "cowork", "not_found", "what's the guest wifi password /faq", NONE),
];
