import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { cards, dl, personCard, table } from "../../sites/kit";

// SIROCCO: the forty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** School visits: visit, key stage, when, a pupil. */
const VISITS: string[][] = [
  [
    "Little Seeds: planting, the hens and a tractor ride",
    "Early Years (nursery and Reception)",
    "March to July",
    "£6.50",
  ],
  ["Farm to Fork: where our food comes from, with picking", "Key Stage 1", "May to October", "£8"],
  ["Pollinators and Plants: bees, flowers and a bug hunt", "Key Stage 2", "May to September", "£9"],
  ["Pumpkin Science: weighing, measuring and carving", "Key Stage 1 and Key Stage 2", "October", "£9.50"],
  [
    "The Christmas Tree Trail: the tree field, a story and a craft",
    "Early Years and Key Stage 1",
    "1 to 18 December",
    "£7.50",
  ],
];

/** Children's parties: party, when, price. */
const PARTIES: string[][] = [
  [
    "Farmyard Party: the hens, the rabbits and a tractor ride",
    "All year, Tuesday to Sunday",
    "£160 for up to 15 children; £10 each child more",
  ],
  [
    "Berry Picking Party: pick your own, and a tractor ride",
    "June to August",
    "£175 for up to 12 children; £12 each child more",
  ],
  ["Pumpkin Carving Party", "October", "£195 for up to 12 children; £14 each child more"],
  [
    "Elves' Party, with a visit to Santa",
    "Saturdays and Sundays, 5 to 20 December",
    "£240 for up to 10 children; £19 each child more",
  ],
];

const NEWS = cards([
  [
    "20 November 2026",
    "The tree field opens on Saturday 28 November",
    "Cut your own Nordmann Fir from £38, or Norway Spruce from £26. Santa's Hayloft opens on 5 December, and its weekend sessions are selling fast.",
  ],
  [
    "2 November 2026",
    "A record Pumpkin Festival",
    "11,400 of you came and took home 23 tonnes of pumpkins. We're back on 2 October 2027.",
  ],
  [
    "28 September 2026",
    "The last strawberries",
    "Strawberry picking ends on Wednesday 30 September; apples and pears until the end of October.",
  ],
  [
    "21 November 2025",
    "Our trees for 2025",
    "A 6ft to 7ft Nordmann Fir is £56 to cut your own and £62 ready cut; Norway Spruce from £24.",
  ],
  [
    "30 May 2025",
    "Strawberries are ready",
    "Pick your own strawberries from Saturday 31 May, at £6.20 a kg.",
  ],
  [
    "14 March 2025",
    "The Learning Barn opens",
    "Our new classroom for school visits and parties, with its own toilets.",
  ],
]);

/** School visits, parties, the team, FAQs, news, contact and two search-only pages. */
export function fruitfarmAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/schools": page(
      "Learning",
      `<p>Sally Brannigan, a primary teacher for 20 years, leads every visit from the Learning Barn, linked to the
      National Curriculum.</p>` +
        table("School visits", ["Visit", "Key stage", "When", "A pupil"], VISITS) +
        dl([
          [
            "Adults",
            "Free: one for every 5 pupils in the Early Years, one for every 8 at Key Stage 1 and one for every 10 at Key Stage 2. Each adult more is £4",
          ],
          ["The fewest", "15 pupils, or £120 for a smaller group"],
          ["How long", "About 2 hours 30 minutes, 10:00 to 12:30"],
          ["Lunch", "Bring packed lunches to eat in the Learning Barn"],
          ["Paying", "By invoice after your visit"],
          ["From 1 January 2027", "Little Seeds £7 and Farm to Fork £8.50 a pupil"],
        ]) +
        `<h2>Ask about a visit</h2>
        <form method="post" action="/schools/enquire/send">
        <p><label>School <input name="school" required></label></p>
        <p><label>Visit <select name="visit">${options([
          ["little-seeds", "Little Seeds"],
          ["farm-to-fork", "Farm to Fork"],
          ["pollinators", "Pollinators and Plants"],
          ["pumpkin-science", "Pumpkin Science"],
          ["tree-trail", "The Christmas Tree Trail"],
        ])}</select></label></p>
        <p><label>Pupils <input type="number" name="pupils" min="1" max="120"></label></p>
        <p><label>The day you'd like <input type="date" name="date"></label></p>
        ${contact}
        <button type="submit">Send</button></form>`,
    ),
    "/parties": page(
      "Celebrate",
      `<p>Birthday parties for 3 to 10 year olds, in the Learning Barn and out on the farm with Megan.</p>` +
        table("Children's parties", ["Party", "When", "Price"], PARTIES) +
        dl([
          ["Times", "10:00 to 12:00 or 13:30 to 15:30"],
          ["Food", "A party box each in the Learning Barn: sandwiches, crisps, fruit and a drink, included"],
          ["Grown-ups", "Up to 2 for every 5 children, free, with tea and coffee"],
          ["Cake", "Bring your own; we'll light the candles"],
          ["To book", "A £50 deposit"],
        ]) +
        `<h2>Book a party</h2>
        <form method="post" action="/parties/book/send">
        <p><label>Party <select name="party">${options([
          ["farmyard", "Farmyard Party"],
          ["berry", "Berry Picking Party"],
          ["pumpkin", "Pumpkin Carving Party"],
          ["elves", "Elves' Party"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["morning", "10:00 to 12:00"],
          ["afternoon", "13:30 to 15:30"],
        ])}</select></label></p>
        <p><label>Children <input type="number" name="children" min="1" max="30" required></label></p>
        <p><label>The birthday child's age <input type="number" name="age" min="3" max="10"></label></p>
        ${contact}
        <button type="submit">Ask for this party</button></form>`,
    ),
    "/team": page(
      "The farm",
      `<p>The Oakley family has farmed Fellbrook since 1952: 180 acres of fruit, vegetables, beef cattle and, since
      1994, Christmas trees. There are 14 of us all year, and more than 60 in October and December.</p>
      <div class="cards">${[
        personCard(
          "Jim Oakley",
          "Farmer and owner",
          "The third generation at Fellbrook; planted our first Christmas trees in 1994",
        ),
        personCard("Claire Oakley", "The farm shop and café", "With the farm since 2003"),
        personCard(
          "Megan Oakley",
          "Events, parties and Santa's Hayloft",
          "Jim and Claire's daughter; back on the farm since 2019",
        ),
        personCard(
          "Dev Kapoor",
          "Head grower",
          "The strawberries, the raspberries and the orchard; with us since 2011",
        ),
        personCard(
          "Tomasz Nowak",
          "Tree field manager",
          "Runs the tree field and fells the big trees; with us since 2015",
        ),
        personCard("Sally Brannigan", "Learning officer", "Our school visits since 2018"),
        personCard("Aled Price", "Head chef in the café", "With us since 2021"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Good to know",
      `<h3>Do I need to book to pick your own?</h3><p>No: just come in opening hours. Only the Pumpkin Festival
      weekends and Santa's Hayloft need tickets.</p>
      <h3>Can I bring my dog?</h3><p>To the pumpkin patch and the tree field, on a lead, and onto the café terrace.
      Not into the fruit and vegetable fields or inside the café, except assistance dogs.</p>
      <h3>Are you open on Mondays?</h3><p>The farm shop, the café and the fields close on Mondays from November to
      May. The tree field is open every day from 28 November to 23 December.</p>
      <h3>Can we have a picnic?</h3><p>Yes, in the picnic meadow by the Farm Shop car park; not in the fields.</p>
      <h3>Do you sell gift vouchers?</h3><p>Yes, from £10, in the farm shop. They can be spent on anything, trees
      and tickets included.</p>
      <h3>Is there a cash machine?</h3><p>No. The farm shop gives cash back up to £50.</p>
      <h3>Can I reserve a tree to cut myself?</h3><p>No, but you can reserve a ready-cut tree.</p>`,
    ),
    "/news": page("Farm diary", NEWS),
    "/contact": page(
      "Find us",
      dl([
        ["Farm shop", "01632 961 540"],
        ["The tree field, in season", "01632 961 541"],
        ["Santa's Hayloft and parties", "01632 961 542"],
        ["Email", "hello@fellbrookfarm.test"],
        ["The Farm Shop entrance", "Fellbrook Lane, Kestlebury KB4 7FL"],
        ["The Tree Field entrance", "Tenter Lane, Kestlebury KB4 7TL, a mile further on"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["picking", "Pick your own"],
          ["trees", "Christmas trees"],
          ["hayloft", "Santa's Hayloft"],
          ["schools", "A school visit"],
          ["parties", "A party"],
          ["shop", "The farm shop or café"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep booking details for 2 years, and never sell them.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 961 540.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/logs": page(
      "Logs and kindling",
      `<p>Does Fellbrook Farm sell logs? Yes: kiln-dried ash and oak from our own woods. How much? A bulk bag,
      about 0.7 cubic metres, is £110, delivered free in Zone 1 and for £18 in Zone 2. A net of logs from the farm
      shop is £6.50, and kindling £4 a bag.</p>`,
    ),
    "/wreath-evenings": page(
      "Wreath-making evenings",
      `<p>Fellbrook Farm's wreath-making evenings are in the Learning Barn on Wednesday 2, Thursday 10 and
      Wednesday 16 December, 19:00 to 21:30. How much? £48 a person, with the greenery, a frame, mulled wine and a
      mince pie. Book at the farm shop or on 01632 961 540.</p>`,
    ),
  };
}
