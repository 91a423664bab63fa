import type { NavItem } from "../types";

// SEALED: the held-out part of the navigator corpus. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday.
export const NAVIGATOR_SEALED: NavItem[] = [
  // Hollowmere Libraries
  {
    id: "s-lib-visitor-card",
    site: "library",
    start: "/",
    kind: "fact",
    task: "i live outside hollowmere, how much would a library card cost me a year",
    expect: { contains: ["£12"] },
  },
  {
    id: "s-lib-archive-photos",
    site: "library",
    start: "/",
    kind: "search",
    task: "how many photographs does the local history archive hold",
    expect: { contains: ["4,310"] },
  },
  {
    id: "s-lib-newsletter",
    site: "library",
    start: "/",
    kind: "form",
    task: "sign me up to the library newsletter with jo.baptiste@example.com, I'm mostly interested in local history",
    expect: {
      submitted: {
        path: "/newsletter",
        fields: { email: "jo.baptiste@example.com", interest: "local-history" },
      },
    },
  },
  {
    id: "s-lib-cat",
    site: "library",
    start: "/",
    kind: "not_found",
    task: "what's the name of the cat that lives at saltmarsh road library",
    expect: { not_found: true },
  },

  // Tallow Lane Kitchens
  {
    id: "s-rest-bakery-sunday",
    site: "restaurants",
    start: "/",
    kind: "fact",
    task: "since when has the bakery been open on sundays?",
    expect: { contains: ["1 November"] },
  },
  {
    id: "s-rest-private-spend",
    site: "restaurants",
    start: "/",
    kind: "search",
    task: "what's the minimum spend for the private dining room on a friday night",
    expect: { contains: ["£620"] },
  },
  {
    id: "s-rest-cake",
    site: "restaurants",
    start: "/",
    kind: "form",
    task: "order a whole olive oil cake from the bakery for collection on saturday 5 december. name Bea Lindgren, phone 07700 900318",
    expect: {
      submitted: {
        path: "/bakery/order",
        fields: {
          cake: "olive-oil",
          collection_date: "2026-12-05",
          name: "Bea Lindgren",
          phone: "07700 900318",
        },
      },
    },
  },
  {
    id: "s-rest-caspian-monday",
    site: "restaurants",
    start: "/",
    kind: "yes_no",
    task: "can we get lunch at caspian yard on a monday?",
    expect: { answer: "no" },
  },

  // Driftwire
  {
    id: "s-sw-audit-business",
    site: "software",
    start: "/",
    kind: "fact",
    task: "how long do you keep audit logs on the business plan",
    expect: { contains: ["1 year"] },
  },
  {
    id: "s-sw-python-min",
    site: "software",
    start: "/",
    kind: "search",
    task: "what's the oldest python version your sdk supports? check the help centre",
    expect: { contains: ["3.9"] },
  },
  {
    id: "s-sw-trial",
    site: "software",
    start: "/",
    kind: "yes_no",
    task: "is there a free trial and how long is it",
    expect: { answer: "yes", contains: ["21 days"] },
  },
  {
    id: "s-sw-onprem",
    site: "software",
    start: "/",
    kind: "not_found",
    task: "how much does an on-premise licence of driftwire cost",
    expect: { not_found: true },
  },

  // Brambleford Leisure Centre
  {
    id: "s-lei-family-adult",
    site: "leisure",
    start: "/",
    kind: "fact",
    task: "how much is an adult ticket for the family swim on saturday",
    expect: { contains: ["£6.50"], excludes: ["£3.90"] },
  },
  {
    id: "s-lei-sauna-16",
    site: "leisure",
    start: "/",
    kind: "yes_no",
    task: "can my 16 year old use the sauna with me",
    expect: { answer: "no" },
  },
  {
    id: "s-lei-free-classes",
    site: "leisure",
    start: "/",
    kind: "list",
    task: "which classes are free if you're a member",
    expect: {
      contains: ["Spin 45", "Yoga flow", "Circuits", "Boxfit"],
      excludes: ["Pilates", "Climbing taster"],
    },
  },
  {
    id: "s-lei-priciest-class",
    site: "leisure",
    start: "/",
    kind: "superlative",
    task: "what's the most expensive class for non members",
    expect: { contains: ["Climbing taster"], excludes: ["Spin 45"] },
  },
  {
    id: "s-lei-book-yoga",
    site: "leisure",
    start: "/",
    kind: "form",
    task: "book me onto yoga flow next wednesday, name Aoife Brennan, email aoife.b@example.com",
    expect: {
      submitted: {
        path: "/classes/book",
        fields: {
          class: "yoga-flow",
          date: "2026-12-02",
          name: "Aoife Brennan",
          email: "aoife.b@example.com",
        },
      },
    },
  },
  {
    id: "s-lei-lessons",
    site: "leisure",
    start: "/",
    kind: "form",
    task: "enquire about swimming lessons for my son Idris, he's 7 and on stage 2, saturdays suit us best. my email is nadia.k@example.com",
    expect: {
      submitted: {
        path: "/swim/lessons/enquire",
        fields: {
          child_name: "Idris",
          child_age: "7",
          stage: "stage-2",
          preferred_day: "saturday",
          parent_email: "nadia.k@example.com",
        },
      },
    },
  },
  {
    id: "s-lei-party-hire",
    site: "leisure",
    start: "/",
    kind: "not_found",
    task: "how much does it cost to hire the sports hall for a kids birthday party",
    expect: { not_found: true },
  },
  {
    id: "s-lei-sunday-close",
    site: "leisure",
    start: "/",
    kind: "fact",
    task: "what time does the leisure centre shut on sundays",
    expect: { contains: ["18:00"], excludes: ["22:00", "19:00"] },
  },
  {
    id: "s-lei-thursday-swims",
    site: "leisure",
    start: "/",
    kind: "count",
    task: "how many different swim sessions are there on a thursday",
    expect: { contains: ["3"] },
  },
  {
    id: "s-lei-lane-8dec",
    site: "leisure",
    start: "/",
    kind: "yes_no",
    task: "can I do a lane swim on tuesday 8 december?",
    expect: { answer: "no" },
  },
];
