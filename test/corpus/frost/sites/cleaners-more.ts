import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// FROST: the tenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year hours",
    "Thursday 24 December: Mill Street 07:30–14:00, The Arcade 09:00–16:00. Friday 25 to Monday 28 December: both shops closed. Tuesday 29 and Wednesday 30 December: Mill Street only, 09:00–15:00. Thursday 31 December: both shops 09:00–13:00. Friday 1 January: closed. Normal hours again from Saturday 2 January. Want it back before Christmas? Hand it in by Saturday 19 December, or by 09:30 on Wednesday 23 December for express at Mill Street. The van's last collections are on Friday 18 December, starting again on Tuesday 5 January.",
  ],
  [
    "9 November 2026",
    "Prices in the new year",
    "From Monday 4 January 2027 a shirt on a hanger goes from £2.40 to £2.60, and a service wash from £14.00 to £15.00. Everything else stays the same, and your stamp card carries on as before.",
  ],
  [
    "15 October 2026",
    "Express at The Arcade",
    "From Monday 2 November you can have express at The Arcade too: hand it in by 12:00 and it's ready after 14:00 the next working day. Same-day express stays at Mill Street only.",
  ],
  [
    "1 September 2026",
    "Kinder to your clothes",
    "Mill Street's new cleaning machine uses a silicone-based solvent instead of perc: gentler on fabrics, and no chemical smell.",
  ],
  [
    "3 July 2026",
    "Welcome, Aisha",
    "Aisha Rahman has joined us as our seamstress at The Arcade, taking over from Jean Hollis, who has retired after 22 years of turning up our hems.",
  ],
]);

const TEAM: [name: string, role: string, shop: string, note: string][] = [
  [
    "Margaret Pressley",
    "Owner",
    "Both shops",
    "Opened Mill Street in 1984 with one machine and an ironing board.",
  ],
  [
    "Tom Pressley",
    "General manager and head cleaner",
    "Mill Street",
    "Margaret's son; runs the cleaning plant.",
  ],
  ["Lucy Tran", "Shop manager", "The Arcade", "Runs The Arcade, Sundays included."],
  ["Aisha Rahman", "Seamstress", "The Arcade", "Does every alteration and repair."],
  ["Kev Doyle", "Presser", "Mill Street", "Reckons he's pressed a million shirts."],
  [
    "Priya Shah",
    "Specialist cleaner",
    "Mill Street",
    "Looks after silks, beaded evening wear and bridal gowns.",
  ],
  ["Bea Collins", "Counter assistant", "Mill Street", "With us on Saturdays."],
  ["Jan Novak", "Driver", "Both shops", "Drives the collection and delivery van."],
];

const people = (list: typeof TEAM) =>
  `<div class="cards">${list
    .map(
      ([name, role, shop, note]) =>
        `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p class="shop">${shop}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Team, news, answers, business and contact pages, and two pages only the site's search finds. */
export function cleanersMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/people": page(
      "The crew",
      `<p>Margaret Pressley opened the Mill Street shop in 1984, and The Arcade followed in 2009. There are 12 of
      us altogether; these are the eight you're most likely to meet.</p>${people(TEAM)}`,
    ),
    "/news": page("Latest", NEWS),
    "/faq": page(
      "Good to know",
      `<h2>What if I forget to pick something up?</h2><p>We keep things for 3 months and text you twice to remind
      you. After that we give them to a local charity shop.</p>
      <h2>What if something gets damaged?</h2><p>Tell us within 7 days of collecting it. If it was our fault we'll
      pay up to ten times the cleaning charge.</p>
      <h2>Can I pay in cash?</h2><p>At Mill Street, yes: cash or card. The Arcade takes cards only.</p>
      <h2>Can I hand something in at one shop and collect it from the other?</h2><p>Yes. Just say so when you hand
      it in, and add one working day.</p>
      <h2>Is there a loyalty scheme?</h2><p>Yes: a stamp for every £10 you spend. Ten stamps take £10 off your next
      order.</p>
      <h2>Do you mend shoes or cut keys?</h2><p>No, we only do clothes and household textiles.</p>
      <h2>Can you get any stain out?</h2><p>Nobody honestly can. Tell us what it is and how long it's been there,
      and don't try to wash it out first.</p>`,
    ),
    "/business": page(
      "For your business",
      `<p>Hotels, restaurants, salons and offices: we collect at least once a week on a day that suits you and send
      one invoice a month.</p>
      <p><strong>Tablecloth (up to 2 m):</strong> £4.80</p>
      <p><strong>Napkin:</strong> 65p</p>
      <p><strong>Chef's whites (jacket or trousers):</strong> £3.90</p>
      <p><strong>Salon towels:</strong> £2.20 a kg</p>
      <p><strong>Off our standard prices:</strong> 10% for every account, 15% in any month you spend more than £400</p>
      <p><strong>Collection and delivery:</strong> free for accounts</p>
      <h2>Open an account</h2>
      <form method="post" action="/business/enquiry">
      <p><label>Business name <input name="company" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Type of business <select name="type">${options([
        ["hotel", "Hotel or B&amp;B"],
        ["restaurant", "Restaurant, café or pub"],
        ["salon", "Hair or beauty salon"],
        ["office", "Office"],
        ["care-home", "Care home"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Items a week <select name="volume">${options([
        ["under-50", "Fewer than 50"],
        ["50-200", "50 to 200"],
        ["over-200", "More than 200"],
      ])}</select></label></p>
      <p><label>Anything else? <textarea name="message"></textarea></label></p>
      <button type="submit">Send enquiry</button></form>`,
    ),
    "/contact": page(
      "Get in touch",
      dl([
        ["Mill Street", "01632 960 511"],
        ["The Arcade", "01632 960 522"],
        ["Head office and business accounts (Monday to Friday, 09:00–17:00)", "01632 960 500"],
        ["Email", "hello@pressleys.test"],
        ["Collections", "Book online on We come to you, or ring either shop"],
      ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your name, number and orders for 2 years. We never sell them.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/wedding-dresses": page(
      "Wedding dresses, cleaned and kept",
      `<p>Priya cleans every wedding dress by hand at Mill Street; you can hand it in at either shop. Allow 6 weeks,
      or 4 weeks between January and March, when it's quieter.</p>` +
        table(
          "Bridal prices",
          ["Service", "Price"],
          [
            ["Clean and press", "From £145"],
            ["Clean, press and box in acid-free tissue", "From £210"],
            ["Veil", "£35"],
            ["Bridesmaid dress", "£38"],
            ["Steam and press before the wedding, ready 2 days before", "£65"],
            ["Rush job, back in 2 weeks", "Add £60"],
          ],
        ) +
        `<p>Fake tan, red wine and grass on the hem nearly always come out, but we can't promise. We don't do bridal
        alterations.</p>`,
    ),
    "/leather-and-suede": page(
      "Leather, suede and sheepskin",
      `<p>We send leather, suede and sheepskin to a specialist workshop in Northbridge, so allow 3 weeks; there's no
      express. Hand it in at either shop.</p>` +
        table(
          "Leather prices",
          ["Item", "Price"],
          [
            ["Leather jacket", "£68"],
            ["Suede jacket", "£78"],
            ["Leather trousers", "£55"],
            ["Sheepskin coat", "£98"],
            ["Leather handbag", "From £45"],
            ["Colour restoring", "Add £25"],
          ],
        ) +
        `<p>We can't clean faux leather or PU jackets, and we don't take sofas or car seats.</p>`,
    ),
  };
}
