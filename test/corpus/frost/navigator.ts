import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_FROST_FORMS } from "./navigator-forms";

// FROST: the tenth held-out part of the navigator corpus on two sites of its own (an independent dry cleaner with
// two shops, and boarding kennels with a cattery and a day club), written by someone who did not tune the engines
// and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "next week" is the week of Monday 30 November.
const n = navItem("z-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_FROST: NavItem[] = [
  // fact
  n(
    "silk-blouse",
    "cleaners",
    "fact",
    "how much does it cost to get a silk blouse dry cleaned at pressleys",
    {
      contains: ["£7.50"],
      excludes: ["£5.20", "£7.20"],
    },
  ),
  n("arcade-fri", "cleaners", "fact", "what time does pressleys in the arcade close on a friday", {
    contains: ["17:30"],
    excludes: ["18:00", "17:00"],
  }),
  n(
    "mill-sat-open",
    "cleaners",
    "fact",
    "pressleys mill street what time do they open on a saturday morning",
    {
      contains: ["08:30"],
      excludes: ["07:30", "09:00"],
    },
  ),
  n(
    "orig-hem",
    "cleaners",
    "fact",
    "how much do pressleys charge to take up trousers but keep the original hem",
    { contains: ["£14.00"], excludes: ["£9.50"] },
  ),
  n(
    "arcade-phone",
    "cleaners",
    "fact",
    "whats the number for the pressleys shop in the arcade",
    { contains: ["01632 960 522"], excludes: ["01632 960 500", "01632 960 511"] },
    "/prices",
  ),
  n(
    "marsh-ditton",
    "cleaners",
    "fact",
    "what would pressleys charge me for a pick up, i live in marsh ditton",
    {
      contains: ["£7.50"],
      excludes: ["£4.95", "£3.50"],
    },
  ),
  n(
    "terrier",
    "kennels",
    "fact",
    "how much a night would it be to board my 12kg terrier at fernleigh next week",
    {
      contains: ["£27.50"],
      excludes: ["£32.00", "£24.00"],
    },
  ),
  n("weekday-drop", "kennels", "fact", "whats the latest i can drop my dog off at fernleigh on a weekday", {
    contains: ["11:00"],
    excludes: ["17:30", "18:00"],
  }),
  n("full-day", "kennels", "fact", "how much is a full day at fernleigh's day club", {
    contains: ["£29"],
    excludes: ["£19", "£260"],
  }),
  n(
    "two-cats-xmas",
    "kennels",
    "fact",
    "fernleigh cattery, price per night for 2 cats sharing over christmas",
    {
      contains: ["£29.00"],
      excludes: ["£25.00", "£38.00"],
    },
  ),
  n(
    "sun-collect",
    "kennels",
    "fact",
    "what time can you collect your dog from fernleigh kennels on a sunday",
    {
      contains: ["16:00", "17:30"],
      excludes: ["15:00"],
    },
  ),
  n(
    "cat-flu-lead",
    "kennels",
    "fact",
    "how long before their stay at fernleigh do my cats need to have had their flu jab",
    { contains: ["10 days"], excludes: ["7 days", "14 days"] },
  ),
  // yes_no
  n(
    "arcade-wed",
    "cleaners",
    "yes_no",
    "can i drop my dry cleaning off at pressleys in the arcade on a wednesday",
    {
      answer: "no",
    },
  ),
  n("keys", "cleaners", "yes_no", "do pressleys cut keys", { answer: "no" }),
  n("mill-cash", "cleaners", "yes_no", "can i pay cash at pressleys on mill street", { answer: "yes" }),
  n("wed-collect", "kennels", "yes_no", "can i pick my dog up from fernleigh on a wednesday afternoon", {
    answer: "no",
  }),
  n("puppy-club", "kennels", "yes_no", "my puppy is 5 months old, can she go to fernleigh day club", {
    answer: "no",
  }),
  n("guinea-pigs", "kennels", "yes_no", "will fernleigh kennels look after our guinea pigs over christmas", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "wedding-steam",
    "cleaners",
    "search",
    "how much do pressleys charge to steam a wedding dress before the big day",
    {
      contains: ["£65"],
      excludes: ["£145", "£210"],
    },
  ),
  n("sheepskin", "cleaners", "search", "how long does it take pressleys to clean a sheepskin coat", {
    contains: ["3 weeks"],
    excludes: ["6 weeks"],
  }),
  n("groom-large", "kennels", "search", "how much is a full groom for a large dog at fernleigh", {
    contains: ["£65"],
    excludes: ["£45", "£52", "£75"],
  }),
  n("taxi", "kennels", "search", "fernleigh pet taxi, how much each way if i live about 10 miles away", {
    contains: ["£20"],
    excludes: ["£12"],
  }),
  // list
  n("zone-2", "cleaners", "list", "which areas count as zone 2 for pressleys collections", {
    contains: ["Upper Hollinsbury", "Coldbrook", "Sedley"],
    excludes: ["Fenby", "Marsh Ditton"],
  }),
  n("mill-staff", "cleaners", "list", "who works at the pressleys on mill street", {
    contains: ["Tom Pressley", "Kev Doyle", "Priya Shah", "Bea Collins"],
    excludes: ["Lucy Tran", "Aisha Rahman"],
  }),
  n("slots", "cleaners", "list", "what times of day can pressleys van come and collect", {
    contains: ["08:00", "12:00", "18:00"],
  }),
  n("dog-jabs", "kennels", "list", "what jabs does my dog need to have to stay at fernleigh", {
    contains: ["distemper", "hepatitis", "parvovirus", "leptospirosis", "kennel cough"],
    excludes: ["cat flu"],
  }),
  n("kennel-staff", "kennels", "list", "who looks after the dogs in the kennels at fernleigh", {
    contains: ["Dan Ambrose", "Femi Adeyemi", "Grace Lund"],
    excludes: ["Kirsty Bell", "Ollie Marsh"],
  }),
  // superlative and count
  n("dearest-alteration", "cleaners", "superlative", "whats the dearest alteration pressleys do", {
    contains: ["£75.00"],
    excludes: ["£38.00", "£32.00"],
  }),
  n("longest-peak", "kennels", "superlative", "which of fernleigh's peak periods next year is the longest", {
    contains: ["23 July", "5 September"],
    excludes: ["26 March", "11 April"],
  }),
  n("arcade-days", "cleaners", "count", "how many days a week is pressleys in the arcade open", {
    contains: ["6"],
  }),
  n("kennel-count", "kennels", "count", "how many kennels have fernleigh got", {
    contains: ["42"],
    excludes: ["24"],
  }),
  n("club-size", "kennels", "count", "whats the most dogs fernleigh have in day club at once", {
    contains: ["18"],
  }),
  // not_found
  n(
    "ironing",
    "cleaners",
    "not_found",
    "does pressleys do an ironing only service and what does it cost",
    NONE,
  ),
  n("vat", "cleaners", "not_found", "whats pressleys vat number", NONE),
  n("puppy-training", "kennels", "not_found", "how much is puppy training at fernleigh", NONE),
  n(
    "webcam",
    "kennels",
    "not_found",
    "does fernleigh have webcams so i can watch my dog while im away",
    NONE,
  ),
  n("hydro", "kennels", "not_found", "what does fernleigh charge for hydrotherapy", NONE),
  // form
  ...NAVIGATOR_FROST_FORMS,
];
