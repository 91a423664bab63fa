import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// ZEPHYR: the forty-second held-out part of the research corpus on two sites of its own (a circus school with an
// aerial hall and a big top, and a firm of solicitors with two offices), written by someone who did not tune the
// engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this
// file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Tumbledown a semi-private lesson is priced each (2
// × £30 for 45 minutes), a taster swing for a parent and a child is an adult and an under-16 price (£39 + £32), the
// second child on a circus day is 10% off (£45 + £40.50), 14½ stone is over the Flying Weekend's 14 stone 2 lb, the
// insurance is public liability, not accident cover, and the news carries 2025's prices. At Corbridge Vane the
// fees are shown with and without VAT, a leasehold flat is the band's fee and the supplement with VAT ((£950 +
// £295) × 1.2), an estate's fee is its band's percentage with VAT unless that is under the minimum (2.5% of
// £200,000 + VAT; £60,000 pays the £2,000 minimum), both LPAs are £570 with VAT and the Public Guardian's £184, and
// the footer's "Open 7 days a week" is true of neither office.
const r = researchItem("zp-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_ZEPHYR: ResearchItem[] = [
  // circus
  r("private-45", "circus", "price", "how much is a 45 minute private lesson /lessons", {
    contains: ["£45"],
    excludes: ["£30", "£58"],
  }),
  r(
    "semi-two",
    "circus",
    "price",
    "how much for a 45 min semi private lesson for me and my sister /lessons",
    {
      contains: ["£60"],
      excludes: ["£45"],
    },
  ),
  r("private-age", "circus", "fact", "how old does my kid have to be for a private lesson /lessons", {
    contains: ["7"],
    excludes: ["12"],
  }),
  r("block", "circus", "yes_no", "if i book 5 private lessons do i get one free /lessons", { answer: "yes" }),
  r(
    "silks-saturday",
    "circus",
    "time",
    "what time is the beginners aerial silks class on a saturday /timetable",
    {
      contains: ["12:00"],
      excludes: ["18:00", "10:45"],
    },
  ),
  r("static-day", "circus", "name", "what day is the static trapeze class /timetable", {
    contains: ["Tuesday"],
    excludes: ["Wednesday"],
  }),
  r("silks-count", "circus", "count", "how many aerial silks classes are there each week /timetable", {
    contains: ["4"],
  }),
  r("drop-in", "circus", "price", "how much is an adult class if i just drop in /timetable", {
    contains: ["£16"],
    excludes: ["£11", "£14.50"],
  }),
  r("class-card", "circus", "price", "price of a 10 class card /timetable", {
    contains: ["£140"],
    excludes: ["£125"],
  }),
  r("youth-troupe", "circus", "yes_no", "can my 13 year old just turn up to youth troupe /timetable", {
    answer: "no",
  }),
  r(
    "day-29",
    "circus",
    "yes_no",
    "is there a circus day my 8 year old can go to on tuesday 29th december /circus-days",
    { answer: "no" },
  ),
  r(
    "two-kids",
    "circus",
    "price",
    "how much for my 2 kids aged 9 and 11 to do the circus day on 22 december /circus-days",
    {
      contains: ["£85.50"],
      excludes: ["£28"],
    },
  ),
  r(
    "places-8-14",
    "circus",
    "list",
    "which circus days still have places for 8 to 14 year olds /circus-days",
    {
      contains: ["22 December", "30 December"],
      excludes: ["21 December", "29 December"],
    },
  ),
  r("early-drop", "circus", "time", "what time can i drop my son off early for circus day /circus-days", {
    contains: ["08:30"],
    excludes: ["09:30"],
  }),
  r("taster-two", "circus", "price", "how much for me and my 9 year old to do a taster swing /trapeze", {
    contains: ["£71"],
    excludes: ["£65"],
  }),
  r("weekend-weight", "circus", "yes_no", "im 14 and a half stone can i do the flying weekend /trapeze", {
    answer: "no",
  }),
  r("catch-age", "circus", "fact", "how old do you have to be for the catch class /trapeze", {
    contains: ["10"],
    excludes: ["14"],
  }),
  r(
    "unlimited-locker",
    "circus",
    "price",
    "how much a month is unlimited on the 12 month plan with a locker /membership",
    {
      contains: ["£93"],
      excludes: ["£95"],
    },
  ),
  r("cheapest-membership", "circus", "name", "whats your cheapest membership /membership", {
    contains: ["Off-Peak"],
    excludes: ["Standard"],
  }),
  r("insurance", "circus", "yes_no", "does your insurance cover me if i get injured in a class /rules", {
    answer: "no",
  }),
  r("wedding-ring", "circus", "yes_no", "can i keep my wedding ring on /rules", { answer: "no" }),
  r("nye", "circus", "time", "what time do you close on new years eve /opening", {
    contains: ["14:00"],
    excludes: ["13:00"],
  }),
  r("physio", "circus", "name", "who's the physio /team", {
    contains: ["Jen Holloway"],
    excludes: ["Sian Pryce"],
  }),
  r("juggling-balls", "circus", "not_found", "do you sell juggling balls and clubs /faq", NONE),
  r(
    "cafe",
    "circus",
    "not_found",
    "is there a cafe where i can get a coffee while my kid's in class /opening",
    NONE,
  ),
  // solicitors
  r("buy-300k", "solicitors", "price", "how much do you charge to buy a £300,000 house /conveyancing", {
    contains: ["£1,095"],
    excludes: ["£925", "£950"],
  }),
  r(
    "sell-200k",
    "solicitors",
    "price",
    "whats your fee for selling a house for 200k including vat /conveyancing",
    {
      contains: ["£990"],
      excludes: ["£1,140"],
    },
  ),
  r("leasehold", "solicitors", "price", "how much extra is it if its a leasehold flat /conveyancing", {
    contains: ["£295"],
    excludes: ["£250"],
  }),
  r(
    "leasehold-total",
    "solicitors",
    "price",
    "total legal fee inc vat for buying a £180,000 leasehold flat /conveyancing",
    {
      contains: ["£1,494"],
      excludes: ["£1,140"],
    },
  ),
  r("no-sale", "solicitors", "yes_no", "do i still pay your fee if my purchase falls through /conveyancing", {
    answer: "no",
  }),
  r(
    "land-registry",
    "solicitors",
    "price",
    "whats the land registry fee on a £350,000 purchase /conveyancing",
    {
      contains: ["£150"],
      excludes: ["£295"],
    },
  ),
  r("mirror", "solicitors", "price", "how much are mirror wills for me and my husband /wills", {
    contains: ["£380"],
    excludes: ["£240", "£795"],
  }),
  r(
    "lpa-both",
    "solicitors",
    "price",
    "how much would both lpas cost me altogether with vat and the registration fees /wills",
    {
      contains: ["£754"],
      excludes: ["£1,020"],
    },
  ),
  r(
    "storage",
    "solicitors",
    "price",
    "my will was written by another firm, what do you charge to store it /wills",
    {
      contains: ["£30"],
      excludes: ["£25"],
    },
  ),
  r(
    "home-visit",
    "solicitors",
    "yes_no",
    "my mum is 84, do you charge to come to her house to do her will /wills",
    { answer: "no" },
  ),
  r("draft", "solicitors", "fact", "how long till i get a draft of my will /wills", {
    contains: ["10 working days"],
  }),
  r(
    "estate-200k",
    "solicitors",
    "price",
    "how much would you charge to deal with an estate worth £200,000, including vat /probate",
    {
      contains: ["£6,000"],
      excludes: ["£2,000"],
    },
  ),
  r("estate-60k", "solicitors", "price", "the estate is about £60,000, what would your fee be /probate", {
    contains: ["£2,000"],
    excludes: ["£8,125"],
  }),
  r("court-fee", "solicitors", "price", "how much is the probate court fee /probate", {
    contains: ["£300"],
    excludes: ["£950"],
  }),
  r("partner-rate", "solicitors", "price", "whats a partners hourly rate with vat /fees", {
    contains: ["£354"],
    excludes: ["£300"],
  }),
  r("cash", "solicitors", "yes_no", "can i pay you £2,000 in cash /fees", { answer: "no" }),
  r("wills-clinic", "solicitors", "date", "what day is the free wills clinic in wyndham cross /clinics", {
    contains: ["Fridays"],
    excludes: ["Tuesdays"],
  }),
  r("lpa-talks", "solicitors", "list", "when are your lasting power of attorney talks /events", {
    contains: ["2 December", "20 January"],
    excludes: ["13 January"],
  }),
  r("holtby-thursday", "solicitors", "time", "how late is the holtby office open on a thursday /offices", {
    contains: ["19:00"],
    excludes: ["13:00"],
  }),
  r("wyndham-email", "solicitors", "fact", "email address for the wyndham cross office /offices", {
    contains: ["wyndham@corbridgevane.test"],
    excludes: ["holtby@corbridgevane.test"],
  }),
  r("probate-head", "solicitors", "name", "who is in charge of probate /people", {
    contains: ["Priya Lal"],
    excludes: ["Martin Vane"],
  }),
  r("staff", "solicitors", "count", "how many people work at corbridge vane /people", {
    contains: ["14"],
    excludes: ["7"],
  }),
  r("remortgage", "solicitors", "not_found", "how much do you charge for a remortgage /conveyancing", NONE),
  r("prenup", "solicitors", "not_found", "do you do prenups and what do they cost /fees", NONE),
  r("whatsapp", "solicitors", "not_found", "can i message you on whatsapp /contact", NONE),
];
