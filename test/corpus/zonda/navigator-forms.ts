import { formItem } from "../items";
import type { NavItem } from "../types";

// ZONDA: the fiftieth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "sunday 6th december" is
// 2026-12-06, "tuesday 8th december" 2026-12-08, "thursday 10th december" 2026-12-10, "wednesday 16th december"
// 2026-12-16 and "saturday 12th june next year" 2027-06-12 (each weekday checked against the calendar). At Kaur and
// Finch Bramwell is open from 11:00 to 15:00 on Sundays; the 18:00 fitting is on Thursdays at Elmsford only, where
// wedding dresses are fitted; two pairs of trousers are 2 garments. At Verity a GP appointment is medical; Turkish
// and Mandarin are interpreted; a half day is up to 4 hours; a sworn marriage certificate can be translated from
// Romanian; recorded post is a delivery choice.
const form = formItem("zo-");

export const NAVIGATOR_ZONDA_FORMS: NavItem[] = [
  form(
    "ta-pinning",
    "tailors",
    "book a pinning appointment at kaur and finch's bramwell shop on sunday 6th december at 13:00 for 2 pairs of trousers. Megan Price megan.price@example.com 07700 900311",
    "/book/send",
    {
      service: "pinning",
      shop: "bramwell",
      date: "2026-12-06",
      time: "13:00",
      garments: "2",
      name: "Megan Price",
      email: "megan.price@example.com",
      phone: "07700 900311",
    },
  ),
  form(
    "ta-wedding",
    "tailors",
    "book a wedding dress fitting with kaur and finch on thursday 10th december at 6pm. Hollie Grant hollie.grant@example.com 07700 900352",
    "/book/send",
    {
      service: "wedding",
      shop: "elmsford",
      date: "2026-12-10",
      time: "18:00",
      name: "Hollie Grant",
      email: "hollie.grant@example.com",
      phone: "07700 900352",
    },
  ),
  form(
    "ta-bespoke",
    "tailors",
    "ask kaur and finch about a full bespoke three-piece suit in fine wool, needed by saturday 12th june next year for my wedding. Daniel Okafor daniel.okafor@example.com 07700 900463",
    "/bespoke/enquire/send",
    {
      suit: "three-piece",
      cloth: "fine-wool",
      cut: "full-bespoke",
      needed: "2027-06-12",
      name: "Daniel Okafor",
      email: "daniel.okafor@example.com",
      phone: "07700 900463",
    },
  ),
  form(
    "ta-vouchers",
    "tailors",
    "order 2 £50 gift vouchers from kaur and finch, posted to EL4 7RT. Fiona Marsh fiona.marsh@example.com",
    "/vouchers/order/send",
    {
      value: "50",
      quantity: "2",
      delivery: "post",
      postcode: "EL4 7RT",
      name: "Fiona Marsh",
      email: "fiona.marsh@example.com",
    },
  ),
  form(
    "ta-ready",
    "tailors",
    "message kaur and finch to ask if the coat i left at bramwell is ready yet. Peter Lyle peter.lyle@example.com",
    "/contact/send",
    {
      about: "ready",
      name: "Peter Lyle",
      email: "peter.lyle@example.com",
    },
  ),
  form(
    "tr-quote-legal",
    "translators",
    "ask verity for a quote to translate a 3,500 word legal contract from english into polish, fast turnaround. Karen Doyle karen.doyle@example.com",
    "/quote/send",
    {
      from: "english",
      into: "polish",
      kind: "legal",
      words: "3500",
      turnaround: "fast",
      name: "Karen Doyle",
      email: "karen.doyle@example.com",
    },
  ),
  form(
    "tr-quote-medical",
    "translators",
    "get a quote from verity for 800 words of medical notes from arabic into english, standard turnaround. Omar Haddad omar.haddad@example.com",
    "/quote/send",
    {
      from: "arabic",
      into: "english",
      kind: "medical",
      words: "800",
      turnaround: "standard",
      name: "Omar Haddad",
      email: "omar.haddad@example.com",
    },
  ),
  form(
    "tr-interpreter-gp",
    "translators",
    "book a face to face turkish interpreter from verity for my mum's GP appointment on tuesday 8th december at 10:00, by the hour, 2 hours, at SM3 4QP. Selin Aydin selin.aydin@example.com 07700 900527",
    "/interpreting/book/send",
    {
      language: "turkish",
      mode: "face-to-face",
      setting: "medical",
      date: "2026-12-08",
      start: "10:00",
      length: "hours",
      hours: "2",
      postcode: "SM3 4QP",
      name: "Selin Aydin",
      email: "selin.aydin@example.com",
      phone: "07700 900527",
    },
  ),
  form(
    "tr-interpreter-video",
    "translators",
    "book a mandarin chinese interpreter from verity by video for a business meeting on wednesday 16th december, half a day starting at 09:00. Li Chen li.chen@example.com 07700 900638",
    "/interpreting/book/send",
    {
      language: "mandarin",
      mode: "video",
      setting: "business",
      date: "2026-12-16",
      start: "09:00",
      length: "half-day",
      name: "Li Chen",
      email: "li.chen@example.com",
      phone: "07700 900638",
    },
  ),
  form(
    "tr-sworn",
    "translators",
    "order a sworn translation of my marriage certificate from romanian with verity, 2 copies, recorded post. Ana Popescu ana.popescu@example.com",
    "/certified/order/send",
    {
      document: "marriage",
      language: "romanian",
      kind: "sworn",
      copies: "2",
      delivery: "recorded",
      name: "Ana Popescu",
      email: "ana.popescu@example.com",
    },
  ),
  form(
    "tr-invoice",
    "translators",
    "send verity language services a message about an invoice i think was charged twice. Graham Boyd graham.boyd@example.com",
    "/contact/send",
    {
      about: "invoice",
      name: "Graham Boyd",
      email: "graham.boyd@example.com",
    },
  ),
];
