import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// HAZE: the nineteenth held-out part of the research corpus on two sites of its own (an independent plumbing and
// heating firm with boiler cover plans, and a hand car wash and valeting business on two sites), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "before the price rise"
// and "before november" are the prices before 1 and 2 November 2026, "from february" is 1 February 2027, "after
// christmas" is January 2027, and "this saturday" is 28 November 2026.
const r = researchItem("hz-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_HAZE: ResearchItem[] = [
  // plumber
  r("combi-service", "plumber", "price", "how much is a service on a combi boiler /boilers", {
    contains: ["£89"],
    excludes: ["£79", "£95"],
  }),
  r("oil-service", "plumber", "price", "price to get an oil boiler serviced /boilers", {
    contains: ["£135"],
    excludes: ["£110", "£89"],
  }),
  r(
    "back-boiler-hour",
    "plumber",
    "price",
    "whats the charge for the first hour of repairing a back boiler /boilers",
    { contains: ["£85"], excludes: ["£78", "£90", "£120"] },
  ),
  r("lpg-half-hour", "plumber", "price", "lpg boiler repair, how much is each extra half hour /boilers", {
    contains: ["£35"],
    excludes: ["£32", "£38"],
  }),
  r("sunday", "plumber", "price", "how much is a call out on a sunday /call-outs", {
    contains: ["£140"],
    excludes: ["£110", "£185"],
  }),
  r(
    "evening-extra",
    "plumber",
    "price",
    "after the first 30 mins what do they charge per half hour on a weekday evening /call-outs",
    { contains: ["£45"], excludes: ["£32", "£60"] },
  ),
  r("bank-holiday", "plumber", "price", "call out charge on a bank holiday? /call-outs", {
    contains: ["£185"],
    excludes: ["£165", "£140"],
  }),
  r("old-callout", "plumber", "price", "what was the weekday call-out before the price rise /news", {
    contains: ["£65"],
  }),
  r("complete-feb", "plumber", "price", "what will the complete plan cost a month from february /news", {
    contains: ["£21"],
    excludes: ["£13.50", "£27"],
  }),
  r("ferrin-cross", "plumber", "price", "is there a travel surcharge to ferrin cross, how much /areas", {
    contains: ["£15"],
    excludes: ["£10", "£20"],
  }),
  r("lq4", "plumber", "yes_no", "do they cover LQ4 /areas", { answer: "no" }),
  r("kwame", "plumber", "fact", "what is kwame asante's gas safe number /team", {
    contains: ["611293"],
    excludes: ["584120", "702455"],
  }),
  r("oil-engineer", "plumber", "name", "which of the engineers does oil boilers /team", {
    contains: ["Dylan Price"],
    excludes: ["Kwame Asante"],
  }),
  r("response", "plumber", "count", "within how many hours do they try to get to an emergency /call-outs", {
    contains: ["4 hours"],
  }),
  r("essential-callout", "plumber", "yes_no", "are call outs free on the essential plan /cover", {
    answer: "no",
  }),
  r("plus-limit", "plumber", "price", "whats the yearly repairs limit on complete plus /cover", {
    contains: ["£2,500"],
    excludes: ["£1,500"],
  }),
  r("oil-cover", "plumber", "yes_no", "can i get boiler cover for my oil boiler /cover", { answer: "no" }),
  r("drains", "plumber", "list", "which of the plans cover plumbing and drains /cover", {
    contains: ["Complete Plus"],
    excludes: ["Essential"],
  }),
  r("labour-guarantee", "plumber", "fact", "how long is the labour on a repair guaranteed for /terms", {
    contains: ["12 months"],
    excludes: ["2 years", "6 months"],
  }),
  r("office-saturday", "plumber", "time", "what time does the office shut on a saturday /contact", {
    contains: ["13:00"],
    excludes: ["17:30", "18:00"],
  }),
  r("office-reopens", "plumber", "date", "when does the office open again after christmas /news", {
    contains: ["4 January"],
  }),
  r("worcester", "plumber", "price", "how much is a new worcester bosch combi fitted /boilers/new", {
    contains: ["£2,450"],
    excludes: ["£2,395", "£2,150"],
  }),
  r("radiator", "plumber", "not_found", "how much does it cost to have a new radiator fitted /boilers", NONE),
  r("nhs", "plumber", "not_found", "do they give nhs workers a discount on call outs /call-outs", NONE),
  r("tom-mobile", "plumber", "not_found", "what's tom penhallow's mobile number /team", NONE),
  // carwash
  r("suv-full-valet", "carwash", "price", "how much is a full valet on an suv /prices", {
    contains: ["£130"],
    excludes: ["£110", "£140", "£120"],
  }),
  r("small-mini", "carwash", "price", "price of a mini valet for a small car /prices", {
    contains: ["£35"],
    excludes: ["£32", "£40"],
  }),
  r("showroom-van", "carwash", "yes_no", "can i get a showroom valet on my van /prices", { answer: "no" }),
  r(
    "old-hand-wash",
    "carwash",
    "price",
    "what did a full hand wash on a medium car cost before november /news",
    { contains: ["£15"] },
  ),
  r("sudworth-sunday", "carwash", "time", "what time does sudworth close on sundays /locations", {
    contains: ["15:00"],
    excludes: ["16:00"],
  }),
  r("bexford-thursday", "carwash", "time", "how late is bexford open thursdays /locations", {
    contains: ["20:00"],
    excludes: ["18:00"],
  }),
  r("earlier", "carwash", "name", "which site opens earlier on a weekday /locations", {
    contains: ["Sudworth", "07:30"],
  }),
  r("sudworth-phone", "carwash", "fact", "phone number for the sudworth site /locations/sudworth", {
    contains: ["01632 968 101"],
    excludes: ["01632 968 202", "01632 968 100"],
  }),
  r("bexford-manager", "carwash", "name", "who's the manager at bexford /locations/bexford", {
    contains: ["Priya Sandhu"],
    excludes: ["Lewis Grady"],
  }),
  r("bexford-cash", "carwash", "yes_no", "can i pay by cash at bexford /locations/bexford", { answer: "no" }),
  r("height", "carwash", "fact", "whats the height limit at sudworth /locations/sudworth", {
    contains: ["2.3 m"],
  }),
  r("mini-wax", "carwash", "yes_no", "does the mini valet include a wax /packages", { answer: "no" }),
  r("full-valet-time", "carwash", "time", "how long does a full valet take /packages", {
    contains: ["3 hours"],
    excludes: ["6 hours", "1 hour"],
  }),
  r("tyre-shine", "carwash", "list", "which packages come with tyre shine /packages", {
    contains: ["Wash & Wax", "Mini Valet", "Full Valet", "Showroom Valet"],
    excludes: ["Express Wash", "Full Hand Wash"],
  }),
  r("ozone", "carwash", "price", "how much is the ozone odour treatment /extras", { contains: ["£45"] }),
  r("headlights", "carwash", "price", "how much to restore my headlights /extras", {
    contains: ["£35"],
    excludes: ["£40", "£45"],
  }),
  r("club-large", "carwash", "price", "monthly price of club hand wash for a large car /club", {
    contains: ["£35"],
    excludes: ["£29", "£59"],
  }),
  r("club-term", "carwash", "fact", "whats the minimum term for the wash club /club", {
    contains: ["3 months"],
    excludes: ["2 months"],
  }),
  r("joining-fee", "carwash", "price", "what used to be the joining fee for the wash club /news", {
    contains: ["£10"],
  }),
  r("fleet-van", "carwash", "price", "fleet price of a mini valet for a van /business", {
    contains: ["£46"],
    excludes: ["£55", "£34"],
  }),
  r("valeter-pay", "carwash", "price", "how much an hour is the valeter job at bexford /careers", {
    contains: ["£12.80"],
    excludes: ["£12.21"],
  }),
  r("sudworth-27th", "carwash", "time", "what hours is sudworth open on the 27th of december /news", {
    contains: ["10:00", "15:00"],
  }),
  r("rain", "carwash", "fact", "what if it rains the day after i get it washed /faq", {
    contains: ["24 hours"],
  }),
  r("wifi", "carwash", "not_found", "whats the wifi password in the bexford lounge /locations/bexford", NONE),
  r("wax-brand", "carwash", "not_found", "what brand of wax do they use /packages", NONE),
];
