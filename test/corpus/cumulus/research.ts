import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// CUMULUS: the thirty-ninth held-out part of the research corpus on two sites of its own (a vineyard and winery with a
// cellar door shop and café, and an auction house with two salerooms), written by someone who did not tune the
// engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read
// this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday, so the shop and café are on their November to
// March hours. At Hollowmere a case is 6 bottles (2 cases of Pinot Rosé is 2 × £86), a designated driver pays the
// driver's price, the cheapest red is sold out but still the cheapest, and the news carries 2025's price list. At
// Pennard & Lowe a £400 hammer price pays 30% with VAT on top (£520), a £3,000 painting is in the middle commission
// band, 30 miles is the 25 to 50 mile home visit, and the news carries 2025's premium.
const r = researchItem("cu-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_CUMULUS: ResearchItem[] = [
  // vineyard
  r("classic-price", "vineyard", "price", "how much is the classic tour with the tasting /visit", {
    contains: ["£24"],
    excludes: ["£34", "£62"],
  }),
  r(
    "sparkling-driver",
    "vineyard",
    "price",
    "what does the designated driver pay on the sparkling tour /visit",
    {
      contains: ["£20"],
      excludes: ["£34", "£48"],
    },
  ),
  r("lunch-length", "vineyard", "fact", "how long does the tour and lunch one take /visit", {
    contains: ["3½ hours"],
    excludes: ["2½ hours", "1½ hours"],
  }),
  r(
    "tasting-age",
    "vineyard",
    "count",
    "how old do you have to be to do the wine tasting on the classic tour /visit",
    {
      contains: ["18"],
    },
  ),
  r("masterclass-when", "vineyard", "date", "when is the winemaker masterclass on /visit", {
    contains: ["First Saturday"],
    excludes: ["Friday and Saturday"],
  }),
  r("bacchus-bottle", "vineyard", "price", "price of a bottle of bacchus /wines", {
    contains: ["£18"],
    excludes: ["£17", "£16"],
  }),
  r("two-cases", "vineyard", "price", "how much for 2 cases of the pinot rosé /wines", {
    contains: ["£172"],
    excludes: ["£148", "£176"],
  }),
  r("rose-stock", "vineyard", "yes_no", "have you got any of the sparkling rosé left /wines", {
    answer: "no",
  }),
  r("red-grapes", "vineyard", "list", "what grapes are in the hollowmere red /wines", {
    contains: ["Rondo", "Regent"],
    excludes: ["Chardonnay"],
  }),
  r("cheapest-red", "vineyard", "name", "whats your cheapest red /wines", {
    contains: ["Hollowmere Red", "£19"],
    excludes: ["£27"],
  }),
  r("reserve-discount", "vineyard", "fact", "what discount do reserve members get in the shop /club", {
    contains: ["15%"],
    excludes: ["10%", "20%"],
  }),
  r(
    "collector-bottles",
    "vineyard",
    "count",
    "how many bottles a quarter do you get on the top club level /club",
    {
      contains: ["12"],
      excludes: ["3"],
    },
  ),
  r("club-months", "vineyard", "list", "what months do the club boxes get sent out /club", {
    contains: ["March", "June", "September", "December"],
  }),
  r(
    "cafe-sunday",
    "vineyard",
    "time",
    "what time does the cafe shut on sundays at this time of year /cellar-door",
    {
      contains: ["15:00"],
      excludes: ["16:00", "17:00"],
    },
  ),
  r("shop-monday", "vineyard", "yes_no", "is the shop open mondays in the winter /cellar-door", {
    answer: "no",
  }),
  r("christmas-eve", "vineyard", "time", "what are the shop hours on christmas eve /cellar-door", {
    contains: ["10:00", "14:00"],
    excludes: ["13:00"],
  }),
  r(
    "free-england",
    "vineyard",
    "price",
    "how much do i need to spend to get free delivery in england /delivery",
    {
      contains: ["£120"],
      excludes: ["£60", "£180"],
    },
  ),
  r("scotland", "vineyard", "price", "how much does it cost to send wine to scotland /delivery", {
    contains: ["£14.95"],
    excludes: ["£24.95", "£9.95"],
  }),
  r("wassail", "vineyard", "date", "when's the wassail /events", {
    contains: ["16 January"],
    excludes: ["13 February"],
  }),
  r("orangery-seated", "vineyard", "count", "how many can sit down for a meal in the orangery /events", {
    contains: ["90"],
    excludes: ["140", "40"],
  }),
  r("barrel-evening", "vineyard", "price", "cost to hire the barrel room for an evening do /events", {
    contains: ["£750"],
    excludes: ["£450", "£1,600"],
  }),
  r("cellar-steps", "vineyard", "count", "how many steps down to the cellar on the sparkling tour /find-us", {
    contains: ["22"],
  }),
  r("acres", "vineyard", "not_found", "how many acres is the vineyard /find-us", NONE),
  r("winemaker", "vineyard", "not_found", "whats the name of your winemaker /visit", NONE),
  r("ev-charging", "vineyard", "not_found", "is there anywhere to charge an electric car /find-us", NONE),
  // auction
  r(
    "premium-low",
    "auction",
    "fact",
    "whats the buyers premium on something that goes for under a grand /buying",
    {
      contains: ["25%"],
      excludes: ["22%", "15%"],
    },
  ),
  r("premium-vat-mid", "auction", "fact", "buyer's premium including vat on a £5,000 lot /buying", {
    contains: ["26.4%"],
    excludes: ["30%", "18%"],
  }),
  r(
    "total-400",
    "auction",
    "price",
    "if i win something at £400 what do i pay in total with premium and vat /buying",
    {
      contains: ["£520"],
      excludes: ["26.4%"],
    },
  ),
  r("lotfinder", "auction", "fact", "is there an extra fee if i bid through lotfinder /buying", {
    contains: ["4%"],
    excludes: ["3%"],
  }),
  r("pay-by", "auction", "fact", "how long have i got to pay after the auction /buying", {
    contains: ["3 working days"],
    excludes: ["24 hours"],
  }),
  r("credit-card", "auction", "yes_no", "do you charge extra if i pay by credit card /buying", {
    answer: "yes",
    contains: ["2%"],
  }),
  r("commission-bid-by", "auction", "time", "whats the deadline for leaving a commission bid /buying", {
    contains: ["09:00"],
    excludes: ["16:00"],
  }),
  r("increment-700", "auction", "price", "how much do the bids go up by when its at about £700 /bidding", {
    contains: ["£20"],
    excludes: ["£10", "£50"],
  }),
  r(
    "commission-3000",
    "auction",
    "fact",
    "what commission do you take if my painting sells for £3,000 /selling",
    {
      contains: ["15%"],
      excludes: ["18%", "12%"],
    },
  ),
  r("minimum", "auction", "price", "whats the minimum commission per lot /selling", {
    contains: ["£15"],
    excludes: ["£4"],
  }),
  r("insurance", "auction", "fact", "how much do sellers pay for insurance /selling", {
    contains: ["1.5%"],
    excludes: ["10%"],
  }),
  r("withdraw", "auction", "fact", "what does it cost to pull a lot out of the sale /selling", {
    contains: ["10%"],
    excludes: ["1.5%"],
  }),
  r("paid-when", "auction", "fact", "how long until i get my money after my stuff sells /selling", {
    contains: ["21 days"],
    excludes: ["14 days"],
  }),
  r(
    "monday-walk-in",
    "auction",
    "yes_no",
    "can i just turn up with something to value at castlebridge on a monday /valuations",
    {
      answer: "yes",
    },
  ),
  r("stowell-friday", "auction", "time", "what times are the friday valuations at stowell /valuations", {
    contains: ["10:00", "15:00"],
    excludes: ["13:00", "16:00"],
  }),
  r("probate-fee", "auction", "price", "how much is a written valuation for probate /valuations", {
    contains: ["£120"],
    excludes: ["£45"],
  }),
  r("home-30-miles", "auction", "price", "how much is a home visit if i live 30 miles away /valuations", {
    contains: ["£80"],
    excludes: ["£45"],
  }),
  r("stowell-thursday", "auction", "yes_no", "can i pick my lots up from stowell on a thursday /collection", {
    answer: "no",
  }),
  r("storage", "auction", "price", "how much is storage per lot after the free days /collection", {
    contains: ["£3"],
    excludes: ["£8"],
  }),
  r("wardrobe-shipper", "auction", "name", "who can deliver a wardrobe i bought /collection", {
    contains: ["Hartley Removals"],
    excludes: ["Mailbox Castlebridge"],
  }),
  r("jewellery-expert", "auction", "name", "who's your jewellery expert /team", {
    contains: ["Oliver Lowe"],
    excludes: ["Harriet Pennard"],
  }),
  r("toy-sale", "auction", "date", "when's the next toy auction /auctions", {
    contains: ["12 December"],
    excludes: ["5 December"],
  }),
  r("books-viewing", "auction", "date", "when can i go and view the books and maps sale /auctions", {
    contains: ["16 January", "18 January"],
    excludes: ["27 January"],
  }),
  r("cafe", "auction", "not_found", "is there a cafe at the castlebridge saleroom /contact", NONE),
  r("lot-count", "auction", "not_found", "how many lots are in the fine art sale /auctions", NONE),
];
