import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_HAIL_FORMS } from "./navigator-forms";

// HAIL: the twelfth held-out part of the navigator corpus on two sites of its own (a community-run lido and indoor
// baths in one town, and an independent bookshop with a café, events and book clubs), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "in winter" is the lido's winter
// hours (1 October to 30 April), and "this christmas" is December 2026.
const n = navItem("ha-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_HAIL: NavItem[] = [
  // fact
  n("millbrook-fri", "lido", "fact", "what time does millbrook baths close on a friday", {
    contains: ["20:00"],
    excludes: ["19:00", "21:30"],
  }),
  n("lido-sat", "lido", "fact", "what time does fenwick park lido open on saturdays at the moment", {
    contains: ["07:00"],
    excludes: ["06:30", "08:00", "06:00"],
  }),
  n(
    "junior-sat",
    "lido",
    "fact",
    "how much is it for my 12 year old to swim at ashcombe pools on a saturday",
    {
      contains: ["£4.10"],
      excludes: ["£3.30", "£7.20"],
    },
  ),
  n(
    "family-monthly",
    "lido",
    "fact",
    "ashcombe community pools, whats the monthly price of a family membership",
    {
      contains: ["£79"],
      excludes: ["£840", "£34"],
    },
  ),
  n(
    "adult-lessons",
    "lido",
    "fact",
    "how much is a block of adult swimming lessons at ashcombe pools if im not a member",
    { contains: ["£85"], excludes: ["£70", "£72"] },
  ),
  n("inflatable", "lido", "fact", "how much is an inflatable birthday party at millbrook baths for 15 kids", {
    contains: ["£195"],
    excludes: ["£150", "£160"],
  }),
  n("cappuccino-away", "bookshop", "fact", "how much is a takeaway cappuccino at lantern books", {
    contains: ["£2.95"],
    excludes: ["£3.50", "£2.85"],
  }),
  n("shop-sun", "bookshop", "fact", "what time does lantern books open on a sunday", {
    contains: ["11:00"],
    excludes: ["10:00", "09:30"],
  }),
  n(
    "comics-friend",
    "bookshop",
    "fact",
    "how much is the comic making workshop at lantern books for a friend of the lantern",
    { contains: ["£10"], excludes: ["£12"] },
  ),
  n(
    "club-cost",
    "bookshop",
    "fact",
    "how much does it cost to go to the lantern book club if youre not a friend of the shop",
    { contains: ["£5"], excludes: ["£3"] },
  ),
  n("owls-dec", "bookshop", "fact", "what are lantern books night owls reading for december", {
    contains: ["The Long Winter Sea"],
    excludes: ["Ninefold"],
  }),
  n("xmas-eve", "bookshop", "fact", "what time does lantern books shut on christmas eve", {
    contains: ["15:00"],
    excludes: ["14:00", "17:30"],
  }),
  // yes_no
  n(
    "lane-turn-up",
    "lido",
    "yes_no",
    "can i just turn up for a lane swim at fenwick park lido without booking",
    { answer: "no" },
  ),
  n("millbrook-parking", "lido", "yes_no", "is there free parking at millbrook baths", { answer: "yes" }),
  n("lido-5", "lido", "yes_no", "can my 5 year old have swimming lessons at fenwick park lido", {
    answer: "no",
  }),
  n("millbrook-cafe", "lido", "yes_no", "is there a cafe at millbrook baths", { answer: "no" }),
  n(
    "upstairs-wheelchair",
    "bookshop",
    "yes_no",
    "can i get up to the childrens books at lantern books in my wheelchair",
    { answer: "no" },
  ),
  n("post-france", "bookshop", "yes_no", "will lantern books post a book to my sister in france", {
    answer: "no",
  }),
  n("book-tokens", "bookshop", "yes_no", "do lantern books sell national book tokens", { answer: "yes" }),
  // search: the answer is on a page linked from nowhere
  n("sauna-member", "lido", "search", "how much is the sauna at fenwick park lido for a swim club member", {
    contains: ["£6.00"],
    excludes: ["£9.00", "£13.50"],
  }),
  n(
    "hire-millbrook",
    "lido",
    "search",
    "how much per hour would our swimming club pay to hire the main pool at millbrook baths",
    { contains: ["£85"], excludes: ["£120", "£45"] },
  ),
  n(
    "room-sat",
    "bookshop",
    "search",
    "how much an hour to hire the reading room at lantern books on a saturday",
    {
      contains: ["£35"],
      excludes: ["£28", "£30"],
    },
  ),
  n("gift-card", "bookshop", "search", "how long is a lantern books gift card valid for", {
    contains: ["2 years"],
    excludes: ["14 days"],
  }),
  // list
  n("aquafit-millbrook", "lido", "list", "which days is aqua fit on at millbrook baths", {
    contains: ["Mondays", "Wednesdays"],
    excludes: ["Tuesdays", "Thursdays"],
  }),
  n("millbrook-only", "lido", "list", "which weekly sessions at ashcombe pools are only at millbrook baths", {
    contains: ["Family fun", "Women-only", "Public swim"],
    excludes: ["Lane swimming", "Aqua fit", "Quiet"],
  }),
  n("both-pools", "lido", "list", "which of the ashcombe pools team work at both pools", {
    contains: ["Fiona Marsh", "Tomasz Kowal", "Priya Shah", "Ruth Ellery"],
    excludes: ["Dele Adeyemi", "Grace Whitfield", "Owen Beck"],
  }),
  n("december-events", "bookshop", "list", "what events have lantern books got on in december", {
    contains: ["Salt Road", "story time", "open mic"],
    excludes: ["Crime", "Hedge Years", "Comic"],
  }),
  n("club-staff", "bookshop", "list", "which lantern books staff run a book club", {
    contains: ["Kit Morgan", "Amara Osei", "Felix Dunne"],
    excludes: ["Sunil Rao", "Bea Lindqvist", "Miriam Holloway"],
  }),
  n("late-days", "bookshop", "list", "on which days is the lantern bookshop open after half five", {
    contains: ["Thursday", "Saturday"],
    excludes: ["Friday", "Sunday"],
  }),
  // superlative and count
  n("dearest-party", "lido", "superlative", "whats the most expensive kids party at ashcombe pools", {
    contains: ["Inflatable", "£195"],
    excludes: ["£150", "£160"],
  }),
  n("warmest", "lido", "superlative", "which is the warmest pool at ashcombe community pools", {
    contains: ["learner", "31°C"],
    excludes: ["29°C", "25°C"],
  }),
  n(
    "cheapest-drink",
    "bookshop",
    "superlative",
    "whats the cheapest hot drink to have in at the lantern cafe",
    {
      contains: ["Espresso", "£2.40"],
      excludes: ["£2.00", "£3.00"],
    },
  ),
  n("pool-staff", "lido", "count", "how many people work at ashcombe community pools", {
    contains: ["52"],
    excludes: ["34"],
  }),
  n("millbrook-lanes", "lido", "count", "how many lanes has the main pool at millbrook baths got", {
    contains: ["6"],
    excludes: ["8"],
  }),
  n("clubs", "bookshop", "count", "how many book clubs does lantern books run", { contains: ["3"] }),
  n("room-seats", "bookshop", "count", "how many people can lantern books reading room seat", {
    contains: ["30"],
    excludes: ["24"],
  }),
  // not_found
  n("charity", "lido", "not_found", "what is ashcombe community pools registered charity number", NONE),
  n("lido-depth", "lido", "not_found", "how deep is the deep end at fenwick park lido", NONE),
  n("wifi", "lido", "not_found", "whats the wifi password at millbrook baths", NONE),
  n("wine", "bookshop", "not_found", "how much is a bottle of wine in the lantern books cafe", NONE),
  n(
    "publisher",
    "bookshop",
    "not_found",
    "lantern books book club, who is the publisher of the glass orchard",
    NONE,
  ),
  n(
    "stamp-card",
    "bookshop",
    "not_found",
    "does the lantern books cafe have a coffee loyalty stamp card",
    NONE,
  ),
  // form
  ...NAVIGATOR_HAIL_FORMS,
];
