import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_CUMULUS_FORMS } from "./navigator-forms";

// CUMULUS: the thirty-ninth held-out part of the navigator corpus on two sites of its own (a vineyard and winery with
// a cellar door shop and café, and an auction house with two salerooms), written by someone who did not tune the
// engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this
// file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Hollowmere it is winter (November to March): the
// shop and café are shut on Mondays and Tuesdays whatever the footer's 7 days a week say, the café opens at 10:00 on
// Saturdays, and the Classic Tour runs Friday to Sunday only, so "this wednesday" (2 December) it does not; 3 on the
// Classic Tour with one driving is 2 × £24 and £15; "last year" is 2025's price list in the news; Boxing Day is
// Saturday 26 December. At Pennard & Lowe "last year" is 2025's premium in the news; cash is Castlebridge's only,
// phone bids are for lots estimated at £300 or more, a sideboard is a large lot, and P&L Live, their own app, has no
// surcharge.
const n = navItem("cu-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_CUMULUS: NavItem[] = [
  // fact
  n("vineyard-company", "vineyard", "fact", "what's hollowmere vineyard's company number", {
    contains: ["10582736"],
    excludes: ["294 7715 08"],
  }),
  n("licence", "vineyard", "fact", "whats the premises licence number for hollowmere vineyard", {
    contains: ["ASH/PL/0419"],
    excludes: ["10582736"],
  }),
  n(
    "cuvee-last-year",
    "vineyard",
    "fact",
    "how much was a bottle of the classic cuvée at hollowmere last year",
    {
      contains: ["£29"],
      excludes: ["£32"],
    },
  ),
  n(
    "cafe-saturday",
    "vineyard",
    "fact",
    "what time does the cafe at hollowmere vineyard open this saturday",
    {
      contains: ["10:00"],
      excludes: ["09:30"],
    },
  ),
  n(
    "three-of-us",
    "vineyard",
    "fact",
    "how much is the classic tour at hollowmere for 3 of us if one is driving",
    {
      contains: ["£63"],
      excludes: ["£13"],
    },
  ),
  n("auction-vat", "auction", "fact", "what's pennard and lowe's vat number", {
    contains: ["GB 412 9087 35"],
    excludes: ["02241876"],
  }),
  n(
    "premium-last-year",
    "auction",
    "fact",
    "what was pennard & lowe's buyer's premium last year on stuff under £1,000",
    {
      contains: ["24%"],
      excludes: ["25%"],
    },
  ),
  n("fine-art-date", "auction", "fact", "when is pennard and lowe's next fine art sale", {
    contains: ["2 December"],
    excludes: ["28 January"],
  }),
  n(
    "stowell-viewing",
    "auction",
    "fact",
    "when can i have a look at the lots for pennard & lowe's general sale at stowell",
    {
      contains: ["4 December"],
      excludes: ["11 December"],
    },
  ),
  n(
    "sideboard-storage",
    "auction",
    "fact",
    "how much a day will pennard and lowe charge to store a sideboard once the free days run out",
    {
      contains: ["£8"],
      excludes: ["£3"],
    },
  ),
  // yes_no
  n("shop-tuesday", "vineyard", "yes_no", "is hollowmere vineyard's shop open on tuesdays at the moment", {
    answer: "no",
  }),
  n("classic-wednesday", "vineyard", "yes_no", "can we do the classic tour at hollowmere this wednesday", {
    answer: "no",
  }),
  n("france", "vineyard", "yes_no", "can hollowmere vineyard send wine to my sister in france", {
    answer: "no",
  }),
  n("cafe-boxing-day", "vineyard", "yes_no", "is the hollowmere cafe open on boxing day", { answer: "no" }),
  n("cash-stowell", "auction", "yes_no", "can i pay cash at pennard and lowe's stowell saleroom", {
    answer: "no",
  }),
  n("phone-150", "auction", "yes_no", "can i bid by phone at pennard & lowe on a lot estimated at £150", {
    answer: "no",
  }),
  n(
    "home-refund",
    "auction",
    "yes_no",
    "do pennard and lowe give you the home visit fee back if you sell with them",
    {
      answer: "yes",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n("gin", "vineyard", "search", "does hollowmere make a gin? how much is a big bottle", {
    contains: ["£36"],
    excludes: ["£19"],
  }),
  n("adopt", "vineyard", "search", "can i adopt a vine at hollowmere? how much is it", {
    contains: ["£48"],
  }),
  n("clearance", "auction", "search", "do pennard and lowe do house clearances? whats the starting price", {
    contains: ["£350"],
  }),
  n("coins", "auction", "search", "does pennard & lowe value coins and medals for free? when", {
    contains: ["first Thursday"],
  }),
  // list
  n("sold-out", "vineyard", "list", "which hollowmere wines are sold out", {
    contains: ["Sparkling Rosé", "Ortega", "Hollowmere Red"],
    excludes: ["Bacchus", "Blanc de Blancs"],
  }),
  n("driver-tours", "vineyard", "list", "which hollowmere tours are cheaper for the designated driver", {
    contains: ["Classic", "Sparkling", "Long Lunch"],
    excludes: ["Masterclass", "Vineyard Walk"],
  }),
  n("stowell-sales", "auction", "list", "which pennard and lowe sales are at the stowell saleroom", {
    contains: ["General", "Toys", "Country House Furniture"],
    excludes: ["Fine Art", "Jewellery"],
  }),
  n("stowell-team", "auction", "list", "which pennard & lowe specialists work at stowell", {
    contains: ["Dylan Rees", "Frances Okoye"],
    excludes: ["Harriet Pennard", "Oliver Lowe"],
  }),
  n(
    "valuation-days",
    "auction",
    "list",
    "what days can i get a free valuation at pennard and lowe in castlebridge",
    {
      contains: ["Monday", "Wednesday", "Saturday"],
      excludes: ["Tuesday", "Friday"],
    },
  ),
  // superlative
  n("dearest-wine", "vineyard", "superlative", "what's the most expensive bottle of wine at hollowmere", {
    contains: ["Blanc de Blancs", "£42"],
    excludes: ["£36"],
  }),
  n(
    "standing",
    "vineyard",
    "superlative",
    "which hollowmere space holds the most people for a standing party",
    {
      contains: ["Orangery", "140"],
      excludes: ["120"],
    },
  ),
  n("longest-tour", "vineyard", "superlative", "what's the longest tour you can do at hollowmere vineyard", {
    contains: ["Long Lunch"],
    excludes: ["2½ hours"],
  }),
  n(
    "cheapest-platform",
    "auction",
    "superlative",
    "cheapest website to bid on pennard and lowe's sales from home, not counting their own app",
    {
      contains: ["Gavelnet", "3%"],
      excludes: ["4%"],
    },
  ),
  n("last-january", "auction", "superlative", "what's the last pennard & lowe sale in january", {
    contains: ["Modern", "28 January"],
    excludes: ["23 January"],
  }),
  // count
  n("sparkling-count", "vineyard", "count", "how many sparkling wines does hollowmere make", {
    contains: ["3"],
  }),
  n("december-sales", "auction", "count", "how many sales has pennard and lowe got in december", {
    contains: ["4"],
  }),
  n("specialists", "auction", "count", "how many specialists are on pennard & lowe's team", {
    contains: ["6"],
  }),
  // not_found
  n("wifi", "vineyard", "not_found", "what's the wifi password at hollowmere's cafe", NONE),
  n("student", "vineyard", "not_found", "does hollowmere vineyard do a student discount on tours", NONE),
  n("forces", "vineyard", "not_found", "does hollowmere vineyard give a discount to the armed forces", NONE),
  n("parking", "auction", "not_found", "how much is parking at pennard and lowe in castlebridge", NONE),
  n("wheelchair", "auction", "not_found", "is pennard & lowe's stowell saleroom wheelchair accessible", NONE),
  // form
  ...NAVIGATOR_CUMULUS_FORMS,
];
