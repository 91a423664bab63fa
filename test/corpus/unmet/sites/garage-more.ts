import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// UNMET: the eighth held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever
// tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year opening",
    "Both workshops close at 12:00 on Thursday 24 December and reopen at 08:00 on Monday 4 January. Kelbrook opens for MOTs only on Tuesday 29 and Wednesday 30 December, 09:00–15:00. Want your car back before the break? Book it in by Friday 18 December.",
  ],
  [
    "6 November 2026",
    "Now servicing electric cars",
    "Kieran Doyle has passed his IMI Level 3 in electric and hybrid vehicles, so Kelbrook now services electric cars. The EV service is £149 and covers the brakes, suspension, tyres, cabin filter, coolant and a check of the high-voltage system. Stanmere will follow in spring 2027.",
  ],
  [
    "15 October 2026",
    "Free winter check",
    "Until 31 December, call in at either workshop for a free 10-minute winter check of your tyres, battery, lights, wipers and screenwash. No need to book.",
  ],
  [
    "2 October 2026",
    "Saturdays at Stanmere",
    "From Saturday 3 October the Stanmere workshop is closed on Saturdays, so that the team can have a proper weekend. Kelbrook is still open on Saturday mornings.",
  ],
  [
    "11 September 2026",
    "Apprentice of the Year",
    "Jess Whitlow, in her second year as an apprentice at Stanmere, was named Apprentice of the Year at Kelbrook College.",
  ],
]);

const TEAM: [name: string, role: string, workshop: string][] = [
  ["Dave Hollins", "Owner and master technician", "Kelbrook"],
  ["Sue Hollins", "Office and accounts", "Kelbrook"],
  ["Callum Brierley", "Service adviser", "Kelbrook"],
  ["Priya Lal", "MOT tester and senior technician", "Kelbrook"],
  ["Kieran Doyle", "EV and hybrid technician", "Kelbrook"],
  ["Gary Pym", "Tyres and wheel alignment", "Kelbrook"],
  ["Marek Nowak", "Workshop manager", "Stanmere"],
  ["Lena Marsh", "Service adviser", "Stanmere"],
  ["Tom Ashdown", "MOT tester", "Stanmere"],
  ["Jess Whitlow", "Apprentice technician", "Stanmere"],
];

/** The team, news, answers, contact and quote pages, and two stock pages only the site's search finds. */
export function garageMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  const workshops = options([
    ["kelbrook", "Kelbrook"],
    ["stanmere", "Stanmere"],
  ]);
  return {
    "/team": page(
      "Meet the spanners",
      `<p>Ray Hollins opened the Kelbrook workshop in 1987 in a rented railway arch. His son Dave took over in 2009,
      moved to Brook Lane and opened the Stanmere workshop in 2018. There are 14 of us now; these are the people
      you're most likely to meet.</p>` +
        table("Who's who", ["Name", "Role", "Workshop"], TEAM) +
        `<p>All our technicians are IMI qualified, and we are members of the Good Garage Scheme.</p>`,
    ),
    "/news": page("Around the yard", NEWS),
    "/faq": page(
      "Good to know",
      `<h2>Can I wait while you work on my car?</h2><p>At Kelbrook, yes: MOTs take about 45 minutes and interim
      services about an hour and a half, and there's coffee and Wi-Fi in the waiting room. Stanmere has no waiting
      room, but we'll run you into town.</p>
      <h2>How long does a full service take?</h2><p>About 3 hours. A major service usually takes most of the day,
      so drop the car off by 09:00.</p>
      <h2>Will servicing with you affect my warranty?</h2><p>No. We follow the maker's schedule, use parts of
      matching quality and stamp your service book, so your manufacturer's warranty stays valid.</p>
      <h2>How can I pay?</h2><p>Card, cash or bank transfer. We don't take cheques. Bills over £300 can be spread
      over 3 months at 0%.</p>
      <h2>Will you fit tyres I've bought online?</h2><p>Yes: have them delivered to either workshop and pay the
      price for tyres you bring yourself on <a href="/tyres">Rubber &amp; air</a>.</p>
      <h2>Do you do bodywork?</h2><p>No, we don't do bodywork or paint. We're happy to recommend Kelbrook Body
      Repairs on Mill Street.</p>
      <h2>Do you look after classic cars?</h2><p>Yes, cars built before 1990, by arrangement with Dave at
      Kelbrook.</p>`,
    ),
    "/contact": page(
      "Talk to us",
      dl([
        ["Kelbrook workshop", "01632 960 610"],
        ["Stanmere workshop", "01632 960 620"],
        ["Office and accounts (Monday to Friday, 09:00–16:00)", "01632 960 600"],
        ["Email", "hello@hollinsmotors.test"],
      ]) +
        `<h2>Rather we rang you?</h2><p>Leave your number and we'll call you on the next working day.</p>
      <form method="post" action="/callback">
      <p><label>Name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Workshop <select name="workshop">${workshops}<option value="either">Either</option>
      </select></label></p>
      <p><label>Best time to call <select name="when">${options([
        ["morning", "Morning (09:00–12:00)"],
        ["afternoon", "Afternoon (12:00–16:00)"],
      ])}</select></label></p>
      <p><label>What's it about? <textarea name="about"></textarea></label></p>
      <button type="submit">Call me back</button></form>`,
    ),
    "/quote": page(
      "Get a price",
      `<p>Tell us what your car needs and we'll email a fixed price, usually within one working day.</p>
      <form method="post" action="/quote/request">
      <p><label>Registration <input name="reg" required></label></p>
      <p><label>Job <select name="job">${options([
        ["tyres", "Tyres"],
        ["brakes", "Brakes"],
        ["clutch", "Clutch"],
        ["timing-belt", "Timing belt"],
        ["exhaust", "Exhaust"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Details <textarea name="details"></textarea></label></p>
      <p><label>Nearest workshop <select name="workshop">${workshops}</select></label></p>
      <p><label>Name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Send my request</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your car's service history for as long as you're a customer. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run the booking form. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/tyres/in-stock": page(
      "Tyres in stock this week",
      `<p>Updated every Monday. Prices are per tyre, fitted and balanced with a new valve. Anything not listed
      we can usually get in by the next working day.</p>` +
        table(
          "In stock",
          ["Size", "Tyre", "Price fitted", "At Kelbrook", "At Stanmere"],
          [
            ["175/65 R14", "Avon ZV7", "£68", "6", "4"],
            ["195/65 R15", "Falken Sincera SN110", "£74", "10", "6"],
            ["205/55 R16", "Continental PremiumContact 7", "£118", "4", "0"],
            ["205/55 R16", "Hankook Kinergy Eco 2", "£86", "8", "4"],
            ["225/45 R17", "Michelin Primacy 4+", "£149", "2", "2"],
            ["225/40 R18", "Nankang AS-2+", "£79", "4", "0"],
            ["235/55 R19", "Pirelli Scorpion Verde", "£189", "0", "2"],
          ],
        ),
    ),
    "/parts-counter": page(
      "Parts counter",
      `<p>Our parts counter at Kelbrook sells to the public and the trade: batteries, wiper blades, bulbs,
      filters and oils.</p>` +
        dl([
          ["Counter hours", "Monday to Friday 07:30–17:00, Saturday 08:00–13:00"],
          ["Wiper blades", "£12.50 a pair, fitted free while you wait"],
          ["Bulbs", "From £4, fitted free if it takes under 10 minutes"],
          ["Trade accounts", "30 days' credit for garages and fleets"],
        ]) +
        table(
          "Batteries in stock",
          ["Battery", "Fits", "Price fitted", "In stock"],
          [
            ["Varta 063", "Small cars such as a Fiesta or Corsa", "£89", "5"],
            ["Varta 096", "Family cars such as a Focus or Golf", "£109", "3"],
            ["Varta 110 AGM", "Cars with stop-start", "£189", "2"],
          ],
        ) +
        `<p>Every battery comes with a free battery and charging test, and we take your old one away.</p>`,
    ),
  };
}
