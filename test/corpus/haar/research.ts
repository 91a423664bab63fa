import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// HAAR: the thirty-second held-out part of the research corpus on two sites of its own (an ice rink with a
// full-size arena and a small learner rink, and a piano tuner, restorer and piano shop), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must
// not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "in february" and "from jan" are after
// the rink's adult, children's and skate hire prices change on 4 January 2027; a price asked with no date is today's;
// "may next year" is after the piano tuner's prices change on 1 April 2027; "in december" is the November and
// December lead time. The rink's two rinks are Glasswater Arena in Stenhope and The Little Rink at Ravensholme Leisure
// Park; the piano shop's showroom is on Mill Street in Calverleigh and its workshop at Loxley Mill.
const r = researchItem("ha-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_HAAR: ResearchItem[] = [
  // rink
  r("adult", "rink", "price", "how much is it for an adult to skate at the arena /skate", {
    contains: ["£8.50"],
    excludes: ["£9.50", "£6.50"],
  }),
  r("adult-feb", "rink", "price", "adult skating price at glasswater arena in february /skate", {
    contains: ["£9.50"],
    excludes: ["£8.50"],
  }),
  r("hire-included", "rink", "yes_no", "is skate hire included in the price at the arena /skate", {
    answer: "no",
  }),
  r("hire-jan", "rink", "price", "skate hire price from jan /skate", {
    contains: ["£3.00"],
    excludes: ["£2.50"],
  }),
  r("wednesday", "rink", "time", "when can we skate on a wednesday in term time at the arena /skate", {
    contains: ["12:00", "13:30"],
    excludes: ["14:00"],
  }),
  r("little-tuesday", "rink", "yes_no", "is the little rink open tuesdays in term time /skate", {
    answer: "no",
  }),
  r("disco", "rink", "price", "how much is the ice disco /skate", {
    contains: ["£10.50"],
    excludes: ["£8.50"],
  }),
  r("little-seven", "rink", "price", "price for my 7 yr old at the little rink /skate", {
    contains: ["£5.50"],
    excludes: ["£6.50", "£3.50"],
  }),
  r("family", "rink", "price", "how much is a family ticket at the arena /skate", {
    contains: ["£26.00"],
    excludes: ["£29.00"],
  }),
  r("adult-weeks", "rink", "count", "how many weeks is the adult beginners course /learn", {
    contains: ["8"],
    excludes: ["10"],
  }),
  r("skate-start", "rink", "price", "whats the cost of skate start 5 to 8 /learn", {
    contains: ["£115"],
    excludes: ["£95"],
  }),
  r("penguins-age", "rink", "fact", "what age are the little penguins lessons for /learn", {
    contains: ["3 to 5"],
    excludes: ["6 to 15"],
  }),
  r("lesson-skates", "rink", "yes_no", "does the lesson price include skates /learn", { answer: "yes" }),
  r("glacier", "rink", "price", "price per kid for a glacier party /parties", {
    contains: ["£17.95"],
    excludes: ["£14.50", "£21.00"],
  }),
  r("snowflake-min", "rink", "count", "minimum number of kids for a snowflake party /parties", {
    contains: ["8"],
    excludes: ["10", "12"],
  }),
  r("disco-eight", "rink", "yes_no", "can my 8 year old have an ice disco party /parties", { answer: "no" }),
  r("gloves", "rink", "yes_no", "do the kids need gloves on the ice /rules", { answer: "yes" }),
  r("under-13s", "rink", "price", "how much a month is under 13s hockey /hockey", {
    contains: ["£50"],
    excludes: ["£45", "£55"],
  }),
  r("christmas-eve", "rink", "time", "what time does the arena shut on christmas eve /hours", {
    contains: ["16:00"],
    excludes: ["14:00"],
  }),
  r("new-years-day", "rink", "yes_no", "is the little rink open on new years day /hours", { answer: "no" }),
  r("free-parking", "rink", "fact", "how long can i park for free at the arena /visit", {
    contains: ["3 hours"],
    excludes: ["4 hours"],
  }),
  r("hockey-who", "rink", "name", "who's in charge of junior hockey /team", {
    contains: ["Dale Ferris"],
    excludes: ["Rhona Calder"],
  }),
  r("curling", "rink", "not_found", "do you do curling /skate", NONE),
  r("student", "rink", "not_found", "is there a student discount /skate", NONE),
  r("season-ticket", "rink", "not_found", "how much is a season ticket for the grizzlies /hockey", NONE),
  // piano
  r("upright", "piano", "price", "how much to tune an upright /tuning", {
    contains: ["£85"],
    excludes: ["£90", "£95"],
  }),
  r("grand-may", "piano", "price", "what will a grand tuning cost if i book for may next year /tuning", {
    contains: ["£115"],
    excludes: ["£105"],
  }),
  r("digital", "piano", "yes_no", "can you tune my digital piano /tuning", { answer: "no" }),
  r("pitch-raise", "piano", "price", "how much extra is a pitch raise /tuning", {
    contains: ["£45"],
    excludes: ["£65"],
  }),
  r("bass-string", "piano", "price", "how much to replace a bass string on an upright /workshop", {
    contains: ["£70"],
    excludes: ["£35", "£80"],
  }),
  r("regulate-grand", "piano", "price", "cost of regulating a grand piano action /workshop", {
    contains: ["£450"],
    excludes: ["£280"],
  }),
  r("restore-grand", "piano", "time", "how long does restoring a grand take /workshop", {
    contains: ["6 to 9 months"],
    excludes: ["12 to 16 weeks"],
  }),
  r("ivory", "piano", "yes_no", "will you buy my old ivory keys /workshop", { answer: "no" }),
  r("first-floor", "piano", "price", "how much to move an upright to a first floor flat /moving", {
    contains: ["£225"],
    excludes: ["£175", "£395"],
  }),
  r("spiral", "piano", "yes_no", "can you move a piano up a spiral staircase /moving", { answer: "no" }),
  r("rent-digital", "piano", "price", "monthly cost to rent a digital piano /rent", {
    contains: ["£25"],
    excludes: ["£32"],
  }),
  r("rent-min", "piano", "fact", "whats the minimum hire for the baby grand /rent", {
    contains: ["12 months"],
    excludes: ["6 months"],
  }),
  r("rent-to-buy", "piano", "yes_no", "if i rent then buy it does the rent come off the price /rent", {
    answer: "yes",
  }),
  r("steinway", "piano", "price", "how much is the steinway /for-sale", {
    contains: ["£29,500"],
    excludes: ["£14,500"],
  }),
  r("c3", "piano", "yes_no", "is the yamaha c3 still available /for-sale", { answer: "no" }),
  r("guarantee", "piano", "fact", "how long is the guarantee on a secondhand acoustic piano /for-sale", {
    contains: ["5 years"],
    excludes: ["2 years"],
  }),
  r("showroom-wednesday", "piano", "time", "how late is the showroom open on wednesdays /showroom", {
    contains: ["19:30"],
    excludes: ["17:30"],
  }),
  r("monday", "piano", "yes_no", "is the showroom open mondays /showroom", { answer: "no" }),
  r("fifteen-miles", "piano", "price", "whats the call out charge if i'm 15 miles away /areas", {
    contains: ["£12"],
    excludes: ["£25"],
  }),
  r("december", "piano", "fact", "how far ahead are you booked for tunings in december /booking", {
    contains: ["4 to 5 weeks"],
    excludes: ["1 to 2 weeks"],
  }),
  r("late-cancel", "piano", "price", "what do you charge if i cancel the tuning on the morning /booking", {
    contains: ["£30"],
    excludes: ["£40"],
  }),
  r("finance", "piano", "yes_no", "do you do interest free finance /paying", { answer: "yes" }),
  r("restorer", "piano", "name", "who does the restoring /about", {
    contains: ["Jacob Fennimore"],
    excludes: ["Eleanor Fennimore"],
  }),
  r("harpsichord", "piano", "not_found", "do you tune harpsichords /tuning", NONE),
  r("sheet-music", "piano", "not_found", "do you sell sheet music /for-sale", NONE),
];
