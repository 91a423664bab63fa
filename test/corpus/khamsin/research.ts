import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// KHAMSIN: the forty-sixth held-out part of the research corpus on two sites of its own (a paintball and laser tag
// company with a woodland paintball site and an indoor laser tag arena, and a costume and fancy dress hire business
// with a shop and a costume store), written by someone who did not tune the engines and run once at the very end as
// an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday. At Scarrow Wood a Saturday is the weekend column; 1,000 extra paintballs are the
// two-box row (£55), not two of the £30 box; a stag day for 8 is 8 × £55, the colspan price for groups of 8 or more;
// 3 games for 12 next Tuesday (1 December, term time) at 4pm is off-peak, 12 × £19 less 10% for 10 to 19 players;
// laser tag at your place for 25 in QE2 is £220 for 20, 5 × £8 more and £30 for Zone 2; a group of 12 can't play on a
// weekday (20 or more only); an 11-year-old plays Mini Splat, not paintball (12 and over); the Arena is open on Monday
// 28 December in the Christmas table though shut on term-time Mondays; a 13-year-old can have the Arena's parties (6
// to 14) and the junior paintball party (12 to 15) but not Mini Splat (8 to 11); the next Big Game is Friday 1 January,
// not 2026's Thursday. At Motley & Masque a Victorian costume is Period; a mascot suit's deposit is £150, not the
// Period deposit or the mascot weekend (both £75); 6 Classic costumes for a weekend are 6 × £25 less 10% for 5 to 9; a
// child's elf is the £12 spanning three columns; a mascot suit 2 days late is 2 × £25; 25 costumes for a school are 25
// × £12; a 17-year-old can't hire (18 or over); the Costume Store, shut on Tuesdays, opens on Tuesday 29 December; the
// Classic Santa has no gloves or wig; the team has two costume makers among 7.
const r = researchItem("kh-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_KHAMSIN: ResearchItem[] = [
  // paintball
  r("deluxe-saturday", "paintball", "price", "how much is the deluxe day on a saturday? /woods", {
    contains: ["£49"],
    excludes: ["£42"],
  }),
  r("balls-1000", "paintball", "price", "how much for 1000 extra paintballs /woods", {
    contains: ["£55"],
    excludes: ["£100"],
  }),
  r("stag-8", "paintball", "price", "stag do for 8 of us, how much altogether /woods", {
    contains: ["£440"],
  }),
  r("own-balls", "paintball", "yes_no", "can we bring our own paintballs /woods", { answer: "no" }),
  r("weekday-12", "paintball", "yes_no", "can a group of 12 of us come and play on a wednesday /woods", {
    answer: "no",
  }),
  r("burger", "paintball", "list", "which paintball days come with burger and chips /woods", {
    contains: ["Deluxe", "Ultimate", "Stag and hen"],
    excludes: ["Standard day", "Taster"],
  }),
  r("kit", "paintball", "list", "what kit do you give us to play in /woods", {
    contains: ["mask", "overalls", "marker", "neck guard"],
  }),
  r("deposit", "paintball", "fact", "how much deposit do i pay when i book a paintball day /woods", {
    contains: ["£10"],
    excludes: ["£50"],
  }),
  r("briefing", "paintball", "time", "what time is the safety briefing /woods", {
    contains: ["09:00"],
    excludes: ["08:30"],
  }),
  r("standard-balls", "paintball", "count", "how many paintballs do you get on a standard day /woods", {
    contains: ["200"],
    excludes: ["400"],
  }),
  r("airsoft", "paintball", "not_found", "do you do airsoft too /woods", NONE),
  r("grenades", "paintball", "not_found", "how much are paint grenades /woods", NONE),
  r("mini-splat", "paintball", "price", "price for a 2 hour mini splat session? /juniors", {
    contains: ["£22"],
    excludes: ["£30"],
  }),
  r("two-games-saturday", "paintball", "price", "how much is 2 games of laser tag on a saturday /arena", {
    contains: ["£17"],
    excludes: ["£14"],
  }),
  r(
    "laser-12",
    "paintball",
    "price",
    "there's 12 of us wanting 3 games each next tuesday at 4pm, what's the total /arena",
    {
      contains: ["£205.20"],
    },
  ),
  r("off-peak", "paintball", "fact", "when is off peak for laser tag /arena", {
    contains: ["Tuesday to Friday", "18:00"],
  }),
  r("party-plus", "paintball", "price", "laser party plus, how much per kid? /parties", {
    contains: ["£23"],
    excludes: ["£18.50"],
  }),
  r("thirteen", "paintball", "list", "my son will be 13, which of your parties can he have /parties", {
    contains: ["Laser party plus", "Junior paintball party"],
    excludes: ["Mini Splat"],
  }),
  r(
    "on-tour-25",
    "paintball",
    "price",
    "laser tag at our house for 25 players, we're QE2, how much all in? /on-tour",
    {
      contains: ["£290"],
    },
  ),
  r("eleven", "paintball", "yes_no", "can my 11 year old play paintball with the adults /rules", {
    answer: "no",
  }),
  r("glasses", "paintball", "yes_no", "can i wear my glasses under the mask /rules", { answer: "yes" }),
  r("arena-28th", "paintball", "yes_no", "is the arena open on monday 28th december /venues", {
    answer: "yes",
  }),
  r("arena-where", "paintball", "fact", "where is the laser tag arena /venues", {
    contains: ["Kilnworth Trading Estate"],
    excludes: ["Ferris Lane"],
  }),
  r("arena-sunday", "paintball", "time", "what time does the arena close on a sunday /venues", {
    contains: ["19:00"],
    excludes: ["22:00"],
  }),
  r("mini-splat-lead", "paintball", "name", "who runs mini splat /team", {
    contains: ["Josh Pelling"],
    excludes: ["Lily Tran"],
  }),
  r("arena-manager", "paintball", "name", "who's the manager at the arena /team", {
    contains: ["Lily Tran"],
    excludes: ["Kerry Oduya"],
  }),
  r("big-game", "paintball", "date", "when's the next big game /news", {
    contains: ["1 January"],
    excludes: ["Thursday"],
  }),
  r("drone", "paintball", "not_found", "can we fly a drone to film our game /faq", NONE),
  // costumes
  r("victorian-week", "costumes", "price", "how much to hire a victorian costume for a week /hire", {
    contains: ["£65"],
    excludes: ["£45", "£75"],
  }),
  r("mascot-deposit", "costumes", "price", "how much is the deposit on a mascot suit /hire", {
    contains: ["£150"],
    excludes: ["£75"],
  }),
  r(
    "classic-6",
    "costumes",
    "price",
    "6 of us want classic costumes for the weekend, how much will the hire be /hire",
    {
      contains: ["£135"],
    },
  ),
  r("wedding-dress", "costumes", "not_found", "do you hire out wedding dresses /hire", NONE),
  r("deluxe-december", "costumes", "price", "deluxe santa suit for the whole of december, how much /santa", {
    contains: ["£240"],
    excludes: ["£60"],
  }),
  r("elf-child", "costumes", "price", "how much is a kids elf costume /santa", {
    contains: ["£12"],
    excludes: ["£20"],
  }),
  r("deluxe-19th", "costumes", "yes_no", "can i still get a deluxe santa for saturday 19th december /santa", {
    answer: "no",
  }),
  r("classic-santa", "costumes", "list", "what do you get with the classic santa suit /santa", {
    contains: ["jacket", "trousers", "hat", "belt", "boot covers", "beard"],
    excludes: ["gloves", "wig"],
  }),
  r("school-25", "costumes", "price", "how much would 25 costumes for our school play be /productions", {
    contains: ["£300"],
  }),
  r(
    "late-mascot",
    "costumes",
    "price",
    "what do you charge if i bring a mascot suit back 2 days late /how-it-works",
    {
      contains: ["£50"],
      excludes: ["£20"],
    },
  ),
  r("seventeen", "costumes", "yes_no", "im 17, can i hire a costume myself /how-it-works", { answer: "no" }),
  r("bring", "costumes", "list", "what do i need to bring with me to hire a costume /how-it-works", {
    contains: ["photo ID", "proof of address"],
  }),
  r("collect", "costumes", "fact", "how early can i pick up my costume before the party /how-it-works", {
    contains: ["2 days"],
    excludes: ["3 working days"],
  }),
  r("store-where", "costumes", "fact", "where's the costume store /visit", {
    contains: ["Fellside Mill"],
    excludes: ["Chandlers Row"],
  }),
  r("store-wednesday", "costumes", "time", "how late is the costume store open on wednesdays /visit", {
    contains: ["20:00"],
    excludes: ["17:00"],
  }),
  r("store-29th", "costumes", "yes_no", "is the costume store open on tuesday 29th december /visit", {
    answer: "yes",
  }),
  r("how-many-costumes", "costumes", "count", "how many costumes have you got /visit", {
    contains: ["4,000"],
  }),
  r("mascot-maker", "costumes", "name", "who makes the mascot suits /team", {
    contains: ["Rhiannon Ash"],
    excludes: ["Ollie Spence"],
  }),
  r("makers", "costumes", "count", "how many costume makers have you got /team", {
    contains: ["2"],
    excludes: ["7"],
  }),
  r("wig", "costumes", "yes_no", "can i hire a wig with my costume /faq", { answer: "no" }),
  r("try-on", "costumes", "yes_no", "can i try costumes on in the shop /faq", { answer: "yes" }),
  r("vouchers", "costumes", "not_found", "do you sell gift vouchers /faq", NONE),
];
