import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { coachesMorePages } from "./coaches-more";

// BRUME: the twenty-third held-out part of the corpus (Ridsdale's Coaches), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A family-run coach tour operator picking up in two towns, Ellerby (Market Place) and
// Norbrook (Station Road): day trips as a table of date × trip × pick-up time in each town × adult, child and
// concession prices × admission, short breaks as a table of holiday × dates × nights × price per person sharing ×
// single supplement × places left and what each includes as a definition list, the pick-up points, the fleet as
// cards, luggage and accessibility rules, deposits and cancellation charges by days before departure as a table,
// the Travel Club loyalty scheme, private hire prices as a table of vehicle × half day × full day with a quote form,
// dated news (the 2027 brochure, Chatsworth's new price, a driver's retirement, a new coach, the Norbrook pick-up's
// move, the concession age), the family and the drivers as cards, answers as a definition list, forms to book seats
// and ask for a quote, and three pages only the site's search finds. The footer's line about the office's hours is
// true of no day.
const shellPage = shell({
  brand: "Ridsdale's Coaches",
  tagline: "Family coach holidays and days out from Ellerby and Norbrook since 1961",
  nav: [
    ["Days out", "/trips"],
    ["Short breaks", "/holidays"],
    ["Where we start", "/pick-ups"],
    ["On board", "/fleet"],
    ["Before you travel", "/travel-info"],
    ["Paying &amp; cancelling", "/booking"],
    ["Travel Club", "/travel-club"],
    ["Hire a coach", "/private-hire"],
    ["Latest", "/news"],
    ["Who we are", "/team"],
    ["Questions", "/faq"],
    ["Book seats", "/book"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Foundry Lane Depot, Ellerby EY2 6HL",
    phone: "01632 977 400",
    email: "travel@ridsdales.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the operator licence and the footer's line about the office's hours: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Ridsdale's Coaches Ltd · Operator licence PB1047322 · Members of the Confederation of Passenger Transport · Booking office open 8am to 8pm, seven days a week</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Day trips: date, trip, Ellerby, Norbrook, adult, child, concession, admission. */
const TRIPS: string[][] = [
  [
    "Saturday 28 November 2026",
    "York: St Nicholas Fair Christmas market",
    "08:00",
    "08:25",
    "£32",
    "£20",
    "£29",
    "No admission: free to wander",
  ],
  [
    "Wednesday 2 December 2026",
    "Chatsworth House at Christmas",
    "08:30",
    "08:55",
    "£68",
    "£45",
    "£64",
    "House and garden entry included",
  ],
  [
    "Saturday 5 December 2026",
    "Bath Christmas Market",
    "07:00",
    "07:25",
    "£36",
    "£22",
    "£33",
    "No admission",
  ],
  [
    "Sunday 13 December 2026",
    "Cinderella, the Lyceum Theatre, Sheffield (matinee)",
    "11:30",
    "11:55",
    "£52",
    "£40",
    "£49",
    "Stalls ticket included",
  ],
  [
    "Saturday 9 January 2027",
    "Manchester: the January sales",
    "09:00",
    "09:25",
    "£25",
    "£15",
    "£23",
    "No admission",
  ],
  ["Saturday 20 February 2027", "Whitby for the day", "07:45", "08:10", "£30", "£18", "£27", "No admission"],
  [
    "Thursday 11 March 2027",
    "Cadbury World, Bournville",
    "08:15",
    "08:40",
    "£58",
    "£48",
    "£55",
    "Entry included",
  ],
  [
    "Saturday 17 April 2027",
    "Liverpool and the Albert Dock",
    "08:20",
    "08:45",
    "£34",
    "£21",
    "£31",
    "Museums not included",
  ],
];

/** Short breaks: holiday, dates, nights, per person sharing, single supplement, places left. */
const HOLIDAYS: string[][] = [
  [
    "Turkey and Tinsel, Llandudno",
    "Monday 30 November to Friday 4 December 2026",
    "4",
    "£329",
    "£60",
    "6 left",
  ],
  [
    "Christmas in the Lakes, Bowness-on-Windermere",
    "Wednesday 23 to Sunday 27 December 2026",
    "4",
    "£685",
    "£95",
    "Full: join the waiting list",
  ],
  [
    "Hogmanay in Edinburgh",
    "Wednesday 30 December 2026 to Saturday 2 January 2027",
    "3",
    "£545",
    "£120",
    "11 left",
  ],
  [
    "Keukenhof and the Dutch bulb fields",
    "Monday 19 to Friday 23 April 2027",
    "4",
    "£749",
    "£140",
    "20 left",
  ],
  ["Cornwall and the Eden Project", "Saturday 15 to Thursday 20 May 2027", "5", "£689", "£110", "24 left"],
  ["The Isle of Wight", "Monday 14 to Friday 18 June 2027", "4", "£615", "£85", "30 left"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Ridsdale's Coaches",
    `<p class="banner" role="status"><strong>The 2027 brochure is out:</strong> Holland in April, Cadbury World in
    March and more. <a href="/news">What's new</a></p>
    <p>Three generations of the Ridsdale family have been taking Ellerby and Norbrook on their holidays since
    Arthur Ridsdale bought his first coach in 1961. Every trip starts from the Market Place in Ellerby or Station
    Road in Norbrook, with one of our own drivers, who'll know your name by the first comfort stop.</p>
    <p><a href="/trips">Days out this winter</a> · <a href="/holidays">Short breaks</a> · <a href="/book">Book
    seats</a></p>
    <h2>Latest</h2>${cards([
      [
        "16 November 2026",
        "The 2027 brochure is here",
        "Two new trips, and our first holiday abroad.",
        "/news",
      ],
      ["5 November 2026", "Chatsworth at Christmas", "A new price for 2 December.", "/news"],
      ["20 October 2026", "Happy retirement, Bernie", "38 years at the wheel.", "/news"],
    ])}`,
  ),
  "/trips": page(
    "Days out",
    `<p>A day out with Ridsdale's: we pick you up, take you there, leave you to enjoy yourself and bring you home.
    Children are 3 to 15; concessions are for anyone 60 or over, or with a disabled person's bus pass. Under 3s
    travel free in a car seat you bring along.</p>` +
      table(
        "Days out, winter and spring 2026–27",
        [
          "Date",
          "Trip",
          "Ellerby, Market Place",
          "Norbrook, Station Road",
          "Adult",
          "Child",
          "Concession",
          "Admission",
        ],
        TRIPS,
      ) +
      `<p>Times are when the coach leaves: please be there 10 minutes before. Day trips are usually home by 19:00,
      and we drop off in the same order we picked up. We need 25 passengers to run a day trip.</p>
      <p><a href="/book">Book seats</a></p>`,
  ),
  "/holidays": page(
    "Short breaks",
    `<p>Short breaks on our own coaches, with a Ridsdale's driver for the whole holiday. Every holiday picks up in
    Ellerby and Norbrook; we'll send your times a week before you go. Prices are per person, sharing a twin or
    double room.</p>` +
      table(
        "Short breaks, 2026–27",
        ["Holiday", "Dates", "Nights", "Per person, sharing", "Single room supplement", "Places"],
        HOLIDAYS,
      ) +
      `<h2>What's included</h2>` +
      dl([
        [
          "Turkey and Tinsel, Llandudno",
          "4 nights' dinner, bed and breakfast at the Promenade Hotel; entertainment every evening; a Christmas dinner with crackers on the last night; an afternoon in Conwy",
        ],
        [
          "Christmas in the Lakes",
          "4 nights' full board at the Wyncliffe Hotel, Bowness; Christmas Day lunch and a visit from Father Christmas; a Windermere cruise on Boxing Day; a day out to Grasmere and Keswick",
        ],
        [
          "Hogmanay in Edinburgh",
          "3 nights' bed and breakfast at the Haymarket Lodge Hotel; a Hogmanay dinner and ceilidh at the hotel; a guided tour of the Old Town. Tickets for the street party are not included",
        ],
        [
          "Keukenhof and the Dutch bulb fields",
          "The overnight ferry from Hull to Rotterdam both ways, with an outside cabin; 2 nights' dinner, bed and breakfast in Noordwijk; entry to Keukenhof; a canal cruise in Amsterdam. You'll need a passport",
        ],
        [
          "Cornwall and the Eden Project",
          "5 nights' dinner, bed and breakfast at the Porthmeor Bay Hotel, Newquay; entry to the Eden Project; a day in St Ives",
        ],
        [
          "The Isle of Wight",
          "4 nights' dinner, bed and breakfast; the ferry from Portsmouth both ways; entry to Osborne House; a round-the-island tour",
        ],
      ]) +
      `<p>Deposits and what happens if you cancel: see <a href="/booking">Paying &amp; cancelling</a>.</p>`,
  ),
  "/book": page(
    "Book seats",
    `<p>Book any day out or short break here, and we'll email to confirm your seats and take payment (or a
    deposit for a short break) within one working day.</p>
      <form method="post" action="/book/send">
      <p><label>Trip or holiday <select name="trip">${options([
        ["york-market", "York Christmas market, 28 November"],
        ["chatsworth", "Chatsworth House at Christmas, 2 December"],
        ["bath-market", "Bath Christmas Market, 5 December"],
        ["cinderella", "Cinderella at the Lyceum, 13 December"],
        ["manchester-sales", "Manchester sales, 9 January"],
        ["whitby", "Whitby, 20 February"],
        ["cadbury-world", "Cadbury World, 11 March"],
        ["liverpool", "Liverpool, 17 April"],
        ["turkey-and-tinsel", "Turkey and Tinsel, Llandudno (4 nights)"],
        ["lakes-christmas", "Christmas in the Lakes (4 nights, waiting list)"],
        ["edinburgh-hogmanay", "Hogmanay in Edinburgh (3 nights)"],
        ["keukenhof", "Keukenhof and the Dutch bulb fields (4 nights)"],
        ["cornwall-eden", "Cornwall and the Eden Project (5 nights)"],
        ["isle-of-wight", "The Isle of Wight (4 nights)"],
      ])}</select></label></p>
      <p><label>Getting on at <select name="pickup">${options([
        ["ellerby", "Ellerby, Market Place"],
        ["norbrook", "Norbrook, Station Road"],
      ])}</select></label></p>
      <p><label>Adults <input type="number" name="adults" min="0"></label></p>
      <p><label>Children (3 to 15) <input type="number" name="children" min="0"></label></p>
      <p><label>Concessions (60 or over) <input type="number" name="concessions" min="0"></label></p>
      <p><label>Room (short breaks) <select name="room">${options([
        ["none", "Day trip: no room"],
        ["twin", "Twin"],
        ["double", "Double"],
        ["single", "Single"],
      ])}</select></label></p>
      <p><label>Any help we should plan for? <select name="assistance">${options([
        ["none", "None"],
        ["folding-wheelchair", "I'll bring a folding wheelchair"],
        ["scooter", "I'll bring a folding mobility scooter"],
        ["wheelchair-space", "I'll travel in my wheelchair (the Duchess)"],
        ["front-seat", "A seat near the front"],
      ])}</select></label></p>
      <p><label>Travel Club number <input name="travelclub"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  ...coachesMorePages(page, options),
};

export const COACHES: CorpusSite = {
  name: "coaches",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Booking received",
      reply: (f) =>
        `Thanks, ${f.name}. We've received your booking for ${f.trip}, getting on at ${f.pickup}. We'll email ` +
        `${f.email} within one working day to confirm your seats and take payment. Reference RC-7718.`,
    },
    "/private-hire/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thanks, ${f.name}. We'll email ${f.email} a quote for ${f.passengers} passengers on ${f.date} within ` +
        `2 working days.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within one working day.`,
    },
  },
};
