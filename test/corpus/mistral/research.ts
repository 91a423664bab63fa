import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// MISTRAL: the forty-third held-out part of the research corpus on two sites of its own (a funeral director with
// two branches, and a wedding and events venue with a barn and a garden room), written by someone who did not tune
// the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read
// this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Hartsey's a Simple Funeral's service is at
// 09:30 or 10:00, so at Hollins Vale with a celebrant it is £2,650 + £695 + £220; a limousine comes only with the
// Traditional Funeral; the Simple Plan over 60 months is 60 × £76.50; over 60 months is for anyone up to 75 when
// they start; the Orchard Room for 3 hours with a finger buffet for 40 is £180 + 40 × £14.50. At the Osier Barn the
// whole venue is priced by day and season (June is May to September, April is April and October), the Orchard
// package for 80 adults and 6 children of 4 to 10 is 80 × £112 + 6 × £45, under 3s are free, 8 months before is
// within 6 to 12 months, the Lawn's ceremonies are May to September only, and 8 at the party night of Friday 11
// December is 8 × £52.
const r = researchItem("ms-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_MISTRAL: ResearchItem[] = [
  // funeral
  r("direct", "funeral", "price", "how much is a direct cremation /funerals", {
    contains: ["£1,450"],
    excludes: ["£2,650"],
  }),
  r("simple-limo", "funeral", "yes_no", "does the simple funeral come with a limo for the family /funerals", {
    answer: "no",
  }),
  r("child", "funeral", "yes_no", "do you charge for a funeral for a child /funerals", { answer: "no" }),
  r("horses", "funeral", "price", "how much extra is a horse drawn hearse /funerals", {
    contains: ["£1,350"],
    excludes: ["£295"],
  }),
  r("extras-under-200", "funeral", "list", "which of your extras are under £200 /funerals", {
    contains: ["Embalming", "webcast", "order of service"],
    excludes: ["limousine", "horse-drawn"],
  }),
  r(
    "early-cremation",
    "funeral",
    "price",
    "how much is a 9.30 cremation at hollins vale on a weekday /prices",
    {
      contains: ["£695"],
      excludes: ["£1,050"],
    },
  ),
  r("netherby-saturday", "funeral", "yes_no", "can we have a cremation at netherby on a saturday /prices", {
    answer: "no",
  }),
  r("new-grave", "funeral", "price", "cost of a new grave at selbury cemetery /prices", {
    contains: ["£2,450"],
    excludes: ["£1,180"],
  }),
  r(
    "all-in",
    "funeral",
    "price",
    "roughly how much all in for a simple funeral at hollins vale with a celebrant /prices",
    {
      contains: ["£3,565"],
      excludes: ["£1,050"],
    },
  ),
  r("upfront", "funeral", "yes_no", "do i have to pay the whole lot up front /prices", { answer: "no" }),
  r("traditional-24", "funeral", "price", "how much a month is the traditonal plan over 2 years /plans", {
    contains: ["£212.50"],
    excludes: ["£425", "£99.90"],
  }),
  r(
    "simple-60",
    "funeral",
    "price",
    "if i pay for the simple plan monthly over 60 months how much will i have paid altogether /plans",
    {
      contains: ["£4,590"],
      excludes: ["£162.50"],
    },
  ),
  r("age-78", "funeral", "yes_no", "im 78 can i spread the cost of a plan over 60 months /plans", {
    answer: "no",
  }),
  r("dwyer", "funeral", "date", "when is margaret dwyer's funeral /notices", {
    contains: ["4 December", "11:30"],
    excludes: ["14:15"],
  }),
  r("haines-donations", "funeral", "name", "where do donations go for bob haines /notices", {
    contains: ["Netherby Community First Responders"],
    excludes: ["Selbury Hospice"],
  }),
  r("hollins-list", "funeral", "list", "which funerals are at hollins vale crematorium /notices", {
    contains: ["Mistry", "Dwyer"],
    excludes: ["Pilling", "Haines"],
  }),
  r(
    "wake-40",
    "funeral",
    "price",
    "how much for the orchard room for 3 hours with a finger buffet for 40 people /gathering",
    {
      contains: ["£760"],
      excludes: ["£19.50"],
    },
  ),
  r("celery", "funeral", "yes_no", "is there celery in the hot bufet /gathering", { answer: "yes" }),
  r("netherby-wednesday", "funeral", "yes_no", "is the netherby branch open wednesday afternoon /branches", {
    answer: "no",
  }),
  r("selbury-thursday", "funeral", "time", "what time does the selbury branch shut on thursdays /branches", {
    contains: ["18:30"],
    excludes: ["17:00"],
  }),
  r("embalmer", "funeral", "name", "who does the embalming /team", {
    contains: ["Callum Reid"],
    excludes: ["Eleanor Hartsey"],
  }),
  r("directors", "funeral", "count", "how many funeral directors are there /team", {
    contains: ["4"],
    excludes: ["12"],
  }),
  r("sea", "funeral", "not_found", "do you do burials at sea /funerals", NONE),
  r("urn", "funeral", "not_found", "how much is an urn for the ashes /funerals", NONE),
  r("pets", "funeral", "not_found", "do you offer a pet cremation service /first-steps", NONE),
  // venue
  r("barn-dinner", "venue", "count", "how many can sit down for the meal in the barn /spaces", {
    contains: ["130"],
    excludes: ["150", "200"],
  }),
  r("outdoor-october", "venue", "yes_no", "can we get married outside in october /spaces", { answer: "no" }),
  r("both-rooms", "venue", "count", "how many for a sit down dinner if we use both rooms /spaces", {
    contains: ["180"],
    excludes: ["130"],
  }),
  r("bothy", "venue", "yes_no", "do we get the bothy free if we get married on a saturday /spaces", {
    answer: "yes",
  }),
  r("saturday-june", "venue", "price", "how much is the whole venue on a saturday in june /hire", {
    contains: ["£6,500"],
    excludes: ["£5,200"],
  }),
  r("cheapest-day", "venue", "price", "whats the cheapest day to hire the whole venue /hire", {
    contains: ["Monday to Thursday", "£2,200"],
    excludes: ["£3,900"],
  }),
  r("cancel-8-months", "venue", "fact", "if we cancel 8 months before how much do we lose /hire", {
    contains: ["50%"],
  }),
  r("registrar", "venue", "price", "how much is the registar on a saturday /hire", {
    contains: ["£640"],
    excludes: ["£560", "£720"],
  }),
  r("garden-sunday", "venue", "price", "how much to hire just the garden room on a sunday /hire", {
    contains: ["£1,950"],
    excludes: ["£2,450"],
  }),
  r(
    "orchard-total",
    "venue",
    "price",
    "how much would the orchard package be for 80 adults and 6 children aged 4 to 10 /weddings",
    {
      contains: ["£9,230"],
      excludes: ["£139"],
    },
  ),
  r("toddler", "venue", "yes_no", "do we have to pay for our 2 year old /weddings", { answer: "no" }),
  r(
    "fewest-saturday",
    "venue",
    "count",
    "whats the minimum number of adults for a saturday wedding in july /weddings",
    {
      contains: ["60"],
      excludes: ["40"],
    },
  ),
  r("harvest", "venue", "list", "whats included in the harvest package /weddings", {
    contains: ["Champagne", "cheese tower"],
    excludes: ["half a bottle"],
  }),
  r("gf-starter", "venue", "name", "which starter is gluten free /menus", {
    contains: ["salmon"],
    excludes: ["Ham hock", "burrata"],
  }),
  r("nuts", "venue", "yes_no", "does the vegan wellington have nuts in it /menus", { answer: "yes" }),
  r("corkage", "venue", "price", "corkage on a bottle of prosecco? /menus", {
    contains: ["£20"],
    excludes: ["£15"],
  }),
  r("bar", "venue", "time", "what time does the bar shut /info", {
    contains: ["23:30"],
    excludes: ["23:00"],
  }),
  r("dog", "venue", "yes_no", "can our dog come to the ceremony /info", { answer: "yes" }),
  r("lanterns", "venue", "yes_no", "are sky lanterns allowed /info", { answer: "no" }),
  r("ball", "venue", "price", "how much is the new years eve ball per person /parties", {
    contains: ["£95"],
    excludes: ["£59"],
  }),
  r("sold-out", "venue", "list", "which party nights are sold out /parties", {
    contains: ["5 December", "18 December"],
    excludes: ["4 December", "11 December"],
  }),
  r(
    "party-eight",
    "venue",
    "price",
    "how much for 8 of us at the party night on friday 11th december /parties",
    {
      contains: ["£416"],
      excludes: ["£59"],
    },
  ),
  r("chef", "venue", "name", "who is the head chef /team", {
    contains: ["Martin Fell"],
    excludes: ["Jess Okonjo"],
  }),
  r("cake", "venue", "not_found", "how much do you charge for a wedding cake /menus", NONE),
  r("marquee", "venue", "not_found", "can we put a marquee up on the lawn /spaces", NONE),
];
