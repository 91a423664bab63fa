import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// UNMET: the eighth held-out part of the research corpus on two sites of its own (an independent garage with two
// workshops, and a self-storage company with two stores), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("m-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_UNMET: ResearchItem[] = [
  // garage
  r(
    "stanmere-weekday-close",
    "garage",
    "time",
    "what time does the stanmere workshop close monday to thursday /visit",
    { contains: ["17:30"], excludes: ["18:00"] },
  ),
  r("kelbrook-sat-mot", "garage", "time", "until what time do they do mots on a saturday at kelbrook /mot", {
    contains: ["11:30"],
    excludes: ["16:30", "15:30"],
  }),
  r(
    "xmas-mot-hours",
    "garage",
    "time",
    "what time does kelbrook open for mots between christmas and new year /news",
    { contains: ["09:00"], excludes: ["08:00"] },
  ),
  r("interim-25", "garage", "price", "how much is an interim service for a 2.5 litre engine /servicing", {
    contains: ["£169"],
    excludes: ["£145", "£195", "£259"],
  }),
  r("hybrid-major", "garage", "price", "price of a major service on a hybrid /servicing", {
    contains: ["£349"],
    excludes: ["£245", "£329", "£369"],
  }),
  r("own-tyres-18", "garage", "price", "how much to fit 18 inch tyres i bought online /tyres", {
    contains: ["£30"],
    excludes: ["£20", "£24", "£40"],
  }),
  r("van-mot", "garage", "price", "how much is an mot for a van at kelbrook /mot", {
    contains: ["£55"],
    excludes: ["£45", "£49.50"],
  }),
  r("alignment-4", "garage", "price", "how much is four wheel alignment /tyres", {
    contains: ["£69.95"],
    excludes: ["£49.95"],
  }),
  r("diesel", "garage", "price", "how much extra is a service on a diesel /servicing", {
    contains: ["£15"],
    excludes: ["£9"],
  }),
  r("staff", "garage", "count", "how many people work at hollins motors /team", {
    contains: ["14"],
    excludes: ["10"],
  }),
  r("full-checks", "garage", "count", "how many checks are in a full service /servicing", {
    contains: ["62"],
    excludes: ["30", "78"],
  }),
  r("stanmere-manager", "garage", "name", "who runs the stanmere workshop /team", {
    contains: ["Marek Nowak"],
    excludes: ["Dave Hollins"],
  }),
  r("founder", "garage", "name", "who started hollins motors /team", {
    contains: ["Ray Hollins"],
    excludes: ["Dave Hollins"],
  }),
  r("kelbrook-tester", "garage", "name", "who does the mots at kelbrook /mot", {
    contains: ["Priya Lal"],
    excludes: ["Tom Ashdown"],
  }),
  r("reopen", "garage", "date", "when do they reopen after christmas /news", {
    contains: ["4 January"],
    excludes: ["18 December"],
  }),
  r("stanmere-saturdays", "garage", "date", "since when has stanmere been shut on saturdays /news", {
    contains: ["3 October"],
    excludes: ["2 October"],
  }),
  r("winter-check", "garage", "date", "until when is the free winter check on /news", {
    contains: ["31 December"],
    excludes: ["18 December"],
  }),
  r("motorbike-kelbrook", "garage", "yes_no", "can i get my motorbike mot done at kelbrook /mot", {
    answer: "no",
  }),
  r("cheques", "garage", "yes_no", "do you take cheques /faq", { answer: "no" }),
  r("courtesy-interim", "garage", "yes_no", "can i get a courtesy car with an interim service /visit", {
    answer: "no",
  }),
  r("midrange", "garage", "list", "which mid range tyre brands do you fit /tyres", {
    contains: ["Falken", "Hankook", "Avon"],
    excludes: ["Michelin", "Nankang"],
  }),
  r("mot-length", "garage", "fact", "how long does an mot take /mot", {
    contains: ["45 minutes"],
    excludes: ["10 working days"],
  }),
  r("loyalty", "garage", "not_found", "do you give a discount to regular customers /servicing", NONE),
  r("ev-charger", "garage", "not_found", "is there an ev charger at the stanmere workshop /visit", NONE),
  r("clutch-price", "garage", "not_found", "how much does a new clutch cost /servicing", NONE),
  // storage
  r("eastwold-sat-office", "storage", "time", "what time does the eastwold office shut on saturday /visit", {
    contains: ["13:00"],
    excludes: ["16:00"],
  }),
  r("millbridge-early", "storage", "time", "how early can i get into my unit at millbridge /visit", {
    contains: ["06:00"],
    excludes: ["07:00", "09:00"],
  }),
  r("xmas-eve", "storage", "time", "what time do the offices close on christmas eve /news", {
    contains: ["13:00"],
  }),
  r("small-eastwold", "storage", "price", "how much is a small unit at eastwold for 4 weeks /units", {
    contains: ["£50"],
    excludes: ["£12.50", "£59", "£84"],
  }),
  r("locker-millbridge", "storage", "price", "whats the weekly price of a locker at millbridge /units", {
    contains: ["£7.50"],
    excludes: ["£6.50", "£30"],
  }),
  r("premium-cover", "storage", "price", "how much is premium cover per week /cover", {
    contains: ["£9.00"],
    excludes: ["£5.25", "£50"],
  }),
  r("bubble-wrap", "storage", "price", "how much is a roll of bubble wrap /shop", {
    contains: ["£7.99"],
    excludes: ["£2.40", "£6.50"],
  }),
  r(
    "half-price-units",
    "storage",
    "list",
    "which units does the half price deal at eastwold apply to /offers",
    {
      contains: ["Medium", "Large", "Extra large"],
      excludes: ["Locker", "Small"],
    },
  ),
  r("millbridge-units", "storage", "count", "how many units does millbridge have /visit", {
    contains: ["420"],
    excludes: ["260"],
  }),
  r(
    "padlocks-eastwold",
    "storage",
    "count",
    "how many disc padlocks do you have in stock at eastwold /shop",
    {
      contains: ["22"],
      excludes: ["40", "10"],
    },
  ),
  r("named-people", "storage", "count", "how many people can i give access to my unit /faq", {
    contains: ["2"],
  }),
  r("eastwold-manager", "storage", "name", "who manages the eastwold store /team", {
    contains: ["Lucy Okoro"],
    excludes: ["Owen Prichard"],
  }),
  r("business-contact", "storage", "name", "who should i talk to about a business account /team", {
    contains: ["Farah Iqbal"],
    excludes: ["Nadia Fairbairn"],
  }),
  r(
    "half-price-deadline",
    "storage",
    "date",
    "whats the last day to move in for the eastwold half price deal /offers",
    { contains: ["31 January"], excludes: ["20 December"] },
  ),
  r("price-freeze", "storage", "date", "until when are prices frozen for existing customers /news", {
    contains: ["1 April"],
  }),
  r("paint", "storage", "yes_no", "can i store water based paint /rules", { answer: "yes" }),
  r("sleep", "storage", "yes_no", "can i sleep in my unit /rules", { answer: "no" }),
  r("sockets", "storage", "yes_no", "do the units have plug sockets /faq", { answer: "no" }),
  r("eastwold-sunday-office", "storage", "yes_no", "is the eastwold office open on sundays /visit", {
    answer: "no",
  }),
  r("covered", "storage", "list", "what does boxwell cover protect against /cover", {
    contains: ["fire", "flood", "storm", "theft", "vermin"],
  }),
  r("eastwold-offers", "storage", "list", "which offers can i get at eastwold /offers", {
    contains: ["8 weeks", "padlock"],
    excludes: ["£1"],
  }),
  r("notice", "storage", "fact", "how much notice do i need to give /faq", { contains: ["7 days"] }),
  r("deposit", "storage", "fact", "how much is the deposit /faq", { contains: ["one week"] }),
  r("wine", "storage", "not_found", "can i get a temperature controlled unit for wine /units", NONE),
  r("lift-weight", "storage", "not_found", "whats the weight limit on the goods lifts /visit", NONE),
];
