import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// BREEZE: the forty-first held-out part of the research corpus on two sites of its own (a farm shop and butcher's
// with a café and a second shop in town, and a taxi and private hire firm with two offices), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Hollybrook meat is priced a kg
// (2 kg of lamb chops is 2 × £21), a turkey is priced by its size whatever it weighs (11 people is the Large, an XL
// Bronze with a pack of pigs in blankets £108 + £7.50), Market Place's Christmas orders close a day before the farm
// shop's, Christmas orders are collect only, and the news carries last Christmas's and 2025's prices. At Kestrel the
// meter runs at the fares of the town you're picked up in (3 miles in Colnford on a Sunday is £4.80 + 2 × £2.40),
// 6 people need a minibus, a return to the airport is both ways less 10% (2 × £145, less 10%), and Colnford's
// office, whatever the footer says, is not open 24 hours.
const r = researchItem("bz-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_BREEZE: ResearchItem[] = [
  // farmshop
  r("sirloin", "farmshop", "price", "how much is sirloin steak a kilo /butchery", {
    contains: ["£36"],
    excludes: ["£38", "£58"],
  }),
  r("bacon-town", "farmshop", "yes_no", "can i buy your dry cured bacon at the castlebury shop /butchery", {
    answer: "no",
  }),
  r("cheapest-steak", "farmshop", "name", "whats the cheapest steak you sell /butchery", {
    contains: ["Flat iron", "£24"],
    excludes: ["£58"],
  }),
  r("lamb-chops", "farmshop", "price", "price for 2kg of lamb chops /butchery", {
    contains: ["£42"],
    excludes: ["£17.50"],
  }),
  r("family-monthly", "farmshop", "price", "how much is the family box if i get it every month /boxes", {
    contains: ["£58.50"],
    excludes: ["£65"],
  }),
  r("bbq-box", "farmshop", "list", "whats in the bbq box /boxes", {
    contains: ["burgers", "sausages", "chicken thighs", "lamb kebabs"],
    excludes: ["pork chops", "topside"],
  }),
  r("half-lamb-monthly", "farmshop", "yes_no", "can i have the half lamb delivered every month /boxes", {
    answer: "no",
  }),
  r("bronze-medium", "farmshop", "price", "how much is a medium bronze turkey /christmas", {
    contains: ["£84"],
    excludes: ["£68", "£96"],
  }),
  r("turkey-eleven", "farmshop", "name", "what size turkey do i need for 11 people /christmas", {
    contains: ["Large", "6 to 7 kg"],
    excludes: ["5 to 6 kg"],
  }),
  r(
    "town-deadline",
    "farmshop",
    "date",
    "last day to order my turkey if im collecting from market place /christmas",
    {
      contains: ["12 December"],
      excludes: ["13 December"],
    },
  ),
  r("xmas-delivery", "farmshop", "yes_no", "do you deliver chrismas orders /christmas", { answer: "no" }),
  r("deposit", "farmshop", "price", "how much is the deposit on a christmas order /christmas", {
    contains: ["£20"],
    excludes: ["£15"],
  }),
  r(
    "xmas-eve-farm",
    "farmshop",
    "time",
    "what time can i collect from the farm on christmas eve /christmas",
    {
      contains: ["08:00", "13:00"],
      excludes: ["12:00"],
    },
  ),
  r(
    "xl-pigs",
    "farmshop",
    "price",
    "how much for an xl bronze turkey and a pack of pigs in blankets /christmas",
    {
      contains: ["£115.50"],
      excludes: ["£88"],
    },
  ),
  r("cafe-sunday-winter", "farmshop", "time", "what time does the cafe open on sundays in winter /cafe", {
    contains: ["09:30"],
    excludes: ["09:00"],
  }),
  r("dog-inside", "farmshop", "yes_no", "can i bring my dog inside the cafe /cafe", { answer: "no" }),
  r("full-english", "farmshop", "price", "how much is a full english /cafe", {
    contains: ["£11.50"],
    excludes: ["£7.95", "£10.50"],
  }),
  r("market-monday", "farmshop", "yes_no", "is the market place shop open on mondays /shops", {
    answer: "no",
  }),
  r("nye-farm", "farmshop", "time", "what time does the farm shop shut on new years eve /shops", {
    contains: ["15:00"],
    excludes: ["13:00", "14:00"],
  }),
  r("cash-town", "farmshop", "yes_no", "can i pay cash at the castlebury shop /faq", { answer: "no" }),
  r("fordham-delivery", "farmshop", "price", "how much is delivery to fordham /delivery", {
    contains: ["£5.95"],
    excludes: ["£3.50", "£8.95"],
  }),
  r("cafe-manager", "farmshop", "name", "who runs the cafe /our-farm", {
    contains: ["Priya Shah"],
    excludes: ["Ellen Marsh"],
  }),
  r("venison", "farmshop", "not_found", "do you have any venison /butchery", NONE),
  r("ev-charging", "farmshop", "not_found", "is there an electric car charger in the car park /shops", NONE),
  r(
    "wine",
    "farmshop",
    "not_found",
    "is the cafe licensed, can i get a glass of wine with lunch /cafe",
    NONE,
  ),
  // taxis
  r(
    "hospital-night",
    "taxis",
    "price",
    "how much is a taxi from harrowby station to the hospital at night /fares",
    {
      contains: ["£7.80"],
      excludes: ["£6.30"],
    },
  ),
  r("colnford-start", "taxis", "price", "whats the starting fare in colnford in the daytime /fares", {
    contains: ["£3.80"],
    excludes: ["£4.20", "£4.80"],
  }),
  r("sunday-mile", "taxis", "price", "how much per mile on a sunday in harrowby /fares", {
    contains: ["£2.60"],
    excludes: ["£2.10", "£2.40"],
  }),
  r(
    "colnford-three-miles",
    "taxis",
    "price",
    "roughly what would a 3 mile journey in colnford cost on a sunday /fares",
    {
      contains: ["£9.60"],
      excludes: ["£9.80"],
    },
  ),
  r("card-surcharge", "taxis", "yes_no", "do you charge extra to pay by card /fares", { answer: "no" }),
  r("wexley-colnford", "taxis", "price", "how much to wexley airport from colnford /airports", {
    contains: ["£54"],
    excludes: ["£62", "£82"],
  }),
  r("marshgate-six", "taxis", "price", "price for 6 of us to marshgate airport from harrowby /airports", {
    contains: ["£125"],
    excludes: ["£88", "£135"],
  }),
  r(
    "norbridge-return",
    "taxis",
    "price",
    "how much is a return to norbridge airport from harrowby in a saloon /airports",
    {
      contains: ["£261"],
      excludes: ["£138"],
    },
  ),
  r(
    "free-wait",
    "taxis",
    "fact",
    "how long will the driver wait at the airport before they start charging /airports",
    {
      contains: ["45 minutes"],
    },
  ),
  r("meet-greet", "taxis", "price", "how much is meet and greet /airports", {
    contains: ["£8"],
    excludes: ["£10"],
  }),
  r(
    "early-pickup",
    "taxis",
    "yes_no",
    "is there an extra charge for a 4am pick up to the airport /airports",
    {
      answer: "yes",
      contains: ["£10"],
      excludes: ["£8"],
    },
  ),
  r("ramp-notice", "taxis", "fact", "how far ahead do i need to book a wheelchair taxi /accessible", {
    contains: ["24 hours"],
    excludes: ["2 hours"],
  }),
  r(
    "ramp-colnford",
    "taxis",
    "count",
    "how many wheelchair accessible cars are based in colnford /accessible",
    {
      contains: ["1"],
      excludes: ["4"],
    },
  ),
  r("guide-dog", "taxis", "yes_no", "do you charge for my guide dog /accessible", { answer: "no" }),
  r("minibus-seats", "taxis", "count", "how many people fit in your minibus /fleet", {
    contains: ["8"],
    excludes: ["4"],
  }),
  r("estates-harrowby", "taxis", "count", "how many estate cars have you got at harrowby /fleet", {
    contains: ["9"],
    excludes: ["3"],
  }),
  r("executive", "taxis", "price", "how much more is an executive car /fleet", {
    contains: ["£10"],
  }),
  r("colnford-close", "taxis", "time", "what time does the colnford office close /offices", {
    contains: ["midnight"],
    excludes: ["24 hours"],
  }),
  r("colnford-phone", "taxis", "fact", "phone number for the colnford office /offices", {
    contains: ["0115 496 0288"],
    excludes: ["0115 496 0220"],
  }),
  r(
    "lost-colnford",
    "taxis",
    "fact",
    "if i leave something in a cab in colnford how long do they keep it there /offices",
    {
      contains: ["7 days"],
    },
  ),
  r("business-discount", "taxis", "fact", "what discount do you give business accounts /business", {
    contains: ["5%"],
    excludes: ["10%"],
  }),
  r("driver-age", "taxis", "fact", "how old do you have to be to drive for kestrel /drivers", {
    contains: ["23"],
  }),
  r("rent-car", "taxis", "price", "how much is it to rent a car off you as a driver /drivers", {
    contains: ["£165"],
    excludes: ["£110"],
  }),
  r("student", "taxis", "not_found", "is there a student discount on fares /fares", NONE),
  r("ferry", "taxis", "not_found", "how much is a taxi to the ferry port /airports", NONE),
];
