import { formItem } from "../items";
import type { NavItem } from "../types";

// TRAMONTANE: the fifty-third held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "thursday 3rd december"
// is 2026-12-03, "saturday 5th december" 2026-12-05, "monday 7th december" 2026-12-07, "tuesday 8th december"
// 2026-12-08, "wednesday 9th december" 2026-12-09 and "friday 11th december" 2026-12-11 (each weekday checked against
// the calendar). At Hartwell & Daughter the van collects on Tuesdays and Fridays, a £150 order or more (4 dining
// chairs, seat and back, £480 in your own fabric); the 18:30 showroom visit is on Thursdays only; samples are up to 5.
// At Pennant Lettings valuations are Monday to Saturday; Elm Grove is in Wrayfield (viewings on Saturdays) and the
// studio on Quay Road in Coldharbour (weekdays only).
const form = formItem("tm-");

export const NAVIGATOR_TRAMONTANE_FORMS: NavItem[] = [
  form(
    "up-collect-armchair",
    "upholstery",
    "book hartwell & daughter to collect my armchair on tuesday 8th december in the morning, i'll pick a fabric from their books. AC4 2RW. Lucy Farrow lucy.farrow@example.com 07700 900731",
    "/collection/book/send",
    {
      piece: "armchair",
      pieces: "1",
      date: "2026-12-08",
      slot: "morning",
      fabric: "ours",
      postcode: "AC4 2RW",
      name: "Lucy Farrow",
      email: "lucy.farrow@example.com",
      phone: "07700 900731",
    },
  ),
  form(
    "up-collect-chairs",
    "upholstery",
    "get hartwell & daughter to collect 4 dining chairs (seat and back) on friday 11th december in the afternoon, i've got my own fabric. FB2 7HS. Martin Osei martin.osei@example.com 07700 900844",
    "/collection/book/send",
    {
      piece: "dining-chair",
      pieces: "4",
      date: "2026-12-11",
      slot: "afternoon",
      fabric: "own",
      postcode: "FB2 7HS",
      name: "Martin Osei",
      email: "martin.osei@example.com",
      phone: "07700 900844",
    },
  ),
  form(
    "up-quote",
    "upholstery",
    "ask hartwell & daughter for a quote to recover 2 wing chairs in band c fabric. AC1 5PT. Sarah Kemp sarah.kemp@example.com 07700 900952",
    "/quote/send",
    {
      piece: "wing-chair",
      quantity: "2",
      band: "c",
      postcode: "AC1 5PT",
      name: "Sarah Kemp",
      email: "sarah.kemp@example.com",
      phone: "07700 900952",
    },
  ),
  form(
    "up-samples",
    "upholstery",
    "order 4 free velvet samples from hartwell & daughter to AC2 9LL. Priya Nair priya.nair@example.com",
    "/samples/send",
    {
      fabric: "velvet",
      samples: "4",
      postcode: "AC2 9LL",
      name: "Priya Nair",
      email: "priya.nair@example.com",
    },
  ),
  form(
    "up-showroom-visit",
    "upholstery",
    "book a visit to hartwell & daughter's showroom for 2 of us on thursday 3rd december at 6:30pm. Ben Castle ben.castle@example.com 07700 900163",
    "/visit/book/send",
    {
      date: "2026-12-03",
      time: "18:30",
      people: "2",
      name: "Ben Castle",
      email: "ben.castle@example.com",
      phone: "07700 900163",
    },
  ),
  form(
    "up-message",
    "upholstery",
    "send hartwell & daughter a message about an invoice: my invoice 4471 shows the deposit twice, please check. Joan Pike joan.pike@example.com",
    "/contact/send",
    {
      about: "invoice",
      message: "my invoice 4471 shows the deposit twice, please check",
      name: "Joan Pike",
      email: "joan.pike@example.com",
    },
  ),
  form(
    "le-valuation",
    "lettings",
    "ask pennant lettings for an in-person valuation of my 3 bed semi on monday 7th december, i'm thinking of full management. WR5 3EE. Karen Doyle karen.doyle@example.com 07700 900274",
    "/valuation/send",
    {
      property: "semi",
      bedrooms: "3",
      service: "full-management",
      method: "in-person",
      date: "2026-12-07",
      postcode: "WR5 3EE",
      name: "Karen Doyle",
      email: "karen.doyle@example.com",
      phone: "07700 900274",
    },
  ),
  form(
    "le-valuation-video",
    "lettings",
    "get pennant lettings to value my 1 bedroom flat by video on saturday 5th december, not sure which service yet. CH1 4QB. Imran Ali imran.ali@example.com 07700 900385",
    "/valuation/send",
    {
      property: "flat",
      bedrooms: "1",
      service: "unsure",
      method: "video",
      date: "2026-12-05",
      postcode: "CH1 4QB",
      name: "Imran Ali",
      email: "imran.ali@example.com",
      phone: "07700 900385",
    },
  ),
  form(
    "le-viewing-elm-grove",
    "lettings",
    "ask pennant lettings to view the house on elm grove on saturday 5th december at 12 noon, there'll be 2 of us. Tom Price tom.price@example.com 07700 900496",
    "/viewing/send",
    {
      home: "WR-102",
      date: "2026-12-05",
      time: "12:00",
      people: "2",
      name: "Tom Price",
      email: "tom.price@example.com",
      phone: "07700 900496",
    },
  ),
  form(
    "le-viewing-studio",
    "lettings",
    "arrange a viewing of pennant lettings' studio in coldharbour for wednesday 9th december at 4pm, just me. Ella Shaw ella.shaw@example.com 07700 900507",
    "/viewing/send",
    {
      home: "CH-202",
      date: "2026-12-09",
      time: "16:00",
      people: "1",
      name: "Ella Shaw",
      email: "ella.shaw@example.com",
      phone: "07700 900507",
    },
  ),
  form(
    "le-message",
    "lettings",
    "send pennant lettings a message about a deposit: when will my deposit from the quay road flat come back? Noah Reid noah.reid@example.com",
    "/contact/send",
    {
      about: "deposit",
      message: "when will my deposit from the quay road flat come back?",
      name: "Noah Reid",
      email: "noah.reid@example.com",
    },
  ),
];
