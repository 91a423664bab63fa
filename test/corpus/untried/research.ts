import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// UNTRIED: the seventh held-out part of the research corpus on two sites of its own (a craft brewery with two
// taprooms, and a holiday park), written by someone who did not tune the engines and run once at the very end as an
// honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("t-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_UNTRIED: ResearchItem[] = [
  // brewery
  r(
    "tolbury-fri-close",
    "brewery",
    "time",
    "what time does the tolbury taproom close on a friday /taprooms",
    {
      contains: ["23:00"],
      excludes: ["00:30", "22:00"],
    },
  ),
  r("ashcombe-fri-late", "brewery", "time", "how late is the ashcombe one open on fridays /taprooms", {
    contains: ["00:30"],
    excludes: ["23:00"],
  }),
  r("ashcombe-sun-close", "brewery", "time", "what time does ashcombe shut on sundays /taprooms", {
    contains: ["18:00"],
    excludes: ["20:00"],
  }),
  r("tolbury-xmas-eve", "brewery", "time", "what time is tolbury open till on christmas eve /news", {
    contains: ["18:00"],
    excludes: ["17:00", "01:00"],
  }),
  r("foxglove-pint", "brewery", "price", "how much is a pint of foxglove /beers", {
    contains: ["£5.50"],
    excludes: ["£3.80", "£5.20", "£5.00"],
  }),
  r("helles-can", "brewery", "price", "price of a can of tolbury helles /beers", {
    contains: ["£3.40"],
    excludes: ["£5.00", "£3.60", "£3.80"],
  }),
  r("france-postage", "brewery", "price", "how much is postage to france /delivery", {
    contains: ["£19.50"],
    excludes: ["£5.95", "£9.95", "£14"],
  }),
  r("tasting-price", "brewery", "price", "how much does the tasting flight evening cost /tours", {
    contains: ["£25"],
    excludes: ["£18", "£42", "£12"],
  }),
  r("mixed-case", "brewery", "price", "how much is a mixed case /shop", {
    contains: ["£38"],
    excludes: ["£13", "£24"],
  }),
  r("brewhouse-tasters", "brewery", "count", "how many tasters do you get on the brewhouse tour /tours", {
    contains: ["3"],
    excludes: ["6"],
  }),
  r("staff", "brewery", "count", "how many people work at old weir /about", {
    contains: ["27"],
    excludes: ["11"],
  }),
  r("tolbury-seats", "brewery", "count", "how many seats are there at the tolbury taproom /taprooms", {
    contains: ["70"],
    excludes: ["120", "60"],
  }),
  r("head-brewer", "brewery", "name", "whos the head brewer /about", {
    contains: ["Dan Okafor"],
    excludes: ["Joe Coyle"],
  }),
  r("tolbury-manager", "brewery", "name", "who manages the tolbury taproom /about", {
    contains: ["Meg Sutherland"],
    excludes: ["Rhiannon Tate"],
  }),
  r("long-night-cans", "brewery", "date", "when can i buy long night in cans /news", {
    contains: ["7 December"],
    excludes: ["4 December"],
  }),
  r("christmas-order", "brewery", "date", "whats the last day to order for delivery before christmas /news", {
    contains: ["17 December"],
  }),
  r("dog-tolbury", "brewery", "yes_no", "can i bring my dog to tolbury /faq", { answer: "no" }),
  r("cash", "brewery", "yes_no", "do the taprooms take cash /faq", { answer: "no" }),
  r("night-shift-vegan", "brewery", "yes_no", "is night shift vegan /beers", { answer: "no" }),
  r("gluten-free", "brewery", "list", "which beers are gluten free /beers", {
    contains: ["Ashcombe Gold", "Tolbury Helles", "Slack Water"],
    excludes: ["Weir Pale", "Foxglove", "Night Shift"],
  }),
  r("brewhouse-times", "brewery", "list", "what times do the brewhouse tours go /tours", {
    contains: ["13:00", "15:30"],
    excludes: ["11:00", "19:30"],
  }),
  r("family-length", "brewery", "fact", "how long is the family tour /tours", {
    contains: ["1 hour"],
    excludes: ["90 minutes"],
  }),
  r("eu-time", "brewery", "fact", "how long does delivery to the eu take /delivery", {
    contains: ["8 working days"],
    excludes: ["3 working days", "14 working days"],
  }),
  r("sluice-ibu", "brewery", "not_found", "whats the ibu on sluice gate /beers", NONE),
  r("ashcombe-ev", "brewery", "not_found", "is there an electric car charger at ashcombe /taprooms", NONE),
  r("pizza-time", "brewery", "not_found", "what time does the pizza van start serving /taprooms", NONE),
  // holiday park
  r("pod-check-in", "campsite", "time", "what time can we check into a glamping pod /arriving", {
    contains: ["15:00"],
    excludes: ["12:00", "16:00"],
  }),
  r("tent-check-out", "campsite", "time", "whats check out time on a tent pitch /arriving", {
    contains: ["11:00"],
    excludes: ["10:00"],
  }),
  r("cafe-sat-close", "campsite", "time", "what time does the cafe close on saturdays /facilities", {
    contains: ["20:30"],
    excludes: ["19:00", "14:00"],
  }),
  r("shop-sun-open", "campsite", "time", "when does the shop open on a sunday /facilities", {
    contains: ["08:30"],
    excludes: ["08:00"],
  }),
  r("tent-high", "campsite", "price", "how much is a tent pitch in high season /stay", {
    contains: ["£34"],
    excludes: ["£24", "£18", "£45"],
  }),
  r("lodge-mid", "campsite", "price", "how much is a lodge a night in mid season /stay", {
    contains: ["£150"],
    excludes: ["£120", "£210", "£70"],
  }),
  r("nye-kids", "campsite", "price", "how much is the new years eve party for kids /whats-on", {
    contains: ["£7"],
    excludes: ["£15"],
  }),
  r(
    "fishing-visitor",
    "campsite",
    "price",
    "how much is a fishing day ticket if im not staying there /fishing",
    {
      contains: ["£12"],
      excludes: ["£8"],
    },
  ),
  r("dryer", "campsite", "price", "how much are the dryers /facilities", {
    contains: ["£2"],
    excludes: ["£4.50"],
  }),
  r("lodges", "campsite", "count", "how many lodges are there /about", {
    contains: ["12"],
    excludes: ["10", "48", "60"],
  }),
  r("pod-sleeps", "campsite", "count", "how many people can sleep in a pod /stay", {
    contains: ["4"],
    excludes: ["6"],
  }),
  r("summer-staff", "campsite", "count", "how many staff do you have in the summer /about", {
    contains: ["35"],
    excludes: ["14"],
  }),
  r("chef", "campsite", "name", "who is the chef at the cafe /about", {
    contains: ["Jory Pascoe"],
    excludes: ["Lowen Hicks"],
  }),
  r("founders", "campsite", "name", "who started tansy cove /about", {
    contains: ["Ted", "Mary"],
    excludes: ["Kit", "Anna"],
  }),
  r("fields-reopen", "campsite", "date", "when does the tent field open again /news", {
    contains: ["12 March"],
    excludes: ["1 April", "2 November"],
  }),
  r("lantern-walk", "campsite", "date", "when is the lantern walk /whats-on", {
    contains: ["5 December"],
    excludes: ["19 December"],
  }),
  r("bookings-open", "campsite", "date", "what date do 2027 bookings open /news", {
    contains: ["1 December"],
  }),
  r("pod-dogs", "campsite", "yes_no", "can i bring my dog in a glamping pod /dogs", { answer: "no" }),
  r("pool-december", "campsite", "yes_no", "is the pool open in december /facilities", { answer: "no" }),
  r("cafe-dogs", "campsite", "yes_no", "are dogs allowed inside the cafe /dogs", { answer: "no" }),
  r("dog-lodges", "campsite", "list", "which lodges are dog friendly /dogs", {
    contains: ["Heron", "Kestrel", "Puffin", "Wren"],
  }),
  r("quiet-time", "campsite", "fact", "what time does quiet time start /arriving", {
    contains: ["22:30"],
    excludes: ["23:00"],
  }),
  r("train-station", "campsite", "not_found", "whats the nearest train station /arriving", NONE),
  r("lodge-dishwasher", "campsite", "not_found", "do the lodges have a dishwasher /stay", NONE),
  r("cafe-gluten-free", "campsite", "not_found", "does the cafe do gluten free food /facilities", NONE),
];
