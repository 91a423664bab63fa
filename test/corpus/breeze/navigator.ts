import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_BREEZE_FORMS } from "./navigator-forms";

// BREEZE: the forty-first held-out part of the navigator corpus on two sites of its own (a farm shop and butcher's
// with a café and a second shop in town, and a taxi and private hire firm with two offices), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Hollybrook the Market Place shop
// in Castlebury is closed on Sundays whatever the footer's "open 7 days a week" says, so not "this sunday" (29
// November); Sunday lunch for 2 adults and a child is 2 × £16.50 and £8.50; Christmas orders are collected, never
// delivered; "last christmas" is 2025's prices in the news. At Kestrel the Colnford office closes at midnight
// whatever the footer's 24 hours say; 2 adults and 2 children to Wexley and back from Harrowby is a saloon both
// ways less 10% (2 × £62, less 10%); the fleet is counted from both offices' columns; "last year" is 2025's fares.
const n = navItem("bz-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_BREEZE: NavItem[] = [
  // fact
  n("farm-company", "farmshop", "fact", "what's hollybrook farm shop's company number", {
    contains: ["05531872"],
    excludes: ["287 4410 62"],
  }),
  n("farm-vat", "farmshop", "fact", "hollybrook farm vat number", {
    contains: ["GB 287 4410 62"],
    excludes: ["05531872"],
  }),
  n(
    "turkey-last-year",
    "farmshop",
    "fact",
    "how much was a medium bronze turkey from hollybrook farm last christmas",
    {
      contains: ["£79"],
      excludes: ["£84"],
    },
  ),
  n(
    "sunday-lunch",
    "farmshop",
    "fact",
    "how much is sunday lunch at the hollybrook cafe for 2 adults and a child",
    {
      contains: ["£41.50"],
      excludes: ["£15.50"],
    },
  ),
  n(
    "market-saturday",
    "farmshop",
    "fact",
    "what time does hollybrook's market place shop open on a saturday",
    {
      contains: ["07:30"],
      excludes: ["08:00"],
    },
  ),
  n("taxi-company", "taxis", "fact", "kestrel cars compnay number", {
    contains: ["07719346"],
    excludes: ["PHO 0417"],
  }),
  n(
    "colnford-licence",
    "taxis",
    "fact",
    "what's kestrel cars' operator licence number with colnford council",
    {
      contains: ["PHO/22/093"],
      excludes: ["PHO 0417"],
    },
  ),
  n("fare-last-year", "taxis", "fact", "what was kestrel's daytime starting fare in harrowby last year", {
    contains: ["£3.90"],
    excludes: ["£4.20"],
  }),
  n(
    "family-airport",
    "taxis",
    "fact",
    "how much would kestrel cars charge to take 2 adults and 2 kids from harrowby to wexley airport and back",
    {
      contains: ["£111.60"],
      excludes: ["£92"],
    },
  ),
  n("colnford-night", "taxis", "fact", "how much is the first mile on kestrel's night fare in colnford", {
    contains: ["£4.80"],
    excludes: ["£5.20"],
  }),
  // yes_no
  n("castlebury-sunday", "farmshop", "yes_no", "is hollybrook's shop in castlebury open this sunday", {
    answer: "no",
  }),
  n("turkey-delivery", "farmshop", "yes_no", "will hollybrook farm deliver my christmas turkey", {
    answer: "no",
  }),
  n("terrace-dog", "farmshop", "yes_no", "can i take my dog to the hollybrook cafe if we sit outside", {
    answer: "yes",
  }),
  n("boxing-day", "farmshop", "yes_no", "is the hollybrook cafe open on boxing day", { answer: "no" }),
  n("colnford-1am", "taxis", "yes_no", "is kestrel cars' colnford office open at 1am", { answer: "no" }),
  n("wheelchair-extra", "taxis", "yes_no", "do kestrel cars charge more for a wheelchair user", {
    answer: "no",
  }),
  n("apple-pay", "taxis", "yes_no", "can you pay for a kestrel cars taxi with apple pay", { answer: "yes" }),
  // search: the answer is on a page linked from nowhere
  n("hog-roast", "farmshop", "search", "does hollybrook farm do hog roasts for weddings? how much", {
    contains: ["£695"],
  }),
  n("sausage-making", "farmshop", "search", "does hollybrook run sausage making classes? how much are they", {
    contains: ["£45"],
  }),
  n("wedding-cars", "taxis", "search", "does kestrel cars do wedding cars? how much", { contains: ["£295"] }),
  n("parcels", "taxis", "search", "can kestrel cars deliver a parcel the same day? what does it cost", {
    contains: ["£1.50"],
  }),
  // list
  n(
    "farm-only",
    "farmshop",
    "list",
    "which meat can you only get at hollybrook's farm shop, not the town one",
    {
      contains: ["Flat iron", "bacon", "chicken"],
      excludes: ["Sirloin", "Pork belly"],
    },
  ),
  n("zone-b", "farmshop", "list", "which villages are in hollybrook's delivery zone b", {
    contains: ["Ashby Magna", "Fordham", "Kelsey"],
    excludes: ["Wenning"],
  }),
  n("monthly-boxes", "farmshop", "list", "which hollybrook meat boxes can you get every month", {
    contains: ["Family", "Barbecue", "Steak Night", "Roast"],
    excludes: ["Half Lamb"],
  }),
  n("colnford-cars", "taxis", "list", "what kinds of car does kestrel cars have at its colnford office", {
    contains: ["Corolla", "Octavia", "Vito", "e-Rifter"],
    excludes: ["Tesla"],
  }),
  n(
    "cheap-runs",
    "taxis",
    "list",
    "which kestrel airport and station runs cost under £100 from colnford in a saloon",
    {
      contains: ["Wexley", "Marshgate", "Kingsreach"],
      excludes: ["Norbridge"],
    },
  ),
  // superlative
  n("dearest-steak", "farmshop", "superlative", "what's the most expensive steak at hollybrook farm shop", {
    contains: ["Fillet", "£58"],
    excludes: ["£38"],
  }),
  n("cheapest-box", "farmshop", "superlative", "cheapest meat box at hollybrook", {
    contains: ["Barbecue", "£48"],
    excludes: ["£65"],
  }),
  n("biggest-turkey", "farmshop", "superlative", "whats the biggest turkey hollybrook do", {
    contains: ["Extra large", "7 to 8 kg"],
    excludes: ["6 to 7 kg"],
  }),
  n(
    "dearest-airport",
    "taxis",
    "superlative",
    "which is the most expensive airport run with kestrel cars from harrowby in a saloon",
    {
      contains: ["Norbridge", "£145"],
      excludes: ["£88"],
    },
  ),
  n("biggest-car", "taxis", "superlative", "what's the biggest car kestrel cars have", {
    contains: ["Vito", "8"],
    excludes: ["Octavia"],
  }),
  // count
  n("cattle", "farmshop", "count", "how many cattle are on hollybrook farm", {
    contains: ["140"],
    excludes: ["400"],
  }),
  n("fleet", "taxis", "count", "how many cars does kestrel cars have altogether", { contains: ["64"] }),
  n("ramp-cars", "taxis", "count", "how many wheelchair accessible taxis does kestrel cars have", {
    contains: ["5"],
  }),
  // not_found
  n("christmas-trees", "farmshop", "not_found", "does hollybrook farm shop sell christmas trees", NONE),
  n("playground", "farmshop", "not_found", "is there a playground for kids at hollybrook farm", NONE),
  n("loyalty", "taxis", "not_found", "does kestrel cars have a loyalty scheme", NONE),
  n("whatsapp", "taxis", "not_found", "can i book a kestrel cars taxi on whatsapp", NONE),
  n("gift-voucher", "taxis", "not_found", "how much is a kestrel cars gift voucher", NONE),
  // form
  ...NAVIGATOR_BREEZE_FORMS,
];
