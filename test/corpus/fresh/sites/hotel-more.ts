import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// FRESH: a held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read this file.

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

type Treatment = [slug: string, name: string, length: string, weekday: string, weekend: string];

const TREATMENTS: Treatment[] = [
  ["seaweed-wrap", "Seaweed wrap", "60 minutes", "£75", "£85"],
  ["hot-stone", "Hot stone massage", "75 minutes", "£92", "£102"],
  ["back-neck-shoulder", "Back, neck and shoulder massage", "30 minutes", "£48", "£55"],
  ["full-body", "Full body massage", "60 minutes", "£80", "£90"],
  ["express-facial", "Express facial", "30 minutes", "£45", "£52"],
  ["signature-facial", "Signature facial", "75 minutes", "£98", "£110"],
];

const SLOTS = ["10:00", "11:30", "13:00", "14:30", "16:00", "17:30"];

/** Dining, spa, events, offers, practical pages, and two pages only the site's search finds. */
export function hotelMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/dining": page(
      "The Lookout and the Net Loft",
      `<p>The Lookout is our first-floor restaurant with a window on the harbour; the Net Loft is the bar below it.
      Everyone is welcome, whether or not you are staying with us.</p>` +
        table(
          "When we serve",
          ["Day", "Breakfast (The Lookout)", "Lunch (Net Loft)", "Dinner (The Lookout)"],
          [
            ["Monday", "7:30–10:00", "12:00–14:30", "Closed"],
            ["Tuesday", "7:30–10:00", "12:00–14:30", "18:00–21:00"],
            ["Wednesday", "7:30–10:00", "12:00–14:30", "18:00–21:00"],
            ["Thursday", "7:30–10:00", "12:00–14:30", "18:00–21:00"],
            ["Friday", "7:30–10:00", "12:00–14:30", "18:00–21:30"],
            ["Saturday", "8:00–10:30", "12:00–15:00", "18:00–21:30"],
            ["Sunday", "8:00–10:30", "Sunday lunch, 12:00–15:30", "18:00–20:30"],
          ],
        ) +
        `<p>On Mondays the Net Loft serves sandwiches and its bar menu until 20:00.</p>` +
        dl([
          ["Head chef", "Tamsin Rowe"],
          ["Bar manager", "Lowen Carne"],
          ["Tasting menu", "£68 a person, or £110 with matched wines"],
          ["Sunday lunch", "£29 for two courses, £35 for three"],
          ["Afternoon tea", "£27.50 a person, served 14:30–16:30 every day; please book 24 hours ahead"],
          ["Breakfast for non-residents", "£18"],
        ]),
    ),
    "/spa": page(
      "The Sea Room spa",
      `<p>A sea-water pool, sauna, steam room and three treatment rooms, open 8:00–20:00 every day. Free for
      hotel guests. Under-16s may use the pool from 9:00 to 11:00 and from 15:00 to 17:00 with an adult.</p>` +
        dl([
          ["Pool", "12 metres, heated to 30°C"],
          [
            "Spa day for non-residents",
            "£40 Monday to Thursday, £55 Friday to Sunday, with lunch in the Net Loft",
          ],
        ]) +
        table(
          "Treatments",
          ["Treatment", "Length", "Monday to Thursday", "Friday to Sunday"],
          TREATMENTS.map(([, name, length, weekday, weekend]) => [name, length, weekday, weekend]),
        ) +
        `<h2>Book a treatment</h2><form method="post" action="/spa/book">
        <p><label>Treatment <select name="treatment"><option value="">Choose a treatment</option>${options(
          TREATMENTS.map(([slug, name]) => [slug, name]),
        )}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Start time <select name="time">${options(SLOTS.map((t) => [t, t]))}</select></label></p>
        <p><label>Name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/offers": page(
      "Offers",
      cards([
        [
          "4 January to 25 March 2027",
          "Winter Escape",
          "Stay three nights for the price of two, arriving Sunday to Thursday. Any room.",
        ],
        [
          "All year",
          "Paws by the sea",
          "Two nights in a Garden Double with dinner on the first night and a treat bag for your dog: from £395.",
        ],
        [
          "Any time",
          "Gift vouchers",
          "For any amount from £25, or for a named treatment or a night's stay. Valid for 18 months.",
        ],
      ]),
    ),
    "/events": page(
      "Christmas and New Year",
      `<p>Book festive events through reception. Hotel guests have first choice of tables.</p>` +
        table(
          "Festive events 2026",
          ["Date", "Event", "Time", "Price"],
          [
            ["Friday 11 December 2026", "Cornish wine dinner", "19:00", "£65 a person"],
            [
              "Thursday 24 December 2026",
              "Carols and mulled wine by the fire",
              "18:00",
              "Free for residents",
            ],
            ["Friday 25 December 2026", "Christmas Day lunch", "12:30", "£95 adults, £45 children under 12"],
            ["Saturday 26 December 2026", "Boxing Day beach walk and brunch", "10:00", "£28"],
            ["Thursday 31 December 2026", "New Year's Eve gala dinner", "19:30", "£140 a person"],
            ["Friday 1 January 2027", "New Year's Day swim and bacon rolls", "11:00", "Free"],
          ],
        ) +
        `<p>Private parties: the Chart Room seats up to 16 at one table.</p>`,
    ),
    "/getting-here": page(
      "Getting here",
      `<p>By train: Porthcorran station is 0.8 miles away, a 15-minute walk along the harbour.</p>
      <p>Taxis: Bay Cabs, 01632 965 777.</p>
      <p>By air: Carnhallow Airport is 24 miles away.</p>
      <p>By car: follow the signs for the harbour, then turn left at the lifeboat station.</p>` +
        cards([
          ["2 miles", "Trevanna Gardens", "Sub-tropical gardens, open every day except Christmas Day."],
          ["5 minutes' walk", "Porthcorran Lifeboat Station", "Visitor centre open at weekends."],
        ]),
    ),
    "/faq": page(
      "Good to know",
      dl([
        [
          "Can I bring my dog?",
          "Yes, in our four Garden Doubles only, which open onto the garden. £20 per dog per night, up to two dogs.",
        ],
        [
          "Is there parking?",
          "Yes, our own car park has 18 spaces and costs £12 per night. No need to book.",
        ],
        ["Can I charge an electric car?", "Yes, there are two chargers in the car park, at 45p per kWh."],
        ["Is the Wi-Fi free?", "Yes, everywhere in the hotel."],
        [
          "Do you have cots and extra beds?",
          "Cots are free in Harbour Doubles and Family Rooms. Extra beds (£30 per night) fit in Family Rooms only.",
        ],
        [
          "What is your cancellation policy?",
          "You can cancel free of charge up to 48 hours before you arrive. Stays in the festive season need 14 days' notice.",
        ],
        [
          "Is there a lift?",
          "Yes, to every floor. The Cliff Suite is up a short flight of stairs from the lift.",
        ],
      ]),
    ),
    "/contact": page(
      "Talk to us",
      `<p>Reservations: 01632 965 110 (8:00–20:00 every day)</p>
      <p>The Lookout restaurant: 01632 965 120</p>
      <p>The Sea Room spa: 01632 965 130</p>
      <p>Reception is open 24 hours.</p>
      <p>Email: reservations@corranbay.test</p>
      <p>General manager: Hugo Penrose</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/weddings": page(
      "Weddings at Corran Bay",
      `<p>Marry on the harbour wall and dance in the Lookout.</p>` +
        dl([
          ["Ceremony room", "Seats up to 80 guests"],
          ["Evening reception", "Up to 120 guests"],
          ["Exclusive use, Friday and Saturday", "£7,800"],
          ["Exclusive use, Sunday to Thursday", "£6,200"],
        ]),
    ),
    "/careers": page(
      "Work with us",
      table(
        "Current vacancies",
        ["Role", "Hours", "Salary"],
        [
          ["Breakfast chef", "Full time", "£26,000"],
          ["Spa therapist", "Full time", "£24,500"],
          ["Night porter", "Four nights a week", "£19,800"],
        ],
      ),
    ),
  };
}
