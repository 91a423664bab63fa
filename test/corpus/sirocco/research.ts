import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// SIROCCO: the forty-fourth held-out part of the research corpus on two sites of its own (a pick-your-own fruit farm
// with a pumpkin patch and a Christmas tree field, and a carpet and flooring shop with two showrooms), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fellbrook Farm every fruit
// is out of season, and apples keep their price in June 2027; 2 kg of kale and 4 leeks is 2 × £4 + 4 × 60p; Monday 28
// December falls in the shop's "Sunday 27 to Wednesday 30 December" row, open though the shop shuts on Mondays in
// winter; a 7ft to 8ft ready-cut Nordmann Fir delivered to Zone 2 with a metal stand is £82 + £24 + £18 (delivery is
// free only in Zone 1); Santa on Sunday 13 December for 2 adults, 2 children and a baby is 2 × £7.50 + 2 × £15.50, the
// baby free; Year 5 is Key Stage 2 and Year 1 Key Stage 1, so 32 pupils and 6 adults on the Christmas Tree Trail is 32
// × £7.50 and 2 adults over the 4 free at £4; a Farmyard Party for 18 is £160 + 3 × £10; the Pumpkin Festival finished
// on 1 November and 2027's prices aren't given. At Corrie & Webb 16 m² of Hadley Twist with Standard underlay, fitted,
// is 16 × (£32.99 + £3.95 + £6.50); 13 straight stairs of carpet is 13 × £15; 20 m² taken up and taken away with 2
// rooms of furniture moved is 20 × (£2 + £1.50) + 2 × £30; £2,400 over 24 months is a £240 deposit and £2,160 / 24; 0%
// over 24 months starts at £1,000; OK7 is a free village postcode; Halesford shuts at 19:00 on a Thursday and Oakhurst
// at 17:00.
const r = researchItem("si-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_SIROCCO: ResearchItem[] = [
  // fruitfarm
  r("apples", "fruitfarm", "price", "how much is it a kg to pick your own apples /picking", {
    contains: ["£2.80"],
    excludes: ["£3.10"],
  }),
  r(
    "kale-leeks",
    "fruitfarm",
    "price",
    "we picked 2kg of kale and 4 leeks today hw much will that be /picking",
    {
      contains: ["£10.40"],
      excludes: ["£4.50"],
    },
  ),
  r("blueberries", "fruitfarm", "date", "when can u pick blueberries /picking", {
    contains: ["July", "August"],
    excludes: ["June"],
  }),
  r("picking-now", "fruitfarm", "list", "what can we pick at the moment /picking", {
    contains: ["Brussels sprouts", "kale", "leeks", "parsnips"],
    excludes: ["Sweetcorn", "Runner beans"],
  }),
  r("ladders", "fruitfarm", "yes_no", "can i bring my own ladder for the apple trees /picking", {
    answer: "no",
  }),
  r(
    "grazing",
    "fruitfarm",
    "yes_no",
    "do u charge if the kids eat strawberries while we're picking /picking",
    {
      answer: "yes",
    },
  ),
  r(
    "summer-last-entry",
    "fruitfarm",
    "time",
    "in the summer whats last entry to the fields on a saturday /visit",
    {
      contains: ["16:00"],
      excludes: ["16:30"],
    },
  ),
  r("shop-28-december", "fruitfarm", "yes_no", "is the farm shop open on monday 28th december /visit", {
    answer: "yes",
  }),
  r("cafe-christmas-eve", "fruitfarm", "time", "what time does the cafe shut on xmas eve /visit", {
    contains: ["13:00"],
    excludes: ["14:00"],
  }),
  r("tree-entrance", "fruitfarm", "fact", "which entrance do we use for the christmas trees /visit", {
    contains: ["Tenter Lane"],
    excludes: ["Fellbrook Lane"],
  }),
  r("nordmann-6-7", "fruitfarm", "price", "hw much for a 6-7ft nordman fir if we cut it ourselves /trees", {
    contains: ["£60"],
    excludes: ["£66"],
  }),
  r(
    "delivered-zone-2",
    "fruitfarm",
    "price",
    "we're in zone 2, how much for a 7-8ft ready cut nordmann delivered, with one of your metal stands /trees",
    {
      contains: ["£124"],
      excludes: ["£28"],
    },
  ),
  r("spruce-9ft", "fruitfarm", "yes_no", "can i cut my own 9ft norway spruce /trees", { answer: "no" }),
  r("cheapest-tree", "fruitfarm", "price", "whats the cheapest tree you sell /trees", {
    contains: ["£19"],
    excludes: ["£26"],
  }),
  r(
    "santa-family",
    "fruitfarm",
    "price",
    "we're a family of 5, 2 adults and 3 kids aged 9, 6 and 10 months, how much for santa on sunday 13th december /hayloft",
    {
      contains: ["£46"],
      excludes: ["£13.50"],
    },
  ),
  r(
    "santa-sold-out",
    "fruitfarm",
    "list",
    "which santa times are sold out on sunday 20th december /hayloft",
    {
      contains: ["10:00", "13:00", "14:30"],
      excludes: ["11:30"],
    },
  ),
  r("pumpkins-over", "fruitfarm", "yes_no", "is the pumpkin festival still on? /pumpkins", { answer: "no" }),
  r("year-5", "fruitfarm", "list", "which school trips can a year 5 class do /schools", {
    contains: ["Pollinators", "Pumpkin Science"],
    excludes: ["Little Seeds", "Farm to Fork"],
  }),
  r(
    "tree-trail-total",
    "fruitfarm",
    "price",
    "we'd like to bring 32 year 1 children and 6 adults on the christmas tree trail, what will it cost us /schools",
    {
      contains: ["£248"],
    },
  ),
  r("farmyard-18", "fruitfarm", "price", "how much for a farmyard party for 18 kids /parties", {
    contains: ["£190"],
    excludes: ["£175"],
  }),
  r("tree-manager", "fruitfarm", "name", "who is in charge of the christmas tree field /team", {
    contains: ["Tomasz Nowak"],
    excludes: ["Dev Kapoor"],
  }),
  r("staff", "fruitfarm", "count", "how many people work at the farm all year round /team", {
    contains: ["14"],
    excludes: ["60"],
  }),
  r("soft-play", "fruitfarm", "not_found", "is there a soft play area for toddlers /visit", NONE),
  r(
    "pumpkins-2027",
    "fruitfarm",
    "not_found",
    "how much will pumpkin festival tickets be next year /pumpkins",
    NONE,
  ),
  r("tree-lights", "fruitfarm", "not_found", "do you sell christmas tree lights /trees", NONE),
  // flooring
  r("hadley", "flooring", "price", "how much is hadley twist per m2 /carpets", {
    contains: ["£32.99"],
    excludes: ["£21.99"],
  }),
  r("saxony-stairs", "flooring", "yes_no", "can we have the everyday saxony on our stairs /carpets", {
    answer: "no",
  }),
  r("velvet-wait", "flooring", "fact", "how long would i have to wait for marlow velvet /carpets", {
    contains: ["3 to 4 weeks"],
    excludes: ["2 weeks"],
  }),
  r("wool", "flooring", "list", "which of your carpets are 100% wool /carpets", {
    contains: ["Cotswold Berber", "Marlow Velvet"],
    excludes: ["Hadley Twist", "Everyday Saxony"],
  }),
  r(
    "bedroom-total",
    "flooring",
    "price",
    "hw much for 16m2 of hadley twist in our bedroom with standard underlay, fitted /carpets",
    {
      contains: ["£695.04"],
    },
  ),
  r("cheapest-lvt", "flooring", "price", "cheapest lvt you do? /hard-floors", {
    contains: ["Nordic Oak Click", "£26.99"],
    excludes: ["£34.99"],
  }),
  r(
    "herringbone-heating",
    "flooring",
    "yes_no",
    "can the herringbone go over underfloor heating /hard-floors",
    {
      answer: "no",
    },
  ),
  r("in-stock", "flooring", "list", "which hard floors have you got in stock /hard-floors", {
    contains: ["Nordic Oak Click", "Forest 8mm", "AquaGuard", "Cushionfloor"],
    excludes: ["Harlow", "SafeStep", "Riverstone"],
  }),
  r("lvt-fitting", "flooring", "price", "how much do you charge to fit glue down lvt per sq m /fitting", {
    contains: ["£18"],
    excludes: ["£12"],
  }),
  r("stairs-13", "flooring", "price", "how much to fit carpet on 13 straight stairs /fitting", {
    contains: ["£195"],
    excludes: ["£22"],
  }),
  r(
    "uplift",
    "flooring",
    "price",
    "how much to take up and get rid of 20m2 of old carpet and underlay, and move the furniture in 2 rooms /fitting",
    {
      contains: ["£130"],
    },
  ),
  r("ok7", "flooring", "yes_no", "we're in OK7, do you charge to come out and measure /measuring", {
    answer: "no",
  }),
  r(
    "double-bedroom",
    "flooring",
    "fact",
    "roughly how much carpet would i need to buy for a double bedroom /measuring",
    {
      contains: ["14.8"],
      excludes: ["11.2"],
    },
  ),
  r("samples", "flooring", "count", "how many free samples can i order at once /samples", {
    contains: ["6"],
  }),
  r(
    "finance-2400",
    "flooring",
    "price",
    "if i spend £2,400 on 24 months interest free whats the monthly payment /finance",
    {
      contains: ["£90"],
      excludes: ["£75"],
    },
  ),
  r("finance-700", "flooring", "yes_no", "can i get 0% finance on a £700 order over 2 years /finance", {
    answer: "no",
  }),
  r("aquaguard", "flooring", "fact", "how long is the guarentee on the 12mm aquaguard laminate /guarantees", {
    contains: ["25 years"],
    excludes: ["10 years"],
  }),
  r("stains", "flooring", "name", "which carpet has a stain guarantee /guarantees", {
    contains: ["Stainaway Twist"],
    excludes: ["Hadley Twist"],
  }),
  r("oakhurst-tuesday", "flooring", "yes_no", "is the oakhurst showroom open on tuesdays /showrooms", {
    answer: "no",
  }),
  r("halesford-thursday", "flooring", "time", "what time does halesford close on a thursday /showrooms", {
    contains: ["19:00"],
    excludes: ["17:30"],
  }),
  r(
    "thursday-later",
    "flooring",
    "fact",
    "on a thursday how much later is halesford open than oakhurst /showrooms",
    {
      contains: ["2 hours"],
    },
  ),
  r("herringbone-fitter", "flooring", "name", "who fits herringbone floors /fitters", {
    contains: ["Kieran Doyle"],
    excludes: ["Jade Akintola"],
  }),
  r("fitters", "flooring", "count", "how many fitters have you got /fitters", {
    contains: ["5"],
    excludes: ["11"],
  }),
  r("grass", "flooring", "not_found", "do you sell artificial grass /hard-floors", NONE),
  r("klarna", "flooring", "not_found", "can i pay with klarna /finance", NONE),
];
