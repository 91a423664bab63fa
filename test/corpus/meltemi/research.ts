import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// MELTEMI: the forty-ninth held-out part of the research corpus on two sites of its own (a holiday cottage letting
// agency with eight cottages in two villages, and an independent hearing care practice with two branches), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fernhallow a week at
// Netmakers in May is mid season, £910 (£640 in low season); Coastguard House's one low and mid season price spans two
// columns, £980 in October; Wren Cottage's one price spans the three seasons, £395 in August too (£450 at Christmas);
// a weekend at The Old Forge in February is 60% of its low season week, £470, so £282; a midweek break at Netmakers
// in October is 70% of £910, so £637; a summer week at Orchard Barn with 2 dogs is £1,340 + 2 × £30 (Orchard Barn's
// rent is not in the April 2027 rise); Mill House in August 2027 is £2,250 after 1 April 2027 (£2,150 now), and its New
// Year week £2,050 (Christmas £1,900); Harbour Loft and Coastguard House take no pets, Wren Cottage 1 dog and Mill
// House up to 3; Mill House and Coastguard House are let by the week only; the key office is shut on Mondays and
// shuts at 19:00 on Fridays (16:00 on other weekdays); arrival is from 16:00 (leaving by 10:00); cots are free; the
// log burners are at Gull Cottage and The Old Forge; Hawkscombe's cottages for dogs are Gull Cottage and Netmakers;
// the balance is due 8 weeks before; 35 days before arriving, cancelling costs half the rent; Priya Nair runs the key
// office; Coastguard House has 4 bedrooms (Mill House 5); nothing says a pool, a sauna or PayPal. At Pryce a pair of
// Premium aids in the ear is £2,895 (£1,595 one aid, £2,995 from 1 February 2027); two single Advanced aids behind the
// ear are 2 × £995 (the pair is £1,795), and single aids do not change in February; a rechargeable Advanced pair is
// £1,795 + £100; microsuction for both ears at 65 or over is £65 (£75 under 65); at home in RV6 that is £65 + £40; 3
// cards of size 13 batteries by post are 3 × £2.80 + £1.50; no children under 12; Kettlewick is shut on Saturdays,
// has no irrigation (Brinsford only) and shuts at 13:00 on Wednesdays; post is free on a box of 60; no GP referral
// is needed; the in-the-ear levels are Advanced, Premium and Ultimate (Essential is not made in the ear); the Gold
// plan adds wax removal and loss and damage cover; Friday's home visits are RV9, RV10 and RW1 to RW3; Essential aids
// have a 2-year warranty (4 years on the others); a size 312 battery lasts about 7 days; a 675's tab is blue; Dr Arun
// Mehta runs the tinnitus clinic and Rachel Byrne the Kettlewick branch; new aids come with 3 follow-up visits;
// Kettlewick opens again on Tuesday 5 January; nothing names the aids' makers or a discount for veterans.
const r = researchItem("me-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_MELTEMI: ResearchItem[] = [
  // cottages
  r("netmakers-may", "cottages", "price", "how much is netmakers for a week in may /prices", {
    contains: ["£910"],
    excludes: ["£640"],
  }),
  r("coastguard-oct", "cottages", "price", "coastguard house for a week in october, price? /prices", {
    contains: ["£980"],
    excludes: ["£1,720"],
  }),
  r("wren-august", "cottages", "price", "what does wren cottage cost for a week in august /prices", {
    contains: ["£395"],
    excludes: ["£450"],
  }),
  r(
    "forge-weekend",
    "cottages",
    "price",
    "how much would a weekend break at the old forge be in february /prices",
    {
      contains: ["£282"],
      excludes: ["£470"],
    },
  ),
  r(
    "netmakers-midweek",
    "cottages",
    "price",
    "midweek break at netmakers in october, what would that cost us /prices",
    {
      contains: ["£637"],
      excludes: ["£910"],
    },
  ),
  r(
    "orchard-dogs",
    "cottages",
    "price",
    "week at orchard barn in the summer holidays and we're bringing our 2 dogs, whats the total /prices",
    {
      contains: ["£1,400"],
    },
  ),
  r("mill-2027", "cottages", "price", "what will mill house cost for a week in august 2027 /prices", {
    contains: ["£2,250"],
    excludes: ["£2,150"],
  }),
  r("mill-new-year", "cottages", "price", "price of mill house for the new year week /prices", {
    contains: ["£2,050"],
    excludes: ["£1,900"],
  }),
  r("hamper", "cottages", "price", "how much is one of your welcome hampers /extras", {
    contains: ["£45"],
    excludes: ["£30"],
  }),
  r("loft-dog", "cottages", "yes_no", "can we bring our dog to harbour loft /cottages", {
    answer: "no",
  }),
  r("mill-weekend", "cottages", "yes_no", "can we book mill house for just a weekend /prices", {
    answer: "no",
  }),
  r("wren-two-dogs", "cottages", "yes_no", "are two dogs ok at wren cottage /cottages", {
    answer: "no",
  }),
  r("key-monday", "cottages", "yes_no", "is the key office in hawkscombe open on mondays /offices", {
    answer: "no",
  }),
  r("cot-charge", "cottages", "yes_no", "do you charge extra for a cot /extras", {
    answer: "no",
  }),
  r("log-burners", "cottages", "list", "which of the cottages have got a log burner /extras", {
    contains: ["Gull Cottage", "The Old Forge"],
    excludes: ["Mill House"],
  }),
  r("hawkscombe-dogs", "cottages", "list", "which cottages in hawkscombe are dog friendly /cottages", {
    contains: ["Gull Cottage", "Netmakers"],
    excludes: ["Harbour Loft", "Coastguard House"],
  }),
  r("balance", "cottages", "fact", "when do i have to pay the rest of the money /booking", {
    contains: ["8 weeks"],
  }),
  r(
    "cancel-5-weeks",
    "cottages",
    "fact",
    "if we have to cancel 5 weeks before we go what do we lose /booking",
    {
      contains: ["half"],
      excludes: ["whole rent"],
    },
  ),
  r("key-friday", "cottages", "time", "what time does the key office close on fridays /offices", {
    contains: ["19:00"],
    excludes: ["16:00"],
  }),
  r("check-in", "cottages", "time", "what time can we get into the cottage on arrival day /prices", {
    contains: ["16:00"],
    excludes: ["10:00"],
  }),
  r("key-manager", "cottages", "name", "who runs the key office /team", {
    contains: ["Priya Nair"],
    excludes: ["Amber Quinn"],
  }),
  r("coastguard-bedrooms", "cottages", "count", "how many bedrooms at coastguard house /cottages", {
    contains: ["4"],
    excludes: ["5"],
  }),
  r("mill-dogs", "cottages", "count", "how many dogs can come to mill house /cottages", {
    contains: ["3"],
    excludes: ["2 dogs"],
  }),
  r("pool", "cottages", "not_found", "does coastguard house have a swimming pool /cottages", NONE),
  r("sauna", "cottages", "not_found", "is there a sauna at mill house /cottages", NONE),
  r("paypal", "cottages", "not_found", "can i pay with paypal /booking", NONE),
  // hearing
  r("premium-ite", "hearing", "price", "how much is a pair of premium in the ear aids /hearing-aids", {
    contains: ["£2,895"],
    excludes: ["£1,595", "£2,995"],
  }),
  r(
    "two-singles",
    "hearing",
    "price",
    "if i buy one advanced behind the ear aid now and the other one next year, how much for both /hearing-aids",
    {
      contains: ["£1,990"],
      excludes: ["£1,795"],
    },
  ),
  r(
    "rechargeable",
    "hearing",
    "price",
    "pair of advanced behind the ear aids but rechargeable ones, how much /hearing-aids",
    {
      contains: ["£1,895"],
    },
  ),
  r("wax-72", "hearing", "price", "microsuction on both ears for my dad, hes 72, how much /ear-wax", {
    contains: ["£65"],
    excludes: ["£75"],
  }),
  r(
    "wax-home",
    "hearing",
    "price",
    "my mum is 80 and lives in RV6, what would microsuction on both ears at home cost all in /home-visits",
    {
      contains: ["£105"],
    },
  ),
  r(
    "batteries-post",
    "hearing",
    "price",
    "3 cards of size 13 batteries sent in the post, total price? /batteries",
    {
      contains: ["£9.90"],
    },
  ),
  r("child-9", "hearing", "yes_no", "can you test my 9 year old's hearing /hearing-tests", {
    answer: "no",
  }),
  r("kettlewick-saturday", "hearing", "yes_no", "is the kettlewick branch open saturdays /branches", {
    answer: "no",
  }),
  r("irrigation-kettlewick", "hearing", "yes_no", "can i have my ears irrigated at kettlewick /ear-wax", {
    answer: "no",
  }),
  r("referral", "hearing", "yes_no", "do i need a referral from my doctor first /faq", {
    answer: "no",
  }),
  r("box-post", "hearing", "yes_no", "is the postage free if i get a box of 60 /batteries", {
    answer: "yes",
  }),
  r("ite-levels", "hearing", "list", "which levels can i get as in the ear aids /hearing-aids", {
    contains: ["Advanced", "Premium", "Ultimate"],
    excludes: ["Essential"],
  }),
  r("gold-plan", "hearing", "list", "what do i get on the gold plan /aftercare", {
    contains: ["wax removal", "loss and damage"],
  }),
  r("friday-visits", "hearing", "list", "which postcodes do you do home visits in on a friday /home-visits", {
    contains: ["RV9", "RV10", "RW1 to RW3"],
    excludes: ["RV5"],
  }),
  r("essential-warranty", "hearing", "fact", "how long is the warranty on the essential aids /hearing-aids", {
    contains: ["2 years"],
    excludes: ["4 years"],
  }),
  r("battery-312", "hearing", "fact", "roughly how long does a 312 battery last /faq", {
    contains: ["7 days"],
    excludes: ["10 days"],
  }),
  r("tab-675", "hearing", "fact", "what colour tab is a 675 battery /batteries", {
    contains: ["Blue"],
    excludes: ["Orange"],
  }),
  r("kettlewick-wednesday", "hearing", "time", "what time does kettlewick shut on wednesday /branches", {
    contains: ["13:00"],
    excludes: ["17:30"],
  }),
  r("tinnitus-who", "hearing", "name", "who does the tinnitus clinic /tinnitus", {
    contains: ["Arun Mehta"],
  }),
  r("kettlewick-audiologist", "hearing", "name", "who's the audiologist at the kettlewick branch /team", {
    contains: ["Rachel Byrne"],
    excludes: ["Helen Pryce"],
  }),
  r(
    "follow-ups",
    "hearing",
    "count",
    "how many follow up appointments do i get with new aids /hearing-aids",
    {
      contains: ["3"],
    },
  ),
  r("kettlewick-reopens", "hearing", "date", "when does kettlewick open again after christmas /branches", {
    contains: ["5 January"],
    excludes: ["2 January"],
  }),
  r("brand", "hearing", "not_found", "what brand are the premium hearing aids /hearing-aids", NONE),
  r("veterans", "hearing", "not_found", "do you give a discount to veterans /hearing-aids", NONE),
];
