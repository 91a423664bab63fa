import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// VIRGA: the twenty-fourth held-out part of the research corpus on two sites of its own (a pottery studio with a
// wheel room, a paint-your-own café and a kiln yard in a market town, and an escape room company with a city-centre
// venue and a retail park venue), written by someone who did not tune the engines and run once at the very end as
// an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday: "on a saturday" is a weekend at today's prices; "in january" is the pottery's
// winter term 2027; "before september" is the taster's price before 1 September 2026; "at the weekend" is the escape
// rooms' peak.
const r = researchItem("vi-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_VIRGA: ResearchItem[] = [
  // pottery
  r("taster-one", "pottery", "price", "how much is the wheel taster for one person /wheel", {
    contains: ["£45"],
    excludes: ["£85", "£80"],
  }),
  r("date-night", "pottery", "price", "whats the price of the date night taster /wheel", {
    contains: ["£80"],
    excludes: ["£85", "£45"],
  }),
  r("beginners-wheel", "pottery", "price", "how much is the 6 week beginners wheel course /wheel", {
    contains: ["£225"],
    excludes: ["£165", "£265"],
  }),
  r("improvers-start", "pottery", "time", "what time does the wheel improvers course start /wheel", {
    contains: ["18:00"],
    excludes: ["19:00", "18:30"],
  }),
  r(
    "teen-taster",
    "pottery",
    "yes_no",
    "can my 13 year old do a wheel taster if i come with her /questions",
    { answer: "yes" },
  ),
  r("dinner-plate", "pottery", "price", "how much does it cost to paint a dinner plate /cafe", {
    contains: ["£18"],
    excludes: ["£12", "£20"],
  }),
  r("fee-saturday", "pottery", "price", "whats the studio fee for an adult on a saturday /cafe", {
    contains: ["£7"],
    excludes: ["£5", "£3"],
  }),
  r("cheapest-piece", "pottery", "price", "what's the cheapest thing to paint /cafe", {
    contains: ["bauble", "£6"],
    excludes: ["£7"],
  }),
  r("collect-mug", "pottery", "fact", "how long till i can pick up a mug i painted /questions", {
    contains: ["7 days"],
    excludes: ["4 weeks"],
  }),
  r("paint-party", "pottery", "price", "how much per child is the paint party /parties", {
    contains: ["£19"],
    excludes: ["£15", "£22"],
  }),
  r("wheel-party-age", "pottery", "fact", "whats the youngest age for a wheel party /parties", {
    contains: ["10"],
    excludes: ["7"],
  }),
  r("party-cake", "pottery", "not_found", "can we bring our own birthday cake to a party /parties", NONE),
  r("bisque-shelf", "pottery", "price", "how much to bisque fire a full shelf /kiln", {
    contains: ["£16"],
    excludes: ["£9", "£20", "£110"],
  }),
  r("whole-kiln-glaze", "pottery", "price", "price for a whole kiln stoneware glaze firing /kiln", {
    contains: ["£140"],
    excludes: ["£110", "£125"],
  }),
  r("raku-large", "pottery", "price", "how much do they charge to raku a large pot /kiln", {
    contains: ["£18"],
    excludes: ["£8", "£12"],
  }),
  r("raku-temp", "pottery", "not_found", "what temperature do they fire raku to /kiln", NONE),
  r("porcelain", "pottery", "price", "how much is a bag of porcelain /shop", {
    contains: ["£34"],
    excludes: ["£19.50", "£24"],
  }),
  r("member-month", "pottery", "price", "how much is the full studio membership a month /members", {
    contains: ["£75"],
    excludes: ["£50", "£20"],
  }),
  r("open-friday", "pottery", "time", "what are the open studio hours on a friday /members", {
    contains: ["10:00", "16:00"],
    excludes: ["13:30"],
  }),
  r("student-member", "pottery", "not_found", "is there a student discount on membership /members", NONE),
  r(
    "tuesday-start",
    "pottery",
    "date",
    "when does the tuesday beginners wheel course start in january /calendar",
    { contains: ["12 January"], excludes: ["13 January", "11 January"] },
  ),
  r("cafe-reopen", "pottery", "date", "when does the paint cafe open again after christmas /diary", {
    contains: ["5 January"],
    excludes: ["4 January"],
  }),
  r("taster-old", "pottery", "price", "how much was the taster before september /diary", {
    contains: ["£40"],
    excludes: ["£45"],
  }),
  r("handbuilding-tutor", "pottery", "name", "who teaches handbuilding /team", {
    contains: ["Aisha Bello"],
    excludes: ["Tomasz", "Rosa Penhaligon"],
  }),
  r("wheel-room-access", "pottery", "yes_no", "is the wheel room wheelchair accessible /visit", {
    answer: "no",
  }),
  // escape
  r("hardest", "escape", "name", "which room is the hardest /rooms", {
    contains: ["The Vault"],
    excludes: ["Lab 47", "Marlow"],
  }),
  r("old-bank-rooms", "escape", "list", "what rooms have they got at the old bank /rooms", {
    contains: ["The Vault", "Pharaoh's Curse", "Marlow Manor"],
    excludes: ["Lab 47", "Prison Break", "Pharaoh's Tomb"],
  }),
  r("lab-age", "escape", "fact", "whats the minimum age for lab 47 /rooms", {
    contains: ["12"],
    excludes: ["14", "10"],
  }),
  r("tomb-length", "escape", "fact", "how long is the pharaoh's tomb game /rooms", {
    contains: ["45"],
    excludes: ["60", "75"],
  }),
  r("curse-step-free", "escape", "yes_no", "is pharaohs curse step free? my dad uses a wheelchair /rooms", {
    answer: "yes",
  }),
  r(
    "marlow-players",
    "escape",
    "count",
    "whats the most players you can have in murder at marlow manor /rooms",
    {
      contains: ["10"],
      excludes: ["8"],
    },
  ),
  r("four-weekend", "escape", "price", "how much for a team of 4 at the weekend /tickets", {
    contains: ["£100"],
    excludes: ["£84", "£115"],
  }),
  r("three-off-peak", "escape", "price", "price for 3 players off peak /tickets", {
    contains: ["£72"],
    excludes: ["£84", "£56"],
  }),
  r("tomb-four", "escape", "price", "how much is pharaoh's tomb for 4 of us /tickets", {
    contains: ["£60"],
    excludes: ["£84", "£100"],
  }),
  r("student", "escape", "fact", "do students get money off /tickets", {
    contains: ["15%"],
    excludes: ["10%"],
  }),
  r("over-60s", "escape", "not_found", "is there an over 60s discount /tickets", NONE),
  r("orchard-friday", "escape", "time", "when does the retail park site close on friday /venues", {
    contains: ["21:00"],
    excludes: ["23:30", "22:00"],
  }),
  r("old-bank-monday", "escape", "yes_no", "is the city centre one open on mondays /venues", {
    answer: "no",
  }),
  r(
    "old-bank-evening-parking",
    "escape",
    "price",
    "how much is it to park near the old bank in the evening /venues/old-bank",
    { contains: ["£6"], excludes: ["£2.80"] },
  ),
  r("orchard-phone", "escape", "fact", "phone number for orchard park /venues/orchard-park", {
    contains: ["0113 496 0722"],
    excludes: ["0113 496 0720", "0113 496 0721"],
  }),
  r(
    "orchard-spaces",
    "escape",
    "not_found",
    "how many parking spaces are there at orchard park /venues/orchard-park",
    NONE,
  ),
  r("debrief", "escape", "price", "how much per head is the breakout and debrief /teams", {
    contains: ["£42"],
    excludes: ["£28"],
  }),
  r("takeover-saturday", "escape", "price", "how much is a full takeover on a saturday /teams", {
    contains: ["£1,100"],
    excludes: ["£850"],
  }),
  r("voucher-valid", "escape", "fact", "how long are the gift vouchers valid /gifts", {
    contains: ["12 months"],
  }),
  r("party-room", "escape", "price", "how much is the party room /birthdays", {
    contains: ["£35"],
    excludes: ["£12", "£8"],
  }),
  r("own-cake", "escape", "yes_no", "can i bring my own birthday cake /birthdays", { answer: "yes" }),
  r("late-cancel", "escape", "fact", "how late can we be before they cancel our game /rules", {
    contains: ["30 minutes"],
    excludes: ["15 minutes"],
  }),
  r(
    "teens-alone",
    "escape",
    "yes_no",
    "can my 15 year old and his mate do a room on their own without an adult /rules",
    { answer: "no" },
  ),
  r("prison-last", "escape", "date", "when is prison break closing /blog", {
    contains: ["3 January"],
    excludes: ["12 December"],
  }),
  r("vault-record", "escape", "fact", "whats the record time for the vault /blog", {
    contains: ["41"],
    excludes: ["43"],
  }),
];
