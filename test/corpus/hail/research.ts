import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// HAIL: the twelfth held-out part of the research corpus on two sites of its own (a community-run lido and indoor
// baths in one town, and an independent bookshop with a café, events and book clubs), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "in january" and "next year" are
// January 2027, and "this christmas" is December 2026.
const r = researchItem("ha-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_HAIL: ResearchItem[] = [
  // lido
  r("lido-thu", "lido", "time", "what time does the lido close on a thursday /pools", {
    contains: ["21:00"],
    excludes: ["20:00", "21:30"],
  }),
  r("millbrook-sun", "lido", "time", "millbrook baths sunday opening times /pools", {
    contains: ["08:00", "14:00"],
    excludes: ["07:00", "16:00"],
  }),
  r("xmas-eve", "lido", "time", "what time does the lido shut on christmas eve /news", {
    contains: ["14:00"],
    excludes: ["13:00", "16:00"],
  }),
  r("adult-peak", "lido", "price", "how much is an adult swim at the weekend /prices", {
    contains: ["£7.20"],
    excludes: ["£5.80", "£7.60"],
  }),
  r("senior-offpeak", "lido", "price", "price for a pensioner swiming on a weekday morning /prices", {
    contains: ["£4.20"],
    excludes: ["£5.40", "£5.80"],
  }),
  r("aquafit-member", "lido", "price", "how much is aqua fit if im a member /prices", {
    contains: ["£4.00"],
    excludes: ["£6.50"],
  }),
  r("junior-lessons", "lido", "price", "cost of a block of junior swimming lessons for non members /prices", {
    contains: ["£72"],
    excludes: ["£60", "£85"],
  }),
  r("new-peak", "lido", "price", "whats the adult peak price going up to in january /news", {
    contains: ["£7.60"],
    excludes: ["£36"],
  }),
  r("old-offpeak", "lido", "price", "what was an adult off peak swim before the september price rise /news", {
    contains: ["£5.40"],
    excludes: ["£7.20"],
  }),
  r("plunge", "lido", "date", "when is the new years day plunge and what time /events", {
    contains: ["1 January", "11:00"],
    excludes: ["25 December"],
  }),
  r("gala", "lido", "date", "date of the otters winter gala /events", {
    contains: ["16 January"],
    excludes: ["24 April", "6 June"],
  }),
  r("retiling", "lido", "date", "when is the learner pool at millbrook shut for retiling /news", {
    contains: ["30 November", "18 December"],
    excludes: ["31 December"],
  }),
  r("lessons-head", "lido", "name", "who is in charge of swimming lessons /people", {
    contains: ["Tomasz Kowal"],
    excludes: ["Owen Beck", "Callum Doyle"],
  }),
  r("millbrook-manager", "lido", "name", "whos the manager at millbrook baths /people", {
    contains: ["Grace Whitfield"],
    excludes: ["Dele Adeyemi"],
  }),
  r("lifeguards", "lido", "count", "how many lifeguards work there /people", {
    contains: ["34"],
    excludes: ["52"],
  }),
  r("lido-lanes", "lido", "count", "how many lanes has the lido got /pools", {
    contains: ["8"],
    excludes: ["6"],
  }),
  r("wetsuit", "lido", "yes_no", "can i wear a wetsuit at millbrook /faq", { answer: "no" }),
  r("alone-9", "lido", "yes_no", "can my 9 year old go in the pool without me /faq", { answer: "yes" }),
  r("lido-lessons", "lido", "list", "which lessons are at the lido /lessons", {
    contains: ["Stages 4", "Rookie lifeguard", "improvers"],
    excludes: ["Ducklings", "beginners"],
  }),
  r("main-temp", "lido", "fact", "what temperature is the main pool at millbrook kept at /pools", {
    contains: ["29°C"],
    excludes: ["31°C", "25°C"],
  }),
  r("min-membership", "lido", "fact", "whats the shortest time i can be a member for /membership", {
    contains: ["3 months"],
    excludes: ["2 months"],
  }),
  r("deep-end", "lido", "not_found", "how deep is the deep end at the lido /pools", NONE),
  r("goggles", "lido", "not_found", "do they sell goggles at reception /faq", NONE),
  r("nhs", "lido", "not_found", "is there a discount for nhs staff /prices", NONE),
  r("nplq", "lido", "not_found", "how much is the nplq pool lifeguard course /lessons", NONE),
  // bookshop
  r("cafe-sun", "bookshop", "time", "what time does the cafe close on sunday /visit", {
    contains: ["15:00"],
    excludes: ["16:00"],
  }),
  r("shop-thu", "bookshop", "time", "how late is the bookshop open on thursdays /visit", {
    contains: ["19:00"],
    excludes: ["17:30", "16:00"],
  }),
  r("hot-food", "bookshop", "time", "til what time can i get hot food in the cafe /visit", {
    contains: ["14:30"],
    excludes: ["16:00"],
  }),
  r("cafe-mon", "bookshop", "yes_no", "is the cafe open on mondays /visit", { answer: "no" }),
  r("flat-white", "bookshop", "price", "how much is a flat white to have in /cafe", {
    contains: ["£3.40"],
    excludes: ["£2.85", "£3.20"],
  }),
  r("oat", "bookshop", "price", "how much extra for oat milk /cafe", {
    contains: ["40p"],
    excludes: ["20p"],
  }),
  r("old-flat-white", "bookshop", "price", "what did a flat white cost before the price went up /news", {
    contains: ["£3.20"],
    excludes: ["£3.30"],
  }),
  r("crime-panel", "bookshop", "price", "tickets for the crime writers panel if im not a friend /events", {
    contains: ["£12"],
    excludes: ["£10"],
  }),
  r("friends-price", "bookshop", "price", "how much does it cost to be a friend /friends", {
    contains: ["£22"],
    excludes: ["£25"],
  }),
  r("salt-road", "bookshop", "date", "when is ruth adebayos author evening /events", {
    contains: ["3 December"],
    excludes: ["11 March"],
  }),
  r("glass-orchard", "bookshop", "date", "when is the book club meeting about the glass orchard /book-club", {
    contains: ["26 January"],
    excludes: ["15 December", "13 January"],
  }),
  r("friends-night", "bookshop", "date", "whens friends night /friends", {
    contains: ["10 December"],
  }),
  r("juniors-book", "bookshop", "name", "what book are the juniors reading in december /book-club", {
    contains: ["The Clockwork Fox"],
    excludes: ["Storm Gate"],
  }),
  r("owls-author", "bookshop", "name", "who wrote the night owls january book /book-club", {
    contains: ["Sabine Ortiz"],
    excludes: ["Dunmore"],
  }),
  r("events-host", "bookshop", "name", "who hosts the author evenings /people", {
    contains: ["Amara Osei"],
    excludes: ["Felix Dunne", "Kit Morgan"],
  }),
  r("staff", "bookshop", "count", "how many staff work at the bookshop /people", {
    contains: ["9"],
    excludes: ["7"],
  }),
  r("club-places", "bookshop", "count", "how many places in the lantern book club /book-club", {
    contains: ["16"],
  }),
  r("order-wait", "bookshop", "fact", "how long does it take to order in a book /orders", {
    contains: ["2 working days"],
    excludes: ["14 days"],
  }),
  r("returns", "bookshop", "fact", "how long have i got to return a book /faq", {
    contains: ["28 days"],
    excludes: ["3 days"],
  }),
  r("dog-cafe", "bookshop", "yes_no", "can i bring my dog into the cafe /faq", { answer: "no" }),
  r("second-hand", "bookshop", "yes_no", "do you sell secondhand books /faq", { answer: "no" }),
  r("clubs", "bookshop", "list", "what book clubs do you run /book-club", {
    contains: ["Lantern Book Club", "Night Owls", "Lantern Juniors"],
  }),
  r("hygiene", "bookshop", "not_found", "what is the cafes food hygiene rating /cafe", NONE),
  r("amex", "bookshop", "not_found", "can i pay by american express /faq", NONE),
  r("self-pub", "bookshop", "not_found", "do you do signings for self published authors /events", NONE),
];
