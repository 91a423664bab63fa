import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { potteryMorePages } from "./pottery-more";

// VIRGA: the twenty-fourth held-out part of the corpus (Kilnhouse Pottery), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A pottery studio in Kestleby, a market town, with two rooms (the Wheel Room upstairs,
// the Paint Café on the ground floor) and a Kiln Yard at the back: wheel and handbuilding courses as a table of
// course × who × length × days and times × price (two tasters and two beginners' courses with similar names), the
// Paint Café's piece prices as a table of item × size × price (the same price for several items) and a studio fee
// that differs weekdays and weekends with January's new weekend fee in a note, kids' parties by package, the Kiln
// Yard's firing service for outside potters as a table of firing × half shelf × full shelf × whole kiln and raku by
// the piece, a clay, glaze and tools price list with members' prices, two membership plans with open studio hours,
// term dates and course start dates, dated diary posts (Christmas dates, the weekend fee, the new kiln, last raku
// day, the taster's old price), the team as cards, opening hours as a table of day × café × shop × open studio,
// answers as a definition list, forms to book a course, book a party, ask about a firing, join as a member and send
// a message, and three pages only the site's search finds. The footer's line about the opening hours is true of no
// day.
const shellPage = shell({
  brand: "Kilnhouse Pottery",
  tagline: "Throw, paint and fire in the middle of Kestleby",
  nav: [
    ["Throw", "/wheel"],
    ["Paint", "/cafe"],
    ["Celebrate", "/parties"],
    ["Kiln Yard", "/kiln"],
    ["Materials", "/shop"],
    ["Studio members", "/members"],
    ["Calendar", "/calendar"],
    ["Diary", "/diary"],
    ["The team", "/team"],
    ["Visit", "/visit"],
    ["Good to know", "/questions"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "3 Tanners Yard, Kestleby KX4 2PT",
    phone: "01632 975 410",
    email: "hello@kilnhouse.test",
    socials: ["Instagram", "Facebook", "TikTok"],
  },
});

/** Every page, with the company number and the footer's line about the hours: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Kilnhouse Pottery CIC, registered in England no. 11482093 · Open every day, 10am to 6pm · Gift vouchers on sale in the café</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)] as [string, string]);

/** Courses: course, who it's for, length, when, price. */
const COURSES: string[][] = [
  [
    "Wheel Taster",
    "Complete beginners, 16 and over (12 to 15 with a paying adult on the next wheel)",
    "2 hours",
    "Fridays 10:00–12:00; Saturdays 10:00–12:00 and 13:30–15:30; Sundays 11:00–13:00",
    "£45 a person, or £85 for two",
  ],
  [
    "Date Night Taster",
    "Two people, 18 and over, a wheel each",
    "2 hours",
    "Fridays 19:00–21:00",
    "£80 for two (bring your own drinks)",
  ],
  [
    "Beginners' Wheel",
    "Your first proper course: centring, cylinders, bowls, trimming and glazing",
    "6 weeks, 2½ hours a week",
    "Tuesdays 19:00–21:30, or Wednesdays 10:00–12:30",
    "£225",
  ],
  [
    "Beginners' Handbuilding",
    "Pinch pots, coils and slabs: no wheel",
    "6 weeks, 2 hours a week",
    "Mondays 18:30–20:30",
    "£165",
  ],
  [
    "Wheel Improvers",
    "After Beginners' Wheel: taller forms, lids, handles and your own glazes",
    "6 weeks, 3 hours a week",
    "Thursdays 18:00–21:00",
    "£265",
  ],
  [
    "Young Potters",
    "Ages 8 to 15, on the wheel and by hand",
    "1½ hours",
    "Saturdays 16:00–17:30, in term time",
    "£18 a session, or £96 for 6 weeks",
  ],
  [
    "One-to-one",
    "Any level, any project",
    "1 or 2 hours",
    "Tuesday to Saturday, when it suits you both",
    "£55 an hour, £95 for 2 hours",
  ],
];

/** Paint Café pieces: item, size, price. */
const PIECES: string[][] = [
  ["Mug", "350 ml", "£14"],
  ["Large mug", "450 ml", "£16"],
  ["Espresso cup and saucer", "90 ml", "£12"],
  ["Dinner plate", "27 cm", "£18"],
  ["Side plate", "20 cm", "£12"],
  ["Cereal bowl", "15 cm", "£14"],
  ["Pasta bowl", "22 cm", "£20"],
  ["Serving platter", "35 cm", "£32"],
  ["Small figurine: cat, owl, dinosaur or unicorn", "About 10 cm", "£10"],
  ["Large figurine: dragon, fox or hedgehog", "About 18 cm", "£16"],
  ["Piggy bank", "15 cm", "£16"],
  ["Tile", "15 cm square", "£7"],
  ["Christmas bauble", "8 cm", "£6"],
  ["Handprint or footprint plate (we do the inking)", "20 cm", "£22"],
];

/** The studio fee for each painter: who, Tuesday to Friday, weekends and school holidays. */
const FEE: string[][] = [
  ["Adults", "£5", "£7"],
  ["Children under 12", "£3", "£5"],
  ["Under 3s, painting with a grown-up", "Free", "Free"],
];

/** Opening hours: day, Paint Café, shop and office, open studio (members). */
const HOURS: string[][] = [
  ["Monday", "Closed", "10:00–16:00", "10:00–16:00"],
  ["Tuesday", "10:00–17:00", "10:00–17:00", "10:00–13:00"],
  ["Wednesday", "10:00–17:00", "10:00–17:00", "13:30–17:00"],
  ["Thursday", "10:00–20:00", "10:00–17:00", "—"],
  ["Friday", "10:00–17:00", "10:00–17:00", "10:00–16:00"],
  ["Saturday", "09:30–17:30", "09:30–17:30", "—"],
  ["Sunday", "11:00–16:00", "Closed", "14:00–17:00"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Kilnhouse Pottery",
    `<p class="banner" role="status"><strong>Christmas:</strong> paint by Sunday 13 December to take your pieces home
    before Christmas. <a href="/diary">Christmas dates</a></p>
    <p>A working pottery in an old tannery off Kestleby market place. Come and try the wheel, paint a mug in the
    café, bring your own work to our kilns, or join the studio and make whatever you like.</p>
    <p><a href="/wheel/book">Book a class</a> · <a href="/cafe">Drop in and paint</a> · <a href="/parties">Birthday
    parties</a></p>
    <h2>This week</h2>${cards([
      [
        "Thursday 26 November",
        "Paint &amp; Natter",
        "Adults-only late paint night in the café, 17:00–20:00.",
        "/cafe",
      ],
      [
        "Saturday 28 November",
        "Bauble weekend",
        "Paint a Christmas bauble for £6, plus the studio fee.",
        "/cafe",
      ],
      ["Sunday 29 November", "Open studio", "Members only, 14:00–17:00.", "/members"],
    ])}
    <h2>From the diary</h2>${cards([
      ["19 November 2026", "Christmas at the Kilnhouse", "Last painting days and when we close.", "/diary"],
      ["2 November 2026", "Weekend studio fee from January", "A small change in the café.", "/diary"],
      ["12 October 2026", "Meet Maud", "Our new kiln is in.", "/diary"],
    ])}`,
  ),
  "/wheel": page(
    "On the wheel",
    `<p>Small classes with a potter who makes for a living. Clay, glazes, aprons and firing are all included, and
    everything you make is yours to keep.</p>` +
      table(
        "Classes and courses, winter 2026–27",
        ["Course", "Who it's for", "Length", "When", "Price"],
        COURSES,
      ) +
      `<p>Our Wheel Room has 8 wheels, so no class is bigger than 8. On Fridays 4 wheels are kept for members at open
      studio, so Friday morning tasters take 4 people.</p>
      <p>Tasters: we trim, glaze and fire your best two pots in a colour you choose, ready to collect about 4 weeks
      later (more pots are £6 each). Beginners' Wheel includes 12.5 kg of clay and Wheel Improvers 25 kg. Miss a
      session of a 6-week course and you can make it up at open studio in the same term.</p>
      <p>Start dates for the 6-week courses are on the <a href="/calendar">calendar</a>. Under 16s on a taster need a
      paying adult on the next wheel; Young Potters is for 8 to 15s on their own.</p>
      <p><a href="/wheel/book">Book a class or course</a></p>`,
  ),
  "/wheel/book": page(
    "Book a class or course",
    `<p>Pick your class and date and we'll email you a link to pay. Places are held for 24 hours.</p>
      <form method="post" action="/wheel/book/send">
      <p><label>Class or course <select name="course">${options([
        ["taster", "Wheel Taster (2 hours)"],
        ["date-night", "Date Night Taster (Fridays, for two)"],
        ["beginners-wheel-tue", "Beginners' Wheel, Tuesday evenings"],
        ["beginners-wheel-wed", "Beginners' Wheel, Wednesday mornings"],
        ["handbuilding", "Beginners' Handbuilding, Monday evenings"],
        ["improvers", "Wheel Improvers, Thursday evenings"],
        ["young-potters", "Young Potters (8 to 15)"],
        ["one-to-one", "One-to-one"],
      ])}</select></label></p>
      <p><label>Date (for a 6-week course, the first session) <input type="date" name="date" required></label></p>
      <p><label>Start time (tasters and one-to-ones) <select name="time">${options([
        ["", "Not needed"],
        ["10:00", "10:00"],
        ["11:00", "11:00"],
        ["13:30", "13:30"],
        ["16:00", "16:00"],
        ["19:00", "19:00"],
      ])}</select></label></p>
      <p><label>How many people <select name="people">${options(count(1, 4))}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/cafe": page(
    "The Paint Café",
    `<p>Choose a piece from the shelves, paint it at one of our big tables, and we glaze and fire it for you. No
    booking needed on weekdays; at weekends and in school holidays we recommend it, and tables of 6 or more must
    book.</p>` +
      table("Pieces to paint", ["Piece", "Size", "Price"], PIECES) +
      table(
        "Studio fee, for each painter (paints, brushes, glazing and firing)",
        ["", "Tuesday to Friday", "Saturdays, Sundays and school holidays"],
        FEE,
      ) +
      `<p>You pay for the piece and the studio fee. From 1 January 2027 the adult fee at weekends and in school
      holidays will be £8.</p>
      <p>Thursday is Paint &amp; Natter, 17:00–20:00, adults only: £5 studio fee including a hot drink.</p>
      <p>Your pieces are ready to collect 7 days after you paint them: we'll text you. Hot drinks, squash and cakes
      from the counter. The café is closed on Mondays.</p>`,
  ),
  "/parties": page(
    "Parties at the Kilnhouse",
    `<p>Birthday parties in the Paint Café and the Wheel Room, with one of our team looking after everything.</p>` +
      table(
        "Party packages",
        ["Package", "Ages", "How long", "What they do", "Price", "Group size"],
        [
          [
            "Little Painters",
            "3 to 6",
            "1 hour 15 minutes",
            "Paint a small figurine or a bauble",
            "£15 a child",
            "6 to 12 children",
          ],
          [
            "Paint Party",
            "6 to 12",
            "1½ hours",
            "Paint any piece up to £16: a mug, side plate or figurine",
            "£19 a child",
            "8 to 16 children",
          ],
          [
            "Clay Creatures",
            "7 to 12",
            "1½ hours",
            "Make a creature by hand from clay; we fire it for them",
            "£22 a child",
            "8 to 12 children",
          ],
          [
            "Wheel Party",
            "10 to 16",
            "2 hours",
            "Everyone has a go on the wheel; two pots each, glazed and fired",
            "£32 a child",
            "6 to 8",
          ],
          [
            "Grown-ups' Paint &amp; Prosecco",
            "18 and over",
            "2 hours",
            "Paint any piece up to £20, with a glass of prosecco each",
            "£34 a head",
            "8 to 20",
          ],
        ],
      ) +
      dl([
        [
          "When",
          "Saturdays at 13:00 and 15:30, Sundays at 13:30, and Fridays after school at 16:15 (£2 less a child on Fridays)",
        ],
        ["Party room", "Yours for 45 minutes after the painting or making"],
        ["Party food", "From the café: £6 a child for sandwiches, crisps, fruit and a drink"],
        ["To book", "A £50 deposit, and the rest on the day"],
        [
          "Afterwards",
          "Painted pieces are ready 7 days later; clay creatures and wheel pots about 4 weeks later",
        ],
      ]) +
      `<p><a href="/parties/book">Book a party</a></p>`,
  ),
  "/parties/book": page(
    "Book a party",
    `<p>Tell us about the party and Harriet will email you to confirm and take the deposit.</p>
      <form method="post" action="/parties/book/send">
      <p><label>Package <select name="package">${options([
        ["little-painters", "Little Painters (3 to 6)"],
        ["paint-party", "Paint Party (6 to 12)"],
        ["clay-creatures", "Clay Creatures (7 to 12)"],
        ["wheel-party", "Wheel Party (10 to 16)"],
        ["prosecco", "Grown-ups' Paint & Prosecco"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start time <select name="time">${options([
        ["13:00", "Saturday 13:00"],
        ["15:30", "Saturday 15:30"],
        ["13:30", "Sunday 13:30"],
        ["16:15", "Friday 16:15"],
      ])}</select></label></p>
      <p><label>Number of children (or guests) <input type="number" name="children" min="1" max="20" required></label></p>
      <p><label>Birthday child's first name <input name="child"></label></p>
      <p><label>Age they'll be <input type="number" name="age" min="1" max="99"></label></p>
      <p><label>Party food (£6 a child) <select name="food">${options([
        ["no", "No thanks"],
        ["yes", "Yes please"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Allergies or anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Ask for this party</button></form>`,
  ),
  "/kiln": page(
    "Kiln Yard: firing for potters",
    `<p>Make at home or at college and fire with us. Jess fires our three electric kilns, including Maud, our new
    200-litre kiln, and the raku kiln in the yard.</p>` +
      table(
        "Firing prices",
        ["Firing", "Half shelf", "Full shelf", "Whole kiln (Maud, 8 shelves)"],
        [
          ["Bisque, to 1000°C", "£9", "£16", "£110"],
          ["Earthenware glaze, to 1120°C", "£11", "£18", "£125"],
          ["Stoneware glaze, to 1240°C", "£12", "£20", "£140"],
        ],
      ) +
      `<p>A half shelf is 40 × 20 cm and a full shelf 40 × 40 cm, for pieces up to 25 cm tall (taller pieces take
      two shelves). Bisque firings are back in 5 working days, glaze firings in 7. Studio members pay 20% less.</p>` +
      table(
        "Raku, by the piece",
        ["Piece", "Price"],
        [
          ["Small, up to 15 cm", "£8"],
          ["Medium, 15 to 25 cm", "£12"],
          ["Large, 25 to 35 cm", "£18"],
        ],
      ) +
      `<p>Raku is fired outdoors on Raku Saturdays, the last Saturday of the month from March to October. Bring
      bisque-fired pieces made in raku clay; we supply the glazes and the reduction bins.</p>` +
      dl([
        [
          "Dropping off and collecting",
          "At the Kiln Yard door on Tanners Lane, Tuesday to Saturday 10:00–16:00",
        ],
        [
          "Your pieces",
          "Bone dry for bisque, with clean feet and glaze kept 5 mm from the base for glaze firings",
        ],
        ["If glaze runs", "£15 a shelf to grind it clean"],
        ["Left with us", "Collect within 14 days; after that, storage is £5 a week"],
      ]) +
      `<p><a href="/kiln/enquire">Ask about a firing</a></p>`,
  ),
  "/kiln/enquire": page(
    "Ask about a firing",
    `<p>Tell Jess what you'd like fired and she'll reply with a price and a drop-off slot.</p>
      <form method="post" action="/kiln/enquire/send">
      <p><label>Firing <select name="firing">${options([
        ["bisque", "Bisque"],
        ["earthenware-glaze", "Earthenware glaze"],
        ["stoneware-glaze", "Stoneware glaze"],
        ["raku", "Raku"],
      ])}</select></label></p>
      <p><label>How it's priced <select name="load">${options([
        ["half-shelf", "Half shelves"],
        ["full-shelf", "Full shelves"],
        ["whole-kiln", "A whole kiln"],
        ["pieces", "By the piece (raku only)"],
      ])}</select></label></p>
      <p><label>How many (shelves, kilns or raku pieces) <input type="number" name="quantity" min="1" max="60" required></label></p>
      <p><label>Clay you've used <input name="clay"></label></p>
      <p><label>When you'd like to drop off <input type="date" name="dropoff"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Sizes, glazes, anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Send</button></form>`,
  ),
  "/visit": page(
    "Visit",
    table("Opening hours", ["Day", "Paint Café", "Shop and office", "Open studio (members)"], HOURS) +
      `<p>Bank holidays: Sunday hours. Christmas and New Year: see the <a href="/diary">diary</a>.</p>` +
      dl([
        ["Address", "Kilnhouse Pottery, 3 Tanners Yard, Kestleby KX4 2PT: through the arch beside the Swan"],
        [
          "Access",
          "The Paint Café, the shop and our accessible toilet are on the ground floor, step-free from Tanners Yard. The Wheel Room is upstairs, up 16 steps, and there's no lift",
        ],
        [
          "Parking",
          "None at Tanners Yard. Cattle Market car park is 3 minutes' walk: £1.20 an hour, free after 18:00 and on Sundays. It fills up early on market days (Tuesdays and Saturdays)",
        ],
        ["Kiln Yard drop-off", "A 20-minute loading bay on Tanners Lane, round the back"],
        ["By bus", "Kestleby bus station is 5 minutes' walk; the X7 from Harborough stops on Market Place"],
      ]),
  ),
  ...potteryMorePages(page, options),
};

export const POTTERY: CorpusSite = {
  name: "pottery",
  pages,
  layout: page,
  forms: {
    "/wheel/book/send": {
      title: "Places held",
      reply: (f) =>
        `Thanks, ${f.name}. We're holding ${f.people} place(s) on ${f.course} on ${f.date} ${f.time} for 24 hours ` +
        `and have emailed ${f.email} a link to pay.`,
    },
    "/parties/book/send": {
      title: "Party requested",
      reply: (f) =>
        `Thanks, ${f.name}. Harriet will email ${f.email} to confirm a ${f.package} for ${f.children} on ${f.date} ` +
        `at ${f.time} and take the £50 deposit.`,
    },
    "/kiln/enquire/send": {
      title: "Firing enquiry sent",
      reply: (f) =>
        `Thanks, ${f.name}. Jess will email ${f.email} about your ${f.firing} firing (${f.quantity} × ${f.load}) ` +
        `within 2 working days.`,
    },
    "/members/join/send": {
      title: "Application received",
      reply: (f) =>
        `Thanks, ${f.name}. Megan will email ${f.email} about your ${f.plan} membership from ${f.start} and book ` +
        `your induction.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
