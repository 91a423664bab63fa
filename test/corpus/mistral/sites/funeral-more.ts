import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// MISTRAL: the forty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Funeral plans: plan, what's covered, at once, then a month over 12, 24 and 60 months. */
const PLANS: string[][] = [
  [
    "Direct Cremation Plan",
    "Our Direct Cremation, with the crematorium's fee",
    "£1,650",
    "£137.50",
    "£68.75",
    "£32.40",
  ],
  [
    "Simple Plan",
    "Our Simple Funeral, with £1,200 towards the crematorium and a celebrant",
    "£3,900",
    "£325",
    "£162.50",
    "£76.50",
  ],
  [
    "Traditional Plan",
    "Our Traditional Funeral, with £1,500 towards the crematorium or burial, a celebrant and flowers",
    "£5,100",
    "£425",
    "£212.50",
    "£99.90",
  ],
];

/** Funeral notices: name, age, of, the service, when, donations to. */
const NOTICES: string[][] = [
  [
    "Joan Pilling",
    "95",
    "Netherby",
    "Netherby Crematorium",
    "Monday 23 November 2026, 12:00",
    "Netherby Memory Café",
  ],
  [
    "Robert (Bob) Haines",
    "78",
    "Netherby",
    "St Oswald's Church, Netherby, then the churchyard",
    "Tuesday 1 December 2026, 13:00",
    "Netherby Community First Responders",
  ],
  [
    "Anjali Mistry",
    "64",
    "Selbury",
    "Hollins Vale Crematorium, West Chapel",
    "Thursday 3 December 2026, 14:15",
    "Cancer Research UK",
  ],
  [
    "Margaret Ellen Dwyer",
    "91",
    "Selbury",
    "Hollins Vale Crematorium, East Chapel",
    "Friday 4 December 2026, 11:30",
    "Selbury Hospice",
  ],
  [
    "Dennis Arthur Cole",
    "88",
    "Upper Brayton",
    "Linden Meadow Woodland Burial Ground",
    "Wednesday 9 December 2026, 10:00",
    "The Woodland Trust",
  ],
];

/** The Orchard Room's menus: menu, what's in it, a head, allergens. */
const MENUS: string[][] = [
  [
    "Tea and cake",
    "Tea, coffee, scones with jam and clotted cream, and two home-made cakes",
    "£7.50",
    "Gluten, milk, egg",
  ],
  [
    "Finger buffet",
    "Sandwiches (egg mayonnaise, ham, cheese and pickle), sausage rolls, quiche, crisps, a cake, tea and coffee",
    "£14.50",
    "Gluten, milk, egg, mustard",
  ],
  [
    "Hot buffet",
    "Beef stew or vegetable chilli with rice, bread rolls, apple crumble and custard, tea and coffee",
    "£19.50",
    "Gluten, milk, celery, sulphites",
  ],
];

/** Plans, funeral notices and the Orchard Room. */
export function funeralMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/plans": page(
      "Planning ahead",
      `<p>A funeral plan pays for our part of your funeral at today's prices, so your family doesn't have to.</p>` +
        groupedTable(
          "Funeral plans",
          ["Plan", "What's covered", "Pay at once"],
          [["Or a month, over", ["12 months", "24 months", "60 months"]]],
          PLANS,
        ) +
        dl([
          ["Over 12 or 24 months", "No interest"],
          ["Over 60 months", "With interest, at a fixed monthly payment"],
          ["Who can buy one", "Anyone 50 or over; paying over 60 months, anyone up to 75 when they start"],
          ["Cancelling", "A full refund within 30 days; after that, what you've paid less a £250 fee"],
          [
            "Not covered",
            "Burial plots, headstones, catering, newspaper notices and flowers past the allowance",
          ],
        ]) +
        `<h2>Ask about a plan</h2>
        <form method="post" action="/plans/enquire/send">
        <fieldset><legend>Plan</legend>
        <label><input type="radio" name="plan" value="direct"> Direct Cremation Plan</label>
        <label><input type="radio" name="plan" value="simple"> Simple Plan</label>
        <label><input type="radio" name="plan" value="traditional"> Traditional Plan</label>
        </fieldset>
        <p><label>Paying <select name="pay">${options([
          ["once", "All at once"],
          ["12", "Over 12 months"],
          ["24", "Over 24 months"],
          ["60", "Over 60 months"],
        ])}</select></label></p>
        <p><label>Age of the person the plan is for <input type="number" name="age" min="50"></label></p>
        <p><label><input type="checkbox" name="brochure" value="yes"> Send me a brochure by post</label></p>
        ${contact}
        <button type="submit">Send</button></form>`,
    ),
    "/notices": page(
      "Notices",
      `<p>Funerals we're arranging, shared with the families' permission.</p>` +
        table("Funeral notices", ["Name", "Age", "Of", "Service", "When", "Donations to"], NOTICES) +
        dl([
          [
            "Flowers",
            "Family flowers only, unless the family says otherwise, left at either branch the day before",
          ],
          ["Donations", "By cheque to either branch, made out to the charity"],
          ["Webcasts", "Ask the family for the link"],
        ]),
    ),
    "/gathering": page(
      "Afterwards",
      `<p>The Orchard Room, behind our Netherby branch, is for families to gather after a funeral: 60 seated or 80
      standing, with its own kitchen, a garden and parking.</p>` +
        table("Menus", ["Menu", "What's in it", "A head", "Allergens"], MENUS) +
        dl([
          ["Room hire", "£180 for 3 hours; £50 for each hour after"],
          [
            "Catering",
            "For 20 or more; gluten-free or vegan versions of any menu at the same price, with 5 days' notice",
          ],
          [
            "Drinks",
            "Tea and coffee with every menu. We have no bar: bring your own wine or beer, with no corkage",
          ],
          ["When", "Monday to Saturday, 11:00 to 18:00"],
        ]) +
        `<h2>Book the Orchard Room</h2>
        <form method="post" action="/gathering/book/send">
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>From <select name="start">${options([
          ["11:00", "11:00"],
          ["12:00", "12:00"],
          ["12:30", "12:30"],
          ["13:00", "13:00"],
          ["14:00", "14:00"],
          ["15:00", "15:00"],
        ])}</select></label></p>
        <p><label>How many of you <input type="number" name="guests" min="1" max="80" required></label></p>
        <p><label>Menu <select name="menu">${options([
          ["none", "No food, the room only"],
          ["tea", "Tea and cake"],
          ["finger", "Finger buffet"],
          ["hot", "Hot buffet"],
        ])}</select></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
  };
}
