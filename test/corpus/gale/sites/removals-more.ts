import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// GALE: the eleventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year",
    "Our last moves before Christmas are on Thursday 24 December, mornings only, starting by 09:00. We don't move on Friday 25, Saturday 26 or Sunday 27 December, or on Friday 1 January. Monday 28 December is a bank holiday, so moves that day are at the bank holiday rate; Tuesday 29 to Thursday 31 December are ordinary weekdays. The warehouse is shut for visits from Wednesday 23 December and opens again on Monday 4 January.",
  ],
  [
    "3 November 2026",
    "Forty more containers",
    "We've built a mezzanine floor at Tanners Way with room for 40 more containers, so there's no waiting list for storage this winter.",
  ],
  [
    "14 October 2026",
    "Prices from January",
    "From Monday 4 January 2027 each hour after the first 2 with a Luton van and 2 movers goes from £70 to £75, and a full day from £580 to £610. The 2-hour minimum stays at £150, and every other rate stays the same.",
  ],
  [
    "1 September 2026",
    "Sunday moves",
    "We now move on Sundays as well, at the Sunday rate. Ryan Pike has joined us to crew them.",
  ],
  [
    "15 July 2026",
    "We'll pack for you",
    "Jade Simmons joins us to lead our new packing service: she and her team wrap, box and label everything the day before you move.",
  ],
]);

const CREW: [name: string, role: string, note: string][] = [
  ["Gary Hatton", "Owner and driver", "Started Packhorse with one van in 2011, and still drives most days."],
  ["Leanne Hatton", "Office and bookings", "Writes every quote and takes your deposit."],
  ["Mo Aziz", "Driver and crew leader", "Leads the big moves with two Lutons."],
  ["Bartek Nowak", "Driver", "Drives a small van, usually on his own."],
  ["Callum Reid", "Mover", "Has carried a fridge freezer down four flights of stairs."],
  ["Ryan Pike", "Mover", "Works Saturdays and Sundays."],
  ["Jade Simmons", "Packing team leader", "Wraps, boxes and labels for the packing service."],
  ["Kwame Boateng", "Warehouse manager", "Looks after every container at Tanners Way."],
];

const people = (list: typeof CREW) =>
  `<div class="cards">${list
    .map(
      ([name, role, note]) =>
        `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Boxes, storage, crew, news, answers and contact pages, and two pages only the site's search finds. */
export function removalsMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/packing": page(
      "Boxes & bits",
      `<p>Strong double-wall boxes and everything else you need to pack. Prices include VAT.</p>` +
        table(
          "Boxes and packing materials",
          ["Item", "Each", "Pack price"],
          [
            ["Small box (45 × 30 × 30 cm), for books", "£1.80", "10 for £15"],
            ["Medium box (50 × 40 × 40 cm)", "£2.20", "10 for £19"],
            ["Large box (60 × 45 × 45 cm), for bedding", "£2.90", "10 for £25"],
            ["Wardrobe box with a hanging rail", "£11.50", "3 for £30"],
            ["TV box, up to 55 inches", "£14.00", "Not sold in packs"],
            ["Bubble wrap, 750 mm × 10 m", "£6.50", "Not sold in packs"],
            ["Packing paper, 5 kg (about 400 sheets)", "£9.00", "Not sold in packs"],
            ["Parcel tape, 48 mm × 66 m", "£1.60", "6 for £8"],
            ["Mattress cover, single", "£4.00", "Not sold in packs"],
            ["Mattress cover, double or king", "£5.50", "Not sold in packs"],
          ],
        ) +
        `<h2>Kits</h2>
      <p><strong>Flat kit:</strong> 20 boxes (10 small, 10 medium), 2 rolls of tape and a roll of bubble wrap, £45</p>
      <p><strong>House kit:</strong> 40 boxes, 4 rolls of tape, 2 rolls of bubble wrap and a pack of paper, £85</p>
      <p><strong>Big house kit:</strong> 60 boxes, 4 wardrobe boxes, 6 rolls of tape, 3 rolls of bubble wrap and 2
      packs of paper, £135</p>
      <p><strong>Delivery:</strong> free with your move; on its own, free over £40 in WB1 to WB4, otherwise £6,
      weekdays only</p>
      <p><strong>We'll pack for you:</strong> £30 an hour for each packer, plus the materials we use</p>
      <h2>Order boxes</h2>
      <form method="post" action="/packing/order">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Delivery address <input name="address" required></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Kit <select name="kit">${options([
        ["none", "No kit, just extras"],
        ["flat", "Flat kit"],
        ["house", "House kit"],
        ["big-house", "Big house kit"],
      ])}</select></label></p>
      <p><label>Extra wardrobe boxes <select name="wardrobe">${options([
        ["0", "None"],
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
        ["4", "4"],
      ])}</select></label></p>
      <p><label>Delivery day (weekdays) <input type="date" name="date" required></label></p>
      <p><label>Anything else? <textarea name="notes"></textarea></label></p>
      <button type="submit">Order</button></form>`,
    ),
    "/storage": page(
      "Room to spare",
      `<p>Our warehouse is next to our yard on Tanners Way: dry, alarmed, with CCTV and one of us there every
      weekday. Your things go into sealed wooden containers that only we move and nobody opens but you.</p>` +
        table(
          "Storage prices",
          ["Space", "Per week", "Roughly holds"],
          [
            ["Half container (125 cubic feet)", "£12.50", "A studio flat, or a garage's worth"],
            ["One container (250 cubic feet)", "£21.00", "A 1-bedroom flat"],
            ["Two containers", "£40.00", "A 2- or 3-bedroom house"],
          ],
        ) +
        `<p>Bigger than that? Ring Kwame.</p>
      <p><strong>Shortest stay:</strong> 4 weeks</p>
      <p><strong>First 4 weeks:</strong> half price if we move you in as part of a removal</p>
      <p><strong>Insurance:</strong> £2.50 a week for each £5,000 of cover, unless you show us your own</p>
      <p><strong>Visiting your things:</strong> by appointment, Monday to Friday 09:00–16:00, with 48 hours'
      notice; £20 a visit, as we bring your container down for you</p>
      <p><strong>Bringing it in and taking it out:</strong> at our normal hourly rates</p>
      <p><strong>Paying:</strong> 4 weeks ahead, by direct debit</p>
      <h2>Ask about storage</h2>
      <form method="post" action="/storage/enquiry">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Space <select name="space">${options([
        ["half", "Half container"],
        ["one", "One container"],
        ["two", "Two containers"],
        ["unsure", "Not sure yet"],
      ])}</select></label></p>
      <p><label>From <input type="date" name="from" required></label></p>
      <p><label>For about <select name="length">${options([
        ["1-3", "1 to 3 months"],
        ["3-6", "3 to 6 months"],
        ["6-12", "6 to 12 months"],
        ["12-plus", "More than a year"],
      ])}</select></label></p>
      <p><label>Shall we fetch it? <select name="collect">${options([
        ["no", "No, I'll bring it to you"],
        ["yes", "Yes, please collect it"],
      ])}</select></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/crew": page(
      "Who'll turn up",
      `<p>There are 14 of us, all on our own payroll. These are the eight you're most likely to meet.</p>${people(CREW)}`,
    ),
    "/news": page("On the road", NEWS),
    "/faq": page(
      "Worth knowing",
      `<h2>Do you take beds and wardrobes apart?</h2><p>Yes: beds, tables and most wardrobes, and we put them back
      together at the other end at no extra charge. Flat-pack wardrobes over 2 metres tall are £30 each, as they
      take a while.</p>
      <h2>Are my things insured?</h2><p>Goods in transit cover up to £25,000 a move comes as standard. For £35 we
      can raise it to £50,000.</p>
      <h2>Can I ride in the van?</h2><p>One passenger can ride in a Luton's cab. There's no spare seat in the small
      van.</p>
      <h2>What won't you move?</h2><p>Pets, paint, gas bottles, petrol or any other fuel, and anything illegal.
      Plants are fine.</p>
      <h2>What if I cancel?</h2><p>Cancel more than 7 days before your move and we give your deposit back in full;
      within 7 days, we keep it.</p>
      <h2>When do you start?</h2><p>Our earliest start is 07:30 and our latest is 15:00. We don't do evening
      moves.</p>
      <h2>Do you move people abroad?</h2><p>No: mainland Britain only.</p>
      <h2>Can I pay cash?</h2><p>No, card or bank transfer only.</p>`,
    ),
    "/contact": page(
      "Ring us",
      dl([
        ["Office and quotes (Monday to Friday 08:00–18:00, Saturday 08:00–12:00)", "01632 960 811"],
        ["Warehouse and storage", "01632 960 822"],
        ["On moving day", "Your crew leader's mobile, which we text you the day before"],
        ["Email", "moves@packhorse.test"],
        ["Yard and warehouse", "Unit 4, Tanners Way, Wendlebury WB4 6GH"],
      ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your name, addresses and bookings for 6 years, for our accounts.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/pianos": page(
      "Moving a piano",
      `<p>Callum and Mo move pianos on a piano board, with straps and a ramp. We move them on the ground floor or up
      to a first floor only: never higher, and never through a window.</p>` +
        table(
          "Piano moves",
          ["Piano", "Price"],
          [
            ["Upright piano, ground floor to ground floor", "£160"],
            ["Upright piano, with up to 10 steps or to a first floor", "£195"],
            ["Baby grand (legs off, on the board)", "£340"],
            ["Digital piano", "Part of a normal move, no extra charge"],
          ],
        ) +
        `<p>These prices are for WB1 to WB8 on a weekday; add 15% on a Saturday and 25% on a Sunday.</p>`,
    ),
    "/tip-runs": page(
      "Clearances and tip runs",
      `<p>Clearing out before you move? We take what you don't want to the tip or to a charity shop, and we pay
      the tip's fees.</p>` +
        table(
          "Clearance prices",
          ["Load", "Price"],
          [
            ["One item (a sofa, a mattress or a wardrobe)", "£35"],
            ["Each extra item on the same visit", "£15"],
            ["A small van load", "£120"],
            ["A Luton van load", "£260"],
            ["A fridge or freezer", "£25 on top, for safe disposal"],
          ],
        ) +
        `<p>We can't take paint, asbestos, gas bottles or tyres.</p>`,
    ),
  };
}
