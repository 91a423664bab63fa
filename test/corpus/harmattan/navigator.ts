import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_HARMATTAN_FORMS } from "./navigator-forms";

// HARMATTAN: the forty-fifth held-out part of the navigator corpus on two sites of its own (an independent bridal
// shop with a boutique and an alterations studio, and a pet shop with a pet store in town and an aquatic centre),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Maybelle
// Bridal "last year" is 2026's prices as the news gave them in November 2025 and "from february" the notice of 2027's;
// 5 Sorrel Satin bridesmaid dresses are 5 × £165 less 10% for 5 or more; the boutique shuts on Mondays, so not "this
// monday" (30 November), while the studio is open on Mondays; the groom's hire is free with 5 or more others, and 6
// groomsmen are; over Christmas the boutique is shut from 25 to 28 December and on 1 January; the veils under £200 are
// the fingertip, chapel and blusher. At Brackenby "last year" is 2026's prices in the news of November 2025 and "from
// january" the notice of 2027's; two 12kg bags of Marsh Meadow Grain-Free to LM3 (Zone A, over £40) are 2 × £62.99
// with free delivery; the Aquatic Centre is open until 20:00 on a Thursday, so "7pm tonight" is open; the Pet Store
// shuts on Sundays, so not "this sunday" (29 November); no animal is sold from 18 December to 2 January; the most
// expensive tropical fish is the fighting fish, though a coldwater Oranda costs more.
const n = navItem("hm-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_HARMATTAN: NavItem[] = [
  // fact
  n("company", "bridal", "fact", "maybelle bridal company number", {
    contains: ["09314725"],
    excludes: ["GB 318 5520 94"],
  }),
  n(
    "saturday-last-year",
    "bridal",
    "fact",
    "what did a saturday appointment at maybelle bridal cost last year",
    {
      contains: ["£25"],
      excludes: ["£30"],
    },
  ),
  n(
    "elowen-february",
    "bridal",
    "fact",
    "how much will elowen atelier dresses be at maybelle bridal from february",
    {
      contains: ["£1,550"],
      excludes: ["£1,450"],
    },
  ),
  n(
    "bridesmaids-5",
    "bridal",
    "fact",
    "maybelle bridal, 5 bridesmaid dresses in the sorrel satin, how much",
    {
      contains: ["£742.50"],
    },
  ),
  n("studio-phone", "bridal", "fact", "whats the phone number for maybelle bridal's alterations studio", {
    contains: ["01632 960 215"],
    excludes: ["01632 960 214"],
  }),
  n("vat", "petshop", "fact", "brackenby pets vat number", {
    contains: ["GB 287 4410 63"],
    excludes: ["08841276"],
  }),
  n(
    "cat-last-year",
    "petshop",
    "fact",
    "what was a 6kg bag of whisker farm cat food at brackenby pets last year",
    {
      contains: ["£20.99"],
      excludes: ["£21.99"],
    },
  ),
  n(
    "hillside-january",
    "petshop",
    "fact",
    "how much will 12kg hillside working dog be at brackenby pets from january",
    {
      contains: ["£41.99"],
      excludes: ["£38.99"],
    },
  ),
  n(
    "grain-free-2",
    "petshop",
    "fact",
    "brackenby pets, two 12kg bags of marsh meadow grain free delivered to LM3, what's the total",
    {
      contains: ["£125.98"],
      excludes: ["£4.95"],
    },
  ),
  n("koi-15", "petshop", "fact", "how much is a 15-20cm koi at brackenby", {
    contains: ["£35"],
    excludes: ["£15"],
  }),
  // yes_no
  n("boutique-monday", "bridal", "yes_no", "is maybelle bridal's boutique open this monday", {
    answer: "no",
  }),
  n("studio-monday", "bridal", "yes_no", "can i drop my dress at maybelle's alterations studio on monday", {
    answer: "yes",
  }),
  n(
    "groom-free",
    "bridal",
    "yes_no",
    "my fiance and 6 groomsmen are hiring suits from maybelle bridal, does he get his free",
    {
      answer: "yes",
    },
  ),
  n("aquatic-7pm", "petshop", "yes_no", "can i pop into brackenby's aquatic centre at 7pm tonight", {
    answer: "yes",
  }),
  n("pet-store-sunday", "petshop", "yes_no", "is the brackenby pet store open this sunday", { answer: "no" }),
  n(
    "rabbit-christmas",
    "petshop",
    "yes_no",
    "can i buy a rabbit from brackenby pets on the 23rd december as a christmas present for my daughter",
    {
      answer: "no",
    },
  ),
  n("kittens", "petshop", "yes_no", "does brackenby pets sell kittens", { answer: "no" }),
  // search: the answer is on a page linked from nowhere
  n(
    "storage",
    "bridal",
    "search",
    "can maybelle bridal store my dress after my last fitting? how much a week after the free weeks",
    {
      contains: ["£15"],
    },
  ),
  n("mother", "bridal", "search", "does maybelle bridal do mother of the bride outfits? how much are they", {
    contains: ["£240"],
  }),
  n("aquascaping", "petshop", "search", "does brackenby pets run aquascaping workshops? how much", {
    contains: ["£65"],
  }),
  n("live-food", "petshop", "search", "does brackenby pets sell live daphnia? how much a bag", {
    contains: ["£2.75"],
  }),
  // list
  n("christmas-closed", "bridal", "list", "which days over christmas is maybelle bridal's boutique shut", {
    contains: ["25", "27 December", "28 December", "1 January"],
    excludes: ["30 December"],
  }),
  n("veils-under-200", "bridal", "list", "which veils at maybelle bridal are under £200", {
    contains: ["Fingertip", "Chapel", "Blusher"],
    excludes: ["Cathedral", "Mantilla"],
  }),
  n("seamstresses", "bridal", "list", "who are the seamstresses at maybelle bridal", {
    contains: ["Beatrice Kowalski", "Nell Parry", "Joy Adeyemi"],
    excludes: ["Sam Whitlow", "Priya Desai"],
  }),
  n("pairs", "petshop", "list", "which animals does brackenby pets only sell in pairs", {
    contains: ["Netherland dwarf", "lop", "Guinea pig", "Gerbil", "Fancy rat"],
    excludes: ["Syrian hamster", "Budgerigar"],
  }),
  n(
    "groups-of-8",
    "petshop",
    "list",
    "which tropical fish at brackenby have to be kept in groups of 8 or more",
    {
      contains: ["Cardinal tetra", "Harlequin rasbora", "Cherry shrimp"],
      excludes: ["Neon tetra", "Bronze corydoras"],
    },
  ),
  // superlative
  n(
    "longest-to-arrive",
    "bridal",
    "superlative",
    "which designer at maybelle bridal takes the longest to arrive",
    {
      contains: ["Celeste Couture"],
      excludes: ["Hartwell London"],
    },
  ),
  n("cheapest-designer", "bridal", "superlative", "cheapest wedding dress designer at maybelle bridal", {
    contains: ["Juniper & Rose", "£750"],
    excludes: ["£980"],
  }),
  n(
    "longest-seamstress",
    "bridal",
    "superlative",
    "which seamstress at maybelle bridal has been there the longest",
    {
      contains: ["Beatrice Kowalski"],
      excludes: ["Nell Parry"],
    },
  ),
  n("dearest-tropical", "petshop", "superlative", "most expensive tropical fish at brackenby pets", {
    contains: ["Siamese fighting fish", "£14.50"],
    excludes: ["£12.95", "£14.95"],
  }),
  n("biggest-kit", "petshop", "superlative", "whats the biggest tank kit brackenby sells", {
    contains: ["Reef Ready 300"],
    excludes: ["Showcase 200"],
  }),
  // count
  n("designers", "bridal", "count", "how many wedding dress designers does maybelle bridal have", {
    contains: ["6"],
  }),
  n("aquatic-staff", "petshop", "count", "how many people work at brackenby's aquatic centre", {
    contains: ["5"],
    excludes: ["6"],
  }),
  n("koi-sizes", "petshop", "count", "how many sizes of koi does brackenby pets sell", { contains: ["3"] }),
  // not_found
  n("rings", "bridal", "not_found", "does maybelle bridal sell engagement rings", NONE),
  n("tiara", "bridal", "not_found", "how much is a tiara at maybelle bridal", NONE),
  n("grooming", "petshop", "not_found", "does brackenby pets do dog grooming", NONE),
  n("tortoise", "petshop", "not_found", "does brackenby pets sell tortoises", NONE),
  n("horse-feed", "petshop", "not_found", "how much is horse feed at brackenby pets", NONE),
  // form
  ...NAVIGATOR_HARMATTAN_FORMS,
];
