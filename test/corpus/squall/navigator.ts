import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_SQUALL_FORMS } from "./navigator-forms";

// SQUALL: the twenty-second held-out part of the navigator corpus on two sites of its own (an independent phone,
// tablet and laptop repair shop with branches in Hollinsford and Pellworth, and a trampoline park with a soft play
// and a café), written by someone who did not tune the engines and run once at the very end as an honest outside
// measurement. Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a
// Thursday in term time: "this sunday" is 29 November, "this saturday" 28 November and "next tuesday" 1 December,
// when the repair shop's Pellworth branch is closed for its move (1 to 4 December) and the trampoline park is on
// term-time hours with its Tuesday Calm Jump; "after school on a weekday" is a term-time weekday after 15:00, which
// the trampoline park prices as peak; "the school holidays" are Castlewick's, from 19 December 2026.
const n = navItem("sq-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_SQUALL: NavItem[] = [
  // fact
  n("ipad-screen", "repairs", "fact", "how much does mendwell charge for a new screen on an ipad 10th gen", {
    contains: ["£139"],
    excludes: ["£249", "£229", "£89"],
  }),
  n("data-email", "repairs", "fact", "whats the email for mendwell's data recovery people", {
    contains: ["data@mendwell.test"],
    excludes: ["hello@mendwell.test"],
  }),
  n("sunday-open", "repairs", "fact", "wat time does mendwell in hollinsford open this sunday", {
    contains: ["11:00"],
    excludes: ["09:00", "09:30"],
  }),
  n(
    "protector",
    "repairs",
    "fact",
    "how much do mendwell charge to put a screen protector on when they're replacing my screen anyway",
    { contains: ["£12"], excludes: ["£15"] },
  ),
  n(
    "liquid-warranty",
    "repairs",
    "fact",
    "if mendwell fix my phone after i dropped it in the bath, how long is it guaranteed for",
    { contains: ["30 days"], excludes: ["12 months", "6 months", "90 days"] },
  ),
  n(
    "two-hours-after-school",
    "trampoline",
    "fact",
    "how much is a 2 hour jump at launchpad after school on a weekday",
    { contains: ["£22.95"], excludes: ["£17.95", "£18.95"] },
  ),
  n("saturday-open", "trampoline", "fact", "what time does launchpad trampoline park open this saturday", {
    contains: ["08:30"],
    excludes: ["09:30", "09:00"],
  }),
  n("babyccino", "trampoline", "fact", "how much is a babyccino in launchpad's cafe", {
    contains: ["£1.20"],
    excludes: ["£3.20"],
  }),
  n("party-person", "trampoline", "fact", "who do i speak to about booking a birthday party at launchpad", {
    contains: ["Sophie Akhtar"],
    excludes: ["Marcus Hale", "Jade Thornton"],
  }),
  // yes_no
  n(
    "pellworth-tuesday",
    "repairs",
    "yes_no",
    "is mendwell's pellworth shop open next tuesday? want to drop my phone in",
    { answer: "no" },
  ),
  n(
    "macbook-book",
    "repairs",
    "yes_no",
    "do i need to book to get my macbook fixed at mendwell or can i just turn up",
    {
      answer: "yes",
    },
  ),
  n("refurb-student", "repairs", "yes_no", "do mendwell give student discount on their refurbished phones", {
    answer: "no",
  }),
  n("genuine-12", "repairs", "yes_no", "can mendwell put a genuine apple screen on my iphone 12", {
    answer: "no",
  }),
  n(
    "other-socks",
    "trampoline",
    "yes_no",
    "can my kids wear their grip socks from another trampoline park at launchpad",
    { answer: "no" },
  ),
  n("airbag", "trampoline", "yes_no", "my daughter is 6 and 105cm - can she go on launchpad's airbag", {
    answer: "no",
  }),
  n("calm-next-tuesday", "trampoline", "yes_no", "is there a calm jump session at launchpad next tuesday", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n("ps5", "repairs", "search", "how much does mendwell charge to fix the hdmi port on a ps5", {
    contains: ["£99"],
    excludes: ["£89", "£25"],
  }),
  n(
    "post-back",
    "repairs",
    "search",
    "if i post my phone to mendwell for repair how much is it to send it back",
    {
      contains: ["£8.95"],
    },
  ),
  n("voucher", "trampoline", "search", "how long are launchpad gift vouchers valid for", {
    contains: ["12 months"],
  }),
  n("host-pay", "trampoline", "search", "how much an hour do launchpad pay their party hosts", {
    contains: ["£13"],
    excludes: ["£12.60"],
  }),
  // list
  n(
    "pellworth-refurbs",
    "repairs",
    "list",
    "which refurbished phones has mendwell got at the pellworth shop",
    {
      contains: ["iPhone 13", "iPhone 12", "SE"],
      excludes: ["Pixel 7", "14 Pro", "S22"],
    },
  ),
  n("pellworth-people", "repairs", "list", "which of mendwell's technicians work at pellworth", {
    contains: ["Kasia Zielinska", "Josh Trevelyan"],
    excludes: ["Dev Mistry", "Callum Reid", "Amara Eze", "Beth Lyle"],
  }),
  n("pellworth-closed", "repairs", "list", "what days of the week is mendwell pellworth shut", {
    contains: ["Monday", "Sunday"],
    excludes: ["Thursday", "Saturday"],
  }),
  n("launch-food", "trampoline", "list", "what food do the kids get at a launch party at launchpad", {
    contains: ["pizza", "nuggets", "lolly"],
    excludes: ["party bag"],
  }),
  n("vegan", "trampoline", "list", "which things in launchpad's cafe are vegan", {
    contains: ["jacket potato", "nachos"],
    excludes: ["brownie", "flapjack"],
  }),
  n(
    "holiday-sessions",
    "trampoline",
    "list",
    "what special sessions does launchpad run in the school holidays",
    { contains: ["Calm Jump", "Jump Fit", "Teen Night"], excludes: ["Tiny Jumpers"] },
  ),
  // superlative
  n("cheapest-iphone", "repairs", "superlative", "whats the cheapest refurbished iphone mendwell have", {
    contains: ["£149"],
    excludes: ["£219", "£299"],
  }),
  n(
    "best-trade",
    "repairs",
    "superlative",
    "which phone gets the most money when you trade it in at mendwell, if it's working",
    { contains: ["14 Pro", "£340"], excludes: ["£240", "£210"] },
  ),
  n("cheapest-party", "trampoline", "superlative", "cheapest party package at launchpad on a weekend", {
    contains: ["£169"],
    excludes: ["£219", "£149"],
  }),
  n(
    "lowest-weight",
    "trampoline",
    "superlative",
    "which bit of launchpad has the lowest weight limit, im a big lad",
    { contains: ["100 kg"], excludes: ["120 kg"] },
  ),
  // count
  n("battery-months", "repairs", "count", "how many months guarantee do mendwell give on a new battery", {
    contains: ["6"],
    excludes: ["12", "90"],
  }),
  n(
    "return-days",
    "repairs",
    "count",
    "how many days have i got to return a refurbished phone to mendwell if i change my mind",
    { contains: ["14"] },
  ),
  n("orbit-max", "trampoline", "count", "how many kids can you have at an orbit party at launchpad", {
    contains: ["25"],
  }),
  n("guest-passes", "trampoline", "count", "how many guest passes come with launchpad's annual pass", {
    contains: ["2"],
  }),
  // not_found
  n("drone", "repairs", "not_found", "does mendwell repair drones? mine's got a broken arm", NONE),
  n("kindle", "repairs", "not_found", "how much do mendwell charge to fix a kindle screen", NONE),
  n("forces", "trampoline", "not_found", "does launchpad do a discount for armed forces families", NONE),
  n(
    "room-only",
    "trampoline",
    "not_found",
    "how much is it to hire just launchpad's party room without jumping",
    NONE,
  ),
  n("wifi", "trampoline", "not_found", "is there free wifi at launchpad for parents", NONE),
  // form
  ...NAVIGATOR_SQUALL_FORMS,
];
