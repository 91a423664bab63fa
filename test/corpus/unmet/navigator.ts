import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_UNMET_FORMS } from "./navigator-forms";

// UNMET: the eighth held-out part of the navigator corpus on two sites of its own (an independent garage with two
// workshops, and a self-storage company with two stores), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks
// are created at 2026-11-26T10:00:00Z, a Thursday.
const n = navItem("m-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_UNMET: NavItem[] = [
  // fact
  n("full-service-16", "garage", "fact", "how much is a full service on a 1.6 petrol at hollins motors", {
    contains: ["£229"],
    excludes: ["£145", "£329", "£199", "£259"],
  }),
  n("mot-stanmere", "garage", "fact", "whats the mot price at the stanmere garage", {
    contains: ["£49.50"],
    excludes: ["£45", "£55"],
  }),
  n("kelbrook-sat", "garage", "fact", "what time does hollins in kelbrook shut on saturdays", {
    contains: ["12:30"],
    excludes: ["12pm", "11:30"],
  }),
  n(
    "courtesy-deposit",
    "garage",
    "fact",
    "how much deposit do they want for a courtesy car",
    { contains: ["£150"], excludes: ["£500"] },
    "/tyres",
  ),
  n("aircon-2019", "garage", "fact", "how much for an aircon regas on my 2019 golf", {
    contains: ["£119"],
    excludes: ["£69"],
  }),
  n("stanmere-tester", "garage", "fact", "who does the mots at hollins stanmere", {
    contains: ["Tom Ashdown"],
    excludes: ["Priya Lal"],
  }),
  n("medium-eastwold", "storage", "fact", "how much is a medium unit a week at boxwell eastwold", {
    contains: ["£21"],
    excludes: ["£24", "£84", "£28"],
  }),
  n("large-millbridge", "storage", "fact", "whats the price of a large unit at millbridge for 4 weeks", {
    contains: ["£130"],
    excludes: ["£32.50", "£112", "£96"],
  }),
  n("eastwold-sun-access", "storage", "fact", "what times can i get to my unit at eastwold on a sunday", {
    contains: ["08:00", "18:00"],
    excludes: ["06:00", "22:00", "10pm"],
  }),
  n(
    "eastwold-phone",
    "storage",
    "fact",
    "whats the phone number for boxwell eastwold",
    { contains: ["01632 960 820"], excludes: ["01632 960 810", "0808 157 0442"] },
    "/shop",
  ),
  n("standard-cover", "storage", "fact", "how much is standard cover a week at boxwell", {
    contains: ["£3.00"],
    excludes: ["£1.50", "£5.25"],
  }),
  n("move-in-id", "storage", "fact", "what do i need to bring when i move into boxwell", {
    contains: ["photo ID", "proof of address"],
  }),
  // yes_no
  n("wait-stanmere", "garage", "yes_no", "can i wait at the stanmere workshop while they do my car", {
    answer: "no",
  }),
  n("bodywork", "garage", "yes_no", "do hollins motors do bodywork", { answer: "no" }, "/servicing"),
  n(
    "courtesy-23",
    "garage",
    "yes_no",
    "can my 23 year old son have a courtesy car when his car's in for a major service",
    { answer: "no" },
  ),
  n("lawnmower", "storage", "yes_no", "can i keep a petrol lawnmower in a boxwell unit", { answer: "yes" }),
  n(
    "eastwold-sun-office",
    "storage",
    "yes_no",
    "is the eastwold office open on a sunday",
    { answer: "no" },
    "/offers",
  ),
  n("christmas-day", "storage", "yes_no", "can i get into my storage unit on christmas day", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("hankook", "garage", "search", "how much is a hankook 205/55 r16 fitted at hollins", {
    contains: ["£86"],
    excludes: ["£118", "£84"],
  }),
  n("parts-sat", "garage", "search", "what time does the hollins parts counter close on saturday", {
    contains: ["13:00"],
    excludes: ["12:30", "12pm"],
  }),
  n("caravan", "storage", "search", "how much does boxwell charge to park a caravan", {
    contains: ["£18"],
    excludes: ["£12", "£24"],
  }),
  n("parcels", "storage", "search", "till what time will boxwell sign for deliveries for my business", {
    contains: ["16:30"],
    excludes: ["17:30", "22:00"],
  }),
  // list
  n("premium-brands", "garage", "list", "which premium tyre brands do hollins fit", {
    contains: ["Michelin", "Continental", "Pirelli"],
    excludes: ["Falken", "Hankook", "Nankang"],
  }),
  n("ev-service", "garage", "list", "whats included in the ev service at hollins", {
    contains: ["brakes", "suspension", "cabin filter", "coolant"],
    excludes: ["spark plugs"],
  }),
  n("prohibited", "storage", "list", "what cant i store at boxwell", {
    contains: ["food", "plants", "petrol", "fireworks", "asbestos"],
  }),
  n("eastwold-sizes", "storage", "list", "which unit sizes do they have at eastwold", {
    contains: ["Locker", "Small", "Medium", "Large", "Extra large"],
    excludes: ["Jumbo"],
  }),
  n("millbridge-offers", "storage", "list", "any offers on at boxwell millbridge right now", {
    contains: ["£1", "padlock"],
    excludes: ["50%", "half price"],
  }),
  // superlative and comparison
  n("cheaper-mot", "garage", "superlative", "which hollins garage is cheaper for an mot", {
    contains: ["Kelbrook", "£45"],
    excludes: ["£55"],
  }),
  n("priciest-major", "garage", "superlative", "whats the most expensive major service at hollins", {
    contains: ["£419"],
    excludes: ["£369", "£349"],
  }),
  n("cheapest-box", "storage", "superlative", "whats the cheapest box in the boxwell shop", {
    contains: ["Small box", "£2.20"],
    excludes: ["£2.95", "£3.10"],
  }),
  n("biggest-eastwold", "storage", "superlative", "whats the biggest unit i can get at eastwold", {
    contains: ["Extra large", "100 sq ft"],
    excludes: ["150 sq ft", "Jumbo"],
  }),
  // count
  n("courtesy-cars", "garage", "count", "how many courtesy cars have hollins got", { contains: ["5"] }),
  n("wardrobe-boxes", "storage", "count", "how many wardrobe boxes have they got at millbridge", {
    contains: ["8"],
  }),
  // not_found
  n("labour-rate", "garage", "not_found", "whats hollins motors hourly labour rate", NONE),
  n("used-cars", "garage", "not_found", "does hollins sell used cars", NONE),
  n("wifi", "storage", "not_found", "is there wifi at the boxwell stores", NONE),
  n("late-fee", "storage", "not_found", "how much is boxwells late payment fee", NONE),
  // form
  ...NAVIGATOR_UNMET_FORMS,
];
