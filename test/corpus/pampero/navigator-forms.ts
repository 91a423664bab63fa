import { formItem } from "../items";
import type { NavItem } from "../types";

// PAMPERO: the fifty-first held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "today" is 2026-11-26,
// "thursday 3rd december" 2026-12-03, "monday 7th december" 2026-12-07, "tuesday 8th december" 2026-12-08,
// "wednesday 9th december" 2026-12-09, "friday 8th january" 2027-01-08 and "wednesday 20th january" 2027-01-20 (each
// weekday checked against the calendar). At Penrose Bell the first meeting is free at Ashworth only, and the evening
// meeting is at 18:30 on Wednesdays in January at Ashworth; letting out two houses is two to five properties; £12,000 a
// month is the £5,001 to £15,000 band. At Wrenfield a café is commercial premises; evening visits are on weekdays; a
// restaurant is the food business.
const form = formItem("pa-");

export const NAVIGATOR_PAMPERO_FORMS: NavItem[] = [
  form(
    "ac-meeting-free",
    "accountants",
    "book a free first meeting with penrose bell about my tax return on tuesday 8th december at 11:00, i'm self-employed. Rachel Hart rachel.hart@example.com 07700 900214",
    "/first-meeting/book/send",
    {
      office: "ashworth",
      about: "tax-return",
      client: "self-employed",
      date: "2026-12-08",
      time: "11:00",
      name: "Rachel Hart",
      email: "rachel.hart@example.com",
      phone: "07700 900214",
    },
  ),
  form(
    "ac-meeting-evening",
    "accountants",
    "book an evening first meeting with penrose bell on wednesday 20th january about starting a business, there'll be 2 of us. Owen Marsh owen.marsh@example.com 07700 900381",
    "/first-meeting/book/send",
    {
      office: "ashworth",
      about: "starting",
      date: "2027-01-20",
      time: "18:30",
      people: "2",
      name: "Owen Marsh",
      email: "owen.marsh@example.com",
      phone: "07700 900381",
    },
  ),
  form(
    "ac-meeting-crandon",
    "accountants",
    "book a first meeting at penrose bell's crandon office on thursday 3rd december at 16:00 about vat, we're a limited company. Sunita Rao sunita.rao@example.com 07700 900427",
    "/first-meeting/book/send",
    {
      office: "crandon",
      about: "vat",
      client: "company",
      date: "2026-12-03",
      time: "16:00",
      name: "Sunita Rao",
      email: "sunita.rao@example.com",
      phone: "07700 900427",
    },
  ),
  form(
    "ac-return-landlord",
    "accountants",
    "start a standard 2025/26 tax return with penrose bell, i let out two houses and i'll upload my records. Martin Cole martin.cole@example.com",
    "/tax-returns/start/send",
    {
      client: "landlord-few",
      level: "standard",
      year: "2025-26",
      records: "upload",
      name: "Martin Cole",
      email: "martin.cole@example.com",
    },
  ),
  form(
    "ac-bookkeeping",
    "accountants",
    "ask penrose bell for a quote for the complete bookkeeping plan billed yearly, turnover about £12,000 a month, 2 employees, 3 months of books to catch up. Jess Turner jess.turner@example.com",
    "/bookkeeping/quote/send",
    {
      plan: "complete",
      billing: "yearly",
      turnover: "5001-15000",
      employees: "2",
      catchup: "3",
      name: "Jess Turner",
      email: "jess.turner@example.com",
    },
  ),
  form(
    "ac-hmrc-letter",
    "accountants",
    "send penrose bell a message about a letter i've had from hmrc. Alan Pike alan.pike@example.com",
    "/contact/send",
    {
      about: "hmrc",
      name: "Alan Pike",
      email: "alan.pike@example.com",
    },
  ),
  form(
    "pe-mice",
    "pestcontrol",
    "book wrenfield pest control to get rid of mice in my house on monday 7th december, morning slot, 3 rooms, WD3 5LP. Claire Dunn claire.dunn@example.com 07700 900512",
    "/book/send",
    {
      pest: "mice",
      property: "house",
      date: "2026-12-07",
      slot: "morning",
      rooms: "3",
      postcode: "WD3 5LP",
      name: "Claire Dunn",
      email: "claire.dunn@example.com",
      phone: "07700 900512",
    },
  ),
  form(
    "pe-bed-bugs",
    "pestcontrol",
    "book an emergency same-day bed bug treatment with wrenfield for my flat today, afternoon, 2 rooms, PY1 7HD. Marcus Webb marcus.webb@example.com 07700 900576",
    "/book/send",
    {
      pest: "bed-bugs",
      property: "flat",
      urgency: "same-day",
      date: "2026-11-26",
      slot: "afternoon",
      rooms: "2",
      postcode: "PY1 7HD",
      name: "Marcus Webb",
      email: "marcus.webb@example.com",
      phone: "07700 900576",
    },
  ),
  form(
    "pe-rats-cafe",
    "pestcontrol",
    "book wrenfield to deal with rats at our café on wednesday 9th december, in the evening after we close, 1 room, PY2 3QS. Nina Costa nina.costa@example.com 07700 900619",
    "/book/send",
    {
      pest: "rats",
      property: "commercial",
      date: "2026-12-09",
      slot: "evening",
      rooms: "1",
      postcode: "PY2 3QS",
      name: "Nina Costa",
      email: "nina.costa@example.com",
      phone: "07700 900619",
    },
  ),
  form(
    "pe-contract",
    "pestcontrol",
    "ask wrenfield about an eight-weekly pest contract for our medium sized restaurant, Greens Kitchen, starting friday 8th january. Tom Green tom.green@example.com 07700 900634",
    "/business/enquire/send",
    {
      size: "medium",
      visits: "eight-weekly",
      business: "food",
      start: "2027-01-08",
      company: "Greens Kitchen",
      name: "Tom Green",
      email: "tom.green@example.com",
      phone: "07700 900634",
    },
  ),
  form(
    "pe-bees",
    "pestcontrol",
    "send wrenfield pest control a message about a bee swarm in my hedge. Ruth Akers ruth.akers@example.com",
    "/contact/send",
    {
      about: "bees",
      name: "Ruth Akers",
      email: "ruth.akers@example.com",
    },
  ),
];
