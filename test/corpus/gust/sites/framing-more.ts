import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// GUST: the twenty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const Y = "✓";
const N = "✗";

const HOURS: string[][] = [
  ["Monday", "Closed", "10:00–17:30"],
  ["Tuesday", "09:30–17:30", "10:00–17:30"],
  ["Wednesday", "09:30–17:30", "10:00–13:00"],
  ["Thursday", "09:30–19:00", "10:00–17:30"],
  ["Friday", "09:30–17:30", "10:00–17:30"],
  ["Saturday", "09:00–17:00", "09:30–17:30"],
  ["Sunday", "Closed", "11:00–16:00"],
];

const SHOPS: string[][] = [
  ["Framing orders taken", Y, Y],
  ["The framing workshop (where frames are made)", Y, N],
  ["The Upstairs Gallery", Y, N],
  ["Ready-made frames", "Every finish", "Black, white and oak only"],
  ["Oil paints, soft pastels and lino printing", Y, N],
  ["Copic and Posca markers", N, Y],
  ["Workshops", "The Loft, up two flights of stairs", "The back room, step-free"],
  ["Step-free way in", "No: two steps at the door", Y],
  ["Parking", "Castle Yard pay and display, 2 minutes' walk", "Arcade car park, first hour free"],
];

const MATERIALS: string[][] = [
  ["Oil paint", "Winsor &amp; Newton Winton, Michael Harding", Y, N],
  ["Acrylic paint", "Liquitex, Golden, Daler-Rowney System3", Y, Y],
  ["Watercolour", "Winsor &amp; Newton Cotman, Daniel Smith, Schmincke Horadam", Y, Y],
  ["Pencils and coloured pencils", "Derwent, Faber-Castell, Caran d'Ache", Y, Y],
  ["Soft pastels", "Unison Colour, Rembrandt", Y, N],
  ["Markers", "Copic, Posca", N, Y],
  ["Paper and sketchbooks", "Saunders Waterford, Arches, Hahnemühle, Seawhite", Y, Y],
  ["Brushes", "Rosemary &amp; Co, Pro Arte", Y, Y],
  ["Lino printing", "Essdee cutters and lino, Caligo inks", Y, N],
];

/** Workshops: workshop, tutor, date, time, where, price, places. */
const WORKSHOPS: string[][] = [
  [
    "Lino-cut Christmas cards",
    "Sam Adeyemi",
    "Saturday 5 December 2026",
    "10:00–13:00",
    "The Loft, Castle Street",
    "£42",
    "2 left",
  ],
  [
    "Winter robins in watercolour",
    "Maggie Thorne",
    "Sunday 13 December 2026",
    "11:00–14:00",
    "The Arcade",
    "£38",
    "Full: join the waiting list",
  ],
  [
    "Life drawing (drop-in, untutored)",
    "—",
    "Every Thursday, except 24 and 31 December",
    "19:00–21:00",
    "The Loft, Castle Street",
    "£14, students £10",
    "Just turn up",
  ],
  [
    "Watercolour for beginners (4 weeks)",
    "Maggie Thorne",
    "Tuesdays, 12 January to 2 February 2027",
    "18:30–20:30",
    "The Loft, Castle Street",
    "£128",
    "6 left",
  ],
  ["Acrylic pouring", "Sam Adeyemi", "Sunday 17 January 2027", "11:00–14:00", "The Arcade", "£45", "8 left"],
  [
    "Frame it yourself",
    "Jonty Pryce",
    "Saturday 23 January 2027",
    "10:00–16:00",
    "The workshop, Castle Street",
    "£95",
    "1 left",
  ],
  [
    "Botanical drawing: winter twigs",
    "Maggie Thorne",
    "Saturday 13 February 2027",
    "10:00–15:30",
    "The Loft, Castle Street",
    "£68",
    "10 left",
  ],
  [
    "Young artists' club (ages 7 to 11)",
    "Sam Adeyemi",
    "Saturdays in term time",
    "10:00–11:30",
    "The Arcade",
    "£12 a session",
    "Book by the half term",
  ],
];

const EXHIBITIONS = cards([
  [
    "31 October to 5 December 2026",
    "Estuary Light: Clare Whitcombe",
    "Oils and charcoal drawings of the Wend estuary, from £180 to £2,400.",
  ],
  [
    "11 December 2026 to 16 January 2027",
    "Small Works: the Christmas show",
    "Over 200 small works by 48 artists, nothing over £250, and you can take your picture home on the day. Private view on Friday 11 December, 18:00–20:00: everyone's welcome.",
  ],
  [
    "23 January to 6 March 2027",
    "Cut and Pressed",
    "Linocuts, etchings and woodcuts by the Wend Valley Printmakers, with a printing demonstration by Sam Adeyemi on Saturday 30 January.",
  ],
  [
    "3 April to 15 May 2027",
    "Open Submission 2027",
    "Open to any artist living in Norshire: up to 3 works each, £12 a work to enter. Entries close on 1 March 2027.",
  ],
]);

/** A team card: name, role, qualification, where and when, a line about them. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Eleanor Linnet",
    "Owner and framer",
    "Guild Commended Framer since 2008",
    "Castle Street, Tuesday to Friday",
    "Started Linnet &amp; Co. in a back room on Castle Street in 1994.",
  ),
  person(
    "Jonty Pryce",
    "Framer",
    "Guild Commended Framer (2026)",
    "The Castle Street workshop, Tuesday to Saturday",
    "Makes most of our frames, and teaches Frame it yourself.",
  ),
  person(
    "Greta Lind",
    "Manager, the Arcade",
    "Fine art degree, Halden School of Art",
    "The Arcade, Sunday to Thursday",
    "Ask her anything about paper.",
  ),
  person(
    "Oscar Bell",
    "Gallery curator",
    "Curated at the Wexbury Museum for ten years",
    "Castle Street, Thursday to Saturday",
    "Chooses what hangs upstairs: send him your portfolio.",
  ),
  person(
    "Maggie Thorne",
    "Tutor",
    "Member of the Society of Botanical Artists",
    "Workshops at both shops",
    "Teaches watercolour and botanical drawing.",
  ),
  person(
    "Sam Adeyemi",
    "Tutor and printmaker",
    "Printmaker, Wend Valley Printmakers",
    "Workshops at both shops",
    "Runs the Young artists' club and our printmaking days.",
  ),
].join("")}</div>`;

const JOURNAL = cards([
  [
    "18 November 2026",
    "Christmas at Linnet &amp; Co.",
    "Last orders for framing before Christmas: Saturday 12 December at Castle Street, or Friday 4 December if you're leaving work at the Arcade. Express framing until Friday 18 December. Castle Street will open on the Sundays in December (6, 13 and 20 December), 11:00–15:00. Both shops close at 14:00 on Christmas Eve and open again on Saturday 2 January.",
  ],
  [
    "2 November 2026",
    "Framing prices for 2027",
    "From 1 January 2027 our simple frames go up by about 7%: a small from £45 to £50, and a medium from £78 to £84. Ornate frames, box frames and glazing stay the same. Good news on museum glass too: since October a medium add-on is £75, down from £85.",
  ],
  [
    "9 October 2026",
    "Sundays at the Arcade",
    "The Arcade is now open on Sundays, 11:00 to 16:00. Until now it's been closed all day on Sundays.",
  ],
  [
    "21 September 2026",
    "Jonty is Guild Commended",
    "Congratulations to Jonty Pryce, who passed the Fine Art Trade Guild's Commended Framer exam this summer.",
  ],
  [
    "24 August 2026",
    "Summer Open winners",
    "Best in show at the Summer Open 2026 went to Ana Petrović for her etching Low Tide, Marram, and the visitors' prize to Dev Sharma for his oil painting of Halden market.",
  ],
]);

/** Materials, workshops, the gallery, the shops, the team, the journal, help, contact, and three search-only pages. */
export function framingMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/art-shop": page(
      "Artists' materials",
      `<p>Paint, paper, pencils and brushes for beginners and professionals, at both shops. If we don't have it, we
      can usually get it in 3 days.</p>` +
        table("Brands we stock", ["Materials", "Brands", "Castle Street", "The Arcade"], MATERIALS) +
        dl([
          [
            "Discounts",
            "10% off artists' materials for students with a student card and members of the Wexbury Art Society. Not on framing, sale items or gift cards",
          ],
          ["Canvases", "Stretched in our own workshop, from £9 for 20 × 20 cm"],
          ["Click and collect", "Order online and collect from either shop in 2 hours"],
        ]),
    ),
    "/workshops": page(
      "Make something",
      `<p>Small classes (never more than 10) with artists who teach. All materials, tea and biscuits are
      included.</p>` +
        table(
          "Workshops and classes, winter 2026–27",
          ["Workshop", "With", "When", "Time", "Where", "Price", "Places"],
          WORKSHOPS,
        ) +
        dl([
          [
            "Concessions",
            "10% off tutored workshops for students and over-60s (not life drawing, which has its own price, or the Young artists' club)",
          ],
          ["Frame it yourself", "You go home with a frame you made, for artwork up to 40 × 50 cm"],
          ["Ages", "Workshops are for 16 and over; 14 and 15 year olds can come with a paying adult"],
          [
            "Cancelling",
            "At least 7 days before for a full refund. After that we'll give you a credit note if we can fill your place",
          ],
          [
            "Getting there",
            "The Loft is up two flights of stairs, with no lift. The Arcade's back room is step-free",
          ],
        ]) +
        `<p><a href="/workshops/book">Book a place</a></p>`,
    ),
    "/workshops/book": page(
      "Book a workshop",
      `<p>We'll hold your place for 3 days and email you a link to pay.</p>
      <form method="post" action="/workshops/book/send">
      <p><label>Workshop <select name="workshop">${options([
        ["lino-cards", "Lino-cut Christmas cards"],
        ["winter-robins", "Winter robins in watercolour (waiting list)"],
        ["life-drawing", "Life drawing (drop-in)"],
        ["watercolour-beginners", "Watercolour for beginners (4 weeks)"],
        ["acrylic-pouring", "Acrylic pouring"],
        ["frame-it-yourself", "Frame it yourself"],
        ["botanical", "Botanical drawing: winter twigs"],
        ["young-artists", "Young artists' club (7 to 11)"],
      ])}</select></label></p>
      <p><label>Date (the first session) <input type="date" name="date" required></label></p>
      <p><label>Places <select name="places">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
        ["4", "4"],
      ])}</select></label></p>
      <p><label>Concession <select name="concession">${options([
        ["none", "None"],
        ["student", "Student"],
        ["over-60", "Over 60"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Child's name and age (Young artists' club only) <input name="child"></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Hold my place</button></form>`,
    ),
    "/gallery": page(
      "The Upstairs Gallery",
      `<p>Above the Castle Street shop: a changing programme of work by artists from Norshire and further afield.
      Everything on the walls is for sale.</p>${EXHIBITIONS}` +
        dl([
          [
            "Opening",
            "Whenever Castle Street is open, except from 6 to 10 December, when we're hanging the Christmas show",
          ],
          [
            "Getting upstairs",
            "A flight of 14 stairs, with no lift. Ask, and we'll bring work down to show you",
          ],
          ["Buying", "Own Art interest-free credit on works from £100 to £2,500, paid over 10 months"],
          ["Curator", "Oscar Bell, oscar@linnetandco.test"],
        ]),
    ),
    "/shops": page(
      "Visit us",
      `<p>Two shops, eleven miles apart. Framing orders can be left at either; frames are made at Castle Street.</p>` +
        table("Opening hours", ["Day", "Castle Street, Wexbury", "The Arcade, Halden"], HOURS) +
        `<p>Christmas opening: see the <a href="/journal">journal</a>.</p>` +
        table("What's where", ["", "Castle Street", "The Arcade"], SHOPS) +
        `<p>Addresses, phone numbers and getting there: <a href="/shops/castle-street">Castle Street</a> and
        <a href="/shops/arcade">the Arcade</a>.</p>`,
    ),
    "/shops/castle-street": page(
      "Castle Street, Wexbury",
      dl([
        ["Address", "12 Castle Street, Wexbury NH2 5DL"],
        ["Phone", "01632 972 300"],
        ["Who's here", "Eleanor Linnet, Jonty Pryce and Oscar Bell"],
        [
          "Getting there",
          "At the bottom of Castle Street, opposite the war memorial: 10 minutes' walk from Wexbury station",
        ],
        ["Parking", "Castle Yard pay and display, £1.50 an hour, 2 minutes' walk"],
      ]),
    ),
    "/shops/arcade": page(
      "The Arcade, Halden",
      dl([
        ["Address", "Unit 6, Corn Exchange Arcade, Halden NH9 3QP"],
        ["Phone", "01632 972 360"],
        ["Manager", "Greta Lind"],
        ["Getting there", "Ground floor of the Corn Exchange Arcade, by the Market Street entrance"],
        ["Parking", "The Arcade car park: the first hour is free"],
      ]),
    ),
    "/team": page("The people", `<p>Nine of us, in two shops and a workshop.</p>${TEAM}`),
    "/journal": page("Journal", JOURNAL),
    "/help": page(
      "Help",
      dl([
        [
          "Do I need to book to get a quote?",
          "No: just come in to either shop. Saturdays at Castle Street are busy, so allow 20 minutes. Or ask for a written quote online",
        ],
        ["Do you deliver?", "Free within 5 miles of either shop on framing orders over £150; otherwise £15"],
        ["Will you hang it for me?", "Yes: £35 for the first hour in your home, then £20 an hour"],
        ["Can you frame something I bought online?", "Of course: bring it in, or have it sent to the shop"],
        [
          "Do you give a student discount?",
          "On artists' materials, yes: 10% with a student card. Not on framing",
        ],
        [
          "Can I pay in instalments?",
          "For framing orders over £300: a third when you order, the rest over 2 months",
        ],
        ["Do you buy art?", "No, but the Upstairs Gallery sells work for artists: ask Oscar"],
      ]),
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Castle Street, Wexbury", '01632 972 300 · <a href="/shops/castle-street">12 Castle Street</a>'],
        ["The Arcade, Halden", '01632 972 360 · <a href="/shops/arcade">Corn Exchange Arcade</a>'],
        ["Email", "hello@linnetandco.test: we reply within 2 working days"],
        ["The gallery", "oscar@linnetandco.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["framing", "Framing"],
          ["materials", "Artists' materials"],
          ["workshops", "Workshops"],
          ["gallery", "The gallery"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/newsletter": page(
      "Join our mailing list",
      `<p>Twice a month: new exhibitions and private views, workshops before they fill up, and the odd offer.</p>
      <form method="post" action="/newsletter/send">
      <p><label>First name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Most interested in <select name="interest">${options([
        ["everything", "A bit of everything"],
        ["exhibitions", "Exhibitions and private views"],
        ["workshops", "Workshops and classes"],
        ["framing", "Framing offers"],
        ["materials", "New artists' materials"],
      ])}</select></label></p>
      <p><label>Your nearest shop <select name="shop">${options([
        ["either", "Either"],
        ["castle-street", "Castle Street, Wexbury"],
        ["arcade", "The Arcade, Halden"],
      ])}</select></label></p>
      <button type="submit">Sign me up</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep framing orders for 6 years, and mailing list addresses until you unsubscribe.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring Castle Street on 01632 972
      300.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/gift-cards": page(
      "Gift cards",
      `<p>For any amount from £10, to spend on framing, materials or workshops at either shop.</p>` +
        dl([
          ["Valid for", "3 years from the day you buy it"],
          ["Where to buy", "At either shop, or ring Castle Street on 01632 972 300"],
        ]),
    ),
    "/shirts-and-medals": page(
      "Shirts, medals and needlework",
      dl([
        [
          "Sports shirts",
          "Box frame with acrylic, from £185 for a shirt up to 70 × 90 cm, including mounting the shirt",
        ],
        ["Medals", "From £65 for up to 4 medals, with a printed label"],
        ["Needlework and cross-stitch", "Laced onto board with acid-free thread, from £20 plus the frame"],
        ["How long", "15 working days"],
      ]),
    ),
    "/sell-your-work": page(
      "Selling through the Upstairs Gallery",
      dl([
        ["Commission", "We take 40% of the sale price, including VAT"],
        ["How to apply", "Email Oscar Bell five images and your prices. We reply within 4 weeks"],
        ["Framing", "Work must be ready to hang: artists get 15% off framing with us"],
      ]),
    ),
  };
}
