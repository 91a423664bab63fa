import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// SMIRR: the thirty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Weddings and elopements: package, hours, photographers, images, price. */
const WEDDINGS: string[][] = [
  ["Elopement (up to 10 guests)", "2 hours", "1", "About 150", "£595"],
  ["Ceremony and drinks", "4 hours", "1", "About 300", "£995"],
  ["Half day", "6 hours", "1", "About 450", "£1,350"],
  ["Full day", "10 hours", "2", "About 700", "£1,950"],
];

/** Moving or cancelling: notice, portrait sittings, studio hire. */
const NOTICE: string[][] = [
  ["More than 7 days before", "Move or cancel free: your deposit back", "A full refund"],
  ["48 hours to 7 days before", "Move once, free; cancel and we keep the £30 deposit", "Half back"],
  ["Less than 48 hours before", "We keep the deposit; moving costs £20", "No refund"],
  ["A poorly baby or child", "Move free, at any notice", "—"],
];

/** Opening hours: day, Tanner Row, The Chapel. */
const HOURS: string[][] = [
  ["Monday", "Closed", "Closed"],
  ["Tuesday", "09:30–17:30", "Closed"],
  ["Wednesday", "09:30–17:30", "10:00–18:00"],
  ["Thursday", "09:30–19:30", "10:00–18:00"],
  ["Friday", "09:30–17:30", "10:00–18:00"],
  ["Saturday", "09:00–16:00", "09:00–17:00"],
  ["Sunday", "Closed", "10:00–15:00, newborns and pets only"],
];

/** Vouchers: voucher, price. */
const VOUCHERS: string[][] = [
  ["Money voucher", "£25, £50 or £100, towards any sitting, print or album"],
  ["Family sitting", "£95"],
  ["Newborn sitting", "£175"],
  ["Pet sitting", "£85"],
  ["Express headshots", "£65"],
];

/** A team card: name, role, what they do, where. */
const person = personCard;

const NEWS = cards([
  [
    "18 November 2026",
    "Prices from 1 March",
    "From Monday 1 March 2027 the family session goes from £95 to £110, the bump session from £120 to £130 and the pet session from £85 to £90. Newborn, cake smash and headshot prices stay the same, and vouchers bought before then cover the sitting in full.",
  ],
  [
    "5 November 2026",
    "Christmas vouchers",
    "Posted vouchers go out until Friday 18 December; emailed ones any time, even on Christmas morning. Tanner Row closes at 13:00 on Thursday 24 December.",
  ],
  [
    "22 September 2026",
    "Late Thursdays",
    "Tanner Row now stays open until 19:30 on Thursdays, with an 18:00 sitting for after-work headshots.",
  ],
  [
    "1 April 2026",
    "Newborn sittings",
    "The newborn session went up today from £160 to £175, and now comes with 12 edited images instead of 10.",
  ],
  [
    "14 February 2026",
    "The Chapel is open",
    "Our second studio opens in the old chapel on Chapel Lane, Ewenden: north light, a garden for pets and a yard to park in.",
  ],
]);

/** Weddings, booking, studios, vouchers, team, FAQs, news, contact and three search-only pages. */
export function photoMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  you: string,
): Record<string, FixturePage> {
  return {
    "/weddings": page(
      "Big days",
      `<p>Quiet, documentary wedding photography: we blend in, and you get the whole story of the day.</p>` +
        table("Weddings", ["Package", "How long", "Photographers", "Images", "Price"], WEDDINGS) +
        dl([
          ["Engagement shoot", "Free with Half day and Full day"],
          ["Albums", "Not included: the Wedding Album is £650"],
          ["Travel", "Free within 25 miles of Tollbridge, then 45p a mile"],
          ["To hold the date", "A £300 deposit, the rest 6 weeks before the day"],
          ["Your gallery", "Within 8 weeks of the wedding"],
          ["Parties, launches and awards", "£140 an hour, 2 hours at least, with 40 images an hour"],
          ["2028 dates", "Open from 1 January 2027"],
        ]) +
        `<h2>Ask about your date</h2>
        <form method="post" action="/weddings/enquire/send">
        <p><label>Package <select name="package">${options([
          ["elopement", "Elopement"],
          ["ceremony", "Ceremony and drinks"],
          ["half-day", "Half day"],
          ["full-day", "Full day"],
          ["not-sure", "Not sure yet"],
        ])}</select></label></p>
        <p><label>Wedding date <input type="date" name="date" required></label></p>
        <p><label>Venue <input name="venue" required></label></p>
        <p><label>Guests <select name="guests">${options([
          ["under-30", "Under 30"],
          ["30-80", "30 to 80"],
          ["80-150", "80 to 150"],
          ["over-150", "Over 150"],
        ])}</select></label></p>
        <p><label>Partner's name <input name="partner"></label></p>
        ${you}
        <p><label>Tell us about your day <textarea name="message" rows="4"></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/booking": page(
      "Dates and deposits",
      `<p>Book a sitting online and pay a £30 deposit, which comes off the price. Weddings need a £300 deposit, and
      studio hire half the price.</p>` +
        table("Moving or cancelling", ["How much notice", "Portrait sittings", "Studio hire"], NOTICE) +
        dl([
          [
            "Weddings",
            "The £300 deposit is never refunded; cancel within 6 weeks of the day and the whole price is due",
          ],
          ["Moving a wedding", "Free, once, if we're free on the new date"],
          ["Late", "Your sitting still ends on time"],
          ["Newborns", "Book while you're expecting; we'll fix the day once baby arrives"],
          ["Paying", "Card or bank transfer; no cash at The Chapel"],
        ]) +
        `<p><a href="/book">Book a sitting</a></p>`,
    ),
    "/studios": page(
      "Two rooms",
      `<h2>Tanner Row</h2><p>First floor, 9 Tanner Row, Tollbridge TB1 4RW. Phone 01632 978 200. Our town studio,
      above the picture framers, for headshots, families and cake smashes. It's up 16 stairs, and there is no
      lift.</p>
      <p>Parking: none at the studio. Cattle Market car park is 3 minutes' walk, £1.40 an hour and free after
      18:00.</p>
      <h2>The Chapel</h2><p>Chapel Lane, Ewenden TB7 2CL. Phone 01632 978 215. A converted chapel with tall arched
      windows, a walled garden for pets, and a warm room for newborns. Step-free from the yard through the side door,
      with an accessible toilet.</p>
      <p>Parking: free in the chapel yard for 8 cars.</p>` +
        table("Opening hours", ["Day", "Tanner Row", "The Chapel"], HOURS) +
        dl([
          [
            "Christmas at Tanner Row",
            "Closes at 13:00 on Thursday 24 December; open again on Tuesday 5 January",
          ],
          ["Christmas at The Chapel", "Last sitting Sunday 20 December; open again on Wednesday 6 January"],
          ["Bank holidays", "Both studios closed"],
          ["Viewings", "At the studio you were photographed in, or online"],
        ]),
    ),
    "/vouchers": page(
      "Give a sitting",
      `<p>A gift voucher for a sitting, or money towards one. Every voucher comes with a printed card.</p>` +
        table("Gift vouchers", ["Voucher", "Price"], VOUCHERS) +
        dl([
          ["Valid", "12 months from the day you buy it"],
          ["Running out", "Extend it once, by 3 months, for £10"],
          ["By post", "£2.50, in a card; last posting before Christmas Friday 18 December"],
          ["By email", "Free, any time"],
          ["Cash", "Vouchers can't be swapped for cash"],
        ]) +
        `<h2>Buy a voucher</h2>
        <form method="post" action="/vouchers/buy/send">
        <p><label>Voucher <select name="voucher">${options([
          ["25", "£25"],
          ["50", "£50"],
          ["100", "£100"],
          ["family", "Family sitting"],
          ["newborn", "Newborn sitting"],
          ["pet", "Pet sitting"],
          ["headshot-express", "Express headshots"],
        ])}</select></label></p>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="post"> By post, in a card (£2.50)</label>
        <label><input type="radio" name="delivery" value="email"> By email</label>
        </fieldset>
        <p><label>Who it's for <input name="to" required></label></p>
        <p><label>Your message <textarea name="message" rows="2"></textarea></label></p>
        ${you}
        <button type="submit">Buy</button></form>`,
    ),
    "/team": page(
      "Behind the lens",
      `<p>Four photographers, a retoucher and a spaniel.</p><div class="cards">${[
        person("Ruth Lark", "Founder and photographer", "Weddings and families since 2011", "Tanner Row"),
        person("Owen Linden", "Photographer", "Newborns, bumps and pets", "The Chapel"),
        person("Maya Castell", "Photographer", "Headshots and team days", "Tanner Row"),
        person(
          "Dylan Rhys-Ward",
          "Second photographer",
          "Full day weddings, and studio hire",
          "Both studios",
        ),
        person("Agnes Pruett", "Retoucher", "Every edited image, prints and albums", "Tanner Row"),
        person("Pickle", "Studio spaniel", "Greets every pet sitting", "The Chapel"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Good to know",
      `<h3>What should we wear?</h3><p>Plain, soft colours that go together; no big logos.</p>
      <h3>Can we bring the dog to a family sitting?</h3><p>Yes, at The Chapel, at no extra charge. If the photos are
      mostly about them, book a pet sitting.</p>
      <h3>Can I have the RAW files?</h3><p>No. Every image we give you is edited by Agnes.</p>
      <h3>How old should a newborn be?</h3><p>Best in the first 3 weeks, when they sleep through it all.</p>
      <h3>Can grandparents join a family sitting?</h3><p>Yes: up to 6 people, then £10 a person.</p>
      <h3>Do you photograph outdoors?</h3><p>At The Chapel's garden in good weather, and at weddings.</p>`,
    ),
    "/news": page("Darkroom notes", NEWS),
    "/contact": page(
      "Say cheese",
      dl([
        ["Tanner Row", "01632 978 200"],
        ["The Chapel", "01632 978 215"],
        ["Weddings", "weddings@larkandlinden.test"],
        ["Everything else", "studio@larkandlinden.test"],
      ]) +
        `<h2>Ask us to ring you</h2>
        <form method="post" action="/contact/callback/send">
        <p><label>About <select name="about">${options([
          ["portraits", "A family, bump or pet sitting"],
          ["newborn", "A newborn sitting"],
          ["headshots", "Headshots"],
          ["weddings", "A wedding or event"],
          ["studio-hire", "Hiring a studio"],
          ["prints", "Prints or albums"],
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
      `<p>We keep your images for 2 years after your sitting, and wedding images for 5 years.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our galleries and forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 978 200.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/passport-photos": page(
      "Passport and ID photos",
      `<p>Lark &amp; Linden take passport photos and ID photos at Tanner Row, with no appointment, in about 10
      minutes, checked against the Passport Office rules.</p>` +
        dl([
          ["Four printed photos", "£12.50"],
          ["A digital code for an online application", "£10"],
          ["Babies", "Welcome: we'll take as many as it needs"],
        ]),
    ),
    "/school-photos": page(
      "School and nursery photographs",
      `<p>Class photos and portraits for schools and nurseries around Tollbridge, taken at your school.</p>` +
        dl([
          ["A portrait print", "£8.50"],
          ["The class photo", "£9"],
          ["For the school", "No charge, and 10% back on orders"],
        ]),
    ),
    "/jobs": page(
      "Jobs: studio assistant",
      `<p>Lark &amp; Linden are hiring a weekend studio assistant for Tanner Row: greeting families, keeping babies
      giggling and tidying the set.</p>` +
        dl([
          ["Pay", "£12.75 an hour"],
          ["Hours", "Saturdays, and Thursday evenings"],
          ["Freelance second photographers", "£180 a wedding day"],
        ]),
    ),
  };
}
