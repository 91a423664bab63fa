import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// ZONDA: the fiftieth held-out part of the research corpus on two sites of its own (a tailoring and alterations
// business with two shops, and a translation and interpreting agency with two offices), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must
// not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Kaur and Finch taking in jeans is £24
// (suit trousers £18); shortening a coat's sleeves is from £34 (a jacket's from £28); a skirt's hem and a new zip are
// £16 + £16; jeans shortened with the 3-day express are £12 + £10 for the order; suit trousers shortened next day are
// £14 + 50%; a full bespoke two-piece in fine wool is £1,550 (three-piece £1,790, made to measure £850); a made to
// measure three-piece in house cloth £790 (two-piece £650); the deposit is half, so £625 on a £1,250 suit; leather,
// suede and fur are not altered; Bramwell is shut on Mondays, takes no wedding dresses and closes at 17:00 on Saturdays
// (Elmsford 16:00), and Elmsford at 19:00 on Thursdays (17:30 on other weekdays); jeans are not let out; re-fits are
// free within 14 days; jeans and shorts take no new lining; linen is not made as a three-piece; standard alterations
// take 5 working days (express 3); clothes are kept 60 days; wedding dresses are booked 10 weeks ahead and fitted by
// Priti Shah; full bespoke has 3 fittings (made to measure 2); there are 4 cloths; nothing says curtains or Klarna. At
// Verity legal German is 12p a word (general 9p, medical 13p); 1,200 words of legal Polish are 1,200 × 14p; 300 words
// of general French are 300 × 9p = £27, under the £45 minimum; 12,000 words of general Spanish are 12,000 × 9p =
// £1,080, less 10% over 10,000 words; proofreading 5,000 words of medical Polish is 40% of 5,000 × 15p; a half day
// face to face for business in zone C is £190 + £60; a full day by video in court is £350 (business £300, face to
// face £410); Tigrinya, Farsi, Kurdish and Pashto are interpreted only; Saltmouth is shut on Mondays, closes at 13:00
// on Fridays (17:00 on other weekdays) and opens again on Tuesday 5 January (Wexley on Monday 4 January); telephone
// interpreting is by the hour only; Korean medical is "—"; every document but a passport or ID card can be sworn; the
// cheapest band is French, German, Spanish and Italian; an apostille takes about 10 working days; the weekend
// turnaround is 75% on top (urgent 50%); Yusuf Demir runs Saltmouth; Hana Sato manages Japanese; a full day is up to 8
// hours (a half day 4); nothing says video game scripts, Icelandic or charities.
const r = researchItem("zo-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_ZONDA: ResearchItem[] = [
  // tailors
  r("jeans-take-in", "tailors", "price", "how much to take in a pair of jeans /alterations", {
    contains: ["£24"],
    excludes: ["£18"],
  }),
  r("coat-sleeves", "tailors", "price", "cost to shorten the sleeves on a coat? /alterations", {
    contains: ["£34"],
    excludes: ["£28"],
  }),
  r(
    "skirt-hem-zip",
    "tailors",
    "price",
    "i need a skirt taken up and a new zip put in it, how much for both /alterations",
    {
      contains: ["£32"],
    },
  ),
  r(
    "jeans-express",
    "tailors",
    "price",
    "need my jeans shortening within 3 days, whats the total with the express /alterations",
    {
      contains: ["£22"],
    },
  ),
  r(
    "trousers-next-day",
    "tailors",
    "price",
    "how much to get suit trousers hemmed for the next day /alterations",
    {
      contains: ["£21"],
    },
  ),
  r("fine-wool-bespoke", "tailors", "price", "full bespoke two piece in the fine wool, price? /bespoke", {
    contains: ["£1,550"],
    excludes: ["£1,790", "£850"],
  }),
  r(
    "house-three-piece",
    "tailors",
    "price",
    "what do you charge for a made to measure three piece in your house cloth /bespoke",
    {
      contains: ["£790"],
      excludes: ["£650"],
    },
  ),
  r(
    "deposit",
    "tailors",
    "price",
    "how much deposit would i pay on a full bespoke two piece in the house cloth /bespoke",
    {
      contains: ["£625"],
      excludes: ["£1,250"],
    },
  ),
  r("leather", "tailors", "yes_no", "can you alter my leather jacket /alterations", {
    answer: "no",
  }),
  r("bramwell-monday", "tailors", "yes_no", "is the bramwell shop open mondays /shops", {
    answer: "no",
  }),
  r(
    "wedding-bramwell",
    "tailors",
    "yes_no",
    "can i get my wedding dress altered at the bramwell shop /weddings",
    {
      answer: "no",
    },
  ),
  r("jeans-let-out", "tailors", "yes_no", "can you let out a pair of jeans /alterations", {
    answer: "no",
  }),
  r(
    "refit",
    "tailors",
    "yes_no",
    "if the hem isn't right can i bring it back and get it redone for free /alterations",
    {
      answer: "yes",
    },
  ),
  r("no-lining", "tailors", "list", "which garments can't you put a new lining in /alterations", {
    contains: ["Jeans", "Shorts"],
    excludes: ["Skirt"],
  }),
  r("three-piece-cloths", "tailors", "list", "what cloths can i have a three piece suit made in /bespoke", {
    contains: ["House cloth", "Fine wool", "Cashmere"],
    excludes: ["Linen"],
  }),
  r("standard-time", "tailors", "fact", "how long does a normal alteration take /alterations", {
    contains: ["5 working days"],
    excludes: ["3 working days"],
  }),
  r("collect", "tailors", "fact", "how long have i got to pick my clothes up once they're done /faq", {
    contains: ["60 days"],
    excludes: ["14 days"],
  }),
  r(
    "wedding-notice",
    "tailors",
    "fact",
    "how far ahead do i need to book for wedding dress alterations /weddings",
    {
      contains: ["10 weeks"],
    },
  ),
  r("elmsford-thursday", "tailors", "time", "what time does the elmsford shop close on thursday /shops", {
    contains: ["19:00"],
    excludes: ["17:30"],
  }),
  r("bramwell-saturday", "tailors", "time", "what time does bramwell close on a saturday /shops", {
    contains: ["17:00"],
    excludes: ["16:00"],
  }),
  r("wedding-who", "tailors", "name", "who does the wedding dress fittings /team", {
    contains: ["Priti Shah"],
    excludes: ["Amrit Kaur"],
  }),
  r(
    "bespoke-fittings",
    "tailors",
    "count",
    "how many fittings will i need for a full bespoke suit /bespoke",
    {
      contains: ["3"],
      excludes: ["2 fittings"],
    },
  ),
  r("cloths-count", "tailors", "count", "how many different cloths do you make suits in /bespoke", {
    contains: ["4"],
  }),
  r("curtains", "tailors", "not_found", "do you alter curtains /alterations", NONE),
  r("klarna", "tailors", "not_found", "can i pay with klarna /faq", NONE),
  // translators
  r("german-legal", "translators", "price", "price per word for legal translation from german /translation", {
    contains: ["12p"],
    excludes: ["9p", "13p"],
  }),
  r(
    "polish-legal",
    "translators",
    "price",
    "1200 words of a legal contract into polish, how much would that be /translation",
    {
      contains: ["£168"],
    },
  ),
  r(
    "french-minimum",
    "translators",
    "price",
    "its only 300 words, general french to english, how much /translation",
    {
      contains: ["£45"],
      excludes: ["£27"],
    },
  ),
  r(
    "spanish-discount",
    "translators",
    "price",
    "12,000 words of general spanish, what's the price after your discount /translation",
    {
      contains: ["£972"],
      excludes: ["£1,080"],
    },
  ),
  r(
    "proofread",
    "translators",
    "price",
    "cost to proofread 5000 words of a medical polish translation someone else did? /translation",
    {
      contains: ["£300"],
    },
  ),
  r(
    "zone-c-half-day",
    "translators",
    "price",
    "face to face interpreter for half a day at a business meeting in zone C, total price /interpreting",
    {
      contains: ["£250"],
    },
  ),
  r(
    "video-court",
    "translators",
    "price",
    "video interpreting for a court hearing, full day price /interpreting",
    {
      contains: ["£350"],
      excludes: ["£300", "£410"],
    },
  ),
  r("tigrinya", "translators", "yes_no", "do you do interpreting in tigrinya /languages", {
    answer: "yes",
  }),
  r("pashto", "translators", "yes_no", "can you translate a document into pashto /languages", {
    answer: "no",
  }),
  r("saltmouth-monday", "translators", "yes_no", "is the saltmouth office open on mondays /offices", {
    answer: "no",
  }),
  r(
    "phone-half-day",
    "translators",
    "yes_no",
    "can i book a telephone interpreter for a half day /interpreting",
    {
      answer: "no",
    },
  ),
  r("korean-medical", "translators", "yes_no", "do you translate medical reports into korean /translation", {
    answer: "no",
  }),
  r("interpret-only", "translators", "list", "which languages do you only interpret /languages", {
    contains: ["Farsi", "Kurdish", "Pashto", "Tigrinya"],
    excludes: ["Urdu"],
  }),
  r("sworn-docs", "translators", "list", "which documents can you do a sworn translation of /certified", {
    contains: ["Birth", "Driving licence", "Degree", "Police"],
    excludes: ["Passport"],
  }),
  r(
    "cheapest-band",
    "translators",
    "list",
    "which languages are in your cheapest band for general translation /translation",
    {
      contains: ["French", "German", "Spanish", "Italian"],
      excludes: ["Dutch"],
    },
  ),
  r("apostille", "translators", "fact", "how long does an apostille take /certified", {
    contains: ["10 working days"],
    excludes: ["4 working days"],
  }),
  r(
    "weekend-extra",
    "translators",
    "fact",
    "whats the surcharge if i need it back over the weekend /translation",
    {
      contains: ["75%"],
      excludes: ["50%"],
    },
  ),
  r("saltmouth-friday", "translators", "time", "what time does saltmouth shut on a friday /offices", {
    contains: ["13:00"],
    excludes: ["17:00"],
  }),
  r("saltmouth-manager", "translators", "name", "who runs the saltmouth office /offices", {
    contains: ["Yusuf Demir"],
    excludes: ["Marta Kowalczyk"],
  }),
  r("japanese-who", "translators", "name", "who should i talk to about a japanese translation /team", {
    contains: ["Hana Sato"],
    excludes: ["Ines Duarte"],
  }),
  r("full-day-hours", "translators", "count", "how many hours is a full day of interpreting /interpreting", {
    contains: ["8"],
    excludes: ["4 hours"],
  }),
  r(
    "saltmouth-reopens",
    "translators",
    "date",
    "when does the saltmouth office open again after christmas /offices",
    {
      contains: ["5 January"],
      excludes: ["4 January"],
    },
  ),
  r("game", "translators", "not_found", "do you translate video game scripts /translation", NONE),
  r("icelandic", "translators", "not_found", "can you interpret icelandic /languages", NONE),
  r("charities", "translators", "not_found", "do you give charities a discount /translation", NONE),
];
