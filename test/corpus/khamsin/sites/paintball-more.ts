import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// KHAMSIN: the forty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Mini Splat: session, when, low-impact paintballs, a child. */
const MINI_SPLAT: string[][] = [
  ["Mini Splat, 2 hours", "Saturdays and Sundays at 09:30 and 13:30", "100", "£22"],
  ["Mini Splat Max, 3 hours", "Sundays at 09:30", "200", "£30"],
  ["Extra low-impact paintballs", "Bought at base camp", "100", "£7"],
];

/** Laser tag: game, time in the arena, then a player off-peak and at peak. */
const LASER: [string, ...Cell[]][] = [
  ["One game", "20 minutes", "£8", "£10"],
  ["Two games", "40 minutes", "£14", "£17"],
  ["Three games", "60 minutes", "£19", "£23"],
  ["Arena takeover: the whole arena for your group, up to 30 players", "1 hour", ["£240, any time", 2]],
];

/** Birthday parties: party, where, ages, smallest party, what's included, a child. */
const PARTIES: string[][] = [
  [
    "Laser party",
    "The Arena",
    "6 to 14",
    "8 children",
    "Two games, then 45 minutes in the party room with hot food and a drink",
    "£18.50",
  ],
  [
    "Laser party plus",
    "The Arena",
    "6 to 14",
    "8 children",
    "Three games, then the party room with hot food, a drink and ice cream, and a party bag each",
    "£23",
  ],
  [
    "Mini Splat party",
    "Scarrow Wood",
    "8 to 11",
    "10 children",
    "A 2-hour Mini Splat session with 100 low-impact paintballs each, and hot dogs at base camp",
    "£26",
  ],
  [
    "Junior paintball party",
    "Scarrow Wood",
    "12 to 15",
    "10 players",
    "A taster with 100 paintballs each and lunch; a parent or guardian must play too",
    "£30",
  ],
];

/** Laser tag at your place: zone, postcodes, travel. */
const ZONES: string[][] = [
  ["Zone 1", "Brantwick: QB1 to QB9", "Free"],
  ["Zone 2", "QB10 to QB14 and QE1 to QE4", "£30"],
  ["Zone 3", "QE5 to QE9 and RD1 to RD3", "£60"],
  ["Further away", "Anywhere else", "We don't travel further"],
];

/** Who can play: game, youngest, under 16s, under 18s. */
const AGES: string[][] = [
  [
    "Paintball at Scarrow Wood",
    "12",
    "12 to 15s play with a parent or guardian playing in the same group",
    "A parent or guardian signs the waiver",
  ],
  ["Mini Splat", "8, up to 11", "A grown-up stays at base camp for the whole session", "–"],
  ["Laser tag at the Arena", "6", "Under 8s play with a grown-up who plays too", "–"],
  ["Laser tag at your place", "6", "A teacher or parent in charge of the group", "–"],
];

/** Mini Splat, the Arena, parties, laser tag at your place and the rules. */
export function paintballMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/juniors": page(
      "Little splatters",
      `<p>Mini Splat is paintball for 8 to 11 year olds, with low-impact paintballs, lighter markers and shorter
      games in our own junior zone at Scarrow Wood. Children 12 and over play on the main site.</p>` +
        table("Mini Splat", ["Session", "When", "Low-impact paintballs", "A child"], MINI_SPLAT) +
        dl([
          ["Who can play", "Ages 8 to 11, at least 120cm tall"],
          ["Grown-ups", "One grown-up for every 5 children stays at base camp; grown-ups don't play"],
          ["Booking", "Join a session on your own, or book a whole session for 10 or more children"],
          ["What to wear", "Old clothes and wellies; we lend overalls, a mask and a chest protector"],
        ]),
    ),
    "/arena": page(
      "The Arena",
      `<p>Laser tag over two floors of ramps, towers and fog at the Kilnworth Trading Estate. Every player gets a
      vest and a phaser; your scores are printed after each game.</p>` +
        groupedTable(
          "Laser tag",
          ["Game", "Time in the arena"],
          [["A player", ["Off-peak", "Peak"]]],
          LASER,
        ) +
        line("Off-peak", "Tuesday to Friday before 18:00, in term time") +
        line("Peak", "After 18:00, Saturdays and Sundays, and every day of the school holidays") +
        dl([
          [
            "Groups",
            "10 to 19 players booked together: 10% off. 20 or more: 15% off. Not with parties or the takeover",
          ],
          ["Games start", "On the hour and on the half hour"],
          ["Ages", "6 and over; under 8s play with a grown-up who plays too"],
          ["Arrive", "15 minutes before your game for the briefing"],
        ]) +
        `<h2>Book laser tag</h2>
        <form method="post" action="/arena/book/send">
        <p><label>Game <select name="game">${options([
          ["one", "One game"],
          ["two", "Two games"],
          ["three", "Three games"],
          ["takeover", "Arena takeover"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options(
          Array.from({ length: 24 }, (_, i) => {
            const t = `${String(10 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`;
            return [t, t] as [string, string];
          }),
        )}</select></label></p>
        <p><label>Players <input type="number" name="players" min="1" max="30" required></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/parties": page(
      "Birthdays",
      `<p>Laser tag parties at the Arena, and Mini Splat and paintball parties in the woods, with a host from
      start to finish.</p>` +
        table(
          "Birthday parties",
          ["Party", "Where", "Ages", "Smallest party", "What's included", "A child"],
          PARTIES,
        ) +
        dl([
          ["The birthday child", "Plays free when 12 or more guests pay"],
          [
            "When",
            "At the Arena on Saturdays and Sundays at 10:00, 12:30 and 15:00, and Fridays at 16:30; in the woods on Saturdays and Sundays at 09:30 and 13:30",
          ],
          ["Deposit", "£50 to hold the date, taken off the bill"],
          ["Cancelling", "With 7 days' notice we refund the deposit"],
          ["Cake", "Bring your own and we'll light the candles"],
        ]) +
        `<h2>Book a party</h2>
        <form method="post" action="/parties/book/send">
        <p><label>Party <select name="party">${options([
          ["laser", "Laser party"],
          ["laser-plus", "Laser party plus"],
          ["mini-splat", "Mini Splat party"],
          ["junior", "Junior paintball party"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["09:30", "09:30, the woods"],
          ["10:00", "10:00, the Arena"],
          ["12:30", "12:30, the Arena"],
          ["13:30", "13:30, the woods"],
          ["15:00", "15:00, the Arena"],
          ["16:30", "16:30, the Arena, Fridays"],
        ])}</select></label></p>
        <p><label>Children coming <input type="number" name="children" min="8" max="30" required></label></p>
        <p><label>How old the birthday child will be <input type="number" name="age" min="6" max="15"></label></p>
        ${contact}
        <button type="submit">Ask for this party</button></form>`,
    ),
    "/on-tour": page(
      "We come to you",
      `<p>We bring the Arena's laser tag kit to your school, hall, garden or field: 20 vests and phasers, inflatable
      barriers, music and two hosts.</p>` +
        line("Two hours, up to 20 players", "£220") +
        line("Each player more", "£8, up to 30 players") +
        table("Travel", ["Zone", "Postcodes", "Travel"], ZONES) +
        dl([
          ["Space", "Indoors, a hall at least 15m by 10m; outdoors, a flat field or a big garden"],
          ["Power", "A socket within 20m"],
          ["When", "Weekdays from 15:30, or all day for schools; weekends any time"],
          ["Deposit", "£60 when you book"],
        ]) +
        `<h2>Ask for a quote</h2>
        <form method="post" action="/on-tour/quote/send">
        <p><label>Where <select name="venue">${options([
          ["school", "A school"],
          ["hall", "A hall"],
          ["garden", "A garden or field"],
          ["other", "Somewhere else"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Players <input type="number" name="players" min="1" max="30" required></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Ask for a quote</button></form>`,
    ),
    "/rules": page(
      "Before you play",
      `<p>Everyone signs a waiver before they play, online or at the desk.</p>` +
        table("Who can play", ["Game", "Youngest", "Under 16s", "Under 18s"], AGES) +
        dl([
          [
            "Alcohol",
            "No one who has been drinking plays. On stag and hen days we'll send home anyone who's had too much, with no refund",
          ],
          ["Pregnancy", "Please don't play paintball while pregnant; laser tag is fine"],
          ["What to wear", "Old clothes and boots or trainers with grip; no football boots with metal studs"],
          ["Glasses", "Yes: our masks fit over most glasses"],
          ["Medical", "Tell a marshal about asthma, allergies or a heart condition before you play"],
          ["Masks", "Never off in a game zone, even between games"],
        ]),
    ),
  };
}
