import type { FixturePage } from "../../../helpers/fixture-site";
import { dl, table } from "../../sites/kit";

// HOLDOUT: a held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read this
// file.

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const PACKAGES: [value: string, name: string, price: string, ready: string, what: string][] = [
  [
    "safety",
    "Safety check",
    "£35",
    "While you wait, about 30 minutes",
    "Brakes and gears adjusted, tyres pumped up, every bolt checked",
  ],
  [
    "standard",
    "Standard service",
    "£69",
    "2 working days",
    "The safety check, plus wheels trued, hubs and headset adjusted, chain and gears cleaned",
  ],
  [
    "full",
    "Full service",
    "£129",
    "3 working days",
    "The standard service, plus a full strip-down, bearings regreased, new gear and brake cables and new brake pads fitted (parts included)",
  ],
  [
    "ebike",
    "E-bike service",
    "£89",
    "3 working days",
    "The standard service, plus a motor firmware update and a battery health check",
  ],
];

/** The workshop, hire, branches, delivery and returns, the story, and two pages only the site's search finds. */
export function bikeshopMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/workshop": page(
      "The workshop",
      `<p>Both branches have a workshop with Cytech-qualified mechanics. Book ahead, or bring your bike in and
      we will fit it in when we can.</p>` +
        table(
          "Service packages",
          ["Package", "Price", "Usually ready in", "What we do"],
          PACKAGES.map(([, ...rest]) => rest),
        ) +
        table(
          "Repairs (labour; parts extra)",
          ["Job", "Price"],
          [
            ["Puncture repair", "£12, or £19 with a new inner tube"],
            ["Fit a new chain", "£15"],
            ["True a wheel", "£18"],
            ["Bleed hydraulic brakes", "£25 a brake"],
            ["Fit a tyre", "£10"],
            ["Index gears", "£12"],
            ["Build a bike bought elsewhere, from the box", "£45"],
          ],
        ) +
        `<p>Collection and delivery: £15 each way, within 5 miles of either branch.</p>
        <h2 id="book">Book your bike in</h2><form method="post" action="/workshop/book">
        <p><label>Package <select name="package">${options(PACKAGES.map(([v, name]) => [v, name]))}</select></label></p>
        <p><label>Branch <select name="branch">${options([
          ["market-street", "Market Street"],
          ["canal-wharf", "Canal Wharf"],
        ])}</select></label></p>
        <p><label>Drop-off date <input type="date" name="date" required></label></p>
        <p><label>Your bike (make and model) <input name="bike"></label></p>
        <p><label>Name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Book in</button></form>`,
    ),
    "/hire": page(
      "Rent a bike",
      `<p>Bikes to rent from our Canal Wharf branch, right on the towpath. Our fleet: 12 hybrids, 6 e-bikes and
      4 children's bikes. A helmet and a lock come with every bike.</p>` +
        table(
          "Hire prices",
          ["Bike", "Half day (4 hours)", "Full day", "Weekend (Friday 16:00 to Monday 10:00)"],
          [
            ["Hybrid", "£18", "£28", "£50"],
            ["E-bike", "£30", "£45", "£80"],
            ["Children's bike", "£10", "£15", "£25"],
            ["Child seat or trailer", "£5", "£8", "£14"],
          ],
        ) +
        dl([
          ["Where", "Canal Wharf only"],
          ["Deposit", "£100 a bike, or £250 for an e-bike, returned when the bike comes back"],
          ["What to bring", "Photo ID and a card for the deposit"],
        ]),
    ),
    "/stores": page(
      "Visit us",
      table(
        "Opening hours",
        ["Day", "Market Street", "Canal Wharf"],
        [
          ["Monday", "9:00–17:30", "Closed"],
          ["Tuesday", "9:00–17:30", "10:00–18:00"],
          ["Wednesday", "9:00–17:30", "10:00–18:00"],
          ["Thursday", "9:00–19:00", "10:00–18:00"],
          ["Friday", "9:00–17:30", "10:00–18:00"],
          ["Saturday", "9:00–17:30", "9:00–17:00"],
          ["Sunday", "Closed", "10:00–16:00"],
        ],
      ) +
        `<p>Christmas: Market Street is closed on 25 and 26 December; Canal Wharf is closed from 24 December to
        2 January.</p>
        <h2>Market Street</h2>` +
        dl([
          ["Address", "22 Market Street, Stowford ST4 1AB"],
          ["Phone", "01632 969 210"],
          ["Parking", "Pay and display in Abbey Yard, two minutes' walk"],
        ]) +
        `<h2>Canal Wharf</h2>` +
        dl([
          ["Address", "Unit 3, Canal Wharf, Stowford ST4 6WX"],
          ["Phone", "01632 969 220"],
          ["Parking", "Free customer parking for 8 cars"],
        ]),
    ),
    "/delivery": page(
      "Buying online",
      dl([
        ["Parts and accessories", "Free on orders over £40, otherwise £3.95; usually 2 to 3 working days"],
        [
          "Bikes",
          "£29 anywhere on the UK mainland, delivered fully built and ready to ride, within 7 working days",
        ],
        ["Click and collect", "Free at either branch, usually the next day"],
        ["Returning accessories", "Within 30 days, unused and in their packaging"],
        [
          "Returning a bike",
          "Within 14 days, unridden and as it arrived. We cannot take back a bike that has been ridden.",
        ],
        ["Refunds", "Within 5 working days of the return reaching us"],
        ["Return postage", "Paid by you, unless the item is faulty"],
      ]) +
        `<h2>Warranty</h2><p>Hartwell frames: lifetime. Components: 2 years. Fenway e-bike batteries: 2 years or
        500 charge cycles, whichever comes first.</p>`,
    ),
    "/about": page(
      "Our story",
      `<p>Ron Hartwell started Hartwell Cycles in 1987 in a lock-up behind Market Street. His daughter Jess runs
      it today. The Canal Wharf branch opened in May 2015.</p>` +
        dl([
          ["Owner", "Jess Hartwell"],
          ["Head mechanic, Market Street", "Dele Abiodun"],
          ["Workshop lead, Canal Wharf", "Fran Kowalczyk"],
          ["Team", "14 people, including 6 Cytech-qualified mechanics"],
        ]),
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/careers": page(
      "Work at Hartwell Cycles",
      table(
        "Vacancies",
        ["Role", "Where", "Pay"],
        [
          ["Bike mechanic, full time", "Market Street", "£25,500 a year"],
          ["Saturday sales assistant", "Canal Wharf", "£11.50 an hour"],
        ],
      ),
    ),
    "/club-rides": page(
      "Club rides",
      `<p>Free to join, everyone welcome. Bring a working bike, a helmet and a spare inner tube.</p>` +
        table(
          "Regular rides",
          ["Ride", "Leaves from", "When", "Distance"],
          [
            ["Saturday café ride", "Canal Wharf", "Saturdays at 8:30", "40 miles at about 15 mph"],
            ["Beginners' evening ride", "Market Street", "Tuesdays at 18:30, April to September", "10 miles"],
            ["Family towpath ride", "Canal Wharf", "First Sunday of the month at 10:30", "6 miles"],
          ],
        ),
    ),
  };
}
