import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_SUNDOG_FORMS } from "./navigator-forms";

// SUNDOG: the thirty-fifth held-out part of the navigator corpus on two sites of its own (a wildlife park and a canal
// narrowboat holiday company with two bases), written by someone who did not tune the engines and run once at the
// very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday, in the park's winter season: "at the moment" and "this time of year" are winter
// hours; "from march" is the park's day tickets from 1 March 2027; the 26th of December is Boxing Day, whatever the
// footer says. The narrowboat company's bases are Kelford Basin and Nettlecombe Wharf: "august next year" is high
// season; its boats with wi-fi are the eight whose row says so, whatever the footer says; a short break from Kelford
// is a route whose best use is a weekend or a midweek break.
const n = navItem("sd-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_SUNDOG: NavItem[] = [
  // fact
  n("charity", "zoo", "fact", "what's the charity number for hartmoor wildlife park", {
    contains: ["1156240"],
    excludes: ["08814372"],
  }),
  n(
    "gate-march",
    "zoo",
    "fact",
    "how much will it be for an adult to get into hartmoor wildlife park on the gate from march",
    {
      contains: ["£22.50"],
      excludes: ["£21.00", "£19.95"],
    },
  ),
  n(
    "lemur-breakfast",
    "zoo",
    "fact",
    "how much does the lemur breakfast at hartmoor cost per person",
    { contains: ["£55"], excludes: ["£45"] },
    "/animals",
  ),
  n(
    "school-trip-phone",
    "zoo",
    "fact",
    "who do i ring at hartmoor wildlife park to sort out a school trip, what's the number",
    {
      contains: ["0121 496 0556"],
      excludes: ["0121 496 0550"],
    },
  ),
  n("closing-now", "zoo", "fact", "what time does hartmoor wildlife park shut at the moment", {
    contains: ["16:00"],
    excludes: ["17:30", "15:30"],
  }),
  n("vat", "narrowboat", "fact", "what's lapwing narrowboat holidays' vat number", {
    contains: ["GB 274 8815 39"],
    excludes: ["09481736"],
  }),
  n(
    "nettlecombe-phone",
    "narrowboat",
    "fact",
    "what's the phone number for lapwing's nettlecombe base",
    { contains: ["0116 496 0835"], excludes: ["0116 496 0821"] },
    "/day-boats",
  ),
  n(
    "goldcrest-august",
    "narrowboat",
    "fact",
    "how much is a week on lapwing's goldcrest in august next year",
    {
      contains: ["£2,560"],
      excludes: ["£2,450", "£2,150"],
    },
  ),
  n(
    "deposit-waiver",
    "narrowboat",
    "fact",
    "with lapwing, how much is the security deposit if we take the damage waiver",
    {
      contains: ["£100"],
      excludes: ["£500"],
    },
  ),
  // yes_no
  n("boxing-day", "zoo", "yes_no", "can we go to hartmoor wildlife park on the 26th of december", {
    answer: "no",
  }),
  n("labrador", "zoo", "yes_no", "can we bring our labrador round hartmoor wildlife park with us", {
    answer: "no",
  }),
  n("lemur-wood", "zoo", "yes_no", "my mum uses a wheelchair, can she get through lemur wood at hartmoor", {
    answer: "no",
  }),
  n(
    "kiosk-weekday",
    "zoo",
    "yes_no",
    "is the treetop kiosk at hartmoor open on weekdays at this time of year",
    {
      answer: "no",
    },
  ),
  n("skylark-dog", "narrowboat", "yes_no", "can our dog come with us on lapwing's skylark", { answer: "no" }),
  n("august-breaks", "narrowboat", "yes_no", "does lapwing do 3 night breaks in august", { answer: "no" }),
  n(
    "nettlecombe-station",
    "narrowboat",
    "yes_no",
    "can we get the train to lapwing's nettlecombe wharf, is there a station in the village",
    { answer: "no" },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "photography",
    "zoo",
    "search",
    "i do wildlife photography, can i get into hartmoor before it opens? what does it cost",
    {
      contains: ["£38"],
      excludes: ["£30"],
    },
  ),
  n(
    "bench",
    "zoo",
    "search",
    "can we put a memorial bench at hartmoor wildlife park for my grandad? how much does it cost",
    {
      contains: ["£1,250"],
      excludes: ["£350"],
    },
  ),
  n(
    "skipper",
    "narrowboat",
    "search",
    "can lapwing send someone to steer the boat with us on our first day? what does it cost for a day",
    {
      contains: ["£190"],
      excludes: ["£110"],
    },
  ),
  n(
    "moorings",
    "narrowboat",
    "search",
    "i own a 57 foot narrowboat, can i keep it at lapwing's nettlecombe wharf? how much a year",
    {
      contains: ["£2,175"],
      excludes: ["£2,480"],
    },
  ),
  // list
  n("thursday-talks", "zoo", "list", "which keeper talks can we catch at hartmoor on a thursday", {
    contains: ["Meerkats", "otters", "Red pandas", "Capybaras"],
    excludes: ["lemurs", "lynx", "squirrels"],
  }),
  n("south-america", "zoo", "list", "which of the animals at hartmoor come from south america", {
    contains: ["Capybaras", "tapirs"],
    excludes: ["Meerkats", "lemurs"],
  }),
  n("pass-perks", "zoo", "list", "what do you get with an annual pass at hartmoor wildlife park", {
    contains: ["parking", "10%", "Member Mornings"],
  }),
  n("six-berth", "narrowboat", "list", "which lapwing boats sleep 6 or more", {
    contains: ["Redshank", "Skylark", "Curlew", "Goldcrest"],
    excludes: ["Linnet", "Dunlin"],
  }),
  n("dog-day-boats", "narrowboat", "list", "which of lapwing's day boats can we take the dog on", {
    contains: ["Dabchick", "Little Grebe"],
    excludes: ["Pochard"],
  }),
  n(
    "kelford-short",
    "narrowboat",
    "list",
    "which routes from lapwing's kelford base can we do on a short break",
    {
      contains: ["Upper Ashby", "Brackenholme"],
      excludes: ["Kelford Ring"],
    },
  ),
  // superlative
  n("most-animals", "zoo", "superlative", "which animal does hartmoor wildlife park have the most of", {
    contains: ["Red squirrels", "14"],
    excludes: ["11"],
  }),
  n(
    "youngest-experience",
    "zoo",
    "superlative",
    "which hartmoor animal experience can the youngest children do",
    {
      contains: ["Meerkats", "6"],
      excludes: ["Lemur Breakfast"],
    },
  ),
  n("longest-boat", "narrowboat", "superlative", "what's the longest boat lapwing has", {
    contains: ["Goldcrest", "69 ft"],
    excludes: ["66 ft"],
  }),
  n("most-locks", "narrowboat", "superlative", "which lapwing route has the most locks", {
    contains: ["Four Valleys", "94"],
    excludes: ["71"],
  }),
  // count
  n(
    "blue-badge",
    "zoo",
    "count",
    "how many blue badge spaces are there at hartmoor wildlife park",
    { contains: ["24"], excludes: ["350", "200"] },
    "/faq",
  ),
  n("wheelchairs", "zoo", "count", "how many wheelchairs can you borrow at hartmoor", {
    contains: ["8"],
    excludes: ["3"],
  }),
  n("wifi-boats", "narrowboat", "count", "how many of lapwing's boats have wifi", {
    contains: ["8"],
    excludes: ["10"],
  }),
  n("nettlecombe-boats", "narrowboat", "count", "how many boats does lapwing keep at nettlecombe wharf", {
    contains: ["5"],
  }),
  // not_found
  n("wedding", "zoo", "not_found", "can we get married at hartmoor wildlife park", NONE),
  n("visitors", "zoo", "not_found", "how many visitors does hartmoor wildlife park get a year", NONE),
  n("overnight", "zoo", "not_found", "does hartmoor wildlife park do overnight stays in the park", NONE),
  n(
    "diesel",
    "narrowboat",
    "not_found",
    "how many litres of diesel does a lapwing boat use in an hour",
    NONE,
  ),
  n("for-sale", "narrowboat", "not_found", "does lapwing sell any of its old boats", NONE),
  // form
  ...NAVIGATOR_SUNDOG_FORMS,
];
