import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// LAST: the fourth held-out part of the research corpus on two sites of its own (a hairdresser and barber, and a
// climbing centre), run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file.
const r = researchItem("l-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_LAST: ResearchItem[] = [
  // hairdresser and barber
  r("abbey-thu-close", "salon", "time", "what time does abbey street close on a thursday /salons", {
    contains: ["20:30"],
    excludes: ["19:00", "18:00"],
  }),
  r("quay-sat-open", "salon", "time", "When does the Mill Quay salon open on Saturdays? /salons", {
    contains: ["09:00"],
    excludes: ["08:30", "10:00"],
  }),
  r("late-night", "salon", "time", "how late is abbey street open on 23 december /news", {
    contains: ["21:00"],
    excludes: ["18:00"],
  }),
  r("long-cut", "salon", "price", "how much is a cut and blow dry for long hair /prices", {
    contains: ["£54"],
    excludes: ["£38", "£45", "£35"],
  }),
  r("skin-fade", "salon", "price", "How much does a skin fade cost? /prices", {
    contains: ["£23"],
    excludes: ["£19", "£29"],
  }),
  r(
    "half-highlights",
    "salon",
    "price",
    "my hair is shoulder length, what would half head highlights cost /prices",
    { contains: ["£79"], excludes: ["£68", "£92", "£99"] },
  ),
  r("quay-barber-chairs", "salon", "count", "how many barber chairs does mill quay have /salons", {
    contains: ["2"],
    excludes: ["3"],
  }),
  r("staff", "salon", "count", "How many people work at Thistle & Shears? /about", { contains: ["16"] }),
  r("head-barber", "salon", "name", "who's the head barber /team", {
    contains: ["Marcus Obi"],
    excludes: ["Dan Whitlock"],
  }),
  r("curly", "salon", "name", "Which stylist is best for curly hair? /team", {
    contains: ["Ines Duarte"],
    excludes: ["Keeley Shaw", "Priya Lal"],
  }),
  r("quay-manager", "salon", "name", "who manages the mill quay salon /about", {
    contains: ["Olu Adeyemi"],
    excludes: ["Ruth Abernethy"],
  }),
  r("quay-opened", "salon", "date", "when did the mill quay salon open /about", {
    contains: ["2018"],
    excludes: ["2009"],
  }),
  r("reopen", "salon", "date", "When do the salons open again after Christmas? /news", {
    contains: ["2 January"],
    excludes: ["25 December"],
  }),
  r("quay-walk-in", "salon", "yes_no", "can i just walk in for a haircut at mill quay /salons", {
    answer: "no",
  }),
  r("cheques", "salon", "yes_no", "do you take cheques /faq", { answer: "no" }),
  r("abbey-step-free", "salon", "yes_no", "Is the Abbey Street salon step-free? /salons", { answer: "yes" }),
  r("dan-days", "salon", "list", "which days is dan whitlock in /team", {
    contains: ["Monday", "Wednesday", "Friday", "Saturday"],
    excludes: ["Tuesday", "Thursday"],
  }),
  r("keeley-days", "salon", "list", "What days does Keeley work? /team", {
    contains: ["Wednesday", "Sunday"],
    excludes: ["Tuesday", "Monday"],
  }),
  r("shave-length", "salon", "fact", "how long does a hot towel shave take /prices", {
    contains: ["45 minutes"],
    excludes: ["50 minutes", "30 minutes"],
  }),
  r("voucher-valid", "salon", "fact", "How long is a gift voucher valid for? /faq", {
    contains: ["12 months"],
    excludes: ["24 hours"],
  }),
  r("late-wait", "salon", "fact", "if I'm running late how long will you wait for me /faq", {
    contains: ["10 minutes"],
    excludes: ["24 hours"],
  }),
  r("perm", "salon", "not_found", "how much is a perm /prices", NONE),
  r("eyebrows", "salon", "not_found", "How much is an eyebrow wax? /prices", NONE),
  r("dryers", "salon", "not_found", "what brand of hair dryers do you use /faq", NONE),
  r(
    "quay-late-night",
    "salon",
    "not_found",
    "until what time is mill quay open on its late nights before christmas /salons",
    NONE,
  ),
  // climbing centre
  r("cobb-mon-open", "climbing", "time", "what time does cobb lane open on mondays /centres", {
    contains: ["14:00"],
    excludes: ["12:00", "10:00"],
  }),
  r("mill-fri-close", "climbing", "time", "When does Wharf Mill close on a Friday? /centres", {
    contains: ["21:00"],
    excludes: ["22:00"],
  }),
  r("kids-club-time", "climbing", "time", "what time is the kids club on /learn", {
    contains: ["16:30"],
    excludes: ["17:00", "19:00"],
  }),
  r("offpeak-adult", "climbing", "price", "how much is off peak entry for an adult /prices", {
    contains: ["£11"],
    excludes: ["£14.50", "£9.50", "£8"],
  }),
  r("all-walls-monthly", "climbing", "price", "How much is the all walls membership per month? /prices", {
    contains: ["£54"],
    excludes: ["£549", "£42", "£45", "£39"],
  }),
  r("harness-hire", "climbing", "price", "how much to hire a harness /prices", {
    contains: ["£3"],
    excludes: ["£4", "£2"],
  }),
  r("auto-belays", "climbing", "count", "how many auto belays are there at wharf mill /centres", {
    contains: ["8"],
  }),
  r("cobb-problems", "climbing", "count", "How many boulder problems does Cobb Lane have? /centres", {
    contains: ["220"],
    excludes: ["46"],
  }),
  r("instructors", "climbing", "count", "how many qualified instructors do you have /about", {
    contains: ["12"],
    excludes: ["28"],
  }),
  r("head-setter", "climbing", "name", "who is the head route setter /about", {
    contains: ["Tomasz Zielinski"],
    excludes: ["Gareth Lowe", "Abi Ncube"],
  }),
  r("founders", "climbing", "name", "Who founded Kestrel Climbing? /about", {
    contains: ["Hannah Ferrier", "Jonas Beck"],
    excludes: ["Tomasz Zielinski"],
  }),
  r("league-start", "climbing", "date", "when does the winter bouldering league start /news", {
    contains: ["7 January"],
    excludes: ["11 February"],
  }),
  r("cobb-opened", "climbing", "date", "What year did Cobb Lane open? /about", {
    contains: ["2019"],
    excludes: ["2011"],
  }),
  r("book-bouldering", "climbing", "yes_no", "do i need to book to go bouldering /faq", { answer: "no" }),
  r("own-rope", "climbing", "yes_no", "Can I bring my own rope for leading? /faq", { answer: "yes" }),
  r(
    "intro-days",
    "climbing",
    "list",
    "which days does the intro to bouldering course run /learn/intro-bouldering",
    { contains: ["Tuesdays", "Saturdays"], excludes: ["Sundays", "Wednesdays"] },
  ),
  r("hire-list", "climbing", "list", "what kit can I hire at the wall /prices", {
    contains: ["shoes", "harness", "chalk bag"],
  }),
  r("taster-length", "climbing", "fact", "how long is the taster session /learn/taster", {
    contains: ["1 hour"],
    excludes: ["90 minutes"],
  }),
  r("wall-height", "climbing", "fact", "How high are the walls at Wharf Mill? /centres", {
    contains: ["14 metres"],
    excludes: ["4.5 metres"],
  }),
  r("freeze", "climbing", "fact", "what does it cost to freeze my membership for a while /faq", {
    contains: ["£5"],
    excludes: ["£4"],
  }),
  r("squad-trial", "climbing", "not_found", "how much is a youth squad trial /learn/youth-squad", NONE),
  r("chalk-ball", "climbing", "not_found", "How much is a chalk ball? /prices", NONE),
  r("rope-hire", "climbing", "not_found", "how much does it cost to hire a lead rope /prices", NONE),
  r("kids-coach", "climbing", "not_found", "who runs the kids' club /learn/kids-club", NONE),
];
