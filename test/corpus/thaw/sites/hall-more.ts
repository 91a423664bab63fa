import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// THAW: the fourteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const CLASSES: string[][] = [
  ["Pilates (mixed ability)", "Monday", "09:30–10:30", "Jubilee Room", "Claire Dunmore", "£8", "£42"],
  [
    "Toddler Tuesdays (stay and play, 0–4)",
    "Tuesday",
    "09:30–11:30",
    "Main Hall",
    "Millbrook Parents' Group",
    "£3 a family",
    "–",
  ],
  ["Chair yoga", "Tuesday", "14:00–15:00", "Jubilee Room", "Anita Bose", "£5", "£27"],
  ["Zumba", "Tuesday", "19:00–20:00", "Main Hall", "Kelly Marsh", "£7", "£36"],
  ["Short mat bowls", "Wednesday", "13:30–16:30", "Main Hall", "Millbrook Bowls Club", "£4", "–"],
  ["Art club", "Wednesday", "19:00–21:00", "Jubilee Room", "Tom Ridley", "£9", "£48"],
  ["Tai chi", "Thursday", "10:00–11:00", "Jubilee Room", "Wei Lin Parker", "£7", "£39"],
  ["Bridge club", "Thursday", "19:00–22:00", "Orchard Room", "Millbrook Bridge Club", "£3.50", "–"],
  ["Youth club (11–16)", "Friday", "18:30–20:30", "Main Hall", "Jack Ormerod", "£2", "–"],
  [
    "Ballet for 4–7s",
    "Saturday",
    "09:30–10:15",
    "Main Hall",
    "Miss Sophie's School of Dance",
    "£6.50",
    "£33",
  ],
];

const EVENTS = cards([
  [
    "Saturday 5 December 2026",
    "Christmas Fair",
    "10:00–14:00. Craft stalls, a tombola, mulled wine and mince pies. Free entry; Santa's grotto £4 a child.",
  ],
  [
    "Friday 11 December 2026",
    "Film night: It's a Wonderful Life",
    "Doors and bar 19:00, film 19:30. Adults £6, under-16s £3.",
  ],
  [
    "Saturday 19 December 2026",
    "Carols round the tree",
    "18:00 in the car park, then mince pies in the Main Hall. Free; donations to the hall fund.",
  ],
  [
    "Saturday 16 January 2027",
    "Quiz night",
    "19:30. Teams of up to 6, £5 a head. Bring your own nibbles; the bar is open.",
  ],
  [
    "Friday 22 January 2027",
    "Film night: Paddington 2",
    "Doors and bar 18:00, film 18:30, so younger ones are home for bed. Adults £6, under-16s £3.",
  ],
  [
    "Saturday 30 January 2027",
    "Burns Night supper",
    "19:00. Haggis, neeps and tatties, a piper and a ceilidh band. £22 a head, booking essential.",
  ],
  [
    "12 and 13 February 2027",
    "Pantomime: Jack and the Beanstalk",
    "The Millbrook Players. Friday 12 February at 19:00; Saturday 13 February at 14:00 and 18:30. Adults £9, children £5.",
  ],
]);

const NEWS = cards([
  [
    "18 November 2026",
    "Christmas closure",
    "The hall is closed for hire from Thursday 24 December to Saturday 2 January. The bookings office closes on Monday 21 December and reopens on Monday 4 January. Weekly classes stop after Saturday 19 December and start again on Monday 4 January.",
  ],
  [
    "9 November 2026",
    "Hire rates from April",
    "From 1 April 2027 the Main Hall will be £20 an hour for residents and local groups, £27 for everyone else and £33 commercial; the Jubilee Room £13, £18 and £22. The Orchard Room, the kitchen and the packages stay the same.",
  ],
  [
    "12 October 2026",
    "Winter heating charge",
    "From 1 November to 31 March we add £3 an hour to every hire to cover heating. Last winter it was £2.50 an hour; our gas bill has gone up again.",
  ],
  [
    "3 September 2026",
    "Zumba moves to Tuesdays",
    "From September Kelly's Zumba class is on Tuesday evenings instead of Thursdays, and a drop-in session is now £7 (it was £6).",
  ],
  [
    "20 July 2026",
    "Car park reopens",
    "The car park has been resurfaced and relined: it now has 32 spaces instead of 24, with 3 blue badge bays by the door.",
  ],
]);

const TRUSTEES: string[][] = [
  ["Margaret Ellison", "Chair", "Trustee meetings and the hall's plans"],
  ["Raj Bhatt", "Treasurer", "Invoices, deposits and grants"],
  ["Fiona Clegg", "Bookings secretary", "Room hire and the diary"],
  ["Sue Gantry", "Events lead", "Film nights, the fair and the quiz"],
  ["Ade Okoye", "Trustee", "Building and maintenance"],
  ["Nina Forde", "Trustee", "Youth club and safeguarding"],
  ["Colin Mayhew", "Trustee", "Garden and car park"],
  ["Shirley Dawes", "Trustee", "Community café"],
  ["Ben Achterberg", "Trustee", "Website and newsletter"],
];

/** Classes, events, news, people, answers and contact pages, and two pages only the site's search finds. */
export function hallMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/classes": page(
      "Weekly",
      `<p>Classes and clubs run every week in term time. Just turn up for a drop-in session, or sign up and save
      with a block of 6 (use them within 8 weeks).</p>` +
        table(
          "Classes and clubs",
          ["Class", "Day", "Time", "Room", "Run by", "Drop-in", "Block of 6"],
          CLASSES,
        ) +
        `<p><a href="/classes/join">Sign up for a class</a></p>`,
    ),
    "/classes/join": page(
      "Sign up for a class",
      `<p>Sign up and the teacher will get in touch before your first session. Clubs (toddlers, bowls, bridge and the
      youth club) don't need signing up for: just come along.</p>
      <form method="post" action="/classes/register">
      <p><label>Class <select name="class">${options([
        ["pilates", "Pilates (Monday)"],
        ["chair-yoga", "Chair yoga (Tuesday)"],
        ["zumba", "Zumba (Tuesday)"],
        ["art", "Art club (Wednesday)"],
        ["tai-chi", "Tai chi (Thursday)"],
        ["ballet", "Ballet for 4–7s (Saturday)"],
      ])}</select></label></p>
      <p><label>First session <input type="date" name="start" required></label></p>
      <p><label>How will you pay? <select name="payment">${options([
        ["dropin", "Drop-in, each time"],
        ["block", "A block of 6"],
      ])}</select></label></p>
      <p><label>Who's coming, if not you (a child's name, say) <input name="participant"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything the teacher should know? <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Sign me up</button></form>`,
    ),
    "/whats-on": page(
      "Events",
      `${EVENTS}<p>Bar open at every evening event. <a href="/whats-on/tickets">Reserve tickets</a> and pay on the
      door.</p>`,
    ),
    "/whats-on/tickets": page(
      "Reserve tickets",
      `<p>Reserve now and pay on the door, cash or card. Unclaimed tickets are released 10 minutes before the
      start.</p>
      <form method="post" action="/whats-on/reserve">
      <p><label>Event <select name="event">${options([
        ["film-dec", "Film night: It's a Wonderful Life, Friday 11 December"],
        ["quiz", "Quiz night, Saturday 16 January"],
        ["film-jan", "Film night: Paddington 2, Friday 22 January"],
        ["burns", "Burns Night supper, Saturday 30 January"],
        ["panto-fri", "Jack and the Beanstalk, Friday 12 February, 19:00"],
        ["panto-sat-mat", "Jack and the Beanstalk, Saturday 13 February, 14:00"],
        ["panto-sat-eve", "Jack and the Beanstalk, Saturday 13 February, 18:30"],
      ])}</select></label></p>
      <p><label>Adults <input type="number" name="adults" min="0" required></label></p>
      <p><label>Children <input type="number" name="children" min="0"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Reserve</button></form>`,
    ),
    "/news": page("Village news", NEWS),
    "/people": page(
      "Who we are",
      `<p>Millbrook Village Hall is a registered charity. It is run by 9 volunteer trustees, with about 40 more
      volunteers who help at events, and one paid caretaker, Pete Hollis, who opens up, sets out and looks after the
      heating.</p>${table("Trustees", ["Name", "Role", "Looks after"], TRUSTEES)}`,
    ),
    "/faq": page(
      "Good to know",
      `<h2>How late can we stay?</h2><p>Private parties must finish by 23:00, with music off at 22:30, because we
      have neighbours. Only the Saturday wedding and celebration package runs until midnight.</p>
      <h2>Can we have a bouncy castle?</h2><p>Yes, indoors in the Main Hall, as long as it's under 3.5 metres high
      and the hire company gives you a copy of its safety certificate.</p>
      <h2>Can we bring our own drink?</h2><p>Yes, for a private party where drink isn't sold. If you want to sell
      it, ask us about the hall's licensed bar.</p>
      <h2>Can we put up decorations?</h2><p>Yes, on the hooks along the walls. No pins, tape or Blu Tack on the
      paintwork, please, and no confetti or glitter indoors.</p>
      <h2>Are dogs allowed?</h2><p>Only assistance dogs, please, inside the hall.</p>
      <h2>Who cleans up?</h2><p>You do: leave the room as you found it. There's a mop, a hoover and bin bags in the
      cleaner's cupboard. If we have to clean after you, £40 comes off your deposit.</p>
      <h2>When do we get our deposit back?</h2><p>Within 14 days of your hire, once the caretaker has checked the
      room.</p>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Bookings", "Fiona Clegg, 01632 961 870, bookings@millbrookhall.test"],
        ["Caretaker", "Pete Hollis, 07700 900 870 (on hire days only)"],
        ["Events and tickets", "events@millbrookhall.test"],
        ["Post", "Millbrook Village Hall, Church Lane, Millbrook MB7 2CL"],
      ]) +
        `<p>To hire a room, <a href="/hire/enquiry">ask about a date</a>. To join a class, <a href="/classes/join">sign
        up here</a>.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep hirers' details for 6 years for our accounts, and class lists until the end of each term.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/bar": page(
      "The hall bar",
      `<p>The hall holds a premises licence, so our volunteer bar team can run a bar at your event. The bar fee is
      £60 for a private party; you keep nothing from the takings, and we keep the prices low.</p>` +
        table(
          "Bar prices",
          ["Drink", "Price"],
          [
            ["Pint of Millbrook Gold ale", "£4.20"],
            ["Glass of wine, 175 ml", "£4.50"],
            ["Bottle of wine", "£16"],
            ["Soft drinks", "£1.50"],
          ],
        ),
    ),
    "/equipment": page(
      "Equipment to hire",
      `<p>Add any of these to a room booking. Tell us when you book so the caretaker can set it up.</p>` +
        table(
          "Equipment",
          ["What", "Per booking"],
          [
            ["Projector and screen", "£15"],
            ["PA system with two microphones", "£20"],
            ["Staging blocks (Jubilee Room)", "£25"],
            ["Extra trestle tables", "Free"],
            ["Chair covers", "£1.50 each"],
          ],
        ),
    ),
  };
}
