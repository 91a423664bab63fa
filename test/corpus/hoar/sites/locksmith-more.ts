import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// HOAR: the twenty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Call-out charges: when, call-out with the first 30 minutes, each further 30 minutes. */
const CALLOUT: string[][] = [
  ["Monday to Friday, 08:00–18:00", "£75", "£30"],
  ["Monday to Friday, 18:00–22:00", "£95", "£35"],
  ["Saturday, 08:00–18:00", "£90", "£35"],
  ["Saturday 18:00–22:00, and Sunday 08:00–22:00", "£110", "£40"],
  ["Nights, any day, 22:00–08:00", "£135", "£45"],
  ["Christmas Day, Boxing Day and New Year's Day, any time", "£160", "£50"],
];

/** Locks fitted on a call-out: lock, fitted price. */
const LOCKS: string[][] = [
  ["Euro cylinder, standard", "From £45"],
  ["Euro cylinder, 3-star anti-snap (TS007)", "£85"],
  ["Mortice deadlock, British Standard (BS3621)", "From £95"],
  ["Rim night latch (Yale type)", "From £70"],
  ["Door boarded up after a break-in", "From £60"],
];

/** Areas: area, places, travel charge, we aim to be there in. */
const AREAS: string[][] = [
  ["Brackenby", "All of BR1, BR2 and BR3", "None", "45 minutes"],
  ["Within 5 miles", "Thornley, Kettlewick, Mossbank and Upper Hale", "£10", "1 hour"],
  ["5 to 10 miles", "Elmsworth, Cray Bridge, Netherfold and Stainby", "£20", "1 hour 15 minutes"],
  ["10 to 15 miles", "Harrowgate Moor, Skelby and Lowther Cross", "£35", "1 hour 30 minutes"],
];

/** Little jobs: job, price. */
const EXTRAS: string[][] = [
  ["Watch battery, fitted", "£8"],
  ["Watch battery with a water-resistance test and new seal", "£18"],
  ["Watch strap, leather or silicone, fitted", "From £12"],
  ["Taking links out of a metal strap", "£5"],
  ["Engraving", "50p a letter, £5 minimum"],
  ["Engraved pet tag, up to 4 lines", "£9.50"],
  ["Trophy or plaque plate, engraved", "£6"],
  ["Engraved hip flask or tankard from our stock", "From £22"],
  ["Knife or scissor sharpening", "£4 each"],
];

/** Shop hours: days, hours. */
const RIVERSIDE: string[][] = [
  ["Monday to Wednesday", "09:00–17:30"],
  ["Thursday", "09:00–20:00"],
  ["Friday and Saturday", "09:00–17:30"],
  ["Sunday", "10:30–16:30"],
];

const FORE_STREET: string[][] = [
  ["Monday and Tuesday", "08:30–17:30"],
  ["Wednesday", "08:30–13:00"],
  ["Thursday and Friday", "08:30–17:30"],
  ["Saturday", "08:30–16:00"],
  ["Sunday", "Closed"],
];

/** Christmas and New Year: day, Riverside, Fore Street. */
const CHRISTMAS: string[][] = [
  ["Sundays 6, 13 and 20 December", "10:00–17:00", "Closed"],
  ["Thursday 24 December", "09:00–16:00", "08:30–13:00"],
  ["Friday 25 and Saturday 26 December", "Closed", "Closed"],
  ["Sunday 27 December", "11:00–16:00", "Closed"],
  ["Monday 28 to Wednesday 30 December", "09:00–17:30", "10:00–16:00"],
  ["Thursday 31 December", "09:00–16:00", "08:30–13:00"],
  ["Friday 1 January", "Closed", "Closed"],
];

/** A person card: name, role, what they do, where. */
const person = personCard;

const PEOPLE = `<div class="cards">${[
  person(
    "Ray Hadley",
    "Founder",
    "Cut his first key on Fore Street in 1981 and opened the shop the same year. Still on the key machine on Saturday mornings.",
    "Fore Street",
  ),
  person(
    "Lisa Hadley",
    "Owner and locksmith",
    "Ray's daughter; MLA-approved locksmith, runs the shop, the vans and the emergency rota.",
    "Fore Street and on the road",
  ),
  person(
    "Marcus Obi",
    "Locksmith",
    "Lockouts, lock changes and break-in repairs, mostly evenings and nights.",
    "On the road",
  ),
  person(
    "Sunil Varma",
    "Auto locksmith",
    "Car keys of every kind, by appointment, Tuesday to Saturday.",
    "Fore Street",
  ),
  person(
    "Bernie Kowalczyk",
    "Cobbler",
    "Thirty years at the last. Leather soles, zips, stitching and anything unusual.",
    "Fore Street",
  ),
  person(
    "Jade Fenton",
    "Kiosk manager",
    "Keys, fobs, heels and watch batteries while you wait, and Sunday opening.",
    "Riverside",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "19 November 2026",
    "Prices from 1 January",
    "From 1 January 2027 a standard cylinder key goes up from £4.50 to £5 and a mortice key from £6.50 to £7. The weekday daytime call-out goes from £75 to £80 and the night call-out from £135 to £145. Men's rubber heels go from £12 to £13. Everything else stays the same.",
  ],
  [
    "10 November 2026",
    "Christmas opening",
    "The Riverside kiosk opens 10:00–17:00 on the Sundays before Christmas (6, 13 and 20 December). Both shops are closed on Christmas Day, Boxing Day and New Year's Day, and Fore Street stays closed on Sundays. The emergency line is answered every day.",
  ],
  [
    "28 October 2026",
    "Keyless car keys at Fore Street",
    "Sunil's new programmer means we can now do smart and keyless proximity keys for most cars, from £180. Mercedes-Benz, Tesla and Land Rover are still dealer-only.",
  ],
  [
    "2 October 2026",
    "Fob copies cheaper",
    "A new reader means a door entry fob copy is now £15 (it was £18). Encrypted fobs stay at £25.",
  ],
  [
    "14 August 2026",
    "The kiosk has moved",
    "Our Riverside kiosk has moved from the ground floor to Unit K3 on the upper mall, outside Boots.",
  ],
  [
    "3 June 2026",
    "Ray's 45 years",
    "Ray Hadley cut his first key on Fore Street 45 years ago this month. Cake at both shops on Saturday.",
  ],
]);

/** Call-outs, areas, little jobs, guarantees, shops, news, people, contact, and three search-only pages. */
export function locksmithMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/callout": page(
      "Emergency locksmiths",
      `<p>Locked out, lost your keys, or had a break-in? Ring 01632 962 900, any time, or
      <a href="/callout/request">send us a request</a>. Lisa and Marcus are MLA-approved and DBS-checked.</p>` +
        table(
          "Call-out charges, with the first 30 minutes' work",
          ["When", "Call-out", "Each further 30 minutes"],
          CALLOUT,
        ) +
        `<p>From 1 January 2027 the weekday daytime call-out will be £80 and the night call-out £145.</p>` +
        table("Locks fitted", ["Lock", "Fitted, parts included"], LOCKS) +
        dl([
          ["Travel", "Outside Brackenby a travel charge is added: see where we go"],
          ["Getting you in", "We always try to open the door without damage first"],
          ["If we can't get you in", "There's no call-out charge"],
          ["Proof", "We'll ask for ID with your address, or a bill, before we open a door"],
          ["Paying", "Card or cash on the day"],
        ]),
    ),
    "/callout/request": page(
      "Ask for a locksmith",
      `<p>For a lockout right now, ringing 01632 962 900 is quickest; this form is answered within 15 minutes, day
      or night.</p>
      <form method="post" action="/callout/request/send">
      <p><label>What's happened <select name="problem">${options([
        ["locked-out", "Locked out"],
        ["lost-keys", "Lost all my keys"],
        ["broken-lock", "Lock broken or key stuck"],
        ["lock-change", "Change the locks (moving in, or a key not returned)"],
        ["burglary", "After a break-in: repair and secure"],
      ])}</select></label></p>
      <p><label>Property <select name="property">${options([
        ["house", "House"],
        ["flat", "Flat"],
        ["business", "Shop or business"],
      ])}</select></label></p>
      <p><label>When <select name="when">${options([
        ["now", "As soon as possible"],
        ["book", "On a day that suits me"],
      ])}</select></label></p>
      <p><label>Day (if booking) <input type="date" name="date"></label></p>
      <p><label>Part of the day <select name="slot">${options([
        ["any", "Any time"],
        ["morning", "Morning"],
        ["afternoon", "Afternoon"],
        ["evening", "Evening"],
      ])}</select></label></p>
      <p><label>Area <select name="area">${options([
        ["brackenby", "Brackenby (BR1, BR2, BR3)"],
        ["within-5", "Thornley, Kettlewick, Mossbank or Upper Hale (+£10)"],
        ["5-10", "Elmsworth, Cray Bridge, Netherfold or Stainby (+£20)"],
        ["10-15", "Harrowgate Moor, Skelby or Lowther Cross (+£35)"],
      ])}</select></label></p>
      <p><label>Address <input name="address" required></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/areas": page(
      "Where we go",
      `<p>Our vans are based on Fore Street. These are the places we cover for call-outs, and what we add for the
      drive.</p>` +
        table("Areas we cover", ["Area", "Places", "Travel charge", "We aim to be there in"], AREAS) +
        `<p>Further than 15 miles, we'll give you the number of an MLA locksmith nearer you. We don't cover Dunmere or
        Porthaven, across the estuary: the bridge toll and the traffic make it too slow to be any use in an
        emergency.</p>`,
    ),
    "/extras": page(
      "Little jobs",
      `<p>The odds and ends we've always done. Watch batteries at both shops while you wait; engraving at Fore
      Street, ready the next working day.</p>` +
        table("Prices", ["Job", "Price"], EXTRAS) +
        `<p>We don't open watches that are water-resistant to 100 metres or more, or Rolex, Omega or Breitling
        watches: we'll send those to a watchmaker for you.</p>`,
    ),
    "/guarantee": page(
      "Our word",
      dl([
        [
          "Keys",
          "If a key we've cut doesn't work, bring it back with the receipt within 60 days and we'll recut it free or give you your money back",
        ],
        ["Shoe repairs", "Soles and heels are guaranteed for 3 months (but not against wear)"],
        ["Locks we fit", "12 months on the lock and the fitting"],
        ["Car keys", "12 months on programming"],
        ["Watch batteries", "12 months"],
      ]) +
        `<h2>Questions we're asked</h2>
        <h3>Can you copy a key from a photo?</h3><p>No: we need the key itself, or its code and security card for a
        restricted key.</p>
        <h3>Will you copy a key stamped "Do not copy"?</h3><p>Only with a letter from the landlord or the owner.</p>
        <h3>How long do you keep repairs nobody collects?</h3><p>90 days. After that, shoes go to the Brackenby
        hospice shop.</p>
        <h3>Do you take cards?</h3><p>Cards, contactless and cash. Not cheques.</p>
        <h3>Are you insured?</h3><p>Yes, with £5 million public liability cover. Every locksmith is DBS-checked.</p>`,
    ),
    "/shops": page(
      "Our shops",
      `<h2>Riverside kiosk</h2><p>Unit K3, upper mall, Riverside Shopping Centre, Brackenby BR3 1RS. Keys, fobs,
      heels and watch batteries while you wait. No car keys, restricted keys or engraving here.</p>` +
        table("Riverside kiosk", ["Days", "Hours"], RIVERSIDE) +
        `<h2>Fore Street</h2><p>41 Fore Street, Brackenby BR1 2FS. Everything we do, including car keys, restricted
        keys, leather soles and engraving. The vans go out from here.</p>` +
        table("Fore Street shop", ["Days", "Hours"], FORE_STREET) +
        table("Christmas and New Year", ["Day", "Riverside kiosk", "Fore Street"], CHRISTMAS) +
        dl([
          ["Parking at Riverside", "The shopping centre car park: the first 2 hours are free"],
          ["Parking at Fore Street", "Two 20-minute bays outside, or Fore Street car park at 80p an hour"],
          ["Emergency line", "01632 962 900, every day and night"],
        ]),
    ),
    "/news": page("From the counter", NEWS),
    "/about": page(
      "About us",
      `<p>A family business since 1981: Ray started it, Lisa runs it, and three vans keep it on the road.</p>${PEOPLE}`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Emergency line, 24 hours", "01632 962 900"],
        ["Fore Street shop", "01632 962 311"],
        ["Riverside kiosk", "01632 962 347"],
        ["Email", "hello@hadleyskeys.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["keys", "Keys and fobs"],
          ["car-keys", "Car keys"],
          ["shoes", "Shoe repairs"],
          ["locksmith", "A locksmith job"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep job records for 6 years, as the tax office asks.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 962 311.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/safes": page(
      "Safes",
      `<p>Lost the combination, or the key to the safe? Lisa opens safes without wrecking them.</p>` +
        dl([
          ["Opening a locked safe", "From £150 in the daytime, Monday to Friday"],
          ["Changing a combination", "£45"],
          ["Safes supplied and fitted", "From £240"],
          ["To book", "Ring Fore Street on 01632 962 311"],
        ]),
    ),
    "/trade": page(
      "Landlords and trade",
      `<p>Letting agents, landlords and builders: open an account with us.</p>` +
        dl([
          ["Keys", "15% off keys and fobs on an account"],
          ["Lock changes between tenants", "£65 a door on a weekday, parts extra"],
          ["Master key systems", "Designed and fitted; ask Lisa"],
          ["Paying", "Invoice at the end of the month, 30 days to pay"],
        ]),
    ),
    "/jobs": page(
      "Jobs",
      `<p>We're looking for an apprentice key cutter and cobbler for the Riverside kiosk.</p>` +
        dl([
          ["Pay", "£9.50 an hour while you train"],
          ["Hours", "Four days a week, with one Sunday in two"],
          ["To apply", "Bring a CV to Jade at the kiosk by 12 December 2026"],
        ]),
    ),
  };
}
