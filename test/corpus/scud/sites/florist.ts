import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { floristMorePages } from "./florist-more";

// SCUD: the twenty-eighth held-out part of the corpus (Harebell & Hedgerow), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An independent florist in Calderbrook with a shop on Church Row and a stall in
// Brackenford Market Hall, on different hours: bouquets as a table of size × hand-tied × in a vase × stems with
// February's new prices in a note, plants with a cat-safe column, Christmas wreaths by size, delivery by postcode zone
// with charges, same-day cut-offs (earlier on Saturdays) and a free delivery threshold, wedding flowers (a free
// consultation, items and packages with prices, a deposit), funeral tributes (sprays, letters by the letter, casket
// sprays) with an order notice in working days, a flower subscription by how often and size, workshops (wreaths and
// dried flowers) with dates, tutors and spaces (one full), both counters' hours and Christmas hours, the team as
// cards, care tips with a note on lilies and cats, FAQs, dated news (the price change, wreaths, Christmas, the van,
// Sundays at the market), forms to order flowers, book a wedding consultation, order a tribute, start a
// subscription, book a workshop and send a message, and three pages only the site's search finds. The footer's line
// about same-day delivery anywhere in the UK, seven days a week, is true of nowhere and no day.
const shellPage = shell({
  brand: "Harebell &amp; Hedgerow",
  tagline: "Flowers by hand in Calderbrook since 2011",
  nav: [
    ["The flower counter", "/flowers"],
    ["Green and growing", "/plants"],
    ["Winter doors", "/wreaths"],
    ["Out in the van", "/delivery"],
    ["Big days", "/weddings"],
    ["In memory", "/sympathy"],
    ["On repeat", "/subscriptions"],
    ["Come and make", "/workshops"],
    ["Two counters", "/shops"],
    ["Who's who", "/team"],
    ["Keeping them fresh", "/care"],
    ["Petal post", "/news"],
    ["Asked a lot", "/faq"],
    ["Say hello", "/contact"],
    ["Send flowers", "/order"],
  ],
  footer: {
    year: 2026,
    address: "31 Church Row, Calderbrook CK1 4RW",
    phone: "01632 965 731",
    email: "hello@harebellhedgerow.test",
    socials: ["Instagram", "Facebook", "Pinterest"],
  },
});

/** Every page, with the company number and the footer's line about same-day delivery: true of nowhere, no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Harebell &amp; Hedgerow Flowers Ltd, registered in England no. 07716543 · Member of the British Florist Association · Same-day delivery anywhere in the UK, seven days a week</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Bouquets: size, hand-tied, in a vase, stems. */
const BOUQUETS: string[][] = [
  ["Petite", "£30", "£42", "About 10"],
  ["Classic", "£45", "£58", "About 18"],
  ["Grand", "£65", "£80", "About 28"],
  ["Luxe", "£95", "£115", "About 40"],
];

/** Plants: plant, pot, price, safe with cats and dogs. */
const PLANTS: string[][] = [
  ["Moth orchid (phalaenopsis), white or pink", "12 cm pot", "£28", "Yes"],
  ["Peace lily", "17 cm pot", "£26", "No"],
  ["Calathea", "14 cm pot", "£22", "Yes"],
  ["Kentia palm", "21 cm pot, about 1.2 m tall", "£48", "Yes"],
  ["Hyacinth bowl (December and January)", "15 cm bowl of 3 bulbs", "£16", "No"],
  ["Amaryllis (December)", "14 cm pot", "£20", "No"],
];

/** Wreaths: wreath, size, price. */
const WREATHS: string[][] = [
  ["Fresh door wreath: fir, eucalyptus and pine cones", "30 cm", "£38"],
  ["Fresh door wreath: fir, eucalyptus and pine cones", "40 cm", "£52"],
  ["Luxe door wreath: dried oranges, cinnamon and velvet ribbon", "40 cm", "£65"],
  ["Dried flower wreath, lasts for years", "30 cm", "£45"],
  ["Table wreath with three candles", "35 cm", "£42"],
  ["Holly wreath for a grave, on a moss base", "35 cm", "£36"],
];

/** Delivery zones: zone, postcodes, places, charge, same day. */
const ZONES: string[][] = [
  ["Zone 1", "CK1, CK2", "Calderbrook", "£5", "Yes"],
  ["Zone 2", "CK3, CK4", "Sallowmere, Marrowby, Wickham Green", "£7.50", "Yes"],
  ["Zone 3", "CK5, BK1, BK2", "Brackenford, Cresswell, Quarrendon", "£9.50", "Yes"],
  [
    "Zone 4",
    "CK6, CK7, BK3",
    "Thimbleby, Otterbrook, Lingmoor",
    "£12.50",
    "No: the next day at the earliest",
  ],
  ["The rest of mainland UK", "—", "By overnight courier", "£14.95", "No: the next working day"],
];

/** Wedding flowers, each: item, price. */
const WEDDING: string[][] = [
  ["Bride's hand-tied bouquet", "£140"],
  ["Bridesmaid's bouquet", "£70"],
  ["Flower girl's posy or hoop", "£35"],
  ["Buttonhole", "£12"],
  ["Corsage, wrist or pin", "£18"],
  ["Flower crown", "£45"],
  ["Ceremony pedestal arrangement", "£160"],
  ["Table centrepiece", "£48"],
];

/** Wedding packages: package, what's in it, price. */
const PACKAGES: string[][] = [
  ["Hedgerow", "Bride's bouquet, 2 bridesmaids' bouquets, 6 buttonholes and 2 corsages", "£395"],
  ["Harebell", "Bride's bouquet, 4 bridesmaids' bouquets, 10 buttonholes, 4 corsages and a pedestal", "£795"],
];

/** Funeral tributes: tribute, size, price. */
const TRIBUTES: string[][] = [
  ["Posy pad", "30 cm", "£45"],
  ["Sympathy spray, single-ended", "60 cm", "£55"],
  ["Sympathy spray, double-ended", "90 cm", "£80"],
  ["Open wreath", "35 cm", "£65"],
  ["Based wreath", "40 cm", "£75"],
  ["Heart", "45 cm", "£110"],
  ["Letters (MUM, DAD, NAN and so on)", "40 cm a letter", "£48 a letter"],
  ["Casket spray", "3 ft (90 cm)", "£150"],
  ["Casket spray", "5 ft (150 cm)", "£230"],
];

const TIMES = options(
  ["09:00", "10:00", "10:30", "11:00", "11:30", "12:00", "13:00", "14:00", "14:30", "15:00", "16:00"].map(
    (t) => [t, t] as [string, string],
  ),
);

const you = `<p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Harebell &amp; Hedgerow",
    `<p class="banner" role="status"><strong>Christmas:</strong> fresh door wreaths are in from Saturday 28 November.
    Last same-day deliveries on Christmas Eve for orders by 11:00. Some bouquet prices change on 1 February:
    <a href="/news">see which</a>.</p>
    <p>An independent florist with two counters: our shop and workroom on Church Row in Calderbrook, and a stall in
    Brackenford Market Hall. Every bouquet is made by hand on the day, and our van delivers across Calderbrook and the
    villages.</p>
    <p><a href="/order">Send flowers</a> · <a href="/wreaths">Christmas wreaths</a> ·
    <a href="/weddings">Wedding flowers</a> · <a href="/workshops">Workshops</a></p>
    <h2>Petal post</h2>${cards([
      ["19 November 2026", "Bouquet prices from 1 February", "Three hand-tied prices go up.", "/news"],
      ["12 November 2026", "Wreaths are back", "On the door and on the workshop table.", "/news"],
      ["5 November 2026", "Christmas and New Year", "When both counters are open.", "/news"],
    ])}
    <h2>This week</h2>${cards([
      ["From £30", "Hand-tied bouquets", "Four sizes, in the colours you choose.", "/flowers"],
      ["From £38", "Door wreaths", "Fresh fir and eucalyptus, or dried.", "/wreaths"],
      ["From £30", "Flowers on repeat", "Weekly, fortnightly or monthly.", "/subscriptions"],
    ])}`,
  ),
  "/flowers": page(
    "Bouquets and arrangements",
    `<p>Choose a size and the colours; we choose the best flowers in that day. Hand-tied bouquets come wrapped, in an
    aqua pack of water; arrangements come ready in a glass vase that's theirs to keep.</p>` +
      table("Bouquets and arrangements", ["Size", "Hand-tied", "In a vase", "Stems"], BOUQUETS) +
      `<p>From 1 February 2027 a Petite hand-tied will be £32, a Classic hand-tied £48 and a Grand hand-tied £70.
      Arrangements in a vase and the Luxe stay the same.</p>` +
      dl([
        ["Florist's choice", "Whatever is best that day, in any colours"],
        ["Whites and greens", "Roses, lisianthus, stocks and eucalyptus"],
        ["Bright and bold", "Orange, hot pink and yellow"],
        ["Soft pastels", "Blush, lilac and cream"],
        ["All roses", "Add £15 to any size"],
        [
          "Extras",
          "A bar of Calderbrook chocolate £6, a scented candle £18, a glass vase for a hand-tied £12",
        ],
        ["Card", "A handwritten card with your message comes free with every order"],
        ["In season", "Tulips from January, peonies from mid-May to June, British dahlias August to October"],
      ]) +
      `<p><a href="/order">Send flowers</a> · <a href="/delivery">Delivery charges</a></p>`,
  ),
  "/order": page(
    "Send flowers",
    `<p>Order for delivery or to collect from either counter; we'll email to confirm. For a funeral, use the
    <a href="/sympathy/order">tribute form</a>.</p>
      <form method="post" action="/order/send">
      <p><label>What <select name="item">${options([
        ["hand-tied", "A hand-tied bouquet"],
        ["vase", "An arrangement in a vase"],
        ["plant", "A plant (say which in the notes)"],
      ])}</select></label></p>
      <p><label>Size <select name="size">${options([
        ["petite", "Petite (£30 hand-tied, £42 in a vase)"],
        ["classic", "Classic (£45 hand-tied, £58 in a vase)"],
        ["grand", "Grand (£65 hand-tied, £80 in a vase)"],
        ["luxe", "Luxe (£95 hand-tied, £115 in a vase)"],
      ])}</select></label></p>
      <p><label>Colours <select name="style">${options([
        ["florists-choice", "Florist's choice"],
        ["whites", "Whites and greens"],
        ["bright", "Bright and bold"],
        ["pastels", "Soft pastels"],
        ["roses", "All roses (+£15)"],
      ])}</select></label></p>
      <p><label>Lilies <select name="lilies">${options([
        ["ok", "Lilies are fine"],
        ["none", "No lilies, please (a cat at home, or hay fever)"],
      ])}</select></label></p>
      <p><label>Delivery or collection <select name="method">${options([
        ["delivery", "Deliver it"],
        ["collect-church-row", "I'll collect from Church Row"],
        ["collect-market-hall", "I'll collect from the Market Hall stall"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Who it's for <input name="recipient"></label></p>
      <p><label>Their address <input name="address"></label></p>
      <p><label>Their postcode <input name="postcode"></label></p>
      <p><label>Message for the card <textarea name="message" rows="3"></textarea></label></p>
      ${you}
      <p><label>Anything else <textarea name="notes" rows="2"></textarea></label></p>
      <button type="submit">Place order</button></form>`,
  ),
  "/plants": page(
    "Plants",
    `<p>House plants in a pot cover, wrapped and delivered with the bouquets at the same charges, or to collect.</p>` +
      table("Plants", ["Plant", "Pot", "Price", "Safe with cats and dogs"], PLANTS) +
      `<p>Not sure? A moth orchid flowers for two to three months and only wants a drink once a week. More about pets
      and flowers on <a href="/care">keeping them fresh</a>.</p>`,
  ),
  "/wreaths": page(
    "Christmas wreaths",
    `<p>Made in our workroom from Saturday 28 November to Wednesday 23 December. Order at least 2 days ahead and
    collect from either counter, or we'll deliver at the usual charges.</p>` +
      table("Wreaths", ["Wreath", "Size", "Price"], WREATHS) +
      `<p>A fresh wreath on an outside door lasts 4 to 6 weeks: mist it with water once a week. Rather make your
      own? Come to a <a href="/workshops">wreath-making workshop</a>.</p>`,
  ),
  "/delivery": page(
    "Delivery",
    `<p>Joe delivers from Church Row, Monday to Saturday: 09:00 to 18:00 on weekdays and 09:00 to 15:00 on
    Saturdays.</p>` +
      table("Delivery by postcode", ["Zone", "Postcodes", "Places", "Charge", "Same day"], ZONES) +
      dl([
        [
          "Same day",
          "Order by 13:00 Monday to Friday, or by 11:00 on a Saturday, for delivery the same day in zones 1 to 3",
        ],
        ["Sundays", "No deliveries. Orders after the Saturday cut-off go out on Monday"],
        ["Free delivery", "On orders of £75 or more in zones 1 and 2; elsewhere the charge is the same"],
        ["Morning delivery", "Before 12:00 for £6 extra, in zones 1 and 2 only"],
        [
          "Nobody in",
          "We leave it with a neighbour or in a safe place, or card them and come back the next day",
        ],
        ["By courier", "Petite and Classic hand-tied bouquets only, boxed in water; no plants or vases"],
        ["Funeral directors", "Tributes to funeral directors in zones 1 to 3 go free"],
      ]),
  ),
  "/weddings": page(
    "Wedding flowers",
    `<p>Ros does every wedding herself. Start with a free 45-minute consultation at Church Row, on a Tuesday,
    Wednesday or Thursday (Thursdays until 19:00), with photos of the dress, the venue and anything you love.</p>` +
      table("Wedding flowers, each", ["Flowers", "Price"], WEDDING) +
      table("Wedding packages", ["Package", "What's in it", "Price"], PACKAGES) +
      dl([
        ["Deposit", "£150 to hold your date, not refundable; it comes off the final bill"],
        ["The balance", "Paid 4 weeks before the wedding, when we agree the final numbers"],
        ["Minimum spend", "£400 on a Saturday; £250 on any other day"],
        ["On the day", "We deliver and set up on the morning, anywhere in zones 1 to 4"],
        ["2027", "Up to two weddings a Saturday; every Saturday in June 2027 is already taken"],
        ["In season", "Peonies for May and June weddings, dahlias for late summer"],
      ]) +
      `<p><a href="/weddings/consultation">Book a consultation</a></p>`,
  ),
  "/weddings/consultation": page(
    "Book a wedding consultation",
    `<p>Consultations are at Church Row on Tuesdays, Wednesdays and Thursdays, free, for 45 minutes.</p>
      <form method="post" action="/weddings/consultation/send">
      <p><label>Consultation date <input type="date" name="consult_date" required></label></p>
      <p><label>Time <select name="consult_time">${options([
        ["10:00", "10:00"],
        ["11:30", "11:30"],
        ["14:00", "14:00"],
        ["15:30", "15:30"],
        ["17:30", "17:30 (Thursdays only)"],
      ])}</select></label></p>
      <p><label>Wedding date <input type="date" name="wedding_date" required></label></p>
      <p><label>Venue <input name="venue"></label></p>
      <p><label>Thinking of <select name="package">${options([
        ["not-sure", "Not sure yet"],
        ["hedgerow", "The Hedgerow package (£395)"],
        ["harebell", "The Harebell package (£795)"],
        ["bespoke", "Something of our own"],
      ])}</select></label></p>
      ${you}
      <p><label>Colours, flowers, ideas <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/sympathy": page(
    "Funeral flowers",
    `<p>Kit makes our tributes, in the colours you choose, with a card for your message. Ring Church Row if you'd
    like to talk it through.</p>` +
      table("Funeral tributes", ["Tribute", "Size", "Price"], TRIBUTES) +
      dl([
        [
          "How much notice",
          "At least 2 working days (Monday to Friday) before the funeral for posy pads, sprays and wreaths, and 3 working days for letters, hearts and casket sprays",
        ],
        ["Letters", "Up to 6 letters, in white or cream chrysanthemums, edged in ribbon of your colour"],
        ["Delivery", "Free to funeral directors in zones 1 to 3; we deliver the morning before"],
        ["To a home", "A Classic hand-tied in whites and greens, at the usual delivery charges"],
      ]) +
      `<p><a href="/sympathy/order">Order a tribute</a></p>`,
  ),
  "/sympathy/order": page(
    "Order a tribute",
    `<p>Tell us the tribute and the funeral; Kit will ring you if anything's unclear.</p>
      <form method="post" action="/sympathy/order/send">
      <p><label>Tribute <select name="tribute">${options([
        ["posy-pad", "Posy pad (£45)"],
        ["spray-single", "Sympathy spray, single-ended (£55)"],
        ["spray-double", "Sympathy spray, double-ended (£80)"],
        ["wreath-open", "Open wreath (£65)"],
        ["wreath-based", "Based wreath (£75)"],
        ["heart", "Heart (£110)"],
        ["letters", "Letters (£48 a letter)"],
        ["casket-3ft", "Casket spray, 3 ft (£150)"],
        ["casket-5ft", "Casket spray, 5 ft (£230)"],
      ])}</select></label></p>
      <p><label>Letters (if letters) <input name="letters"></label></p>
      <p><label>Colours <select name="colour">${options([
        ["white", "White"],
        ["cream-pink", "Cream and pink"],
        ["pastel", "Pastels"],
        ["bright", "Bright"],
        ["red-white", "Red and white"],
      ])}</select></label></p>
      <p><label>Date of the funeral <input type="date" name="funeral_date" required></label></p>
      <p><label>Time of the funeral <select name="funeral_time">${TIMES}</select></label></p>
      <p><label>Funeral director <select name="director">${options([
        ["hebblethwaite", "Hebblethwaite &amp; Sons, Calderbrook"],
        ["co-op", "Calderbrook Co-operative Funeralcare"],
        ["quarrendon", "Quarrendon Family Funerals"],
        ["other", "Another funeral director (say which in the notes)"],
      ])}</select></label></p>
      <p><label>Message for the card <textarea name="message" rows="3"></textarea></label></p>
      ${you}
      <p><label>Notes <textarea name="notes" rows="2"></textarea></label></p>
      <button type="submit">Order</button></form>`,
  ),
  ...floristMorePages(page, options),
};

export const FLORIST: CorpusSite = {
  name: "florist",
  pages,
  layout: page,
  forms: {
    "/order/send": {
      title: "Order placed",
      reply: (f) =>
        `Thanks, ${f.name}. We've got your order: a ${f.size} ${f.item} (${f.style}, lilies ${f.lilies}), ` +
        `${f.method} on ${f.date}. We'll confirm to ${f.email}.`,
    },
    "/weddings/consultation/send": {
      title: "Consultation booked",
      reply: (f) =>
        `Thanks, ${f.name}. Ros will see you at Church Row on ${f.consult_date} at ${f.consult_time} about your ` +
        `wedding on ${f.wedding_date}. We've emailed ${f.email}.`,
    },
    "/sympathy/order/send": {
      title: "Tribute ordered",
      reply: (f) =>
        `Thank you, ${f.name}. We'll make the ${f.tribute} (${f.colour}) for the funeral on ${f.funeral_date} at ` +
        `${f.funeral_time} and take it to ${f.director}. Kit will confirm to ${f.email}.`,
    },
    "/subscriptions/start/send": {
      title: "Subscription started",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.frequency} ${f.size} flowers start on ${f.start}, to ${f.postcode}. ` +
        `We've emailed ${f.email}.`,
    },
    "/workshops/book/send": {
      title: "Workshop booked",
      reply: (f) => `Thanks, ${f.name}. We've booked ${f.places} place(s) on ${f.workshop}. See you there.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within a working day.`,
    },
  },
};
