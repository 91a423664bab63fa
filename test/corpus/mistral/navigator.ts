import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_MISTRAL_FORMS } from "./navigator-forms";

// MISTRAL: the forty-third held-out part of the navigator corpus on two sites of its own (a funeral director with
// two branches, and a wedding and events venue with a barn and a garden room), written by someone who did not tune
// the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read
// this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Hartsey's "last year" is 2025's prices in the
// news and "from january" the notice of 2027's; Netherby is closed on Saturdays, so not "this saturday" (28
// November), while Selbury's chapel of rest opens on Saturday mornings; Selbury closes at 18:30 on Thursdays, so "7pm
// today" is shut whatever the footer's "24 hours a day" says (that is the telephone, answered on Christmas Day too);
// a Simple Funeral at Netherby Crematorium is at 09:30 or 10:00, so with a celebrant it is £2,650 + £640 + £220;
// "next week" is Monday 30 November to Sunday 6 December, which holds the funerals of 1, 3 and 4 December. At the
// Osier Barn "for 2026 weddings" is the 2026 prices in the news; the Meadow package for 100 adults and 10 children is
// 100 × £89 + 10 × £39; a Friday in June in the whole venue with the Orchard package for 70 adults is £5,400 + 70 ×
// £112; 2027's dates left are those marked Available (8 of them), its Saturdays among them 6 March, 11 September and
// 23 October, and the cheapest for the whole venue Thursday 14 October.
const n = navItem("ms-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_MISTRAL: NavItem[] = [
  // fact
  n("company", "funeral", "fact", "hartsey funeral directors company number", {
    contains: ["00318840"],
    excludes: ["965312"],
  }),
  n("simple-last-year", "funeral", "fact", "what did a simple funeral cost at hartsey's last year", {
    contains: ["£2,495"],
    excludes: ["£2,650"],
  }),
  n("traditional-january", "funeral", "fact", "how much will hartsey's traditional funeral be from january", {
    contains: ["£3,895"],
    excludes: ["£3,795"],
  }),
  n(
    "mistry",
    "funeral",
    "fact",
    "what time is anjali mistry's funeral, hartsey funeral directors are doing it",
    {
      contains: ["14:15"],
      excludes: ["11:30"],
    },
  ),
  n(
    "netherby-total",
    "funeral",
    "fact",
    "roughly what would a simple funeral from hartsey's come to at netherby crematorium, with a celebrant",
    {
      contains: ["£3,510"],
      excludes: ["£695"],
    },
  ),
  n("vat", "venue", "fact", "osier barn vat number", {
    contains: ["GB 318 4420 66"],
    excludes: ["09815527"],
  }),
  n("saturday-2026", "venue", "fact", "how much was a summer saturday at the osier barn for 2026 weddings", {
    contains: ["£6,100"],
    excludes: ["£6,500"],
  }),
  n("meadow-100", "venue", "fact", "osier barn meadow package for 100 adults and 10 kids, how much", {
    contains: ["£9,290"],
    excludes: ["£112"],
  }),
  n(
    "friday-june",
    "venue",
    "fact",
    "total at the osier barn for a friday in june, whole venue, orchard package for 70 adults",
    {
      contains: ["£13,240"],
      excludes: ["£4,300"],
    },
  ),
  n("studio", "venue", "fact", "where is the osier barn's planning studio", {
    contains: ["5 Market Square"],
    excludes: ["Long Lane"],
  }),
  // yes_no
  n("netherby-saturday", "funeral", "yes_no", "is hartsey's netherby branch open this saturday", {
    answer: "no",
  }),
  n("christmas-phone", "funeral", "yes_no", "can i phone hartsey funeral directors on christmas day", {
    answer: "yes",
  }),
  n("selbury-7pm", "funeral", "yes_no", "can i call into hartsey's selbury branch at 7pm today", {
    answer: "no",
  }),
  n(
    "chapel-saturday",
    "funeral",
    "yes_no",
    "can i visit my mum in hartseys chapel of rest in selbury this saturday morning",
    { answer: "yes" },
  ),
  n("studio-monday", "venue", "yes_no", "is the osier barn planning studio open on mondays", {
    answer: "no",
  }),
  n(
    "rain",
    "venue",
    "yes_no",
    "if it rains at the osier barn do we have to pay extra to move the ceremony inside",
    { answer: "no" },
  ),
  n("caterer", "venue", "yes_no", "can we bring our own caterer to the osier barn", { answer: "no" }),
  // search: the answer is on a page linked from nowhere
  n(
    "repatriation",
    "funeral",
    "search",
    "does hartsey funeral directors bring people home from abroad? how much",
    {
      contains: ["£2,950"],
    },
  ),
  n("headstone", "funeral", "search", "how much is a headstone through hartsey's", { contains: ["£1,650"] }),
  n("vows", "venue", "search", "does the osier barn do vow renewals? how much", { contains: ["£1,250"] }),
  n(
    "shoot",
    "venue",
    "search",
    "can photographers hire the osier barn for a styled shoot? how much for half a day",
    {
      contains: ["£350"],
    },
  ),
  // list
  n("next-week", "funeral", "list", "which funerals are hartsey's holding next week", {
    contains: ["Haines", "Mistry", "Dwyer"],
    excludes: ["Pilling", "Cole"],
  }),
  n("netherby-staff", "funeral", "list", "who works at hartsey's netherby branch", {
    contains: ["James Tillbrook", "Amira Haddad", "Sunita Rao"],
    excludes: ["Eleanor Hartsey", "Callum Reid"],
  }),
  n("ashes-under-500", "funeral", "list", "where can hartseys bury ashes for less than £500", {
    contains: ["St Oswald", "Linden Meadow"],
    excludes: ["Selbury Cemetery"],
  }),
  n("saturdays-2027", "venue", "list", "which saturdays are still free at the osier barn in 2027", {
    contains: ["6 March", "11 September", "23 October"],
    excludes: ["20 March", "3 July"],
  }),
  n("gluten-free", "venue", "list", "which dishes on the osier barns wedding menu are gluton free", {
    contains: ["salmon", "Chicken supreme", "chocolate torte"],
    excludes: ["sirloin", "Wellington"],
  }),
  // superlative
  n("longest", "funeral", "superlative", "whos worked at hartseys funeral directors the longest", {
    contains: ["Pete Gorman"],
    excludes: ["Eleanor Hartsey"],
  }),
  n("cheapest-plan", "funeral", "superlative", "cheapest funeral plan at hartsey's if i pay all at once", {
    contains: ["Direct Cremation Plan", "£1,650"],
    excludes: ["£3,900"],
  }),
  n("cheapest-crematorium", "funeral", "superlative", "cheapest cremetorium fee on hartsey's price list", {
    contains: ["Netherby", "£640"],
    excludes: ["£695"],
  }),
  n("dearest-package", "venue", "superlative", "most expensive wedding package at the osier barn per adult", {
    contains: ["Harvest", "£139"],
    excludes: ["£112"],
  }),
  n(
    "cheapest-2027",
    "venue",
    "superlative",
    "cheapest date left at the osier barn in 2027 for the whole venue",
    {
      contains: ["14 October", "£3,000"],
      excludes: ["£1,950"],
    },
  ),
  // count
  n("staff", "funeral", "count", "how many people work at hartsey funeral directors", {
    contains: ["12"],
    excludes: ["4"],
  }),
  n("sold-out", "venue", "count", "how many of the osier barn's christmas party nights are sold out", {
    contains: ["2"],
  }),
  n("dates-2027", "venue", "count", "how many dates has the osier barn got left in 2027", {
    contains: ["8"],
  }),
  // not_found
  n("pets", "funeral", "not_found", "does hartsey funeral directors do pet cremations", NONE),
  n("sea", "funeral", "not_found", "how much does hartsey's charge for a burial at sea", NONE),
  n("hot-tub", "venue", "not_found", "is there a hot tub at the osier barn's bothy", NONE),
  n("charging", "venue", "not_found", "does the osier barn have ev charging points", NONE),
  n(
    "creche",
    "venue",
    "not_found",
    "is there a creche at the osier barn to look after kids during the wedding",
    NONE,
  ),
  // form
  ...NAVIGATOR_MISTRAL_FORMS,
];
