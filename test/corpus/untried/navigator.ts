import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_UNTRIED_FORMS } from "./navigator-forms";

// UNTRIED: the seventh held-out part of the navigator corpus on two sites of its own (a craft brewery with two
// taprooms, and a holiday park), written by someone who did not tune the engines and run once at the very end as
// an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday.
const n = navItem("t-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_UNTRIED: NavItem[] = [
  // fact
  n("tolbury-sun-close", "brewery", "fact", "what time does the tolbury taproom shut on sunday", {
    contains: ["20:00"],
    excludes: ["18:00"],
  }),
  n("sluice-pint", "brewery", "fact", "how much is a pint of sluice gate ipa at old weir", {
    contains: ["£5.90"],
    excludes: ["£4.10", "£4.80", "£5.50"],
  }),
  n("ashcombe-phone", "brewery", "fact", "whats the phone number for the ashcombe taproom", {
    contains: ["01632 963 111"],
    excludes: ["01632 963 000", "01632 963 222"],
  }),
  n("leeds-postage", "brewery", "fact", "how much does it cost to get old weir beer posted to leeds", {
    contains: ["£5.95"],
    excludes: ["£9.95", "£19.50"],
  }),
  n(
    "long-night-abv",
    "brewery",
    "fact",
    "what abv is long night",
    { contains: ["10.2%"], excludes: ["6.1%", "5.4%"] },
    "/tours",
  ),
  n("tasting-time", "brewery", "fact", "what time does the tasting evening at tolbury start", {
    contains: ["19:30"],
    excludes: ["19:00", "13:00"],
  }),
  n(
    "brew-day-price",
    "brewery",
    "fact",
    "how much is the brew day experience at old weir",
    { contains: ["£140"], excludes: ["£42", "£25"] },
    "/shop",
  ),
  n("pod-low", "campsite", "fact", "how much is a glamping pod a night in low season at tansy cove", {
    contains: ["£55"],
    excludes: ["£70", "£95"],
  }),
  n("office-phone", "campsite", "fact", "whats the phone number for the site office at tansy cove", {
    contains: ["01632 964 200"],
    excludes: ["01632 964 100"],
  }),
  n("lodge-arrive", "campsite", "fact", "what time can i get into my lodge at tansy cove", {
    contains: ["16:00"],
    excludes: ["15:00", "12:00"],
  }),
  n("washer", "campsite", "fact", "how much is a washing machine at tansy cove", {
    contains: ["£4.50"],
    excludes: ["£2"],
  }),
  n(
    "santa-breakfast",
    "campsite",
    "fact",
    "how much is breakfast with santa for a child",
    { contains: ["£12"], excludes: ["£8"] },
    "/dogs",
  ),
  n("sat-nav", "campsite", "fact", "what postcode do i put in the sat nav for tansy cove", {
    contains: ["PK7 3TD"],
    excludes: ["PK7 3TC"],
  }),
  n("cafe-sun-close", "campsite", "fact", "what time does the cafe at tansy cove close on sunday", {
    contains: ["14:00"],
    excludes: ["17:00", "15:00"],
  }),
  // yes_no
  n("kids-7pm", "brewery", "yes_no", "can i take my kids to the ashcombe taproom at 7pm", { answer: "yes" }),
  n("tolbury-upstairs", "brewery", "yes_no", "is the upstairs bar at tolbury step free", { answer: "no" }),
  n("growler-tolbury", "brewery", "yes_no", "can i get my growler filled at the tolbury taproom", {
    answer: "no",
  }),
  n("beach-july", "campsite", "yes_no", "can i take my dog on the beach at tansy cove in july", {
    answer: "no",
  }),
  n("tent-january", "campsite", "yes_no", "can i pitch a tent at tansy cove in january", { answer: "no" }),
  n(
    "hot-tubs",
    "campsite",
    "yes_no",
    "do the lodges at tansy cove have hot tubs",
    { answer: "yes" },
    "/facilities",
  ),
  // search: the answer is on a page linked from nowhere
  n("trade-minimum", "brewery", "search", "whats the minimum order for a pub buying old weir beer", {
    contains: ["6 casks"],
  }),
  n("brewer-pay", "brewery", "search", "what does the assistant brewer job at old weir pay", {
    contains: ["£27,500"],
    excludes: ["£12.60", "£13.20"],
  }),
  n("seasonal-pitch", "campsite", "search", "how much is a seasonal pitch for my caravan at tansy cove", {
    contains: ["£2,450"],
    excludes: ["£390"],
  }),
  n(
    "fishing-guest",
    "campsite",
    "search",
    "how much is a fishing day ticket at tansy cove if im staying there",
    {
      contains: ["£8"],
      excludes: ["£12"],
    },
  ),
  // list
  n("vegan", "brewery", "list", "which old weir beers are vegan", {
    contains: ["Weir Pale", "Sluice Gate", "Ashcombe Gold", "Foxglove", "Tolbury Helles", "Slack Water"],
    excludes: ["Night Shift", "Long Night"],
  }),
  n("ashcombe-closed", "brewery", "list", "which days is the ashcombe taproom closed", {
    contains: ["Monday", "Tuesday"],
    excludes: ["Wednesday", "Sunday"],
  }),
  n("december-events", "campsite", "list", "whats on at tansy cove in december", {
    contains: ["Lantern walk", "Santa", "Carols", "party"],
    excludes: ["Wreath", "Rock-pooling", "dip"],
  }),
  n("dog-lodges", "campsite", "list", "which lodges at tansy cove can i bring my dog to", {
    contains: ["Heron", "Kestrel", "Puffin", "Wren"],
  }),
  // superlative
  n("strongest", "brewery", "superlative", "whats the strongest beer old weir brew", {
    contains: ["Long Night"],
    excludes: ["Sluice Gate"],
  }),
  n("cheapest-tour", "brewery", "superlative", "whats the cheapest tour at old weir", {
    contains: ["Family tour"],
    excludes: ["Brewhouse tour", "Tasting flight"],
  }),
  n(
    "priciest-high",
    "campsite",
    "superlative",
    "whats the most expensive place to stay at tansy cove in high season",
    { contains: ["£210"], excludes: ["£95", "£150"] },
  ),
  // count
  n("supper-places", "brewery", "count", "how many people can go to the brewers supper at old weir", {
    contains: ["12"],
    excludes: ["16", "20"],
  }),
  n("tent-pitches", "campsite", "count", "how many tent pitches does tansy cove have", {
    contains: ["60"],
    excludes: ["48"],
  }),
  n("max-dogs", "campsite", "count", "how many dogs can we bring to tansy cove", { contains: ["2"] }),
  // not_found
  n("gin", "brewery", "not_found", "how much is a bottle of old weir gin", NONE),
  n("pizza-close", "brewery", "not_found", "what time does the pizza van at ashcombe stop serving", NONE),
  n("lodge-tv", "campsite", "not_found", "what tv channels do the lodges at tansy cove get", NONE),
  n("train", "campsite", "not_found", "how far is tansy cove from the train station", NONE),
  // form
  ...NAVIGATOR_UNTRIED_FORMS,
];
