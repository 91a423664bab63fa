import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_FRET_FORMS } from "./navigator-forms";

// FRET: the thirty-third held-out part of the navigator corpus on two sites of its own (a tattoo and piercing studio
// with two studios, and a public observatory and planetarium), written by someone who did not tune the engines and
// run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "from january" is the studio's piercing prices from
// 4 January 2027; "in february" is the observatory's day tickets from 1 February 2027; "monday 28th december" is in
// the Christmas holidays. The studio's two studios are Copperhand Kingsgate in Brackenford and Copperhand Millbeck;
// "the brackenford studio" is Kingsgate. A girl of 14 whose parent comes with her can have what the youngest age
// allows at 14 with a parent or guardian; "my 2 mates" are two friends.
const n = navItem("fr-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_FRET: NavItem[] = [
  // fact
  n("millbeck-phone", "tattoo", "fact", "what's the phone number for copperhand's millbeck studio", {
    contains: ["0113 496 0487"],
    excludes: ["0113 496 0412"],
  }),
  n("nostril-january", "tattoo", "fact", "how much is a nostril piercing at copperhand from january", {
    contains: ["£38"],
    excludes: ["£35"],
  }),
  n("thursday-late", "tattoo", "fact", "how late is copperhand in brackenford open on thursdays", {
    contains: ["20:00"],
    excludes: ["19:00"],
  }),
  n("saline", "tattoo", "fact", "how much is the saline spray at copperhand", {
    contains: ["£7.50"],
    excludes: ["£9.00"],
  }),
  n("geminids-price", "observatory", "fact", "how much is the geminids night at harrowfell for an adult", {
    contains: ["£16"],
    excludes: ["£10"],
  }),
  n(
    "schools-phone",
    "observatory",
    "fact",
    "whats the phone number for school bookings at harrowfell observatory",
    {
      contains: ["0161 496 0735"],
      excludes: ["0161 496 0730"],
    },
  ),
  n("christmas-star", "observatory", "fact", "what time is the christmas star show at harrowfell", {
    contains: ["12:30"],
    excludes: ["11:00"],
  }),
  n("adult-february", "observatory", "fact", "how much will an adult ticket at harrowfell be in february", {
    contains: ["£12.50"],
    excludes: ["£11.50"],
  }),
  n(
    "course-members",
    "observatory",
    "fact",
    "how much is the astronomy for beginners course at harrowfell if you're a member",
    {
      contains: ["£60"],
      excludes: ["£72"],
    },
  ),
  // yes_no
  n("millbeck-walk-in", "tattoo", "yes_no", "can i just walk in at copperhand millbeck for a piercing", {
    answer: "no",
  }),
  n(
    "mates",
    "tattoo",
    "yes_no",
    "can i bring my 2 mates with me when i get tattooed at copperhand kingsgate",
    {
      answer: "no",
    },
  ),
  n("pregnant", "tattoo", "yes_no", "i'm pregnant, can i still get my nose pierced at copperhand", {
    answer: "no",
  }),
  n(
    "wheelchair-telescope",
    "observatory",
    "yes_no",
    "my dad's in a wheelchair, can he look through a telescope at harrowfell",
    { answer: "yes" },
  ),
  n("guide-dog", "observatory", "yes_no", "can i bring my guide dog into the planetarium at harrowfell", {
    answer: "yes",
  }),
  n(
    "own-telescope",
    "observatory",
    "yes_no",
    "can i bring my own telescope to a harrowfell stargazing night",
    {
      answer: "yes",
    },
  ),
  n("monday-28th", "observatory", "yes_no", "is harrowfell observatory open on monday 28th december", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "guest",
    "tattoo",
    "search",
    "is there a guest artist coming to copperhand in january? what do they charge an hour",
    {
      contains: ["£140"],
      excludes: ["£80"],
    },
  ),
  n("ear-styling", "tattoo", "search", "does copperhand do ear styling sessions, how much is it", {
    contains: ["£20"],
    excludes: ["£10"],
  }),
  n(
    "dome-hire",
    "observatory",
    "search",
    "can i hire the planetarium dome at harrowfell for a private party? how much",
    {
      contains: ["£395"],
      excludes: ["£150"],
    },
  ),
  n(
    "volunteer",
    "observatory",
    "search",
    "can i volunteer as a telescope guide at harrowfell, how old do i need to be",
    {
      contains: ["18"],
      excludes: ["16"],
    },
  ),
  // list
  n(
    "fourteen",
    "tattoo",
    "list",
    "my daughter is 14, which piercings can she get at copperhand if i go with her",
    {
      contains: ["Lobe", "Helix"],
      excludes: ["Tragus", "Nostril"],
    },
  ),
  n(
    "jewellery-extra",
    "tattoo",
    "list",
    "which piercings at copperhand don't include the jewellery in the price",
    {
      contains: ["Septum", "Nipple"],
      excludes: ["Tongue"],
    },
  ),
  n("millbeck-artists", "tattoo", "list", "which tattoo artists work at copperhand's millbeck studio", {
    contains: ["Kit Hallworth", "Tamsin Wray", "Jonah Pike"],
    excludes: ["Nell Ashdown"],
  }),
  n("december-events", "observatory", "list", "what special events are on at harrowfell in december", {
    contains: ["Geminids", "Christmas Star", "Carols"],
    excludes: ["Jupiter"],
  }),
  n("membership-perks", "observatory", "list", "what do you get with a harrowfell membership", {
    contains: ["free entry", "telescope evenings", "10%"],
  }),
  n("five-year-old", "observatory", "list", "which planetarium shows at harrowfell can my 5 year old see", {
    contains: ["Little Stargazers", "Tonight", "Christmas Star"],
    excludes: ["Dark Matters", "Beyond the Planets"],
  }),
  // superlative
  n("cheapest-piercing", "tattoo", "superlative", "what's the cheapest piercing at copperhand", {
    contains: ["Lobe", "£25"],
    excludes: ["£35"],
  }),
  n("longest-heal", "tattoo", "superlative", "which piercing takes the longest to heal at copperhand", {
    contains: ["Industrial", "9 to 12 months"],
    excludes: ["6 to 9 months"],
  }),
  n("cheapest-drink", "observatory", "superlative", "whats the cheapest drink in the harrowfell cafe", {
    contains: ["Tea", "£2.00"],
    excludes: ["£3.10"],
  }),
  n("longest-show", "observatory", "superlative", "which harrowfell planetarium show is the longest", {
    contains: ["Dark Matters", "50 minutes"],
    excludes: ["45 minutes"],
  }),
  // count
  n("millbeck-tattooists", "tattoo", "count", "how many tattooists work at copperhand millbeck", {
    contains: ["3"],
  }),
  n("stairs", "tattoo", "count", "how many stairs up to copperhand kingsgate", { contains: ["14"] }),
  n("wheelchair-spaces", "observatory", "count", "how many wheelchair spaces in the harrowfell planetarium", {
    contains: ["4"],
    excludes: ["64"],
  }),
  n("west-dome-steps", "observatory", "count", "how many steps up to the west dome at harrowfell", {
    contains: ["23"],
  }),
  // not_found
  n("tooth-gems", "tattoo", "not_found", "does copperhand do tooth gems", NONE),
  n("student-discount", "tattoo", "not_found", "do copperhand do a student discount on tattoos", NONE),
  n("wifi", "observatory", "not_found", "is there wifi at harrowfell observatory", NONE),
  n("sleepover", "observatory", "not_found", "can cubs do a sleepover in the harrowfell planetarium", NONE),
  n(
    "bus-times",
    "observatory",
    "not_found",
    "what time does the 47 bus leave ellerby bridge for harrowfell on a saturday",
    NONE,
  ),
  // form
  ...NAVIGATOR_FRET_FORMS,
];
