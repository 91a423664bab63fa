import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// SQUALL: the twenty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const Y = "✓";
const N = "✗";

const HOURS: string[][] = [
  ["Monday", "09:00–17:30", "Closed"],
  ["Tuesday", "09:00–17:30", "10:00–17:00"],
  ["Wednesday", "09:00–17:30", "10:00–13:00"],
  ["Thursday", "09:00–20:00", "10:00–17:00"],
  ["Friday", "09:00–17:30", "10:00–19:00"],
  ["Saturday", "09:30–17:00", "09:00–16:00"],
  ["Sunday", "11:00–15:00", "Closed"],
];

const WHERE: string[][] = [
  ["Phone screens, batteries and charging ports", Y, Y],
  ["Tablet and laptop repairs", Y, Y],
  ["Board-level repairs and micro-soldering", Y, "We send them to Hollinsford"],
  ["Data recovery", Y, "We take drives in and send them to Hollinsford"],
  ["Refurbished devices on show", Y, Y],
  ["Open on Sundays", Y, N],
  ["Step-free way in", Y, "Yes, from 5 December (Market House has a ramp)"],
];

/** Refurbished devices: device, storage, grade, price, where it is. */
const REFURBISHED: string[][] = [
  ["iPhone 14 Pro", "256 GB", "A", "£579", "Hollinsford"],
  ["iPhone 13", "128 GB", "A", "£339", "Hollinsford"],
  ["iPhone 13", "128 GB", "B", "£299", "Pellworth"],
  ["iPhone 12", "64 GB", "B", "£219", "Both branches"],
  ["iPhone SE (2022)", "64 GB", "C", "£149", "Pellworth"],
  ["Samsung Galaxy S22", "128 GB", "A", "£279", "Sold out"],
  ["Google Pixel 7", "128 GB", "B", "£229", "Hollinsford"],
  ["iPad (9th generation), Wi-Fi", "64 GB", "A", "£219", "Pellworth"],
  ["MacBook Air 13-inch (M1, 2020)", "256 GB", "B", "£499", "Hollinsford"],
];

/** Trade-in: model, working with no damage, cracked screen or back, won't turn on. */
const TRADE_IN: string[][] = [
  ["iPhone 14 Pro", "£340", "£210", "£90"],
  ["iPhone 14", "£240", "£150", "£60"],
  ["iPhone 13", "£190", "£110", "£45"],
  ["iPhone 12", "£130", "£70", "£30"],
  ["Samsung Galaxy S23", "£210", "£120", "£50"],
  ["Google Pixel 7", "£110", "£60", "£25"],
];

/** Data recovery: band, what it's for, price, how long it usually takes. */
const BANDS: string[][] = [
  [
    "Band A",
    "Deleted files, a formatted drive, a corrupted memory card or USB stick",
    "£89",
    "2 to 3 working days",
  ],
  [
    "Band B",
    "A hard drive that's slow, clicks now and then or won't show up, but still spins",
    "£189",
    "3 to 5 working days",
  ],
  [
    "Band C",
    "A hard drive that has to be opened in our clean-air cabinet: new heads or a seized motor",
    "£449",
    "7 to 10 working days",
  ],
  ["Band D", "A phone or tablet that won't turn on (board-level recovery)", "£295", "5 to 7 working days"],
  ["Band E", "RAID arrays, NAS boxes and encrypted drives", "POA", "We'll tell you after the diagnosis"],
];

/** A technician card: name, role, where and when, what they're good at. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Dev Mistry",
    "Owner and lead technician",
    "Hollinsford, Monday to Thursday",
    "Opened the first Mendwell in 2014. Micro-soldering and board-level repairs: if it won't turn on, Dev's your man.",
  ),
  person(
    "Kasia Zielinska",
    "Branch manager, Pellworth",
    "Pellworth, Tuesday to Saturday",
    "Runs the Pellworth branch, and does most of our iPad and tablet screens.",
  ),
  person(
    "Callum Reid",
    "Technician",
    "Hollinsford, Wednesday to Sunday",
    "Laptops and MacBooks: keyboards, batteries, screens and hinges.",
  ),
  person(
    "Amara Eze",
    "Data recovery specialist",
    "Hollinsford, Monday to Friday",
    "Gets photos, documents and videos back from dead drives, phones and memory cards.",
  ),
  person(
    "Josh Trevelyan",
    "Technician",
    "Pellworth, Tuesday, Thursday, Friday and Saturday",
    "Phone screens and charging ports. Joined us in October 2026.",
  ),
  person(
    "Beth Lyle",
    "Front desk and bookings",
    "Hollinsford, Monday to Saturday",
    "The voice on the phone: bookings, quotes and collections.",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "20 November 2026",
    "Pellworth is moving",
    "After eight years on Fore Street, our Pellworth branch is moving round the corner to Unit 2, Market House, Cornhill. Our last day at 3 Fore Street is Saturday 28 November. We'll be closed from Tuesday 1 to Friday 4 December while we move. We open at Market House on Saturday 5 December at 09:00. The phone number stays the same. While Pellworth is closed, Hollinsford can help.",
  ],
  [
    "12 November 2026",
    "Christmas and New Year",
    "Both branches close at 16:00 on Christmas Eve, and are closed from 25 to 28 December. Hollinsford is open 10:00–16:00 on 29, 30 and 31 December. Pellworth stays closed until Tuesday 5 January. The last day to book a laptop repair before Christmas is Friday 18 December.",
  ],
  [
    "2 November 2026",
    "Lower prices on older iPhones",
    "From 1 November, an iPhone 14 screen is £129, down from £159. An iPhone 13 battery is now £69; it was £75. Some Samsung screens go up in January: see our prices.",
  ],
  [
    "9 October 2026",
    "Welcome, Josh",
    "Josh Trevelyan has joined the Pellworth bench after six years at a repair shop in Bristol. Say hello if you're in.",
  ],
  [
    "15 September 2026",
    "Sundays at Hollinsford",
    "From Sunday 20 September, Hollinsford is open on Sundays, 11:00 to 15:00. Pellworth stays closed on Sundays.",
  ],
]);

/** Data recovery, refurbished, trade-in, the branches, the team, news, answers, contact and three search-only pages. */
export function repairsMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/data-recovery": page(
      "Lost files",
      `<p>Dropped drive? Phone that won't switch on, with the only copy of the baby photos? We get files back from
      hard drives, SSDs, memory cards, USB sticks, phones and tablets.</p>` +
        table("Data recovery prices", ["Band", "What it's for", "Price", "Usually takes"], BANDS) +
        dl([
          [
            "Diagnosis",
            "£25, taken off the price if you go ahead. We'll tell you which band it is and what we expect to get back",
          ],
          ["No data, no fee", "If we can't recover the files you need, you pay only the £25 diagnosis"],
          ["Express", "£150 more: Bands A and B in 48 hours"],
          [
            "Your files back",
            "On a new USB stick (up to 128 GB), included; or on a 1 TB external drive for £59",
          ],
          [
            "Where",
            "All recovery is done at Hollinsford. Pellworth takes drives in and sends them over on Tuesdays and Fridays",
          ],
          ["Email us", "data@mendwell.test"],
        ]) +
        `<p><a href="/quote">Ask for a quote</a></p>`,
    ),
    "/refurbished": page(
      "Pre-loved",
      `<p>Phones, tablets and laptops we've checked, cleaned and repaired with new parts where they needed them. Come
      in and have a look: the stock changes every week.</p>` +
        table("In stock this week", ["Device", "Storage", "Grade", "Price", "Where"], REFURBISHED) +
        dl([
          ["Grade A", "Like new: no marks you'd see at arm's length. Battery health at least 90%"],
          ["Grade B", "Light scratches on the screen or case. Battery health at least 85%"],
          ["Grade C", "Visible scuffs or a small dent, but works perfectly. Battery health at least 80%"],
          ["Every device comes with", "A 12-month warranty, a charging cable (no plug) and a free case"],
          ["Changed your mind?", "Bring it back within 14 days for a full refund"],
          ["Students", "The student discount doesn't apply to refurbished devices"],
          ["Reserving", "We'll hold a device for 48 hours: ring the branch"],
        ]),
    ),
    "/trade-in": page(
      "Swap &amp; save",
      `<p>Trade in your old phone and we'll pay you for it, or put it towards something from our <a
      href="/refurbished">pre-loved</a> shelf.</p>` +
        table(
          "What we'll pay",
          ["Model", "Working, no damage", "Cracked screen or back", "Won't turn on"],
          TRADE_IN,
        ) +
        dl([
          ["Getting paid", "By bank transfer within 2 working days"],
          ["Store credit", "Take store credit instead and we'll add 15%"],
          [
            "What to bring",
            "Photo ID: you must be 18 or over. Turn off Find My iPhone or remove your Google account first",
          ],
          ["Other models", "Ask us: we'll make you an offer"],
        ]) +
        `<h2>Start a trade-in</h2>
        <form method="post" action="/trade-in/send">
        <p><label>Your phone <select name="model">${options([
          ["iphone-14-pro", "iPhone 14 Pro"],
          ["iphone-14", "iPhone 14"],
          ["iphone-13", "iPhone 13"],
          ["iphone-12", "iPhone 12"],
          ["galaxy-s23", "Samsung Galaxy S23"],
          ["pixel-7", "Google Pixel 7"],
          ["other", "Another model"],
        ])}</select></label></p>
        <p><label>Condition <select name="condition">${options([
          ["working", "Working, no damage"],
          ["cracked", "Cracked screen or back"],
          ["dead", "Won't turn on"],
        ])}</select></label></p>
        <p><label>How would you like paying? <select name="payout">${options([
          ["bank", "Bank transfer"],
          ["credit", "Store credit (15% more)"],
        ])}</select></label></p>
        <p><label>Where will you bring it? <select name="branch">${options([
          ["hollinsford", "Hollinsford"],
          ["pellworth", "Pellworth"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Start my trade-in</button></form>`,
    ),
    "/visit": page(
      "Find us",
      `<p>Two branches, seven miles apart. Bring any repair to either.</p>` +
        table("Opening hours", ["Day", "Hollinsford", "Pellworth"], HOURS) +
        `<p>Pellworth is moving to Market House in December: see our <a href="/news">updates</a>. Christmas opening
        is there too.</p>
        <h2>Walk in or book?</h2>` +
        dl([
          [
            "Walking in",
            "Phone screens and batteries at either branch, no appointment needed, while we have the part",
          ],
          ["Last walk-in", "An hour before closing (19:00 on late-night Thursdays at Hollinsford)"],
          [
            "Book ahead for",
            "Laptops, tablets, back glass and data recovery, and anything at Pellworth on a Saturday",
          ],
          ["Booked customers", "Go first. We keep your slot for 15 minutes"],
        ]) +
        table("What's where", ["", "Hollinsford", "Pellworth"], WHERE) +
        `<p>Addresses, phone numbers and parking: <a href="/visit/hollinsford">Hollinsford</a> and <a
        href="/visit/pellworth">Pellworth</a>.</p>`,
    ),
    "/visit/hollinsford": page(
      "Hollinsford",
      dl([
        ["Address", "14 Bridge Street, Hollinsford HF1 2JQ"],
        ["Phone", "01632 973 410"],
        ["Who's here", "Dev Mistry, Callum Reid, Amara Eze and Beth Lyle"],
        ["Getting there", "Opposite the Corn Mill, 5 minutes' walk from Hollinsford bus station"],
        ["Parking", "Riverside car park, 3 minutes' walk: the first 30 minutes are free"],
      ]),
    ),
    "/visit/pellworth": page(
      "Pellworth",
      dl([
        ["Address", "Unit 2, Market House, Cornhill, Pellworth PW4 7LS"],
        ["Until 28 November", "3 Fore Street, Pellworth PW4 7AB"],
        ["Phone", "01632 973 420 (it stays the same after the move)"],
        ["Branch manager", "Kasia Zielinska"],
        ["Getting there", "Market House is on Cornhill, by the clock tower, two minutes from Fore Street"],
        ["Parking", "Cornhill short-stay car park, pay and display"],
      ]),
    ),
    "/team": page("On the bench", `<p>Six of us, at two branches.</p>${TEAM}`),
    "/news": page("Updates", NEWS),
    "/faq": page(
      "Good to know",
      dl([
        [
          "Should I back up first?",
          "Yes, if you can. We don't wipe devices, but any repair carries a small risk to your data",
        ],
        [
          "Do you need my passcode?",
          "Only to test everything works afterwards. If you'd rather not, we'll test it with you at the counter",
        ],
        [
          "Are your parts genuine?",
          "We fit high-quality parts with the same guarantee. Genuine Apple screens cost more: see our prices",
        ],
        ["Will Face ID still work?", "Yes: we never touch the Face ID parts"],
        ["Do you fix smartwatches?", "Not at the moment, sorry"],
        ["How can I pay?", "Card, cash, Apple Pay or Google Pay. We don't take cheques"],
        ["Can I spread the cost?", "Yes, with Klarna on repairs and devices over £150"],
        [
          "What if you can't fix it?",
          "You pay nothing, apart from the £29 check on laptops and the £25 diagnosis for data recovery",
        ],
        ["How long do you keep a repaired device?", "90 days. After that we recycle it"],
      ]),
    ),
    "/contact": page(
      "Say hello",
      dl([
        ["Hollinsford", '01632 973 410 · <a href="/visit/hollinsford">14 Bridge Street</a>'],
        ["Pellworth", '01632 973 420 · <a href="/visit/pellworth">Market House, Cornhill</a>'],
        ["Bookings line (both branches)", "01632 973 400"],
        ["Email", "hello@mendwell.test: we reply within one working day"],
        ["Data recovery", "data@mendwell.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["repair", "A repair"],
          ["data", "Data recovery"],
          ["refurbished", "Buying a refurbished device"],
          ["trade-in", "Trading in"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep repair records for 2 years for the guarantee, and never look through the files on your device.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking form. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring us on 01632 973 400.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/consoles": page(
      "Games consoles",
      dl([
        ["PS5 HDMI port", "£99"],
        ["Xbox Series X or S HDMI port", "£99"],
        ["Nintendo Switch screen", "£89"],
        ["Joy-Con stick drift", "£25 a Joy-Con"],
        ["Where and how long", "Hollinsford only, 3 to 5 working days"],
      ]),
    ),
    "/mail-in": page(
      "Repair by post",
      `<p>Can't get to us? Send your device by Royal Mail Special Delivery to 14 Bridge Street, Hollinsford HF1 2JQ,
      with your name and phone number inside.</p>` +
        dl([
          ["How long", "We fix it within 2 working days of it arriving"],
          ["Sending it back", "£8.95, tracked and insured up to £1,000"],
          ["Paying", "We ring you for payment before we post it back"],
        ]),
    ),
    "/business": page(
      "Business accounts",
      dl([
        ["Who it's for", "Companies, schools and charities with 5 or more devices"],
        ["Discount", "10% off every repair"],
        ["Paying", "By invoice, within 30 days"],
        ["Collection", "Free within 5 miles of either branch"],
      ]),
    ),
  };
}
