import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// OUTSIDE: held out like test/corpus/sealed/ (see test/corpus/score.ts); whoever tunes the engines must not read it.

type Councillor = [name: string, ward: string, group: string, duty: string, surgery: string, email: string];

const COUNCILLORS: Councillor[] = [
  [
    "Cllr Beatrix Omondi-Shaw",
    "Abbeygate",
    "Independent",
    "Leader of the Council",
    "First Saturday of the month, 10:00–12:00, Town Hall",
    "b.omondi-shaw@thistlebury.test",
  ],
  ["Cllr Declan Farrow", "Abbeygate", "Green", "—", "By appointment only", "d.farrow@thistlebury.test"],
  [
    "Cllr Nia Gwilliam",
    "Millfield",
    "Residents First",
    "—",
    "Tuesdays 18:00–19:00, Millfield Community Centre",
    "n.gwilliam@thistlebury.test",
  ],
  [
    "Cllr Arjun Pellew",
    "Saltings",
    "Independent",
    "—",
    "Second Thursday of the month, 17:30–19:00, Saltings Sailing Club",
    "a.pellew@thistlebury.test",
  ],
  [
    "Cllr Harriet Lowde",
    "Hatherley",
    "Green",
    "Cabinet member for Environment and Waste",
    "Fridays 12:00–13:00, Hatherley Parish Hall",
    "h.lowde@thistlebury.test",
  ],
  [
    "Cllr Tobiah Marsh",
    "Thornwick",
    "Residents First",
    "Chair of the Planning Committee",
    "Last Monday of the month, 19:00–20:00, Thornwick Village Hall",
    "t.marsh@thistlebury.test",
  ],
];

const councillor = ([name, ward, group, duty, surgery, email]: Councillor) =>
  `<article class="card"><h3>${name}</h3><p>${ward} ward · ${group}</p>` +
  dl([
    ["Role", duty],
    ["Surgery", surgery],
    ["Email", email],
  ]) +
  `</article>`;

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Parking, planning, councillors, events, reporting and contact pages, and two pages only search finds. */
export function councilMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/parking": page(
      "Parking permits",
      `<p>Residents' parking zones: Zone A – Town Centre, Zone B – Station Quarter, Zone C – Saltings. Permits run
      for 12 months from the start date you choose.</p>` +
        table(
          "Permit prices",
          ["Permit", "Price", "Notes"],
          [
            ["Resident, first vehicle", "£68 a year", "One per household member"],
            ["Resident, second vehicle", "£115 a year", "Same address as the first"],
            ["Resident, electric vehicle", "£34 a year", "Fully electric only"],
            ["Visitor permits", "£14 for 10", "Each is valid for one day"],
            ["Business", "£460 a year", "For firms based in the zone"],
            ["Carer", "Free", "For professional carers visiting a resident"],
          ],
        ) +
        `<p>Market Hill car park is pay and display: £1.60 an hour, free after 6pm.</p>
        <h2>Apply for a permit</h2><form method="post" action="/parking/apply">
        <p><label>Permit type <select name="permit_type"><option value="">Choose a permit</option>${options([
          ["resident-first", "Resident – first vehicle"],
          ["resident-second", "Resident – second vehicle"],
          ["resident-ev", "Resident – electric vehicle"],
          ["visitor", "Visitor permits"],
          ["business", "Business"],
          ["carer", "Carer"],
        ])}</select></label></p>
        <p><label>Zone <select name="zone">${options([
          ["zone-a", "Zone A"],
          ["zone-b", "Zone B"],
          ["zone-c", "Zone C"],
        ])}</select></label></p>
        <p><label>Vehicle registration <input name="registration" required></label></p>
        <p><label>Full name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Start date <input type="date" name="start_date" required></label></p>
        <button type="submit">Apply</button></form>`,
    ),
    "/planning": page(
      "Planning applications",
      `<p>Applications received in the last two months. You can comment on an application until its comments
      deadline.</p>` +
        table(
          "Recent applications",
          ["Reference", "Site", "Proposal", "Received", "Status", "Comments close"],
          [
            [
              "26/01511/HH",
              "18 Weaver's Row",
              "Single-storey rear extension",
              "2 November 2026",
              "Out for comment",
              "3 December 2026",
            ],
            ["26/01498/ADV", "3 Market Hill", "Illuminated shop sign", "29 October 2026", "Approved", "—"],
            [
              "26/01476/FUL",
              "Land off Quarry Road",
              "24 homes and a new access road",
              "20 October 2026",
              "Out for comment",
              "10 December 2026",
            ],
            [
              "26/01452/LBC",
              "Old Corn Exchange, Bell Street",
              "Replacement windows to a listed building",
              "14 October 2026",
              "Refused",
              "—",
            ],
            [
              "26/01433/FUL",
              "9 Nettle Bank",
              "Change of use from shop to café",
              "7 October 2026",
              "Approved",
              "—",
            ],
            [
              "26/01420/HH",
              "41 Lark Rise",
              "Loft conversion with dormer",
              "30 September 2026",
              "Withdrawn",
              "—",
            ],
          ],
        ),
    ),
    "/councillors": page(
      "Your councillors",
      `<p>Thistlebury has five wards. Not sure which ward you live in? Find your street below.</p>` +
        table(
          "Find your ward",
          ["Ward", "Streets"],
          [
            ["Abbeygate", "Abbey Road, Bell Street, Canal Side, Market Hill"],
            ["Millfield", "Dyer's Lane, Elm Grove, Ferrier Road, Glebe Close"],
            ["Saltings", "Priory Lane, Saltings Way, Weaver's Row"],
            ["Hatherley", "Hatherley Avenue, Ivy Court, Juniper Way, Kingsmead"],
            ["Thornwick", "Lark Rise, Nettle Bank, Orchard Row, Quarry Road, Tanner's Walk"],
          ],
        ) +
        `<div class="cards">${COUNCILLORS.map(councillor).join("")}</div>`,
    ),
    "/events": page(
      "What's on",
      `<p>Council events and meetings. Meetings of the Full Council and its committees are open to the public.</p>` +
        cards([
          ["Saturday 28 November 2026", "Christmas lights switch-on", "Market Square, 17:00. Free."],
          [
            "Saturday 5 and Sunday 6 December 2026",
            "Thistlebury Christmas Market",
            "Market Hill, 10:00–16:00. Stalls cost £35 a day or £60 for both days.",
          ],
          ["Sunday 6 December 2026", "Community tree planting", "Kestle Meadows, 10:00. Bring gloves."],
          ["Wednesday 9 December 2026", "Full Council meeting", "Council Chamber, Town Hall, 19:00."],
          ["Thursday 17 December 2026", "Planning Committee", "Council Chamber, Town Hall, 18:30."],
          [
            "Saturday 9 January 2027",
            "Christmas tree drop-off",
            "Kestle Lane Recycling Centre, 9am–2pm. Real trees only.",
          ],
        ]) +
        `<h2>Book a Christmas Market stall</h2><form method="post" action="/events/market-stall">
        <p><label>Which days? <select name="stall_days">${options([
          ["saturday", "Saturday 5 December"],
          ["sunday", "Sunday 6 December"],
          ["both", "Both days"],
        ])}</select></label></p>
        <p><label>What will you sell? <input name="goods" required></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Request a stall</button></form>`,
    ),
    "/report": page(
      "Report it",
      `<ul><li><a href="/report/pothole">Pothole or damaged road</a></li>
      <li>Missed bin: call customer services by 5pm the day after your collection day</li>
      <li>Fly-tipping: email streetscene@thistlebury.test with a photo and the location</li>
      <li>Streetlight not working: note the number on the post and call customer services</li></ul>`,
    ),
    "/report/pothole": page(
      "Report a pothole",
      `<p>We inspect every report within 5 working days and make dangerous potholes safe within 24 hours.</p>
      <form method="post" action="/report/pothole">
      <p><label>Street name <input name="street" required></label></p>
      <p><label>Nearest house number or landmark <input name="landmark"></label></p>
      <p><label>Where is it? <select name="where">${options([
        ["road", "In the road"],
        ["pavement", "On the pavement"],
        ["cycle-lane", "In a cycle lane"],
      ])}</select></label></p>
      <p><label>How big is it? <select name="size">${options([
        ["small", "Smaller than a dinner plate"],
        ["medium", "Between a dinner plate and a car tyre"],
        ["large", "Bigger than a car tyre"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Send report</button></form>`,
    ),
    "/contact": page(
      "Contact us",
      `<p>Customer services: 01632 964 100 (Monday to Friday, 9:00–17:00)</p>
      <p>Council tax and benefits: 01632 964 210</p>
      <p>Out-of-hours emergencies (flooding, fallen trees, dangerous roads): 01632 964 999</p>
      <p>Email: customer.services@thistlebury.test</p>
      <p>Town Hall reception: Monday to Thursday 9:00–16:30, Friday 9:00–16:00</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/waste/bulky-items": page(
      "Bulky waste collection",
      `<p>We collect sofas, mattresses, wardrobes, fridges and other large items from outside your home, on
      Tuesdays. Book at least 5 working days ahead.</p>` +
        dl([
          ["Up to 3 items", "£38"],
          ["Each extra item (up to 6 in total)", "£9"],
          ["Fridges and freezers", "£25 each"],
        ]),
    ),
    "/pest-control": page(
      "Pest control",
      dl([
        ["Wasp or hornet nest", "£72 per treatment"],
        ["Rats or mice", "£95 for up to three visits; free if you get Council Tax Support"],
        ["Bedbugs", "We do not treat bedbugs. Please contact a private company."],
      ]),
    ),
  };
}
