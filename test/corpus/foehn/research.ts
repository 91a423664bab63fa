import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// FOEHN: the fifty-sixth held-out part of the research corpus on two sites of its own (a physiotherapy practice with
// two clinics, and a home broadband provider with two shops), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are
// created at 2026-11-26T10:00:00Z, a Thursday. At Ashgrove Physiotherapy a 45-minute daytime follow-up is £58 (in
// the evening £64, 60 minutes £72, last year £54); a 60-minute Saturday initial assessment £88 (daytime £80, 45
// minutes £72); a student's 45-minute daytime follow-up £58 less 10%; six single mat classes 6 × £16 against a block
// of six's £84; a 30-minute evening sports massage £42 (daytime £38); a 60-minute Saturday sports massage after the
// March rise £68 + £3; a reformer class £24 (mat £16); a daytime initial acupuncture £60 (evening £66); Dunmore is
// shut on Saturdays and open until 20:00 on Thursdays; Vitality is Kelby only; under 24 hours' notice the full fee is
// charged; the 10% is not off classes; Bupa, AXA Health, Aviva, WPA and Simplyhealth at Dunmore; Reformer Pilates,
// knee and hip rehab and the beginners' mat classes at Kelby; 24 hours' notice; shorts for a knee; a block lasts 8
// weeks; Kelby shuts at 17:00 on Fridays (Dunmore 18:00); back rehab at 18:30; Li Wei does acupuncture; Megan Holt
// is the clinical lead; 6 reformer places (mat 10); nothing says hydrotherapy or what Dunmore's parking costs. At
// Brightline Broadband Fibre 500 on 24 months is £33 (12 months £38, after 24 months £46, last year £31.50); Fibre
// 150's first year on 12 months 12 × £31 + £30; Fibre 500 on 24 months with TV Essentials £33 + £12; Fibre 900 on 24
// months after the April rise £40 + £1.75; the social tariff £15; a Saturday engineer £95 (weekday £65); a router not
// returned £45; the Castlebrook shop is shut on Sundays; Gigabit 1600 is 24 months only; Universal Credit qualifies;
// Little Wenham is not live; a static IP has a £10 set-up fee; Little Wenham, Saltmarsh and Upper Dene wait for fibre;
// three call packages; Universal Credit, Pension Credit and Income Support qualify (not Child Benefit alone); 30 days
// to send the router back; Fibre 500 uploads at 75 Mbps; the support line shuts at 18:00 on Saturdays (the shops at
// 17:00 and 16:00); the Hub 3; 4 towns live; 5 plans; the rise on 1 April 2027; nothing says a paper bill's charge, an
// NHS discount or 5G.
const r = researchItem("fh-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_FOEHN: ResearchItem[] = [
  // physio
  r(
    "follow-up-day",
    "physio",
    "price",
    "how much is a 45 min follow up physio appointment during the day /prices",
    {
      contains: ["£58"],
      excludes: ["£64", "£72", "£54"],
    },
  ),
  r(
    "initial-saturday",
    "physio",
    "price",
    "price for a 60 minute initial assessment on a saturday morning? /prices",
    {
      contains: ["£88"],
      excludes: ["£80", "£72"],
    },
  ),
  r(
    "student-follow-up",
    "physio",
    "price",
    "im a student, what would a 45 minute follow up in the daytime cost me /prices",
    {
      contains: ["£52.20"],
    },
  ),
  r(
    "block-saving",
    "physio",
    "price",
    "how much do i save getting the block of six mat pilates classes rather than paying for 6 separately /classes",
    {
      contains: ["£12"],
    },
  ),
  r("massage-evening", "physio", "price", "cost of a half hour sports massage at 6pm on a tuesday /prices", {
    contains: ["£42"],
    excludes: ["£38"],
  }),
  r(
    "massage-march",
    "physio",
    "price",
    "what will an hour sports massage on a saturday cost once prices go up in march /prices",
    {
      contains: ["£71"],
      excludes: ["£68"],
    },
  ),
  r("reformer-single", "physio", "price", "reformer pilates, how much for one class /classes", {
    contains: ["£24"],
    excludes: ["£16"],
  }),
  r(
    "acupuncture-first",
    "physio",
    "price",
    "first acupuncture appointment on a weekday morning, how much is it /prices",
    {
      contains: ["£60"],
      excludes: ["£66"],
    },
  ),
  r("dunmore-saturday", "physio", "yes_no", "is the dunmore clinic open on saturdays /clinics", {
    answer: "no",
  }),
  r(
    "dunmore-thursday-late",
    "physio",
    "yes_no",
    "could i come to the dunmore clinic at 7pm on a thursday, are you open then /clinics",
    { answer: "yes" },
  ),
  r("vitality-dunmore", "physio", "yes_no", "do you take vitality insurance at dunmore /insurance", {
    answer: "no",
  }),
  r(
    "same-day-cancel",
    "physio",
    "yes_no",
    "if i cancel on the morning of my appointment do i still get charged /policies",
    { answer: "yes" },
  ),
  r("student-classes", "physio", "yes_no", "do students get the discount on pilates classes too /classes", {
    answer: "no",
  }),
  r("dunmore-insurers", "physio", "list", "which insurers can i use at the dunmore clinic /insurance", {
    contains: ["Bupa", "AXA Health", "Aviva", "WPA", "Simplyhealth"],
    excludes: ["Vitality"],
  }),
  r("kelby-classes", "physio", "list", "what classes do you run at kelby /classes", {
    contains: ["Reformer Pilates", "Knee and hip rehab", "beginners"],
    excludes: ["Back rehab", "improvers"],
  }),
  r("cancel-notice", "physio", "fact", "how much notice do you need if i have to cancel /policies", {
    contains: ["24 hours"],
  }),
  r("what-wear", "physio", "fact", "what should i wear for my knee appointment /faq", {
    contains: ["shorts"],
  }),
  r("block-valid", "physio", "fact", "how long is a block of six classes valid for /classes", {
    contains: ["8 weeks"],
  }),
  r("kelby-friday", "physio", "time", "what time does the kelby clinic close on fridays /clinics", {
    contains: ["17:00"],
    excludes: ["18:00", "18:30"],
  }),
  r("back-rehab-time", "physio", "time", "what time is the back rehab class /classes", {
    contains: ["18:30"],
  }),
  r("acupuncturist", "physio", "name", "who does the acupuncture /team", {
    contains: ["Li Wei"],
    excludes: ["Megan Holt"],
  }),
  r("clinical-lead", "physio", "name", "who's the clinical lead at ashgrove /team", {
    contains: ["Megan Holt"],
  }),
  r("reformer-places", "physio", "count", "how many people can do the reformer pilates class /classes", {
    contains: ["6"],
    excludes: ["10"],
  }),
  r("hydrotherapy", "physio", "not_found", "do you do hydrotherapy at either clinic /clinics", NONE),
  r(
    "dunmore-parking-price",
    "physio",
    "not_found",
    "how much does it cost to park at the dunmore clinic /clinics",
    NONE,
  ),
  // broadband
  r("fibre-500-24", "broadband", "price", "fibre 500 on the 24 month contract, how much a month /plans", {
    contains: ["£33"],
    excludes: ["£38", "£46", "£31.50"],
  }),
  r(
    "first-year-150",
    "broadband",
    "price",
    "what would i pay in the first year for fibre 150 on the 12 month deal, set up fee included /plans",
    {
      contains: ["£402"],
    },
  ),
  r(
    "plan-and-tv",
    "broadband",
    "price",
    "fibre 500 on 24 months plus tv essentials, what's that a month altogether /plans",
    {
      contains: ["£45"],
    },
  ),
  r(
    "fibre-900-april",
    "broadband",
    "price",
    "how much will fibre 900 on a 24 month contract be after the april price rise /plans",
    {
      contains: ["£41.75"],
      excludes: ["£40"],
    },
  ),
  r("social-price", "broadband", "price", "how much is the social tariff /social-tariff", {
    contains: ["£15"],
  }),
  r(
    "engineer-saturday",
    "broadband",
    "price",
    "whats it cost if an engineer comes out on a saturday /engineer-visits",
    {
      contains: ["£95"],
      excludes: ["£65"],
    },
  ),
  r("router-fee", "broadband", "price", "what do you charge if i dont send the router back /routers", {
    contains: ["£45"],
  }),
  r("castlebrook-sunday", "broadband", "yes_no", "is the castlebrook shop open on a sunday /shops", {
    answer: "no",
  }),
  r("gigabit-12", "broadband", "yes_no", "can i get gigabit 1600 on a 12 month contract /plans", {
    answer: "no",
  }),
  r(
    "universal-credit",
    "broadband",
    "yes_no",
    "im on universal credit, can i get the cheap social tariff /social-tariff",
    { answer: "yes" },
  ),
  r("little-wenham", "broadband", "yes_no", "is fibre live in little wenham yet /coverage", { answer: "no" }),
  r("static-ip-setup", "broadband", "yes_no", "is there a set up charge for a static ip /add-ons", {
    answer: "yes",
  }),
  r("towns-waiting", "broadband", "list", "which towns cant get your fibre yet /coverage", {
    contains: ["Little Wenham", "Saltmarsh", "Upper Dene"],
    excludes: ["Hatherley", "Kelsey Bridge"],
  }),
  r("call-packages", "broadband", "list", "what call packages have you got /add-ons", {
    contains: ["Evening and weekend", "Anytime UK", "International 300"],
    excludes: ["TV Essentials"],
  }),
  r("benefits", "broadband", "list", "which benefits get you the social tariff /social-tariff", {
    contains: ["Universal Credit", "Pension Credit", "Income Support"],
  }),
  r("router-days", "broadband", "fact", "how long have i got to return the router when i leave /routers", {
    contains: ["30 days"],
  }),
  r("upload-500", "broadband", "fact", "what upload speed do you get on fibre 500 /plans", {
    contains: ["75"],
    excludes: ["110"],
  }),
  r("support-saturday", "broadband", "time", "what time does the support line close on a saturday /contact", {
    contains: ["18:00"],
    excludes: ["17:00", "16:00"],
  }),
  r("router-name", "broadband", "name", "what router do you give me /routers", { contains: ["Hub 3"] }),
  r("towns-live", "broadband", "count", "how many towns can get fibre right now /coverage", {
    contains: ["4"],
  }),
  r("plan-count", "broadband", "count", "how many broadband plans do you sell /plans", { contains: ["5"] }),
  r("rise-date", "broadband", "date", "when is the next price rise /plans", { contains: ["1 April 2027"] }),
  r("paper-bill", "broadband", "not_found", "do you charge extra for a paper bill /add-ons", NONE),
  r("nhs-discount", "broadband", "not_found", "do nhs workers get a discount /plans", NONE),
  r("five-g", "broadband", "not_found", "do you sell 5g home broadband /plans", NONE),
];
