import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// HARMATTAN: the forty-fifth held-out part of the research corpus on two sites of its own (an independent bridal
// shop with a boutique and an alterations studio, and a pet shop with a pet store in town and an aquatic centre),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Maybelle
// Bridal a Celeste Couture sample is "None for sale"; a Juniper & Rose dress can be rushed in 10 weeks; an 8-year-old
// is under 12, kept at home on Saturdays; a hem on a lace-edged dress and a bustle is £195 + £65; taking in the sides
// of a one-layer dress 4 weeks before the wedding is £85 and 30% more; Kensington suits for the groom and 3 others are
// £109 + 3 × £85; Tuesday 29 December is in the boutique's "Tuesday 29 and Wednesday 30 December" row; the boutique
// shuts at 19:30 on a Thursday and 17:30 on a Wednesday; the sample sale is the coming January's, not 2025's. At
// Brackenby 12 neon tetras are 12 × £1.95 (10 or more); a Community 120 with its cabinet delivered and set up in LM7
// (Zone B) is £449 + £15 + £60; 2 guinea pigs and their indoor home are £50 + £89; 2 hours of tank cleaning is £45 and
// two more half hours at £20; pond fish are sold from April to October only, so not in November; LM8 is Zone B, where
// tank cleaning and pond clean-outs come and holiday feeding does not; Boxing Day shuts both stores.
const r = researchItem("hm-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_HARMATTAN: ResearchItem[] = [
  // bridal
  r("hartwell", "bridal", "price", "hartwell london dresses, how much roughly? /dresses", {
    contains: ["£1,850", "£2,900"],
    excludes: ["£1,200"],
  }),
  r(
    "celeste-sample",
    "bridal",
    "yes_no",
    "can i buy a celeste couture sample and take it home the same day /dresses",
    {
      answer: "no",
    },
  ),
  r(
    "juniper-rush",
    "bridal",
    "yes_no",
    "can juniper and rose rush a dress? our wedding is in 3 months /dresses",
    {
      answer: "yes",
    },
  ),
  r("size-30", "bridal", "list", "which designers do a size 30 /dresses", {
    contains: ["Marisol Bride", "Juniper & Rose"],
    excludes: ["Elowen Atelier", "Hartwell London"],
  }),
  r("prom", "bridal", "not_found", "do you sell prom dresses as well /dresses", NONE),
  r("saturday", "bridal", "price", "how much is it for a saturday appointment /appointments", {
    contains: ["£30"],
    excludes: ["£95"],
  }),
  r(
    "niece",
    "bridal",
    "yes_no",
    "can i bring my 8 year old niece to my saturday appointment? /appointments",
    {
      answer: "no",
    },
  ),
  r(
    "experience-guests",
    "bridal",
    "count",
    "how many people can i bring to the maybelle experience /appointments",
    {
      contains: ["8"],
      excludes: ["4"],
    },
  ),
  r("experience-length", "bridal", "fact", "how long does the maybelle experience last /appointments", {
    contains: ["2 hours 30 minutes"],
    excludes: ["1 hour 30 minutes"],
  }),
  r(
    "thursday-latest",
    "bridal",
    "time",
    "whats the latest appointment i can get on a thursday evening /appointments",
    {
      contains: ["18:00"],
      excludes: ["16:00"],
    },
  ),
  r("makeup", "bridal", "not_found", "do you do make up on the wedding morning /appointments", NONE),
  r("hem-layers", "bridal", "price", "how much to take up the hem on a dress with 3 layers /alterations", {
    contains: ["£145"],
    excludes: ["£95", "£195"],
  }),
  r(
    "hem-bustle",
    "bridal",
    "price",
    "i need the hem taking up and a bustle adding on my lace edged dress, how much altogether /alterations",
    {
      contains: ["£260"],
      excludes: ["£145"],
    },
  ),
  r(
    "rush-take-in",
    "bridal",
    "price",
    "wedding's in 4 weeks!! how much would u charge to take in the sides of my one layer dress /alterations",
    {
      contains: ["£110.50"],
    },
  ),
  r("elsewhere", "bridal", "yes_no", "will you alter a dress i bought online /alterations", {
    answer: "yes",
  }),
  r("trousers", "bridal", "price", "how much to shorten suit trousers /alterations", {
    contains: ["£18"],
    excludes: ["£38"],
  }),
  r(
    "kensington",
    "bridal",
    "price",
    "how much to hire kensington suits for the groom and 3 groomsmen /bridal-party",
    {
      contains: ["£364"],
      excludes: ["£99"],
    },
  ),
  r("midi", "bridal", "list", "which bridesmaid dresses come in a midi length /bridal-party", {
    contains: ["Maybelle Chiffon", "Juniper & Rose Bridesmaids"],
    excludes: ["Sorrel Satin", "Tilly Tulle"],
  }),
  r("cathedral", "bridal", "price", "how much is a cathedral length veil /accessories", {
    contains: ["£260"],
    excludes: ["£195"],
  }),
  r("studio-where", "bridal", "fact", "where is the alterations studio /visit", {
    contains: ["Tanners Yard"],
    excludes: ["Bridge Street"],
  }),
  r("studio-friday", "bridal", "time", "what time does the alterations studio close on a friday /visit", {
    contains: ["15:00"],
    excludes: ["17:00"],
  }),
  r("boutique-29th", "bridal", "yes_no", "is the boutique open on tuesday 29th december /visit", {
    answer: "yes",
  }),
  r(
    "thursday-later",
    "bridal",
    "fact",
    "how much later is the boutique open on a thursday than on a wednesday /visit",
    {
      contains: ["2 hours"],
    },
  ),
  r("menswear", "bridal", "name", "who does the menswear fittings /team", {
    contains: ["Tom Ellery"],
    excludes: ["Priya Desai"],
  }),
  r("lace", "bridal", "name", "which of ur seamstresses is best with lace /team", {
    contains: ["Nell Parry"],
    excludes: ["Joy Adeyemi"],
  }),
  r("seamstresses", "bridal", "count", "how many seamstresses have you got /team", {
    contains: ["3"],
    excludes: ["4"],
  }),
  r("sample-sale", "bridal", "date", "when's the next sample sale /news", {
    contains: ["16", "17 January"],
    excludes: ["19 January"],
  }),
  // petshop
  r("neons-12", "petshop", "price", "how much for 12 neon tetras /fish", {
    contains: ["£23.40"],
    excludes: ["£2.40"],
  }),
  r("betta", "petshop", "price", "price of a male siamese fighting fish? /fish", {
    contains: ["£14.50"],
    excludes: ["£12.95"],
  }),
  r("koi-now", "petshop", "yes_no", "can i buy some koi for my pond now /fish", { answer: "no" }),
  r("pond-fish", "petshop", "list", "which pond fish do you sell /fish", {
    contains: ["Shubunkin", "Koi", "Golden orfe"],
    excludes: ["Oranda", "White Cloud Mountain minnow"],
  }),
  r("new-tank", "petshop", "fact", "how long does a new tank need to run before you'll sell me fish /fish", {
    contains: ["14 days"],
    excludes: ["7 days"],
  }),
  r(
    "cardinals",
    "petshop",
    "count",
    "whats the least number of cardinal tetras i should keep together /fish",
    {
      contains: ["8"],
      excludes: ["6"],
    },
  ),
  r(
    "community-delivered",
    "petshop",
    "price",
    "how much for the community 120 with a cabinet, delivered and set up? we're LM7 /tanks",
    {
      contains: ["£524"],
      excludes: ["£45"],
    },
  ),
  r("cheapest-kit", "petshop", "price", "whats the cheapest tank kit you do /tanks", {
    contains: ["Nano 30", "£89"],
    excludes: ["£149"],
  }),
  r("deliver-25", "petshop", "yes_no", "do u deliver tanks to somewhere 25 miles away /tanks", {
    answer: "no",
  }),
  r("one-guinea-pig", "petshop", "yes_no", "can i just buy one guinea pig /small-pets", { answer: "no" }),
  r(
    "guinea-pigs-home",
    "petshop",
    "price",
    "2 guinea pigs and an indoor home for them, how much all in /small-pets",
    {
      contains: ["£139"],
      excludes: ["£245"],
    },
  ),
  r("bearded-dragon", "petshop", "not_found", "do you sell bearded dragons /small-pets", NONE),
  r("hillside-12", "petshop", "price", "how much is a 12kg bag of hillside working dog /food", {
    contains: ["£38.99"],
    excludes: ["£44.99"],
  }),
  r("12kg-foods", "petshop", "list", "which of your dog foods come in a 12kg bag /food", {
    contains: ["Hillside Working Dog", "Hillside Puppy", "Marsh Meadow Grain-Free"],
    excludes: ["Marsh Meadow Senior", "Whisker Farm"],
  }),
  r(
    "tank-clean-2h",
    "petshop",
    "price",
    "how much would it be to have my tank cleaned at home, it usually takes about 2 hours /services",
    {
      contains: ["£85"],
      excludes: ["£12"],
    },
  ),
  r("lm8", "petshop", "list", "what can you come and do at my house if i'm in LM8 /services", {
    contains: ["Tank cleaning", "Pond clean-out"],
    excludes: ["Holiday fish feeding"],
  }),
  r("nail-clip", "petshop", "fact", "when can i get my rabbits nails clipped /services", {
    contains: ["10:00", "12:00"],
  }),
  r("microchip", "petshop", "not_found", "can you microchip my rabbit /services", NONE),
  r("aquatic-thursday", "petshop", "time", "what time does the aquatic centre shut on thursdays /stores", {
    contains: ["20:00"],
    excludes: ["18:00"],
  }),
  r("boxing-day", "petshop", "yes_no", "is the pet store open on boxing day /stores", { answer: "no" }),
  r("koi-expert", "petshop", "name", "who's your koi expert /team", {
    contains: ["Farah Malik"],
    excludes: ["Owen Tate"],
  }),
  r("dog-aquatic", "petshop", "yes_no", "can i bring my dog with me to the aquatic centre /faq", {
    answer: "no",
  }),
  r("insurance", "petshop", "not_found", "do you sell pet insurance /faq", NONE),
];
