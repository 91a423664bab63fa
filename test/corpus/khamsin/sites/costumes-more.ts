import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// KHAMSIN: the forty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Santa suits: suit, what's included, then a weekend, a week and all of December, then the deposit. */
const SANTA: [string, ...Cell[]][] = [
  ["Classic Santa", "Jacket, trousers, hat, belt, boot covers and a beard", "£35", "£45", "£150", "£50"],
  [
    "Deluxe Santa",
    "Velvet suit with fur trim, a real-look beard and wig, white gloves and black boots",
    "£60",
    "£80",
    "£240",
    "£100",
  ],
  ["Mrs Claus", "Dress, cape, cap and wig", "£35", "£45", "£140", "£50"],
  ["Elf, adult", "Tunic, hat, ears and striped tights", "£20", "£28", "£80", "£30"],
  ["Elf, child, ages 3 to 12", "Tunic, hat and ears", ["£12, for any length of hire", 3], "£15"],
];

/** Shows and schools: who for, hire length, a costume, the smallest order. */
const PRODUCTIONS: string[][] = [
  ["Schools and nurseries", "2 weeks", "£12", "10 costumes"],
  [
    "Amateur theatre and dance schools",
    "2 weeks, for the dress rehearsal and show week",
    "£18; Period £28",
    "10 costumes",
  ],
  ["Professional and touring companies", "By the week", "We'll quote", "–"],
];

/** Delivering and collecting show costumes: zone, postcodes, charge. */
const DELIVERY: string[][] = [
  ["Zone A", "Wexham and Harnby: WX1 to WX6, HN1 to HN5", "Free"],
  ["Zone B", "WX7 to WX9, HN6 to HN9 and PF1 to PF4", "£25"],
  ["Zone C", "PF5 to PF9 and GT1 to GT3", "£45"],
  ["The rest of mainland UK", "By courier, both ways", "£38 a box of up to 15 costumes"],
];

/** Things to buy: item, what it is, price. */
const BUY: string[][] = [
  ["Wigs", "More than 60 styles", "From £12"],
  ["Face paint kit", "12 colours, two brushes and sponges", "£14.99"],
  ["Stage blood", "50ml bottle", "£4.50"],
  ["Masquerade mask", "Venetian or lace", "£9.50"],
  ["Feather boa", "1.8m, in 20 colours", "£6"],
  ["Top hat", "Black or grey felt", "£16"],
  ["Coloured hair spray", "125ml, washes out", "£5.99"],
];

/** Santa suits, shows and schools, things to buy and how hiring works. */
export function costumesMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/santa": page(
      "Ho ho ho",
      `<p>Santa suits, Mrs Claus and elves, at the Shop and the Costume Store, cleaned between every hire.</p>` +
        groupedTable(
          "Santa suits",
          ["Suit", "What's included"],
          [
            ["Hire", ["A weekend", "A week", "All of December"]],
            ["Deposit", ["A suit"]],
          ],
          SANTA,
        ) +
        `<p class="notice"><strong>Deluxe Santa is fully booked for Saturday 19 and Sunday 20 December.</strong>
        Classic Santas are still free that weekend.</p>` +
        dl([
          ["All of December", "Collect from Tuesday 1 December and bring it back by Tuesday 29 December"],
          [
            "Grottos and shops",
            "Hiring 3 or more suits for all of December: we'll fit them free at the store",
          ],
          ["Beards", "Washed after every hire"],
        ]) +
        `<h2>Reserve a Santa suit</h2>
        <form method="post" action="/santa/book/send">
        <p><label>Suit <select name="suit">${options([
          ["classic", "Classic Santa"],
          ["deluxe", "Deluxe Santa"],
          ["mrs-claus", "Mrs Claus"],
          ["elf-adult", "Elf, adult"],
          ["elf-child", "Elf, child"],
        ])}</select></label></p>
        <p><label>How long <select name="hire">${options([
          ["weekend", "A weekend"],
          ["week", "A week"],
          ["december", "All of December"],
        ])}</select></label></p>
        <p><label>How many <input type="number" name="suits" min="1" max="10" required></label></p>
        <p><label>Collect from <select name="place">${options([
          ["shop", "The Shop, Wexham"],
          ["store", "The Costume Store, Harnby"],
        ])}</select></label></p>
        <p><label>Collect on <input type="date" name="date" required></label></p>
        ${contact}
        <button type="submit">Reserve</button></form>`,
    ),
    "/productions": page(
      "Shows &amp; schools",
      `<p>Carys dresses school plays, pantomimes and dance shows from the Costume Store, with every range on the
      rails.</p>` +
        table("Hire for shows", ["Who for", "Hire", "A costume", "Smallest order"], PRODUCTIONS) +
        table("Delivering and collecting", ["Zone", "Postcodes", "Charge"], DELIVERY) +
        dl([
          ["Booking", "At least 6 weeks before the show"],
          ["Fittings", "A costume parade at your school or theatre: free in Zone A, £40 anywhere else"],
          ["Paying", "Half when you book, the rest when the costumes come back"],
        ]) +
        `<h2>Ask for a quote</h2>
        <form method="post" action="/productions/quote/send">
        <p><label>You are <select name="group">${options([
          ["school", "A school or nursery"],
          ["amateur", "An amateur theatre or dance school"],
          ["professional", "A professional or touring company"],
        ])}</select></label></p>
        <p><label>The show <input name="show"></label></p>
        <p><label>First night <input type="date" name="date" required></label></p>
        <p><label>Costumes, roughly <input type="number" name="costumes" min="1" max="200" required></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Ask for a quote</button></form>`,
    ),
    "/shop": page(
      "Buy, don't borrow",
      `<p>Finishing touches to keep, at the Shop in Wexham.</p>` +
        table("To buy", ["Item", "What it is", "Price"], BUY) +
        line("The sale rail", "Costumes from our rails, £15 to £60, at the Costume Store only") +
        line("Made to measure", "From £220, ready in 6 weeks"),
    ),
    "/how-it-works": page(
      "Hiring, step by step",
      `<p>Choose in person or reserve online, collect, wear it, bring it back. We do the washing.</p>` +
        dl([
          [
            "Who can hire",
            "Anyone 18 or over, with photo ID and a proof of address dated in the last 3 months",
          ],
          ["Deposit", "By card when you collect; back within 3 working days of the costume coming back"],
          ["Collecting", "Up to 2 days before your event; a weekend is Friday to Monday"],
          ["Late returns", "£10 a day for each costume, taken from the deposit; mascot suits £25 a day"],
          ["Cleaning", "Included: please don't wash anything yourself"],
          [
            "Damage",
            "Small tears and make-up are fine; we charge for anything we can't mend, up to the deposit, and a lost costume at what it costs to replace",
          ],
          [
            "Fittings",
            "Free, by appointment at the Costume Store: 30 minutes, or an hour for 5 or more people",
          ],
        ]) +
        `<h2>Book a fitting</h2>
        <form method="post" action="/fittings/book/send">
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options(
          Array.from({ length: 22 }, (_, i) => {
            const t = `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`;
            return [t, t] as [string, string];
          }),
        )}</select></label></p>
        <p><label>People coming <input type="number" name="people" min="1" max="12" required></label></p>
        <p><label>What for <select name="occasion">${options([
          ["party", "A party"],
          ["wedding", "A wedding, stag or hen"],
          ["show", "A show"],
          ["work", "A work event"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
  };
}
