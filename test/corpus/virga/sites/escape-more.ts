import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// VIRGA: the twenty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Work outings: package, what's in it, group size, where, price. */
const OUTINGS: string[][] = [
  [
    "Breakout Hour",
    "Everyone plays at the same time across our rooms, then a leaderboard and photos",
    "8 to 24",
    "Either venue",
    "£28 a head",
  ],
  [
    "Breakout &amp; Debrief",
    "A game, then a 45-minute debrief on how your teams worked, with a facilitator, in the Strongroom",
    "12 to 24",
    "Old Bank only",
    "£42 a head",
  ],
  [
    "Full Takeover",
    "The whole of Orchard Park for the evening: games back to back, pizza and a prize for the fastest team",
    "Up to 30",
    "Orchard Park only",
    "£850 Monday to Thursday, £1,100 Friday to Sunday",
  ],
  [
    "The Strongroom",
    "Our meeting room in the old bank vault: seats 16, with a screen and coffee",
    "Up to 16",
    "Old Bank only",
    "£30 an hour",
  ],
];

/** Birthday add-ons: add-on, what you get, price, where. */
const ADD_ONS: string[][] = [
  ["Birthday box", "A banner, balloons and badges waiting in your room", "£12", "Both venues"],
  [
    "Party room",
    "45 minutes in our party room after your game: bring your own food and cake",
    "£35",
    "Orchard Park only",
  ],
  [
    "Pizza platter",
    "From Pepe's next door: a 14-inch pizza for every 3 players",
    "£8 a player",
    "Orchard Park only",
  ],
  ["Team photo print", "Your team photo with props, printed in a card frame", "£5", "Both venues"],
  [
    "Prosecco toast",
    "A glass each in the lobby bar after your game, for over 18s",
    "£6 a head",
    "Old Bank only",
  ],
];

/** A game master card: name, role, where, a line about them. */
const gm = (name: string, role: string, where: string, about: string) =>
  `<article class="card"><h3>${name}</h3><p>${role}</p><p>${where}</p><p>${about}</p></article>`;

const GAME_MASTERS = `<div class="cards">${[
  gm(
    "Kofi Mensah",
    "Venue manager",
    "The Old Bank",
    "Built The Vault's safe door himself. Favourite room: The Vault.",
  ),
  gm(
    "Shauna Kilbride",
    "Venue manager",
    "Orchard Park",
    "Has run Orchard Park since it opened in 2021. Favourite room: Lab 47.",
  ),
  gm(
    "Marek Nowak",
    "Game master",
    "The Old Bank, Wednesday to Sunday",
    "The voice of the butler in Murder at Marlow Manor.",
  ),
  gm("Ellie Thorpe", "Game master", "Orchard Park", "Runs our Pharaoh's Tomb birthday games."),
  gm(
    "Sam Okafor",
    "Game master",
    "Both venues, at weekends",
    "Has watched more than 2,000 teams try to get out of Prison Break.",
  ),
  gm(
    "Bea Lindqvist",
    "Head of puzzles",
    "Our workshop",
    "Designed Lab 47 and Murder at Marlow Manor, and is finishing Space Station Orion.",
  ),
  gm(
    "Callum Reid",
    "Events and work outings",
    "The office, Monday to Friday",
    "Plans every work outing: teams@cluebox.test or 0113 496 0725.",
  ),
].join("")}</div>`;

const BLOG = cards([
  [
    "20 November 2026",
    "Space Station Orion: launching 12 December",
    "Our seventh room opens at Orchard Park on Saturday 12 December: 2 to 6 players, 60 minutes, difficulty 4/5, age 12 and up. Book the opening weekend and get 20% off.",
  ],
  [
    "9 November 2026",
    "Farewell, Prison Break",
    "After six years and 14,200 escapees, Prison Break plays its last game on Sunday 3 January 2027. Vouchers bought for Prison Break can be used in any room.",
  ],
  [
    "1 November 2026",
    "New prices",
    "Our first price rise since 2023: from today a team of 4 at peak is £100 (it was £96) and off-peak £84 (it was £80). Pharaoh's Tomb stays at £60.",
  ],
  [
    "14 October 2026",
    "A new record in The Vault",
    "Team Lock Ness Monsters escaped The Vault in 41 minutes 12 seconds, beating the old record of 43 minutes 50 seconds set in 2024.",
  ],
  [
    "1 September 2026",
    "Late on Thursdays at Orchard Park",
    "From 3 September Orchard Park stays open until 22:00 on Thursdays (it used to close at 20:00).",
  ],
  [
    "15 July 2026",
    "Marlow Manor's new ending",
    "Bea has rewritten the last act of Murder at Marlow Manor. The escape rate dropped from 41% to 33% in the first month.",
  ],
]);

/** Work outings, gifts, birthdays, rules, the blog, the game masters, answers, contact, and three search-only pages. */
export function escapeMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/teams": page(
      "Work outings",
      `<p>Team building that people actually enjoy. Callum plans every outing with you.</p>` +
        table("Packages", ["Package", "What's in it", "Group size", "Where", "Price"], OUTINGS) +
        dl([
          ["Food", "Pizza and soft drinks for any package: £9.50 a head"],
          ["Daytime", "10% off packages that start before 17:00 Monday to Thursday"],
          ["Paying", "We invoice companies: 25% deposit to book, the rest 14 days after the event"],
        ]) +
        `<p><a href="/teams/enquire">Ask about a work outing</a></p>`,
    ),
    "/teams/enquire": page(
      "Ask about a work outing",
      `<p>Tell us about your group and Callum will come back to you within a working day.</p>
      <form method="post" action="/teams/enquire/send">
      <p><label>Company or organisation <input name="company" required></label></p>
      <p><label>Package <select name="package">${options([
        ["breakout-hour", "Breakout Hour"],
        ["breakout-debrief", "Breakout & Debrief"],
        ["takeover", "Full Takeover"],
        ["strongroom", "The Strongroom (meeting room)"],
      ])}</select></label></p>
      <p><label>Venue <select name="venue">${options([
        ["either", "Either"],
        ["old-bank", "The Old Bank"],
        ["orchard-park", "Orchard Park"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Group size <input type="number" name="size" min="2" max="40" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Work email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Send enquiry</button></form>`,
    ),
    "/gifts": page(
      "Gift vouchers",
      table(
        "Vouchers",
        ["Voucher", "Price"],
        [
          ["A game for up to 4 players, off-peak", "£84"],
          ["A game for up to 4 players, any time", "£100"],
          ["A game for up to 6 players, any time", "£126"],
          ["Money voucher", "Any amount from £20"],
        ],
      ) +
        dl([
          ["Valid for", "12 months from the day you buy it, in any room at either venue"],
          ["By email", "Free, and sent straight away"],
          [
            "By post",
            "In a gift box, £3.95, 2 to 3 working days. Last posting day before Christmas: Friday 18 December",
          ],
        ]) +
        `<p><a href="/gifts/buy">Buy a voucher</a></p>`,
    ),
    "/gifts/buy": page(
      "Buy a voucher",
      `<form method="post" action="/gifts/buy/send">
      <p><label>Voucher <select name="voucher">${options([
        ["offpeak-4", "A game for up to 4, off-peak (£84)"],
        ["anytime-4", "A game for up to 4, any time (£100)"],
        ["anytime-6", "A game for up to 6, any time (£126)"],
        ["amount", "An amount of your choice"],
      ])}</select></label></p>
      <p><label>Amount (money vouchers, from £20) <input type="number" name="amount" min="20"></label></p>
      <p><label>Send it <select name="delivery">${options([
        ["email", "By email (free)"],
        ["post", "Gift box by post (£3.95)"],
      ])}</select></label></p>
      <p><label>Who it's for <input name="recipient" required></label></p>
      <p><label>Your message <textarea name="message" rows="3"></textarea></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Your email <input type="email" name="email" required></label></p>
      <p><label>Postal address (gift box only) <textarea name="address" rows="3"></textarea></label></p>
      <button type="submit">Buy</button></form>`,
    ),
    "/birthdays": page(
      "Birthdays",
      `<p>Book any room for a birthday and add some extras. For 6 to 11 year olds, Pharaoh's Tomb at Orchard Park is
      the one.</p>` +
        table("Birthday add-ons", ["Add-on", "What you get", "Price", "Where"], ADD_ONS) +
        `<p>Bring your own cake: we'll keep it in the fridge, and there's no cake fee. Food is only allowed in the
        party room. Add extras when you book, or ring the venue.</p>`,
    ),
    "/rules": page(
      "House rules",
      dl([
        [
          "Arriving",
          "Please arrive 15 minutes before your game for the briefing. If you're more than 10 minutes late, your game is shortened by the time you've missed. If you're more than 30 minutes late we may have to cancel it, with no refund",
        ],
        [
          "Ages",
          "Each room has a minimum age (see our games). Under 16s must play with a paying adult, 18 or over, in the room. In Pharaoh's Tomb one adult can supervise up to 5 children",
        ],
        [
          "Pregnancy",
          "Most rooms are fine. Prison Break has a 6-metre crawl tunnel and The Vault a low crawl space: we can open a side door so you skip them. Tell us when you book",
        ],
        [
          "Claustrophobia",
          "You're never locked in: every door has a green release button. The Vault is the smallest and darkest room, lit by torches; Lab 47 is bright and open",
        ],
        ["Alcohol", "Anyone who has been drinking won't play, and won't get a refund"],
        ["Phones", "Phones go in a locker. No photos inside the rooms"],
        ["Hints", "3 free hints in every room; in Pharaoh's Tomb, as many as you like"],
      ]),
    ),
    "/blog": page("Dispatches", BLOG),
    "/game-masters": page(
      "Game masters",
      `<p>The people watching the cameras and dropping the hints.</p>${GAME_MASTERS}`,
    ),
    "/faq": page(
      "FAQ",
      dl([
        [
          "Are we really locked in?",
          "No. Every door has a green release button, and you can leave whenever you like",
        ],
        ["Will we play with strangers?", "Never. Every booking is private"],
        ["How far ahead should we book?", "Friday and Saturday evenings fill up 2 to 3 weeks ahead"],
        ["Can we pay on the day?", "No: you pay when you book online"],
        [
          "What if we don't get out?",
          "You still get your photo, and your game master walks you through the rest",
        ],
        [
          "Is there wheelchair access?",
          "Orchard Park is all on one level, with an accessible toilet. At the Old Bank only Pharaoh's Curse is step-free, and there's no accessible toilet",
        ],
        [
          "Which room is best for first-timers?",
          "Pharaoh's Curse at the Old Bank, or Pharaoh's Tomb with children",
        ],
        ["Can I bring my dog?", "Only assistance dogs, sorry"],
      ]),
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Bookings", "0113 496 0720, every day 10:00–18:00"],
        ["The Old Bank", '0113 496 0721 · <a href="/venues/old-bank">find us</a>'],
        ["Orchard Park", '0113 496 0722 · <a href="/venues/orchard-park">find us</a>'],
        ["Work outings", "0113 496 0725 · teams@cluebox.test"],
        ["Email", "play@cluebox.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Venue <select name="venue">${options([
          ["both", "Not about one venue"],
          ["old-bank", "The Old Bank"],
          ["orchard-park", "Orchard Park"],
        ])}</select></label></p>
        <p><label>About <select name="topic">${options([
          ["booking", "A booking"],
          ["lost-property", "Lost property"],
          ["access", "Access"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking details for 2 years and team photos for 30 days.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring us on 0113 496 0720.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/hen-and-stag": page(
      "Hen and stag",
      `<p>Any room works for a hen or stag, and fancy dress is welcome. Groups of more than 10 play at the same time
      in different rooms.</p>` +
        dl([
          ["Prosecco toast", "£6 a head at the Old Bank"],
          ["Sober rule", "Anyone who has been drinking won't play, and won't get a refund"],
        ]),
    ),
    "/schools": page(
      "Schools and youth groups",
      `<p>Problem solving, teamwork and a lot of noise.</p>` +
        dl([
          ["Price", "£11 a student, weekdays in term time, before 15:00"],
          ["Teachers", "One teacher free for every 8 students"],
          ["Where", "Pharaoh's Curse, Pharaoh's Tomb and Prison Break"],
        ]),
    ),
    "/jobs": page(
      "Jobs",
      `<p>Part-time game masters at both venues, evenings and weekends, from 18: £12.60 an hour, plus tips from the
      lobby bar at the Old Bank. Email a few lines about yourself to jobs@cluebox.test by Friday 11 December
      2026.</p>`,
    ),
  };
}
