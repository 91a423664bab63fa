import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_BRUME_FORMS } from "./navigator-forms";

// BRUME: the twenty-third held-out part of the navigator corpus on two sites of its own (a dog groomer with a salon,
// a mobile grooming van that visits the villages by day of the week and a doggy day care, and a family-run coach
// tour operator picking up in two towns, with day trips, short breaks, a fleet, a loyalty scheme and private hire),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this
// saturday" is 28 November, when the groomer's salon is open 08:00 to 14:00; "next week" is the week of Monday 30
// November; "this year" is 2026.
const n = navItem("br-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_BRUME: NavItem[] = [
  // fact
  n(
    "deshed-golden",
    "groomer",
    "fact",
    "how much does tuft & tail's salon charge to de-shed a golden retriever",
    { contains: ["£53"], excludes: ["£45", "£64", "£59"] },
  ),
  n("club-phone", "groomer", "fact", "whats the phone number for tuft & tail's day care", {
    contains: ["01632 976 120"],
    excludes: ["01632 976 100", "07700 900614"],
  }),
  n("drop-off", "groomer", "fact", "earliest i can drop my dog off at tuft club in the morning?", {
    contains: ["07:30"],
    excludes: ["08:30", "08:00"],
  }),
  n("facial", "groomer", "fact", "how much is the blueberry facial at tuft and tail", {
    contains: ["£7"],
    excludes: ["£5", "£4"],
  }),
  n("whitby-child", "coaches", "fact", "how much is ridsdale's whitby trip for a child", {
    contains: ["£18"],
    excludes: ["£30", "£27"],
  }),
  n(
    "cadbury-norbrook",
    "coaches",
    "fact",
    "what time does ridsdale's coach leave norbrook for cadbury world",
    { contains: ["08:40"], excludes: ["08:15", "08:45"] },
  ),
  n("cornwall-single", "coaches", "fact", "single room supplement on ridsdales cornwall holiday", {
    contains: ["£110"],
    excludes: ["£689", "£85", "£140"],
  }),
  n(
    "lift-driver",
    "coaches",
    "fact",
    "who drives the ridsdale's coach with the wheelchair lift - my mum needs it",
    { contains: ["Lorraine Hesketh"], excludes: ["Keith Ambler", "Imran Qureshi"] },
  ),
  n("midi-full-day", "coaches", "fact", "how much to hire ridsdale's 33 seater for a whole day", {
    contains: ["£420"],
    excludes: ["£260", "£520"],
  }),
  // yes_no
  n("saturday-3pm", "groomer", "yes_no", "is tuft & tail's salon open at 3pm this saturday", {
    answer: "no",
  }),
  n("sutton-thursday", "groomer", "yes_no", "does the tuft & tail van come to sutton ambry on thursdays", {
    answer: "yes",
  }),
  n(
    "stay-watch",
    "groomer",
    "yes_no",
    "can i stay with my dog while tuft & tail groom her in the salon? shes a bit clingy",
    { answer: "no" },
  ),
  n(
    "in-season",
    "groomer",
    "yes_no",
    "my cocker spaniel has just come into season - can she still go to tuft club next week",
    { answer: "no" },
  ),
  n(
    "lakes-space",
    "coaches",
    "yes_no",
    "are there any places left on ridsdale's christmas in the lakes break",
    {
      answer: "no",
    },
  ),
  n("scooter", "coaches", "yes_no", "can i take my folding mobility scooter on a ridsdale's day trip", {
    answer: "yes",
  }),
  n(
    "chatsworth-entry",
    "coaches",
    "yes_no",
    "does ridsdales chatsworth trip include getting into the house or do we pay on the day",
    { answer: "yes" },
  ),
  // search: the answer is on a page linked from nowhere
  n("hand-strip", "groomer", "search", "how much does tuft & tail charge to hand strip a border terrier", {
    contains: ["£49"],
    excludes: ["£59"],
  }),
  n("taxi", "groomer", "search", "does tuft & tail pick dogs up for day care? how much is it", {
    contains: ["£6"],
  }),
  n(
    "door-to-door",
    "coaches",
    "search",
    "can ridsdale's pick me up from my house for one of their holidays, and what does it cost",
    { contains: ["£12"] },
  ),
  n("vouchers", "coaches", "search", "how long are ridsdale's gift vouchers valid for", {
    contains: ["2 years"],
    excludes: ["3 years"],
  }),
  // list
  n("ellie-days", "groomer", "list", "which days is ellie at tuft & tail working", {
    contains: ["Monday", "Thursday", "Friday"],
    excludes: ["Tuesday", "Saturday"],
  }),
  n("club-staff", "groomer", "list", "who looks after the dogs at tuft & tail's day care", {
    contains: ["Kiran Dhaliwal", "Beth Lowther"],
    excludes: ["Rosie Quennell", "Dan Ferriby", "Tom Pennington"],
  }),
  n("van-services", "groomer", "list", "what grooms can i have done in the tuft and tail van", {
    contains: ["Full groom", "Bath and tidy", "Nail clip", "De-shedding"],
  }),
  n("entry-included", "coaches", "list", "which of ridsdale's days out have the entry included", {
    contains: ["Chatsworth", "Cinderella", "Cadbury"],
    excludes: ["York", "Bath", "Whitby", "Liverpool", "Manchester"],
  }),
  n("four-nights", "coaches", "list", "which ridsdale's short breaks are 4 nights", {
    contains: ["Llandudno", "Lakes", "Keukenhof", "Isle of Wight"],
    excludes: ["Edinburgh", "Cornwall"],
  }),
  n("toilet-coaches", "coaches", "list", "which of ridsdale's coaches have got a toilet on board", {
    contains: ["Merlin", "Duchess", "Bluebell"],
    excludes: ["Primrose", "Little Ted"],
  }),
  // superlative
  n(
    "dearest-callout",
    "groomer",
    "superlative",
    "which village costs the most for the tuft & tail van to come out to",
    { contains: ["Crayle", "£6"], excludes: ["£5"] },
  ),
  n("latest-salon", "groomer", "superlative", "whats the latest tuft & tail's salon is open on any day", {
    contains: ["Thursday", "20:00"],
    excludes: ["18:00"],
  }),
  n("cheapest-trip", "coaches", "superlative", "cheapest of ridsdale's day trips for an adult", {
    contains: ["Manchester", "£25"],
    excludes: ["£30", "£32"],
  }),
  n("biggest-coach", "coaches", "superlative", "which is ridsdale's biggest coach", {
    contains: ["Merlin", "57"],
    excludes: ["Bluebell"],
  }),
  // count
  n("club-dogs", "groomer", "count", "how many dogs can tuft club look after in a day", {
    contains: ["18"],
  }),
  n("salon-days", "groomer", "count", "how many days a week is tuft & tail's salon open", {
    contains: ["6"],
  }),
  n("cornwall-nights", "coaches", "count", "how many nights is ridsdale's cornwall and eden project trip", {
    contains: ["5"],
  }),
  n("bernie-years", "coaches", "count", "how many years did bernie drive for ridsdale's", {
    contains: ["38"],
  }),
  // not_found
  n("webcam", "groomer", "not_found", "is there a webcam at tuft club so i can watch my dog from work", NONE),
  n("dog-food", "groomer", "not_found", "does tuft & tail sell dog food", NONE),
  n("insurance", "coaches", "not_found", "does ridsdale's sell travel insurance for their holidays", NONE),
  n("wifi", "coaches", "not_found", "is there wifi on ridsdale's coaches", NONE),
  n("tattoo", "coaches", "not_found", "how much is ridsdale's trip to the edinburgh military tattoo", NONE),
  // form
  ...NAVIGATOR_BRUME_FORMS,
];
