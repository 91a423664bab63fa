import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// FINAL: a held-out part of the research corpus on two sites of its own (a vet practice and a primary school), run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("f-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_FINAL: ResearchItem[] = [
  // vet practice
  r(
    "millbrook-wed-close",
    "vets",
    "time",
    "what time does the millbrook surgery close on a wednesday /our-practices",
    { contains: ["13:00"], excludes: ["18:00", "19:00"] },
  ),
  r("orchard-sat-open", "vets", "time", "When does Orchard Road open on Saturdays? /our-practices", {
    contains: ["8:30"],
    excludes: ["9:00", "8:00"],
  }),
  r(
    "op-dropoff",
    "vets",
    "time",
    "what time do I need to drop my dog off on the morning of her operation /services",
    { contains: ["8:45"], excludes: ["15:00", "20:00"] },
  ),
  r("spay-15kg", "vets", "price", "how much to spay a 15kg dog /prices", {
    contains: ["£395"],
    excludes: ["£340", "£465", "£310", "£110"],
  }),
  r("rabbit-booster", "vets", "price", "How much is the yearly booster for a rabbit? /prices", {
    contains: ["£49"],
    excludes: ["£56", "£52", "£64"],
  }),
  r(
    "consult-nonmember",
    "vets",
    "price",
    "we're not in the health club - what does a normal consultation cost? /prices",
    { contains: ["£52"], excludes: ["£28", "£24", "£89"] },
  ),
  r(
    "large-dog-plan",
    "vets",
    "price",
    "how much a month is the health club for a labrador, she's about 30kg /pet-health-club",
    { contains: ["£19.50"], excludes: ["£16", "£14.50", "£9.75"] },
  ),
  r("missed-appt", "vets", "price", "whats the charge if we miss an appointment /faq", {
    contains: ["£25"],
    excludes: ["£16.50", "£19"],
  }),
  r("nurses", "vets", "count", "How many registered nurses work at Ashcombe? /team", { contains: ["9"] }),
  r("orchard-parking", "vets", "count", "how many parking spaces are there at orchard road /faq", {
    contains: ["12"],
  }),
  r("millbrook-head-nurse", "vets", "name", "who is the head nurse at millbrook /team", {
    contains: ["Leanne Boateng"],
    excludes: ["Kerry Ashdown"],
  }),
  r("rabbit-vet", "vets", "name", "Which vet should we see about our rabbit? /team", {
    contains: ["Priya Chandran"],
    excludes: ["Hannah Mercer", "Tomasz Wilk", "Owen Fairclough"],
  }),
  r("millbrook-opened", "vets", "date", "when did the millbrook surgery open /", {
    contains: ["2019"],
    excludes: ["1978"],
  }),
  r("puppy-course", "vets", "date", "When does the next puppy course start? /news", {
    contains: ["12 January"],
    excludes: ["2 March"],
  }),
  r("millbrook-xray", "vets", "yes_no", "can they do x-rays at millbrook /services", { answer: "no" }),
  r("reptiles", "vets", "yes_no", "Do you treat reptiles? /faq", { answer: "no" }),
  r("ultrasound-days", "vets", "list", "which days can my cat have an ultrasound scan /services", {
    contains: ["Tuesday", "Thursday"],
    excludes: ["Monday", "Wednesday"],
  }),
  r("cat-plan", "vets", "list", "What's included in the cat plan? /pet-health-club", {
    contains: ["booster", "flea"],
    excludes: ["kennel cough", "tick"],
  }),
  r("prescription-notice", "vets", "fact", "how much notice do you need for a repeat prescription /faq", {
    contains: ["48 hours"],
    excludes: ["72 hours", "24 hours"],
  }),
  r("member-food-discount", "vets", "fact", "what discount do club members get on food /pet-health-club", {
    contains: ["15%"],
    excludes: ["10%"],
  }),
  r("rabbit-neuter", "vets", "not_found", "how much does it cost to get a rabbit neutered /prices", NONE),
  r(
    "guinea-pig-plan",
    "vets",
    "not_found",
    "How much is the health club for a guinea pig? /pet-health-club",
    NONE,
  ),
  r(
    "ooh-fee",
    "vets",
    "not_found",
    "how much does the out of hours vet charge for an emergency visit /our-practices",
    NONE,
  ),
  r("wilk-qualified", "vets", "not_found", "When did Dr Tomasz Wilk qualify? /team", NONE),
  // primary school
  r("reception-home", "school", "time", "what time does reception finish /school-day", {
    contains: ["15:10"],
    excludes: ["15:15", "15:20"],
  }),
  r("y4-lunch", "school", "time", "my son is in year 4, what time is his lunch /school-day", {
    contains: ["12:15"],
    excludes: ["12:00", "11:45"],
  }),
  r("breakfast-start", "school", "time", "What time does breakfast club start? /clubs", {
    contains: ["7:45"],
    excludes: ["15:15"],
  }),
  r(
    "absence-call",
    "school",
    "time",
    "by what time do i have to ring in if my daughter is off sick /parents",
    { contains: ["9:15"], excludes: ["8:50", "9:20"] },
  ),
  r("sweatshirt-8", "school", "price", "how much is a school sweatshirt for an 8 year old /uniform", {
    contains: ["£12.50"],
    excludes: ["£11.50", "£14.00", "£14.50"],
  }),
  r(
    "asc-sibling",
    "school",
    "price",
    "we've got two kids in after school club till 6, how much is it for the second one? /clubs",
    { contains: ["£11"], excludes: ["£6", "£7", "£3.50"] },
  ),
  r("ks2-dinner", "school", "price", "How much are school dinners for a child in year 5? /meals", {
    contains: ["£2.65"],
    excludes: ["£0.30"],
  }),
  r("extra-nursery", "school", "price", "how much do extra nursery hours cost /admissions", {
    contains: ["£6.20"],
  }),
  r("pupils", "school", "count", "how many children go to fernhill /about", {
    contains: ["420"],
    excludes: ["60"],
  }),
  r("reception-places", "school", "count", "How many reception places are there each year? /admissions", {
    contains: ["60"],
    excludes: ["420"],
  }),
  r("senco", "school", "name", "who's the senco /staff", {
    contains: ["Fiona Lund"],
    excludes: ["Rachel Okonedo", "David Harcourt", "Laura Penhale"],
  }),
  r("willow-teacher", "school", "name", "Who teaches Willow class? /staff", {
    contains: ["Claire Hendry"],
    excludes: ["Femi Adeyemi", "Ruby Kaur"],
  }),
  r("back-after-xmas", "school", "date", "when do the kids go back after christmas /term-dates", {
    contains: ["5 January"],
    excludes: ["4 January", "18 December"],
  }),
  r("feb-half-term", "school", "date", "When is February half term? /term-dates", {
    contains: ["19 February"],
    excludes: ["18 February", "30 October", "4 June"],
  }),
  r("christmas-fair", "school", "date", "when is the christmas fair /news", {
    contains: ["5 December"],
    excludes: ["9 December", "10 December"],
  }),
  r(
    "apply-deadline",
    "school",
    "date",
    "whats the deadline to apply for a reception place for september 2027 /admissions",
    { contains: ["15 January"], excludes: ["16 April", "14 January"] },
  ),
  r("y2-free-meals", "school", "yes_no", "are school lunches free in year 2 /meals", { answer: "yes" }),
  r("y3-phone", "school", "yes_no", "Can my Year 3 child bring a mobile phone to school? /parents", {
    answer: "no",
  }),
  r("free-clubs", "school", "list", "which clubs are free /clubs", {
    contains: ["Choir", "Netball"],
    excludes: ["Football", "Coding", "Art"],
  }),
  r("inset-days", "school", "list", "what are the inset days this school year /term-dates", {
    contains: ["2 September 2026", "4 January", "26 March", "28 June", "22 July"],
    excludes: ["5 January", "3 May"],
  }),
  r("logo-shop", "school", "fact", "where do i buy the uniform with the logo on /uniform", {
    contains: ["Wexcombe Schoolwear"],
  }),
  r("tummy-bug", "school", "fact", "How long does he have to stay off after being sick? /parents", {
    contains: ["48 hours"],
    excludes: ["4 weeks"],
  }),
  r("late-pickup", "school", "fact", "what happens if I'm late picking up from after school club /clubs", {
    contains: ["£10"],
    excludes: ["£4.50", "£12.50"],
  }),
  r(
    "nursery-deadline",
    "school",
    "not_found",
    "What's the deadline for applying for a nursery place? /admissions",
    NONE,
  ),
  r("logo-fleece", "school", "not_found", "how much is the school fleece /uniform", NONE),
  r(
    "residential-cost",
    "school",
    "not_found",
    "how much does the year 6 residential cost altogether /news",
    NONE,
  ),
  r("holiday-club", "school", "not_found", "how much is the holiday club over half term /clubs", NONE),
];
