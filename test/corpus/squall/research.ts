import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// SQUALL: the twenty-second held-out part of the research corpus on two sites of its own (an independent phone,
// tablet and laptop repair shop with branches in Hollinsford and Pellworth, and a trampoline park with a soft play
// and a café), written by someone who did not tune the engines and run once at the very end as an honest outside
// measurement. Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a
// Thursday in term time: "from january" is from 4 January 2027, when the repair shop's new Samsung screen prices
// start; "before they dropped the price" is the iPhone 14 screen price before 1 November 2026; "before the price went
// up" is the grip sock price before 1 September 2026; "the christmas holidays" are Castlewick's school holidays, 19
// December 2026 to 3 January 2027; "christmas eve" is 24 December 2026.
const r = researchItem("sq-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_SQUALL: ResearchItem[] = [
  // repairs
  r("ip14-screen", "repairs", "price", "how much to fix a cracked screen on an iphone 14 /prices", {
    contains: ["£129"],
    excludes: ["£199", "£119", "£75", "£89"],
  }),
  r("se-back", "repairs", "yes_no", "can you replace the back glass on an iphone se? /prices", {
    answer: "no",
  }),
  r("air-keyboard", "repairs", "price", "macbook air m2 keyboard replacement cost /prices", {
    contains: ["£219"],
    excludes: ["£249", "£169", "£429", "£149"],
  }),
  r(
    "laptop-check",
    "repairs",
    "price",
    "do they charge just to look at a laptop before fixing it, how much /prices",
    { contains: ["£29"], excludes: ["£49", "£59"] },
  ),
  r("s24-january", "repairs", "price", "what will a galaxy s24 screen cost from january /prices", {
    contains: ["£239"],
    excludes: ["£219", "£189"],
  }),
  r("cheapest-battery", "repairs", "fact", "which phone is cheapest to get a new battery put in /prices", {
    contains: ["SE", "£49"],
    excludes: ["£59", "£65"],
  }),
  r(
    "ip14-before",
    "repairs",
    "price",
    "how much was an iphone 14 screen before they dropped the price /news",
    { contains: ["£159"], excludes: ["£75"] },
  ),
  r(
    "hollinsford-thursday",
    "repairs",
    "time",
    "what time is the hollinsford shop open till on thursdays /visit",
    { contains: ["20:00"], excludes: ["17:30", "17:00"] },
  ),
  r("pellworth-late", "repairs", "fact", "which night is the pellworth branch open late /visit", {
    contains: ["Friday"],
    excludes: ["Thursday"],
  }),
  r("pellworth-monday", "repairs", "yes_no", "is pellworth open on mondays? /visit", { answer: "no" }),
  r(
    "last-walk-in",
    "repairs",
    "time",
    "whats the latest i can walk in with a broken phone screen at hollinsford on a thursday evening /visit",
    { contains: ["19:00"], excludes: ["20:00"] },
  ),
  r("pellworth-phone", "repairs", "fact", "phone number for the pellworth shop? /visit/pellworth", {
    contains: ["01632 973 420"],
    excludes: ["01632 973 400", "01632 973 410"],
  }),
  r("screen-warranty", "repairs", "fact", "how long is the guarantee on a new screen /promise", {
    contains: ["12 months"],
    excludes: ["6 months", "90 days", "30 days"],
  }),
  r(
    "battery-pellworth",
    "repairs",
    "time",
    "how long does a phone battery swap take if i go to pellworth /promise",
    { contains: ["45 minutes"], excludes: ["30 minutes", "1 hour"] },
  ),
  r("not-covered", "repairs", "list", "what doesnt the repair warranty cover /promise", {
    contains: ["drops", "opened"],
  }),
  r(
    "band-c",
    "repairs",
    "price",
    "price to get data off a hard drive that has to be opened up, the heads have gone /data-recovery",
    { contains: ["£449"], excludes: ["£189", "£295", "£89"] },
  ),
  r("no-data", "repairs", "price", "what do i pay if they cant get my files back in the end /data-recovery", {
    contains: ["£25"],
    excludes: ["£89", "£150"],
  }),
  r("refurb-13-b", "repairs", "price", "how much is the grade b iphone 13 /refurbished", {
    contains: ["£299"],
    excludes: ["£339", "£219"],
  }),
  r("grade-c", "repairs", "fact", "whats the lowest battery health you get on a grade c phone /refurbished", {
    contains: ["80%"],
    excludes: ["85%", "90%"],
  }),
  r(
    "trade-13-cracked",
    "repairs",
    "price",
    "what would you give me for an iphone 13 with a smashed screen /trade-in",
    { contains: ["£110"], excludes: ["£190", "£45", "£150"] },
  ),
  r("data-person", "repairs", "name", "who does the data recovery there? /team", {
    contains: ["Amara Eze"],
    excludes: ["Dev Mistry", "Callum Reid"],
  }),
  r("pellworth-reopen", "repairs", "date", "when does the pellworth shop open again after the move /news", {
    contains: ["5 December"],
    excludes: ["28 November", "5 January"],
  }),
  r("ip11-screen", "repairs", "not_found", "how much is a new screen for an iphone 11 /prices", NONE),
  r("loan-phone", "repairs", "not_found", "do you lend me a phone while mine is in for repair /faq", NONE),
  r(
    "pellworth-spaces",
    "repairs",
    "not_found",
    "how many parking spaces are there at the new pellworth shop /visit/pellworth",
    NONE,
  ),
  // trampoline
  r("hour-saturday", "trampoline", "price", "how much is an hours jump on a saturday? /prices", {
    contains: ["£13.95"],
    excludes: ["£10.95", "£18.95", "£8.50"],
  }),
  r(
    "ninety-offpeak",
    "trampoline",
    "price",
    "price of 90 mins jumping on a weekday morning in term time /prices",
    { contains: ["£14.95"], excludes: ["£18.95", "£10.95", "£17.95"] },
  ),
  r("toddler", "trampoline", "price", "how much is the toddler session /prices", {
    contains: ["£7.50"],
    excludes: ["£8.50", "£10.95"],
  }),
  r(
    "socks",
    "trampoline",
    "price",
    "do i have to buy their grip socks, how much are they for my 9 year old /rules",
    { contains: ["£2.80"], excludes: ["£2"] },
  ),
  r("socks-before", "trampoline", "price", "how much were grip socks before the price went up /news", {
    contains: ["£2.50"],
    excludes: ["£12.95"],
  }),
  r("calm-tuesday", "trampoline", "time", "what time is the quiet sensory session on a tuesday /times", {
    contains: ["17:30"],
    excludes: ["19:00", "19:30"],
  }),
  r("monday-close", "trampoline", "time", "what time do you shut on a monday in term time /times", {
    contains: ["19:00"],
    excludes: ["20:00"],
  }),
  r(
    "holiday-open",
    "trampoline",
    "time",
    "what time do you open on weekdays over the christmas holidays /times",
    { contains: ["09:00"], excludes: ["09:30"] },
  ),
  r("ninja-height", "trampoline", "fact", "how tall does my kid need to be for the ninja course /rules", {
    contains: ["120 cm"],
    excludes: ["110 cm"],
  }),
  r("weight", "trampoline", "fact", "is there a weight limit on the main trampolines /rules", {
    contains: ["120 kg"],
    excludes: ["100 kg", "110 kg"],
  }),
  r(
    "four-open-jump",
    "trampoline",
    "yes_no",
    "can my 4 year old go in a normal open jump session with his big sister /rules",
    { answer: "no" },
  ),
  r(
    "soft-play-weekend",
    "trampoline",
    "price",
    "how much is soft play for a 2 year old at the weekend /soft-play",
    { contains: ["£6.50"], excludes: ["£5.50", "£2.50"] },
  ),
  r("launch-saturday", "trampoline", "price", "how much is the launch party on a saturday /parties", {
    contains: ["£219"],
    excludes: ["£179", "£329"],
  }),
  r("extra-child", "trampoline", "price", "whats the price per extra kid for a party on a weekday /parties", {
    contains: ["£12.50"],
    excludes: ["£14.50"],
  }),
  r("orbit-minimum", "trampoline", "count", "minimum number of kids for an orbit party? /parties", {
    contains: ["16"],
    excludes: ["15"],
  }),
  r("deposit", "trampoline", "price", "how much deposit do you need to book a party /parties", {
    contains: ["£50"],
  }),
  r("annual", "trampoline", "price", "how much is the annual pass /memberships", {
    contains: ["£219"],
    excludes: ["£24.99", "£89"],
  }),
  r("school-price", "trampoline", "price", "how much per pupil for a school trip /groups", {
    contains: ["£8.50"],
    excludes: ["£9.95", "£7.50"],
  }),
  r("teachers", "trampoline", "count", "how many pupils do you need for each free teacher /groups", {
    contains: ["8"],
  }),
  r("brownie", "trampoline", "list", "what allergens are in the chocolate brownie /cafe", {
    contains: ["gluten", "milk", "egg", "soya"],
    excludes: ["celery", "mustard"],
  }),
  r("oat-milk", "trampoline", "yes_no", "can i get oat milk in my latte /cafe", { answer: "yes" }),
  r("manager", "trampoline", "name", "whos the general manager /team", {
    contains: ["Marcus Hale"],
    excludes: ["Jade Thornton"],
  }),
  r("christmas-eve", "trampoline", "time", "what time do they close on christmas eve /news", {
    contains: ["15:00"],
    excludes: ["16:00"],
  }),
  r("nhs", "trampoline", "not_found", "is there an nhs discount on jump sessions /prices", NONE),
  r("how-many", "trampoline", "not_found", "how many trampolines are on the main court /rules", NONE),
];
