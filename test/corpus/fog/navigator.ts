import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_FOG_FORMS } from "./navigator-forms";

// FOG: the eighteenth held-out part of the navigator corpus on two sites of its own (a ten-pin bowling alley with
// three escape rooms and a diner, and a van and car hire firm with two depots), written by someone who did not tune
// the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this sunday (29th)" is 29 November 2026,
// before the hire firm's December Sundays; prices asked for now are the bowling alley's before its 1 January 2027
// card and the hire firm's since 1 April 2026.
const n = navItem("fo-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_FOG: NavItem[] = [
  // fact
  n(
    "vault-fri",
    "bowling",
    "fact",
    "how much is the vault escape room per person on a friday at pinfold lanes",
    { contains: ["£28"], excludes: ["£24", "£26"] },
  ),
  n("shoe-price", "bowling", "fact", "pinfold lanes shoe hire how much", {
    contains: ["£1.75"],
    excludes: ["£1.50", "£1.95"],
  }),
  n("sat-night", "bowling", "fact", "how much is bowling at pinfold lanes on a saturday night around 8", {
    contains: ["£8.50"],
    excludes: ["£7.50", "£7.95"],
  }),
  n("diner-fri", "bowling", "fact", "what time does the tenth frame diner at pinfold close on fridays", {
    contains: ["23:00"],
    excludes: ["00:30"],
  }),
  n("toy-age", "bowling", "fact", "how old do kids have to be for the toymakers workshop at pinfold", {
    contains: ["8"],
    excludes: ["12", "14"],
  }),
  n("weekday-party", "bowling", "fact", "what time do weekday birthday parties start at pinfold lanes", {
    contains: ["16:30"],
    excludes: ["12:30"],
  }),
  n("south-phone", "vanhire", "fact", "whats the phone number for kestrel's south depot", {
    contains: ["01632 960 388"],
    excludes: ["01632 960 214"],
  }),
  n("7seat-weekend", "vanhire", "fact", "how much is a 7 seater for the weekend from kestrel", {
    contains: ["£149"],
    excludes: ["£69", "£379"],
  }),
  n("earlier-depot", "vanhire", "fact", "which kestrel depot opens earlier on a weekday, north or south", {
    contains: ["North", "07:30"],
  }),
  n(
    "excess-reduction",
    "vanhire",
    "fact",
    "if i take kestrel's excess reduction and dent the car how much would i have to pay",
    { contains: ["£250"] },
  ),
  n("luton-length", "vanhire", "fact", "how long is the load space in a kestrel luton van", {
    contains: ["4.0 m"],
    excludes: ["3.7 m"],
  }),
  // yes_no
  n("toddler", "bowling", "yes_no", "can my 3 year old bowl at pinfold lanes", { answer: "yes" }),
  n(
    "crooked-step",
    "bowling",
    "yes_no",
    "is the crooked inn escape room at pinfold step free? my mum uses a wheelchair",
    { answer: "yes" },
  ),
  n("escape-bank-hol", "bowling", "yes_no", "are pinfold's escape rooms open on bank holidays", {
    answer: "yes",
  }),
  n("south-this-sunday", "vanhire", "yes_no", "is kestrel's south depot open this sunday (29th)", {
    answer: "no",
  }),
  n("luton-licence", "vanhire", "yes_no", "can i drive a luton van from kestrel on my normal car licence", {
    answer: "yes",
  }),
  n("cash-deposit", "vanhire", "yes_no", "can i pay the deposit in cash at kestrel van hire", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "league",
    "bowling",
    "search",
    "when does the next season of the wednesday league start at pinfold lanes",
    {
      contains: ["13 January"],
    },
  ),
  n(
    "whole-venue",
    "bowling",
    "search",
    "how much to hire the whole of pinfold lanes on a thursday night for a work do",
    { contains: ["£1,800"], excludes: ["£3,500"] },
  ),
  n("lost-key", "vanhire", "search", "how much does kestrel charge if you lose the van key", {
    contains: ["£280"],
  }),
  n("business", "vanhire", "search", "what discount do you get with a kestrel business account", {
    contains: ["10%"],
  }),
  // list
  n("rooms-12", "bowling", "list", "which escape rooms at pinfold lanes can my 12 year old do", {
    contains: ["Crooked Inn", "Toymaker"],
    excludes: ["Vault"],
  }),
  n("dairy-free", "bowling", "list", "i'm dairy free, what can i eat at the pinfold lanes diner", {
    contains: ["Beyond burger", "wings", "Skin-on fries"],
    excludes: ["Halloumi", "Pepperoni", "Smash", "Crispy chicken", "nachos"],
  }),
  n("party-14", "bowling", "list", "which party packages at pinfold lanes would work for a 14 year old", {
    contains: ["Super Strike", "Escape Party"],
    excludes: ["Pin Pals", "Burger"],
  }),
  n(
    "car-licence-vans",
    "vanhire",
    "list",
    "which kestrel vans can i drive on a car licence? passed my test in 2012",
    {
      contains: ["Small van", "Medium van", "Large van", "Luton", "Tipper"],
      excludes: ["7.5 tonne"],
    },
  ),
  n("north-jobs", "vanhire", "list", "what jobs has kestrel got going at the north depot", {
    contains: ["Rental counter assistant", "technician", "Weekend shunter"],
    excludes: ["preparer", "Delivery", "Assistant branch manager"],
  }),
  // superlative and count
  n("cheapest-room", "bowling", "superlative", "cheapest escape room at pinfold lanes?", {
    contains: ["Toymaker", "£17"],
    excludes: ["£22", "£24"],
  }),
  n("cheapest-bowl", "bowling", "superlative", "when's the cheapest time to go bowling at pinfold lanes", {
    contains: ["21:00", "£4.95"],
    excludes: ["£5.50"],
  }),
  n("cheapest-van-week", "vanhire", "superlative", "cheapest van to hire for a week from kestrel", {
    contains: ["Small van", "£245"],
    excludes: ["£295"],
  }),
  n(
    "biggest-car-licence",
    "vanhire",
    "superlative",
    "whats the biggest payload i can get from kestrel on a normal car licence",
    { contains: ["Large van", "1,300 kg"], excludes: ["2,600 kg"] },
  ),
  n("rooms", "bowling", "count", "how many escape rooms has pinfold lanes got", { contains: ["3"] }),
  n("lounge-lanes", "bowling", "count", "how many lanes are in the pin lounge at pinfold", {
    contains: ["4"],
  }),
  n("van-kinds", "vanhire", "count", "how many different types of van does kestrel have", {
    contains: ["6"],
  }),
  n("chargers", "vanhire", "count", "how many ev chargers are there at kestrel south depot", {
    contains: ["2"],
  }),
  // not_found
  n("wifi", "bowling", "not_found", "whats the wifi password at pinfold lanes", NONE),
  n(
    "observatory-price",
    "bowling",
    "not_found",
    "how much will the new observatory escape room at pinfold cost",
    NONE,
  ),
  n("halal", "bowling", "not_found", "is the chicken at the pinfold lanes diner halal", NONE),
  n("ev-range", "vanhire", "not_found", "how many miles range does kestrel's electric car get", NONE),
  n("roof-box", "vanhire", "not_found", "how much does kestrel charge for a roof box", NONE),
  // form
  ...NAVIGATOR_FOG_FORMS,
];
