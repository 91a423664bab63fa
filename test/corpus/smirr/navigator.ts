import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_SMIRR_FORMS } from "./navigator-forms";

// SMIRR: the thirty-first held-out part of the navigator corpus on two sites of its own (a portrait and events
// photography studio with two studios, and a chimney sweep, stove installer and stove showroom), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "from march" is the
// studio's prices from 1 March 2027; "from february" is the sweep's prices from 1 February 2027; "in april" is in the
// nesting season. The studio's two studios are Tanner Row in Tollbridge (the town one) and The Chapel in Ewenden; the
// sweep works from the Old Forge Yard in Ashwick.
const n = navItem("sm-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_SMIRR: NavItem[] = [
  // fact
  n("chapel-phone", "photo", "fact", "what's the phone number for lark & linden's chapel studio", {
    contains: ["01632 978 215"],
    excludes: ["01632 978 200"],
  }),
  n("pet-march", "photo", "fact", "how much will a pet shoot at lark and linden cost from march", {
    contains: ["£90"],
    excludes: ["£85"],
  }),
  n(
    "tanner-saturday",
    "photo",
    "fact",
    "what does lark & linden charge an hour to hire the tanner row studio on a saturday",
    { contains: ["£45"], excludes: ["£35"] },
  ),
  n("canvas", "photo", "fact", "how much is a 16x12 canvas from lark & linden", {
    contains: ["£130"],
    excludes: ["£120"],
  }),
  n("multi-fuel", "sweep", "fact", "how much do brushfield charge to sweep a multi fuel stove", {
    contains: ["£70"],
    excludes: ["£95"],
  }),
  n("foxley", "sweep", "fact", "is there a call out charge for brushfield sweeps to come to foxley cross", {
    contains: ["£20"],
    excludes: ["£35"],
  }),
  n(
    "ten-kw",
    "sweep",
    "fact",
    "how much would brushfield charge to fit a 10kw stove that needs a new liner",
    {
      contains: ["£2,795"],
      excludes: ["£1,895"],
    },
  ),
  n("showroom-saturday", "sweep", "fact", "what time does brushfield's stove showroom shut on saturdays", {
    contains: ["15:00"],
    excludes: ["17:00"],
  }),
  n(
    "oil-boiler-feb",
    "sweep",
    "fact",
    "what will brushfield charge to sweep an oil boiler flue from february",
    {
      contains: ["£90"],
      excludes: ["£85"],
    },
  ),
  // yes_no
  n("step-free", "photo", "yes_no", "is lark & linden's chapel studio step free? my mum's in a wheelchair", {
    answer: "yes",
  }),
  n("raw", "photo", "yes_no", "will lark & linden give me the raw files", { answer: "no" }),
  n("dog", "photo", "yes_no", "can we bring our dog along to a lark & linden family shoot", {
    answer: "yes",
  }),
  n("tanner-monday", "photo", "yes_no", "is lark and linden's tanner row studio open on mondays", {
    answer: "no",
  }),
  n(
    "april-nest",
    "sweep",
    "yes_no",
    "can brushfield get rid of a nest in my chimney in april if birds are in it",
    {
      answer: "no",
    },
  ),
  n("cash", "sweep", "yes_no", "can i pay brushfield sweeps in cash", { answer: "yes" }),
  n("soot", "sweep", "yes_no", "do brushfield take the soot away", { answer: "yes" }),
  // search: the answer is on a page linked from nowhere
  n("passport", "photo", "search", "does lark & linden do passport photos? how much for printed ones", {
    contains: ["£12.50"],
  }),
  n("assistant-job", "photo", "search", "are lark & linden hiring a weekend assistant, what's the pay", {
    contains: ["£12.75"],
    excludes: ["£180"],
  }),
  n("logs", "sweep", "search", "does brushfield sell logs? how much is a bulk bag", {
    contains: ["£120"],
    excludes: ["£7.50"],
  }),
  n(
    "servicing",
    "sweep",
    "search",
    "does brushfield service wood burners, what does a service cost on its own",
    {
      contains: ["£89"],
      excludes: ["£129"],
    },
  ),
  // list
  n("chapel-only", "photo", "list", "which lark & linden sessions can you only have at the chapel", {
    contains: ["Newborn", "Pet"],
    excludes: ["Bump"],
  }),
  n("family-included", "photo", "list", "what do you get with a family session at lark & linden", {
    contains: ["45 minutes", "8"],
    excludes: ["40 minutes"],
  }),
  n("money-vouchers", "photo", "list", "what amounts do lark & linden money vouchers come in", {
    contains: ["£25", "£50", "£100"],
  }),
  n("not-included", "sweep", "list", "what isn't included in brushfield's stove fitting price", {
    contains: ["hearth", "plastering"],
  }),
  n("free-callout", "sweep", "list", "which postcodes can brushfield come to with no call out charge", {
    contains: ["HW1", "HW5"],
    excludes: ["HW6"],
  }),
  n("dont-burn", "sweep", "list", "what shouldn't i burn in my wood burner according to brushfield", {
    contains: ["painted", "plastic"],
  }),
  // superlative
  n("cheapest-album", "photo", "superlative", "what's lark & linden's cheapest album", {
    contains: ["Little Book", "£145"],
    excludes: ["£395"],
  }),
  n("most-images", "photo", "superlative", "which lark & linden wedding package gets the most photos", {
    contains: ["Full day", "700"],
    excludes: ["450"],
  }),
  n("dearest-sweep", "sweep", "superlative", "what's the most expensive thing to get swept at brushfield", {
    contains: ["Aga", "£110"],
    excludes: ["£95"],
  }),
  n("busiest", "sweep", "superlative", "when are brushfield busiest for sweeps", {
    contains: ["October to December"],
    excludes: ["April to July"],
  }),
  // count
  n(
    "express-images",
    "photo",
    "count",
    "how many edited photos do you get with lark & linden's express headshots",
    {
      contains: ["2"],
      excludes: ["6"],
    },
  ),
  n("chapel-parking", "photo", "count", "how many cars can park at lark & linden's chapel", {
    contains: ["8"],
  }),
  n("lit-stoves", "sweep", "count", "how many stoves are lit in brushfield's showroom", {
    contains: ["8"],
    excludes: ["24"],
  }),
  n("yard-spaces", "sweep", "count", "how many parking spaces are at brushfield's yard", {
    contains: ["10"],
  }),
  // not_found
  n("cameras", "photo", "not_found", "what cameras do lark & linden shoot with", NONE),
  n("wifi", "photo", "not_found", "whats the wifi password at lark & linden's chapel studio", NONE),
  n("trustpilot", "sweep", "not_found", "what's brushfield's trustpilot rating", NONE),
  n("chimney-pot", "sweep", "not_found", "how much is a new chimney pot from brushfield", NONE),
  n("gas-safe", "sweep", "not_found", "does brushfield have a gas safe engineer", NONE),
  // form
  ...NAVIGATOR_SMIRR_FORMS,
];
