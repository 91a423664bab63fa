import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// SLEET: the thirteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas at the farm",
    "On Christmas Eve the farmyard and café are open 09:30–13:00, and the shop 09:00–14:00 for turkey and veg box collections. We're closed from Christmas Day to Monday 28 December. From Tuesday 29 to Thursday 31 December the farmyard is open 10:00–15:30. We're closed on New Year's Day, and winter hours start again on Saturday 2 January.",
  ],
  [
    "4 November 2026",
    "Friends in 2027",
    "From 1 January 2027 a household Friends membership goes from £48 to £52 a year. Single and concession memberships stay the same.",
  ],
  [
    "15 October 2026",
    "Winter hours",
    "From Sunday 1 November the farmyard closes at 15:30 on weekdays and 16:00 at weekends (it has been 17:30 all summer), and we're closed on Mondays until March.",
  ],
  [
    "3 September 2026",
    "New entry prices",
    "From today an adult ticket at weekends and in the school holidays is £9.50, up from £8.50. Term-time weekday prices don't change.",
  ],
  [
    "10 August 2026",
    "Welcome, Bramble",
    "Bramble the Shetland pony has joined Pip in the stables, so pony rides are back at weekends.",
  ],
]);

const PEOPLE: [name: string, role: string, note: string][] = [
  ["Jo Fairweather", "Farm manager", "Runs the farm day to day, and has done since 2011."],
  ["Sam Okafor", "Head of animal care", "Knows every animal's name, and most of their moods."],
  ["Lily Marsh", "Growing spaces officer", "Looks after the allotment plots and the waiting list."],
  ["Dev Patel", "Volunteer coordinator", "Runs the monthly inductions."],
  ["Agnes Moore", "Shop and café manager", "Bakes the scones, and won't tell you the recipe."],
  ["Tom Birch", "Learning officer", "Books and leads every school trip."],
  ["Harriet Lowe", "Chair of trustees", "A volunteer, like all eight of our trustees."],
];

const people = (list: typeof PEOPLE) =>
  `<div class="cards">${list
    .map(
      ([name, role, note]) =>
        `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Schools, events, shop, Friends, team, news, answers and contact pages, and two pages only search finds. */
export function farmMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  yesNo: [string, string][],
): Record<string, FixturePage> {
  return {
    "/schools": page(
      "Learning",
      `<p>Hands-on visits for schools and nurseries, led by our learning officer, from Tuesday to Thursday in term
      time. At least 15 children; one grown-up comes free with every 5 children, and extra grown-ups are £4.</p>` +
        table(
          "School visits",
          ["Visit", "Ages", "How long", "Price a child"],
          [
            ["Nursery Nibbles", "Ages 2 to 4", "1 hour 30 minutes", "£6.00"],
            ["Farm Explorers", "Reception to Year 2", "2 hours", "£8.50"],
            ["Seed to Plate", "Years 3 to 6", "3 hours", "£11.00"],
            ["Muck and Science", "Years 7 to 9", "3 hours", "£10.50"],
          ],
        ) +
        `<h2>Ask about a visit</h2>
      <form method="post" action="/schools/enquire">
      <p><label>Visit <select name="visit">${options([
        ["nursery-nibbles", "Nursery Nibbles"],
        ["farm-explorers", "Farm Explorers"],
        ["seed-to-plate", "Seed to Plate"],
        ["muck-and-science", "Muck and Science"],
      ])}</select></label></p>
      <p><label>School or nursery <input name="school" required></label></p>
      <p><label>Year group <input name="year"></label></p>
      <p><label>Number of children <input type="number" name="children" min="15" required></label></p>
      <p><label>Date you'd like <input type="date" name="date" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Send enquiry</button></form>`,
    ),
    "/events": page(
      "Farm diary",
      table(
        "Coming up",
        ["Event", "When", "Price", "Friends"],
        [
          [
            "Santa in the barn",
            "Saturdays and Sundays, 5 to 20 December 2026, 10:00–15:00",
            "£12 a child, with a present and farm entry; grown-ups pay normal entry",
            "£10 a child",
          ],
          ["Christmas wreath workshop", "Thursday 10 December 2026, 18:30–21:00", "£38", "£32"],
          ["Orchard wassail", "Saturday 16 January 2027, 15:00–17:00", "£5", "Free"],
          ["Lambing weekend", "Saturday 13 and Sunday 14 March 2027", "Normal entry", "Free"],
          ["Spring plant sale", "Sunday 25 April 2027, 10:00–14:00", "Free", "Free"],
        ],
      ) +
        `<p>The wreath workshop is for over-16s and includes mulled apple juice and mince pies. The plant sale and
      lambing weekend don't need booking.</p>
      <h2>Book a place</h2>
      <form method="post" action="/events/book">
      <p><label>Event <select name="event">${options([
        ["santa", "Santa in the barn"],
        ["wreath", "Christmas wreath workshop"],
        ["wassail", "Orchard wassail"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Adults <input type="number" name="adults" min="0" value="1"></label></p>
      <p><label>Children <input type="number" name="children" min="0" value="0"></label></p>
      <p><label>Friend of the farm? <select name="friend">${options(yesNo)}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Book</button></form>`,
    ),
    "/shop": page(
      "Shop &amp; café",
      `<p>Almost everything in the shop comes from the farm or from growers within 10 miles. Friends get 10% off in
      the shop (not in the café).</p>` +
        table(
          "From the farm shop",
          ["Item", "Price"],
          [
            ["Free-range eggs, half a dozen", "£2.40"],
            ["Free-range eggs, a dozen", "£4.50"],
            ["Old Spot sausages, pack of 6", "£5.20"],
            ["Veg box, small", "£12.00"],
            ["Veg box, large", "£18.00"],
            ["Hollins Green honey, 340 g", "£7.50"],
            ["Jacob wool, 100 g skein", "£6.00"],
          ],
        ) +
        `<p>Veg boxes are delivered on Fridays within 5 miles for £2, or collect them from the shop on Thursday
      afternoons.</p>` +
        table(
          "In the café",
          ["Item", "Price"],
          [
            ["Tea", "£2.20"],
            ["Coffee", "£2.80"],
            ["Hot chocolate", "£3.20"],
            ["Bacon bap (our own Old Spot bacon)", "£5.50"],
            ["Soup of the day with bread", "£5.90"],
            ["Jacket potato with beans and cheese", "£6.50"],
            ["Scone with jam and cream", "£3.00"],
            ["Kids' lunch bag", "£4.95"],
          ],
        ),
    ),
    "/friends": page(
      "Friends",
      `<p>Friends of Hollins Green keep the farm going: membership is the biggest part of our income after the
      café.</p>` +
        table(
          "Friends membership",
          ["Membership", "A year", "Monthly by direct debit"],
          [
            ["Single", "£28", "£2.50"],
            ["Household (2 adults and up to 4 children)", "£48", "£4.25"],
            ["Concession (over 65, student)", "£20", "£1.80"],
          ],
        ) +
        dl([
          ["Entry", "Free, every day we're open"],
          ["Activities and events", "At Friends' prices"],
          ["Farm shop", "10% off"],
          ["Friends' evening", "A summer barbecue with the animals after hours"],
        ]),
    ),
    "/people": page(
      "Who's who",
      `<p>There are 14 staff (most part-time) and about 110 regular volunteers. These are the people you'll meet
      most.</p>${people(PEOPLE)}`,
    ),
    "/news": page("From the yard", NEWS),
    "/faq": page(
      "Before you come",
      `<h2>Can I bring my dog?</h2><p>Only assistance dogs, we're afraid: our animals find dogs frightening. There's
      a shady spot for dogs and their people by the car park.</p>
      <h2>What should we wear?</h2><p>Wellies or old boots. It's a working farm, and it's muddy from October to
      April.</p>
      <h2>Can we bring a picnic?</h2><p>Yes: the picnic barn has tables and is under cover. Please take your
      rubbish home.</p>
      <h2>Can we touch the animals?</h2><p>Yes at guinea pig cuddles and in the goat yard with a keeper; please
      don't feed anything except with the food we sell at the gate (£1 a bag). Wash your hands after.</p>
      <h2>Can children come on their own?</h2><p>Under-16s must be with an adult.</p>
      <h2>How do I pay?</h2><p>Card or cash at the gate and in the shop; card only in the café.</p>
      <h2>Is it buggy friendly?</h2><p>Yes, on the hard paths. The top field is grass and gets boggy.</p>`,
    ),
    "/contact": page(
      "Find us",
      `${dl([
        ["Farm office (Tuesday to Friday, 09:00–16:00)", "01632 964 500"],
        ["Shop and café", "01632 964 510"],
        ["Email", "hello@hollinsgreenfarm.test"],
        ["Address", "Hollins Green Community Farm, Hollins Lane, Crossley CR4 6HG"],
      ])}<p>For school visits, use the form on <a href="/schools">Learning</a>.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep Friends' and volunteers' details while they're with us and for 3 years after.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/barn-hire": page(
      "Hire the Old Barn",
      `<p>Our oak-framed barn seats 80, or 120 standing, with a kitchen, toilets and fairy lights. Meetings,
      christenings, wakes and family get-togethers; no weddings. Ring the farm office to book.</p>` +
        table(
          "Barn hire",
          ["Booking", "Monday to Thursday", "Friday to Sunday"],
          [
            ["Half day (4 hours)", "£140", "£190"],
            ["Full day (09:00–17:00)", "£240", "£320"],
            ["Evening (18:00–23:00)", "£180", "£260"],
          ],
        ) +
        `<p>A £100 deposit holds the date. Music must stop at 22:30.</p>`,
    ),
    "/christmas-trees": page(
      "Christmas trees",
      `<p>Grown in Crossley, cut the week you buy them. On sale from Saturday 28 November until they run out, in
      the yard by the shop. We'll net it and help you to the car.</p>` +
        table(
          "Trees",
          ["Tree", "Price", "Friends"],
          [
            ["Nordmann fir, 5 to 6 feet", "£45", "£40.50"],
            ["Nordmann fir, 6 to 7 feet", "£55", "£49.50"],
            ["Nordmann fir, 7 to 8 feet", "£70", "£63"],
            ["Norway spruce, 5 to 6 feet", "£35", "£31.50"],
            ["Norway spruce, 6 to 7 feet", "£42", "£37.80"],
            ["Potted tree, about 3 feet", "£25", "£22.50"],
          ],
        ) +
        `<p>Bring your tree back in January and we'll chip it for the paths, free.</p>`,
    ),
  };
}
