import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// GUST: the twenty-first held-out part of the research corpus on two sites of its own (a paddle sports centre with
// a lake base and a river base, and an independent picture framer and artists' materials shop in two towns with a
// gallery and workshops), written by someone who did not tune the engines and run once at the very end as an honest
// outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday: "at the moment" is the paddle centre's winter, when every day is off-peak and
// only the Mere Boathouse is open (Friday to Sunday); "from january" is from 1 January 2027; "last year" and "last
// winter" are what the news posts of 2026 say they were; "before october" is the framer's museum glass price before
// October 2026.
const r = researchItem("gu-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_GUST: ResearchItem[] = [
  // paddle
  r(
    "canoe-2h-peak",
    "paddle",
    "price",
    "how much to hire an open canoe for 2 hours on a weekend in the summer holidays /hire",
    { contains: ["£55"], excludes: ["£44", "£48", "£75"] },
  ),
  r("sup-now", "paddle", "price", "how much is a paddleboard for an hour at the moment /hire", {
    contains: ["£17"],
    excludes: ["£22", "£19", "£24"],
  }),
  r("kayak-jan", "paddle", "price", "what will an hour in a single kayak cost off peak from january /hire", {
    contains: ["£17"],
    excludes: ["£15", "£22"],
  }),
  r("millbridge", "paddle", "price", "how much is the one way trip to millbridge in a canoe /hire", {
    contains: ["£95"],
    excludes: ["£70", "£80", "£58"],
  }),
  r("included", "paddle", "list", "what's included in the hire price? /hire", {
    contains: ["paddles", "buoyancy aids", "dry bag"],
  }),
  r("sup-river", "paddle", "yes_no", "can i hire a paddleboard at stowford quay /hire", { answer: "no" }),
  r(
    "mere-friday-winter",
    "paddle",
    "time",
    "what time does the mere boathouse close on a friday in winter /bases",
    {
      contains: ["15:30"],
      excludes: ["18:00"],
    },
  ),
  r("stowford-tuesday", "paddle", "yes_no", "is stowford quay open on tuesdays /bases", { answer: "no" }),
  r("stowford-reopen", "paddle", "date", "when does stowford quay open again after the winter /news", {
    contains: ["27 March"],
    excludes: ["1 October"],
  }),
  r("kayak-weight", "paddle", "fact", "whats the weight limit for a single kayak /know", {
    contains: ["120 kg"],
    excludes: ["110 kg", "200 kg"],
  }),
  r("cancel-3-days", "paddle", "fact", "what refund do i get if i cancel 3 days before /know", {
    contains: ["50%"],
  }),
  r(
    "weather-text",
    "paddle",
    "time",
    "by what time do they let you know if its called off because of the weather /know",
    { contains: ["08:00"] },
  ),
  r("start-jan", "paddle", "price", "how much is paddle start from january /courses", {
    contains: ["£49"],
    excludes: ["£45"],
  }),
  r("discover-next", "paddle", "date", "when is the next paddle discover course /courses", {
    contains: ["13 December"],
    excludes: ["16 January", "14 March"],
  }),
  r("junior-price", "paddle", "price", "how much is a junior paddlers session /kids", {
    contains: ["£18"],
    excludes: ["£15", "£20"],
  }),
  r("youth-winter", "paddle", "time", "what time is youth paddle club on in the winter /kids", {
    contains: ["13:00"],
    excludes: ["17:30"],
  }),
  r("pub-saturday", "paddle", "price", "paddle to the pub on a saturday - how much each? /groups", {
    contains: ["£55"],
    excludes: ["£49", "£29"],
  }),
  r("party-size", "paddle", "count", "how many children can come to a birthday party /groups", {
    contains: ["12"],
  }),
  r("sup-coach", "paddle", "name", "who is the paddleboard specialist /crew", {
    contains: ["Tom Ashworth"],
    excludes: ["Rob Haldane", "Ffion Rees"],
  }),
  r(
    "coach-pay",
    "paddle",
    "price",
    "whats the hourly rate for a seasonal instructor who has a coach award /jobs",
    { contains: ["£15"], excludes: ["£13.50", "£11.44"] },
  ),
  r("giant-last-year", "paddle", "price", "how much was an hour on the giant sup last year /news", {
    contains: ["£85"],
    excludes: ["£95"],
  }),
  r("last-winter", "paddle", "list", "which days was the mere boathouse open last winter /news", {
    contains: ["Saturdays", "Sundays"],
    excludes: ["Friday"],
  }),
  r(
    "mere-spaces",
    "paddle",
    "not_found",
    "how many parking spaces are there at the mere boathouse /bases/mere",
    NONE,
  ),
  r("buy-buoyancy", "paddle", "not_found", "how much does it cost to buy a buoyancy aid /hire", NONE),
  r(
    "water-temp",
    "paddle",
    "not_found",
    "what's the water temperature in the mere in winter /bases/mere",
    NONE,
  ),
  // framing
  r(
    "medium-simple",
    "framing",
    "price",
    "how much is it to frame a medium picture in a simple frame /framing",
    {
      contains: ["£78"],
      excludes: ["£84", "£115", "£45"],
    },
  ),
  r("large-ornate", "framing", "price", "starting price for an ornate frame, large size /framing", {
    contains: ["£170"],
    excludes: ["£118", "£195", "£245"],
  }),
  r("small-jan", "framing", "price", "what will a small simple frame cost from january /framing", {
    contains: ["£50"],
    excludes: ["£45"],
  }),
  r("double-mount", "framing", "price", "how much extra is a double mount on a large frame /framing", {
    contains: ["£20"],
    excludes: ["£12"],
  }),
  r("express-days", "framing", "count", "how many working days does express framing take /framing", {
    contains: ["3"],
    excludes: ["10"],
  }),
  r("museum-medium", "framing", "price", "museum glass on a medium frame, how much extra /glazing", {
    contains: ["£75"],
    excludes: ["£85", "£48", "£118"],
  }),
  r(
    "museum-old",
    "framing",
    "price",
    "what did museum glass on a medium frame cost before october /journal",
    { contains: ["£85"], excludes: ["£75"] },
  ),
  r("ar-xl", "framing", "price", "price of anti-reflective glass on an extra large frame /glazing", {
    contains: ["£85"],
    excludes: ["£58", "£172", "£95"],
  }),
  r("a3-oak", "framing", "price", "how much is an a3 ready made frame in oak /ready-made", {
    contains: ["£29"],
    excludes: ["£22", "£36"],
  }),
  r("gold-arcade", "framing", "yes_no", "can i get a gold ready made frame at the arcade /ready-made", {
    answer: "no",
  }),
  r("copic-castle", "framing", "yes_no", "do they sell copic markers at castle street /art-shop", {
    answer: "no",
  }),
  r(
    "student-materials",
    "framing",
    "fact",
    "how much student discount do you get on art materials /art-shop",
    {
      contains: ["10%"],
    },
  ),
  r(
    "watercolour-course",
    "framing",
    "price",
    "how much is the 4 week watercolour course for beginners /workshops",
    { contains: ["£128"], excludes: ["£38", "£68"] },
  ),
  r("frame-yourself-date", "framing", "date", "when is the frame it yourself workshop /workshops", {
    contains: ["23 January"],
    excludes: ["17 January", "13 February"],
  }),
  r("life-student", "framing", "price", "how much is life drawing for a student /workshops", {
    contains: ["£10"],
    excludes: ["£14"],
  }),
  r(
    "robins-places",
    "framing",
    "yes_no",
    "are there any places left on the winter robins workshop /workshops",
    {
      answer: "no",
    },
  ),
  r("show-end", "framing", "date", "when does the christmas show finish /gallery", {
    contains: ["16 January"],
    excludes: ["5 December", "6 March"],
  }),
  r(
    "private-view",
    "framing",
    "time",
    "what time does the private view for the christmas show start /gallery",
    {
      contains: ["18:00"],
    },
  ),
  r("arcade-wednesday", "framing", "time", "what time does the arcade close on a wednesday /shops", {
    contains: ["13:00"],
    excludes: ["17:30"],
  }),
  r("curator", "framing", "name", "who is the gallery curator /team", {
    contains: ["Oscar Bell"],
    excludes: ["Eleanor Linnet"],
  }),
  r("jonty-days", "framing", "list", "which days does jonty work /team", {
    contains: ["Tuesday", "Saturday"],
    excludes: ["Monday", "Sunday"],
  }),
  r(
    "arcade-deadline",
    "framing",
    "date",
    "last day to leave framing at the arcade to get it back before christmas /journal",
    { contains: ["4 December"], excludes: ["12 December", "18 December"] },
  ),
  r("best-in-show", "framing", "name", "who won best in show at the summer open /journal", {
    contains: ["Ana Petrović"],
    excludes: ["Dev Sharma"],
  }),
  r(
    "restoration",
    "framing",
    "not_found",
    "how much do they charge to restore an old gilt frame /framing",
    NONE,
  ),
  r(
    "arcade-parking",
    "framing",
    "not_found",
    "how much is parking at the arcade car park after the first hour /shops/arcade",
    NONE,
  ),
];
