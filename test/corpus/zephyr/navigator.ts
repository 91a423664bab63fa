import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_ZEPHYR_FORMS } from "./navigator-forms";

// ZEPHYR: the forty-second held-out part of the navigator corpus on two sites of its own (a circus school with an
// aerial hall and a big top, and a firm of solicitors with two offices), written by someone who did not tune the
// engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this
// file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Tumbledown the Big Top is closed on Sundays, so
// not "this sunday" (29 November); a taster swing for a grown-up and children of 8 and 12 is £39 + 2 × £32; a
// rolling Standard membership's first month is £62 and the £25 joining fee; there are no classes from Christmas to
// New Year; "last year" is 2025's prices in the news. At Corbridge Vane Wyndham Cross is closed on Saturdays
// whatever the footer's "Open 7 days a week" says, so not "this saturday" (28 November), while Holtby is open until
// 19:00 on Thursdays, so "6pm today" is open; selling at £220,000 and buying at £340,000 together is (£825 + £1,095
// - £150) × 1.2; an estate of £500,000 is 2% with VAT; "last year" is 2025's fees in the news.
const n = navItem("zp-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_ZEPHYR: NavItem[] = [
  // fact
  n("circus-company", "circus", "fact", "tumbledown circus school company number", {
    contains: ["10482736"],
    excludes: ["PL 7730 2194"],
  }),
  n("taster-last-year", "circus", "fact", "how much was a taster swing at tumbledown last year", {
    contains: ["£35"],
    excludes: ["£39"],
  }),
  n(
    "family-taster",
    "circus",
    "fact",
    "how much would it be for me and my two kids, 8 and 12, to do the taster swing at tumbledown circus",
    {
      contains: ["£103"],
      excludes: ["£150"],
    },
  ),
  n("hoop-monday", "circus", "fact", "what time is the improvers hoop class at tumbledown on mondays", {
    contains: ["19:45"],
    excludes: ["18:00"],
  }),
  n(
    "standard-first",
    "circus",
    "fact",
    "how much is the first month of a rolling standard membership at tumbledown including the joining fee",
    {
      contains: ["£87"],
      excludes: ["£55"],
    },
  ),
  n("sra-number", "solicitors", "fact", "corbridge vane solicitors sra number", {
    contains: ["612447"],
    excludes: ["OC391842"],
  }),
  n("vat-number", "solicitors", "fact", "corbridge vane vat no", {
    contains: ["GB 271 5530 18"],
    excludes: ["612447"],
  }),
  n(
    "fee-last-year",
    "solicitors",
    "fact",
    "what did corbridge vane charge last year to buy a house between 250k and 400k",
    {
      contains: ["£995"],
      excludes: ["£1,095"],
    },
  ),
  n(
    "sell-and-buy",
    "solicitors",
    "fact",
    "corbridge vane total legal fees with vat if i sell my house for £220,000 and buy one for £340,000 through them at the same time",
    {
      contains: ["£2,124"],
      excludes: ["£1,314"],
    },
  ),
  n(
    "estate-500k",
    "solicitors",
    "fact",
    "how much would corbridge vane charge including vat to handle probate on an estate worth £500,000",
    {
      contains: ["£12,000"],
      excludes: ["£8,125"],
    },
  ),
  // yes_no
  n(
    "xmas-classes",
    "circus",
    "yes_no",
    "are there any classes at tumbledown circus between christmas and new year",
    { answer: "no" },
  ),
  n("big-top-sunday", "circus", "yes_no", "is the big top at tumbledown open this sunday", { answer: "no" }),
  n("seven-fly", "circus", "yes_no", "can my 7 year old do the flying trapeze at tumbledown", {
    answer: "no",
  }),
  n("cash", "circus", "yes_no", "can i pay cash at tumbledown circus", { answer: "no" }),
  n(
    "wyndham-saturday",
    "solicitors",
    "yes_no",
    "is corbridge vane's wyndham cross office open this saturday",
    {
      answer: "no",
    },
  ),
  n("legal-aid", "solicitors", "yes_no", "does corbridge vane do legal aid", { answer: "no" }),
  n("holtby-6pm", "solicitors", "yes_no", "can i pop into corbridge vane in holtby at 6pm today", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n("hen", "circus", "search", "does tumbledown circus do hen parties? how much a head", {
    contains: ["£42"],
  }),
  n(
    "big-top-wedding",
    "circus",
    "search",
    "can you hire the tumbledown big top for a wedding? what does it cost",
    {
      contains: ["£950"],
    },
  ),
  n("cohabitation", "solicitors", "search", "does corbridge vane do cohabitation agreements? how much", {
    contains: ["£650"],
  }),
  n(
    "deed-of-variation",
    "solicitors",
    "search",
    "how much does corbridge vane charge for a deed of variation",
    {
      contains: ["£695"],
    },
  ),
  // list
  n("nine-year-old", "circus", "list", "which tumbledown classes can a 9 year old go to", {
    contains: ["Junior Circus Skills", "Junior Aerial", "Junior Juggling"],
    excludes: ["Mini Circus", "Youth Troupe"],
  }),
  n("unlimited", "circus", "list", "what do you get with tumbledown's unlimited membership", {
    contains: ["every adult class", "private lesson"],
    excludes: ["10:00 to 16:00"],
  }),
  n(
    "extras-over-200",
    "solicitors",
    "list",
    "which of corbridge vane's conveyancing extras cost more than £200 plus vat",
    {
      contains: ["leasehold", "new-build", "Help to Buy"],
      excludes: ["Lifetime ISA", "Unregistered"],
    },
  ),
  n(
    "drop-in-clinics",
    "solicitors",
    "list",
    "which of corbridge vane's free clinics can i just turn up to without booking",
    {
      contains: ["Fridays", "Mondays", "Saturday"],
      excludes: ["Tuesdays", "Thursdays"],
    },
  ),
  n(
    "wyndham-solicitors",
    "solicitors",
    "list",
    "which solicitors work at corbridge vane's wyndham cross office",
    {
      contains: ["Martin Vane", "Priya Lal", "Tom Hesketh"],
      excludes: ["Helen Corbridge", "Grace Adeyemi"],
    },
  ),
  // superlative
  n(
    "dearest-fly",
    "circus",
    "superlative",
    "what's the most expensive flying trapeze session at tumbledown",
    {
      contains: ["Flying Weekend", "£160"],
      excludes: ["£65"],
    },
  ),
  n("youngest", "circus", "superlative", "what's the youngest age you can start at tumbledown circus", {
    contains: ["2", "Tiny Tumblers"],
    excludes: ["4 to 6"],
  }),
  n("latest-class", "circus", "superlative", "what time does the latest class at tumbledown finish", {
    contains: ["21:15"],
    excludes: ["20:30"],
  }),
  n(
    "longest-solicitor",
    "solicitors",
    "superlative",
    "who's been a solicitor the longest at corbridge vane",
    {
      contains: ["Helen Corbridge"],
      excludes: ["Martin Vane"],
    },
  ),
  n("cheapest-will", "solicitors", "superlative", "cheapest will you can get at corbridge vane", {
    contains: ["single will", "£240"],
    excludes: ["£380"],
  }),
  // count
  n("coaches", "circus", "count", "how many coaches does tumbledown circus have", {
    contains: ["11"],
    excludes: ["3"],
  }),
  n("tuesday-classes", "circus", "count", "how many classes are on at tumbledown on a tuesday", {
    contains: ["4"],
  }),
  n("solicitors-count", "solicitors", "count", "how many solicitors does corbridge vane have", {
    contains: ["7"],
    excludes: ["14"],
  }),
  // not_found
  n("fire", "circus", "not_found", "does tumbledown circus teach fire juggling", NONE),
  n("vouchers", "circus", "not_found", "how much is a tumbledown circus gift voucher", NONE),
  n("charger", "circus", "not_found", "is there an ev charger in tumbledown's car park", NONE),
  n(
    "lease-extension",
    "solicitors",
    "not_found",
    "how much does corbridge vane charge for a lease extension",
    NONE,
  ),
  n("injury", "solicitors", "not_found", "does corbridge vane do no win no fee personal injury claims", NONE),
  // form
  ...NAVIGATOR_ZEPHYR_FORMS,
];
