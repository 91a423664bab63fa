import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_CIRRUS_FORMS } from "./navigator-forms";

// CIRRUS: the thirty-sixth held-out part of the navigator corpus on two sites of its own (an independent summer music
// festival and a skip hire and waste removal firm), written by someone who did not tune the engines and run once at
// the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are
// created at 2026-11-26T10:00:00Z, a Thursday: Wrenfold "next year" is 23 to 25 July 2027, not 2026's dates in the
// news; a 14 year old pays the under 16 shuttle fare; music past midnight on the Saturday is the Hayloft's, whatever
// the footer says. Kestrel's "tomorrow" from Dunford is a next-day delivery in Zone 3, whatever the footer says;
// Hollowmere is Zone 3; Ashwell Cross's permits are Millbeck District Council's; its towns are the seven in Where we go.
const n = navItem("ci-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_CIRRUS: NavItem[] = [
  // fact
  n("company", "festival", "fact", "what's wrenfold festival's company number", {
    contains: ["11462839"],
    excludes: ["01632 960410"],
  }),
  n(
    "shuttle-teen",
    "festival",
    "fact",
    "how much is a shuttle bus return from castlebrook station for my 14 year old for wrenfold",
    { contains: ["£6"], excludes: ["£12", "£5"] },
  ),
  n("next-dates", "festival", "fact", "when is wrenfold festival next year", {
    contains: ["23", "25 July 2027"],
    excludes: ["26 July 2026"],
  }),
  n(
    "hayloft-last-orders",
    "festival",
    "fact",
    "what time is last orders at the hayloft bar at wrenfold",
    { contains: ["01:30"], excludes: ["22:45"] },
    "/lineup",
  ),
  n("carrier", "skiphire", "fact", "what's kestrel skip hire's waste carrier registration number", {
    contains: ["CBDU284913"],
    excludes: ["07712394"],
  }),
  n(
    "eight-kessingham",
    "skiphire",
    "fact",
    "how much is an 8 yard builders skip in kessingham from kestrel",
    {
      contains: ["£315"],
      excludes: ["£295", "£339"],
    },
  ),
  n(
    "mini-hollowmere",
    "skiphire",
    "fact",
    "how much is a mini skip delivered to hollowmere with kestrel",
    { contains: ["£220"], excludes: ["£175", "£195"] },
    "/areas",
  ),
  n(
    "permit-ashwell",
    "skiphire",
    "fact",
    "how much is the council permit for a kestrel skip on the road in ashwell cross",
    { contains: ["£60"], excludes: ["£45", "£38"] },
  ),
  n(
    "cutoff-dunford",
    "skiphire",
    "fact",
    "what time do i need to order a kestrel skip by to get it in dunford tomorrow",
    { contains: ["12:00"], excludes: ["15:00", "14:00"] },
  ),
  // yes_no
  n("dog", "festival", "yes_no", "can i bring my dog to wrenfold festival", { answer: "no" }),
  n("seventeen", "festival", "yes_no", "my son is 17, can he go to wrenfold on his own without us", {
    answer: "yes",
  }),
  n("bbq", "festival", "yes_no", "are disposable bbqs allowed in the campsites at wrenfold", {
    answer: "no",
  }),
  n("past-midnight", "festival", "yes_no", "does any music at wrenfold go on past midnight on the saturday", {
    answer: "yes",
  }),
  n("tyres", "skiphire", "yes_no", "can i put a couple of car tyres in a kestrel skip", { answer: "yes" }),
  n("sunday-collect", "skiphire", "yes_no", "will kestrel collect my skip on a sunday", { answer: "no" }),
  // search: the answer is on a page linked from nowhere
  n(
    "lockers",
    "festival",
    "search",
    "can i rent a locker to charge my phone at wrenfold? how much for the weekend",
    { contains: ["£28"], excludes: ["£14"] },
  ),
  n("glamping", "festival", "search", "does wrenfold do glamping? how much is a bell tent for 4 people", {
    contains: ["£560"],
    excludes: ["£420"],
  }),
  n(
    "grab",
    "skiphire",
    "search",
    "can kestrel send a grab lorry to shift a pile of soil from my front garden? how much a load",
    { contains: ["£310"], excludes: ["£225"] },
  ),
  n("skip-bag", "skiphire", "search", "do kestrel collect skip bags? how much to collect one", {
    contains: ["£105"],
    excludes: ["£12"],
  }),
  // list
  n("walled-friday", "festival", "list", "who's playing the walled garden stage at wrenfold on the friday", {
    contains: ["Ellis Mbeki Trio", "The Quiet Hours", "Saffron Aire"],
    excludes: ["Rosa Lind", "Hollow Pines"],
  }),
  n("gazebo-fields", "festival", "list", "which campsites at wrenfold let you put up a gazebo", {
    contains: ["Orchard", "Lodge Field", "Campervan Field"],
    excludes: ["Meadow Camping", "Brook"],
  }),
  n("bsl", "festival", "list", "which headline sets at wrenfold have a bsl interpreter", {
    contains: ["Wolfhound Parade", "Ivy Calloway"],
    excludes: ["The Marram Hills"],
  }),
  n("never", "skiphire", "list", "what can never go in a kestrel skip", {
    contains: ["Asbestos", "Japanese knotweed", "Fluorescent tubes"],
    excludes: ["Mattresses", "Plasterboard"],
  }),
  n("zone-2", "skiphire", "list", "which towns are in kestrel's zone 2", {
    contains: ["Thornbury Green", "Millbeck", "Ashwell Cross"],
    excludes: ["Hollowmere", "Dunford"],
  }),
  n("road-skips", "skiphire", "list", "which kestrel skips are allowed on the road", {
    contains: ["Mini", "Midi", "Builders"],
  }),
  // superlative
  n("earliest-quiet", "festival", "superlative", "which campsite at wrenfold has the earliest quiet hours", {
    contains: ["Brook", "22:00"],
    excludes: ["23:00"],
  }),
  n(
    "nearest-campsite",
    "festival",
    "superlative",
    "which wrenfold campsite is the shortest walk to the arena",
    {
      contains: ["Lodge Field", "3 minutes"],
      excludes: ["5 minutes"],
    },
  ),
  n("longest-saturday", "festival", "superlative", "who plays the longest set on saturday at wrenfold", {
    contains: ["Cassette Club"],
    excludes: ["Wolfhound Parade"],
  }),
  n("biggest-road", "skiphire", "superlative", "what's the biggest skip kestrel will put on the road", {
    contains: ["8 yard"],
    excludes: ["12 yard"],
  }),
  n("cheapest-permit", "skiphire", "superlative", "which council near kestrel has the cheapest skip permit", {
    contains: ["Dunford Town Council", "£38"],
    excludes: ["£45"],
  }),
  // count
  n("friday-acts", "festival", "count", "how many acts are on at wrenfold on the friday", {
    contains: ["9"],
  }),
  n("arena-toilets", "festival", "count", "how many accessible toilets are there in the arena at wrenfold", {
    contains: ["14"],
    excludes: ["6"],
  }),
  n("towns", "skiphire", "count", "how many towns does kestrel skip hire cover", { contains: ["7"] }),
  n("maxi-bags", "skiphire", "count", "how many bin bags will a kestrel maxi skip hold", {
    contains: ["120"],
    excludes: ["85"],
  }),
  // not_found
  n("vip", "festival", "not_found", "does wrenfold sell vip tickets", NONE),
  n("airport", "festival", "not_found", "what's the nearest airport to wrenfold festival", NONE),
  n("app", "festival", "not_found", "is there a wrenfold festival app with the set times", NONE),
  n("toilets", "skiphire", "not_found", "does kestrel hire out portable toilets", NONE),
  n("trustpilot", "skiphire", "not_found", "what's kestrel skip hire's rating on trustpilot", NONE),
  // form
  ...NAVIGATOR_CIRRUS_FORMS,
];
