import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_FOEHN_FORMS } from "./navigator-forms";

// FOEHN: the fifty-sixth held-out part of the navigator corpus on two sites of its own (a physiotherapy practice with
// two clinics, and a home broadband provider with two shops), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are
// created at 2026-11-26T10:00:00Z, a Thursday. At Ashgrove Physiotherapy "last year" is 2025's prices in the news of
// April 2025 (£54) and "after the march price change" the notice of £3 more on every appointment (a 60-minute evening
// initial assessment £88 + £3); six single reformer classes 6 × £24 against a block of six's £126; Dunmore is shut on
// Saturdays, so "this saturday" (28 November), and Kelby shut on Monday 28 December; the dearest appointment is a
// 60-minute evening or Saturday initial assessment (£88), the cheapest a daytime pre-event massage (£35), the biggest
// class the Saturday beginners' mat Pilates (12 places); 6 clinicians, 5 rooms at Kelby. At Brightline Broadband
// "last year" is 2025's prices in the news of April 2025 (£26) and "after the april price rise" the notice of £1.75 a
// month more (Fibre 150 on 24 months £27.50 + £1.75); Fibre 900's first year on 12 months 12 × £46 + £60; the
// Castlebrook shop is shut on Sundays, so "this sunday" (29 November), and Ormsby open on Sunday 27 December; Ormsby
// and Castlebrook get 900 Mbps or more; every plan but Gigabit 1600 has free set-up on 24 months; the cheapest
// 12-month plan is Fibre 35 (£24), the fastest upload Gigabit 1600's (220 Mbps); 3 towns wait for fibre.
const n = navItem("fh-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_FOEHN: NavItem[] = [
  // fact
  n("ph-company", "physio", "fact", "find ashgrove physiotherapy's company registration number", {
    contains: ["08264917"],
    excludes: ["GB 318 5520 46"],
  }),
  n(
    "ph-last-year",
    "physio",
    "fact",
    "what did ashgrove physiotherapy charge last year for a 45 minute follow-up in the daytime",
    {
      contains: ["£54"],
      excludes: ["£58"],
    },
  ),
  n(
    "ph-march",
    "physio",
    "fact",
    "find out what a 60 minute initial assessment in the evening will cost at ashgrove after the march price change",
    {
      contains: ["£91"],
      excludes: ["£88"],
    },
  ),
  n(
    "ph-dunmore-phone",
    "physio",
    "fact",
    "find the phone number of ashgrove physiotherapy's dunmore clinic",
    {
      contains: ["01632 745 388"],
      excludes: ["01632 745 210"],
    },
  ),
  n(
    "ph-reformer-block",
    "physio",
    "fact",
    "work out how much ashgrove's block of six reformer pilates classes saves over paying for six single classes",
    {
      contains: ["£18"],
    },
  ),
  n("bb-vat", "broadband", "fact", "find brightline broadband's vat number", {
    contains: ["GB 407 2291 85"],
    excludes: ["11590342"],
  }),
  n(
    "bb-last-year",
    "broadband",
    "fact",
    "what did brightline charge new customers last year for fibre 150 on a 24 month contract",
    {
      contains: ["£26"],
      excludes: ["£27.50"],
    },
  ),
  n(
    "bb-april",
    "broadband",
    "fact",
    "find out what fibre 150 on a 24 month contract will cost a month after brightline's april price rise",
    {
      contains: ["£29.25"],
      excludes: ["£27.50"],
    },
  ),
  n("bb-shop-phone", "broadband", "fact", "find the phone number of brightline's shop in castlebrook", {
    contains: ["01632 902 577"],
    excludes: ["01632 902 410"],
  }),
  n(
    "bb-first-year",
    "broadband",
    "fact",
    "work out what brightline fibre 900 on the 12 month contract would cost me for the whole year, set-up fee included",
    {
      contains: ["£612"],
    },
  ),
  // yes/no
  n("ph-dunmore-saturday", "physio", "yes_no", "is ashgrove's dunmore clinic open this saturday", {
    answer: "no",
  }),
  n("ph-kelby-28th", "physio", "yes_no", "is ashgrove's kelby clinic open on monday 28 december", {
    answer: "no",
  }),
  n("ph-vitality", "physio", "yes_no", "can i use my vitality health insurance at ashgrove's kelby clinic", {
    answer: "yes",
  }),
  n(
    "ph-massage-insured",
    "physio",
    "yes_no",
    "find out if my health insurer will pay for a sports massage at ashgrove",
    { answer: "no" },
  ),
  n("bb-castlebrook-sunday", "broadband", "yes_no", "is brightline's castlebrook shop open this sunday", {
    answer: "no",
  }),
  n("bb-ormsby-27th", "broadband", "yes_no", "is brightline's ormsby shop open on sunday 27 december", {
    answer: "yes",
  }),
  n("bb-hatherley", "broadband", "yes_no", "can i get brightline full fibre in hatherley now", {
    answer: "yes",
  }),
  // list
  n("ph-dunmore-team", "physio", "list", "who are the clinicians at ashgrove's dunmore clinic", {
    contains: ["Tariq Aziz", "Li Wei", "Callum Reid"],
    excludes: ["Megan Holt"],
  }),
  n("ph-sixty", "physio", "list", "which appointments can i book for 60 minutes at ashgrove physiotherapy", {
    contains: ["Initial assessment", "Follow-up", "Sports massage"],
    excludes: ["Pre-event massage", "Initial acupuncture"],
  }),
  n("ph-dunmore-classes", "physio", "list", "list the classes ashgrove runs at its dunmore clinic", {
    contains: ["improvers", "Back rehab"],
    excludes: ["Reformer Pilates"],
  }),
  n("bb-fast-towns", "broadband", "list", "list the towns where brightline can give 900 Mbps or faster", {
    contains: ["Ormsby", "Castlebrook"],
    excludes: ["Hatherley"],
  }),
  n("bb-free-setup", "broadband", "list", "which brightline plans have free set-up on a 24 month contract", {
    contains: ["Fibre 35", "Fibre 150", "Fibre 500", "Fibre 900"],
    excludes: ["Gigabit 1600"],
  }),
  // superlative
  n("ph-dearest", "physio", "superlative", "find ashgrove physiotherapy's most expensive appointment", {
    contains: ["Initial assessment", "£88"],
  }),
  n("ph-cheapest", "physio", "superlative", "what's the cheapest appointment at ashgrove physiotherapy", {
    contains: ["Pre-event massage", "£35"],
  }),
  n("ph-biggest-class", "physio", "superlative", "which of ashgrove's classes has the most places", {
    contains: ["Mat Pilates", "Saturday"],
  }),
  n(
    "bb-cheapest-12",
    "broadband",
    "superlative",
    "what's brightline's cheapest plan on a 12 month contract",
    {
      contains: ["Fibre 35", "£24"],
    },
  ),
  n(
    "bb-fastest-upload",
    "broadband",
    "superlative",
    "find the brightline plan with the fastest upload speed",
    {
      contains: ["Gigabit 1600", "220"],
    },
  ),
  // count
  n("ph-clinicians", "physio", "count", "how many clinicians does ashgrove physiotherapy have", {
    contains: ["6"],
  }),
  n("ph-kelby-rooms", "physio", "count", "how many treatment rooms are there at ashgrove's kelby clinic", {
    contains: ["5"],
    excludes: ["3"],
  }),
  n("bb-towns-waiting", "broadband", "count", "how many towns are still waiting for brightline's fibre", {
    contains: ["3"],
  }),
  // answered only on pages the site's search finds
  n("ph-home-visits", "physio", "search", "does ashgrove physiotherapy do home visits? how much are they", {
    contains: ["£95"],
  }),
  n("ph-shockwave", "physio", "search", "find out what shockwave therapy costs at ashgrove physiotherapy", {
    contains: ["£70"],
  }),
  n("bb-business", "broadband", "search", "does brightline do business broadband? how much is it a month", {
    contains: ["£42"],
  }),
  n(
    "bb-pause",
    "broadband",
    "search",
    "find out if brightline can pause my broadband at a holiday home while i'm away, and what that costs",
    {
      contains: ["£6"],
    },
  ),
  // not found
  n("ph-chiropractor", "physio", "not_found", "find out if ashgrove physiotherapy has a chiropractor", NONE),
  n("ph-voucher", "physio", "not_found", "find the price of an ashgrove physiotherapy gift voucher", NONE),
  n("bb-sim", "broadband", "not_found", "find the price of a brightline sim only mobile plan", NONE),
  n(
    "bb-referral",
    "broadband",
    "not_found",
    "find out what brightline gives you for referring a friend",
    NONE,
  ),
  n(
    "bb-compensation",
    "broadband",
    "not_found",
    "find out how much compensation brightline pays when your broadband is down",
    NONE,
  ),
  ...NAVIGATOR_FOEHN_FORMS,
];
