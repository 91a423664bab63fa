import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// COLD: the ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "19 November 2026",
    "Christmas and New Year opening",
    "Thursday 24 December: Ashby Road 08:30–16:00, Market Square 09:00–13:00. Friday 25 and Saturday 26 December: both branches closed. Sunday 27 December: Ashby Road 10:00–14:00 as usual. Monday 28 December (bank holiday): Market Square is Kettlewick's rota pharmacy, open 10:00–14:00; Ashby Road is closed. Thursday 31 December: both branches close at 17:00. Friday 1 January: both closed. Normal hours again from Saturday 2 January. Please order repeat prescriptions by Friday 18 December.",
  ],
  [
    "2 November 2026",
    "Ear wax removal at Market Square",
    "Tomasz Zielinski has trained in microsuction, so Market Square now clears blocked ears on Tuesdays and Thursdays, by appointment. Ashby Road hopes to follow in spring 2027.",
  ],
  [
    "14 September 2026",
    "Flu jabs are here",
    "NHS and private flu jabs at both branches until 31 March 2027. At Ashby Road you can walk in on Saturday mornings, 09:00–12:00, without an appointment; at Market Square, please book.",
  ],
  [
    "5 August 2026",
    "Later on Thursdays",
    "From Thursday 3 September, Ashby Road stays open until 20:00 on Thursdays, for everyone who can't get here before work.",
  ],
  [
    "12 June 2026",
    "Well done, Grace",
    "Grace Adebayo has passed her accuracy checking course, so she can now give your prescription its final check at Ashby Road.",
  ],
]);

const TEAM: [name: string, role: string, branch: string, note: string][] = [
  [
    "Helen Fenner",
    "Superintendent pharmacist and owner",
    "Ashby Road",
    "Third generation of Fenners behind the counter.",
  ],
  ["Rajesh Varma", "Pharmacist manager", "Market Square", "Runs the branch and the stop smoking clinic."],
  ["Olivia Brandon", "Pharmacist and travel clinic lead", "Ashby Road", "Ask her about jabs for your trip."],
  ["Tomasz Zielinski", "Pharmacist, ear care", "Market Square", "Does our ear wax removal."],
  ["Anita Kowal", "Weekend pharmacist", "Ashby Road", "With us on Saturdays and Sundays."],
  [
    "Grace Adebayo",
    "Accuracy checking technician",
    "Ashby Road",
    "Gives every prescription its final check.",
  ],
  ["Megan Holt", "Dispenser", "Market Square", "Makes up your repeats."],
  ["Sunil Mehta", "Trainee pharmacist", "Market Square", "In his foundation year with us."],
  ["Callum Pryce", "Delivery driver", "Both branches", "Drives the van on delivery afternoons."],
];

const people = (list: typeof TEAM) =>
  `<div class="cards">${list
    .map(
      ([name, role, branch, note]) =>
        `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p class="branch">${branch}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Team, news, answers, delivery and contact pages, and two pages only the site's search finds. */
export function pharmacyMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  branches: [string, string][],
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Faces",
      `<p>John Fenner opened the Market Square shop in 1962. His granddaughter Helen took over in 2011 and opened
      Ashby Road in 2015. 18 of us work across the two branches; these are the nine you'll see most.</p>` +
        people(TEAM),
    ),
    "/news": page("Noticeboard", NEWS),
    "/faq": page(
      "Ask us anything",
      `<h2>Do I need an appointment for a flu jab?</h2><p>At Market Square, yes. At Ashby Road you can book, or
      just walk in on a Saturday morning between 09:00 and 12:00.</p>
      <h2>Can I bring back medicines I no longer need?</h2><p>Yes, at either branch, ideally in their boxes. Used
      needles are different: take your full sharps bin to Ashby Road, which swaps it for an empty one free. Market
      Square can't take sharps.</p>
      <h2>Is there somewhere private to talk?</h2><p>Yes, both branches have a consultation room. Just ask at the
      counter.</p>
      <h2>Do you do blood tests or cholesterol checks?</h2><p>No, we don't take blood or test cholesterol. Your GP
      surgery can.</p>
      <h2>Do you do passport photos?</h2><p>Yes, at Market Square only: £7.99 for four, ready in 5 minutes.</p>
      <h2>How do I get my prescriptions sent to you?</h2><p>Tell your GP surgery, or choose us as your nominated
      pharmacy in the NHS App. Ask us and we'll do it with you.</p>
      <h2>Can you send medicines abroad?</h2><p>No, we can only deliver within 3 miles of our branches.</p>`,
    ),
    "/to-your-door": page(
      "To your door",
      `<p>Callum brings prescriptions round in our van on Monday, Wednesday and Friday afternoons. See
      <a href="/prescriptions">Your medicines</a> for who gets it free. Sign up once and we'll deliver every
      repeat from then on.</p>
      <form method="post" action="/delivery/sign-up">
      <p><label>Patient's name <input name="name" required></label></p>
      <p><label>Address <input name="address" required></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Best afternoon <select name="day">${options([
        ["monday", "Monday"],
        ["wednesday", "Wednesday"],
        ["friday", "Friday"],
      ])}</select></label></p>
      <p><label>Which applies? <select name="reason">${options([
        ["over-70", "I'm 70 or over"],
        ["housebound", "I'm housebound"],
        ["ppc", "I have a prepayment certificate"],
        ["paying", "None of these: I'll pay for each delivery"],
      ])}</select></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Anything the driver should know? <textarea name="notes"></textarea></label></p>
      <button type="submit">Sign me up</button></form>`,
    ),
    "/contact": page(
      "Ring or write",
      dl([
        ["Ashby Road", "01632 960 311"],
        ["Market Square", "01632 960 322"],
        ["Head office and accounts (Monday to Friday, 09:00–17:00)", "01632 960 300"],
        ["Email", "hello@fennerspharmacy.test"],
        ["When we're both closed", "Call NHS 111"],
      ]) +
        `<h2>Ask a pharmacist</h2><p>Leave your number and a pharmacist will ring you back.</p>
      <form method="post" action="/ask">
      <p><label>Name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Branch <select name="branch">${options(branches)}</select></label></p>
      <p><label>Your question <textarea name="question"></textarea></label></p>
      <button type="submit">Ring me back</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your records as the NHS requires. We never sell your data.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/stock/winter-remedies": page(
      "Cold and flu: on the shelf this week",
      `<p>Updated Monday 23 November 2026. Prices include VAT. Not sure what to take? Ask the pharmacist.</p>` +
        table(
          "Cold and flu remedies",
          ["Product", "Price", "At Ashby Road", "At Market Square"],
          [
            ["Paracetamol 500 mg caplets (16)", "£0.79", "48", "30"],
            ["Ibuprofen 200 mg tablets (16)", "£1.09", "40", "25"],
            ["Hot lemon powders with paracetamol (10)", "£4.29", "18", "6"],
            ["Chesty cough syrup (150 ml)", "£6.49", "12", "Out of stock"],
            ["Dry cough linctus (200 ml)", "£5.75", "9", "7"],
            ["Decongestant nasal spray (15 ml)", "£4.99", "15", "11"],
            ["Honey and lemon throat lozenges (36)", "£3.25", "30", "20"],
            ["Digital thermometer", "£9.99", "5", "3"],
            ["Steam inhaler", "£12.50", "2", "Out of stock"],
          ],
        ) +
        `<p>You can buy no more than 2 packs of paracetamol or ibuprofen at a time.</p>`,
    ),
    "/supply-updates": page(
      "Medicines in short supply",
      `<p>Updated 23 November 2026. If we can't get your medicine, we'll ask your GP for an alternative the same
      day.</p>` +
        table(
          "Supply problems",
          ["Medicine", "Where things stand", "Expected back"],
          [
            [
              "Estradiol 50 microgram patches",
              "Short across the country; Market Square has a few boxes",
              "Mid-December",
            ],
            ["Lisdexamfetamine 30 mg capsules", "Maker's delay; none at either branch", "8 January 2027"],
            [
              "Pancreatin (Creon 25,000) capsules",
              "Limited: kept for our regular patients",
              "End of January 2027",
            ],
            ["Amoxicillin 250 mg/5 ml liquid", "Back at both branches", "In stock now"],
          ],
        ),
    ),
  };
}
