import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// BRUME: the twenty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** A fleet card: name, make and year, seats, what's on board, a line about it. */
const coach = (name: string, make: string, seats: string, aboard: string, about: string) =>
  `<article class="card"><h3>${name}</h3><p>${make}</p><p>${seats}</p><p>${aboard}</p><p>${about}</p></article>`;

const FLEET = `<div class="cards">${[
  coach(
    "Merlin",
    "Volvo 9700, joined us in September 2026",
    "57 reclining seats",
    "Toilet, USB chargers at every seat, a fridge and hot drinks",
    "Our executive coach, for the long holidays and for weddings. Usually driven by Keith.",
  ),
  coach(
    "The Duchess",
    "Volvo 9700, 2022",
    "53 seats",
    "Toilet, a wheelchair lift and a space for one wheelchair user",
    "Our day-trip workhorse, driven by Lorraine.",
  ),
  coach(
    "Bluebell",
    "Plaxton Leopard, 2018",
    "49 seats, with extra legroom",
    "Toilet",
    "We took four seats out of her to give everyone more room.",
  ),
  coach(
    "Primrose",
    "BMC Probus midi coach, 2019",
    "33 seats",
    "No toilet",
    "For smaller groups, school runs and private hire.",
  ),
  coach(
    "Little Ted",
    "Mercedes-Benz Sprinter minibus, 2021",
    "16 seats",
    "No toilet",
    "Airport runs and small private hires, usually with Imran.",
  ),
].join("")}</div>`;

/** Cancelling a short break: when you cancel, what we keep. */
const CANCELLING: string[][] = [
  ["57 days or more before departure", "Your deposit"],
  ["56 to 29 days before", "50% of the holiday price"],
  ["28 to 15 days before", "75% of the holiday price"],
  ["14 days or fewer before, or not turning up", "100% of the holiday price"],
];

/** Private hire: vehicle, seats, half day, full day. */
const HIRE: string[][] = [
  ["Little Ted (minibus)", "16", "£180", "£295"],
  ["Primrose (midi coach)", "33", "£260", "£420"],
  ["Bluebell", "49", "£320", "£520"],
  ["The Duchess", "53", "£340", "£560"],
  ["Merlin (executive)", "57", "£390", "£640"],
];

/** A team card: name, role, since, what they do. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Margaret Ridsdale",
    "Managing director",
    "With us since 1984",
    "Arthur's daughter, and the voice on the phone for most of our regulars. Runs the office, Monday to Friday.",
  ),
  person(
    "Alan Ridsdale",
    "Director and transport manager",
    "With us since 1990; holds the Transport Manager CPC",
    "Margaret's brother. Looks after the coaches and drivers, and still drives most of our holidays.",
  ),
  person(
    "Sophie Hart",
    "Bookings and Travel Club",
    "With us since 2017",
    "Margaret's daughter. Your first call for seats, the Travel Club and private hire quotes, Tuesday to Saturday.",
  ),
  person(
    "Keith Ambler",
    "Driver",
    "With us since 1999",
    "Drives Merlin on the long holidays, and knows every service station between here and Penzance.",
  ),
  person(
    "Lorraine Hesketh",
    "Driver",
    "With us since 2011",
    "Drives the Duchess on our days out, and is our disability awareness trainer.",
  ),
  person(
    "Imran Qureshi",
    "Driver",
    "With us since 2020",
    "Drives Little Ted and Primrose: private hire, airport runs and weddings.",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "16 November 2026",
    "The 2027 brochure is here",
    "Our 2027 brochure is out today, with two new trips: Cadbury World on Thursday 11 March and, for the first time, a holiday abroad: Keukenhof and the Dutch bulb fields in April. Travel Club members can book from today; everyone else from Monday 30 November.",
  ],
  [
    "5 November 2026",
    "Chatsworth at Christmas",
    "Chatsworth has put up its Christmas entry prices. Until now our trip on 2 December has been £62 for adults, £41 for children and £58 for concessions. From today it's £68, £45 and £64. If you booked at the old price, you keep it.",
  ],
  [
    "20 October 2026",
    "Happy retirement, Bernie",
    "After 38 years at the wheel, Bernie Gaskell drove his last trip for us on Friday 30 October, to the Blackpool Illuminations. Bernie joined Ridsdale's in 1988 and has driven more than a million miles for us. Enjoy your garden, Bernie.",
  ],
  [
    "8 September 2026",
    "Merlin joins the fleet",
    "Our newest coach, Merlin, is a 57-seat Volvo 9700 with USB chargers at every seat. He takes over from Goldie, our 2009 Plaxton, who has gone to a new home in Wales.",
  ],
  [
    "15 July 2026",
    "Norbrook pick-up moving",
    "From Saturday 1 August 2026 our Norbrook pick-up moves from Bridge Street to the Station Road car park, where there's more room and a bus shelter.",
  ],
  [
    "2 March 2026",
    "Concessions from 60",
    "From 1 April 2026 our concession prices are for everyone aged 60 or over. Until now you had to be 65.",
  ],
]);

/** Pick-ups, the fleet, travel info, paying and cancelling, Travel Club, private hire, news, team, answers, contact. */
export function coachesMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/pick-ups": page(
      "Where we start",
      `<p>Every day out and every short break picks up at the same two places, in this order: Ellerby first, then
      Norbrook, 25 minutes later. We don't stop anywhere else on the way.</p>` +
        dl([
          ["Ellerby", "Market Place, bus stand C, by the clock tower"],
          [
            "Parking in Ellerby",
            "Free for passengers at our Foundry Lane depot, 5 minutes' walk from the Market Place: leave your car from 06:30",
          ],
          ["Norbrook", "Station Road car park, by the bus shelter"],
          ["Parking in Norbrook", "Station Road car park, £3 a day at the machine"],
          ["Coming home", "We drop off at the same places, in the same order"],
        ]),
    ),
    "/fleet": page(
      "On board",
      `<p>Five vehicles, four coaches and a minibus, all with seat belts, air conditioning and CCTV, and all cleaned
      inside and out after every trip.</p>${FLEET}`,
    ),
    "/travel-info": page(
      "Before you travel",
      dl([
        [
          "Luggage on short breaks",
          "One suitcase each, up to 20 kg, plus one small bag that fits under your seat. Your driver carries cases to and from the hotel reception",
        ],
        ["Luggage on days out", "Hand luggage only: a bag that fits under your seat or in the rack"],
        [
          "Wheelchairs and scooters",
          "We carry folding wheelchairs and folding mobility scooters up to 35 kg in the boot, free: please tell us when you book",
        ],
        [
          "Travelling in your wheelchair",
          "The Duchess has a wheelchair lift and a space for one wheelchair user. Please book that space by phone",
        ],
        [
          "Assistance dogs",
          "Welcome on every trip and holiday. Other dogs and pets can't travel with us, sorry",
        ],
        [
          "Seats",
          "Seats are given out in booking order. Seats 1 to 8, near the front, are kept for anyone who gets travel sick or finds steps hard: tell us when you book",
        ],
        ["Comfort stops", "Every 2 to 2½ hours on longer journeys"],
        [
          "Food and drink",
          "Bring a packed lunch and cold drinks if you like. No hot food or alcohol on board",
        ],
        ["Smoking and vaping", "Not on the coach: only at comfort stops"],
      ]),
    ),
    "/booking": page(
      "Paying &amp; cancelling",
      `<h2>Short breaks</h2>` +
        dl([
          ["Deposit, holidays in the UK", "£50 per person, when you book"],
          ["Deposit, Keukenhof", "£100 per person, when you book"],
          [
            "The rest",
            "Due 8 weeks (56 days) before you go. Book later than that and you'll pay in full when you book",
          ],
        ]) +
        table("If you cancel a short break", ["When you cancel", "What we keep"], CANCELLING) +
        `<p>Changing to another of our holidays 57 days or more before you go is free.</p>
        <h2>Days out</h2>` +
        dl([
          ["Paying", "In full when you book"],
          [
            "If you cancel",
            "7 days or more before the trip: we refund everything but a £5 admin fee. After that we can't refund, but you can give your seat to a friend for free",
          ],
          [
            "If we cancel",
            "If a trip doesn't reach 25 passengers we'll tell you at least 7 days before and refund you in full",
          ],
        ]) +
        `<h2>How to pay</h2><p>Card over the phone or online, cash at the office, or a cheque payable to Ridsdale's
        Coaches Ltd.</p>`,
    ),
    "/travel-club": page(
      "Travel Club",
      `<p>Our thank-you to the people who travel with us again and again. It's free to join: ask when you next
      book.</p>` +
        dl([
          [
            "Short breaks",
            "Every short break earns a stamp on your card. Collect 5 stamps and get £50 off your next short break",
          ],
          ["Days out", "Every day out earns a sticker, and your 10th day out is free (up to £40)"],
          ["Book first", "Members can book new trips 14 days before everyone else"],
          ["How long stamps last", "3 years from the trip that earned them"],
          ["Your number", "On your card, starting TC-. Quote it when you book"],
        ]),
    ),
    "/private-hire": page(
      "Hire a coach",
      `<p>Any of our coaches, with one of our drivers, for weddings, schools, clubs, works outings and airport runs.
      Prices below are a guide: we'll give you an exact quote.</p>` +
        table(
          "Private hire prices, from",
          ["Vehicle", "Seats", "Half day (up to 5 hours, 60 miles)", "Full day (up to 10 hours, 150 miles)"],
          HIRE,
        ) +
        dl([
          ["Weddings", "Merlin with white ribbons, from £450 for up to 4 hours"],
          ["Airport runs", "Little Ted to Manchester Airport, from £150 one way"],
          ["Confirming", "A 25% deposit confirms a hire; the rest is due 14 days before"],
          ["Overnight trips", "The driver's room and meals are added to the price"],
        ]) +
        `<p><a href="/private-hire/quote">Ask for a quote</a> or ring Sophie on 01632 977 440.</p>`,
    ),
    "/private-hire/quote": page(
      "Ask for a private hire quote",
      `<p>Tell us about your trip and we'll email a quote within 2 working days.</p>
      <form method="post" action="/private-hire/quote/send">
      <p><label>What's it for? <select name="occasion">${options([
        ["wedding", "A wedding"],
        ["school", "A school trip"],
        ["club", "A club or society"],
        ["airport", "An airport run"],
        ["works", "A works outing"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>How many passengers? <input type="number" name="passengers" min="1" required></label></p>
      <p><label>Picking up from <input name="from"></label></p>
      <p><label>Going to <input name="to"></label></p>
      <p><label>Journey <select name="journey">${options([
        ["return", "Return, the same day"],
        ["one-way", "One way"],
        ["overnight", "Return on a later day"],
      ])}</select></label></p>
      <p><label>Vehicle <select name="vehicle">${options([
        ["any", "Whatever fits"],
        ["little-ted", "Little Ted (16-seat minibus)"],
        ["primrose", "Primrose (33 seats)"],
        ["bluebell", "Bluebell (49 seats)"],
        ["duchess", "The Duchess (53 seats, wheelchair lift)"],
        ["merlin", "Merlin (57 seats, executive)"],
      ])}</select></label></p>
      <p><label>Anyone travelling in a wheelchair? <select name="wheelchair">${options([
        ["no", "No"],
        ["yes", "Yes"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Ask for a quote</button></form>`,
    ),
    "/news": page("Latest", NEWS),
    "/team": page(
      "Who we are",
      `<p>Three generations of Ridsdales, and the drivers who feel like family.</p>${TEAM}`,
    ),
    "/faq": page(
      "Questions",
      dl([
        [
          "Can you pick me up on the way?",
          "Only at Ellerby Market Place and Norbrook Station Road, sorry: we don't stop anywhere else",
        ],
        ["What if I'm late?", "We wait 5 minutes past the pick-up time, then we have to go"],
        [
          "Is there a toilet on board?",
          "On Merlin, the Duchess and Bluebell, for emergencies. We stop for a break every 2 to 2½ hours",
        ],
        [
          "Can I choose my seat?",
          "Seats go in booking order, with seats 1 to 8 kept for those who need them",
        ],
        ["Do I need to tip the driver?", "There's no need, but they never say no"],
        [
          "Do children need a car seat?",
          "Under 3s travel free in a car seat you bring. From 3, children sit in a normal seat with a belt",
        ],
        [
          "How will I know a trip is going ahead?",
          "If it isn't, we'll ring you at least 7 days before. No news is good news",
        ],
      ]),
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Booking office", "01632 977 400 · Foundry Lane Depot, Ellerby EY2 6HL"],
        ["Office hours, Monday to Friday", "09:00–17:00"],
        ["Office hours, Saturday", "09:00–12:00"],
        ["Sundays and bank holidays", "Closed"],
        ["Private hire", "01632 977 440 (Sophie)"],
        ["On the day of your trip", "The driver's mobile: 07700 900638"],
        ["Email", "travel@ridsdales.test: we reply within one working day"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="4" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep bookings for 6 years, and Travel Club details until you leave the club.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring the office on 01632 977
      400.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/home-pickup": page(
      "Door-to-door pick-up",
      `<p>On any of our short breaks, Imran can pick you up from your front door in Little Ted and bring you to the
      coach, then take you home again at the end.</p>` +
        dl([
          ["Price", "£12 per person, there and back"],
          ["Where", "Within 8 miles of Ellerby Market Place or Norbrook Station Road"],
          ["Booking", "At least 14 days before you go"],
        ]),
    ),
    "/gift-vouchers": page(
      "Gift vouchers",
      `<p>Ridsdale's gift vouchers, in any amount from £20, for any day out or short break.</p>` +
        dl([
          ["Valid for", "2 years from the day you buy it"],
          ["Where to buy", "At the office on Foundry Lane, or ring 01632 977 400"],
        ]),
    ),
    "/lost-property": page(
      "Lost property",
      `<p>Left something on the coach? Ring the office: we keep everything we find for 30 days, and post it back
      for £5.</p>`,
    ),
  };
}
