import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_NIMBUS_FORMS } from "./navigator-forms";

// NIMBUS: the thirty-seventh held-out part of the navigator corpus on two sites of its own (a scuba diving centre
// with a boat and an airport parking company with four car parks), written by someone who did not tune the engines
// and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday: at Selkie Divers that is winter, so "this sunday" (29
// November) has one boat at 10:00 and "tuesday this week" (1 December) the shop is shut, whatever the footer's boats
// every day say; kit hire "for a day" is 2026's £45, not 2025's £40 in the news; "this year" is 2026's eleven seal
// pups. At Greylag "2 weeks" is the 14 day trip and "a week" the 7 day one, a car park "if i don't book" is the
// drive-up price, the Economy shuttle runs every 20 minutes whatever the footer and 2025's news say, and "altogether"
// adds Skylark's 24 chargers and Long Stay's 8.
const n = navItem("ni-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_NIMBUS: NavItem[] = [
  // fact
  n("dive-company", "divecentre", "fact", "what's selkie divers' company number", {
    contains: ["10934517"],
    excludes: ["S-28841"],
  }),
  n("ow-kid", "divecentre", "fact", "how much is the open water course at selkie divers for my 10 year old", {
    contains: ["£495"],
    excludes: ["£345", "£455"],
  }),
  n("spaniards-depth", "divecentre", "fact", "how deep does it get at spaniard's reef with selkie divers", {
    contains: ["28 m"],
    excludes: ["30 m", "22 m"],
  }),
  n("kit-day", "divecentre", "fact", "how much to hire a full set of dive kit from selkie divers for a day", {
    contains: ["£45"],
    excludes: ["£35", "£40"],
  }),
  n("boat-sunday", "divecentre", "fact", "what time does the selkie divers boat go out this sunday", {
    contains: ["10:00"],
    excludes: ["08:30", "13:30"],
  }),
  n("parking-company", "airparking", "fact", "what's greylag airport parking's company registration number", {
    contains: ["12078356"],
    excludes: ["01632 960744"],
  }),
  n("skylark-fortnight", "airparking", "fact", "how much is 2 weeks in greylag's skylark multi-storey", {
    contains: ["£210.00"],
    excludes: ["£122.50", "£294.00"],
  }),
  n("economy-bus", "airparking", "fact", "how often does the greylag economy car park shuttle run", {
    contains: ["20 minutes"],
    excludes: ["10 minutes"],
  }),
  n(
    "mg-pickup",
    "airparking",
    "fact",
    "once i ring greylag meet and greet after landing how long till my car's ready",
    {
      contains: ["15 minutes"],
      excludes: ["20 minutes"],
    },
  ),
  n("longstay-drive-up", "airparking", "fact", "how much a day is greylag long stay if i don't book first", {
    contains: ["£19.00"],
    excludes: ["£32.00", "£14.50"],
  }),
  // yes_no
  n("shop-tuesday", "divecentre", "yes_no", "is the selkie divers shop open on tuesday this week", {
    answer: "no",
  }),
  n(
    "non-diver-10",
    "divecentre",
    "yes_no",
    "can my 10 year old come out on the selkie divers boat just to watch",
    {
      answer: "no",
    },
  ),
  n("pregnant", "divecentre", "yes_no", "can i do a try dive with selkie divers while i'm pregnant", {
    answer: "no",
  }),
  n("ev-economy", "airparking", "yes_no", "can i charge my electric car at greylag's economy car park", {
    answer: "no",
  }),
  n("van-skylark", "airparking", "yes_no", "can i leave my transit van in greylag's skylark multi-storey", {
    answer: "no",
  }),
  n("christmas", "airparking", "yes_no", "is greylag long stay open on christmas day", { answer: "yes" }),
  n("dog", "airparking", "yes_no", "can i leave the dog in the car at greylag parking while we're away", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "seal-snorkel",
    "divecentre",
    "search",
    "does selkie divers do snorkelling with the seals? how much for an adult",
    {
      contains: ["£54"],
      excludes: ["£38"],
    },
  ),
  n("reg-service", "divecentre", "search", "can selkie divers service my regulator? how much", {
    contains: ["£75"],
    excludes: ["£35"],
  }),
  n(
    "hotel",
    "airparking",
    "search",
    "does greylag do a hotel and parking deal? how much with 8 days parking",
    {
      contains: ["£139"],
      excludes: ["£169"],
    },
  ),
  n("valet", "airparking", "search", "can greylag valet my car while i'm away? price for a full valet", {
    contains: ["£75"],
    excludes: ["£35", "£18"],
  }),
  // list
  n("ow-sites", "divecentre", "list", "which selkie divers boat sites can i dive with just my open water", {
    contains: ["Seal Gully", "Mallard Rocks", "Margarethe"],
    excludes: ["Kestle Ledge", "Gannet Stack", "Corrib"],
  }),
  n("courses-10", "divecentre", "list", "which selkie divers courses can a 10 year old do", {
    contains: ["Scuba Diver", "Open Water", "Drysuit"],
    excludes: ["Nitrox", "Rescue"],
  }),
  n("open-24h", "airparking", "list", "which greylag car parks are open 24 hours", {
    contains: ["Skylark", "Long Stay"],
    excludes: ["Economy"],
  }),
  n("shuttle-parks", "airparking", "list", "which greylag car parks do you need the shuttle bus from", {
    contains: ["Long Stay", "Economy"],
    excludes: ["Skylark"],
  }),
  // superlative
  n("cheapest-try", "divecentre", "superlative", "what's the cheapest try dive at selkie divers", {
    contains: ["Bubblemaker", "£40"],
    excludes: ["£60"],
  }),
  n("furthest-site", "divecentre", "superlative", "which selkie divers dive site is the longest boat ride", {
    contains: ["Gannet Stack", "40 minutes"],
    excludes: ["35 minutes"],
  }),
  n("cheapest-week", "airparking", "superlative", "cheapest way to park a car with greylag for a week", {
    contains: ["Economy", "£56.00"],
    excludes: ["£77.00"],
  }),
  n(
    "nearest-keys",
    "airparking",
    "superlative",
    "which greylag car park is nearest the terminal if i want to keep my keys",
    {
      contains: ["Skylark"],
      excludes: ["Economy"],
    },
  ),
  n("tallest", "airparking", "superlative", "which greylag car park takes the tallest vehicles", {
    contains: ["Economy", "3.5 m"],
    excludes: ["2.8 m"],
  }),
  // count
  n("sites", "divecentre", "count", "how many dive sites does selkie divers go to by boat", {
    contains: ["7"],
  }),
  n(
    "seal-pups",
    "divecentre",
    "count",
    "how many seal pups were at seal gully this year according to selkie divers",
    { contains: ["11"] },
  ),
  n(
    "saturday-boats",
    "divecentre",
    "count",
    "how many boats does selkie divers run on a saturday in summer",
    {
      contains: ["3"],
    },
  ),
  n("chargers", "airparking", "count", "how many ev charging points does greylag have altogether", {
    contains: ["32"],
  }),
  // not_found
  n("freediving", "divecentre", "not_found", "does selkie divers teach freediving", NONE),
  n("showers", "divecentre", "not_found", "are there hot showers at selkie divers", NONE),
  n("instructors", "divecentre", "not_found", "how many instructors work at selkie divers", NONE),
  n(
    "loyalty",
    "airparking",
    "not_found",
    "does greylag airport parking have a loyalty scheme or points",
    NONE,
  ),
  n("postcode", "airparking", "not_found", "what's the postcode of greylag long stay for my satnav", NONE),
  // form
  ...NAVIGATOR_NIMBUS_FORMS,
];
