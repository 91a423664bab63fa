import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { groomerMorePages } from "./groomer-more";

// BRUME: the twenty-third held-out part of the corpus (Tuft & Tail), written by someone who did not tune the engines
// and run once at the very end as an outside measurement: whoever tunes the engines must not read this file (see
// test/corpus/score.ts). A dog groomer with a salon on Chantry Lane in Brackwell (open late on Thursdays), a mobile
// grooming van, the Suds Bus, that visits one village a day, and Tuft Club, a doggy day care in the barn behind the
// salon: salon prices as a table of service × dog size (the sizes defined in one sentence with breeds as examples)
// with January's new full groom prices in a note, add-ons as a table, the van's round as a table of village × day ×
// hours × call-out and its own prices as a table of service × size (no giant dogs, no puppy intros), day care
// prices as a table with packs of 10 and a sibling discount, the hours as a table of day × salon × day care,
// vaccination and behaviour rules and a table of cancellation and no-show fees, staff cards with qualifications and
// days, dated news (Christmas closures, January's prices, a second van, late Thursdays, a summer closure, April's day
// care prices), answers as a definition list, forms for a grooming request, a day care registration and a message,
// and three pages only the site's search finds. The footer's line about the opening hours is true of no day.
const shellPage = shell({
  brand: "Tuft &amp; Tail",
  tagline: "Dog grooming in Brackwell and around the villages, and Tuft Club day care",
  nav: [
    ["Pamper menu", "/prices"],
    ["On the road", "/van"],
    ["Tuft Club", "/daycare"],
    ["Find the salon", "/salon"],
    ["House rules", "/rules"],
    ["Meet the team", "/team"],
    ["Wag news", "/news"],
    ["Good to know", "/faq"],
    ["Request a slot", "/book"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "4 Chantry Lane, Brackwell BK4 7RD",
    phone: "01632 976 100",
    email: "woof@tuftandtail.test",
    socials: ["Instagram", "Facebook", "TikTok"],
  },
});

/** Every page, with the company number and the footer's line about the hours: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Tuft &amp; Tail Ltd, registered in England no. 11824503 · Members of the Pet Industry Federation · Open seven days a week, 9am to 6pm</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Salon prices: service, how long, then small, medium, large and giant. */
const SALON: string[][] = [
  ["Full groom (bath, blow-dry, haircut, nails, ears)", "2 to 3 hours", "£38", "£46", "£55", "£68"],
  ["Bath and tidy (bath, blow-dry, face, feet and bottom)", "1 to 1½ hours", "£28", "£34", "£42", "£52"],
  ["Puppy intro (under 6 months)", "45 minutes", "£20", "£24", "£27", "£30"],
  ["Nail clip", "10 minutes", "£8", "£9", "£10", "£12"],
  ["De-shedding treatment", "1½ to 2 hours", "£36", "£45", "£53", "£64"],
];

/** Add-ons: add-on, price, a note. */
const ADD_ONS: string[][] = [
  ["Teeth brushing", "£5", "With a finger brush and chicken-flavoured dog toothpaste"],
  ["Blueberry facial", "£7", "Gentle on tear stains"],
  ["Paw and pad tidy with balm", "£4", "For cracked or dry pads"],
  ["Flea treatment bath", "£12 small and medium, £15 large and giant", "Added if we find fleas"],
  ["De-matting", "£10 for every 15 minutes", "We'll ring you first if it will take more than 30 minutes"],
  ["Nail grinding (after a clip)", "£3", "Smooths the edges"],
  ["Bandana or bow", "Free", "Christmas bandanas all December"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Tuft &amp; Tail",
    `<p class="banner" role="status"><strong>New prices:</strong> full grooms change on Monday 4 January 2027.
    <a href="/news">Read more</a></p>
    <p>Happy, fluffy, clean dogs since 2014. Bring your dog to our calm little salon on Chantry Lane in Brackwell, let
    the Suds Bus come to your door in the villages, or leave them with us for a day of walks and games at Tuft Club.
    Every groomer here is qualified, insured and a soft touch for a waggy tail.</p>
    <p><a href="/book">Ask for a grooming slot</a> · <a href="/daycare">Tuft Club day care</a> · <a
    href="/van">Where's the van today?</a></p>
    <h2>Wag news</h2>${cards([
      ["12 November 2026", "Christmas and New Year", "When we're closed over the holidays.", "/news"],
      ["2 November 2026", "Full groom prices from January", "A small rise, the first since 2025.", "/news"],
      ["19 October 2026", "Meet Suds Two", "A second van, and two more villages.", "/news"],
    ])}
    <h2>Why dogs like us</h2>
    <ul><li>One dog at a time: no cages and no queues.</li><li>Treats, breaks and no rushing, especially for
    first-timers.</li><li>The Suds Bus visits six villages around Brackwell every week.</li></ul>`,
  ),
  "/prices": page(
    "Pamper menu",
    `<p>Prices depend on the size of your dog and its coat. Small means up to 10 kg, such as a Shih Tzu, Border
    terrier, Westie or Cavalier King Charles spaniel; medium is 10 to 20 kg, such as a cocker spaniel, beagle,
    cockapoo or springer spaniel; large is 20 to 40 kg, such as a Labrador, golden retriever, greyhound or standard
    poodle; and giant is over 40 kg, such as a Newfoundland, St Bernard or Bernese mountain dog.</p>` +
      table(
        "Salon prices, Chantry Lane",
        ["Service", "Takes about", "Small", "Medium", "Large", "Giant"],
        SALON,
      ) +
      `<p>From Monday 4 January 2027 a full groom will be £40 small, £48 medium, £57 large and £70 giant. Nothing
      else on this page is changing.</p>` +
      table("Add-ons, for any service", ["Add-on", "Price", "Good to know"], ADD_ONS) +
      dl([
        ["Two dogs from the same home", "Book them in together and the second groom is £5 off"],
        [
          "Very matted coats",
          "If brushing out would hurt, we'll clip short instead and tell you why. De-matting is charged as an add-on",
        ],
        ["Loyalty card", "Every 8th groom (full groom or bath and tidy) is half price"],
        ["In the Suds Bus?", 'The van has its own prices: see <a href="/van">On the road</a>'],
      ]) +
      `<p><a href="/book">Request a slot</a></p>`,
  ),
  "/van": page(
    "On the road: the Suds Bus",
    `<p>The Suds Bus is a converted Mercedes van with a walk-in bath, warm water, a quiet dryer and a grooming
    table, all running on its own power. Dan parks outside your home, grooms your dog in the van and hands them back
    at your door. We just need a parking space within 20 metres of your front door.</p>` +
      table(
        "The round",
        ["Village", "Day", "Van hours", "Call-out, each visit"],
        [
          ["Ottley Green", "Monday", "08:30–15:30", "Free"],
          ["Hamble Cross", "Tuesday", "09:00–16:00", "£3"],
          ["Fennick and Lower Fennick", "Wednesday", "08:30–15:30", "£5"],
          ["Sutton Ambry", "Thursday", "09:30–16:30", "£4"],
          ["Crayle", "Friday", "08:00–14:00", "£6"],
          ["Much Hadley", "1st and 3rd Saturday of the month", "09:00–13:00", "£5"],
        ],
      ) +
      table(
        "Suds Bus prices",
        ["Service", "Small", "Medium", "Large"],
        [
          ["Full groom", "£44", "£51", "£61"],
          ["Bath and tidy", "£33", "£39", "£47"],
          ["Nail clip", "£12", "£13", "£14"],
          ["De-shedding treatment", "£41", "£50", "£59"],
        ],
      ) +
      `<p>Giant dogs and puppy intros are salon only: there isn't room in the van. Add-ons cost the same as in the
      salon. Two dogs at the same address share one call-out. Outside the villages on the round? Ring Dan on 07700
      900614 and he'll see what he can do.</p>
      <p><a href="/book">Request a van slot</a></p>`,
  ),
  "/daycare": page(
    "Tuft Club day care",
    `<p>Tuft Club is our day care in the converted barn behind the salon, with a secure half-acre paddock, two
    group walks a day and a quiet room for naps. Kiran and Beth look after no more than 18 dogs a day, one carer for
    every 6 dogs.</p>` +
      table(
        "Tuft Club prices",
        ["Option", "Hours", "One day", "Pack of 10"],
        [
          ["Full day", "07:30–18:00", "£32", "£290"],
          ["Half day, morning", "07:30–12:30", "£20", "£180"],
          ["Half day, afternoon", "13:00–18:00", "£20", "£180"],
        ],
      ) +
      dl([
        [
          "Brothers and sisters",
          "A second dog from the same home is 25% off the daily price: £24 a full day, £15 a half day. Not on packs",
        ],
        ["Packs", "Use them within 4 months of buying. Packs aren't refundable"],
        ["Your first visit", "A free 2-hour settling-in session, so your dog can meet the gang"],
        ["Late collection", "£10 for every 15 minutes after 18:00"],
        [
          "Who can come",
          "Dogs from 16 weeks, once fully vaccinated. Dogs over 8 months must be neutered or spayed",
        ],
        ["Days", "Monday to Friday, except bank holidays"],
        [
          "What to bring",
          "Lunch in a labelled tub if your dog eats at midday. No toys or beds, please: we have plenty",
        ],
      ]) +
      `<p>Tuft Club's own line is 01632 976 120. <a href="/daycare/register">Register your dog</a></p>`,
  ),
  "/daycare/register": page(
    "Register for Tuft Club",
    `<p>Tell us about your dog and we'll ring you within 2 working days to arrange the settling-in session. Please
    have your vaccination card to hand.</p>
      <form method="post" action="/daycare/register/send">
      <p><label>Dog's name <input name="dog" required></label></p>
      <p><label>Breed <input name="breed"></label></p>
      <p><label>Age (years) <input type="number" name="age" min="0"></label></p>
      <p><label>Size <select name="size">${options([
        ["small", "Small (up to 10 kg)"],
        ["medium", "Medium (10 to 20 kg)"],
        ["large", "Large (20 to 40 kg)"],
        ["giant", "Giant (over 40 kg)"],
      ])}</select></label></p>
      <p><label>Neutered or spayed? <select name="neutered">${options([
        ["yes", "Yes"],
        ["no", "No"],
        ["too-young", "Not yet: under 8 months"],
      ])}</select></label></p>
      <p><label>How many dogs from your home? <select name="dogs">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
      ])}</select></label></p>
      <p><label>What would you like? <select name="plan">${options([
        ["full-day", "Full days, paid as you go"],
        ["half-day-am", "Morning half days, paid as you go"],
        ["half-day-pm", "Afternoon half days, paid as you go"],
        ["pack-full", "A pack of 10 full days"],
        ["pack-half", "A pack of 10 half days"],
      ])}</select></label></p>
      <p><label>Which days, usually? <input name="days"></label></p>
      <p><label>First day <input type="date" name="start"></label></p>
      <p><label>Kennel cough vaccine <select name="kennelcough">${options([
        ["yes", "Yes, done"],
        ["booked", "Booked with the vet"],
        ["no", "Not yet"],
      ])}</select></label></p>
      <p><label>Free settling-in session? <select name="taster">${options([
        ["yes", "Yes please"],
        ["no", "No thanks"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Your vet <input name="vet"></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Register</button></form>`,
  ),
  ...groomerMorePages(page, options),
};

export const GROOMER: CorpusSite = {
  name: "groomer",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Request received",
      reply: (f) =>
        `Thanks, ${f.name}. We've got your request for a ${f.service} for ${f.dog || "your dog"} (${f.size}) ` +
        `on ${f.date}, ${f.time}. We'll ring or email ${f.email} to confirm within one working day.`,
    },
    "/daycare/register/send": {
      title: "Registration received",
      reply: (f) =>
        `Thanks, ${f.name}. We've registered ${f.dog} for Tuft Club (${f.plan}) and will ring you within 2 ` +
        `working days to arrange a settling-in session.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within one working day.`,
    },
  },
};
