import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// MURK: the twenty-ninth held-out part of the research corpus on two sites of its own (an independent cookery school
// with two kitchens, and a tool and plant hire firm with two yards), written by someone who did not tune the engines
// and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "after feb" is the cookery school's prices from 1 March
// 2027; "from jan" is the hire firm's prices from 4 January 2027; "at the moment" is before then; "tomorrow" is
// fewer than 7 days before any class; "xmas" and "christmas eve" are Thursday 24 December 2026. The cookery
// school's kitchens are the Yard Kitchen in Aldermoor and the Barn Kitchen at Quarry Hill Farm; the hire firm's yards
// are Rushbeck and Copley Moor.
const r = researchItem("mk-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_MURK: ResearchItem[] = [
  // cookery
  r("knife-skills", "cookery", "price", "how much is the knife skills class /classes", {
    contains: ["£65"],
    excludes: ["£75"],
  }),
  r("evening-march", "cookery", "price", "whats a beginners evening class going to cost after feb /classes", {
    contains: ["£79"],
    excludes: ["£75", "£86"],
  }),
  r("thai-tutor", "cookery", "name", "who's teaching the thai street food one /classes", {
    contains: ["Mei-Lin Cho"],
    excludes: ["Nadia Quaresma"],
  }),
  r("canapes-sunday", "cookery", "yes_no", "is the sunday canape class full /classes", { answer: "yes" }),
  r("sourdough-spaces", "cookery", "count", "how many spaces left on sourdough for beginners /classes", {
    contains: ["5"],
    excludes: ["2"],
  }),
  r("valentines", "cookery", "price", "price of the valentines cooking for 2? /classes", {
    contains: ["£150"],
    excludes: ["£135"],
  }),
  r("little-bakers", "cookery", "price", "how much is little bakers /young-cooks", {
    contains: ["£35"],
    excludes: ["£45"],
  }),
  r("teen-ages", "cookery", "fact", "what ages are the teen cooks classes for /young-cooks", {
    contains: ["12", "16"],
    excludes: ["11"],
  }),
  r("adult-class-15", "cookery", "yes_no", "can my 15 yr old come to an adult class with me /young-cooks", {
    answer: "yes",
  }),
  r("cook-off-barn", "cookery", "price", "per head price for a team cook off at the barn /private", {
    contains: ["£110"],
    excludes: ["£95"],
  }),
  r(
    "dinner-minimum",
    "cookery",
    "count",
    "whats the minimum group size for a private dinner party class /private",
    { contains: ["6"], excludes: ["8"] },
  ),
  r("voucher-valid", "cookery", "fact", "how long is a £50 gift voucher valid for /vouchers", {
    contains: ["12 months"],
    excludes: ["9 months"],
  }),
  r("voucher-xmas", "cookery", "date", "last day to order a posted voucher for xmas /vouchers", {
    contains: ["18 December"],
    excludes: ["24 December"],
  }),
  r(
    "transfer-fee",
    "cookery",
    "price",
    "how much to move my booking to another date, its 10 days before /terms",
    { contains: ["£15"], excludes: ["£10"] },
  ),
  r("send-sister", "cookery", "yes_no", "cant make it tomorrow, can i send my sister instead /terms", {
    answer: "yes",
  }),
  r("barn-nuts", "cookery", "yes_no", "is the barn kitchen nut free /allergies", { answer: "no" }),
  r("gluten-free", "cookery", "list", "which classes cant do gluten free /allergies", {
    contains: ["bread", "pasta", "patisserie"],
  }),
  r("bring", "cookery", "fact", "what do i need to bring to a class /before-you-come", {
    contains: ["containers"],
  }),
  r("yard-parking", "cookery", "fact", "where do i park for the yard kitchen /kitchens", {
    contains: ["Buttercross"],
    excludes: ["farm yard"],
  }),
  r("lift", "cookery", "yes_no", "is there a lift at the yard kitchen, my dad uses a wheelchair /kitchens", {
    answer: "no",
  }),
  r("barn-saturday", "cookery", "time", "what time are saturday classes at the barn /kitchens", {
    contains: ["10:00", "15:30"],
    excludes: ["14:00"],
  }),
  r("allergen-lead", "cookery", "name", "who is the allergen lead /team", {
    contains: ["Owen Treharne"],
    excludes: ["Nadia Quaresma"],
  }),
  r("student", "cookery", "not_found", "is there a student discount /classes", NONE),
  r(
    "knife-brand",
    "cookery",
    "not_found",
    "what brand of knives do you use on the knife skills class /classes",
    NONE,
  ),
  r(
    "hen-barn",
    "cookery",
    "not_found",
    "how much is a hen party at the barn kitchen per person /private",
    NONE,
  ),
  // toolhire
  r("breaker-weekend", "toolhire", "price", "how much for a 15kg breaker for the weekend /hire/drilling", {
    contains: ["£57"],
    excludes: ["£69", "£38"],
  }),
  r("cutter-350", "toolhire", "price", "day rate for the 350 disc cutter? /hire/cutting", {
    contains: ["£40"],
    excludes: ["£35"],
  }),
  r("floor-saw-jan", "toolhire", "price", "floor saw per day from jan /hire/cutting", {
    contains: ["£92"],
    excludes: ["£85"],
  }),
  r("stump-deposit", "toolhire", "price", "deposit on the stump grinder /hire/garden", {
    contains: ["£400"],
    excludes: ["£110"],
  }),
  r("micro-week", "toolhire", "price", "how much is a week with the micro digger at the moment /hire/plant", {
    contains: ["£260"],
    excludes: ["£280", "£320"],
  }),
  r("digger-age", "toolhire", "yes_no", "do i need to be 21 to hire the mini digger /hire/plant", {
    answer: "yes",
  }),
  r("petrol", "toolhire", "price", "how much a litre is petrol if i bring it back empty /charges", {
    contains: ["£2.60"],
    excludes: ["£2.10", "£3.20"],
  }),
  r("blade-350", "toolhire", "price", "how much per mm of wear for a 350mm blade /charges", {
    contains: ["£7.50"],
    excludes: ["£6"],
  }),
  r("waiver-tools", "toolhire", "fact", "whats the damage waiver for tools /charges", {
    contains: ["10%"],
    excludes: ["15%"],
  }),
  r("delivery-7-miles", "toolhire", "price", "delivery cost for a rotavator 7 miles away /delivery", {
    contains: ["£25"],
    excludes: ["£15", "£60"],
  }),
  r("dumper-15-miles", "toolhire", "price", "how much to deliver the dumper 15 miles /delivery", {
    contains: ["£85"],
    excludes: ["£40"],
  }),
  r("sunday-delivery", "toolhire", "yes_no", "do you deliver on sundays /delivery", { answer: "no" }),
  r(
    "rushbeck-saturday-delivery",
    "toolhire",
    "yes_no",
    "can i get kit delivered from rushbeck on a saturday /delivery",
    { answer: "no" },
  ),
  r("id", "toolhire", "fact", "what ID do i need to hire /id", { contains: ["passport", "3 months"] }),
  r("mobile-bill", "toolhire", "yes_no", "is a mobile phone bill ok as proof of address /id", {
    answer: "no",
  }),
  r("trade-discount", "toolhire", "fact", "what discount do trade accounts get /trade", {
    contains: ["20%"],
  }),
  r("trade-references", "toolhire", "count", "how many trade references do you need /trade", {
    contains: ["2"],
  }),
  r("copley-saturday", "toolhire", "time", "copley moor saturday hours /depots", {
    contains: ["08:00", "16:00"],
    excludes: ["07:30", "12:30"],
  }),
  r(
    "rushbeck-christmas-eve",
    "toolhire",
    "time",
    "what time does rushbeck open and close on christmas eve /depots",
    { contains: ["07:00", "12:00"], excludes: ["07:30"] },
  ),
  r("easter-monday", "toolhire", "yes_no", "is copley moor open on easter monday /depots", {
    answer: "yes",
  }),
  r("breaker-30-time", "toolhire", "fact", "how long can i use the 30kg breaker for in a day /safety", {
    contains: ["45 minutes"],
    excludes: ["2 hours"],
  }),
  r("ear-defenders", "toolhire", "price", "how much are ear defenders /safety", {
    contains: ["£8"],
    excludes: ["£4"],
  }),
  r("over-21", "toolhire", "list", "which tools do you need to be over 21 for /safety", {
    contains: ["stump grinder", "chipper"],
  }),
  r("vat", "toolhire", "not_found", "whats your vat number /contact", NONE),
  r("cherry-picker", "toolhire", "not_found", "how much is a cherry picker for a day /hire/access", NONE),
];
