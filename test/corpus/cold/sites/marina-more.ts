import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// COLD: the ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year",
    "The Town Basin office is closed on 25 and 26 December and 1 January, and open 10:00–14:00 on the days in between. Heron Reach closes at 12:00 on Thursday 24 December and reopens on Monday 4 January. Over the break the Town Basin fuel berth opens only on Sunday 27 December and Saturday 2 January, 10:00–14:00.",
  ],
  [
    "16 November 2026",
    "Fuel prices down",
    "White diesel is down 6p a litre at both fuel berths from today. Petrol is unchanged.",
  ],
  [
    "9 November 2026",
    "Winter lift-out weekends",
    "Lifts on 5–6 December and 12–13 December at Heron Reach, with 10% off the usual lift-out price. Book your slot with the yard by Monday 30 November.",
  ],
  [
    "2 November 2026",
    "Lock gate refit",
    "The Town Basin lock is closed from Monday 11 January to Friday 22 January 2027 while the gates are refitted. Boats inside can't get out in that time; visitors, please use Heron Reach.",
  ],
  [
    "28 October 2026",
    "Carols on the quay",
    "Saturday 19 December at 17:00 outside the Galley, with the Brackwater Silver Band. Mulled wine and mince pies, free.",
  ],
  [
    "30 September 2026",
    "Laying-up supper",
    "Saturday 21 November at Brackwater Sailing Club. Tickets £28 from either office.",
  ],
]);

const CREW: [name: string, role: string, where: string][] = [
  ["Robert Haldane", "Managing director", "Both basins"],
  ["Ian Trelawney", "Harbour master", "Town Basin"],
  ["Sophie Marchetti", "Deputy harbour master", "Town Basin"],
  ["Janet Lowry", "Berthing and accounts", "Town Basin"],
  ["Alfie Grant", "Fuel berth and pontoons", "Town Basin"],
  ["Declan Rowe", "Yard manager", "Heron Reach"],
  ["Ben Okonedo", "Travel hoist driver", "Heron Reach"],
  ["Kasia Nowicka", "Marine engineer", "Heron Reach"],
];

/** Facilities, crew, news, answers, waiting list and contact pages, and two pages only the site's search finds. */
export function marinaMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  sites: [string, string][],
  bands: [string, string][],
): Record<string, FixturePage> {
  return {
    "/ashore": page(
      "Ashore",
      dl([
        [
          "Showers and toilets",
          "Town Basin: open 24 hours, with the door code from the office. Heron Reach: 07:00–21:00",
        ],
        ["Laundry", "Town Basin only: £4.50 a wash and £3 a dry, paid by card at the machine"],
        ["Wi-Fi", "Free at both basins; ask the office for the code"],
        ["Water", "On every pontoon, free"],
        ["Chandlery", "At Town Basin, open the same hours as the office"],
        ["Café", "The Galley, on the quay at Town Basin: breakfasts, lunches and cakes"],
        ["Parking", "Free for berth holders (one car per berth); visitors £6 a day, paid at the office"],
        [
          "Rubbish and recycling",
          "Bins by the office at both basins; waste oil and old batteries at the Heron Reach yard",
        ],
        ["Water taxi", "Between Town Basin and Heron Reach at weekends, April to September, £3 each way"],
      ]),
    ),
    "/team": page(
      "Crew",
      `<p>The Haldane family bought the old coal wharf in 1978 and dug the Town Basin in 1984; Heron Reach, once
      Pengelly's boatyard, joined us in 2009. 21 people work here all year round; these are the ones you'll meet on
      the pontoons.</p><div class="cards">${CREW.map(
        ([name, role, where]) =>
          `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p class="where">${where}</p></article>`,
      ).join("")}</div>`,
    ),
    "/news": page("On the quay", NEWS),
    "/faq": page(
      "Before you ask",
      `<h2>Can I live aboard?</h2><p>Not at Town Basin. At Heron Reach we take up to 6 liveaboard boats, by
      arrangement with the yard manager.</p>
      <h2>Do you take catamarans?</h2><p>Yes, at Heron Reach, on the outside of H pontoon. Multihulls pay 50% more
      than the fee for their length.</p>
      <h2>Are dogs welcome?</h2><p>Yes, on a lead, but not in the shower blocks please.</p>
      <h2>Can I work on my own boat ashore?</h2><p>Yes, at Heron Reach: see the yard rules on
      <a href="/yard">Out of the water</a>.</p>
      <h2>Can I bring my own contractor?</h2><p>Yes, if they have £2 million public liability insurance and sign
      in at the yard office.</p>
      <h2>When can I get in and out of Town Basin?</h2><p>Through the lock, from 3 hours before to 3 hours after
      high water. Heron Reach has water at any state of tide.</p>`,
    ),
    "/waiting-list": page(
      "Join the queue",
      `<p>Annual pontoon berths are allocated from the waiting list in the order names were added. Swinging
      moorings at Heron Reach are usually free straight away.</p>` +
        table(
          "How long the wait is now",
          ["Length overall", "Town Basin", "Heron Reach"],
          [
            ["Up to 7.9 m", "About 6 months", "No wait"],
            ["8 to 9.9 m", "About 9 months", "No wait"],
            ["10 to 11.9 m", "About 14 months", "About 3 months"],
            ["12 to 13.9 m", "About 2 years", "About 6 months"],
            ["14 m and over", "List closed to new names", "About 8 months"],
          ],
        ) +
        `<p><strong>Joining fee:</strong> £50, taken off your first year's fees, or refunded if you leave the
      list</p>
      <form method="post" action="/waiting-list/join">
      <p><label>Basin <select name="site">${options(sites)}<option value="either">Either</option></select></label></p>
      <p><label>Length band <select name="band">${options(bands)}</select></label></p>
      <p><label>Berth <select name="berth_type">${options([
        ["pontoon", "Pontoon berth"],
        ["swinging", "Swinging mooring (Heron Reach)"],
      ])}</select></label></p>
      <p><label>Boat's name <input name="boat_name"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Put me on the list</button></form>`,
    ),
    "/contact": page(
      "Hail us",
      `<p>On the water, call us on VHF: the channels are on <a href="/sites">Two basins</a>.</p>` +
        dl([
          ["Town Basin office", "01632 960 400"],
          ["Heron Reach office", "01632 960 450"],
          ["The yard (Declan Rowe)", "01632 960 455"],
          ["Out of hours, berth holders only", "07700 900 480"],
          ["Email", "berths@brackwatermarina.test"],
        ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your berthing records for six years after you leave. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run the booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/berths-free": page(
      "Berths free right now",
      `<p>Updated 23 November 2026. Annual berths are offered to the waiting list first; anything left over goes to
      whoever asks.</p>` +
        table(
          "Free berths",
          ["Berth", "Basin", "Longest boat", "Free from"],
          [
            ["A12", "Town Basin", "8 m", "1 December 2026"],
            ["C14", "Town Basin", "10 m", "Now"],
            ["H3", "Heron Reach", "12 m", "Now"],
            ["H9", "Heron Reach", "9 m", "1 January 2027"],
            ["M27 (swinging mooring)", "Heron Reach", "11 m", "Now"],
          ],
        ),
    ),
    "/chandlery": page(
      "In the chandlery",
      `<p>At Town Basin, open the same hours as the Town Basin office. Berth holders get 10% off.</p>` +
        table(
          "In stock this week",
          ["Item", "Price", "In stock"],
          [
            ["International Micron 350 antifouling, 2.5 litres", "£129.95", "6"],
            ["Hempel Mille NCT antifouling, 2.5 litres", "£109", "4"],
            ["Antifouling roller kit", "£14.50", "20"],
            ["Mooring warp, 14 mm × 10 m", "£34.50", "12"],
            ["Fender, 180 × 650 mm", "£38", "9"],
            ["Telescopic boat hook", "£27.50", "3"],
            ["Engine oil, 15W-40, 5 litres", "£32", "8"],
            ["Gas regulator for butane", "£24.95", "5"],
          ],
        ),
    ),
  };
}
