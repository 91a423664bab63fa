import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { farmMorePages } from "./farm-more";

// SLEET: the thirteenth held-out part of the corpus (Hollins Green Community Farm), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A charity-run city farm in Crossley with a shop, a café and allotments:
// winter opening hours as a table of weekday × farmyard × shop × café (summer hours in a sentence beside it), entry
// as a table of ticket × term-time weekdays × weekends and school holidays, activities as a table of everyone ×
// Friends' prices, the animals as a table of animal × breed × how many × where, allotment plots as a table of plot
// × size × standard × concession rent, volunteering sessions, school trips and events as tables, the team as cards,
// dated news (an old entry price, next year's Friends price, the Christmas hours), forms to book an event, join
// the allotment waiting list, sign up to volunteer and ask about a school trip, and two pages only the site's
// search finds. The footer's hours line is true of no part of the farm.
const shellPage = shell({
  brand: "Hollins Green Community Farm",
  tagline: "A working city farm in Crossley, run by a charity and a lot of volunteers",
  nav: [
    ["Your visit", "/visit"],
    ["Getting in", "/tickets"],
    ["Meet the residents", "/animals"],
    ["Growing spaces", "/growing"],
    ["Muck in", "/volunteer"],
    ["Learning", "/schools"],
    ["Farm diary", "/events"],
    ["Shop &amp; café", "/shop"],
    ["Friends", "/friends"],
    ["Who's who", "/people"],
    ["From the yard", "/news"],
    ["Before you come", "/faq"],
    ["Find us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Hollins Green Community Farm, Hollins Lane, Crossley CR4 6HG",
    phone: "01632 964 500",
    email: "hello@hollinsgreenfarm.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the footer's hours line: true of neither the farmyard, the shop nor the café in winter. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open every day, 9am to 5pm · Free parking · Friends go free</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const YES_NO: [string, string][] = [
  ["yes", "Yes, I'm a Friend of the farm"],
  ["no", "No"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hollins Green Community Farm",
    `<p class="banner" role="status"><strong>Winter hours:</strong> we're closed on Mondays until March, and
    Santa's back in the barn in December. <a href="/events">What's on</a></p>
    <p>Six acres of fields, barns and an orchard five minutes from Crossley town centre. Come and meet the pigs,
    buy eggs from the hens you've just said hello to, or rent a plot and grow your own.</p>
    <p><a href="/visit">Plan your visit</a> · <a href="/tickets">Getting in</a> · <a href="/volunteer">Help
    out</a></p>
    <h2>From the yard</h2>${cards([
      ["20 November 2026", "Christmas at the farm", "Our opening over the holidays.", "/news"],
      ["4 November 2026", "Friends in 2027", "One membership price changes.", "/news"],
      ["15 October 2026", "Winter hours", "Shorter days from November.", "/news"],
    ])}`,
  ),
  "/visit": page(
    "Your visit",
    table(
      "Winter opening hours (1 November to 28 February)",
      ["Day", "Farmyard", "Farm shop", "Café"],
      [
        ["Monday", "Closed", "Closed", "Closed"],
        ["Tuesday", "10:00–15:30", "09:00–16:00", "10:00–15:00"],
        ["Wednesday", "10:00–15:30", "09:00–16:00", "10:00–15:00"],
        ["Thursday", "10:00–15:30", "09:00–16:00", "10:00–15:00"],
        ["Friday", "10:00–15:30", "09:00–17:00", "10:00–15:00"],
        ["Saturday", "09:30–16:00", "09:00–17:00", "09:30–16:00"],
        ["Sunday", "09:30–16:00", "10:00–15:00", "09:30–16:00"],
      ],
    ) +
      `<p>Last entry to the farmyard is an hour before it closes. From 1 March to 31 October the farmyard is open
      every day, 09:30–17:30, and the café until 17:00.</p>` +
      dl([
        ["Address", "Hollins Lane, Crossley CR4 6HG"],
        ["Parking", "Free, 60 spaces; the overflow field is shut from November to March"],
        ["Buses", "The 21 and 22 stop at Hollins Lane end, a 5-minute walk"],
        [
          "Getting around",
          "Hard paths to every barn and the café; the top field is grass. Borrow our all-terrain wheelchair for free",
        ],
        ["Toilets", "By the café, with baby changing and an accessible toilet"],
      ]),
  ),
  "/tickets": page(
    "Getting in",
    `<p>Pay at the gate by card or cash. Friends of the farm get in free every day: see <a href="/friends">
    Friends</a>.</p>` +
      table(
        "Entry",
        ["Ticket", "Term-time weekdays", "Weekends and school holidays"],
        [
          ["Adult", "£7.50", "£9.50"],
          ["Child (2 to 15)", "£6.00", "£7.50"],
          ["Under 2", "Free", "Free"],
          ["Over 65 or student", "£6.50", "£8.00"],
          ["Family (2 adults and 2 children)", "£24.00", "£30.00"],
          ["Carer with a disabled visitor", "Free", "Free"],
        ],
      ) +
      table(
        "Activities (on top of entry)",
        ["Activity", "Everyone", "Friends of the farm"],
        [
          ["Pony ride, ages 3 to 10", "£5.00", "£4.00"],
          ["Tractor and trailer ride", "£3.50", "£2.50"],
          ["Guinea pig cuddles", "£2.50", "Free"],
          ["Egg collecting, Saturdays at 10:30", "£3.00", "£2.00"],
          ["Bottle-feed the lambs, February to May only", "£4.00", "£3.00"],
        ],
      ) +
      `<p>Buy activity tokens at the gate when you arrive; pony rides sell out first at weekends.</p>`,
  ),
  "/animals": page(
    "Meet the residents",
    `<p>Every animal here has a name and a job, even if the job is mostly being admired. Lambs arrive in March, and
    in spring there are often more than 50 sheep in the top field.</p>` +
      table(
        "Who lives here",
        ["Animal", "Breed", "How many", "Where to find them"],
        [
          ["Pigs", "Gloucestershire Old Spot", "6", "The piggery"],
          ["Sheep", "Jacob and Shetland", "23", "Top field"],
          ["Goats", "Pygmy and Golden Guernsey", "9", "Goat yard"],
          ["Cows", "Dexter", "4", "Bottom meadow"],
          ["Alpacas", "Huacaya", "3", "Paddock by the café"],
          ["Ponies", "Shetland", "2", "Stables"],
          ["Hens", "Rescued commercial hens", "40", "The orchard"],
          ["Ducks", "Indian Runner", "12", "The pond"],
          ["Rabbits and guinea pigs", "Various", "18", "Small animal barn"],
        ],
      ) +
      `<h2>Characters to look out for</h2>${cards([
        ["Since 2015", "Doris", "An Old Spot sow and our oldest resident: she'll be 12 in the spring."],
        ["Since 2020", "Nutmeg", "A Golden Guernsey goat who has opened the goat yard gate 14 times."],
        ["Since 2022", "Captain", "The Dexter bull. Small, calm and not for stroking."],
        ["Since August 2026", "Bramble", "Our new Shetland pony, who gives rides with Pip."],
      ])}`,
  ),
  "/growing": page(
    "Growing spaces",
    `<p>Forty plots on the old market garden behind the orchard, looked after by the Hollins Green Growers. Rent
    runs from 1 October to 30 September and is paid once a year.</p>` +
      table(
        "Plots and rent",
        ["Plot", "Size", "Standard, a year", "Concession, a year"],
        [
          ["Full plot", "250 m²", "£96", "£84"],
          ["Half plot", "125 m²", "£54", "£48"],
          ["Quarter plot", "60 m²", "£30", "£26"],
          ["Raised bed, step-free, by the glasshouse", "4 m²", "£18", "£15"],
        ],
      ) +
      `<p>Concessions are for over-65s, students and anyone on means-tested benefits.</p>` +
      dl([
        [
          "Waiting list",
          "About 14 months for a full plot, 9 months for a half plot and 4 months for a quarter; raised beds usually have no wait",
        ],
        ["Water", "Standpipes and water butts; the standpipes are off from November to March"],
        ["Sheds", "Allowed with the Growers' permission, no bigger than 2 m by 1.8 m"],
        ["Bonfires", "Not allowed: use the farm's green waste bays"],
        ["Key deposit", "£25, returned when you give up your plot"],
      ]) +
      `<h2>Join the waiting list</h2>
      <form method="post" action="/growing/waitlist">
      <p><label>Which plot? <select name="plot">${options([
        ["full", "Full plot"],
        ["half", "Half plot"],
        ["quarter", "Quarter plot"],
        ["raised", "Raised bed"],
      ])}</select></label></p>
      <p><label>Have you grown food before? <select name="experience">${options([
        ["none", "Never"],
        ["some", "A little"],
        ["lots", "Yes, for years"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <button type="submit">Add me to the list</button></form>`,
  ),
  "/volunteer": page(
    "Muck in",
    `<p>The farm runs on volunteers. Come to a free 1-hour induction first (the first Saturday of the month at
    13:30), then choose a session. No experience needed, just old clothes.</p>` +
      table(
        "Volunteering sessions",
        ["Session", "When", "Times", "Who can come"],
        [
          ["Animal care", "Tuesdays and Saturdays", "08:00–11:00", "16 and over"],
          ["Garden and orchard", "Wednesdays", "10:00–14:00", "14 and over; under-16s with a parent"],
          ["Farm shop and café", "Saturdays and Sundays", "09:00–13:00", "16 and over"],
          ["Building and repairs", "Thursdays", "09:30–15:00", "18 and over"],
          [
            "Team days for businesses",
            "Thursdays, by arrangement",
            "09:30–15:00",
            "Groups of 6 to 15, for a £350 donation",
          ],
        ],
      ) +
      `<h2>Sign up</h2>
      <form method="post" action="/volunteer/signup">
      <p><label>Session <select name="session">${options([
        ["animals", "Animal care"],
        ["garden", "Garden and orchard"],
        ["shop", "Farm shop and café"],
        ["building", "Building and repairs"],
        ["team-day", "A team day for my workplace"],
      ])}</select></label></p>
      <p><label>When could you start? <input type="date" name="start" required></label></p>
      <p><label>Age <select name="age">${options([
        ["14-15", "14 or 15"],
        ["16-17", "16 or 17"],
        ["18-plus", "18 or over"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Sign me up</button></form>`,
  ),
  ...farmMorePages(page, options, YES_NO),
};

export const FARM: CorpusSite = {
  name: "farm",
  pages,
  layout: page,
  forms: {
    "/events/book": {
      title: "Booking received",
      reply: (f) =>
        `Thanks, ${f.name}. You're booked for ${f.event} on ${f.date}: ${f.adults} adult(s) and ` +
        `${f.children || "0"} child(ren) (Friend: ${f.friend}). Pay when you arrive; we've emailed ${f.email}. ` +
        `Reference HG-0412.`,
    },
    "/growing/waitlist": {
      title: "You're on the list",
      reply: (f) =>
        `Thanks, ${f.name}. You're on the waiting list for a ${f.plot} plot (postcode ${f.postcode}, ` +
        `experience: ${f.experience}). The Growers will email ${f.email} when one comes up.`,
    },
    "/volunteer/signup": {
      title: "Thanks for volunteering",
      reply: (f) =>
        `Thanks, ${f.name} (${f.age}). We've noted you for ${f.session} from ${f.start}. Dev will email ` +
        `${f.email} with the next induction date.`,
    },
    "/schools/enquire": {
      title: "Enquiry received",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.visit} for ${f.children} children from ${f.school} on ` +
        `${f.date}. Tom will email ${f.email} within 3 working days to confirm.`,
    },
  },
};
