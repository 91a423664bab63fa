import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// UNSEEN: the sixth held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever tunes
// the engines must not read this file.

const NEWS = cards([
  [
    "24 November 2026",
    "Late nights at Aldwick",
    "From Thursday 26 November to Thursday 17 December, Hollybrook Aldwick stays open until 20:00 every Thursday. Riverside keeps its usual hours and closes at 18:00.",
  ],
  [
    "19 November 2026",
    "Riverside car park resurfacing",
    "Half of the Riverside car park is closed from Monday 30 November to Friday 4 December. Extra parking is at Penmoor Rugby Club, a five-minute walk along the towpath.",
  ],
  [
    "12 November 2026",
    "Christmas and New Year opening",
    "Both centres are closed on 25 and 26 December and on 1 January. On 24 December Aldwick closes at 15:00 and Riverside at 14:00; on 31 December both close at 16:00.",
  ],
  [
    "5 November 2026",
    "Bulb sale",
    "Half price on all spring bulbs at both centres from 1 November while stocks last. Tulips, daffodils and alliums are still in stock at Aldwick.",
  ],
  [
    "29 October 2026",
    "A new home for the aquatics team",
    "Aldwick Aquatics has moved into the old glasshouse by the Aldwick car park, with twice as many tanks as before.",
  ],
]);

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

type Person = [name: string, role: string, centre: string];

const STAFF: Person[] = [
  ["Claire Hollis", "Managing director", "Both centres"],
  ["Gareth Lloyd", "Centre manager", "Aldwick"],
  ["Priya Nandakumar", "Centre manager", "Riverside"],
  ["Tom Keeble", "Head of plants", "Aldwick"],
  ["Sally Pryce", "Florist and workshop tutor", "Both centres"],
  ["Ben Ashworth", "Aquatics manager", "Aldwick"],
  ["Megan Doyle", "Café manager", "Riverside"],
];

/** The cafés, delivery, the club, news, the story, answers, contact, and two pages only the site's search finds. */
export function gardenMorePages(
  page: (title: string, body: string) => string,
  branches: [string, string][],
): Record<string, FixturePage> {
  return {
    "/delivery": page(
      "Getting it home",
      table(
        "Delivery charges, from either centre",
        ["Distance", "Charge", "Delivery days"],
        [
          ["Up to 5 miles", "£6.50", "Tuesday to Saturday"],
          ["5 to 10 miles", "£9.50", "Tuesday to Saturday"],
          ["10 to 20 miles", "£16", "Wednesday and Friday only"],
          ["Over 20 miles", "Not available", "-"],
        ],
      ) +
        `<p>Delivery is free within 10 miles on orders over £75, except bulk bags. We do not deliver on Sundays or
        Mondays.</p>` +
        table(
          "Bulk bags, delivered",
          ["Bag", "Price"],
          [
            ["Topsoil, 1 tonne", "£92"],
            ["Bark chippings, 1 tonne", "£84"],
            ["Decorative gravel, 850 kg", "£99"],
            ["Well-rotted manure, 1 tonne", "£78"],
          ],
        ) +
        dl([
          ["Click and collect", "Ready in 2 hours at Aldwick; next day at Riverside"],
          ["Collecting", "From the click and collect hut by the exit, during opening hours"],
          ["Questions about a delivery", "Call 01632 961 303, Tuesday to Saturday, 09:00–16:00"],
        ]),
    ),
    "/club": page(
      "Green Card",
      `<p>Our loyalty club is free to join at any till.</p>` +
        dl([
          ["Points", "1 point for every £1 you spend in the shops (not in the cafés)"],
          ["Vouchers", "Every 250 points becomes a £5 voucher, sent in March, June, September and December"],
          ["Over-60s", "10% off on Wednesdays at Aldwick and on Thursdays at Riverside"],
          ["Birthday", "A free slice of cake in either café in your birthday month"],
          ["Coffee", "Every sixth hot drink is free with your card"],
        ]) +
        `<h2>Members' Christmas evenings</h2>` +
        cards([
          [
            "Tuesday 8 December 2026, 18:00–21:00",
            "Aldwick members' evening",
            "20% off everything except Christmas trees and the café, with carols from Aldwick Community Choir.",
          ],
          [
            "Wednesday 9 December 2026, 18:00–20:30",
            "Riverside members' evening",
            "15% off everything except Christmas trees and the café, with a hot chocolate on us.",
          ],
        ]),
    ),
    "/cafe": page(
      "Eat and drink",
      `<p>Both cafés bake their own scones every morning. Hot food is served until 14:30.</p>` +
        table(
          "Café opening",
          ["Café", "Monday to Saturday", "Sunday"],
          [
            ["The Potting Shed, Aldwick", "09:30–16:30", "10:30–16:00"],
            ["Riverside Kitchen, Penmoor", "09:00–17:00", "10:00–15:30"],
          ],
        ) +
        table(
          "A few favourites",
          ["Dish", "The Potting Shed", "Riverside Kitchen"],
          [
            ["Cream tea", "£6.95", "£6.50"],
            ["Afternoon tea for two", "£34", "£32"],
            ["Soup of the day with bread", "£6.25", "£5.95"],
            ["Jacket potato with one filling", "£7.50", "£7.50"],
            ["Children's lunch box", "£5.50", "£5.25"],
            ["Flat white", "£3.40", "£3.30"],
          ],
        ) +
        `<p>Afternoon tea must be booked at least 24 hours ahead, and Riverside Kitchen does not serve it on
      Sundays.</p>
      <form method="post" action="/cafe/book">
      <p><label>Café <select name="cafe">${options([
        ["potting-shed", "The Potting Shed, Aldwick"],
        ["riverside-kitchen", "Riverside Kitchen, Penmoor"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options(
        ["12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00"].map((t) => [t, t]),
      )}</select></label></p>
      <p><label>Guests <input type="number" name="guests" min="2" max="12" value="2"></label></p>
      <p><label>Name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Dietary needs <textarea name="dietary" rows="2"></textarea></label></p>
      <button type="submit">Book afternoon tea</button></form>`,
    ),
    "/news": page("Latest", NEWS),
    "/about": page(
      "Our roots",
      `<p>Arthur and June Hollis started selling bedding plants from a field gate on Mill Lane in 1978. The
      Aldwick centre grew up around their nursery, and in 2009 we opened Hollybrook Riverside in the old Penmoor
      boatyard.</p>
      <p>Their granddaughter Claire Hollis has run the business since 2015. Hollybrook employs 86 people, 31 of
      them at Riverside, and grows about 40% of the plants we sell.</p>` +
        table("Who's who", ["Name", "Role", "Based at"], STAFF) +
        `<p>In 2025 Hollybrook Aldwick was named Garden Centre of the Year for the South West.</p>`,
    ),
    "/faq": page(
      "Ask us",
      `<h2>What if a plant dies?</h2><p>We guarantee hardy trees, shrubs and perennials for 12 months and
      houseplants for 3 months. Bedding and seasonal plants are not guaranteed. Bring the plant and your
      receipt.</p>
      <h2>Can I return things?</h2><p>Yes, within 28 days with a receipt, except cut flowers and food.</p>
      <h2>How can I pay?</h2><p>Card, contactless, cash or a Hollybrook gift card. We do not take cheques.</p>
      <h2>Do gift cards expire?</h2><p>Yes, 24 months after they were last used.</p>
      <h2>Do you take old plant pots?</h2><p>Yes, clean plastic pots go in the recycling bay by the exit at both
      centres.</p>
      <h2>Can I borrow a wheelchair?</h2><p>Yes, free of charge: Aldwick has 6 and Riverside has 2. Ask at
      customer services.</p>
      <h2>Is there somewhere for children to play?</h2><p>Riverside has an outdoor play area for under-8s.
      Aldwick has no play area, but the Potting Shed has a children's corner with books and crayons.</p>
      <h2>Do you give discounts?</h2><p>Members of <a href="/club">our loyalty scheme</a> collect points and get
      members' evenings.</p>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Aldwick customer services", "01632 961 101"],
        ["Riverside customer services", "01632 961 202"],
        ["Deliveries", "01632 961 303 (Tuesday to Saturday, 09:00–16:00)"],
        ["Plant doctor", "plantdoctor@hollybrook.test; we answer within two working days"],
        ["Head office", "01632 961 000"],
      ]) +
        `<p>Our centres: ${branches.map(([, label]) => label).join(" and ")}. For opening hours see
        <a href="/branches">Plan your visit</a>.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep Green Card records while you are a member and for one year after. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep bookings working. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/landscaping": page(
      "Garden design and landscaping",
      `<p>Our design team plans and builds gardens within 25 miles of Aldwick.</p>` +
        dl([
          ["Design consultation", "£95 for a two-hour visit, refunded if we build your garden"],
          ["Full garden plan", "From £650"],
          ["Landscaping team", "£480 a day for a team of two"],
          ["Lead designer", "Rosa Quint"],
          ["Waiting time", "About 10 weeks"],
        ]),
    ),
    "/careers": page(
      "Jobs at Hollybrook",
      `${table(
        "Vacancies",
        ["Role", "Centre", "Pay", "Hours"],
        [
          ["Plant area assistant", "Aldwick", "£12.90 an hour", "30 hours a week"],
          ["Delivery driver", "Riverside", "£13.60 an hour", "Tuesday to Saturday"],
          ["Christmas café assistant (temporary)", "Riverside", "£12.40 an hour", "Weekends until 3 January"],
        ],
      )}<p>Closing date for all roles: 9 December 2026. Staff get 25% off in the shops.</p>`,
    ),
  };
}
