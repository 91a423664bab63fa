import type { FixturePage } from "../../../helpers/fixture-site";
import { dl, table } from "../../sites/kit";

// LAST: the fourth held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read
// this file.

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const SALONS: [string, string][] = [
  ["abbey-street", "Abbey Street"],
  ["mill-quay", "Mill Quay"],
];

/** Every price has a sibling in its row (another length) and its column (another service). */
const BY_LENGTH: string[][] = [
  ["Cut and blow-dry", "£38", "£45", "£54"],
  ["Blow-dry only", "£24", "£29", "£35"],
  ["Full head colour", "£62", "£74", "£88"],
  ["Half head highlights", "£68", "£79", "£92"],
  ["Full head highlights", "£86", "£99", "£118"],
  ["Balayage", "£110", "£130", "£155"],
];

const BARBER: string[][] = [
  ["Classic cut", "£19", "30 minutes"],
  ["Skin fade", "£23", "40 minutes"],
  ["Beard trim and shape", "£12", "15 minutes"],
  ["Hot towel shave", "£26", "45 minutes"],
  ["Cut and beard", "£29", "50 minutes"],
  ["Boys' cut (under 12)", "£13", "20 minutes"],
  ["Over-65s classic cut (Tuesday to Thursday)", "£15", "30 minutes"],
];

/** The menu, the salons, the answers, the story, the contact form, and two pages only the site's search finds. */
export function salonMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/prices": page(
      "The menu",
      `<p>Short means above the chin; shoulder length reaches the shoulders; long is anything past them.</p>` +
        table("Hair, by length", ["Service", "Short", "Shoulder length", "Long"], BY_LENGTH) +
        `<p>Children's cut and dry (under 12): £18 at any length.</p>` +
        table("Barbering", ["Service", "Price", "Time"], BARBER) +
        dl([
          ["Patch test", "Free; at least 48 hours before any colour"],
          ["Consultation", "Free, 15 minutes"],
          ["Toner with any colour", "£15"],
          ["Olaplex treatment", "£25 on its own, £18 with a colour"],
        ]) +
        `<p>Prices are for our stylists and barbers. A senior stylist adds £8; the creative director adds £15.</p>`,
    ),
    "/salons": page(
      "Chairs & doors",
      table(
        "Opening hours",
        ["Day", "Abbey Street", "Mill Quay"],
        [
          ["Monday", "Closed", "09:00–17:30"],
          ["Tuesday", "09:00–18:00", "09:00–17:30"],
          ["Wednesday", "09:00–18:00", "09:00–17:30"],
          ["Thursday", "09:00–20:30", "10:00–19:00"],
          ["Friday", "09:00–18:00", "09:00–17:30"],
          ["Saturday", "08:30–17:00", "09:00–16:00"],
          ["Sunday", "10:00–15:00", "Closed"],
        ],
      ) +
        `<h2>Abbey Street</h2>` +
        dl([
          ["Address", "14 Abbey Street, Kettlewick KW1 2DA"],
          ["Phone", "01632 967 101"],
          ["Chairs", "8 styling chairs and 3 barber chairs"],
          ["Walk-ins", "Barbering only, Tuesday to Saturday"],
          ["Parking", "Pay and display on Abbey Street, 2 hours at most"],
          ["Access", "Step-free, with an accessible toilet"],
        ]) +
        `<h2>Mill Quay</h2>` +
        dl([
          ["Address", "Unit 3, Mill Quay, Kettlewick KW2 5QT"],
          ["Phone", "01632 967 202"],
          ["Chairs", "5 styling chairs and 2 barber chairs"],
          ["Walk-ins", "No, by appointment only"],
          ["Parking", "Free, 6 customer spaces behind the salon"],
          ["Access", "Step-free salon floor; the toilet is up one flight of stairs"],
        ]) +
        `<p>Before Christmas, Abbey Street stays open until 21:00 on 17, 18 and 23 December. Both salons are closed
        from 25 December to 1 January.</p>`,
    ),
    "/faq": page(
      "Good to know",
      `<h2>Do I need a patch test before colour?</h2><p>Yes, before any colour service, at least 48 hours before your
      appointment. It takes about five minutes and costs nothing.</p>
      <h2>What if I'm running late?</h2><p>We hold your appointment for 10 minutes. After 15 minutes we may have to
      shorten the service or move you to another time.</p>
      <h2>How much notice do I need to give to cancel?</h2><p>Please give us 24 hours. Cancellations with less notice,
      and no-shows, are charged half the price of the service.</p>
      <h2>Can I bring my children?</h2><p>Of course: under-12s have their own prices on the menu. We see under-5s on
      weekdays only, before 15:00.</p>
      <h2>Do you sell gift vouchers?</h2><p>Yes, for any amount from £10, in either salon or by phone. A voucher is
      valid for 12 months from the day it is bought.</p>
      <h2>How can I pay?</h2><p>By card, contactless or cash; we do not take cheques. Colour booked online needs a
      £20 deposit, taken off your bill on the day.</p>
      <h2>Do you use products that are kind to the planet?</h2><p>We colour and style with Davines, and we have been
      a certified Green Salon since 2021.</p>`,
    ),
    "/about": page(
      "Since 2009",
      `<p>Ruth Abernethy opened our first salon on Abbey Street in 2009, with two chairs and a borrowed dryer. Mill
      Quay followed in 2018, in the old harbour master's office.</p>
      <p>Today 16 of us work across the two salons, and five of us trained here as apprentices. Olu Adeyemi manages
      Mill Quay; Ruth still runs Abbey Street.</p>
      <p>We were named Salon of the Year at the Kettlewick Business Awards in 2023, and runner-up in 2021.</p>`,
    ),
    "/contact": page(
      "Say hello",
      `<p>For bookings, <a href="/book">book online</a> or call the salon. For anything else, write to us here.</p>
      <form method="post" action="/contact/send">
      <p><label>Which salon <select name="salon">${options(SALONS)}</select></label></p>
      <p><label>About <select name="topic">${options([
        ["general", "A general question"],
        ["feedback", "Feedback on a visit"],
        ["vouchers", "Gift vouchers"],
        ["weddings", "Wedding and event hair"],
        ["jobs", "Working with us"],
      ])}</select></label></p>
      <p><label>Name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Message <textarea name="message" rows="5"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your contact details and colour records for as long as you are a client, and for two years after
      your last visit. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep the booking system working. Optional analytics cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/weddings": page(
      "Bridal hair",
      table(
        "Wedding hair",
        ["Service", "Price"],
        [
          ["Bridal trial", "£65"],
          ["Bride on the day", "£110"],
          ["Bridesmaid", "£55"],
          ["Mother of the bride", "£48"],
          ["Flower girl (under 12)", "£25"],
        ],
      ) +
        `<p>We travel free within 10 miles of Kettlewick, then 60p a mile. A £50 deposit holds your date, and we
        take no more than two weddings on one Saturday.</p>`,
    ),
    "/careers": page(
      "Work with us",
      `${table(
        "Vacancies",
        ["Role", "Salon", "Pay"],
        [
          ["Apprentice stylist", "Abbey Street", "£8.60 an hour, rising to £11.44 after the first year"],
          ["Experienced barber", "Mill Quay", "£13.20 an hour plus 10% commission"],
          ["Weekend receptionist", "Abbey Street", "£12.10 an hour"],
        ],
      )}<p>Apprentices spend four days a week in the salon and one at Kettlewick College. Closing date for all
      roles: 18 December 2026.</p>`,
    ),
  };
}
