import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// GRAUPEL: the twenty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Shop hours: day, shop, machine clinic counter. */
const HOURS: string[][] = [
  ["Monday", "Closed", "Closed"],
  ["Tuesday", "09:30–17:30", "10:00–16:00"],
  ["Wednesday", "09:30–17:30", "10:00–16:00"],
  ["Thursday", "09:30–19:30", "10:00–16:00"],
  ["Friday", "09:30–17:30", "10:00–16:00"],
  ["Saturday", "09:00–17:00", "Closed"],
  ["Sunday", "Closed (11:00–15:00 in December)", "Closed"],
];

/** Christmas and New Year: day, hours. */
const CHRISTMAS: string[][] = [
  ["Sundays 6, 13 and 20 December", "11:00–15:00"],
  ["Monday 21 December", "10:00–16:00"],
  ["Thursday 24 December", "09:30–14:00"],
  ["Friday 25 to Monday 28 December", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "10:00–16:00"],
  ["Thursday 31 December", "10:00–15:00"],
  ["Friday 1 January", "Closed"],
  ["From Saturday 2 January", "Usual hours"],
];

/** Delivery: service, price, when. */
const DELIVERY: string[][] = [
  ["Royal Mail Tracked 48", "£3.95, free over £40", "2 to 3 working days"],
  ["Royal Mail Tracked 24", "£6.95", "Next working day if you order by 13:00, Monday to Friday"],
  ["Large parcel (over 2 kg)", "£8.50", "2 to 3 working days"],
  ["Ashcombe bike delivery (AS1 to AS4 postcodes)", "£2.50, free over £25", "Wednesdays and Saturdays"],
  ["Click &amp; collect", "Free", "Ready in 2 hours in shop hours"],
];

/** A team card: name, role, what they do, when. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Helen Sturridge",
    "Owner and yarn buyer",
    "Opened the shop in 2012 after twenty years of knitting on the train. Chooses every yarn on the shelves.",
    "Tuesday to Saturday",
  ),
  person(
    "Gwen Tallis",
    "Knitting tutor",
    "Teaches Learn to Knit, the sock classes and Fair Isle. Designs patterns for West Yorkshire Spinners.",
    "Thursday and Saturday",
  ),
  person(
    "Rachel Oyelaran",
    "Crochet tutor",
    "Teaches Crochet for Beginners and the Christmas wreath, and runs our Instagram.",
    "Friday and Saturday",
  ),
  person(
    "Dee Marchetti",
    "Seamstress",
    "Does every alteration and mend, and teaches the sewing classes and Kids' Sewing Club.",
    "Tuesday, Thursday and Saturday",
  ),
  person(
    "Alan Petch",
    "Sewing machine engineer",
    "Services and repairs every machine that comes through the door, from 1920s Singers to embroidery machines.",
    "Tuesday to Friday",
  ),
  person(
    "Sophie Kaur",
    "Online orders and Saturdays",
    "Packs the online orders and looks after click &amp; collect: orders@purlandbobbin.test.",
    "Wednesday to Saturday",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "18 November 2026",
    "Christmas opening",
    "We're open on Sundays 6, 13 and 20 December, 11:00–15:00, and on Monday 21 December. We close at 14:00 on Christmas Eve and open again on Tuesday 29 December. The last Tracked 48 orders for Christmas go out on Friday 18 December.",
  ],
  [
    "9 November 2026",
    "Kidsilk Haze",
    "Rowan Kidsilk Haze is out of stock at Rowan itself; our next delivery is due in the middle of January. Ask us to text you when it's in.",
  ],
  [
    "14 October 2026",
    "Machine servicing from February",
    "From 1 February 2027 a mechanical sewing machine service goes up from £55 to £60, and a computerised service from £70 to £75. Overlockers and everything else stay the same.",
  ],
  [
    "1 October 2026",
    "New alterations prices",
    "From today a plain trouser hem is £12 (it was £10) and a trouser zip £18 (it was £15). It's our first change since 2023.",
  ],
  [
    "5 March 2026",
    "Late on Thursdays",
    "From this week we're open until 19:30 every Thursday; we used to close at 18:00. Come in after work, and get double stamps on your Bobbin Card after 17:30.",
  ],
  [
    "20 January 2026",
    "Welcome, Dee",
    "Dee Marchetti joins us from a bridal workroom in Bath to take over alterations and teach sewing.",
  ],
]);

/** The card, ordering, the shop, notes, the team, contact, and three search-only pages. */
export function yarnshopMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/loyalty": page(
      "The Bobbin Card",
      `<p>Our stamp card, free at the counter or online.</p>` +
        dl([
          ["Stamps", "One stamp for every £10 you spend, in the shop, online or on a class"],
          ["Full card", "10 stamps, and you take £10 off your next shop"],
          ["Double stamps", "Thursdays after 17:30"],
          ["What doesn't count", "Sewing machine servicing and gift cards"],
          ["Birthday", "15% off one shop in your birthday month"],
          ["Classes", "Card holders can book new classes 48 hours before everyone else"],
          ["How long", "Stamps last 2 years"],
        ]) +
        `<p>Cards filled before 1 April 2026 took 8 stamps for £5 off; we'll honour those until the end of 2026.</p>`,
    ),
    "/delivery": page(
      "Ordering online",
      table("Delivery", ["Service", "Price", "When"], DELIVERY) +
        dl([
          [
            "Click &amp; collect",
            "Free on every order. We'll email when it's ready, usually within 2 hours in shop hours; bring your order number. We keep orders for 14 days",
          ],
          ["Abroad", "We only post to UK addresses at the moment"],
          [
            "Returns",
            "Unused full balls with their ball bands, within 30 days, for a refund in 5 working days. Fabric and anything cut by the metre can't be returned",
          ],
          [
            "Christmas",
            "Last Tracked 48 orders: Friday 18 December. Last Tracked 24 orders: Monday 21 December by 13:00",
          ],
        ]),
    ),
    "/visit": page(
      "Visit the shop",
      table("Opening hours", ["Day", "Shop", "Machine clinic counter"], HOURS) +
        table("Christmas and New Year", ["When", "Hours"], CHRISTMAS) +
        dl([
          ["Address", "14 Cornmarket, Ashcombe AS3 9LQ, opposite the Corn Exchange"],
          ["Parking", "Cornmarket car park behind the shop: £1.40 an hour, free after 18:00"],
          ["Access", "The shop is step-free; the Sewing Room is upstairs, with no lift"],
          ["Dogs", "Well-behaved dogs welcome; we've a water bowl by the door"],
        ]),
    ),
    "/news": page("Counter notes", NEWS),
    "/team": page("Who we are", `<p>Six of us, and the shop cat, Tension.</p>${TEAM}`),
    "/contact": page(
      "Contact",
      dl([
        ["Shop", "01632 447 120"],
        ["Machine clinic (Alan)", "01632 447 125, Tuesday to Friday"],
        ["Online orders", "orders@purlandbobbin.test"],
        ["Everything else", "hello@purlandbobbin.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["yarn", "Yarn and patterns"],
          ["order", "An online order"],
          ["classes", "Classes"],
          ["servicing", "Machine servicing"],
          ["alterations", "Alterations"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Order number (if it's about an order) <input name="order"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep order details for 6 years, as the law asks us to.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run the basket and our forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring us on 01632 447 120.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/stitch-and-natter": page(
      "Stitch and Natter",
      `<p>Bring whatever you're making, knitting, crochet or hand sewing, and sit with us in the Sewing Room.</p>` +
        dl([
          ["When", "Tuesdays, 14:00–16:00"],
          ["Price", "£3, with tea and cake"],
          ["Booking", "No need: just come up the stairs"],
        ]),
    ),
    "/gift-cards": page(
      "Gift cards",
      `<p>For the maker in your life.</p>` +
        dl([
          ["Amounts", "£10 to £100"],
          ["Valid for", "2 years from the day you buy it"],
          ["Spend it on", "Yarn, fabric, haberdashery, classes and alterations"],
          ["Where", "In the shop, or online and we'll post it free"],
        ]),
    ),
    "/machine-hire": page(
      "Hire a sewing machine",
      `<p>Got a one-off project? Borrow one of our serviced Janome machines.</p>` +
        dl([
          ["Price", "£15 a day, or £45 a week"],
          ["Deposit", "£100, refunded when it's back"],
          ["Overlocker", "£20 a day"],
          ["Collect", "From the machine clinic counter, Tuesday to Friday"],
        ]),
    ),
  };
}
