import type { FixturePage } from "../../../helpers/fixture-site";
import { dl, table } from "../../sites/kit";

// BLIND: the fifth held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever tunes
// the engines must not read this file.

/** Every fare has a sibling in its row (another age) and its column (another ticket or route). */
const FOOT: string[][] = [
  ["Inchmore single", "£7.80", "£3.90", "£5.40"],
  ["Inchmore day return", "£13.50", "£6.75", "£9.40"],
  ["Fladda single", "£4.60", "£2.30", "£3.20"],
  ["Fladda day return", "£8", "£4", "£5.60"],
  ["Coach single (any stop)", "£6.20", "£3.10", "£4.30"],
  ["Through ticket, Dunmarrow Station to Inchmore, single", "£12.90", "£6.45", "£9"],
];

const VEHICLES: string[][] = [
  ["Car up to 5 metres", "£32", "£18.50"],
  ["Car over 5 metres, or van", "£48", "£27"],
  ["Motorcycle", "£14", "£8.50"],
  ["Bicycle", "£2.50", "Free"],
  ["Trailer, per metre", "£6", "£4"],
];

/** Fares, the coach timetable, luggage and animals, help, the story, contact, and two search-only pages. */
export function ferryMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/fares": page(
      "What it costs",
      table("Foot passengers", ["Ticket", "Adult", "Child (5–15)", "Senior (60+)"], FOOT) +
        `<p>Under-5s travel free. A day return is valid for coming back on the day it was bought only.</p>` +
        table(
          "Vehicles, single, driver and passengers not included",
          ["Vehicle", "Inchmore", "Fladda"],
          VEHICLES,
        ) +
        dl([
          ["Island residents", "40% off every fare with a Resident Card"],
          ["10-journey book (Inchmore, adult)", "£62, valid for a year"],
          ["Dogs", "Free"],
          ["Booking fee", "None online; £1.50 by phone"],
        ]),
    ),
    "/travelling-with": page(
      "On board",
      `<h2>Luggage</h2>` +
        dl([
          ["Free allowance", "Two large bags and one small bag for each foot passenger"],
          ["Extra bags", "£2 each"],
          ["Heavy items", "Anything over 23 kg goes in the freight cage at £5 an item"],
        ]) +
        `<h2>Pets</h2>` +
        dl([
          [
            "Dogs",
            "Free, on a lead. On MV Corran Lass they may sit on the open deck or in the pet lounge, but not in the main saloon. On MV Skua dogs stay on the open deck.",
          ],
          ["Cats and small pets", "In a closed carrier, anywhere on board"],
          ["Assistance dogs", "Welcome everywhere on both ferries and the coaches"],
        ]) +
        `<h2>Bikes and scooters</h2>` +
        dl([
          ["Bicycles to Inchmore", "Must be booked: 8 spaces on each sailing"],
          ["Bicycles to Fladda", "No booking; room for 4 bikes on each sailing"],
          ["E-bikes", "Allowed, but batteries may not be charged on board"],
          ["E-scooters", "Not allowed on our ferries or coaches, even folded"],
          ["Mobility scooters", "Free; please tell us 24 hours before you travel"],
        ]) +
        `<h2>Food and drink</h2><p>The café on MV Corran Lass serves hot food until 16:00. MV Skua has a vending
        machine only. You may bring your own food on both.</p>`,
    ),
    "/faq": page(
      "Help",
      `<h2>Do foot passengers need to book?</h2><p>No. Foot passengers can buy tickets at the Portcallan ticket
      office or on board. Vehicles must always be booked.</p>
      <h2>How can I pay?</h2><p>On board we take card and contactless only, no cash. The Portcallan ticket office
      also takes cash.</p>
      <h2>How early should I arrive?</h2><p>With a vehicle, be in the marshalling lane at least 20 minutes before
      departure. Foot passengers should be at the gangway 10 minutes before.</p>
      <h2>Can I change my booking?</h2><p>Yes, free of charge up to 24 hours before you sail; after that there is a
      £5 change fee.</p>
      <h2>What happens if my sailing is cancelled?</h2><p>We text everyone booked at least two hours before. You can
      have a full refund or move to another sailing for free.</p>
      <h2>Is there wifi on board?</h2><p>Yes, free wifi on MV Corran Lass. There is none on MV Skua.</p>
      <h2>Are the ferries accessible?</h2><p>MV Corran Lass has a lift to the passenger deck and an accessible
      toilet. MV Skua's passenger cabin is on the car deck and step-free, but it has no toilet.</p>
      <h2>I've lost something</h2><p>We keep lost property for 28 days at the Portcallan ticket office; bank cards
      are destroyed after 7 days. <a href="/lost-property">Report a lost item</a>.</p>`,
    ),
    "/about": page(
      "Our story",
      `<p>Skerry Line began in 1987, when Morag Sinclair bought the Fladda ferry from the county council. The
      Inchmore route followed in 1993 and the coach link to Dunmarrow in 2004.</p>
      <p>Morag's son Callum Sinclair has been managing director since 2012. Fiona Rennie is our harbour master at
      Portcallan, and Captain Ewan MacRae is senior master of the Corran Lass.</p>` +
        table(
          "Our fleet",
          ["Vessel", "Built", "Passengers", "Cars", "Route"],
          [
            ["MV Corran Lass", "2015", "250", "36", "Portcallan – Inchmore"],
            ["MV Skua", "1998", "48", "6", "Kilbride – Fladda"],
            ["MV Heron", "1989", "120", "24", "Relief vessel"],
          ],
        ) +
        `<p>We also run four coaches. Skerry Line employs 54 people, 19 of whom live on Inchmore or Fladda.</p>`,
    ),
    "/contact": page(
      "Get in touch",
      dl([
        [
          "Portcallan ticket office",
          "Pier Road, Portcallan PC1 4AB · 01632 968 101 · open 06:45–18:30 every day",
        ],
        ["Inchmore office", "The Slip, Inchmore IM1 2RT · 01632 968 202 · open 07:30–18:00, closed Sundays"],
        ["Coach enquiries", "01632 968 303"],
        ["Freight", "freight@skerryline.test"],
      ]) +
        `<p>For sailing updates by text, send SKERRY to 60777. Lost something? <a href="/lost-property">Tell us
        here</a>.</p>`,
    ),
    "/timetables/coach": page(
      "Coach link",
      `<p>Coaches meet the Inchmore ferry at Portcallan Pier and the trains at Dunmarrow Station. The journey takes
      55 minutes.</p>` +
        table(
          "Portcallan Pier to Dunmarrow Station, Monday to Saturday",
          ["Stop", "Coach 1", "Coach 2", "Coach 3", "Coach 4"],
          [
            ["Portcallan Pier", "06:35", "09:10", "13:20", "17:00"],
            ["Kilbride, Post Office", "06:50", "09:25", "13:35", "17:15"],
            ["Dunmarrow Station", "07:30", "10:05", "14:15", "17:55"],
          ],
        ) +
        table(
          "Dunmarrow Station to Portcallan Pier, Monday to Saturday",
          ["Stop", "Coach 1", "Coach 2", "Coach 3", "Coach 4"],
          [
            ["Dunmarrow Station", "08:10", "11:40", "15:30", "19:05"],
            ["Kilbride, Post Office", "08:50", "12:20", "16:10", "19:45"],
            ["Portcallan Pier", "09:05", "12:35", "16:25", "20:00"],
          ],
        ) +
        `<h2>Sundays</h2><p>Two coaches each way: from Portcallan Pier at 09:30 and 15:00, and from Dunmarrow Station
        at 11:15 and 17:30.</p><p>Coaches wait up to 15 minutes for a late ferry, but never for a late train.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking records for six years for our accounts. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep booking working. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/charters": page(
      "Private charters",
      `${table(
        "Charter rates",
        ["Vessel or vehicle", "Per hour", "Minimum"],
        [
          ["MV Skua", "£240", "2 hours"],
          ["MV Heron", "£380", "2 hours"],
          ["Coach (49 seats)", "£65", "4 hours"],
        ],
      )}<p>Charters run outside scheduled sailings only, and a 25% deposit secures the date.</p>`,
    ),
    "/careers": page(
      "Jobs at Skerry Line",
      `${table(
        "Vacancies",
        ["Role", "Based at", "Pay"],
        [
          ["Deckhand", "Kilbride (MV Skua)", "£24,800 a year"],
          ["Coach driver", "Portcallan", "£13.85 an hour"],
          ["Ticket office assistant (part-time)", "Inchmore", "£12.40 an hour"],
        ],
      )}<p>Closing date for all roles: 14 December 2026. Staff and their families travel free.</p>`,
    ),
  };
}
