import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// THAW: the fourteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year hours",
    "Market Place is open 09:00–13:00 on Christmas Eve and then closed until Monday 4 January. Westgate is open 09:30–15:00 on Christmas Eve, closed on Christmas Day and Boxing Day, open 10:00–16:00 from Sunday 27 to Thursday 31 December, closed on New Year's Day, and back to normal hours on Saturday 2 January.",
  ],
  [
    "4 November 2026",
    "Eyecare Club from February",
    "From 1 February 2027 the Club plan goes up from £8.50 to £9.25 a month. Club Plus stays at £14.00, and nothing changes for children.",
  ],
  [
    "15 October 2026",
    "Later at Westgate",
    "From 1 October our late night at Westgate moved from Wednesday to Thursday: Westgate is now open until 20:00 on Thursdays, and closes at 18:00 on Wednesdays like the other weekdays.",
  ],
  [
    "2 September 2026",
    "Summer offer ends",
    "Our summer two-for-one on Essentials frames ended on 31 August. Second pairs are still half price all year round.",
  ],
  [
    "1 April 2026",
    "Eye examination fees",
    "From today a standard private eye examination is £32, up from £29, the first rise in four years. Club members still get theirs included.",
  ],
]);

const TEAM: [name: string, role: string, branch: string, days: string][] = [
  ["Helen Finch", "Optometrist and director", "Market Place", "Monday, Tuesday, Thursday and Friday"],
  ["Oliver Harlow", "Dispensing optician and director", "Westgate", "Tuesday to Saturday"],
  [
    "Dr Amara Okafor",
    "Optometrist and independent prescriber (dry eye)",
    "Market Place",
    "Wednesday and Saturday",
  ],
  ["Sam Kowalczyk", "Optometrist", "Westgate", "Monday, Wednesday, Thursday and Sunday"],
  [
    "Daniel Reeve",
    "Optometrist (children's eyes and myopia management)",
    "Westgate",
    "Tuesday, Friday and Saturday",
  ],
  ["Priya Shah", "Contact lens optician", "Westgate", "Thursday, Friday and Saturday"],
  ["Rosie Tran", "Dispensing optician", "Market Place", "Monday to Friday"],
  ["Graham Pell", "Audiologist", "Market Place", "Tuesday and Friday"],
  ["Bethany Cole", "Branch manager", "Market Place", "Monday to Saturday"],
];

/** Home visits, team, news, answers and contact pages, and two pages only the site's search finds. */
export function opticiansMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  branches: [string, string][],
): Record<string, FixturePage> {
  return {
    "/home-visits": page(
      "At home",
      `<p>If you can't get to one of our branches on your own because of illness or disability, or you live in a
      care home, an optometrist can come to you. NHS home eye tests are free for anyone who qualifies for one; we
      bring a selection of frames and deliver your glasses too.</p>` +
        dl([
          ["Where we go", "Ashcombe and villages within 10 miles of Market Place"],
          ["When", "Monday to Friday, between 10:00 and 15:00"],
          ["Who comes", "One of our optometrists with an assistant, both with ID"],
          ["Private home visit", "£75 if you don't qualify for an NHS visit"],
        ]) +
        `<h2>Ask for a home visit</h2>
      <form method="post" action="/home-visits/request">
      <p><label>Name of the person who needs the eye test <input name="patient" required></label></p>
      <p><label>Their postcode <input name="postcode" required></label></p>
      <p><label>Why can't they come in? <select name="reason">${options([
        ["housebound", "Illness or disability means they can't leave home on their own"],
        ["care-home", "They live in a care home"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Earliest date that suits <input type="date" name="date" required></label></p>
      <p><label>Your name (if you're asking for someone else) <input name="contact"></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <button type="submit">Ask for a visit</button></form>`,
    ),
    "/team": page(
      "Meet us",
      `<p>There are 19 of us across the two branches, 4 of them optometrists. All our optometrists, opticians and specialists are below; the
      rest of the team are optical assistants and receptionists.</p>${table("The team", ["Name", "Role", "Branch", "Days"], TEAM)}`,
    ),
    "/news": page("What's new", NEWS),
    "/faq": page(
      "Help",
      `<h2>How long does an eye examination take?</h2><p>About 30 minutes, or 40 minutes with an OCT scan. Allow
      another 20 minutes if you'd like to choose glasses afterwards.</p>
      <h2>Can I have a copy of my prescription?</h2><p>Yes. We give you a copy free after every examination, and you
      can use it to buy glasses anywhere you like.</p>
      <h2>What guarantee do I get?</h2><p>Frames are guaranteed for 2 years against faults. If you can't get on with
      new varifocals, tell us within 3 months and we'll change the lenses free.</p>
      <h2>Do you repair glasses you didn't sell?</h2><p>Yes. New screws, nose pads and adjustments are free, whoever
      made your glasses. Bigger repairs are quoted first.</p>
      <h2>Do I need to bring anything?</h2><p>Your current glasses, your contact lenses if you wear them, and a list
      of any medicines you take.</p>
      <h2>How can I pay?</h2><p>Card, contactless or cash, at either branch.</p>
      <h2>Can I drive after my eye examination?</h2><p>Usually yes. If we need to use drops to widen your pupils, your
      eyesight may be blurred for a few hours, so please don't drive until it clears.</p>`,
    ),
    "/contact": page(
      "Get in touch",
      dl([
        ["Market Place", "01632 960 151"],
        ["Westgate", "01632 960 152"],
        ["Accounts and the Eyecare Club", "01632 960 150 (Monday to Friday, 09:00–17:00)"],
        ["Email", "hello@harlowfinch.test"],
        ["Post", "Harlow & Finch Ltd, 14 Market Place, Ashcombe AS1 3MP"],
      ]) +
        `<h2>Send us a message</h2>
      <p>About an order, contact lenses, the club or anything else. We reply within 2 working days.</p>
      <form method="post" action="/contact/send">
      <p><label>What's it about? <select name="topic">${options([
        ["order", "Glasses I've ordered"],
        ["lenses", "Contact lenses"],
        ["club", "The Eyecare Club"],
        ["hearing", "Hearing care"],
        ["complaint", "A complaint"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Branch <select name="branch">${options([...branches, ["either", "Either"]])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Your message <textarea name="message" rows="5"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your eye examination records for 10 years after your last visit, or until a child is 25, whichever is later.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/hearing": page(
      "Hearing care",
      `<p>Graham Pell, our audiologist, sees patients at Market Place on Tuesdays and Fridays. A hearing test takes
      about an hour and is free.</p>` +
        table(
          "Hearing care prices",
          ["What", "Standard", "Eyecare Club members"],
          [
            ["Hearing test", "Free", "Free"],
            ["Ear wax removal by microsuction, both ears", "£55", "£45"],
            ["Hearing aids, a pair", "From £995", "From £895"],
          ],
        ) +
        `<p>Hearing aids come with a 60-day trial and aftercare for as long as you have them.</p>`,
    ),
    "/sports-eyewear": page(
      "Sports and swim eyewear",
      `<p>Glasses made for sport, in your prescription, from either branch. Allow 3 weeks.</p>` +
        table(
          "Sports eyewear prices",
          ["What", "Standard", "Eyecare Club members"],
          [
            ["Prescription swimming goggles", "£65", "£55"],
            ["Prescription sports sunglasses", "£135", "£115"],
            ["Children's sports goggles", "£48", "£40"],
          ],
        ) +
        `<p>Swimming goggles come in single vision prescriptions only.</p>`,
    ),
  };
}
