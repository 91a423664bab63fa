import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// BORA: the forty-eighth held-out part of the research corpus on two sites of its own (a coarse fishery with three
// lakes, a river, a lodge and a tackle shop in town, and a chocolate maker with a workshop shop and a second shop),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Larkmere
// a night on Mill Lake with 3 rods is £34 (£28 with 2); Willow Lake with one rod is £8; Reed Lake's one day price spans
// the three rod columns, with under 16s £3; two anglers on a Mill Lake night with 2 rods each are 2 × £28; under 16s
// pay half a River Lodd day ticket, so 2 rods are £9 ÷ 2; from 1 March 2027 a Mill Lake night with 2 rods is £30; a
// season ticket with nights by the month is £59; keepnets are for matches only; the river is shut from 15 March to 15
// June, so in April; 12 to 15 year olds may fish Willow Lake alone by day; the Kelsby shop is shut on Mondays and open
// until 19:00 on Thursdays; nights are on Mill Lake and Willow Lake; casters and groundbait are sold only in Kelsby
// (hemp only at the lodge); the Mill Lake record is 38lb 4oz (Willow's 21lb 6oz); the Boxing Day draw is at 08:00
// (fishing from 09:30); Mill Lake has 22 pegs, Willow 40; Willow has 6 pegs for wheelchairs; nothing says how deep the
// river is (only the lakes' depths), nor wifi or paying by card. At Pennick & Lowe the rose and violet creams' one
// price spans all four columns; a box of 16 raspberry hearts is £21 (£12.50 for 9); the fountain collected with 3 kilos
// is £60 + 3 × £18; a Little Hamper by the van in XJ2 is £38 + £5 (hampers' own van charge); 6 places on truffle making
// are 6 × (£45 − £5); a box of 9 salted caramel cups will be £13 from February (£12 now); Harrowby is shut on Sundays
// and yule logs are collected only from Stallbridge; post is free over £50 and never abroad; under 16s come to
// workshops only with a booked adult; the bars without milk are the Dark 70%, Dark 85% and orange and ginger; Harrowby
// shuts at 15:00 on Christmas Eve (Stallbridge 14:00); Harrowby's last day to order is Saturday 19 December
// (Stallbridge's the 20th); the large chestnut log serves 12; nothing says sugar-free chocolate or a student discount.
const r = researchItem("bo-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_BORA: ResearchItem[] = [
  // fishery
  r("mill-night-3", "fishery", "price", "how much is a night on mill lake with 3 rods /tickets", {
    contains: ["£34"],
    excludes: ["£28"],
  }),
  r("willow-one-rod", "fishery", "price", "willow lake day ticket just the one rod, price? /tickets", {
    contains: ["£8"],
    excludes: ["£10"],
  }),
  r("reed-junior", "fishery", "price", "how much for my lad on reed lake, hes 10 /tickets", {
    contains: ["£3"],
    excludes: ["£6"],
  }),
  r(
    "two-of-us",
    "fishery",
    "price",
    "me and my mate want a night on mill lake, 2 rods each, what will it cost for both of us /tickets",
    {
      contains: ["£56"],
    },
  ),
  r(
    "river-junior",
    "fishery",
    "price",
    "river lodd day ticket for a 14 year old using 2 rods, how much /tickets",
    {
      contains: ["£4.50"],
      excludes: ["£9"],
    },
  ),
  r(
    "mill-march",
    "fishery",
    "price",
    "what will a 2 rod night on mill lake cost after the price rise in march /tickets",
    {
      contains: ["£30"],
      excludes: ["£28"],
    },
  ),
  r(
    "season-monthly",
    "fishery",
    "price",
    "whats the monthly payment on a season ticket that includes nights /season",
    {
      contains: ["£59"],
      excludes: ["£34"],
    },
  ),
  r("boilies-5kg", "fishery", "price", "price for 5kg of your boilies /shop", {
    contains: ["£40"],
    excludes: ["£9"],
  }),
  r("keepnet", "fishery", "yes_no", "can i use a keepnet on a normal day ticket /rules", {
    answer: "no",
  }),
  r("river-april", "fishery", "yes_no", "can i fish the river in april /rules", {
    answer: "no",
  }),
  r(
    "junior-willow",
    "fishery",
    "yes_no",
    "can my 13 year old fish willow lake by himself in the day /rules",
    {
      answer: "yes",
    },
  ),
  r("kelsby-monday", "fishery", "yes_no", "is the kelsby tackle shop open mondays /visit", {
    answer: "no",
  }),
  r("night-willow", "fishery", "yes_no", "can you night fish on willow lake /tickets", {
    answer: "yes",
  }),
  r("willow-fish", "fishery", "list", "what fish are in willow lake /lakes", {
    contains: ["tench", "bream", "roach", "rudd", "perch"],
    excludes: ["barbel"],
  }),
  r("banned-bait", "fishery", "list", "what baits are banned /shop", {
    contains: ["tiger nuts", "peanuts", "bloodworm", "joker"],
  }),
  r("kelsby-only", "fishery", "list", "which bait can i only get from the kelsby shop /shop", {
    contains: ["Casters", "Groundbait"],
    excludes: ["hemp"],
  }),
  r("mill-record", "fishery", "fact", "whats the biggest fish ever caught in mill lake /lakes", {
    contains: ["38lb 4oz"],
    excludes: ["21lb 6oz"],
  }),
  r("landing-net", "fishery", "fact", "how big does my landing net need to be for mill lake /rules", {
    contains: ["42-inch"],
  }),
  r("close-season", "fishery", "fact", "when is the close season on the river /rules", {
    contains: ["15 March", "15 June"],
    excludes: ["28 February"],
  }),
  r("kelsby-thursday", "fishery", "time", "what time does the kelsby shop shut on a thursday /visit", {
    contains: ["19:00"],
    excludes: ["17:30"],
  }),
  r("boxing-draw", "fishery", "time", "what time is the draw for the boxing day open /matches", {
    contains: ["08:00"],
    excludes: ["09:30"],
  }),
  r("head-bailiff", "fishery", "name", "who is the head bailiff /team", {
    contains: ["Kieran Moss"],
    excludes: ["Beth Tilley"],
  }),
  r("kelsby-manager", "fishery", "name", "who runs the shop in kelsby /team", {
    contains: ["Mo Rahman"],
    excludes: ["Sue Lark"],
  }),
  r("mill-pegs", "fishery", "count", "how many pegs are there on mill lake /lakes", {
    contains: ["22"],
    excludes: ["40"],
  }),
  r("wheelchair-pegs", "fishery", "count", "how many wheelchair accessible pegs on willow lake /faq", {
    contains: ["6"],
  }),
  r("river-depth", "fishery", "not_found", "how deep is the river /lakes", NONE),
  r("wifi", "fishery", "not_found", "is there wifi at the lodge /faq", NONE),
  r("card", "fishery", "not_found", "can i pay for my ticket by card at the lodge /visit", NONE),
  // chocolatier
  r("raspberry-16", "chocolatier", "price", "how much is a box of 16 of the raspberry hearts /chocolates", {
    contains: ["£21"],
    excludes: ["£12.50"],
  }),
  r("creams", "chocolatier", "price", "how much are the rose and violet creams /chocolates", {
    contains: ["£14"],
  }),
  r(
    "fountain-3kg",
    "chocolatier",
    "price",
    "chocolate fountain that i collect plus 3 kilos of chocolate for it, how much all in /baking",
    {
      contains: ["£114"],
    },
  ),
  r(
    "little-hamper-van",
    "chocolatier",
    "price",
    "little hamper delivered by your van to XJ2, what's the total /christmas",
    {
      contains: ["£43"],
    },
  ),
  r("milk-callets", "chocolatier", "price", "2.5kg bag of milk chocolate callets price /baking", {
    contains: ["£45"],
    excludes: ["£50"],
  }),
  r(
    "truffles-6",
    "chocolatier",
    "price",
    "there's 6 of us wanting to do truffle making, what's the total /workshops",
    {
      contains: ["£240"],
    },
  ),
  r(
    "salted-9-feb",
    "chocolatier",
    "price",
    "how much will a box of 9 salted caramel cups be after february /chocolates",
    {
      contains: ["£13"],
      excludes: ["£12"],
    },
  ),
  r("harrowby-sunday", "chocolatier", "yes_no", "is the harrowby shop open on a sunday /shops", {
    answer: "no",
  }),
  r("yule-harrowby", "chocolatier", "yes_no", "can i pick up a yule log from harrowby /christmas", {
    answer: "no",
  }),
  r("france", "chocolatier", "yes_no", "can you post chocolates to my sister in france /delivery", {
    answer: "no",
  }),
  r("post-55", "chocolatier", "yes_no", "if i spend £55 is the postage free /delivery", {
    answer: "yes",
  }),
  r(
    "thirteen",
    "chocolatier",
    "yes_no",
    "my 13 year old wants to do the truffle making, can she go on her own /workshops",
    {
      answer: "no",
    },
  ),
  r("no-milk-bars", "chocolatier", "list", "which of your bars have no milk in them /chocolates", {
    contains: ["Dark 70%", "Dark 85%", "orange and ginger"],
    excludes: ["Sea salt milk"],
  }),
  r("family-hamper", "chocolatier", "list", "whats in the family hamper /christmas", {
    contains: ["Two boxes of 16", "four bars", "hot chocolate flakes", "chocolate orange"],
  }),
  r("truffles-keep", "chocolatier", "fact", "how long do the truffles keep for /chocolates", {
    contains: ["3 weeks"],
    excludes: ["12 months"],
  }),
  r("dark-85-beans", "chocolatier", "fact", "where are the beans in the dark 85 from /chocolates", {
    contains: ["Ecuador"],
    excludes: ["Peru"],
  }),
  r("harrowby-eve", "chocolatier", "time", "what time does harrowby close christmas eve /shops", {
    contains: ["15:00"],
    excludes: ["14:00"],
  }),
  r("workshop-teacher", "chocolatier", "name", "who takes the workshops /team", {
    contains: ["Will Ashby"],
    excludes: ["Grace Kim"],
  }),
  r("large-log", "chocolatier", "count", "how many does the large chestnut yule log serve /christmas", {
    contains: ["12"],
    excludes: ["6"],
  }),
  r(
    "harrowby-order-by",
    "chocolatier",
    "date",
    "whats the last day to order christmas stuff to collect at harrowby /christmas",
    {
      contains: ["19 December"],
      excludes: ["20 December"],
    },
  ),
  r("sugar-free", "chocolatier", "not_found", "do you make sugar free chocolates /chocolates", NONE),
  r("student", "chocolatier", "not_found", "do you do a student discount /faq", NONE),
];
