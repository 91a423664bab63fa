import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, shell, table } from "../../sites/kit";
import { councilMorePages } from "./council-more";

// OUTSIDE: Thistlebury District Council. Held out like test/corpus/sealed/: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). Bin days sit in one table by area with two "next collection" dates per row,
// the recycling centre's hours change with the season, and the footer's switchboard is not any service's number.
const page = shell({
  brand: "Thistlebury District Council",
  tagline: "Services for residents and businesses",
  nav: [
    ["Waste", "/waste"],
    ["Council tax", "/council-tax"],
    ["Parking", "/parking"],
    ["Planning", "/planning"],
    ["Your council", "/councillors"],
    ["What's on", "/events"],
    ["Report it", "/report"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Town Hall, Bell Street, Thistlebury TH1 1TH",
    phone: "01632 964 000",
    email: "enquiries@thistlebury.test",
    socials: ["Facebook", "Instagram", "Nextdoor"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const pages: Record<string, FixturePage> = {
  "/": page(
    "Thistlebury District Council",
    `<p>Find your bin day, pay your council tax, apply for a parking permit or tell us about a problem.</p>
    <p><a href="/waste">Check your bin day</a> · <a href="/council-tax">Council tax</a> · <a href="/report">Report a problem</a></p>
    <h2>Latest news</h2>` +
      cards([
        [
          "20 November 2026",
          "Christmas bin collections",
          "Friday collections move to the Saturday over Christmas and New Year. See the Waste page for the dates.",
        ],
        [
          "16 November 2026",
          "Garden waste 2027",
          "Garden waste subscriptions for 2027 open on 4 January and cost £52 per brown bin.",
        ],
        [
          "9 November 2026",
          "Ferrier Road resurfacing",
          "Ferrier Road will be closed to traffic from 30 November to 4 December while we resurface it.",
        ],
      ]),
  ),
  "/waste": page(
    "Bins and recycling",
    `<p>Put your bins out by 7am on your collection day. Grey bins (general waste) and blue bins (recycling) are
    collected in alternate weeks; food caddies are emptied every week on the same day.</p>` +
      table(
        "Collection days by area",
        ["Area", "Streets", "Collection day", "Next grey bin", "Next blue bin"],
        [
          [
            "Area 1",
            "Abbey Road, Bell Street, Canal Side, Dyer's Lane",
            "Monday",
            "30 November",
            "7 December",
          ],
          [
            "Area 2",
            "Elm Grove, Ferrier Road, Glebe Close, Hatherley Avenue",
            "Tuesday",
            "8 December",
            "1 December",
          ],
          ["Area 3", "Ivy Court, Juniper Way, Kingsmead, Lark Rise", "Wednesday", "2 December", "9 December"],
          [
            "Area 4",
            "Market Hill, Nettle Bank, Orchard Row, Tanner's Walk",
            "Thursday",
            "26 November",
            "3 December",
          ],
          [
            "Area 5",
            "Priory Lane, Quarry Road, Saltings Way, Weaver's Row",
            "Friday",
            "4 December",
            "27 November",
          ],
        ],
      ) +
      `<h2>Christmas and New Year</h2>` +
      table(
        "Changed collection days",
        ["Usual day", "New day"],
        [
          ["Friday 25 December", "Saturday 26 December"],
          ["Friday 1 January", "Saturday 2 January"],
        ],
      ) +
      `<p>All other collections over the holidays happen on the usual day.</p>
      <p>Brown bins (garden waste) are emptied every other week for subscribers. For other rubbish, visit the
      <a href="/waste/recycling-centre">recycling centre</a>.</p>
      <h2>Bin day reminders</h2><form method="post" action="/waste/reminders">
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Your area <select name="area"><option value="">Choose your area</option>${options([
        ["area-1", "Area 1"],
        ["area-2", "Area 2"],
        ["area-3", "Area 3"],
        ["area-4", "Area 4"],
        ["area-5", "Area 5"],
      ])}</select></label></p>
      <p><label>When should we remind you? <select name="remind">${options([
        ["morning-of", "At 6am on collection day"],
        ["evening-before", "At 6pm the day before"],
      ])}</select></label></p>
      <button type="submit">Set up reminders</button></form>`,
  ),
  "/waste/recycling-centre": page(
    "Kestle Lane Recycling Centre",
    `<p>Kestle Lane, Thistlebury TH4 2KL. Free for Thistlebury residents. Vans and trailers need a free permit.</p>` +
      table(
        "Opening hours",
        ["Season", "Days open", "Hours"],
        [
          ["Summer (1 April to 30 September)", "Every day", "8am–6pm"],
          ["Winter (1 October to 31 March)", "Thursday to Monday (closed Tuesday and Wednesday)", "9am–4pm"],
        ],
      ) +
      `<p>Last entry is 15 minutes before closing. Closed on 25 and 26 December and 1 January.</p>` +
      table(
        "Charges for DIY waste",
        ["Item", "Charge"],
        [
          ["Plasterboard", "£5 per bag"],
          ["Soil and rubble", "£3 per bag"],
          ["Tyres", "£4.50 each"],
          ["Asbestos", "Not accepted"],
        ],
      ),
  ),
  "/council-tax": page(
    "Council tax",
    `<p>Charges for 1 April 2026 to 31 March 2027. Your band depends on what your home was worth on 1 April 1991.</p>` +
      table(
        "Council tax bands 2026/27",
        ["Band", "Value on 1 April 1991", "Yearly charge"],
        [
          ["A", "Up to £40,000", "£1,402.31"],
          ["B", "£40,001 to £52,000", "£1,636.03"],
          ["C", "£52,001 to £68,000", "£1,869.75"],
          ["D", "£68,001 to £88,000", "£2,103.47"],
          ["E", "£88,001 to £120,000", "£2,570.91"],
          ["F", "£120,001 to £160,000", "£3,038.35"],
          ["G", "£160,001 to £320,000", "£3,505.78"],
          ["H", "Over £320,000", "£4,206.94"],
        ],
      ) +
      `<h2>Discounts</h2><p>If you are the only adult in your home you get 25% off. Homes where everyone is a
      full-time student pay nothing.</p><p>You pay in 10 monthly instalments from April, or in 12 if you ask us.</p>`,
  ),
  ...councilMorePages(page),
};

export const COUNCIL: CorpusSite = {
  name: "council",
  pages,
  layout: page,
  forms: {
    "/waste/reminders": {
      title: "Reminders set up",
      reply: (f) => `We will email ${f.email} before each collection in ${f.area} (${f.remind}).`,
    },
    "/report/pothole": {
      title: "Thank you for your report",
      reply: (f) =>
        `We have logged a ${f.size} pothole (${f.where}) on ${f.street}, near ${f.landmark}. ` +
        `Reference PH-55102. We will email ${f.email} when it is inspected.`,
    },
    "/parking/apply": {
      title: "Application received",
      reply: (f) =>
        `Thank you, ${f.name}. We have your application for a ${f.permit_type} permit in ${f.zone} for ${f.registration}, ` +
        `starting ${f.start_date}. We will email ${f.email} with a payment link.`,
    },
    "/events/market-stall": {
      title: "Stall request received",
      reply: (f) =>
        `Thanks, ${f.name}. We have your request for a stall (${f.stall_days}) selling ${f.goods}. ` +
        `We will confirm by email to ${f.email}.`,
    },
  },
};
