import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// SMIRR: the thirty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The showroom's hours: day, showroom, phones. */
const HOURS: string[][] = [
  ["Monday to Wednesday", "09:00–17:00", "08:00–17:00"],
  ["Thursday", "09:00–20:00", "08:00–17:00"],
  ["Friday", "09:00–17:00", "08:00–17:00"],
  ["Saturday", "09:00–15:00", "09:00–12:00"],
  ["Sunday", "Closed", "Closed"],
];

/** Areas: postcodes, places, call-out charge. */
const AREAS: string[][] = [
  ["HW1, HW2", "Ashwick", "None"],
  ["HW3, HW4", "Fellgate, Holm End", "None"],
  ["HW5", "Stanmoor", "None"],
  ["HW6, HW7", "Foxley Cross, Ravensike", "£20"],
  ["QM2, QM3", "Quarmby and the Quar valley", "£20"],
  ["HW8, HW9", "Upper Thorne, Blackmere Fell", "£35"],
];

/** How often to sweep: fuel, how often. */
const OFTEN: string[][] = [
  ["Wood (logs)", "Every 3 months while it's in use, and at least twice a year"],
  ["Bituminous (house) coal", "At least twice a year"],
  ["Smokeless fuel", "At least once a year"],
  ["Oil", "Once a year"],
  ["Gas", "Once a year, if the flue is made to be swept"],
];

/** Lead times: months, sweeps, stove fitting after the survey. */
const LEAD: string[][] = [
  ["January to March", "1 to 2 weeks", "3 weeks"],
  ["April to July", "Within a week", "2 weeks"],
  ["August and September", "2 to 3 weeks", "4 weeks"],
  ["October to December", "5 to 6 weeks", "8 to 10 weeks"],
];

/** A team card: name, role, what they do. */
const person = personCard;

const NEWS = cards([
  [
    "19 November 2026",
    "Prices from 1 February",
    "From Monday 1 February 2027 sweeping goes up by £5 (an open fire from £75 to £80, a wood burner from £70 to £75), and a solid fuel Aga or range by £10, from £95 to £105. Stove fitting prices stay the same.",
  ],
  [
    "2 November 2026",
    "The autumn diary",
    "Sweeps are booking 5 to 6 weeks ahead. The last sweeps before Christmas are on Wednesday 23 December; we're back on Monday 4 January.",
  ],
  [
    "8 October 2026",
    "Late Thursdays",
    "The showroom now stays open until 20:00 every Thursday, with the stoves lit.",
  ],
  [
    "2 March 2026",
    "Nesting season",
    "From March to August we can't take out an active nest. If jackdaws are nesting, we'll fit a guard once they've gone.",
  ],
  [
    "5 January 2026",
    "New prices",
    "From today an open fire sweep is £75 (was £70) and a wood burner £70 (was £65).",
  ],
]);

/** The showroom, areas, safety, booking, paying, about, FAQs, news, contact and three search-only pages. */
export function sweepMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/showroom": page(
      "The yard",
      `<p>The old forge on Fellgate Road: 24 stoves on display, 8 of them lit from October to March, so you can feel
      the difference between 5 kW and 8 kW before you choose.</p>` +
        table("Opening hours", ["Day", "Showroom", "Phones"], HOURS) +
        dl([
          ["Late nights", "Thursdays until 20:00"],
          ["Parking", "10 spaces in the yard"],
          ["Stoves we sell", "Hartwell, Ember &amp; Vale and Norrland, from £695"],
          ["Christmas", "Closed from Thursday 24 December to Sunday 3 January"],
          ["Dogs", "Welcome in the showroom"],
          ["Getting in", "Step-free, with a ramp from the yard"],
        ]),
    ),
    "/areas": page(
      "On our patch",
      `<p>We sweep and fit within 35 miles of the yard in Ashwick. There's no call-out charge within 15 miles.</p>` +
        table("Where we go", ["Postcodes", "Places", "Call-out charge"], AREAS) +
        dl([
          ["Up to 15 miles", "No call-out charge"],
          ["15 to 25 miles", "£20 a visit"],
          ["25 to 35 miles", "£35 a visit"],
          ["QM1", "We don't cover QM1 (Quarmby town)"],
          ["Stove fitting", "No call-out charge anywhere we cover"],
          ["Neighbours", "Two or more houses in one street on the same day: one call-out charge between you"],
        ]),
    ),
    "/safety": page(
      "Burn well",
      `<p>A clean chimney draws better, burns less fuel and is much less likely to catch fire. How often depends on
      what you burn.</p>` +
        table("How often to sweep", ["Fuel", "How often"], OFTEN) +
        dl([
          ["Best time", "Spring or early summer, after the heating season and before the autumn rush"],
          ["Logs", "Under 20% moisture: look for Ready to Burn"],
          ["Don't burn", "Painted or treated wood, wet wood, plastic or cardboard"],
          ["Carbon monoxide alarm", "In every room with a fire or stove; test it once a month"],
          ["A chimney fire", "Close the air vents, get everyone out and ring 999"],
          ["Not used for a year", "Have it swept before you light it"],
        ]),
    ),
    "/booking": page(
      "In the diary",
      `<p>How far ahead we're booked depends on the time of year: everybody remembers their chimney in October.</p>` +
        table("How far ahead we're booking", ["Months", "Sweeps", "Stove fitting, after the survey"], LEAD) +
        dl([
          ["Before we come", "Let the fire go out the night before: a stove must be cold"],
          ["Room", "Clear about 1 m around the fireplace"],
          ["Moving or cancelling", "Free with 48 hours' notice; less than that, £30"],
          ["No one in", "£35, and we'll rebook"],
          ["Christmas", "The last sweeps are on Wednesday 23 December"],
        ]) +
        `<p><a href="/book">Book a sweep</a></p>`,
    ),
    "/paying": page(
      "The bill",
      `<p>Pay on the day for sweeps; stoves are paid in two parts.</p>` +
        dl([
          ["Card", "On the day, contactless"],
          ["Cash", "On the day, to the sweep"],
          ["Bank transfer", "Within 7 days, with your invoice number"],
          ["Cheques", "No longer taken"],
          ["Stoves", "A 30% deposit when you order, the rest on the day we finish"],
          ["Landlords and letting agents", "Invoiced monthly, 14 days"],
        ]),
    ),
    "/about": page(
      "Up the flue",
      `<p>Rob Brushfield started sweeping with his dad's rods in 1998. Now there are three vans and a showroom.</p>` +
        dl([
          ["HETAS", "Registered installers, business no. 27614"],
          ["The Guild of Master Chimney Sweeps", "Members since 2004"],
          ["Public liability insurance", "£5 million"],
          ["Checks", "Every sweep is DBS checked"],
        ]) +
        `<h2>The team</h2><div class="cards">${[
          person("Rob Brushfield", "Master sweep", "Sweeps, nests and CCTV surveys"),
          person("Dan Brushfield", "Stove fitter", "Every survey and every fitting, HETAS registered"),
          person("Kayleigh Moore", "Showroom manager", "Runs the showroom and the late Thursdays"),
          person("Alfie Tranter", "Apprentice sweep", "Out with Rob on Saturdays"),
          person("Nia Hughes", "Office", "Bookings, invoices and the autumn diary"),
        ].join("")}</div>`,
    ),
    "/faq": page(
      "Asked often",
      `<h3>Is it messy?</h3><p>No. We sheet the room and run a vacuum the whole time.</p>
      <h3>Do you take the soot away?</h3><p>Yes, always.</p>
      <h3>Do I need a certificate for my insurance?</h3><p>Most insurers ask for one, and every sweep comes with
      one.</p>
      <h3>Can you sweep a thatched cottage?</h3><p>Yes: we sweep twice a year for thatch, as insurers ask.</p>
      <h3>Can you take out a nest in spring?</h3><p>Not while birds are using it, from March to August.</p>
      <h3>Do you sweep on Sundays?</h3><p>No, Monday to Saturday only.</p>`,
    ),
    "/news": page("Soot and smoke", NEWS),
    "/contact": page(
      "Ring the yard",
      dl([
        ["Office", "01632 979 300"],
        ["Showroom", "01632 979 310"],
        ["Texts", "07700 900 730"],
        ["Email", "yard@brushfieldsweeps.test"],
      ]) +
        `<h2>Ask us to ring you</h2>
        <form method="post" action="/contact/callback/send">
        <p><label>About <select name="about">${options([
          ["sweeping", "A sweep"],
          ["stoves", "A stove fitted"],
          ["showroom", "The showroom"],
          ["existing", "A job we've done"],
        ])}</select></label></p>
        <p><label>When <select name="time">${options([
          ["morning", "Morning"],
          ["afternoon", "Afternoon"],
          ["evening", "Evening, after 17:00"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Ring me</button></form>
        <h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your address and sweep certificates for 6 years, so we can send you a copy.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 979 300.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/logs": page(
      "Kiln-dried logs",
      `<p>Brushfield sell kiln-dried hardwood logs from the yard, Ready to Burn, under 20% moisture.</p>` +
        dl([
          ["A bulk bag (about 1 m³)", "£120, delivered free within 15 miles"],
          ["A net", "£7.50, from the yard"],
          ["Kindling", "£5 a bag"],
        ]),
    ),
    "/stove-servicing": page(
      "Stove servicing",
      `<p>Brushfield service wood burners and multi-fuel stoves once a year: new rope seals, the glass cleaned, the
      firebricks and baffle checked.</p>` +
        dl([
          ["A stove service", "£89"],
          ["With a sweep, same visit", "£129 for both"],
          ["Parts", "At cost"],
        ]),
    ),
    "/jobs": page(
      "Jobs: apprentice sweep",
      `<p>We're looking for an apprentice sweep to learn the trade with Rob.</p>` +
        dl([
          ["Pay", "£11.50 an hour, rising after a year"],
          ["You'll need", "A driving licence and a head for heights"],
        ]),
    ),
  };
}
