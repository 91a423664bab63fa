import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { opticiansMorePages } from "./opticians-more";

// THAW: the fourteenth held-out part of the corpus (Harlow & Finch Opticians), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). An independent opticians in Ashcombe with two branches, Market Place in the town
// centre and Westgate on the retail park: opening hours as a table of weekday × branch, services as a table of
// service × branch, eye examination fees as a table of examination × private × Eyecare Club members, lenses as a
// table of lens × single vision × varifocal, contact lenses by direct debit beside the members' price, the club's
// plans, the team as a table of name × role × branch × days, dated news (last spring's eye test price, next year's
// club price, the late night that moved, the Christmas hours), forms to book an eye test, ask for a home visit and
// send an enquiry, and two pages only the site's search finds. The footer's hours line is true of neither branch.
const shellPage = shell({
  brand: "Harlow & Finch Opticians",
  tagline: "Independent opticians in Ashcombe since 1987",
  nav: [
    ["Find us", "/branches"],
    ["Eye exams", "/eye-tests"],
    ["Frames & lenses", "/glasses"],
    ["Lenses by post", "/contact-lenses"],
    ["Eyecare Club", "/club"],
    ["Book online", "/book"],
    ["At home", "/home-visits"],
    ["Meet us", "/team"],
    ["What's new", "/news"],
    ["Help", "/faq"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Harlow & Finch Ltd, 14 Market Place, Ashcombe AS1 3MP",
    phone: "01632 960 150",
    email: "hello@harlowfinch.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the footer's hours line: true of neither branch. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open until 8pm every weekday at both branches · Free NHS eye tests for the over-60s · Walk-in repairs</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const BRANCHES: [string, string][] = [
  ["market", "Market Place (town centre)"],
  ["westgate", "Westgate Retail Park"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Harlow & Finch Opticians",
    `<p class="banner" role="status"><strong>Christmas opening:</strong> our two branches keep different hours over
    the holidays. <a href="/news">See the dates</a></p>
    <p>Family-run opticians with two branches in Ashcombe: Market Place, by the old corn exchange, and Westgate, next
    to the garden centre on Westgate Retail Park. NHS and private eye examinations, glasses for every budget, contact
    lenses and hearing care.</p>
    <p><a href="/book">Book an eye exam</a> · <a href="/glasses">Frames and lenses</a> · <a href="/club">Join the
    Eyecare Club</a></p>
    <h2>What's new</h2>${cards([
      [
        "20 November 2026",
        "Christmas and New Year hours",
        "Both branches change their hours over the holidays.",
        "/news",
      ],
      [
        "4 November 2026",
        "Eyecare Club from February",
        "One of our club plans changes price in 2027.",
        "/news",
      ],
      ["15 October 2026", "Later at Westgate", "Our late night has moved.", "/news"],
    ])}
    <h2>Why choose us?</h2><ul><li>Longer eye examinations than the high street chains</li><li>Free minor repairs,
    whoever made your glasses</li><li>Over 1,200 frames to try on across the two branches</li></ul>`,
  ),
  "/branches": page(
    "Find us",
    table(
      "Opening hours",
      ["Day", "Market Place", "Westgate"],
      [
        ["Monday", "09:00–17:30", "09:30–18:00"],
        ["Tuesday", "09:00–17:30", "09:30–18:00"],
        ["Wednesday", "09:00–13:00", "09:30–18:00"],
        ["Thursday", "09:00–17:30", "09:30–20:00"],
        ["Friday", "09:00–17:30", "09:30–18:00"],
        ["Saturday", "09:00–16:00", "09:00–17:30"],
        ["Sunday", "Closed", "10:30–16:30"],
      ],
    ) +
      `<p>The last eye examination of the day starts one hour before closing. Collections and adjustments are
      welcome right up to closing time.</p>` +
      table(
        "What each branch offers",
        ["Service", "Market Place", "Westgate"],
        [
          ["NHS and private eye examinations", "Yes", "Yes"],
          ["Extended examination with OCT scan", "Yes", "Yes"],
          ["Contact lens fitting and check-ups", "Yes", "Yes"],
          ["Children's eye examinations", "Yes", "Yes"],
          ["Myopia management for children", "No", "Yes, with Daniel Reeve"],
          ["Dry eye clinic", "Wednesday mornings, with Dr Okafor", "No"],
          ["Hearing tests", "Tuesdays and Fridays, with Graham Pell", "No"],
          ["Repairs while you wait", "Yes", "Yes"],
        ],
      ) +
      `<h2>Market Place</h2>` +
      dl([
        ["Address", "14 Market Place, Ashcombe AS1 3MP"],
        ["Phone", "01632 960 151"],
        ["Parking", "None of our own: Cattle Market car park is 4 minutes' walk (pay and display)"],
        [
          "Getting in",
          "Two steps at the front door; ring the bell and we'll bring out a portable ramp. Both testing rooms are on the ground floor",
        ],
        ["Buses", "Any bus to Ashcombe bus station, then 2 minutes' walk"],
      ]) +
      `<h2>Westgate</h2>` +
      dl([
        ["Address", "Unit 6, Westgate Retail Park, Ashcombe AS4 7WG"],
        ["Phone", "01632 960 152"],
        ["Parking", "Free on the retail park, with blue badge bays by our door"],
        ["Getting in", "Level entrance, automatic doors and an accessible toilet"],
        ["Buses", "The 33 stops at the retail park entrance"],
      ]),
  ),
  "/eye-tests": page(
    "Eye exams",
    `<p>Every examination includes a check of your eye health as well as your prescription, and photographs of the
    back of your eye. Most adults should have one every 2 years; children and the over-70s every year.</p>` +
      table(
        "Eye examination fees",
        ["Examination", "Private", "Eyecare Club members"],
        [
          ["Standard eye examination", "£32", "Included"],
          ["Extended examination with OCT scan", "£60", "£30"],
          ["Contact lens check-up", "£40", "Included"],
          ["Dry eye assessment", "£45", "£35"],
          ["Children's eye examination (under 16)", "Free on the NHS", "Free"],
          ["Driving eyesight check with DVLA form", "£25", "£15"],
        ],
      ) +
      `<h2>Free NHS eye tests</h2><p>You can have an NHS eye test, free, if you are:</p><ul><li>under 16, or 16 to
      18 and in full-time education</li><li>60 or over</li><li>diagnosed with diabetes or glaucoma, or 40 or over
      with a parent, brother, sister or child who has glaucoma</li><li>getting Income Support, Universal Credit (on
      some conditions) or income-based Jobseeker's Allowance</li></ul>
      <p>An OCT scan is a 3D picture of the layers at the back of your eye. It isn't part of an NHS test, but you
      can add it for the members' price or the private price above.</p>`,
  ),
  "/glasses": page(
    "Frames & lenses",
    `<p>Choose from over 1,200 frames across our two branches. Frames in our Essentials range start at £49; designer
    frames are £95 to £260. Children's frames are free with an NHS voucher.</p>` +
      table(
        "Lenses, per pair",
        ["Lenses", "Single vision", "Varifocal"],
        [
          ["Standard plastic", "£35", "£119"],
          ["Thinner (1.6 index)", "£69", "£169"],
          ["Thinnest (1.74 index)", "£129", "£249"],
          ["Anti-glare coating", "£30", "£30"],
          ["Blue-light filter", "£25", "£25"],
          ["Photochromic (darken in the sun)", "£60", "£90"],
        ],
      ) +
      dl([
        [
          "Second pair",
          "Half price on the lenses and frame of a second pair with the same prescription, ordered at the same time",
        ],
        [
          "Ready to collect",
          "Single vision glasses are usually ready in 7 days; varifocals in 10 working days",
        ],
        ["Eyecare Club members", "15% off frames and lenses"],
        ["NHS vouchers", "Taken at both branches, towards any frame and lenses"],
      ]),
  ),
  "/contact-lenses": page(
    "Lenses by post",
    `<p>Pay monthly by direct debit and we post your lenses to you every 3 months. Your aftercare and contact lens
    check-ups are included while you're on a plan.</p>` +
      table(
        "Monthly plans",
        ["Lenses", "Monthly direct debit", "Eyecare Club members"],
        [
          ["Daily disposables", "£27.50", "£24.50"],
          ["Monthly disposables", "£16.00", "£14.00"],
          ["Toric dailies (for astigmatism)", "£36.00", "£32.00"],
          ["Multifocal dailies", "£42.00", "£38.00"],
        ],
      ) +
      dl([
        ["First fitting", "£40, taken off your first month if you join a plan"],
        ["Trial lenses", "Free to take away after your fitting"],
        ["Leaving", "Cancel your direct debit any time after 3 months"],
        ["Children", "We fit contact lenses from age 8, at Westgate only"],
      ]),
  ),
  "/club": page(
    "Eyecare Club",
    `<p>Spread the cost of looking after your eyes. Members are private patients at either branch.</p>` +
      table(
        "Club plans",
        ["Plan", "Per month", "What's included"],
        [
          [
            "Club",
            "£8.50",
            "A standard eye examination every year, contact lens check-ups and 15% off glasses",
          ],
          [
            "Club Plus",
            "£14.00",
            "Everything in Club, an extended examination with OCT scan every year and accidental damage cover for one pair of glasses",
          ],
        ],
      ) +
      dl([
        ["Joining fee", "None"],
        ["Children", "Join free with a paying adult"],
        ["Shortest membership", "12 months"],
        ["Leaving", "One month's notice, after the first 12 months"],
      ]),
  ),
  "/book": page(
    "Book online",
    `<p>Book an eye examination at either branch. We'll email to confirm within one working day. For an NHS test,
    bring proof that you qualify. Need a test at home? <a href="/home-visits">Ask for a home visit</a>.</p>
      <form method="post" action="/book/request">
      <p><label>Branch <select name="branch">${options(BRANCHES)}</select></label></p>
      <p><label>Examination <select name="test">${options([
        ["standard", "Standard eye examination"],
        ["extended", "Extended examination with OCT scan"],
        ["contact-lens", "Contact lens check-up"],
        ["dry-eye", "Dry eye assessment (Market Place)"],
        ["child", "Children's eye examination (under 16)"],
        ["driving", "Driving eyesight check"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <input type="time" name="time" required></label></p>
      <p><label>Patient's name <input name="name" required></label></p>
      <p><label>Patient's date of birth <input type="date" name="dob"></label></p>
      <p><label>NHS eye test? <select name="nhs">${options([
        ["no", "No, I'll pay or I'm a club member"],
        ["yes", "Yes, I qualify for an NHS test"],
        ["unsure", "Not sure"],
      ])}</select></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Request this appointment</button></form>`,
  ),
  ...opticiansMorePages(page, options, BRANCHES),
};

export const OPTICIANS: CorpusSite = {
  name: "opticians",
  pages,
  layout: page,
  forms: {
    "/book/request": {
      title: "Appointment requested",
      reply: (f) =>
        `Thanks. We have a ${f.test} examination for ${f.name} at ${f.branch} on ${f.date} at ${f.time} ` +
        `(NHS: ${f.nhs}). We'll email ${f.email} to confirm within one working day. Reference HF-5521.`,
    },
    "/home-visits/request": {
      title: "Home visit requested",
      reply: (f) =>
        `Thanks, ${f.contact}. We've asked for a home visit for ${f.patient} at ${f.postcode} (${f.reason}), ` +
        `from ${f.date}. Our home visits team will ring ${f.phone} or email ${f.email} within 3 working days.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Your message about ${f.topic} (${f.branch}) has gone to the team, who will reply to ` +
        `${f.email} within 2 working days.`,
    },
  },
};
