import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// UNTRIED: the seventh held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever
// tunes the engines must not read this file.

const NEWS = cards([
  [
    "24 November 2026",
    "Long Night is back",
    "Our 10.2% imperial stout, aged on Ashcombe honey, returns on Friday 4 December at both taprooms, in thirds only. Cans go on sale in the shop on Monday 7 December, up to 6 per order.",
  ],
  [
    "18 November 2026",
    "Christmas and New Year hours",
    "Both taprooms are closed on 25 and 26 December. On Christmas Eve Ashcombe is open 12:00–17:00 and Tolbury 12:00–18:00. On New Year's Eve both stay open until 01:00. Last orders for UK delivery before Christmas: Thursday 17 December.",
  ],
  [
    "9 November 2026",
    "Gold for Sluice Gate",
    "Sluice Gate IPA won gold in the IPA class at the Harbourne Beer Awards 2026, and Foxglove took bronze among the sours.",
  ],
  [
    "2 November 2026",
    "Quiz night moves to Tolbury",
    "Our quiz is now every Wednesday at 20:00 in the Tolbury taproom. £2 a head, teams of up to six, and the winners take home a £30 bar tab.",
  ],
  [
    "21 October 2026",
    "A new head brewer",
    "Dan Okafor has taken over the brewhouse from co-founder Joe Coyle, who now looks after our barrel-ageing programme.",
  ],
]);

const STAFF: [name: string, role: string, base: string][] = [
  ["Harriet Coyle", "Co-founder and managing director", "Head office"],
  ["Joe Coyle", "Co-founder, barrel ageing", "Ashcombe"],
  ["Dan Okafor", "Head brewer", "Ashcombe"],
  ["Rhiannon Tate", "Taproom manager and tour guide", "Ashcombe"],
  ["Meg Sutherland", "Taproom manager", "Tolbury"],
  ["Priti Shah", "Shop and online orders", "Head office"],
  ["Callum Reeve", "Trade sales", "Head office"],
];

/** Delivery, news, the story, answers, contact, and two pages only the site's search finds. */
export function breweryMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/delivery": page(
      "Getting it to you",
      table(
        "Postage by zone",
        ["Zone", "Price", "Free on orders over", "Usually arrives in"],
        [
          ["UK mainland", "£5.95", "£50", "2–3 working days"],
          ["Scottish Highlands, islands and Northern Ireland", "£9.95", "£80", "3–5 working days"],
          ["EU", "£19.50", "No free delivery", "5–8 working days"],
          [
            "Rest of the world (clothing and gift cards only; we can't send beer)",
            "£14",
            "£100",
            "7–14 working days",
          ],
        ],
      ) +
        dl([
          ["Couriers", "DPD in the UK; Parcelforce for the EU and beyond"],
          [
            "Sending",
            "Orders placed by 12:00 Monday to Thursday go the same day; later ones on the next working day",
          ],
          ["Age check", "Someone aged 18 or over must sign for any parcel with beer in it"],
          ["Damaged cans", "Send us a photo within 7 days and we'll replace them"],
          ["Collecting", "Free from the Ashcombe taproom, ready the next day"],
        ]),
    ),
    "/news": page(
      "From the mill",
      `${NEWS}<h2>Get the newsletter</h2><p>New beers, events and the odd discount, once a month.</p>
      <form method="post" action="/newsletter/join">
      <p><label>Name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Your local <select name="taproom"><option value="ashcombe">Ashcombe</option>
      <option value="tolbury">Tolbury</option><option value="neither">Neither, I order online</option>
      </select></label></p>
      <button type="submit">Sign me up</button></form>`,
    ),
    "/about": page(
      "The people",
      `<p>Brother and sister Joe and Harriet Coyle started brewing in a garage in Tolbury in 2014. They moved
      into Weir Mill in Ashcombe in 2017, opened the taproom there the same year, and opened the Tolbury taproom
      in 2021.</p>
      <p>Old Weir employs 27 people, 11 of them at Tolbury. In 2025 we brewed about 410,000 pints.</p>` +
        table("Who's who", ["Name", "Role", "Based at"], STAFF) +
        `<p>We have been a certified B Corp since 2024 and pay everyone at least the Real Living Wage.</p>`,
    ),
    "/faq": page(
      "Before you come",
      `<h2>Can I bring my dog?</h2><p>At Ashcombe, yes: there are water bowls and biscuits at the bar. At
      Tolbury, only assistance dogs are allowed.</p>
      <h2>Are children welcome?</h2><p>Yes, with an adult: until 20:00 at Ashcombe and until 18:00 at Tolbury.
      Our tours are for over-18s, except the family tour.</p>
      <h2>Do I need to book a table?</h2><p>No, we don't take table bookings. Groups of 10 or more can book the
      mezzanine at Ashcombe by emailing us.</p>
      <h2>Can I pay with cash?</h2><p>No, both taprooms are card only.</p>
      <h2>Can I bring my own food?</h2><p>At Ashcombe, yes, on Wednesdays and Thursdays when the pizza van isn't
      here. Not at Tolbury, where we serve our own toasties and pies.</p>
      <h2>Do you fill growlers?</h2><p>Yes, at Ashcombe only: £12 to fill your own 2-litre growler with any of
      our beers except Long Night.</p>
      <h2>Do you brew gluten-free beer?</h2><p>Yes, three of our beers are gluten-free: look for them on
      <a href="/beers">the beer list</a>.</p>
      <h2>Can I bring my own glass?</h2><p>Yes, and we'll take 20p off your pint.</p>`,
    ),
    "/contact": page(
      "Get in touch",
      dl([
        ["Ashcombe taproom", "01632 963 111"],
        ["Tolbury taproom", "01632 963 222"],
        ["Head office (Monday to Friday, 09:00–17:00)", "01632 963 000"],
        ["Online orders", "shop@oldweir.test or 01632 963 333"],
        ["Tours and events", "tours@oldweir.test"],
        ["Press", "Harriet Coyle, press@oldweir.test"],
      ]) +
        `<p>Our head office is at 2 Tannery Lane, Ashcombe AS3 1QT. Please don't send deliveries there.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep order records for six years, as the law asks. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep your basket working. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/trade": page(
      "Trade and wholesale",
      `<p>We supply pubs, bars and bottle shops within 40 miles of Ashcombe.</p>` +
        dl([
          ["Minimum order", "6 casks or 4 cases of cans"],
          ["Casks", "Firkins (72 pints) and pins (36 pints)"],
          ["Delivery days", "Tuesdays and Fridays"],
          ["Payment", "Within 30 days of the invoice"],
          ["Contact", "Callum Reeve, trade@oldweir.test, 01632 963 444"],
        ]),
    ),
    "/jobs": page(
      "Work with us",
      `${table(
        "Vacancies",
        ["Role", "Where", "Pay", "Hours"],
        [
          ["Bar staff", "Tolbury", "£12.60 an hour plus tips", "Evenings and weekends"],
          ["Assistant brewer", "Ashcombe", "£27,500 a year", "40 hours a week, Monday to Friday"],
          ["Delivery driver", "Ashcombe", "£13.20 an hour", "Tuesdays and Fridays"],
        ],
      )}<p>Closing date for all roles: 11 December 2026. Everyone who works here gets a case of beer a month.</p>`,
    ),
  };
}
