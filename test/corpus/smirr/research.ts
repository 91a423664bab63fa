import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// SMIRR: the thirty-first held-out part of the research corpus on two sites of its own (a portrait and events
// photography studio with two studios, and a chimney sweep, stove installer and stove showroom), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "april next year" is after
// the studio's family, pet and bump prices change on 1 March 2027; a price asked with no date is today's; "from feb" is
// the sweep's prices from 1 February 2027; "in november" is the October to December lead time. The studio's two
// studios are Tanner Row in Tollbridge and The Chapel in Ewenden; the sweep works from the Old Forge Yard in Ashwick.
const r = researchItem("sm-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_SMIRR: ResearchItem[] = [
  // photo
  r("family-price", "photo", "price", "how much is a family shoot /portraits", {
    contains: ["£95"],
    excludes: ["£85", "£120"],
  }),
  r("family-april", "photo", "price", "family session price if we book for april next year /portraits", {
    contains: ["£110"],
    excludes: ["£95"],
  }),
  r("newborn-images", "photo", "count", "how many edited pics do you get with a newborn shoot /portraits", {
    contains: ["12"],
    excludes: ["10"],
  }),
  r("pet-tanner", "photo", "yes_no", "can we do the pet one at tanner row /portraits", { answer: "no" }),
  r("extra-images", "photo", "price", "what do extra edited photos cost /portraits", {
    contains: ["£15"],
    excludes: ["£195"],
  }),
  r("headshot-plus", "photo", "time", "how long is the headshot plus session /portraits", {
    contains: ["45 minutes"],
    excludes: ["20 minutes"],
  }),
  r("framed-10x8", "photo", "price", "price of a framed 10x8 print /prints", {
    contains: ["£75"],
    excludes: ["£18", "£28", "£85"],
  }),
  r("heirloom", "photo", "price", "how much is the heirloom album /prints", {
    contains: ["£395"],
    excludes: ["£145", "£650"],
  }),
  r("album-time", "photo", "fact", "how long do albums take to arrive /prints", {
    contains: ["6 weeks"],
    excludes: ["10 working days"],
  }),
  r("chapel-sunday", "photo", "price", "hourly rate to hire the chapel on a sunday /studio-hire", {
    contains: ["£65"],
    excludes: ["£50", "£45"],
  }),
  r("smoke", "photo", "yes_no", "am i allowed a smoke machine at the chapel /studio-hire", { answer: "no" }),
  r("full-day", "photo", "price", "how much is the full day wedding package /weddings", {
    contains: ["£1,950"],
    excludes: ["£1,350"],
  }),
  r(
    "half-day-second",
    "photo",
    "yes_no",
    "do you get 2 photographers with the half day wedding package /weddings",
    { answer: "no" },
  ),
  r("travel", "photo", "fact", "do you charge for travel to a wedding /weddings", {
    contains: ["25 miles", "45p"],
  }),
  r("deposit", "photo", "price", "how much deposit to book a portrait session /booking", {
    contains: ["£30"],
    excludes: ["£300"],
  }),
  r(
    "cancel-3-days",
    "photo",
    "yes_no",
    "if i cancel my family shoot 3 days before do i get my deposit back /booking",
    { answer: "no" },
  ),
  r("poorly", "photo", "yes_no", "baby's poorly on the day of the newborn shoot, can we move it /booking", {
    answer: "yes",
  }),
  r("chapel-tuesday", "photo", "yes_no", "is the chapel studio open tuesdays /studios", { answer: "no" }),
  r("thursday-late", "photo", "time", "what time does tanner row close on a thursday /studios", {
    contains: ["19:30"],
    excludes: ["17:30"],
  }),
  r("chapel-reopen", "photo", "date", "when does the chapel reopen after christmas /studios", {
    contains: ["6 January"],
    excludes: ["5 January"],
  }),
  r("voucher-valid", "photo", "fact", "how long is a gift voucher valid for /vouchers", {
    contains: ["12 months"],
    excludes: ["3 months"],
  }),
  r("newborn-who", "photo", "name", "who does the newborn photos /team", {
    contains: ["Owen Linden"],
    excludes: ["Ruth Lark"],
  }),
  r("student", "photo", "not_found", "do you do a student discount /portraits", NONE),
  r("drone", "photo", "not_found", "do you use a drone at weddings /weddings", NONE),
  r("restoration", "photo", "not_found", "how much to restore an old photo /prints", NONE),
  // sweep
  r("wood-burner", "sweep", "price", "how much to sweep a wood burner /sweeping", {
    contains: ["£70"],
    excludes: ["£85", "£95"],
  }),
  r("open-fire-feb", "sweep", "price", "how much will an open fire sweep be from feb /sweeping", {
    contains: ["£80"],
    excludes: ["£75"],
  }),
  r("oil-aga", "sweep", "price", "price to sweep an oil fired aga /sweeping", {
    contains: ["£110"],
    excludes: ["£95"],
  }),
  r("certificate", "sweep", "yes_no", "is a certificate included with the sweep /sweeping", {
    answer: "yes",
  }),
  r("nest", "sweep", "price", "how much extra to get a birds nest out /sweeping", {
    contains: ["£60"],
    excludes: ["£85"],
  }),
  r("cctv-with-sweep", "sweep", "price", "cctv survey price if you're sweeping at the same time /sweeping", {
    contains: ["£95"],
    excludes: ["£125"],
  }),
  r("seven-kw", "sweep", "price", "cost to fit a 7kw stove, chimney already lined /stoves", {
    contains: ["£1,595"],
    excludes: ["£1,395", "£2,445"],
  }),
  r("no-chimney", "sweep", "yes_no", "we don't have a chimney can you still fit a stove /stoves", {
    answer: "yes",
  }),
  r("included", "sweep", "list", "whats included in the stove fitting price /stoves", {
    contains: ["register plate", "carbon monoxide alarm", "HETAS certificate"],
  }),
  r("own-stove", "sweep", "price", "how much to fit a stove i've bought myself /stoves", {
    contains: ["£895"],
    excludes: ["£1,395"],
  }),
  r("thursday", "sweep", "time", "how late is the showroom open on thursdays /showroom", {
    contains: ["20:00"],
    excludes: ["17:00"],
  }),
  r("sunday", "sweep", "yes_no", "is the showroom open on a sunday /showroom", { answer: "no" }),
  r("on-display", "sweep", "count", "how many stoves have you got on display /showroom", {
    contains: ["24"],
    excludes: ["8"],
  }),
  r("hw7", "sweep", "price", "whats the call out charge to HW7 /areas", {
    contains: ["£20"],
    excludes: ["£35"],
  }),
  r("qm1", "sweep", "yes_no", "do you cover QM1 /areas", { answer: "no" }),
  r("wood-often", "sweep", "fact", "how often should a wood burner be swept /safety", {
    contains: ["3 months"],
  }),
  r("moisture", "sweep", "fact", "what moisture content should logs be /safety", { contains: ["20%"] }),
  r("november", "sweep", "fact", "how far ahead are you booking for sweeps in november /booking", {
    contains: ["6 weeks"],
    excludes: ["1 to 2 weeks"],
  }),
  r("before", "sweep", "fact", "when should i let the stove go out before you come /booking", {
    contains: ["night before"],
  }),
  r("cancel-fee", "sweep", "price", "whats the charge if i cancel the day before /booking", {
    contains: ["£30"],
    excludes: ["£35"],
  }),
  r("cheques", "sweep", "yes_no", "do you take cheques /paying", { answer: "no" }),
  r("stove-deposit", "sweep", "fact", "how much deposit on a stove /paying", { contains: ["30%"] }),
  r("hetas", "sweep", "fact", "whats your hetas registration number /about", { contains: ["27614"] }),
  r("finance", "sweep", "not_found", "do you do 0% finance /paying", NONE),
  r("warranty", "sweep", "not_found", "what warranty do new stoves come with /stoves", NONE),
];
