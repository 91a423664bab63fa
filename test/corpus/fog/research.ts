import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// FOG: the eighteenth held-out part of the research corpus on two sites of its own (a ten-pin bowling alley with
// three escape rooms and a diner, and a van and car hire firm with two depots), written by someone who did not tune
// the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: prices asked for now are the bowling
// alley's before its 1 January 2027 card and the hire firm's since 1 April 2026, "before march" is before 10 March
// 2026, "from january" is 1 January 2027, and "before april" is before 1 April 2026.
const r = researchItem("fo-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_FOG: ResearchItem[] = [
  // bowling
  r("sat-evening", "bowling", "price", "how much is a game at 7pm on a saturday /bowling", {
    contains: ["£8.50"],
    excludes: ["£7.95", "£6.95"],
  }),
  r("weekday-afternoon", "bowling", "price", "price per person per game mon-thu before 5pm /bowling", {
    contains: ["£5.50"],
    excludes: ["£6.25", "£5.95"],
  }),
  r("shoes", "bowling", "price", "how much is it to hire shoes /bowling", {
    contains: ["£1.75"],
    excludes: ["£1.50", "£1.95"],
  }),
  r("shoes-old", "bowling", "price", "what did shoe hire cost before march /news", {
    contains: ["£1.50"],
    excludes: ["£1.95"],
  }),
  r("shoes-2027", "bowling", "price", "how much will shoe hire be from january /news", {
    contains: ["£1.95"],
    excludes: ["£1.50"],
  }),
  r("vault-weekend", "bowling", "price", "how much per person is the vault on a saturday /escape", {
    contains: ["£28"],
    excludes: ["£24", "£26"],
  }),
  r(
    "toymaker-weekday",
    "bowling",
    "price",
    "price per player for the toymakers workshop on a wednesday /escape",
    { contains: ["£17"], excludes: ["£20", "£22"] },
  ),
  r("super-strike", "bowling", "price", "how much is the super strike party per kid /parties", {
    contains: ["£18.95"],
    excludes: ["£13.50", "£23"],
  }),
  r("gf-base", "bowling", "price", "how much extra for a gluten free pizza base /diner", {
    contains: ["£1.50"],
  }),
  r("fri-close", "bowling", "time", "what time does the bowling shut on a friday /visit", {
    contains: ["00:30"],
    excludes: ["23:00"],
  }),
  r("kitchen-sun", "bowling", "time", "when is last orders for food on a sunday /diner", {
    contains: ["20:30"],
    excludes: ["21:00"],
  }),
  r("escape-sunday", "bowling", "time", "what time do the escape rooms open on sundays /visit", {
    contains: ["09:30"],
    excludes: ["09:00"],
  }),
  r("vault-record", "bowling", "fact", "what's the record time for the vault /escape/the-vault", {
    contains: ["38 minutes 52 seconds"],
    excludes: ["42 minutes"],
  }),
  r("hardest", "bowling", "name", "which is the hardest escape room /escape", {
    contains: ["The Vault"],
    excludes: ["Crooked Inn", "Toymaker"],
  }),
  r("rooms-count", "bowling", "count", "how many escape rooms are there /escape", { contains: ["3"] }),
  r("crooked-age", "bowling", "count", "whats the minimum age for the crooked inn /escape", {
    contains: ["12"],
    excludes: ["14"],
  }),
  r("sundae-nuts", "bowling", "yes_no", "does the brownie sundae have nuts in it /diner", { answer: "yes" }),
  r("own-shoes", "bowling", "yes_no", "can i bring my own bowling shoes /bowling", { answer: "yes" }),
  r(
    "claustrophobic",
    "bowling",
    "yes_no",
    "is the vault ok for someone who's claustrophobic /escape/the-vault",
    { answer: "no" },
  ),
  r("cancel-escape", "bowling", "fact", "how much notice do i need to cancel an escape room /faq", {
    contains: ["72 hours"],
    excludes: ["24 hours"],
  }),
  r("vegan", "bowling", "list", "which dishes are vegan /diner", {
    contains: ["Beyond burger", "fries"],
    excludes: ["Margherita", "Halloumi", "nachos"],
  }),
  r("evening-slots", "bowling", "list", "what escape room game times are there after 6pm /escape", {
    contains: ["19:00", "20:30"],
    excludes: ["17:30"],
  }),
  r("wifi", "bowling", "not_found", "is there free wifi /visit", NONE),
  r(
    "observatory-price",
    "bowling",
    "not_found",
    "how much will the observatory room cost per person /news",
    NONE,
  ),
  r(
    "birthday-cake",
    "bowling",
    "not_found",
    "how much does the diner charge for a birthday cake /diner",
    NONE,
  ),
  // vanhire
  r("luton-day", "vanhire", "price", "how much is a luton per day /vans", {
    contains: ["£89"],
    excludes: ["£79", "£179"],
  }),
  r("luton-old", "vanhire", "price", "what was the luton day rate before april /news", { contains: ["£79"] }),
  r("lwb-week", "vanhire", "price", "weekly price for a long wheelbase van /vans", {
    contains: ["£360"],
    excludes: ["£295", "£445"],
  }),
  r("medium-weekend", "vanhire", "price", "medium van weekend hire price /vans", {
    contains: ["£119"],
    excludes: ["£59", "£145"],
  }),
  r("tipper-excess", "vanhire", "price", "what's the excess on the tipper /vans", {
    contains: ["£1,750"],
    excludes: ["£2,500"],
  }),
  r("estate-day", "vanhire", "price", "how much to hire an estate car for a day /cars", {
    contains: ["£49"],
    excludes: ["£39", "£105"],
  }),
  r("young-fee", "vanhire", "price", "how much is the young driver fee /hire-terms", {
    contains: ["£12"],
    excludes: ["£8"],
  }),
  r("deposit-luton", "vanhire", "price", "how much deposit do they take on a luton /hire-terms", {
    contains: ["£600"],
    excludes: ["£400", "£300"],
  }),
  r("one-way-van", "vanhire", "price", "how much extra to drop a van off at the other depot /hire-terms", {
    contains: ["£40"],
    excludes: ["£25"],
  }),
  r("satnav-max", "vanhire", "price", "what's the most i'd pay for a sat nav on a long hire /extras", {
    contains: ["£35"],
  }),
  r("zero-excess-van", "vanhire", "price", "how much a day is zero excess cover on a van /extras", {
    contains: ["£24"],
    excludes: ["£18", "£15"],
  }),
  r("north-sat", "vanhire", "time", "what time does the north depot close on saturdays /depots", {
    contains: ["16:00"],
    excludes: ["12:30"],
  }),
  r("south-weekday", "vanhire", "time", "when does the south depot open in the morning on weekdays /depots", {
    contains: ["08:00"],
    excludes: ["07:30"],
  }),
  r("bank-holiday", "vanhire", "name", "which depot is open on bank holidays /depots", {
    contains: ["South", "09:00"],
  }),
  r("xmas-eve", "vanhire", "time", "what time do they close on christmas eve /news", { contains: ["13:00"] }),
  r("south-manager", "vanhire", "name", "who runs the south depot /depots/south", {
    contains: ["Helen Marsh"],
    excludes: ["Gary Okonjo"],
  }),
  r("tail-lift", "vanhire", "fact", "how much weight can the luton's tail lift take /vans/sizes", {
    contains: ["500 kg"],
    excludes: ["1,000 kg"],
  }),
  r("lorry-licence", "vanhire", "fact", "what licence do i need to drive the 7.5 tonne lorry /vans", {
    contains: ["C1"],
  }),
  r("heaviest", "vanhire", "name", "which van can carry the heaviest load /vans/sizes", {
    contains: ["7.5 tonne"],
    excludes: ["Large van"],
  }),
  r("abroad-van", "vanhire", "yes_no", "can i take a hired van to france /faq", { answer: "no" }),
  r(
    "south-keysafe",
    "vanhire",
    "yes_no",
    "can i drop the van back out of hours at the south depot /depots/south",
    { answer: "no" },
  ),
  r("automatic", "vanhire", "list", "which cars are automatic /cars", {
    contains: ["Estate", "Electric", "7-seater"],
    excludes: ["Economy", "Compact"],
  }),
  r("south-jobs", "vanhire", "list", "what jobs are going at the south depot /careers", {
    contains: ["Vehicle preparer", "Delivery and collection driver", "Assistant branch manager"],
    excludes: ["Rental counter", "technician", "shunter"],
  }),
  r("ev-range", "vanhire", "not_found", "how far does the electric car go on a charge /cars", NONE),
  r("roof-box", "vanhire", "not_found", "how much is a roof box per day /extras", NONE),
];
