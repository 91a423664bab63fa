import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// SUNDOG: the thirty-fifth held-out part of the research corpus on two sites of its own (a wildlife park and a canal
// narrowboat holiday company with two bases), written by someone who did not tune the engines and run once at the
// very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday, in the park's winter season: "from march" is after the park's day tickets change
// on 1 March 2027; "next august" is in its summer holidays of 2027; a price asked with no date is today's. A 4 year
// old is a little one (3 and 4); a year 4 class is Key Stage 2; the café by the play area is the Treetop Kiosk beside
// The Den. The narrowboat company's bases are Kelford Basin and Nettlecombe Wharf: "next august" is high season, May
// mid season and October low; Wagtail is a Band A boat; the small day boat at Kelford is Pochard.
const r = researchItem("sd-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_SUNDOG: ResearchItem[] = [
  // zoo
  r("adult-online", "zoo", "price", "how much is an adult ticket if i book online /tickets", {
    contains: ["£18.50"],
    excludes: ["£21.00", "£19.95"],
  }),
  r("four-gate", "zoo", "price", "whats the price at the gate for a 4 year old /tickets", {
    contains: ["£10.00"],
    excludes: ["£15.50", "£8.50", "£10.50"],
  }),
  r("family-march", "zoo", "price", "how much will a family ticket cost online from march /tickets", {
    contains: ["£62.00"],
    excludes: ["£58.00", "£70.00"],
  }),
  r("winter-last-entry", "zoo", "time", "whats last entry in the winter /visit", {
    contains: ["15:00"],
    excludes: ["16:30", "17:00"],
  }),
  r("close-august", "zoo", "time", "what time does the park close next august /visit", {
    contains: ["18:00"],
    excludes: ["17:30", "16:00"],
  }),
  r("christmas-eve", "zoo", "time", "what time do you shut on xmas eve /visit", {
    contains: ["14:00"],
    excludes: ["16:00"],
  }),
  r("overflow", "zoo", "count", "how many cars fit in the overflow car park /visit", {
    contains: ["200"],
    excludes: ["350", "24"],
  }),
  r("joint-pass", "zoo", "price", "how much is a joint annual pass for me and my wife /passes", {
    contains: ["£110"],
    excludes: ["£165", "£62"],
  }),
  r("pass-parking", "zoo", "yes_no", "do annual pass holders get to park for free /passes", {
    answer: "yes",
  }),
  r("otters-sunday", "zoo", "time", "what times can we watch the otters get fed on a sunday /talks", {
    contains: ["11:15", "15:45"],
    excludes: ["10:30"],
  }),
  r("monday-talks", "zoo", "list", "which animals have keeper talks on mondays /talks", {
    contains: ["Meerkats", "otters", "Red squirrels", "Capybaras"],
    excludes: ["Red pandas", "lemurs", "lynx"],
  }),
  r("red-panda-friday", "zoo", "yes_no", "is there a red panda talk on a friday /talks", { answer: "no" }),
  r("meerkats", "zoo", "count", "how many meerkats have you got /animals", {
    contains: ["11"],
    excludes: ["14", "8"],
  }),
  r("vulnerable", "zoo", "list", "which animals are clasified as vulnerable /animals", {
    contains: ["otters", "tapirs", "tortoises"],
    excludes: ["lemurs", "Red pandas"],
  }),
  r("keeper-day-age", "zoo", "fact", "min age for keeper for a day /experiences", {
    contains: ["16"],
    excludes: ["12", "10"],
  }),
  r("cheapest-experience", "zoo", "name", "whats the cheapest animal experience /experiences", {
    contains: ["Meet the Meerkats", "£45"],
    excludes: ["£55"],
  }),
  r("otter-seven", "zoo", "yes_no", "can my 7 year old do the otter encounter /experiences", {
    answer: "no",
  }),
  r("kiosk-summer", "zoo", "time", "what time does the cafe by the play area close in summer /play-and-eat", {
    contains: ["16:30"],
    excludes: ["17:00"],
  }),
  r("kennels", "zoo", "count", "how many dog kennels are there by the car park /access", {
    contains: ["6"],
    excludes: ["18", "8"],
  }),
  r("junior-keeper-party", "zoo", "price", "how much per kid for a junior keeper party /parties", {
    contains: ["£29"],
    excludes: ["£19", "£14"],
  }),
  r("year-4", "zoo", "price", "price per pupil for a year 4 class with a workshop /schools", {
    contains: ["£11.50"],
    excludes: ["£10.50", "£7.50"],
  }),
  r("adopt-tickets", "zoo", "name", "which adoption package comes with day tickets /adopt", {
    contains: ["Choice"],
    excludes: ["£35"],
  }),
  r("nhs", "zoo", "not_found", "is there a discount for nhs staff /tickets", NONE),
  r("lemur-lifespan", "zoo", "not_found", "how long do ring tailed lemurs live /animals", NONE),
  r("highchairs", "zoo", "not_found", "are there highchairs in the watering hole /play-and-eat", NONE),
  // narrowboat
  r("cheapest-dog-boat", "narrowboat", "name", "cheapest boat that takes dogs /boats", {
    contains: ["Moorhen"],
    excludes: ["Dunlin"],
  }),
  r("kelford-dogs", "narrowboat", "list", "which boats at kelford can we bring the dog on /boats", {
    contains: ["Dunlin", "Kittiwake"],
    excludes: ["Wagtail", "Goldcrest", "Moorhen"],
  }),
  r("goldcrest-berths", "narrowboat", "count", "how many people does goldcrest sleep /boats", {
    contains: ["10"],
    excludes: ["8"],
  }),
  r("band-c-august", "narrowboat", "price", "how much is a week on a band c boat next august /prices", {
    contains: ["£1,990"],
    excludes: ["£1,690", "£1,390"],
  }),
  r("weekend-may", "narrowboat", "price", "price of a weekend break on a band b boat in may /prices", {
    contains: ["£845"],
    excludes: ["£695", "£925"],
  }),
  r("august-weekend", "narrowboat", "yes_no", "can we do a weekend break in august /prices", {
    answer: "no",
  }),
  r("wagtail-october", "narrowboat", "price", "how much is a midweek break on wagtail in october /prices", {
    contains: ["£595"],
    excludes: ["£545", "£720"],
  }),
  r("nettlecombe-week", "narrowboat", "fact", "what day do week long hires start from nettlecombe /bases", {
    contains: ["Sunday"],
    excludes: ["Saturday"],
  }),
  r("kelford-pickup", "narrowboat", "time", "what time can we pick the boat up at kelford /bases", {
    contains: ["15:00"],
    excludes: ["14:00"],
  }),
  r("four-valleys-locks", "narrowboat", "count", "how many locks on the four valleys ring /routes", {
    contains: ["94"],
    excludes: ["71"],
  }),
  r("no-locks", "narrowboat", "name", "which route from nettlecombe has no locks /routes", {
    contains: ["Dunstow Tunnel"],
    excludes: ["Pennock"],
  }),
  r("kelford-ring-hours", "narrowboat", "count", "how many hours cruising is the kelford ring /routes", {
    contains: ["46"],
    excludes: ["58"],
  }),
  r("steer-age", "narrowboat", "fact", "how old do you have to be to steer /first-time", {
    contains: ["12"],
    excludes: ["21"],
  }),
  r("licence", "narrowboat", "yes_no", "do i need a licence to drive a narrowboat /first-time", {
    answer: "no",
  }),
  r("kelford-parking", "narrowboat", "price", "how much to leave the car at kelford for a week /included", {
    contains: ["£30"],
    excludes: ["£15"],
  }),
  r("dog-fee", "narrowboat", "price", "how much extra to bring our dog for a week /included", {
    contains: ["£40"],
    excludes: ["£30"],
  }),
  r("waiver-short", "narrowboat", "price", "how much is the damage waiver on a short break /included", {
    contains: ["£45"],
    excludes: ["£65"],
  }),
  r("towels", "narrowboat", "yes_no", "are towels included /included", { answer: "no" }),
  r("cancel-10-weeks", "narrowboat", "fact", "if we cancel 10 weeks before how much do we lose /terms", {
    contains: ["50%"],
    excludes: ["25%"],
  }),
  r("hirer-age", "narrowboat", "fact", "how old does the person booking have to be /terms", {
    contains: ["21"],
    excludes: ["16"],
  }),
  r(
    "nettlecombe-seats",
    "narrowboat",
    "count",
    "how many ppl can go on the day boat at nettlecombe /day-boats",
    {
      contains: ["12"],
      excludes: ["10", "6"],
    },
  ),
  r(
    "pochard-dog",
    "narrowboat",
    "yes_no",
    "can we take the dog on the small day boat at kelford /day-boats",
    {
      answer: "no",
    },
  ),
  r("dabchick-half", "narrowboat", "price", "how much for half a day on dabchick /day-boats", {
    contains: ["£130"],
    excludes: ["£105", "£145"],
  }),
  r("dishwasher", "narrowboat", "not_found", "is there a dishwasher on skylark /boats", NONE),
  r("launderette", "narrowboat", "not_found", "is there a launderette at kelford basin /bases", NONE),
];
