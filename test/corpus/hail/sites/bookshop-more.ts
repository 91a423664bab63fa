import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// HAIL: the twelfth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "19 November 2026",
    "Christmas opening",
    "From Monday 7 December the café opens on Mondays too, 09:00–16:00, until Christmas. On Christmas Eve the shop is open 09:00–15:00 and the café 09:00–14:00. We're closed from Christmas Day to Sunday 27 December, open 10:00–16:00 from Monday 28 to Thursday 31 December (café closed), closed on New Year's Day, and back to normal hours on Saturday 2 January.",
  ],
  [
    "29 October 2026",
    "Friends from January",
    "From 1 January 2027 a year as a Friend of the Lantern costs £25, up from £22. Students and under-18s stay at £12. Join or renew before then at the old price.",
  ],
  [
    "1 October 2026",
    "Coffee prices",
    "Our first coffee price rise in three years: from today a flat white to drink in is £3.40 (it was £3.20) and a cappuccino £3.50 (it was £3.30). Take-away prices haven't changed.",
  ],
  [
    "8 September 2026",
    "Night Owls take flight",
    "Felix Dunne's new science fiction and fantasy club meets for the first time on Wednesday 9 September at 19:30, upstairs in the Reading Room.",
  ],
  [
    "20 June 2026",
    "A finalist!",
    "We're one of five finalists for Independent Bookshop of the Year in the South West. Thank you to everyone who voted.",
  ],
]);

const STAFF: [name: string, role: string, note: string][] = [
  ["Miriam Holloway", "Owner", "Opened the Lantern in 2009 in her grandfather's old ironmonger's."],
  ["Sunil Rao", "Shop manager", "Tracks down any book you can't find."],
  ["Bea Lindqvist", "Café manager and baker", "Bakes every cake we sell."],
  ["Kit Morgan", "Children's bookseller", "Runs Lantern Juniors."],
  ["Amara Osei", "Events manager", "Hosts the author evenings and the Lantern Book Club."],
  ["Felix Dunne", "Weekend bookseller", "Started Night Owls in September 2026."],
  ["Rosa Mendes", "Barista", "Makes the best flat white on Market Hill."],
];

const people = (list: typeof STAFF) =>
  `<div class="cards">${list
    .map(
      ([name, role, note]) =>
        `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Ordering, staff, news, answers and contact pages, and two pages only the site's search finds. */
export function bookshopMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/orders": page(
      "Hard to find?",
      `<p>Not on the shelf? We'll order any book in print from our wholesaler.</p>` +
        dl([
          [
            "How long",
            "Most books in 2 working days if you order by 15:00; books from abroad in 1 to 3 weeks",
          ],
          ["Paying", "When you collect, unless the order comes to over £50: then half up front"],
          ["Postage", "£3.50 anywhere in the UK, free on orders over £35"],
          ["Collecting", "We keep your books behind the till for 14 days"],
        ]) +
        `<h2>Order a book</h2>
      <form method="post" action="/orders/request">
      <p><label>Title <input name="title" required></label></p>
      <p><label>Author <input name="author"></label></p>
      <p><label>Format <select name="format">${options([
        ["any", "Whichever comes first"],
        ["hardback", "Hardback"],
        ["paperback", "Paperback"],
      ])}</select></label></p>
      <p><label>Getting it <select name="delivery">${options([
        ["collect", "I'll collect it from the shop"],
        ["post", "Post it to me"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Order it</button></form>`,
    ),
    "/people": page(
      "Behind the counter",
      `<p>There are 9 of us, 4 full time, plus Pickle, the shop cat. These are the faces you'll see most.</p>${people(STAFF)}`,
    ),
    "/news": page("Shelf notes", NEWS),
    "/faq": page(
      "Good to know",
      `<h2>Do you buy or sell second-hand books?</h2><p>No, only new books. The Friends of Kingsmere Library take
      donations on the first Saturday of the month.</p>
      <h2>Can I bring my dog?</h2><p>Into the shop, yes, on a lead. Not into the café, apart from assistance
      dogs.</p>
      <h2>Can I return a book?</h2><p>Within 28 days with your receipt, if it's as new, for a refund or an
      exchange. Books we ordered in specially can only be exchanged.</p>
      <h2>Can you put a book aside for me?</h2><p>Yes: ring us and we'll keep it behind the till for 3 days.</p>
      <h2>Do you sell book tokens?</h2><p>Yes, National Book Tokens from £5.</p>
      <h2>Is there Wi-Fi?</h2><p>Free in the café: the password is on your receipt. No laptops at the window tables
      on Saturdays, please.</p>
      <h2>Is there a toilet?</h2><p>One, in the café: step-free, with baby changing.</p>
      <h2>Do you post books abroad?</h2><p>No, to UK addresses only.</p>`,
    ),
    "/contact": page(
      "Say hi",
      dl([
        ["Shop", "01632 962 300"],
        ["Café and table bookings for 6 or more", "01632 962 301"],
        ["Events and book clubs", "events@lanternbooks.test"],
        ["Everything else", "hello@lanternbooks.test"],
        ["Post", "Lantern Books Ltd, 14 Market Hill, Kingsmere KM2 7AP"],
      ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep Friends' details while they are Friends and for 1 year after.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/room-hire": page(
      "Hire the Reading Room",
      `<p>Our upstairs Reading Room seats 30 (24 at tables) and has a screen and a small kitchen. It is up a flight
      of stairs, with no lift. Evening hires are for 2 hours at least.</p>` +
        table(
          "Reading Room hire, per hour",
          ["When", "Standard", "Friends and local charities"],
          [
            ["Weekday daytime, 10:00–16:00", "£20", "£15"],
            ["Weekday evening, from 17:30", "£30", "£22"],
            ["Saturday", "£35", "£28"],
          ],
        ) +
        `<p>Tea, coffee and cake from the café for £3.50 a head. Email hello@lanternbooks.test to book.</p>`,
    ),
    "/gift-cards": page(
      "Lantern gift cards",
      `<p>Put anything from £10 to £150 on a Lantern gift card and spend it on books or in the café. A card is valid
      for 2 years from the day you buy it. Buy one at the till, or we'll post one for £1.50.</p>
      <p>We can only replace a lost card if you registered it with us by email.</p>`,
    ),
  };
}
