import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// FROST: the tenth held-out part of the research corpus on two sites of its own (an independent dry cleaner with
// two shops, and boarding kennels with a cattery and a day club), written by someone who did not tune the engines
// and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("z-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_FROST: ResearchItem[] = [
  // cleaners
  r("arcade-sat", "cleaners", "time", "what time does the arcade shut on a saturday /shops", {
    contains: ["17:00"],
    excludes: ["16:00", "17:30"],
  }),
  r("mill-thu", "cleaners", "time", "how late is mill st open on thursdays /shops", {
    contains: ["19:00"],
    excludes: ["18:00", "17:30"],
  }),
  r(
    "same-day",
    "cleaners",
    "time",
    "if i want a shirt back the same day from mill street whats the latest i can bring it in /prices",
    { contains: ["09:30"], excludes: ["12:00"] },
  ),
  r("xmas-eve-mill", "cleaners", "time", "christmas eve what time does mill st close /news", {
    contains: ["14:00"],
    excludes: ["16:00", "13:00"],
  }),
  r("suit-express", "cleaners", "price", "how much for a 2 piece suit on express /prices", {
    contains: ["£21.90"],
    excludes: ["£15.90", "£28.50"],
  }),
  r("long-coat", "cleaners", "price", "price to dry clean a full length wool coat /prices", {
    contains: ["£19.50"],
    excludes: ["£16.50", "£22.00"],
  }),
  r(
    "six-shirts",
    "cleaners",
    "price",
    "ive got 6 shirts to go on hangers, whats the price per shirt then /prices",
    { contains: ["£2.10"], excludes: ["£2.90", "£3.40"] },
  ),
  r(
    "sleeves",
    "cleaners",
    "price",
    "cost to shorten the sleeves on a suit jacket that has real working buttonholes /alterations",
    { contains: ["£38.00"], excludes: ["£24.00"] },
  ),
  r(
    "coldbrook",
    "cleaners",
    "price",
    "whats the charge for you to come and collect from coldbrook /collect",
    {
      contains: ["£4.95"],
      excludes: ["£3.50", "£7.50"],
    },
  ),
  r("no-express", "cleaners", "list", "what stuff cant i get done on express /prices", {
    contains: ["parka", "duvet"],
    excludes: ["Tie", "Blouse"],
  }),
  r(
    "wedding-box",
    "cleaners",
    "price",
    "whats it cost to have my wedding dress cleaned and then boxed up to keep /wedding-dresses",
    { contains: ["£210"], excludes: ["£145"] },
  ),
  r("new-shirt", "cleaners", "price", "whats a shirt on a hanger going to cost after the price rise /news", {
    contains: ["£2.60"],
    excludes: ["£15.00"],
  }),
  r("staff", "cleaners", "count", "how many people work at pressleys in total /people", {
    contains: ["12"],
    excludes: ["8"],
  }),
  r(
    "arcade-days",
    "cleaners",
    "count",
    "how many working days does a normal clean take if i hand it in at the arcade /prices",
    { contains: ["4"], excludes: ["3", "7"] },
  ),
  r("seamstress", "cleaners", "name", "who does the alterations these days /people", {
    contains: ["Aisha Rahman"],
    excludes: ["Priya Shah"],
  }),
  r("rise-date", "cleaners", "date", "from what date are the prices going up /news", {
    contains: ["4 January"],
    excludes: ["1 January", "2 January"],
  }),
  r(
    "xmas-deadline",
    "cleaners",
    "date",
    "last day to hand stuff in so its back before christmas, normal service not express /news",
    { contains: ["19 December"], excludes: ["23 December", "18 December"] },
  ),
  r("cash-arcade", "cleaners", "yes_no", "can i pay cash at the arcade /faq", { answer: "no" }),
  r("swap-shops", "cleaners", "yes_no", "can i drop off at mill st and pick it up from the arcade /faq", {
    answer: "yes",
  }),
  r("zone-3", "cleaners", "list", "which villages are in zone 3 for pick ups /collect", {
    contains: ["Marsh Ditton", "Fenby", "Little Orrell"],
    excludes: ["Coldbrook", "Sedley"],
  }),
  r("uncollected", "cleaners", "fact", "how long do you hang on to stuff people never come back for /faq", {
    contains: ["3 months"],
    excludes: ["7 days"],
  }),
  r("rug", "cleaners", "not_found", "how much to clean a rug /prices", NONE),
  r(
    "contract",
    "cleaners",
    "not_found",
    "is there a minimum contract length for a business account /business",
    NONE,
  ),
  r(
    "bank-holiday",
    "cleaners",
    "not_found",
    "do you charge extra to collect on a bank holiday /collect",
    NONE,
  ),
  r("student", "cleaners", "not_found", "do you do a student discount /faq", NONE),
  // kennels
  r("lab-august", "kennels", "price", "how much a night for my 30kg lab in august /dogs", {
    contains: ["£36.50"],
    excludes: ["£31.00", "£32.00", "£41.00"],
  }),
  r("small-off-peak", "kennels", "price", "off peak price for a little dog, hes about 7 kilos /dogs", {
    contains: ["£24.00"],
    excludes: ["£28.50", "£27.50"],
  }),
  r(
    "second-collie",
    "kennels",
    "price",
    "my 2 collies are both around 20kg and share a kennel, what does the 2nd one cost a night /dogs",
    { contains: ["£21.00"], excludes: ["£18.00", "£24.00"] },
  ),
  r("three-cats-xmas", "kennels", "price", "3 cats sharing over christmas, how much a night /cats", {
    contains: ["£38.00"],
    excludes: ["£33.00", "£29.00"],
  }),
  r("taxi-days", "kennels", "list", "which days does the taxi thing run /pet-taxi", {
    contains: ["Monday", "Tuesday", "Thursday", "Friday"],
  }),
  r("half-day", "kennels", "price", "price of a half day at day club /daycare", {
    contains: ["£19"],
    excludes: ["£29", "£22"],
  }),
  r("insulin", "kennels", "price", "my dog needs insulin jabs, whats the extra charge per day /dogs", {
    contains: ["£4"],
    excludes: ["£1.50", "£6"],
  }),
  r("sat-collect", "kennels", "time", "what times can i pick my dog up on a saturday /times", {
    contains: ["14:00", "16:00"],
    excludes: ["11:00", "13:00"],
  }),
  r("fri-collect", "kennels", "time", "whats the latest i can collect on a friday /times", {
    contains: ["18:30"],
    excludes: ["17:30", "18:00"],
  }),
  r("club-opens", "kennels", "time", "what time does day club open in the mornings /daycare", {
    contains: ["07:30"],
    excludes: ["09:00"],
  }),
  r("chalets", "kennels", "count", "how many cat chalets have you got /cats", { contains: ["24"] }),
  r("giant-kennels", "kennels", "count", "how many of the kennels take the really big breeds /dogs", {
    contains: ["8"],
    excludes: ["42"],
  }),
  r("cattery-boss", "kennels", "name", "whos in charge of the cattery /team", {
    contains: ["Kirsty Bell"],
    excludes: ["Sally Ambrose", "Dan Ambrose"],
  }),
  r("trial-person", "kennels", "name", "who does the day club trial visits /team", {
    contains: ["Ollie Marsh"],
    excludes: ["Femi Adeyemi", "Hannah Price"],
  }),
  r("summer-peak", "kennels", "date", "when does the summer peak start and finish next year /dogs", {
    contains: ["23 July", "5 September"],
    excludes: ["28 May", "6 June"],
  }),
  r("dog-price-rise", "kennels", "date", "from when are the dog prices going up /news", {
    contains: ["1 March"],
    excludes: ["1 September"],
  }),
  r(
    "titre-lepto",
    "kennels",
    "yes_no",
    "can a titre test be used instead of the lepto vaccine /requirements",
    {
      answer: "no",
    },
  ),
  r("felv", "kennels", "yes_no", "does my cat have to have the leukaemia jab to stay /requirements", {
    answer: "no",
  }),
  r("dog-jabs", "kennels", "list", "which vaccinations does my dog need to board /requirements", {
    contains: ["distemper", "hepatitis", "parvovirus", "leptospirosis", "kennel cough"],
    excludes: ["cat flu"],
  }),
  r(
    "kc-lead",
    "kennels",
    "fact",
    "how long before coming does the kennel cough jab have to be done /requirements",
    { contains: ["7 days"], excludes: ["14 days", "10 days"] },
  ),
  r("deposit", "kennels", "fact", "how much notice to cancel and still get my deposit back /faq", {
    contains: ["28 days"],
  }),
  r(
    "long-stay",
    "kennels",
    "not_found",
    "is there a discount if my dog stays for a month or more /dogs",
    NONE,
  ),
  r("cat-food", "kennels", "not_found", "what brand of food do the cats get fed /cats", NONE),
  r("club-cancel", "kennels", "not_found", "whats the cancellation charge for day club /daycare", NONE),
  r("vet-phone", "kennels", "not_found", "whats the phone number of the vets you use /faq", NONE),
];
