import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// VIRGA: the twenty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The shop: item, size, price, members' price (10% off). */
const SHOP: string[][] = [
  ["St Thomas buff stoneware clay", "12.5 kg bag", "£19.50", "£17.55"],
  ["Dark stoneware clay", "12.5 kg bag", "£26.50", "£23.85"],
  ["Red earthenware clay", "12.5 kg bag", "£16", "£14.40"],
  ["Porcelain", "12.5 kg bag", "£34", "£30.60"],
  ["Raku clay, grogged", "12.5 kg bag", "£24", "£21.60"],
  ["Brush-on stoneware glaze (14 colours)", "500 ml", "£15.50", "£13.95"],
  ["Dipping glaze powder: celadon, tenmoku, oatmeal or shino", "5 kg", "£42", "£37.80"],
  ["Underglaze", "60 ml", "£6.50", "£5.85"],
  ["Beginner's tool kit (8 pieces)", "—", "£12", "£10.80"],
  ["Trimming tools", "Set of 3", "£18", "£16.20"],
  ["Sponge on a stick", "—", "£4", "£3.60"],
];

/** Membership plans: plan, a month, open studio, what's included. */
const PLANS: string[][] = [
  [
    "Studio Member",
    "£75",
    "Every open studio session: Monday, Tuesday, Wednesday, Friday and Sunday",
    "A locker and a shelf on the members' rack; one 12.5 kg bag of St Thomas clay a month; bisque and glaze firing of up to 1 full shelf a month; 10% off in the shop; 2 guest passes a year",
  ],
  [
    "Off-Peak Member",
    "£50",
    "Monday, Tuesday and Wednesday open studio only",
    "A shelf on the members' rack; bisque and glaze firing of up to a half shelf a month; 10% off in the shop",
  ],
];

const OPEN_STUDIO: string[][] = [
  ["Monday", "10:00–16:00", "Studio and Off-Peak"],
  ["Tuesday", "10:00–13:00", "Studio and Off-Peak"],
  ["Wednesday", "13:30–17:00", "Studio and Off-Peak"],
  ["Friday", "10:00–16:00 (4 wheels; tasters use the rest until 12:00)", "Studio"],
  ["Sunday", "14:00–17:00", "Studio"],
];

/** A team card: name, role, what they do, when. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Rosa Penhaligon",
    "Founder and head potter",
    "Started the Kilnhouse in a cowshed in 2014 and moved to Tanners Yard in 2019. Teaches Wheel Improvers and one-to-ones, and makes the tableware we sell.",
    "Tuesday to Saturday",
  ),
  person(
    "Tomasz Wiśniewski",
    "Wheel tutor",
    "Teaches Beginners' Wheel on Tuesday evenings and Wednesday mornings, and the Saturday tasters.",
    "Tuesday, Wednesday and Saturday",
  ),
  person(
    "Aisha Bello",
    "Handbuilding tutor",
    "Teaches Beginners' Handbuilding and Young Potters, and the Sunday tasters.",
    "Monday, Saturday and Sunday",
  ),
  person(
    "Jess Carter",
    "Studio and kiln technician",
    "Fires every kiln, runs the Kiln Yard and Raku Saturdays, and does members' inductions.",
    "Tuesday to Saturday",
  ),
  person(
    "Harriet Dunn",
    "Paint Café manager",
    "Runs the café and every party: parties@kilnhouse.test.",
    "Wednesday to Sunday",
  ),
  person(
    "Ollie Fraser",
    "Café and party host",
    "Weekend parties, and the Thursday Paint &amp; Natter.",
    "Thursday to Sunday",
  ),
  person(
    "Megan Hale",
    "Bookings and membership",
    "Anything about a booking, a course or your membership: members@kilnhouse.test.",
    "Tuesday to Friday, 09:30–15:00",
  ),
].join("")}</div>`;

const DIARY = cards([
  [
    "19 November 2026",
    "Christmas at the Kilnhouse",
    "Paint by Sunday 13 December to collect your pieces before Christmas; the last collections are on Wednesday 23 December, until 16:00. We're closed from Thursday 24 December and open again on Monday 4 January 2027 (the Paint Café on Tuesday 5 January).",
  ],
  [
    "2 November 2026",
    "Weekend studio fee from January",
    "From 1 January 2027 the adult studio fee at weekends and in school holidays goes up from £7 to £8. Weekday and children's fees stay the same, and so do the prices of the pieces.",
  ],
  [
    "1 November 2026",
    "Raku Saturday: that's a wrap",
    "23 of you came to the last Raku Saturday of the year on 31 October, and we fired 164 pots in the yard. Raku Saturdays are back on 27 March 2027.",
  ],
  [
    "12 October 2026",
    "Meet Maud",
    "Our new 200-litre electric kiln arrived on 9 October. With Maud in the Kiln Yard we can fire whole kilns for outside potters (£110 for a bisque, £140 for a stoneware glaze), and glaze firings come back in 7 working days instead of 10.",
  ],
  [
    "1 September 2026",
    "New term, new taster price",
    "From today a Wheel Taster is £45 a person (it was £40) and £85 for two (it was £75): our first rise since 2023. Beginners' Wheel stays at £225.",
  ],
  [
    "20 July 2026",
    "Jess joins the team",
    "Jess Carter, our new studio and kiln technician, comes to us from the ceramics department at Bath Spa University.",
  ],
  [
    "5 June 2026",
    "Highly commended",
    "The Kilnhouse was highly commended as Kestleby Small Business of the Year 2026. Thank you to the 412 of you who voted.",
  ],
]);

/** Members, the shop, the calendar, the diary, the team, answers, contact, and three search-only pages. */
export function potteryMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/members": page(
      "Studio members",
      `<p>Once you can centre, join the studio and make in your own time, with our wheels, glazes and kilns.</p>` +
        table("Membership", ["Plan", "A month", "Open studio", "What's included"], PLANS) +
        table("Open studio hours", ["Day", "Hours", "Which members"], OPEN_STUDIO) +
        dl([
          ["Induction", "A one-off £20, an hour with Jess on the kilns, glazes and studio rules"],
          ["How long", "A minimum of 3 months, then month by month with a month's notice"],
          [
            "Who can join",
            "Anyone who has done Beginners' Wheel or Wheel Improvers with us, or who passes a 30-minute wheel check with Rosa (£15)",
          ],
          ["Clay", "Members use clay bought from us, so that everything in our kilns is clay we know"],
          ["More firing", "Kiln Yard prices, less 20%"],
          [
            "Places",
            "Studio Member is full until January: 3 places open on 1 January 2027. Off-Peak has places now",
          ],
        ]) +
        `<p><a href="/members/join">Apply to join</a></p>`,
    ),
    "/members/join": page(
      "Apply to join",
      `<p>Megan will email you to book your induction and set up your monthly payment.</p>
      <form method="post" action="/members/join/send">
      <p><label>Plan <select name="plan">${options([
        ["studio", "Studio Member (£75 a month)"],
        ["off-peak", "Off-Peak Member (£50 a month)"],
      ])}</select></label></p>
      <p><label>Start from <select name="start">${options([
        ["2026-12", "December 2026"],
        ["2027-01", "January 2027"],
        ["2027-02", "February 2027"],
        ["2027-03", "March 2027"],
      ])}</select></label></p>
      <p><label>Your experience <select name="experience">${options([
        ["kilnhouse", "I've done a course at the Kilnhouse"],
        ["elsewhere", "I learnt somewhere else (we'll book a wheel check)"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <p><label>What you like to make <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Apply</button></form>`,
    ),
    "/shop": page(
      "Clay, glaze and tools",
      `<p>Everything we use in the studio, from the shop by the café. Clay is sold by the bag.</p>` +
        table("Price list", ["Item", "Size", "Price", "Members' price"], SHOP) +
        `<p>Delivery within 10 miles of Kestleby: £8, free over £100. Or collect from the Kiln Yard door on Tanners
        Lane, where we'll help you to your car. We don't take cash.</p>`,
    ),
    "/calendar": page(
      "Calendar",
      table(
        "Terms",
        ["Term", "Dates", "Half term (no classes)"],
        [
          ["Autumn 2026", "7 September – 12 December 2026", "26 October – 1 November"],
          ["Winter 2027", "11 January – 27 March 2027", "15–21 February"],
          ["Spring 2027", "12 April – 19 June 2027", "31 May – 6 June"],
        ],
      ) +
        table(
          "6-week courses, winter term 2027",
          ["Course", "First session", "Last session"],
          [
            ["Beginners' Handbuilding (Mondays)", "11 January", "22 February"],
            ["Beginners' Wheel (Tuesdays)", "12 January", "23 February"],
            ["Beginners' Wheel (Wednesdays)", "13 January", "24 February"],
            ["Wheel Improvers (Thursdays)", "14 January", "25 February"],
            ["Young Potters (Saturdays)", "16 January", "27 February"],
          ],
        ) +
        `<p>Tasters, the Paint Café and open studio carry on in half term. The studio is closed from 24 December
        to 3 January.</p>`,
    ),
    "/diary": page("Studio diary", DIARY),
    "/team": page("The team", `<p>Seven of us, and a kiln called Maud.</p>${TEAM}`),
    "/questions": page(
      "Good to know",
      dl([
        [
          "Can I bring my own clay?",
          "To the Kiln Yard, yes: any clay, as long as it's labelled and fired within its range. On courses and at open studio, no: please use clay bought from us, because an unknown clay can ruin a kiln shelf or a reclaim bucket",
        ],
        [
          "When can I collect my glazed pieces?",
          "Paint Café pieces are ready 7 days after you paint them, from the café counter Tuesday to Sunday. Taster and course pots take about 4 weeks, because they need two firings. We text you when they're ready. Anything not collected within 3 months goes to the Kestleby hospice shop",
        ],
        [
          "How old do you have to be for a Wheel Taster?",
          "16, or 12 to 15 with a paying adult on the next wheel. Younger potters can join Young Potters from age 8",
        ],
        ["Can I bring my dog?", "Well-behaved dogs are welcome in the Paint Café, but not in the Wheel Room"],
        ["Is the paint food safe?", "Yes: all our glazes are lead-free and food safe once fired"],
        ["What should I wear?", "Old clothes. We lend aprons. Short nails make the wheel easier"],
        ["Do you take cash?", "No, cards only"],
        ["I missed a course session", "Make it up at open studio in the same term: ask Megan"],
      ]),
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Studio, café and bookings", "01632 975 410"],
        ["Kiln Yard (Jess)", "01632 975 418, Tuesday to Saturday"],
        ["Parties", "parties@kilnhouse.test"],
        ["Membership", "members@kilnhouse.test"],
        ["Everything else", "hello@kilnhouse.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["classes", "Classes and courses"],
          ["cafe", "The Paint Café"],
          ["parties", "Parties"],
          ["kiln", "Kiln Yard"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep booking details for 2 years and then delete them.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring us on 01632 975 410.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/gift-vouchers": page(
      "Gift vouchers",
      `<p>For a potter, or someone who'd like to be one.</p>` +
        dl([
          [
            "What",
            "Any amount from £10, or a Wheel Taster for one (£45) or two (£85), or a Beginners' Wheel course (£225)",
          ],
          ["Valid for", "2 years from the day you buy it"],
          ["Where", "In the café, or ring 01632 975 410 and we'll post it free"],
        ]),
    ),
    "/hen-parties": page(
      "Hen parties on the wheel",
      `<p>Hen dos and grown-up birthdays in the Wheel Room: two hours on the wheels with Rosa or Tomasz, fizz when
      you arrive, and two pots each, glazed and fired and posted to you.</p>` +
        dl([
          ["Price", "£42 a head"],
          ["Group size", "6 to 8 (we have 8 wheels)"],
          ["When", "Saturday evenings, 18:00–20:00"],
          ["To book", "A £100 deposit; email parties@kilnhouse.test"],
        ]),
    ),
    "/clay-for-calm": page(
      "Clay for Calm",
      `<p>A slow, quiet handbuilding session for adults living with anxiety or low mood. No experience needed, and
      nobody will ask you to talk.</p>` +
        dl([
          ["When", "Wednesdays, 18:30–20:00, in the Wheel Room"],
          ["Price", "£8 a session; your first session is free"],
          ["Group size", "Up to 6"],
          ["Referrals", "From GPs and the Kestleby Wellbeing Hub, or just ring us"],
        ]),
    ),
  };
}
