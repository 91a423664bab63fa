import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_BLIND_FORMS } from "./navigator-forms";

// BLIND: the fifth held-out part of the navigator corpus on two sites of its own (a ferry and coach operator, and
// a co-working space in two buildings), written by someone who did not tune the engines and run once at the very
// end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday, in the winter timetable.
const n = navItem("b-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_BLIND: NavItem[] = [
  // fact
  n(
    "inchmore-last-weekday",
    "ferry",
    "fact",
    "what time does the last sailing leave portcallan for inchmore on weekdays this winter",
    { contains: ["17:45"], excludes: ["18:35", "18:30"] },
  ),
  n("senior-fladda-single", "ferry", "fact", "how much is a senior single to fladda on skerry line", {
    contains: ["£3.20"],
    excludes: ["£4.60", "£2.30", "£5.40"],
  }),
  n("inchmore-office-phone", "ferry", "fact", "what's the phone number for the inchmore office", {
    contains: ["01632 968 202"],
    excludes: ["01632 968 000", "01632 968 101"],
  }),
  n("printworks-monday", "cowork", "fact", "What time does Printworks open on a Monday?", {
    contains: ["07:30"],
    excludes: ["08:00"],
  }),
  n("proof-room-member", "cowork", "fact", "how much does a member pay per hour for the proof room", {
    contains: ["£16"],
    excludes: ["£24", "£12", "£20"],
  }),
  n("printworks-postcode", "cowork", "fact", "what's the postcode of the printworks building", {
    contains: ["MB1 2PW"],
    excludes: ["MB3 7KY"],
  }),
  n(
    "studio-plan-price",
    "cowork",
    "fact",
    "how much is a private studio per month at kiln yard",
    { contains: ["£540"], excludes: ["£290", "£210"] },
    "/rooms",
  ),
  // yes_no
  n("dog-saloon", "ferry", "yes_no", "can my dog sit with me in the main saloon on the corran lass", {
    answer: "no",
  }),
  n(
    "fladda-sunday",
    "ferry",
    "yes_no",
    "does the fladda ferry run on sundays at the moment",
    { answer: "no" },
    "/fares",
  ),
  n("skua-toilet", "ferry", "yes_no", "Is there a toilet on the Skua?", { answer: "no" }),
  n("kiln-lift", "cowork", "yes_no", "is there a lift at the kiln building", { answer: "yes" }),
  n(
    "printworks-parking",
    "cowork",
    "yes_no",
    "can I park my car at printworks",
    { answer: "yes" },
    "/events",
  ),
  // search: the answer is on a page linked from nowhere
  n("charter-skua", "ferry", "search", "how much does it cost to charter the skua for an hour", {
    contains: ["£240"],
    excludes: ["£380", "£65"],
  }),
  n("deckhand-closing", "ferry", "search", "what's the closing date for the deckhand job at skerry line", {
    contains: ["14 December"],
  }),
  n("podcast-member", "cowork", "search", "how much is the podcast studio per hour for members", {
    contains: ["£25"],
    excludes: ["£35", "£20"],
  }),
  n("host-pay", "cowork", "search", "what does the community host job at kiln yard pay", {
    contains: ["£25,500"],
    excludes: ["£12.60"],
  }),
  // list
  n(
    "inchmore-sunday-back",
    "ferry",
    "list",
    "what times does the ferry leave inchmore on sundays this winter",
    {
      contains: ["11:00", "16:20"],
      excludes: ["10:00", "15:30", "10:35"],
    },
  ),
  n(
    "friday-weather",
    "ferry",
    "list",
    "which inchmore sailings might be cancelled tomorrow because of the weather",
    { contains: ["14:00", "17:45"], excludes: ["07:15", "10:30"] },
  ),
  n("printworks-rooms", "cowork", "list", "which meeting rooms can i hire at printworks", {
    contains: ["Proof Room", "Press Hall"],
    excludes: ["Glaze Room", "Saggar", "The Flue"],
  }),
  n("printworks-people", "cowork", "list", "who from the kiln yard team is based at printworks", {
    contains: ["Rafael Ortiz", "Tom Achterberg"],
    excludes: ["Beth Carroway", "Joanna Fell"],
  }),
  // superlative
  n("oldest-boat", "ferry", "superlative", "which is the oldest boat in the skerry line fleet", {
    contains: ["Heron"],
    excludes: ["Skua"],
  }),
  n(
    "cheapest-inchmore-vehicle",
    "ferry",
    "superlative",
    "what's the cheapest vehicle to take over to inchmore",
    { contains: ["Bicycle"], excludes: ["Motorcycle"] },
  ),
  n("biggest-kiln-room", "cowork", "superlative", "what's the biggest meeting room at the kiln", {
    contains: ["Saggar"],
    excludes: ["Press Hall", "Glaze Room"],
  }),
  n(
    "cheapest-locker",
    "cowork",
    "superlative",
    "what's the cheapest membership that comes with a locker",
    { contains: ["Resident"], excludes: ["Fixed desk", "Private studio"] },
    "/faq",
  ),
  // count
  n(
    "winter-saturday-sailings",
    "ferry",
    "count",
    "how many sailings are there to inchmore on a winter saturday",
    {
      contains: ["3"],
      excludes: ["5"],
    },
  ),
  n("kiln-rooms", "cowork", "count", "how many meeting rooms does the kiln have", {
    contains: ["3"],
    excludes: ["2"],
  }),
  n("cowork-staff", "cowork", "count", "how many staff does kiln yard have", {
    contains: ["9"],
    excludes: ["340"],
  }),
  // not_found
  n("pier-parking", "ferry", "not_found", "how much does it cost to park at portcallan pier", NONE),
  n("coach-season", "ferry", "not_found", "how much is a monthly season ticket for the coach link", NONE),
  n("guest-wifi", "cowork", "not_found", "what is the guest wifi password at kiln yard", NONE),
  n("yoga", "cowork", "not_found", "who teaches the lunchtime yoga class at kiln yard", NONE),
  // form
  ...NAVIGATOR_BLIND_FORMS,
];
