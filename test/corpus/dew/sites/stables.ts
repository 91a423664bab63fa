import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { stablesMorePages } from "./stables-more";

// DEW: the sixteenth held-out part of the corpus (Brackenholt Riding School & Livery), written by someone who did
// not tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not
// read this file (see test/corpus/score.ts). A family-run riding school and livery yard on the edge of Greywell
// Common with two arenas, the Indoor School and the Outdoor Arena: lesson prices as a table of lesson × 30, 45 and
// 60 minutes, young riders' sessions as a table of session × ages × day × time × price, hacks as a table of hack ×
// length × price × who it's for, livery as a table of package × per week × what's included, pony parties as a
// definition list, gift vouchers reached only from the lessons page, the opening hours as a table of summer ×
// winter beside the two arenas, the team as cards, the rules (hats, boots, ages and weights, cancelling, bad
// weather) in prose, dated news (January's lesson prices, the Christmas closure, the arena's old floodlight hours,
// last April's livery prices), forms to book a lesson, ask about livery, book a party, buy a voucher and join the
// newsletter, and two pages only the site's search finds. The footer's line about opening and ages is true of no
// day and no rider.
const shellPage = shell({
  brand: "Brackenholt Riding School & Livery",
  tagline: "BHS approved riding school and livery yard on Greywell Common",
  nav: [
    ["Learn to ride", "/lessons"],
    ["Young riders", "/young-riders"],
    ["Out on the common", "/hacking"],
    ["Keep your horse here", "/livery"],
    ["Parties", "/parties"],
    ["Around the yard", "/yard"],
    ["Meet the team", "/team"],
    ["Before you ride", "/rules"],
    ["Yard news", "/news"],
    ["Questions", "/faq"],
    ["Find us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Brackenholt Farm, Common Lane, Greywell GW7 3BH",
    phone: "01632 966 520",
    email: "ride@brackenholt.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company number and the footer's line about opening and ages: true of no day and no rider. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Brackenholt Equestrian Ltd, registered in England no. 08431276 · Open seven days a week · Lessons for riders from 3 years old</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brackenholt Riding School & Livery",
    `<p class="banner" role="status"><strong>Christmas Pony Days are booking now.</strong> Five days of riding and
    pony care in the school holidays. <a href="/young-riders">See the dates</a></p>
    <p>The Whitaker family has taught riding at Brackenholt Farm for over 30 years. We have 22 school horses and
    ponies, from little Shetlands to steady cobs, two arenas, and 600 acres of Greywell Common right outside the
    yard gate.</p>
    <p><a href="/lessons">Start riding</a> · <a href="/young-riders">Children's sessions</a> ·
    <a href="/livery">Livery spaces</a></p>
    <h2>Yard news</h2>${cards([
      [
        "19 November 2026",
        "Christmas at Brackenholt",
        "When the riding school is closed over the holidays.",
        "/news",
      ],
      [
        "6 November 2026",
        "Lesson prices in 2027",
        "A small change to two of our prices in January.",
        "/news",
      ],
      ["2 October 2026", "The Outdoor Arena is back", "A new surface and brighter lights.", "/news"],
    ])}`,
  ),
  "/lessons": page(
    "Learn to ride",
    `<p>Everyone new starts with a 30-minute private assessment lesson, so we can match you with the right horse and
    the right group. Private and semi-private lessons are in the Indoor School; group lessons are in the Outdoor
    Arena, moving inside when the weather is bad.</p>` +
      table(
        "Lesson prices",
        ["Lesson", "30 minutes", "45 minutes", "60 minutes"],
        [
          ["Private (1 rider)", "£36", "£50", "£62"],
          ["Semi-private (2 riders, price each)", "£29", "£39", "£48"],
          ["Group (up to 6 riders, price each)", "Not offered", "£30", "£36"],
          ["Lunge lesson (1 rider, on the lunge line)", "£40", "Not offered", "Not offered"],
        ],
      ) +
      dl([
        ["Adult group lessons", "Tuesday and Thursday at 18:30, Saturday at 14:00 and Sunday at 10:00"],
        ["Block booking", "Pay for 5 group lessons and the 6th is free"],
        ["On your own horse", "A 45-minute private lesson on your own horse is £46, arena included"],
        ["Jumping", "From intermediate level, in private or group lessons, with a body protector"],
        ["Ages and weights", 'See <a href="/rules">Before you ride</a>'],
      ]) +
      `<p><a href="/lessons/book">Book a lesson</a></p>
      <p>Buying for someone else? A lesson or a hack makes a lovely present: see our
      <a href="/vouchers">gift vouchers</a>.</p>`,
  ),
  "/lessons/book": page(
    "Book a lesson",
    `<p>Tell us about the rider and we'll ring to confirm the time and take payment. New riders start with a
    30-minute private lesson.</p>
      <form method="post" action="/lessons/request">
      <p><label>Lesson <select name="type">${options([
        ["private", "Private (1 rider)"],
        ["semi-private", "Semi-private (2 riders)"],
        ["group", "Group"],
        ["lunge", "Lunge lesson"],
      ])}</select></label></p>
      <p><label>Length <select name="length">${options([
        ["30", "30 minutes"],
        ["45", "45 minutes"],
        ["60", "60 minutes"],
      ])}</select></label></p>
      <p><label>Riding experience <select name="level">${options([
        ["never", "Never ridden"],
        ["beginner", "Beginner: walk and trot with help"],
        ["novice", "Novice: walk, trot and steer on my own"],
        ["intermediate", "Intermediate: canter and small jumps"],
        ["advanced", "Advanced: jumping courses, competing"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <input type="time" name="time" required></label></p>
      <p><label>Rider's name <input name="rider" required></label></p>
      <p><label>Rider's age <input type="number" name="age" min="4" max="99" required></label></p>
      <p><label>Rider's weight <select name="weight">${options([
        ["under-50", "Under 50 kg (under 7 st 12 lb)"],
        ["50-70", "50 to 70 kg (7 st 12 lb to 11 st)"],
        ["70-89", "70 to 89 kg (11 st to 14 st)"],
        ["89-95", "89 to 95 kg (14 st to 15 st)"],
      ])}</select></label></p>
      <p><label>Your name, if you're booking for someone else <input name="name"></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Anything we should know (nerves, injuries) <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Request my lesson</button></form>`,
  ),
  "/young-riders": page(
    "Young riders",
    `<p>Weekly sessions for children in the Indoor School, whatever the weather, with riding, games and pony care.
    Book sessions by ringing 01632 966 521; Saturday places fill up about 2 weeks ahead.</p>` +
      table(
        "Young riders' sessions",
        ["Session", "Ages", "Day", "Time", "Price a session"],
        [
          ["Tiny Riders (on the lead rein)", "4–6", "Saturday", "09:00–09:45", "£28"],
          ["Pony Pals", "7–10", "Saturday", "10:00–11:00", "£34"],
          ["Pony Pals", "7–10", "Wednesday", "16:30–17:30", "£34"],
          ["Junior Jumpers", "11–16", "Saturday", "11:30–12:30", "£38"],
          ["Stable Club (riding and pony care)", "8–16", "Sunday", "09:30–12:30", "£48"],
        ],
      ) +
      `<h2>Pony Days</h2><p>In the school holidays our Pony Days run from 09:30 to 15:30 for riders aged 7 to 14:
      a ride every morning and afternoon, grooming, tack cleaning and a quiz, for £85 a day. Bring a packed lunch.
      This Christmas's Pony Days are on Monday 21, Tuesday 22 and Wednesday 23 December, and Tuesday 29 and
      Wednesday 30 December.</p>`,
  ),
  "/hacking": page(
    "Out on the common",
    `<p>Greywell Common is 600 acres of heath and woodland with sandy tracks, straight from the yard gate. Every
    hack goes out with one of our ride leaders, in groups of up to 5 riders.</p>` +
      table(
        "Hacks",
        ["Hack", "Length", "Price", "Who it's for"],
        [
          [
            "Steady hack (walk and trot)",
            "1 hour",
            "£48",
            "Riders aged 10 and over who can walk, trot and steer on their own",
          ],
          [
            "Common hack (walk, trot and canter)",
            "2 hours",
            "£80",
            "Riders aged 14 and over who canter confidently off the lead rein and have ridden regularly for at least 6 months",
          ],
          [
            "Private hack (one rider with a ride leader)",
            "1 hour",
            "£65",
            "Anyone who could go on the steady hack; we'll canter if you can",
          ],
        ],
      ) +
      dl([
        ["Times", "Tuesday to Sunday at 10:00 and 13:30; in summer (April to September) also at 18:00"],
        ["Weight", "Riders up to 89 kg (14 stone) on hacks"],
        ["Booking", "Ring the office on 01632 966 520; hacks are paid when you book"],
        ["Liveries", "Riders who keep a horse here can join a hack on their own horse for £15"],
      ]),
  ),
  "/livery": page(
    "Keep your horse here",
    `<p>We have 34 livery stables in two barns and 40 acres of grazing. Every livery can use both arenas and ride
    straight out onto the common.</p>` +
      table(
        "Livery packages",
        ["Package", "Per week", "What's included"],
        [
          [
            "Full livery",
            "£195",
            "Stable, hay, hard feed, shavings, turnout and bringing in, mucking out, rugging, two feeds a day, and exercise three times a week",
          ],
          [
            "Part livery",
            "£135",
            "Stable, hay, shavings, turnout and bringing in on weekdays, and a morning feed; you muck out, ride, and do everything at weekends",
          ],
          [
            "DIY livery",
            "£55",
            "A stable, grazing and use of the arenas; you bring your own feed and bedding and look after your horse yourself",
          ],
          [
            "Grass livery",
            "£35",
            "Grazing in a shared field with a field shelter and water, April to October only; no stable",
          ],
        ],
      ) +
      dl([
        ["Spaces", "DIY and part livery have spaces now; full livery has a waiting list of about 3 months"],
        [
          "Winter turnout",
          "The fields rest from 1 December to 31 March; horses go out in the all-weather paddocks on a rota",
        ],
        ["Extras", "Holding for the vet or farrier £10; full clip £55; a hack with a ride leader £15"],
        ["Arenas", "Included; book the Indoor School by the hour on the board in the tack room"],
        ["Notice", "One month on either side; four weeks' livery paid in advance"],
      ]) +
      `<p><a href="/livery/enquire">Ask about a space</a></p>`,
  ),
  "/livery/enquire": page(
    "Ask about a livery space",
    `<p>Sam, our yard manager, will ring you within 2 days and invite you to look round.</p>
      <form method="post" action="/livery/send">
      <p><label>Package <select name="package">${options([
        ["full", "Full livery"],
        ["part", "Part livery"],
        ["diy", "DIY livery"],
        ["grass", "Grass livery"],
      ])}</select></label></p>
      <p><label>Horse's name <input name="horse" required></label></p>
      <p><label>Breed, height and age <input name="horse_details"></label></p>
      <p><label>When would you like to move in? <input type="date" name="start"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Anything else (shoes, feeding, vices) <textarea name="notes" rows="4"></textarea></label></p>
      <button type="submit">Send</button></form>`,
  ),
  ...stablesMorePages(page, options),
};

export const STABLES: CorpusSite = {
  name: "stables",
  pages,
  layout: page,
  forms: {
    "/lessons/request": {
      title: "Lesson requested",
      reply: (f) =>
        `Thanks. We have a request for a ${f.length}-minute ${f.type} lesson for ${f.rider} on ${f.date} at ` +
        `${f.time}. We'll ring ${f.phone} to confirm and take payment.`,
    },
    "/livery/send": {
      title: "Livery enquiry sent",
      reply: (f) =>
        `Thanks, ${f.name}. Sam will ring ${f.phone} within 2 days about ${f.package} livery for ${f.horse}.`,
    },
    "/parties/request": {
      title: "Party requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in a pony party on ${f.date} (${f.slot}) for ${f.children} children. ` +
        `We'll ring ${f.phone} to take the £50 deposit.`,
    },
    "/vouchers/order": {
      title: "Voucher ordered",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.voucher} voucher for ${f.recipient} will be sent by ${f.delivery}. ` +
        `A link to pay is on its way to ${f.email}.`,
    },
    "/newsletter/join": {
      title: "You're signed up",
      reply: (f) => `Thanks, ${f.name}. Our yard newsletter will go to ${f.email} once a month.`,
    },
  },
};
