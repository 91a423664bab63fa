import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_VIRGA_FORMS } from "./navigator-forms";

// VIRGA: the twenty-fourth held-out part of the navigator corpus on two sites of its own (a pottery studio with a
// wheel room, a paint-your-own café and a kiln yard in a market town, and an escape room company with a city-centre
// venue and a retail park venue), written by someone who did not tune the engines and run once at the very end as
// an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday: "this monday" is 30 November, when the city-centre venue is closed as on every
// Monday; "in february" is after the escape rooms' Prison Break has played its last game (3 January 2027); "before
// christmas" is the pottery's Christmas dates.
const n = navItem("vi-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_VIRGA: NavItem[] = [
  // fact
  n(
    "large-figurine",
    "pottery",
    "fact",
    "how much is it to paint one of the big figurines at kilnhouse pottery, like the dragon",
    { contains: ["£16"], excludes: ["£10"] },
  ),
  n("earthenware-bag", "pottery", "fact", "price of a bag of red earthenware clay at kilnhouse", {
    contains: ["£16"],
    excludes: ["£19.50", "£24"],
  }),
  n(
    "paint-by",
    "pottery",
    "fact",
    "whats the last day i can paint something at the kilnhouse cafe and still get it back before christmas",
    { contains: ["13 December"], excludes: ["24 December"] },
  ),
  n("kiln-phone", "pottery", "fact", "phone number for the kiln yard at kilnhouse pottery", {
    contains: ["01632 975 418"],
    excludes: ["01632 975 410"],
  }),
  n("six-saturday", "escape", "fact", "how much for 6 of us at cluebox escapes on a saturday afternoon", {
    contains: ["£126"],
    excludes: ["£102", "£115"],
  }),
  n("lab-designer", "escape", "fact", "who designed the lab 47 room at cluebox", {
    contains: ["Bea Lindqvist"],
    excludes: ["Kofi Mensah", "Shauna Kilbride"],
  }),
  n("orchard-saturday", "escape", "fact", "wat time does cluebox at the retail park open on saturdays", {
    contains: ["09:00"],
    excludes: ["10:00"],
  }),
  n("vault-rate", "escape", "fact", "whats the escape rate for the vault at cluebox", {
    contains: ["19%"],
    excludes: ["29%"],
  }),
  n("old-bank-car-park", "escape", "fact", "where's the nearest car park to cluebox's city centre venue", {
    contains: ["Queen Street"],
  }),
  // yes_no
  n("nine-taster", "pottery", "yes_no", "can my 9 year old do the wheel taster at kilnhouse with me", {
    answer: "no",
  }),
  n(
    "own-clay",
    "pottery",
    "yes_no",
    "can i bring my own clay to use at open studio if i join kilnhouse pottery",
    { answer: "no" },
  ),
  n("cafe-monday", "pottery", "yes_no", "is the kilnhouse paint cafe open on mondays", { answer: "no" }),
  n("dog-cafe", "pottery", "yes_no", "can i bring my dog along to paint at kilnhouse? shes very calm", {
    answer: "yes",
  }),
  n("old-bank-this-monday", "escape", "yes_no", "is cluebox's city centre venue open this monday", {
    answer: "no",
  }),
  n(
    "pregnant",
    "escape",
    "yes_no",
    "my wife is 5 months pregnant - can she still do prison break at cluebox?",
    { answer: "yes" },
  ),
  n("prison-february", "escape", "yes_no", "can we still play prison break at cluebox in february", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("hen-wheel", "pottery", "search", "does kilnhouse do hen parties on the pottery wheel? how much a head", {
    contains: ["£42"],
    excludes: ["£34"],
  }),
  n("calm", "pottery", "search", "how much is a clay for calm session at kilnhouse", { contains: ["£8"] }),
  n("school-trip", "escape", "search", "how much per student is a school trip to cluebox escapes", {
    contains: ["£11"],
  }),
  n("gm-pay", "escape", "search", "cluebox is hiring game masters - what's the hourly pay", {
    contains: ["£12.60"],
  }),
  // list
  n("saturday-classes", "pottery", "list", "which kilnhouse classes or courses are on saturdays", {
    contains: ["Wheel Taster", "Young Potters"],
    excludes: ["Improvers", "Handbuilding", "Date Night"],
  }),
  n("member-includes", "pottery", "list", "what do you get with the full studio membership at kilnhouse", {
    contains: ["locker", "clay", "firing"],
    excludes: ["half shelf"],
  }),
  n("party-seven", "pottery", "list", "which kids party packages at kilnhouse can a 7 year old have", {
    contains: ["Paint Party", "Clay Creatures"],
    excludes: ["Little Painters", "Wheel Party", "Prosecco"],
  }),
  n("two-players", "escape", "list", "which cluebox rooms can 2 people play", {
    contains: ["The Vault", "Pharaoh's Tomb", "Lab 47"],
    excludes: ["Pharaoh's Curse", "Marlow", "Prison Break"],
  }),
  n("step-free", "escape", "list", "which cluebox rooms are step free", {
    contains: ["Pharaoh's Curse", "Pharaoh's Tomb", "Lab 47", "Prison Break"],
    excludes: ["The Vault", "Marlow"],
  }),
  n("old-bank-staff", "escape", "list", "which game masters work at cluebox's old bank", {
    contains: ["Kofi Mensah", "Marek Nowak"],
    excludes: ["Shauna Kilbride", "Ellie Thorpe"],
  }),
  // superlative
  n("dearest-piece", "pottery", "superlative", "whats the most expensive thing you can paint at kilnhouse", {
    contains: ["platter", "£32"],
    excludes: ["£22"],
  }),
  n("cheapest-party", "pottery", "superlative", "cheapest kids party at kilnhouse per child", {
    contains: ["Little Painters", "£15"],
    excludes: ["£19"],
  }),
  n("longest-game", "escape", "superlative", "which cluebox game lasts the longest", {
    contains: ["Marlow Manor", "75"],
  }),
  n("best-odds", "escape", "superlative", "which cluebox room do the most teams get out of", {
    contains: ["Pharaoh's Tomb", "81%"],
    excludes: ["52%"],
  }),
  // count
  n("wheels", "pottery", "count", "how many pottery wheels has kilnhouse got", { contains: ["8"] }),
  n("raku-people", "pottery", "count", "how many people came to kilnhouse's last raku saturday", {
    contains: ["23"],
    excludes: ["164"],
  }),
  n("vault-steps", "escape", "count", "how many steps down is the vault room at cluebox", {
    contains: ["18"],
    excludes: ["22"],
  }),
  n("strongroom", "escape", "count", "how many people does cluebox's meeting room seat", {
    contains: ["16"],
  }),
  // not_found
  n("online", "pottery", "not_found", "does kilnhouse pottery run online pottery classes", NONE),
  n("buy-wheel", "pottery", "not_found", "how much does kilnhouse sell a pottery wheel for", NONE),
  n("vegan-cake", "pottery", "not_found", "is there vegan cake at the kilnhouse paint cafe", NONE),
  n("vr", "escape", "not_found", "does cluebox have a vr escape game", NONE),
  n("lab-record", "escape", "not_found", "whats the record time for lab 47 at cluebox", NONE),
  // form
  ...NAVIGATOR_VIRGA_FORMS,
];
