import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// HAAR: the thirty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Second-hand and new stock: make, model, type, year, price, status. */
const STOCK: string[][] = [
  ["Yamaha", "U1", "Upright", "1984", "£3,450", "Available"],
  ["Kawai", "K-300", "Upright", "2019", "£5,995", "Reserved"],
  ["Broadwood", "Overstrung upright", "Upright", "1932", "£1,850", "Available"],
  ["Bechstein", "Model 8", "Upright", "1911", "£6,500", "Sold"],
  ["Chappell", "Bijou", "Upright", "1962", "£995", "Available"],
  ["Danemann", "Upright 109", "Upright", "1978", "£895", "Sold"],
  ["Kemble", "Cambridge 10", "Upright", "2005", "£2,650", "Available"],
  ["Blüthner", "Model 10", "Grand", "1928", "£14,500", "Available"],
  ["Yamaha", "C3", "Grand", "1995", "£15,950", "Reserved"],
  ["Steinway", "Model O", "Grand", "1926", "£29,500", "Available"],
  ["Roland", "FP-30X", "Digital", "2023", "£549", "Available"],
  ["Yamaha", "Clavinova CLP-735", "Digital", "2022", "£1,150", "Available"],
];

/** The showroom's hours: day, hours. */
const HOURS: string[][] = [
  ["Monday", "Closed"],
  ["Tuesday", "10:00–17:30"],
  ["Wednesday", "10:00–19:30"],
  ["Thursday and Friday", "10:00–17:30"],
  ["Saturday", "09:30–16:00"],
  ["Sunday", "11:00–15:00, by appointment only"],
];

/** Call-out charges: distance, places, charge. */
const AREAS: string[][] = [
  ["Up to 10 miles", "Calverleigh, Loxley, Amberhithe", "None"],
  ["10 to 20 miles", "Hatherby, Ormscliffe, Nethercote", "£12"],
  ["20 to 30 miles", "Pellingham, Stow Haddon", "£25"],
  ["Over 30 miles", "Concert tunings only", "On a quote"],
];

/** Lead times: months, tunings, workshop repairs, moves. */
const LEAD: string[][] = [
  ["January to March", "1 to 2 weeks", "3 weeks", "1 week"],
  ["April to September", "2 weeks", "3 weeks", "1 to 2 weeks"],
  ["October", "2 to 3 weeks", "4 weeks", "2 weeks"],
  ["November and December", "4 to 5 weeks", "6 weeks", "3 weeks"],
];

/** A team card: name, role, what they do. */
const person = personCard;

const NEWS = cards([
  [
    "18 November 2026",
    "Tuning prices from 1 April",
    "From Thursday 1 April 2027 an upright tuning goes from £85 to £90, a baby grand from £95 to £100 and a grand from £105 to £115. The pitch raise stays at £45.",
  ],
  [
    "4 November 2026",
    "Christmas tunings",
    "We're booking tunings 4 to 5 weeks ahead. The last tunings before Christmas are on Tuesday 22 December.",
  ],
  [
    "12 September 2026",
    "A Steinway on the floor",
    "A 1926 Steinway Model O, restored by Jacob over 8 months, is in the showroom at £29,500. Come and play it.",
  ],
  [
    "6 January 2026",
    "New tuning prices",
    "From today an upright tuning is £85 (was £80) and a grand £105 (was £98).",
  ],
  [
    "2 June 2025",
    "Late Wednesdays",
    "The showroom now stays open until 19:30 every Wednesday, for after-work players.",
  ],
]);

/** Stock, showroom, areas, booking, paying, about, FAQs, news, contact and two search-only pages. */
export function pianoMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/for-sale": page(
      "On the floor",
      `<p>Every second-hand piano has been through our workshop. Reserved pianos are held with a deposit; sold ones
      stay on the list for a week.</p>` +
        table("Pianos in stock", ["Make", "Model", "Type", "Year", "Price", "Status"], STOCK) +
        dl([
          ["Delivery", "Free within 20 miles, ground floor, with a tuning in your home 4 weeks later"],
          ["Guarantee", "5 years on acoustic pianos, 2 years on digital ones"],
          ["Part exchange", "We'll make an offer on your old piano"],
          ["Holding a piano", "A 10% deposit holds it for 4 weeks"],
          ["The list", "Updated every Friday"],
        ]),
    ),
    "/showroom": page(
      "Come and play",
      `<p>The Coach House, 22 Mill Street, Calverleigh CY4 2MS. Phone 01632 981 500. Play anything on the floor, for
      as long as you like; there are headphones for the digitals. The workshop at Loxley Mill isn't open to
      visitors.</p>
      <p>Parking: 4 spaces behind the showroom, or Mill Street car park, 2 minutes' walk, free after 18:00. The
      showroom is step-free and all on the ground floor.</p>` +
        table("Opening hours", ["Day", "Showroom"], HOURS) +
        dl([
          ["Late nights", "Wednesdays until 19:30"],
          ["Sundays", "By appointment: book below, at least a day ahead"],
          ["Christmas", "Closes at 16:00 on Wednesday 23 December; open again on Tuesday 5 January"],
          ["Bank holidays", "Closed"],
        ]) +
        `<h2>Book a time to play</h2>
        <form method="post" action="/showroom/visit/send">
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["11:00", "11:00"],
          ["12:00", "12:00"],
          ["13:00", "13:00"],
          ["14:00", "14:00"],
          ["17:30", "17:30 (Wednesdays)"],
          ["18:30", "18:30 (Wednesdays)"],
        ])}</select></label></p>
        <p><label>Looking at <select name="looking">${options([
          ["upright", "Uprights"],
          ["grand", "Grands"],
          ["digital", "Digital pianos"],
          ["rental", "A piano to rent"],
        ])}</select></label></p>
        <p><label>Budget <select name="budget">${options([
          ["under-2000", "Under £2,000"],
          ["2000-5000", "£2,000 to £5,000"],
          ["5000-15000", "£5,000 to £15,000"],
          ["over-15000", "Over £15,000"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/areas": page(
      "How far we go",
      `<p>We tune and repair within 30 miles of the showroom in Calverleigh. A call-out charge is added to any visit
      more than 10 miles away.</p>` +
        table("Call-out charges", ["Distance from Calverleigh", "Places", "Call-out charge"], AREAS) +
        dl([
          ["Two pianos in one street on the same day", "One call-out charge between you"],
          ["Schools", "No call-out charge anywhere within 30 miles"],
          ["Piano moves", "Priced by the move, not the call-out"],
        ]),
    ),
    "/booking": page(
      "Diary",
      `<p>We tune Monday to Saturday; the only Sunday work is tuning for a concert. Everybody wants their piano in
      tune for Christmas, so book early.</p>` +
        table("How far ahead we're booked", ["Months", "Tunings", "Workshop repairs", "Moves"], LEAD) +
        dl([
          ["Concert tunings", "At least 48 hours' notice"],
          ["Moving or cancelling a tuning", "Free with 24 hours' notice; less than that, £30"],
          ["No one in", "£40, and we'll rebook"],
          ["Before we come", "Clear the top of the piano and the floor around it"],
          ["Christmas", "The last tunings are on Tuesday 22 December"],
        ]) +
        `<p><a href="/book">Book a tuning</a></p>`,
    ),
    "/paying": page(
      "Settling up",
      `<p>Pay for tunings on the day; pianos are paid before they're delivered.</p>` +
        dl([
          ["Card", "On the day, contactless"],
          ["Cash", "Yes, to the tuner"],
          ["Bank transfer", "Within 14 days, with your invoice number"],
          ["Cheques", "Yes, payable to Fennimore Pianos Ltd"],
          ["Buying a piano", "A 10% deposit holds it; the rest before delivery"],
          ["Interest-free finance", "0% over 12 months on pianos from £1,500, with a 10% deposit"],
          ["Schools and churches", "Invoiced, 30 days"],
        ]),
    ),
    "/about": page(
      "The family",
      `<p>Arthur Fennimore opened the workshop at Loxley Mill in 1979 after 20 years at a piano factory; the showroom
      on Mill Street followed in 1995.</p>` +
        dl([
          ["The Pianoforte Tuners' Association", "Members since 1981"],
          ["Public liability insurance", "£5 million"],
          ["Pianos through the workshop", "More than 3,000"],
        ]) +
        `<h2>The team</h2><div class="cards">${[
          person("Eleanor Fennimore", "Owner and tuner", "Tunings and every concert tuning"),
          person("Arthur Fennimore", "Founder", "Still French polishing at 78"),
          person("Jacob Fennimore", "Restorer", "Runs the workshop at Loxley Mill"),
          person("Priya Chandran", "Tuner", "Home tunings and the tuning plan"),
          person("Stan Woolley", "Head of moves", "Every piano move, with Lewis and Kofi"),
          person("Marta Kowal", "Showroom and rentals", "Runs the showroom and every rental"),
        ].join("")}</div>`,
    ),
    "/faq": page(
      "You asked",
      `<h3>How often should a piano be tuned?</h3><p>Twice a year if it's played every day; once a year at the
      least.</p>
      <h3>Do you tune digital pianos?</h3><p>No: they never need it. We can repair some faults in the workshop.</p>
      <h3>Where should the piano go?</h3><p>On an inside wall, away from radiators and sunny windows.</p>
      <h3>Do you buy pianos?</h3><p>Yes, good uprights and grands; we'll make an offer after a look.</p>
      <h3>Can you take an old piano away?</h3><p>Yes: £120 to take it away and recycle it, from a ground
      floor.</p>
      <h3>My piano's just been moved. When should it be tuned?</h3><p>Give it 2 weeks to settle.</p>`,
    ),
    "/news": page("Notes", NEWS),
    "/contact": page(
      "Get hold of us",
      dl([
        ["Showroom and office", "01632 981 500"],
        ["Workshop", "01632 981 520"],
        ["Moves", "moves@fennimorepianos.test"],
        ["Everything else", "office@fennimorepianos.test"],
      ]) +
        `<h2>Ask us to ring you</h2>
        <form method="post" action="/contact/callback/send">
        <p><label>About <select name="about">${options([
          ["tuning", "A tuning"],
          ["repairs", "A repair or restoration"],
          ["moving", "Moving a piano"],
          ["renting", "Renting a piano"],
          ["buying", "Buying a piano"],
          ["selling", "Selling us a piano"],
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
      `<p>We keep your address and your piano's tuning history for 6 years, so we can remind you.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 981 500.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/valuations": page(
      "Piano valuations",
      `<p>Fennimore Pianos value pianos for insurance, probate or a sale: Eleanor looks the piano over and writes a
      valuation you can give your insurer.</p>` +
        dl([
          ["A written valuation at your home", "£75"],
          ["With a tuning, on the same visit", "£40"],
          ["Probate valuations", "£95"],
        ]),
    ),
    "/storage": page(
      "Piano storage: we store pianos by the week",
      `<p>Fennimore Pianos store pianos at Loxley Mill, heated and kept at 45% humidity, while you move house or
      build an extension. How much a week depends on the piano. Piano storage is for 4 weeks at least.</p>` +
        dl([
          ["An upright", "£15 a week"],
          ["A grand", "£22 a week"],
          ["Getting it there", "Priced as a piano move into our storage"],
        ]),
    ),
  };
}
