import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// FRET: the thirty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Aftercare from the front desk: item, price. */
const AFTERCARE: string[][] = [
  ["Copperhand tattoo balm, 50 ml", "£9.00"],
  ["Saline spray, 100 ml", "£7.50"],
  ["Second-skin film, a spare sheet", "£3.00"],
  ["Travel pillow, for sleeping on a new ear piercing", "£12.00"],
];

/** Opening hours: day, Kingsgate, Millbeck. */
const HOURS: string[][] = [
  ["Monday", "Closed", "Closed"],
  ["Tuesday", "11:00–19:00", "Closed"],
  ["Wednesday", "11:00–19:00", "10:00–18:00"],
  ["Thursday", "11:00–20:00", "10:00–20:00"],
  ["Friday", "11:00–19:00", "10:00–18:00"],
  ["Saturday", "10:00–18:00", "10:00–17:00"],
  ["Sunday", "12:00–16:00, tattoo appointments only", "11:00–16:00, tattoo appointments only"],
];

/** Christmas and New Year: day, Kingsgate, Millbeck. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "10:00–15:00", "Closed"],
  ["Friday 25 to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "11:00–17:00", "Closed"],
  ["Thursday 31 December", "11:00–15:00", "Closed"],
  ["Friday 1 January", "Closed", "Closed"],
  ["From Saturday 2 January", "Usual hours", "Closed until Wednesday 6 January"],
];

const NEWS = cards([
  [
    "20 November 2026",
    "Piercing prices from 4 January",
    "From Monday 4 January 2027 a lobe piercing goes from £25 to £28, a helix, tragus or nostril from £35 to £38 and a tongue or navel from £40 to £45. Tattoo prices and our minimum charges stay the same.",
  ],
  [
    "14 November 2026",
    "Friday 13th flash day",
    "Thank you to the 71 of you who queued on Kingsgate for £13 flash on Friday 13 November: £13 from every tattoo went to Brackenford Hospice. The next one is Friday 13 August 2027.",
  ],
  [
    "2 October 2026",
    "Millbeck is two",
    "Two years by the canal, and Millbeck now opens on Sundays, 11:00–16:00, for tattoo appointments.",
  ],
  [
    "6 January 2026",
    "New piercing prices",
    "From today a lobe piercing is £25 (was £20), a helix £35 (was £30) and a navel £40 (was £35).",
  ],
  [
    "3 March 2025",
    "Our minimum charge",
    "The minimum charge at Kingsgate is now £60 (was £50). Millbeck stays at £50.",
  ],
]);

/** Aftercare, rules, studios, vouchers, FAQs, news, contact and two search-only pages. */
export function tattooMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/aftercare": page(
      "Heal well",
      `<p>Look after it for the first few weeks and it'll look after you for life. Every tattoo goes home wrapped,
      with an aftercare card.</p>
      <h2>Your new tattoo</h2>` +
        dl([
          ["The wrap", "Cling film off after 2 to 4 hours; a second-skin film stays on for 3 to 5 days"],
          ["Washing", "Twice a day with warm water and unperfumed soap; pat dry with kitchen roll"],
          ["Balm", "A thin layer 2 or 3 times a day"],
          ["Swimming, baths, saunas and sunbeds", "None for 2 weeks"],
          ["Sun", "Keep it covered for the first month; after that, factor 50"],
          ["Healing", "2 to 4 weeks on the surface, longer underneath"],
        ]) +
        `<h2>Your new piercing</h2>` +
        dl([
          ["Cleaning", "Saline spray twice a day; no twisting or turning the jewellery"],
          ["Swimming", "Not for 4 weeks"],
          ["Sleeping on it", "Not until it's healed: a travel pillow helps with ears"],
          ["Changing the jewellery", "Not until it's healed; come back to us for the first change"],
          ["Downsizing", "Usually at 4 to 8 weeks: we'll tell you at your check-up"],
        ]) +
        table("From the front desk", ["Aftercare", "Price"], AFTERCARE) +
        `<p>Worried? Send us a photo through the contact page. If it's hot, swollen and getting worse, see your GP
        or ring 111.</p>`,
    ),
    "/rules": page(
      "Ground rules",
      `<p>A few rules keep everyone safe, and some of them are the law.</p>
      <ul>
      <li>Tattoos are for over 18s only. It's the law (the Tattooing of Minors Act 1969), so not even with a
      parent's consent.</li>
      <li>Challenge 25: if you look under 25, bring photo ID: a passport, a driving licence or a PASS card (a
      CitizenCard). We can't accept bank cards, student cards or photos of ID.</li>
      <li>Piercing ages are on the piercing prices: 16 and 17 year olds need photo ID; under 16s need a parent or
      guardian with them, with their own photo ID and the child's birth certificate.</li>
      <li>No tattoos or piercing within 24 hours of drinking, or while you're pregnant or breastfeeding.</li>
      <li>Eat beforehand, and bring a drink and a snack for long sessions.</li>
      <li>Numbing cream: ask your artist first, as some creams change how the skin takes ink.</li>
      <li>We can't tattoo sunburnt skin: we'll rebook you.</li>
      <li>One friend can come with you at Kingsgate, two at Millbeck. No children, unless they're the ones being
      pierced.</li>
      </ul>` +
        dl([
          ["Moving your appointment", "Once, with 72 hours' notice, and your deposit moves with it"],
          ["Less notice, or a second move", "Your deposit is lost"],
          ["Running late", "More than 20 minutes late and we may have to rebook you"],
          ["Unwell?", "Ring us: a cold sore or a fever means rebooking, and you keep your deposit"],
        ]),
    ),
    "/studios": page(
      "Two doors",
      `<h2>Copperhand Kingsgate</h2><p>27 Kingsgate, Brackenford BK1 3KG. Phone 0113 496 0412. Our first studio,
      on the first floor above Spindle Records: 14 stairs up, and no lift. Tattoos and piercing, with piercing
      walk-ins Tuesday to Saturday 11:00–16:30 and flash walk-ins on Thursdays 17:00–20:00.</p>
      <p>Parking: none at the studio. Castle Street multi-storey is 3 minutes' walk, £1.60 an hour and free after
      18:00. Buses stop on Kingsgate.</p>
      <h2>Copperhand Millbeck</h2><p>Unit 5, Wharf Yard, Canal Road, Millbeck BK7 1WY. Phone 0113 496 0487. Opened in
      October 2024 in an old boatbuilder's workshop by the canal, 6 miles from Brackenford. All on the ground floor
      and step-free, with an accessible toilet. Tattoos by appointment; piercing by appointment on Thursdays and
      Saturdays. No walk-ins.</p>
      <p>Parking: 8 free spaces in Wharf Yard.</p>` +
        table("Opening hours", ["Day", "Kingsgate", "Millbeck"], HOURS) +
        table("Christmas and New Year", ["Day", "Kingsgate", "Millbeck"], CHRISTMAS),
    ),
    "/vouchers": page(
      "Give it",
      `<p>A Copperhand gift voucher pays for a tattoo, a piercing or jewellery at either studio.</p>` +
        dl([
          ["Valid for", "12 months from the day you buy it"],
          ["Deposits", "A voucher can pay a deposit"],
          ["By email", "Free, sent on the day you choose"],
          ["By post", "In a card, £1.50 more; order by Friday 18 December for Christmas"],
          ["Change", "No cash back; what's left stays on the voucher"],
        ]) +
        `<h2>Buy a voucher</h2>
        <form method="post" action="/vouchers/send">
        <p><label>Amount <select name="amount">${options([
          ["25", "£25"],
          ["50", "£50"],
          ["75", "£75"],
          ["100", "£100"],
          ["150", "£150"],
          ["200", "£200"],
        ])}</select></label></p>
        <fieldset><legend>For</legend>
        <label><input type="radio" name="for" value="tattoo"> A tattoo</label>
        <label><input type="radio" name="for" value="piercing"> A piercing</label>
        <label><input type="radio" name="for" value="either"> Either</label>
        </fieldset>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="email"> By email, free</label>
        <label><input type="radio" name="delivery" value="post"> In a card by post, £1.50</label>
        </fieldset>
        <p><label>Who it's for <input name="recipient" required></label></p>
        <p><label>Email it on <input type="date" name="send_date"></label></p>
        <p><label>Their email, or the address to post it to <input name="to"></label></p>
        <p><label>Your message <textarea name="message" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Your email <input type="email" name="email" required></label></p>
        <button type="submit">Buy</button></form>`,
    ),
    "/faq": page(
      "Asked a lot",
      `<h3>Does it hurt?</h3><p>A bit. Ribs and feet more than arms and thighs; most people say it's a scratch.</p>
      <h3>Can I bring my own design?</h3><p>Yes, as a starting point: your artist will redraw it so it works as a
      tattoo.</p>
      <h3>Do you do walk-ins?</h3><p>Piercing walk-ins at Kingsgate, Tuesday to Saturday 11:00–16:30, and flash
      walk-ins there on Thursday evenings. Millbeck is by appointment only.</p>
      <h3>How do I pay?</h3><p>Card or cash on the day; deposits online by card. We don't take cheques.</p>
      <h3>Can you tattoo over a scar?</h3><p>Usually, once it's at least a year old and fully healed: ask at a
      consultation.</p>
      <h3>Can I have a piercing if I've got a cold?</h3><p>Best not: ring us and we'll move it.</p>`,
    ),
    "/news": page("From the chair", NEWS),
    "/contact": page(
      "Say hello",
      dl([
        ["Kingsgate", "0113 496 0412"],
        ["Millbeck", "0113 496 0487"],
        ["Bookings and vouchers", "hello@copperhand.test"],
        ["Instagram", "Message us @copperhandtattoo"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Studio <select name="studio">${options([
          ["kingsgate", "Kingsgate"],
          ["millbeck", "Millbeck"],
        ])}</select></label></p>
        <p><label>About <select name="about">${options([
          ["tattoo", "A tattoo"],
          ["piercing", "A piercing"],
          ["aftercare", "Aftercare"],
          ["voucher", "A gift voucher"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep consent forms and copies of ID for 3 years, as our licence asks.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our bookings. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0113 496 0412.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/guest-spots": page(
      "Guest artist at Kingsgate in January",
      `<p>Copperhand welcomes a guest artist: Lou Sauvage from Bristol is coming to Kingsgate from Monday 11 to
      Saturday 16 January 2027, tattooing bold illustrative animals and plants. What does Lou charge? See below;
      book through us.</p>` +
        dl([
          ["Lou charges", "£140 an hour"],
          ["Deposit", "£80"],
          ["Lou's flash", "From £90"],
        ]),
    ),
    "/ear-styling": page(
      "Ear styling sessions with Sasha",
      `<p>Copperhand ear styling: a 30-minute session with Sasha to plan the piercings and the jewellery for your
      ears, at Kingsgate. How much is it? The session costs £20, taken off any jewellery you buy on the day;
      piercings on the day are at the usual price.</p>` +
        dl([
          ["An ear styling session", "£20"],
          ["A follow-up session within 3 months", "£10"],
        ]),
    ),
  };
}
