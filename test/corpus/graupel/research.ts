import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// GRAUPEL: the twenty-fifth held-out part of the research corpus on two sites of its own (a ski and snowboard school
// and hire shop at an indoor snow slope with a take-away hire shop in town, and a knitting and sewing haberdashery
// with workshops, machine servicing and alterations), written by someone who did not tune the engines and run once
// at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are
// created at 2026-11-26T10:00:00Z, a Thursday in term time: "on a saturday" is peak at today's prices; "after school
// on a wednesday" is off-peak; "from january" is the slope's new peak prices; "last winter" is the Performance
// package's old price; "after february" is the haberdashery's new servicing prices; "before october" is its old
// trouser hem price.
const r = researchItem("gr-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_GRAUPEL: ResearchItem[] = [
  // skihire
  r("standard-week", "skihire", "price", "how much is it to hire standard skis for a week for me /hire", {
    contains: ["£95"],
    excludes: ["£139", "£59"],
  }),
  r(
    "junior-board-two",
    "skihire",
    "price",
    "my son is 12, how much would it be to hire him a snowboard for 2 days /hire",
    { contains: ["£27"], excludes: ["£42", "£16", "£65"] },
  ),
  r("adult-helmet-day", "skihire", "price", "price of an adult helmet for one day /hire", {
    contains: ["£6"],
    excludes: ["£4", "£10"],
  }),
  r(
    "performance-old",
    "skihire",
    "price",
    "what did the performance ski package cost a day last winter /news",
    { contains: ["£29"], excludes: ["£32"] },
  ),
  r(
    "hour-saturday",
    "skihire",
    "price",
    "how much is an hour on the slope on a saturday for an adult /slope",
    {
      contains: ["£34"],
      excludes: ["£28", "£36"],
    },
  ),
  r(
    "junior-wednesday",
    "skihire",
    "price",
    "2 hours for my 10 year old after school on a wednesday, how much? /slope",
    { contains: ["£32"], excludes: ["£38", "£40"] },
  ),
  r("peak-january", "skihire", "price", "what will a 1 hour peak session cost from january /slope", {
    contains: ["£36"],
    excludes: ["£34"],
  }),
  r("tuesday-open", "skihire", "time", "what time does the slope open on a tuesday in term time /hours", {
    contains: ["12:00"],
    excludes: ["09:00"],
  }),
  r(
    "holiday-weekday",
    "skihire",
    "time",
    "what time do they open on weekdays in the christmas holidays /hours",
    { contains: ["09:00"], excludes: ["12:00"] },
  ),
  r("christmas-eve", "skihire", "time", "what are their hours on christmas eve /hours", {
    contains: ["09:00", "16:00"],
    excludes: ["17:00", "18:00"],
  }),
  r(
    "slope-reopens",
    "skihire",
    "date",
    "when does the main slope open again after the maintenance in january /news",
    { contains: ["14 January"] },
  ),
  r("cubs-price", "skihire", "price", "how much are the snow cubs lessons /lessons", {
    contains: ["£20"],
    excludes: ["£32"],
  }),
  r("board-youngest", "skihire", "fact", "whats the youngest age for junior snowboard lessons /lessons", {
    contains: ["8"],
    excludes: ["7"],
  }),
  r("adult-course", "skihire", "price", "how much is the 4 week beginners ski course for adults /lessons", {
    contains: ["£145"],
    excludes: ["£42"],
  }),
  r("board-thursday", "skihire", "time", "what time are the adult snowboard lessons on a thursday /lessons", {
    contains: ["20:00"],
    excludes: ["18:00", "17:30"],
  }),
  r(
    "nine-saturday",
    "skihire",
    "list",
    "my 9 year old wants a ski lesson on a saturday, what times are there /lessons",
    { contains: ["09:00", "10:00", "14:00"], excludes: ["09:15", "11:15", "15:00"] },
  ),
  r("junior-full-pass", "skihire", "price", "how much is a full season pass for a junior /passes", {
    contains: ["£279"],
    excludes: ["£399", "£179"],
  }),
  r("club-hire", "skihire", "fact", "how much off hire do you get as a drift club member /passes", {
    contains: ["20%"],
    excludes: ["10%"],
  }),
  r("early-bird", "skihire", "price", "what was the early bird price for an adult full season pass /news", {
    contains: ["£349"],
    excludes: ["£399"],
  }),
  r("hot-chocolate", "skihire", "price", "how much is a hot chocolate in the cafe /cafe", {
    contains: ["£3.60"],
    excludes: ["£4.20"],
  }),
  r(
    "adult-helmet-rule",
    "skihire",
    "yes_no",
    "do adults have to wear a helmet on a normal slope session? /rules",
    { answer: "no" },
  ),
  r("head-instructor", "skihire", "name", "who's in charge of the ski school /team", {
    contains: ["Callum Reid"],
    excludes: ["Ffion Davies", "Marta Nowicka"],
  }),
  r("student-slope", "skihire", "not_found", "is there a student discount on slope sessions /slope", NONE),
  r("vegan-cafe", "skihire", "not_found", "what vegan food does the cafe do /cafe", NONE),
  r("snow-depth", "skihire", "not_found", "how deep is the snow on the main slope /slope", NONE),
  // yarnshop
  r("felted-tweed", "yarnshop", "price", "how much is a ball of rowan felted tweed /yarn", {
    contains: ["£9.95"],
    excludes: ["£12.50", "£9.50"],
  }),
  r("special-chunky", "yarnshop", "yes_no", "have you got stylecraft special chunky in at the moment /yarn", {
    answer: "no",
  }),
  r("sold-out", "yarnshop", "list", "which yarns are sold out right now /yarn", {
    contains: ["Special Chunky", "Kidsilk Haze", "Cashmerino Aran"],
    excludes: ["Felted Tweed", "Special DK"],
  }),
  r("cheapest-dk", "yarnshop", "price", "whats the cheapest dk yarn per ball /yarn", {
    contains: ["Special DK", "£2.79"],
    excludes: ["£2.90", "£3.10"],
  }),
  r("cotton", "yarnshop", "list", "what cotton yarns do they sell /yarn", {
    contains: ["Catona", "Gossypium"],
    excludes: ["Nepal", "Bo Peep"],
  }),
  r("learn-knit", "yarnshop", "price", "how much does the learn to knit class cost /workshops", {
    contains: ["£35"],
    excludes: ["£30", "£32"],
  }),
  r("wreath-tutor", "yarnshop", "name", "who's teaching the christmas wreath one /workshops", {
    contains: ["Rachel Oyelaran"],
    excludes: ["Gwen Tallis", "Dee Marchetti"],
  }),
  r("socks-december", "yarnshop", "yes_no", "can i still get on the sock class on 3rd december /workshops", {
    answer: "no",
  }),
  r(
    "cushion-places",
    "yarnshop",
    "count",
    "how many spaces are left on the cushion cover workshop /workshops",
    {
      contains: ["2"],
      excludes: ["3", "5"],
    },
  ),
  r("skirt-dates", "yarnshop", "date", "when is the skirt making course on /workshops", {
    contains: ["16", "23 January"],
    excludes: ["9 January"],
  }),
  r("overlocker", "yarnshop", "price", "how much to get an overlocker serviced /servicing", {
    contains: ["£65"],
    excludes: ["£55", "£70", "£85"],
  }),
  r(
    "computerised-february",
    "yarnshop",
    "price",
    "how much will a computerised machine service be after february /servicing",
    { contains: ["£75"], excludes: ["£70"] },
  ),
  r(
    "express-service",
    "yarnshop",
    "price",
    "how much extra is the quick 48 hour machine service /servicing",
    {
      contains: ["£25"],
      excludes: ["£15"],
    },
  ),
  r(
    "embroidery-back",
    "yarnshop",
    "fact",
    "how long till i get my embroidery machine back after a service /servicing",
    { contains: ["14 working days"], excludes: ["10 working days"] },
  ),
  r("jeans-hem", "yarnshop", "price", "how much to take up jeans but keep the original hem /alterations", {
    contains: ["£15"],
    excludes: ["£12"],
  }),
  r("coat-zip", "yarnshop", "price", "price for a new zip in my winter coat /alterations", {
    contains: ["£32"],
    excludes: ["£18"],
  }),
  r("hem-before", "yarnshop", "price", "how much was a trouser hem before october /news", {
    contains: ["£10"],
    excludes: ["£12"],
  }),
  r("wedding-dress", "yarnshop", "yes_no", "could you take in my wedding dress /alterations", {
    answer: "no",
  }),
  r("thursday-close", "yarnshop", "time", "what time do they close on thursdays /visit", {
    contains: ["19:30"],
    excludes: ["17:30", "8pm"],
  }),
  r("christmas-eve-close", "yarnshop", "time", "what time do they shut on christmas eve /visit", {
    contains: ["14:00"],
    excludes: ["15:00", "16:00"],
  }),
  r("full-card", "yarnshop", "fact", "how many stamps to fill the card and what do you get for it /loyalty", {
    contains: ["10", "£10"],
    excludes: ["£5"],
  }),
  r("free-delivery", "yarnshop", "price", "how much do i have to spend to get free postage /delivery", {
    contains: ["£40"],
    excludes: ["£25"],
  }),
  r("company-number", "yarnshop", "fact", "whats their company number /contact", {
    contains: ["09817264"],
    excludes: ["GB 231 5567 04"],
  }),
  r("nepal-metres", "yarnshop", "not_found", "how many metres are in a ball of drops nepal /yarn", NONE),
  r("blue-badge", "yarnshop", "not_found", "is there blue badge parking outside the shop /visit", NONE),
];
