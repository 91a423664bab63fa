import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// CIRRUS: the thirty-sixth held-out part of the research corpus on two sites of its own (an independent summer music
// festival and a skip hire and waste removal firm), written by someone who did not tune the engines and run once at
// the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are
// created at 2026-11-26T10:00:00Z, a Thursday: the festival's early bird prices last until 31 January 2027, so a
// price asked "right now" is the early bird one and one "in february" the standard one; "april" is 1 April to
// 31 May 2027 for a refund and "10 july" 1 to 16 July 2027 for a name change. A 3 year old is an under 5 and a 15
// year old an under 16; the quiet camping field is Brook Quiet Camping. The skip firm's Kessingham is Zone 1, Millbeck
// Zone 2 and Dunford Zone 3; Staveley End's permits are Dunford Town Council's; 60 bags is more than a midi's 45.
const r = researchItem("ci-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_CIRRUS: ResearchItem[] = [
  // festival
  r("adult-weekend", "festival", "price", "how much is an adult weekend ticket right now /tickets", {
    contains: ["£165"],
    excludes: ["£189", "£89"],
  }),
  r("teen-february", "festival", "price", "price of a teen weekend ticket if i buy it in february /tickets", {
    contains: ["£105"],
    excludes: ["£89", "£189"],
  }),
  r(
    "saturday-day",
    "festival",
    "price",
    "how much is an adult day ticket for the saturday at the moment /tickets",
    {
      contains: ["£75"],
      excludes: ["£84", "£68"],
    },
  ),
  r("toddler", "festival", "yes_no", "do i have to pay for my 3 year old /tickets", { answer: "no" }),
  r("campervan", "festival", "price", "campervan pass price if i get it now /tickets", {
    contains: ["£95"],
    excludes: ["£115", "£45"],
  }),
  r("early-bird-ends", "festival", "date", "when does the early bird end /tickets", {
    contains: ["31 January 2027"],
    excludes: ["1 February 2027"],
  }),
  r("saturday-headliner", "festival", "name", "whos headlining saturday /lineup", {
    contains: ["Wolfhound Parade"],
    excludes: ["The Marram Hills", "Ivy Calloway"],
  }),
  r("kitty-ferro", "festival", "time", "what time is kitty ferro on /lineup", {
    contains: ["19:30"],
    excludes: ["21:15", "18:00"],
  }),
  r("walled-sunday", "festival", "list", "who's playing the walled garden on sunday /lineup", {
    contains: ["Rosa Lind", "Dunmore Community Choir"],
    excludes: ["Ellis Mbeki Trio", "Mara and the Tidewater"],
  }),
  r("latest-set", "festival", "name", "which set goes on the latest /lineup", {
    contains: ["Cassette Club", "02:00"],
    excludes: ["DJ Halcyon"],
  }),
  r("quiet-hours", "festival", "time", "what time do quiet hours start in the quiet camping field /camping", {
    contains: ["22:00"],
    excludes: ["23:00"],
  }),
  r("gazebo-meadow", "festival", "yes_no", "can we put a gazebo up in meadow camping /camping", {
    answer: "no",
  }),
  r("leave-monday", "festival", "time", "what time do we have to be out of the campsite on monday /camping", {
    contains: ["12:00"],
    excludes: ["10:00", "16:00"],
  }),
  r("cans", "festival", "count", "how many cans can i take into the campsite /bring", {
    contains: ["18"],
    excludes: ["70 cl"],
  }),
  r("drone", "festival", "yes_no", "am i allowed to bring a drone /bring", { answer: "no" }),
  r(
    "walled-platform",
    "festival",
    "count",
    "how many people fit on the walled garden viewing platform /access",
    {
      contains: ["20"],
      excludes: ["60"],
    },
  ),
  r("access-deadline", "festival", "date", "deadline to apply for access /access", {
    contains: ["30 June 2027"],
  }),
  r("shuttle-on-bus", "festival", "price", "how much is a shuttle return if i pay on the bus /travel", {
    contains: ["£15"],
    excludes: ["£12", "£6"],
  }),
  r(
    "last-bus-saturday",
    "festival",
    "time",
    "whats the last shuttle back to the station on saturday night /travel",
    {
      contains: ["02:30"],
      excludes: ["00:30", "00:00"],
    },
  ),
  r("refund-april", "festival", "fact", "if i ask for a refund in april how much do i get back /changes", {
    contains: ["Half"],
    excludes: ["£10"],
  }),
  r("name-change-july", "festival", "price", "how much to change the name on a ticket on 10 july /changes", {
    contains: ["£7.50"],
  }),
  r("fifteen-alone", "festival", "yes_no", "can my 15 year old go without an adult /ages", { answer: "no" }),
  r("pint", "festival", "price", "how much is a pint of lager /food", {
    contains: ["£6.80"],
    excludes: ["£6.50"],
  }),
  r("volunteer-deposit", "festival", "price", "do volunteers pay a deposit? how much /volunteer", {
    contains: ["£80"],
  }),
  r("attendance", "festival", "not_found", "how many people go to the festival /faq", NONE),
  r("wifi", "festival", "not_found", "is there wifi on site /faq", NONE),
  r("hammock", "festival", "not_found", "can i bring a hammock /bring", NONE),
  // skiphire
  r("midi-kessingham", "skiphire", "price", "how much is a midi skip in kessingham /skips", {
    contains: ["£235"],
    excludes: ["£255", "£175"],
  }),
  r("eight-dunford", "skiphire", "price", "price for an 8 yard skip delivered to dunford /skips", {
    contains: ["£379"],
    excludes: ["£315", "£339"],
  }),
  r("sixty-bags", "skiphire", "name", "cheapest skip that takes 60 bags /skips", {
    contains: ["6 yard"],
    excludes: ["8 yard"],
  }),
  r("mini-length", "skiphire", "fact", "how long is a mini skip /skips", {
    contains: ["1.8 m"],
    excludes: ["2.6 m"],
  }),
  r(
    "extra-day",
    "skiphire",
    "price",
    "if i need the skip longer than 2 weeks how much per extra day /skips",
    {
      contains: ["£5"],
      excludes: ["£10"],
    },
  ),
  r("maxi-soil", "skiphire", "yes_no", "can i put soil in a maxi skip /skips", { answer: "no" }),
  r("permit-millbeck", "skiphire", "price", "how much is a skip permit in millbeck /permits", {
    contains: ["£60"],
    excludes: ["£45", "£38"],
  }),
  r(
    "permit-staveley",
    "skiphire",
    "fact",
    "how much notice do you need for a permit in staveley end /permits",
    {
      contains: ["2 working days"],
      excludes: ["3 working days", "5 working days"],
    },
  ),
  r("maxi-road", "skiphire", "yes_no", "can a maxi skip go on the road outside my house /permits", {
    answer: "no",
  }),
  r("plasterboard", "skiphire", "price", "how much extra for plasterboard /waste", {
    contains: ["£30"],
    excludes: ["£25"],
  }),
  r("fridge", "skiphire", "yes_no", "can i chuck an old fridge in the skip /waste", { answer: "no" }),
  r("van-tyres", "skiphire", "price", "whats the charge for van tyres /waste", {
    contains: ["£15"],
    excludes: ["£8"],
  }),
  r("asbestos", "skiphire", "price", "what do you charge if you find asbestos in the skip /waste", {
    contains: ["£85"],
    excludes: ["£20"],
  }),
  r("wait-load-zone2", "skiphire", "price", "8 yard wait and load in zone 2 how much /clearance", {
    contains: ["£260"],
    excludes: ["£240", "£290"],
  }),
  r("half-load", "skiphire", "price", "man and van half load price in kessingham /clearance", {
    contains: ["£160"],
    excludes: ["£95", "£180"],
  }),
  r("wait-time", "skiphire", "fact", "how long does the lorry wait while we fill it /clearance", {
    contains: ["45 minutes"],
    excludes: ["15 minutes"],
  }),
  r("cutoff-zone2", "skiphire", "time", "whats the cut off for next day delivery in zone 2 /delivery", {
    contains: ["14:00"],
    excludes: ["15:00", "12:00"],
  }),
  r("sunday", "skiphire", "yes_no", "do you deliver on sundays /delivery", { answer: "no" }),
  r("christmas", "skiphire", "date", "when's the last delivery before christmas /delivery", {
    contains: ["23 December 2026"],
    excludes: ["4 January 2027"],
  }),
  r("carrier", "skiphire", "fact", "whats your waste carrier licence number /licences", {
    contains: ["CBDU284913"],
    excludes: ["EPR/KP3391XB"],
  }),
  r("recycling", "skiphire", "fact", "what percentage of waste do you recycle /licences", {
    contains: ["94%"],
    excludes: ["91%"],
  }),
  r("mini-weight", "skiphire", "not_found", "whats the max weight for a mini skip /skips", NONE),
  r("lorries", "skiphire", "not_found", "how many lorries have you got /licences", NONE),
];
