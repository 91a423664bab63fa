import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// COLD: the ninth held-out part of the research corpus on two sites of its own (an independent community pharmacy
// with two branches, and a marina and boatyard on two sites), written by someone who did not tune the engines and
// run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("c-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_COLD: ResearchItem[] = [
  // pharmacy
  r("ms-friday-close", "pharmacy", "time", "what time does market square shut on a friday /pop-in", {
    contains: ["17:00"],
    excludes: ["17:30", "19:00"],
  }),
  r("ms-lunch", "pharmacy", "time", "what time do market square open again after lunch /pop-in", {
    contains: ["13:30"],
    excludes: ["17:30"],
  }),
  r("ashby-xmas-eve", "pharmacy", "time", "whats ashby road open till on christmas eve /news", {
    contains: ["16:00"],
    excludes: ["13:00", "17:00"],
  }),
  r(
    "ashby-thursday",
    "pharmacy",
    "time",
    "how late is the ashby rd branch open on a thursday night /pop-in",
    {
      contains: ["20:00"],
      excludes: ["19:00"],
    },
  ),
  r("ear-both", "pharmacy", "price", "how much is ear wax removal if i need both ears doing /services", {
    contains: ["£60"],
    excludes: ["£45"],
  }),
  r("private-flu", "pharmacy", "price", "how much is a flu jab if i cant get it free /services", {
    contains: ["£17.50"],
    excludes: ["£94", "£40"],
  }),
  r("rabies", "pharmacy", "price", "rabies vaccine price per jab /travel", {
    contains: ["£72"],
    excludes: ["£58", "£105"],
  }),
  r(
    "delivery-charge",
    "pharmacy",
    "price",
    "what would you charge to deliver my prescription, im 45 with no prepayment cert and live a mile away /prescriptions",
    { contains: ["£3.50"], excludes: ["£6"] },
  ),
  r("doxy", "pharmacy", "price", "how much are the doxycycline malaria tablets /travel", {
    contains: ["60p"],
    excludes: ["£2.20"],
  }),
  r("je-doses", "pharmacy", "count", "how many jabs do i need for japanese encephalitis /travel", {
    contains: ["2"],
    excludes: ["3"],
  }),
  r("staff", "pharmacy", "count", "how many staff have fenners got /team", {
    contains: ["18"],
    excludes: ["9"],
  }),
  r(
    "lemon-ms",
    "pharmacy",
    "count",
    "how many packs of hot lemon powders have they got at market square /stock/winter-remedies",
    { contains: ["6"], excludes: ["18"] },
  ),
  r("ear-person", "pharmacy", "name", "who does the ear wax removal /team", {
    contains: ["Tomasz Zielinski"],
    excludes: ["Rajesh Varma"],
  }),
  r("founder", "pharmacy", "name", "who started the business originally /team", {
    contains: ["John Fenner"],
    excludes: ["Helen Fenner"],
  }),
  r(
    "repeat-deadline",
    "pharmacy",
    "date",
    "last day to get repeat prescriptions ordered before christmas /news",
    {
      contains: ["18 December"],
      excludes: ["24 December"],
    },
  ),
  r("rota-day", "pharmacy", "date", "which day is market square doing the bank holiday rota /news", {
    contains: ["28 December"],
    excludes: ["27 December"],
  }),
  r("yf-ashby", "pharmacy", "yes_no", "can i have my yellow fever jab at ashby road /travel", {
    answer: "no",
  }),
  r("cholesterol", "pharmacy", "yes_no", "can you check my cholesterol /faq", { answer: "no" }),
  r("ashby-only", "pharmacy", "list", "what do they only offer at the ashby road branch /services", {
    contains: ["COVID-19", "Chickenpox", "24-hour blood pressure", "Weight management"],
    excludes: ["Ear wax", "Stop smoking"],
  }),
  r(
    "ms-keep",
    "pharmacy",
    "fact",
    "how long will market square hang on to my prescription before sending it back /prescriptions",
    { contains: ["10 days"], excludes: ["14 days"] },
  ),
  r("yf-lead", "pharmacy", "fact", "how long before the trip should i get the yellow fever jab /travel", {
    contains: ["10 days"],
    excludes: ["2 weeks"],
  }),
  r("hpv", "pharmacy", "not_found", "do you do the hpv vaccine and whats the cost /services", NONE),
  r("easter", "pharmacy", "not_found", "are you open on easter sunday /news", NONE),
  r("rx-charge", "pharmacy", "not_found", "whats the nhs prescription charge per item /prescriptions", NONE),
  r(
    "chickenpox-length",
    "pharmacy",
    "not_found",
    "how long does the chickenpox jab appointment take /services",
    NONE,
  ),
  // marina
  r("heron-sat-office", "marina", "time", "what time does the heron reach office shut saturdays /sites", {
    contains: ["12:30"],
    excludes: ["17:00"],
  }),
  r("town-fuel-winter", "marina", "time", "what time does the town basin fuel berth close in winter /sites", {
    contains: ["16:00"],
    excludes: ["19:00", "15:00"],
  }),
  r("heron-showers", "marina", "time", "when are the showers open at heron reach /ashore", {
    contains: ["07:00", "21:00"],
    excludes: ["24 hours"],
  }),
  r("carols", "marina", "time", "what time do the carols on the quay start /news", {
    contains: ["17:00"],
    excludes: ["12:00"],
  }),
  r("town-annual-9", "marina", "price", "yearly berth for a 9m boat in the town basin how much /berthing", {
    contains: ["£3,640"],
    excludes: ["£2,450", "£4,380", "£2,690"],
  }),
  r(
    "town-winter-12",
    "marina",
    "price",
    "whats a winter berth in town basin cost for a 12.5m boat /berthing",
    {
      contains: ["£2,050"],
      excludes: ["£3,530", "£1,710", "£2,390"],
    },
  ),
  r(
    "swing-10",
    "marina",
    "price",
    "what does a swinging mooring cost a year for a 10 metre yacht /berthing",
    {
      contains: ["£1,290"],
      excludes: ["£1,080", "£3,240"],
    },
  ),
  r("diesel", "marina", "price", "how much is diesel a litre /top-up", {
    contains: ["£1.58"],
    excludes: ["£1.69"],
  }),
  r("lift-hold-13", "marina", "price", "price to lift and hold a 13m boat /yard", {
    contains: ["£330"],
    excludes: ["£515", "£270"],
  }),
  r(
    "heron-visitor-13",
    "marina",
    "price",
    "how much a night for a 13 m boat visiting heron reach /visitors",
    {
      contains: ["£30"],
      excludes: ["£22", "£49"],
    },
  ),
  r("heron-pontoons", "marina", "count", "how many pontoon berths are there at heron reach /sites", {
    contains: ["64"],
    excludes: ["180", "40"],
  }),
  r("liveaboards", "marina", "count", "how many liveaboards will they have at heron reach /faq", {
    contains: ["6"],
  }),
  r("yard-manager", "marina", "name", "who runs the boatyard /team", {
    contains: ["Declan Rowe"],
    excludes: ["Ian Trelawney"],
  }),
  r("harbour-master", "marina", "name", "whos the harbour master /team", {
    contains: ["Ian Trelawney"],
    excludes: ["Sophie Marchetti"],
  }),
  r("lock-closed", "marina", "date", "when is the town basin lock shut for the gate work /news", {
    contains: ["11 January", "22 January"],
    excludes: ["4 January"],
  }),
  r("liftout-deadline", "marina", "date", "whats the deadline to get on the winter lift out weekends /news", {
    contains: ["30 November"],
    excludes: ["12–13 December"],
  }),
  r("petrol-heron", "marina", "yes_no", "can i fill up with petrol at heron reach /top-up", { answer: "no" }),
  r("spray", "marina", "yes_no", "am i allowed to spray my own antifoul in the yard /yard", { answer: "no" }),
  r("town-low-tide", "marina", "yes_no", "can i get into the town basin at low tide /sites", {
    answer: "no",
  }),
  r(
    "no-wait",
    "marina",
    "list",
    "which boat sizes can get a heron reach berth without waiting /waiting-list",
    {
      contains: ["7.9 m", "9.9 m"],
      excludes: ["11.9 m"],
    },
  ),
  r("vhf-heron", "marina", "fact", "what channel do i call heron reach on /sites", {
    contains: ["37"],
    excludes: ["80"],
  }),
  r("cafe-hours", "marina", "not_found", "what time does the cafe open in the morning /ashore", NONE),
  r("rya", "marina", "not_found", "do rya members get money off a berth /berthing", NONE),
  r("hoist-beam", "marina", "not_found", "whats the widest boat the travel hoist can take /yard", NONE),
  r("kayak", "marina", "not_found", "can i hire a kayak or paddleboard there /ashore", NONE),
];
