import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_GALE_FORMS } from "./navigator-forms";

// GALE: the eleventh held-out part of the navigator corpus on two sites of its own (a community music school
// teaching in two centres, and a man-and-van removals firm with a storage warehouse), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "next week" is the week of
// Monday 30 November, and "this term" at the music school is the autumn term 2026.
const n = navItem("g-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_GALE: NavItem[] = [
  // fact
  n("term-30", "music", "fact", "how much is a term of half hour lessons at skylark music school", {
    contains: ["£195"],
    excludes: ["£135", "£285", "£22.00"],
  }),
  n("brookside-wed", "music", "fact", "what time does skylarks brookside centre shut on wednesdays", {
    contains: ["20:30"],
    excludes: ["21:00", "13:00"],
  }),
  n("spring-start", "music", "fact", "when do skylark lessons start back after christmas", {
    contains: ["4 January"],
    excludes: ["7 September", "19 April"],
  }),
  n("grade5", "music", "fact", "how much is a grade 5 exam if i enter through skylark", {
    contains: ["£78"],
    excludes: ["£71", "£89"],
  }),
  n("cello-hire", "music", "fact", "whats it cost to hire a cello from skylark for a term", {
    contains: ["£48"],
    excludes: ["£30", "£36"],
  }),
  n("payg-45", "music", "fact", "skylark music, how much is one 45 minute lesson if i just pay as i go", {
    contains: ["£31.50"],
    excludes: ["£285", "£22.00", "£41.00"],
  }),
  n("bass-age", "music", "fact", "how old do you have to be to learn double bass at skylark", {
    contains: ["11"],
    excludes: ["6"],
  }),
  n(
    "luton-2-min",
    "removals",
    "fact",
    "how much do packhorse charge for a luton and 2 men for the minimum 2 hours",
    { contains: ["£150"], excludes: ["£118", "£290"] },
  ),
  n("sunday", "removals", "fact", "whats the extra charge if packhorse move us on a sunday", {
    contains: ["25%"],
    excludes: ["15%"],
  }),
  n("wardrobe-box", "removals", "fact", "how much is one wardrobe box from packhorse", {
    contains: ["£11.50"],
    excludes: ["£14.00", "£2.90"],
  }),
  n("kelsall", "removals", "fact", "how much extra do packhorse charge to come out to kelsall", {
    contains: ["£15"],
    excludes: ["£25"],
  }),
  n(
    "container-week",
    "removals",
    "fact",
    "what does one storage container cost a week at packhorses warehouse",
    { contains: ["£21.00"], excludes: ["£12.50", "£40.00"] },
  ),
  n(
    "warehouse-phone",
    "removals",
    "fact",
    "whats the phone number for packhorse's warehouse",
    { contains: ["01632 960 822"], excludes: ["01632 960 800", "01632 960 811"] },
    "/rates",
  ),
  // yes_no
  n("harp", "music", "yes_no", "does skylark music school teach the harp", { answer: "no" }),
  n("drums-chapel", "music", "yes_no", "can my son have drum lessons at the old chapel, skylark", {
    answer: "no",
  }),
  n("brookside-fri", "music", "yes_no", "is skylark's brookside centre open on a friday", { answer: "no" }),
  n(
    "adult-payg",
    "music",
    "yes_no",
    "im 40, can i pay as i go for lessons at skylark rather than pay for a whole term",
    { answer: "yes" },
  ),
  n("france", "removals", "yes_no", "would packhorse removals move my stuff to france", { answer: "no" }),
  n(
    "small-van-ride",
    "removals",
    "yes_no",
    "if i book packhorse's small van can i ride along with my stuff",
    { answer: "no" },
  ),
  n("beds", "removals", "yes_no", "will packhorse take my bed apart and put it back up at the new place", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "practice-room",
    "music",
    "search",
    "how much per hour is a small practice room at skylark if im not one of their pupils",
    { contains: ["£12"], excludes: ["£8", "£20", "£25"] },
  ),
  n("rock-camp", "music", "search", "how much is skylark's summer rock camp if i book it in may", {
    contains: ["£175"],
    excludes: ["£140", "£120"],
  }),
  n(
    "piano",
    "removals",
    "search",
    "how much do packhorse charge to move an upright piano from one ground floor house to another",
    { contains: ["£160"], excludes: ["£195", "£340"] },
  ),
  n("tip-luton", "removals", "search", "packhorse tip run, how much for a full luton load of rubbish", {
    contains: ["£260"],
    excludes: ["£120", "£35"],
  }),
  // list
  n(
    "brookside-sat",
    "music",
    "list",
    "which instruments can you learn on a saturday at skylark's brookside centre",
    {
      contains: ["Piano", "saxophone", "Electric", "Drum", "Singing"],
      excludes: ["Trumpet", "Flute", "Violin", "Cello"],
    },
  ),
  n("both-centres", "music", "list", "which skylark teachers teach at both centres", {
    contains: ["Lena Holt", "Helen Quayle", "Sam Ferreira", "Carys Lloyd"],
    excludes: ["Marek Zielinski", "Ruth Okonjo", "Dev Malhotra"],
  }),
  n("groups", "music", "list", "what group classes does skylark run", {
    contains: ["Little Notes", "Rock school", "ukulele", "theory"],
  }),
  n("free-travel", "removals", "list", "which places can packhorse move me around without a travel charge", {
    contains: ["Northgate", "Fairfield", "Eastbrook", "Harley Green", "Southmoor"],
    excludes: ["Kelsall", "Thornby", "Great Orton"],
  }),
  n("drivers", "removals", "list", "which of the packhorse crew are drivers", {
    contains: ["Gary Hatton", "Mo Aziz", "Bartek Nowak"],
    excludes: ["Callum Reid", "Leanne Hatton", "Jade Simmons"],
  }),
  n("wont-move", "removals", "list", "what things wont packhorse put in their van", {
    contains: ["pets", "paint", "gas", "fuel"],
    excludes: ["tyres"],
  }),
  // superlative and count
  n("dearest-hire", "music", "superlative", "whats the most expensive instrument to hire from skylark", {
    contains: ["saxophone", "£55"],
    excludes: ["£48", "£36"],
  }),
  n("cheapest-grade", "music", "superlative", "whats the cheapest practical exam you can take at skylark", {
    contains: ["Initial", "£48"],
    excludes: ["£52"],
  }),
  n("cheapest-storage", "removals", "superlative", "whats the cheapest storage packhorse do per week", {
    contains: ["£12.50"],
    excludes: ["£21.00", "£40.00"],
  }),
  n("teachers", "music", "count", "how many teachers are there at skylark", {
    contains: ["23"],
    excludes: ["12"],
  }),
  n("chapel-rooms", "music", "count", "how many teaching rooms has skylark got at the old chapel", {
    contains: ["14"],
    excludes: ["6"],
  }),
  n("vans", "removals", "count", "how many vans have packhorse got", { contains: ["6"], excludes: ["14"] }),
  n("staff", "removals", "count", "how many people work at packhorse removals", {
    contains: ["14"],
    excludes: ["8"],
  }),
  // not_found
  n("charity-number", "music", "not_found", "what is skylark music school's registered charity number", NONE),
  n("safeguarding", "music", "not_found", "who is the safeguarding lead at skylark music school", NONE),
  n("therapy", "music", "not_found", "what does skylark charge for a music therapy session", NONE),
  n(
    "end-of-tenancy",
    "removals",
    "not_found",
    "how much do packhorse charge for an end of tenancy clean",
    NONE,
  ),
  n(
    "luton-weight",
    "removals",
    "not_found",
    "whats the maximum weight a packhorse luton van can carry",
    NONE,
  ),
  // form
  ...NAVIGATOR_GALE_FORMS,
];
