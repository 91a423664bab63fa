import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// MIZZLE: the thirtieth held-out part of the research corpus on two sites of its own (an indoor soft play and party
// centre with two venues, and a window cleaning, gutter and pressure washing firm), written by someone who did not
// tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "a saturday in feb" is after the soft play's
// peak prices change on 4 January 2027; "on a saturday" with no month is a Saturday now, at today's prices; "from
// feb" is the window cleaner's 4-weekly prices from 1 February 2027; "boxing day" is Saturday 26 December 2026. The
// soft play's venues are Kingsgate in Hallowfield and Wenbury at Wenbury Garden Centre; the window cleaner works
// rounds by postcode from Stourcombe.
const r = researchItem("mz-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_MIZZLE: ResearchItem[] = [
  // softplay
  r("toddler-saturday", "softplay", "price", "how much for a 3 yr old at kingsgate on a saturday /visit", {
    contains: ["£7.00"],
    excludes: ["£5.50"],
  }),
  r(
    "older-february",
    "softplay",
    "price",
    "price for my 8 year old at kingsgate on a saturday in feb /visit",
    { contains: ["£9.95"], excludes: ["£9.50", "£7.50"] },
  ),
  r("baby-wenbury", "softplay", "yes_no", "do babies have to pay at wenbury /visit", { answer: "no" }),
  r("off-peak", "softplay", "fact", "what times count as off peak /visit", {
    contains: ["15:00", "term time"],
  }),
  r("wenbury-nine", "softplay", "yes_no", "can my 9 year old go to the wenbury one /rules", { answer: "no" }),
  r("toddler-time", "softplay", "time", "when is toddler time on /sessions", {
    contains: ["Tuesday", "Thursday", "09:30", "11:30"],
    excludes: ["11:00"],
  }),
  r("quiet-price", "softplay", "price", "how much is quiet play /sessions", {
    contains: ["£4"],
    excludes: ["£3", "£12"],
  }),
  r("quiet-sunday", "softplay", "time", "what time is the sunday quiet play /sessions", {
    contains: ["08:00", "09:30"],
    excludes: ["16:00"],
  }),
  r("adults-night", "softplay", "yes_no", "is there an adults only night /sessions", { answer: "yes" }),
  r("roar-price", "softplay", "price", "price per child for the roar party /parties", {
    contains: ["£18.50"],
    excludes: ["£14.95", "£22.00"],
  }),
  r("garden-minimum", "softplay", "count", "min number of kids for a garden party at wenbury /parties", {
    contains: ["8"],
    excludes: ["10", "15"],
  }),
  r("jungle-food", "softplay", "list", "whats the food with the jungle party /parties", {
    contains: ["nuggets", "chips", "ice lolly"],
    excludes: ["party bag"],
  }),
  r("wenbury-times", "softplay", "time", "what start times are there for partys at wenbury /parties", {
    contains: ["10:30", "14:00"],
    excludes: ["13:00", "16:00"],
  }),
  r("nut-free", "softplay", "yes_no", "is the cafe nut free /cafe", { answer: "yes" }),
  r("brownie", "softplay", "list", "allergens in the brownie? /cafe", {
    contains: ["gluten", "egg", "milk", "soya"],
    excludes: ["fish"],
  }),
  r("adult-socks", "softplay", "yes_no", "do adults need socks too /rules", { answer: "yes" }),
  r("ratio", "softplay", "count", "how many kids can one adult bring /rules", { contains: ["4"] }),
  r("anytime-monthly", "softplay", "price", "how much is the anytime pass monthly /passes", {
    contains: ["£20.50"],
    excludes: ["£13.50", "£8"],
  }),
  r("ten-visit", "softplay", "fact", "how long does the 10 visit card last /passes", {
    contains: ["6 months"],
    excludes: ["2 months"],
  }),
  r(
    "party-deposit",
    "softplay",
    "yes_no",
    "if i cancel a party 3 weeks before do i get the deposit back /booking",
    { answer: "no" },
  ),
  r("boxing-day", "softplay", "time", "what time is kingsgate open boxing day /hours", {
    contains: ["11:00", "17:00"],
    excludes: ["09:00"],
  }),
  r("quiet-lead", "softplay", "name", "who runs the quiet sessions /team", {
    contains: ["Hollie Marsden"],
    excludes: ["Bethan Threlby"],
  }),
  r("foster", "softplay", "not_found", "is there a discount for foster carers /visit", NONE),
  r("potting-shed", "softplay", "not_found", "what time does the potting shed cafe shut /cafe", NONE),
  r("slide", "softplay", "not_found", "how tall is the big slide at kingsgate /venues", NONE),
  // windows
  r("semi-4-weekly", "windows", "price", "how much for a 3 bed semi every 4 weeks /prices", {
    contains: ["£17"],
    excludes: ["£20", "£40"],
  }),
  r("semi-feb", "windows", "price", "3 bed semi 4 weekly price from feb /prices", {
    contains: ["£18"],
    excludes: ["£17", "£20"],
  }),
  r("one-off-4-bed", "windows", "price", "one off clean on a 4 bed detached how much /prices", {
    contains: ["£55"],
    excludes: ["£25", "£30"],
  }),
  r("bungalow-8-weekly", "windows", "price", "bungalow every 8 weeks price? /prices", {
    contains: ["£18"],
    excludes: ["£15", "£16", "£35"],
  }),
  r(
    "conservatory-medium",
    "windows",
    "price",
    "how much extra to do the sides of a medium conservatory with my windows /prices",
    { contains: ["£9"], excludes: ["£85", "£6"] },
  ),
  r("one-off-minimum", "windows", "price", "whats the minimum charge for a one off /prices", {
    contains: ["£25"],
    excludes: ["£10"],
  }),
  r("insides", "windows", "yes_no", "do insides cost extra /prices", { answer: "yes" }),
  r("gutters-detached", "windows", "price", "gutter clearing price detached 2 storey /gutters", {
    contains: ["£95"],
    excludes: ["£75", "£160"],
  }),
  r(
    "fascias-3-storey",
    "windows",
    "price",
    "how much to clean fascias and soffits on a 3 storey terrace /gutters",
    { contains: ["£170"], excludes: ["£220", "£110"] },
  ),
  r("downpipe", "windows", "price", "cost to unblock a downpipe /gutters", {
    contains: ["£15"],
    excludes: ["£20"],
  }),
  r("together", "windows", "fact", "any discount if i get gutters and fascias done together /gutters", {
    contains: ["15%"],
  }),
  r("block-paving", "windows", "price", "block paving driveway price per m2 /pressure-washing", {
    contains: ["£3.00"],
    excludes: ["£2.50", "£5.80"],
  }),
  r("washing-minimum", "windows", "price", "min charge for pressure washing /pressure-washing", {
    contains: ["£120"],
    excludes: ["£25"],
  }),
  r("render", "windows", "yes_no", "do you pressure wash render /pressure-washing", { answer: "no" }),
  r(
    "no-tap",
    "windows",
    "yes_no",
    "i havent got an outside tap can you still do my patio /pressure-washing",
    { answer: "yes" },
  ),
  r("sq6-day", "windows", "fact", "what day do you come to SQ6 /areas", {
    contains: ["Wednesday"],
    excludes: ["Thursday"],
  }),
  r("zr1", "windows", "yes_no", "do you cover ZR1 /areas", { answer: "no" }),
  r("rain", "windows", "fact", "what happens if its raining on my day /how-we-work", {
    contains: ["light rain", "next dry day"],
  }),
  r("be-in", "windows", "yes_no", "do i need to be in when you come /how-we-work", { answer: "no" }),
  r("christmas", "windows", "date", "when is the last clean before christmas /how-we-work", {
    contains: ["23 December"],
    excludes: ["4 January"],
  }),
  r("cash", "windows", "yes_no", "can i pay cash for my regular window clean /paying", { answer: "no" }),
  r("late-fee", "windows", "price", "how much is the late payment fee /paying", { contains: ["£5"] }),
  r("liability", "windows", "fact", "how much public liabilty cover have you got /about", {
    contains: ["£5 million"],
    excludes: ["£10 million"],
  }),
  r("caravans", "windows", "not_found", "do you clean caravans /prices", NONE),
  r("shop-sign", "windows", "not_found", "how much for a shop sign clean /commercial", NONE),
];
