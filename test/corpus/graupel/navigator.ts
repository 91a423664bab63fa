import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_GRAUPEL_FORMS } from "./navigator-forms";

// GRAUPEL: the twenty-fifth held-out part of the navigator corpus on two sites of its own (a ski and snowboard school
// and hire shop at an indoor snow slope with a take-away hire shop in town, and a knitting and sewing haberdashery
// with workshops, machine servicing and alterations), written by someone who did not tune the engines and run once
// at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are
// created at 2026-11-26T10:00:00Z, a Thursday in term time: "tomorrow" is Friday 27 November, when the slope opens
// at 12:00; "12th january" is inside the main slope's maintenance closure (11 to 13 January 2027); "after christmas"
// is the haberdashery's January classes; "sundays in december" are its Christmas openings.
const n = navItem("gr-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_GRAUPEL: NavItem[] = [
  // fact
  n(
    "junior-ski-week",
    "skihire",
    "fact",
    "how much does drift snowsports charge for a junior ski package for a week? its for my 11 year old",
    { contains: ["£59"], excludes: ["£95", "£24"] },
  ),
  n("open-tomorrow", "skihire", "fact", "what time does the slope at drift snowsports open tomorrow", {
    contains: ["12:00"],
    excludes: ["09:00"],
  }),
  n("damage-cover", "skihire", "fact", "how much is damage cover when you hire skis from drift", {
    contains: ["£2"],
    excludes: ["£150"],
  }),
  n("town-phone", "skihire", "fact", "phone number for drift's shop on bridge street", {
    contains: ["01632 960 291"],
    excludes: ["01632 960 284"],
  }),
  n(
    "sock-yarn",
    "yarnshop",
    "fact",
    "how much is the west yorkshire spinners 4 ply sock yarn at purl & bobbin",
    { contains: ["£9.50"], excludes: ["£4.95", "£9.95"] },
  ),
  n(
    "trouser-zip-time",
    "yarnshop",
    "fact",
    "how long does purl and bobbin take to put a new zip in a pair of trousers",
    { contains: ["5 working days"], excludes: ["10 working days"] },
  ),
  n(
    "knit-january",
    "yarnshop",
    "fact",
    "when's the next learn to knit class at purl & bobbin after christmas",
    { contains: ["9 January"], excludes: ["28 November"] },
  ),
  n("parking", "yarnshop", "fact", "how much is it to park near purl and bobbin in ashcombe", {
    contains: ["£1.40"],
  }),
  n(
    "machine-collect",
    "yarnshop",
    "fact",
    "what does purl & bobbin charge to come and pick up my sewing machine for a service",
    { contains: ["£15"], excludes: ["£25"] },
  ),
  // yes_no
  n("twelfth-january", "skihire", "yes_no", "is the main slope at drift snowsports open on 12th january", {
    answer: "no",
  }),
  n(
    "five-session",
    "skihire",
    "yes_no",
    "can my 5 year old come on a normal slope session with me at drift? she can already turn and stop",
    { answer: "yes" },
  ),
  n("freeze-fifteen", "skihire", "yes_no", "can my 15 year old go to drift's friday night freeze", {
    answer: "no",
  }),
  n("pass-lessons", "skihire", "yes_no", "does a drift season pass cover lessons too", { answer: "no" }),
  n("december-sunday", "yarnshop", "yes_no", "is purl and bobbin open on sundays in december", {
    answer: "yes",
  }),
  n("france", "yarnshop", "yes_no", "does purl & bobbin post yarn orders to france", { answer: "no" }),
  n(
    "service-stamps",
    "yarnshop",
    "yes_no",
    "do i get bobbin card stamps when purl and bobbin service my sewing machine",
    { answer: "no" },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "snow-party",
    "skihire",
    "search",
    "does drift snowsports do kids birthday parties on the snow? how much per child",
    { contains: ["£24"] },
  ),
  n(
    "instructor-pay",
    "skihire",
    "search",
    "drift snowsports are hiring instructors - whats the hourly pay for a qualified one",
    { contains: ["£15.40"], excludes: ["£12.60"] },
  ),
  n(
    "machine-hire-week",
    "yarnshop",
    "search",
    "can i rent a sewing machine from purl and bobbin for a week? how much",
    { contains: ["£45"], excludes: ["£20"] },
  ),
  n("natter", "yarnshop", "search", "when is the stitch and natter group at purl & bobbin", {
    contains: ["Tuesdays", "14:00"],
  }),
  // list
  n("seven-lessons", "skihire", "list", "which lessons can my 7 year old do at drift snowsports", {
    contains: ["Junior Ski Starter", "Junior Ski Improver"],
    excludes: ["Snow Cubs", "Junior Board"],
  }),
  n("board-days", "skihire", "list", "what days are there adult snowboard lessons at drift in term time", {
    contains: ["Monday", "Wednesday", "Thursday", "Saturday", "Sunday"],
    excludes: ["Tuesday"],
  }),
  n("club-perks", "skihire", "list", "what do you get for joining drift club", {
    contains: ["10%", "20%", "First Tracks"],
  }),
  n("gwen-classes", "yarnshop", "list", "which purl & bobbin workshops does gwen teach", {
    contains: ["Learn to Knit", "Socks", "Fair Isle"],
    excludes: ["Wreath", "Cushion"],
  }),
  n(
    "five-day-alterations",
    "yarnshop",
    "list",
    "which alterations can purl and bobbin turn round in 5 working days",
    { contains: ["Trouser hem", "Jeans hem", "Zip replacement"], excludes: ["Taper", "Curtains"] },
  ),
  n("aran", "yarnshop", "list", "which aran weight yarns does purl & bobbin sell", {
    contains: ["Nepal", "Cashmerino"],
    excludes: ["Bo Peep", "Special DK"],
  }),
  // superlative
  n(
    "cheapest-adult-lesson",
    "skihire",
    "superlative",
    "cheapest one-off lesson for an adult at drift snowsports",
    {
      contains: ["£42"],
      excludes: ["£20", "£32"],
    },
  ),
  n(
    "latest-saturday",
    "skihire",
    "superlative",
    "whats the latest lesson on a saturday at drift snowsports",
    {
      contains: ["17:00"],
      excludes: ["16:00"],
    },
  ),
  n("dearest-yarn", "yarnshop", "superlative", "most expensive yarn per ball at purl and bobbin", {
    contains: ["Kidsilk Haze", "£12.50"],
    excludes: ["£9.95"],
  }),
  n("cheapest-alteration", "yarnshop", "superlative", "what's the cheapest alteration at purl & bobbin", {
    contains: ["£8"],
    excludes: ["£12"],
  }),
  // count
  n("group-size", "skihire", "count", "whats the most people in a drift group ski lesson", {
    contains: ["6"],
    excludes: ["4"],
  }),
  n(
    "slope-length",
    "skihire",
    "count",
    "how many metres long is the main slope drift use at kelderby snowdome",
    {
      contains: ["160"],
      excludes: ["40"],
    },
  ),
  n(
    "wreath-places",
    "yarnshop",
    "count",
    "how many places are left on purl & bobbin's crochet christmas wreath workshop",
    { contains: ["5"], excludes: ["4", "2"] },
  ),
  n("stairs", "yarnshop", "count", "how many stairs up to purl and bobbin's sewing room", {
    contains: ["14"],
  }),
  // not_found
  n("lockers", "skihire", "not_found", "how much are the lockers at drift snowsports", NONE),
  n("ex-hire", "skihire", "not_found", "does drift sell off its ex-hire skis? how much", NONE),
  n("student-pass", "skihire", "not_found", "is there a student price for drift season passes", NONE),
  n("spinning-wheel", "yarnshop", "not_found", "does purl and bobbin sell spinning wheels", NONE),
  n(
    "made-curtains",
    "yarnshop",
    "not_found",
    "how much does purl & bobbin charge to make curtains from scratch",
    NONE,
  ),
  // form
  ...NAVIGATOR_GRAUPEL_FORMS,
];
