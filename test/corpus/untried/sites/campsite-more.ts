import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// UNTRIED: the seventh held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever
// tunes the engines must not read this file.

const EVENTS = cards([
  [
    "Saturday 28 November 2026",
    "Wreath making",
    "14:00–16:00 in the Cove Café. £20 with materials and a mince pie; book at reception.",
  ],
  [
    "Saturday 5 December 2026",
    "Lantern walk to Tansy Point",
    "Meet at reception at 17:00. Free, and takes about an hour. Bring a torch and good boots.",
  ],
  [
    "Sunday 13 December 2026",
    "Breakfast with Santa",
    "09:00 in the Cove Café. £12 for each child, with a present; £8 for adults.",
  ],
  [
    "Saturday 19 December 2026",
    "Carols round the fire pit",
    "18:00 on the clubhouse lawn. Free; hot chocolate £2.50.",
  ],
  [
    "Thursday 31 December 2026",
    "New Year's Eve party",
    "20:00–00:30 in the clubhouse, with a DJ and fireworks at midnight. £15 for adults, £7 for children.",
  ],
  [
    "Friday 1 January 2027",
    "New Year's Day dip",
    "11:00 on Tansy Cove beach. Free; donations to the Porthkellis lifeboat.",
  ],
  [
    "Saturday 13 February 2027",
    "Rock-pooling with the ranger",
    "10:30 at low tide, meeting at the top of the coast path. £4 a person.",
  ],
]);

const NEWS = cards([
  [
    "20 November 2026",
    "The fields are resting",
    "The Top Field and the Orchard closed on 2 November and reopen on Friday 12 March 2027. Pods and lodges are open all winter.",
  ],
  [
    "12 November 2026",
    "New hot tubs",
    "Every lodge now has a new hot tub, and the Cliff Walk path has been relaid so it is step-free to the door.",
  ],
  [
    "4 November 2026",
    "2027 bookings",
    "Bookings for 2027 open on Tuesday 1 December at 09:00. Lodge weeks in August usually go on the first day: join the waiting list to hear when one frees up.",
  ],
  [
    "28 October 2026",
    "The pool's winter break",
    "The pool closed on 31 October and reopens on 1 April 2027 with new tiles and a new changing village.",
  ],
  [
    "15 October 2026",
    "Gold again",
    "Tansy Cove won gold for Holiday Park of the Year at the South West Coast Tourism Awards 2026, for the third year running.",
  ],
]);

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Dogs, events, news, the story, contact, the waiting list, and two pages only the site's search finds. */
export function campsiteMorePages(
  page: (title: string, body: string) => string,
  stays: [string, string][],
): Record<string, FixturePage> {
  return {
    "/dogs": page(
      "Four-legged guests",
      `<p>Dogs are welcome on tent and touring pitches and in 4 of our 12 lodges: Heron, Kestrel, Puffin and
      Wren. Sorry, no dogs in the glamping pods.</p>` +
        dl([
          ["What it costs", "£3 per dog per night"],
          ["How many", "Up to 2 dogs per pitch or lodge"],
          ["On the park", "On a lead at all times, except in the dog field"],
          ["Dog field", "A fenced acre behind the Orchard"],
          ["Dog shower", "Free, warm water, next to the shower block"],
          ["The café", "Dogs are welcome on the terrace but not inside"],
          ["The beach", "No dogs on Tansy Cove beach from Easter Sunday to 30 September"],
        ]) +
        `<p>Please never leave a dog alone in a lodge or a tent.</p>`,
    ),
    "/whats-on": page(
      "Happening here",
      `<p>Everyone is welcome, not just our guests, except at the New Year's Eve party, which is for guests
      only.</p>${EVENTS}`,
    ),
    "/news": page("Park news", NEWS),
    "/about": page(
      "Our story",
      `<p>Farmers Ted and Mary Penrose first let campers into the Top Field in 1962. Their grandson Kit Penrose
      and his wife Anna run the park today.</p>
      <p>The park covers 14 acres, with 60 tent pitches, 48 touring pitches, 10 glamping pods and 12 lodges.
      We employ 14 people all year round and 35 in the summer.</p>` +
        table(
          "The team",
          ["Name", "What they do"],
          [
            ["Kit Penrose", "Owner"],
            ["Anna Penrose", "Owner, bookings"],
            ["Lowen Hicks", "Park manager"],
            ["Jory Pascoe", "Head chef, the Cove Café"],
            ["Ellie Carne", "Ranger"],
          ],
        ),
    ),
    "/contact": page(
      "Talk to us",
      `${dl([
        ["Bookings", "01632 964 100 (Monday to Friday 09:00–17:00, Saturday 09:00–12:00)"],
        ["Site office and reception", "01632 964 200 (every day, 08:00–20:00)"],
        ["Emergencies out of hours", "07700 900 612"],
        ["Email", "stay@tansycove.test"],
        ["Lost property", "Ask at reception; we keep it for 3 months"],
      ])}<p>Tansy Cove Holiday Park, Cliff Road, Porthkellis PK7 3TC.</p>`,
    ),
    "/waiting-list": page(
      "Waiting list",
      `<p>When a pod or lodge in July or August comes free, we offer it to the waiting list in order.</p>
      <form method="post" action="/waiting-list/join">
      <p><label>Stay <select name="stay">${options(stays.filter(([k]) => k === "pod" || k === "lodge"))}
      </select></label></p>
      <p><label>Month <select name="month"><option value="july">July</option><option value="august">August</option>
      </select></label></p>
      <p><label>How many people <input type="number" name="people" min="1" max="6" value="2"></label></p>
      <p><label>Name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Join the list</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking records for six years. We never sell your data.</p>`,
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
    "/fishing": page(
      "Fishing at Tansy Cove",
      `<p>Our spring-fed lake below the Orchard is stocked with carp and tench.</p>` +
        dl([
          ["Day ticket", "£8 for guests, £12 for visitors"],
          ["Season", "16 June to 14 March"],
          ["Night fishing", "Not allowed"],
          ["Rules", "Barbless hooks only; all fish go back"],
          ["Tickets", "From the shop"],
        ]),
    ),
    "/seasonal": page(
      "Seasonal touring pitches",
      `<p>Keep your caravan on the same Orchard pitch for the whole season, 12 March to 1 November 2027.</p>` +
        dl([
          ["Season fee", "£2,450"],
          ["Electricity", "Metered, 30p per kWh"],
          ["Winter storage", "£390, November to March"],
          ["Ask", "Anna Penrose, 01632 964 100"],
        ]),
    ),
  };
}
