import { formItem } from "../items";
import type { NavItem } from "../types";

// CUMULUS: the thirty-ninth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this friday" is
// 2026-11-27, "this saturday" 2026-11-28 and "next wednesday" the coming Wednesday, 2026-12-02; "saturday 5th
// december" is 2026-12-05, "saturday 12th december" 2026-12-12 and "saturday 13th march" 2027-03-13 (each weekday
// checked against the calendar). At Hollowmere "4 of us, one of us is driving" is 3 adults tasting and 1 designated
// driver, 2pm is 14:00, the 6 bottle tier is Reserve, a 70th is a birthday and about 35 guests the 30 to 60 band. At
// Pennard & Lowe silver is "Jewellery, watches and silver", 3 pieces the 2 to 6 band and about 15 the 7 to 20 one,
// coming to the house is a home visit, Royal Doulton figures are ceramics and 8 of them the 6 to 20 band, "next
// wednesday" is the Fine Art & Antiques sale, and a courier is "A courier or shipper".
const form = formItem("cu-");

export const NAVIGATOR_CUMULUS_FORMS: NavItem[] = [
  form(
    "book-classic",
    "vineyard",
    "book the classic tour at hollowmere this saturday at 2pm for 4 of us, one of us is driving, and add the cheese board. Holly Grant holly.grant@example.com 07700 900951",
    "/visit/book/send",
    {
      tour: "classic",
      date: "2026-11-28",
      time: "14:00",
      adults: "3",
      drivers: "1",
      cheese: "yes",
      name: "Holly Grant",
      email: "holly.grant@example.com",
    },
  ),
  form(
    "masterclass",
    "vineyard",
    "book 2 places on hollowmere's winemaker's masterclass on saturday 5th december at 10am. Raj Mehta raj.mehta@example.com 07700 900952",
    "/visit/book/send",
    {
      tour: "masterclass",
      date: "2026-12-05",
      time: "10:00",
      adults: "2",
      name: "Raj Mehta",
      email: "raj.mehta@example.com",
    },
  ),
  form(
    "join-club",
    "vineyard",
    "sign me up to the hollowmere wine club, the 6 bottle one, reds only, delivered please. Tom Baines tom.baines@example.com 07700 900953, postcode AC6 4RT",
    "/club/join/send",
    {
      tier: "reserve",
      wines: "red",
      box: "deliver",
      name: "Tom Baines",
      email: "tom.baines@example.com",
      postcode: "AC6 4RT",
    },
  ),
  form(
    "hire",
    "vineyard",
    "ask hollowmere about hiring the barrel room for my mum's 70th on saturday 13th march, about 35 guests, we'd like your catering but not the welcome tasting. Jenny Cole jenny.cole@example.com",
    "/events/hire/send",
    {
      space: "barrel-room",
      occasion: "birthday",
      date: "2027-03-13",
      guests: "30-60",
      catering: "yes",
      name: "Jenny Cole",
      email: "jenny.cole@example.com",
    },
  ),
  form(
    "harvest",
    "vineyard",
    "put me and my partner down to help pick grapes at hollowmere next harvest, weekends only, neither of us has done it before. Sam Reid sam.reid@example.com",
    "/harvest/send",
    {
      days: "weekends",
      people: "2",
      first: "yes",
      name: "Sam Reid",
      email: "sam.reid@example.com",
    },
  ),
  form(
    "valuation",
    "auction",
    "book a valuation appointment at pennard and lowe's castlebridge saleroom next wednesday for 3 bits of silver, i'm thinking of selling them. Ann Hughes ann.hughes@example.com 07700 900961",
    "/valuations/request/send",
    {
      how: "appointment",
      saleroom: "castlebridge",
      category: "jewellery",
      items: "2-6",
      purpose: "selling",
      date: "2026-12-02",
      name: "Ann Hughes",
      email: "ann.hughes@example.com",
    },
  ),
  form(
    "home-visit",
    "auction",
    "ask pennard & lowe to come out to the house to value my late dad's furniture for probate, about 15 pieces, postcode ST7 2AB. Mark Ellis mark.ellis@example.com 07700 900962",
    "/valuations/request/send",
    {
      how: "home",
      category: "furniture",
      items: "7-20",
      purpose: "probate",
      postcode: "ST7 2AB",
      name: "Mark Ellis",
      email: "mark.ellis@example.com",
    },
  ),
  form(
    "phone-bid",
    "auction",
    "register me to bid by phone in pennard and lowe's toy sale on saturday 12th december, lots 114 and 230, and yes i accept the conditions. Leo Grant leo.grant@example.com 07700 900963",
    "/bidding/register/send",
    {
      sale: "toys-dec",
      method: "phone",
      conditions: "yes",
      name: "Leo Grant",
      email: "leo.grant@example.com",
    },
  ),
  form(
    "commission-bid",
    "auction",
    "leave a commission bid for me in pennard & lowe's fine art sale next wednesday, lot 42, up to £600. i accept their conditions. Dan Ward dan.ward@example.com 07700 900965",
    "/bidding/register/send",
    {
      sale: "fine-art-dec",
      method: "commission",
      lots: "42",
      topbid: "600",
      conditions: "yes",
      name: "Dan Ward",
      email: "dan.ward@example.com",
    },
  ),
  form(
    "collect",
    "auction",
    "arrange to collect my lots from pennard and lowe's stowell saleroom this friday evening, invoice 58213, a courier is picking them up for me. Priya Shah priya.shah@example.com 07700 900964",
    "/collection/arrange/send",
    {
      saleroom: "stowell",
      invoice: "58213",
      date: "2026-11-27",
      slot: "evening",
      who: "courier",
      name: "Priya Shah",
      email: "priya.shah@example.com",
    },
  ),
  form(
    "consign",
    "auction",
    "i want to sell my nan's royal doulton figures through pennard and lowe at castlebridge, there's 8 of them, i'll bring them in myself and i'd like reserves on them. Kath Lyle kath.lyle@example.com 07700 900966",
    "/selling/consign/send",
    {
      saleroom: "castlebridge",
      category: "ceramics",
      items: "6-20",
      delivery: "drop",
      reserve: "yes",
      name: "Kath Lyle",
      email: "kath.lyle@example.com",
    },
  ),
];
