import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_SIROCCO_FORMS } from "./navigator-forms";

// SIROCCO: the forty-fourth held-out part of the navigator corpus on two sites of its own (a pick-your-own fruit farm
// with a pumpkin patch and a Christmas tree field, and a carpet and flooring shop with two showrooms), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fellbrook Farm "last
// year" is 2025's tree prices in the news and "next summer" the strawberry price from 1 June 2027; Santa on a weekday
// for 2 adults and 2 children is 2 × £6 + 2 × £13.50; a 6ft to 7ft ready-cut Nordmann Fir delivered to KB2 (Zone 1)
// is £66 + £10, under the £100 that makes delivery free; the shop and café close on Mondays from November to May,
// so not "this monday" (30 November), while the tree field, open from 28 November, opens on Mondays too; the footer's
// "Open every day, all year round" is kept by nothing on Christmas Day; in August the fruit in season is strawberries,
// raspberries, blueberries, blackberries and plums; a 10:00 Santa session with places is left only on 13 and 21
// December. At Corrie & Webb "last year" is 2025's prices in the news and "from january" the notice of 2027's; 20 m²
// of Cotswold Berber with Luxury underlay, fitted, is 20 × (£44.99 + £7.95 + £6.50); Oakhurst closes on Tuesdays, so
// not "next tuesday" (1 December), while Halesford is open until 19:00 on a Thursday, so "6pm today" is open; over
// Christmas Halesford is shut from 25 to 28 December and on 1 January.
const n = navItem("si-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_SIROCCO: NavItem[] = [
  // fact
  n("company", "fruitfarm", "fact", "fellbrook farm company number", {
    contains: ["07736152"],
    excludes: ["GB 402 7781 39"],
  }),
  n(
    "tree-last-year",
    "fruitfarm",
    "fact",
    "what did a 6 to 7ft nordmann cut your own cost at fellbrook farm last year",
    {
      contains: ["£56"],
      excludes: ["£60"],
    },
  ),
  n(
    "strawberries-next-summer",
    "fruitfarm",
    "fact",
    "how much will fellbrook farm's pick your own strawberries be next summer",
    {
      contains: ["£6.90"],
      excludes: ["£6.50"],
    },
  ),
  n(
    "santa-weekday",
    "fruitfarm",
    "fact",
    "fellbrook farm santa for 2 adults and 2 kids on a weekday, how much",
    {
      contains: ["£39"],
      excludes: ["£15.50"],
    },
  ),
  n(
    "tree-delivered",
    "fruitfarm",
    "fact",
    "what would fellbrook farm charge for a 6-7ft ready cut nordmann delivered to KB2",
    {
      contains: ["£76"],
      excludes: ["£18"],
    },
  ),
  n("vat", "flooring", "fact", "corrie and webb vat number", {
    contains: ["GB 391 2250 47"],
    excludes: ["02049817"],
  }),
  n(
    "hadley-last-year",
    "flooring",
    "fact",
    "what was hadley twist a square metre at corrie and webb last year",
    {
      contains: ["£30.99"],
      excludes: ["£32.99"],
    },
  ),
  n(
    "velvet-january",
    "flooring",
    "fact",
    "how much will the marlow velvet be at corrie & webb from january",
    {
      contains: ["£57.99"],
      excludes: ["£54.99"],
    },
  ),
  n(
    "berber-20",
    "flooring",
    "fact",
    "corrie and webb, roughly what would 20m2 of cotswold berber cost fitted, with their luxury underlay",
    {
      contains: ["£1,188.80"],
      excludes: ["£47.99"],
    },
  ),
  n("oakhurst-address", "flooring", "fact", "where is corrie and webb's oakhurst showroom", {
    contains: ["Brookmead Retail Park"],
    excludes: ["Wharf Street"],
  }),
  // yes_no
  n("shop-monday", "fruitfarm", "yes_no", "is fellbrook farm shop open this monday", { answer: "no" }),
  n("trees-monday", "fruitfarm", "yes_no", "can i get a christmas tree from fellbrook farm on monday", {
    answer: "yes",
  }),
  n(
    "dog-trees",
    "fruitfarm",
    "yes_no",
    "can i bring my dog when we choose our christmas tree at fellbrook farm",
    {
      answer: "yes",
    },
  ),
  n("christmas-day", "fruitfarm", "yes_no", "is fellbrook farm open on christmas day", { answer: "no" }),
  n("oakhurst-tuesday", "flooring", "yes_no", "is corrie & webb in oakhurst open next tuesday", {
    answer: "no",
  }),
  n("halesford-6pm", "flooring", "yes_no", "can i pop into corrie and webb in halesford at 6pm today", {
    answer: "yes",
  }),
  n("sunday-fitting", "flooring", "yes_no", "will corrie and webb fit a carpet on a sunday", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("logs", "fruitfarm", "search", "does fellbrook farm sell logs? how much for a bulk bag", {
    contains: ["£110"],
  }),
  n("wreaths", "fruitfarm", "search", "when are fellbrook farm's wreath making evenings and how much", {
    contains: ["£48"],
  }),
  n(
    "rug",
    "flooring",
    "search",
    "can corrie and webb make a rug out of a carpet? how much a metre to bind the edges",
    {
      contains: ["£9"],
    },
  ),
  n("offices", "flooring", "search", "does corrie & webb do carpet tiles for offices? how much a m2", {
    contains: ["£14.50"],
  }),
  // list
  n("august-fruit", "fruitfarm", "list", "what fruit can i pick at fellbrook farm in august", {
    contains: ["Strawberries", "Raspberries", "Blueberries", "Blackberries", "Plums"],
    excludes: ["Gooseberries", "Cherries", "Apples"],
  }),
  n("santa-10am", "fruitfarm", "list", "which days can i still get a 10am santa slot at fellbrook farm", {
    contains: ["13 December", "21 December"],
    excludes: ["5 December", "19 December"],
  }),
  n("stair-carpets", "flooring", "list", "which corrie and webb carpets can go on stairs", {
    contains: ["Hadley Twist", "Cotswold Berber", "Marlow Velvet"],
    excludes: ["Everyday Saxony", "Seagrass"],
  }),
  n("oakhurst-fitters", "flooring", "list", "who are the fitters at corrie and webb's oakhurst showroom", {
    contains: ["Kieran Doyle", "Jade Akintola"],
    excludes: ["Gary Thistlewood", "Marek Zielinski"],
  }),
  n(
    "halesford-christmas",
    "flooring",
    "list",
    "which days over christmas is corrie and webb in halesford shut",
    {
      contains: ["25", "28 December", "1 January"],
      excludes: ["30 December"],
    },
  ),
  // superlative
  n("dearest-fruit", "fruitfarm", "superlative", "most expensive fruit to pick at fellbrook farm per kg", {
    contains: ["Cherries", "£14"],
    excludes: ["£12.50"],
  }),
  n("cheapest-party", "fruitfarm", "superlative", "cheapest kids party at fellbrook farm", {
    contains: ["Farmyard", "£160"],
    excludes: ["£175"],
  }),
  n("cheapest-carpet", "flooring", "superlative", "cheapest carpet at corrie & webb per m2", {
    contains: ["Everyday Saxony", "£16.99"],
    excludes: ["£21.99"],
  }),
  n("longest-fitter", "flooring", "superlative", "which corrie and webb fitter has been with them longest", {
    contains: ["Gary Thistlewood"],
    excludes: ["Kieran Doyle"],
  }),
  n("dearest-hard", "flooring", "superlative", "most expensive hard floor at corrie and webb", {
    contains: ["Herringbone", "£64.99"],
    excludes: ["£49.99"],
  }),
  // count
  n(
    "santa-places",
    "fruitfarm",
    "count",
    "how many places are left for santa at fellbrook farm on saturday 5th december at half 2",
    {
      contains: ["12"],
    },
  ),
  n(
    "santa-sold-out",
    "fruitfarm",
    "count",
    "how many of fellbrook farm's santa sessions on saturday 12th december are sold out",
    {
      contains: ["3"],
    },
  ),
  n("lvt-ranges", "flooring", "count", "how many lvt ranges does corrie & webb have", { contains: ["3"] }),
  // not_found
  n("tulips", "fruitfarm", "not_found", "can you pick your own tulips at fellbrook farm", NONE),
  n("ice-rink", "fruitfarm", "not_found", "does fellbrook farm have an ice rink at christmas", NONE),
  n("cleaning", "flooring", "not_found", "does corrie and webb do carpet cleaning", NONE),
  n("cork", "flooring", "not_found", "how much is cork flooring at corrie and webb", NONE),
  n(
    "floorboards",
    "flooring",
    "not_found",
    "how much does corrie and webb charge to sand and varnish floorboards",
    NONE,
  ),
  // form
  ...NAVIGATOR_SIROCCO_FORMS,
];
