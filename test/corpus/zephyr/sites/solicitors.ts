import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, options } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { solicitorsMorePages } from "./solicitors-more";

// ZEPHYR: the forty-second held-out part of the corpus (Corbridge Vane Solicitors), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A high-street firm of solicitors with two offices, on Market Hill in Holtby
// and on Station Road in Wyndham Cross. Conveyancing fees by property price band under two-level "Buying" and
// "Selling" headings with and without VAT, the supplements with VAT, what's paid to others and the Land Registry's
// fee by price, wills and Lasting Powers of Attorney with VAT and the Public Guardian's fee, will storage after a free
// year, estate administration by the estate's value as a percentage with a minimum, fixed-fee probate, hourly rates
// by grade, free clinics by town and day, talks by date, place and time with doors and places left, the solicitors as
// cards, the firms it works with, the two offices side by side with hours differing by day and Christmas, FAQs, dated
// news (with 2025's fees), forms for a quote, a will appointment, a talk, a clinic and a message, and two pages only
// the site's search finds. The footer's "Open 7 days a week" is true of neither office.
const shellPage = shell({
  brand: "Corbridge Vane Solicitors",
  tagline: "Family solicitors in Holtby and Wyndham Cross since 1962",
  nav: [
    ["Moving home", "/conveyancing"],
    ["Later life", "/wills"],
    ["Bereavement", "/probate"],
    ["Costs", "/fees"],
    ["Talk to us free", "/clinics"],
    ["What's on", "/events"],
    ["Who we are", "/people"],
    ["Find us", "/offices"],
    ["Questions", "/faq"],
    ["Insights", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "4 Market Hill, Holtby HY1 2MH",
    phone: "0113 496 0415",
    email: "enquiries@corbridgevane.test",
    socials: ["LinkedIn", "Facebook"],
  },
});

/** Every page, with the LLP, SRA and VAT numbers and the footer's 7 days a week, which neither office keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Corbridge Vane LLP, a limited liability partnership registered in England and Wales no. OC391842 · " +
      "Authorised and regulated by the Solicitors Regulation Authority, SRA no. 612447 · VAT no. GB 271 5530 18 · " +
      "Open 7 days a week</p>",
  );

/** Conveyancing: price band, then buying (fee, with VAT) and selling (fee, with VAT). */
const CONVEYANCING: [string, ...string[]][] = [
  ["Up to £150,000", "£850", "£1,020", "£750", "£900"],
  ["£150,001 to £250,000", "£950", "£1,140", "£825", "£990"],
  ["£250,001 to £400,000", "£1,095", "£1,314", "£925", "£1,110"],
  ["£400,001 to £600,000", "£1,295", "£1,554", "£1,095", "£1,314"],
  ["£600,001 to £1,000,000", "£1,650", "£1,980", "£1,395", "£1,674"],
  ["Over £1,000,000", "0.2% of the price", "0.24% of the price", "0.15% of the price", "0.18% of the price"],
];

/** Supplements: what, our fee, with VAT. */
const SUPPLEMENTS: string[][] = [
  ["A leasehold flat or house", "£295", "£354"],
  ["A new-build", "£250", "£300"],
  ["Help to Buy or shared ownership", "£325", "£390"],
  ["A Lifetime ISA", "£95", "£114"],
  ["A buy-to-let mortgage", "£150", "£180"],
  ["Unregistered land", "£200", "£240"],
  ["Each bank transfer we send", "£40", "£48"],
  ["ID and anti-fraud checks, done online, each person", "£15", "£18"],
  ["Your Stamp Duty Land Tax return", "£95", "£114"],
];

/** Paid to others for you: what, cost, when. */
const DISBURSEMENTS: string[][] = [
  ["Local authority, drainage and environmental searches", "£385", "Buying"],
  ["HM Land Registry fee", "By price: see below", "Buying"],
  ["Official copies of the title", "£14", "Selling"],
  ["Bankruptcy search", "£7 for each buyer", "Buying with a mortgage"],
];

/** The Land Registry's fee on a purchase: price, fee. */
const LAND_REGISTRY: string[][] = [
  ["Up to £80,000", "£20"],
  ["£80,001 to £100,000", "£40"],
  ["£100,001 to £200,000", "£100"],
  ["£200,001 to £500,000", "£150"],
  ["£500,001 to £1,000,000", "£295"],
  ["Over £1,000,000", "£500"],
];

/** Wills: will, our fee, with VAT. */
const WILLS: string[][] = [
  ["A single will", "£240", "£288"],
  ["Mirror wills for a couple", "£380", "£456"],
  ["A will with a trust, for a home or a disabled child", "£495", "£594"],
  ["Mirror wills with trusts", "£795", "£954"],
  ["Changing a will with a codicil", "£125", "£150"],
];

/** Lasting Powers of Attorney: what, our fee, with VAT, the Office of the Public Guardian's fee. */
const LPAS: string[][] = [
  ["One LPA, health and welfare or property and financial affairs", "£295", "£354", "£92"],
  ["Both LPAs for one person", "£475", "£570", "£184"],
  ["Both LPAs each for a couple, 4 in all", "£850", "£1,020", "£368"],
];

/** Estate administration: the estate's gross value, our fee, the least we charge. */
const ESTATES: string[][] = [
  ["Up to £325,000", "2.5% of the estate, plus VAT", "£2,000 plus VAT"],
  ["£325,001 to £1,000,000", "2% of the estate, plus VAT", "£8,125 plus VAT"],
  ["Over £1,000,000", "1.5% of the estate, plus VAT", "£20,000 plus VAT"],
];

/** Probate for a fixed fee: service, our fee, with VAT. */
const GRANTS: string[][] = [
  ["The grant of probate only: we apply, you do the rest", "£950", "£1,140"],
  ["The grant only, with an inheritance tax account (IHT400)", "£1,850", "£2,220"],
  ["A first meeting, up to an hour", "Free", "Free"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const OFFICE = `<fieldset><legend>Office</legend>
  <label><input type="radio" name="office" value="holtby"> Holtby</label>
  <label><input type="radio" name="office" value="wyndham-cross"> Wyndham Cross</label>
  </fieldset>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Corbridge Vane Solicitors",
    `<p class="banner" role="status"><strong>Moving before Christmas?</strong> Our last completion day this year is
    Wednesday 23 December. <a href="/conveyancing">Moving home</a>.</p>
    <p>Plain-speaking solicitors for the things that matter most: buying and selling your home, wills and Lasting
    Powers of Attorney, and looking after things when someone dies.</p>
    <p><a href="/conveyancing">Get a quote</a> · <a href="/wills">Make a will</a> · <a href="/clinics">A free
    half hour</a></p>
    <h2>Insights</h2>${cards([
      ["16 November 2026", "Christmas and New Year", "When our offices are open.", "/news"],
      ["3 September 2026", "Priya Lal joins us", "A new head of probate.", "/news"],
      ["1 April 2026", "Our fees from April 2026", "What we charge this year.", "/news"],
    ])}
    <h2>How we can help</h2>${cards([
      ["From £750 plus VAT", "Moving home", "Fixed fees, no sale, no fee.", "/conveyancing"],
      ["From £240 plus VAT", "Wills", "In your home or ours.", "/wills"],
      ["Free first meeting", "Probate", "When someone has died.", "/probate"],
    ])}`,
  ),
  "/conveyancing": page(
    "Moving home",
    `<p>Fixed fees for buying or selling a home in England and Wales. You pay our fee, VAT on it, and what we pay
    to others for you, and nothing more.</p>` +
      groupedTable(
        "Our legal fees",
        ["Property price"],
        [
          ["Buying", ["Our fee", "With VAT"]],
          ["Selling", ["Our fee", "With VAT"]],
        ],
        CONVEYANCING,
      ) +
      table("On top, if it applies", ["What", "Our fee", "With VAT"], SUPPLEMENTS) +
      table("Paid to others for you, with no VAT", ["What", "Cost", "When"], DISBURSEMENTS) +
      table("HM Land Registry fee on a purchase", ["Price", "Fee"], LAND_REGISTRY) +
      dl([
        ["No sale, no fee", "If your sale or purchase falls through before exchange, you pay no legal fee"],
        ["Selling and buying with us", "£150 off our two fees, before VAT"],
        ["When you pay", "£250 when you instruct us, for the searches; the rest on completion"],
        ["How long", "Usually 10 to 14 weeks from offer to completion"],
        ["Surveys and mortgages", `From firms we trust: see <a href="/partners">who we work with</a>`],
      ]) +
      `<h2>Get a quote</h2>
      <form method="post" action="/conveyancing/quote/send">
      <fieldset><legend>Are you</legend>
      <label><input type="radio" name="type" value="buying"> Buying</label>
      <label><input type="radio" name="type" value="selling"> Selling</label>
      </fieldset>
      <p><label>Price <select name="price">${options([
        ["up-to-150k", "Up to £150,000"],
        ["150k-250k", "£150,001 to £250,000"],
        ["250k-400k", "£250,001 to £400,000"],
        ["400k-600k", "£400,001 to £600,000"],
        ["600k-1m", "£600,001 to £1,000,000"],
        ["over-1m", "Over £1,000,000"],
      ])}</select></label></p>
      <fieldset><legend>Tenure</legend>
      <label><input type="radio" name="tenure" value="freehold"> Freehold</label>
      <label><input type="radio" name="tenure" value="leasehold"> Leasehold</label>
      </fieldset>
      <p><label><input type="checkbox" name="mortgage" value="yes"> With a mortgage</label>
      <label><input type="checkbox" name="first" value="yes"> First-time buyer</label>
      <label><input type="checkbox" name="newbuild" value="yes"> A new-build</label></p>
      ${OFFICE}
      ${contact}
      <button type="submit">Get my quote</button></form>`,
  ),
  "/wills": page(
    "Later life",
    `<p>A will, and Lasting Powers of Attorney so that someone you trust can act for you if you can't.</p>` +
      table("Wills", ["Will", "Our fee", "With VAT"], WILLS) +
      table(
        "Lasting Powers of Attorney",
        ["LPA", "Our fee", "With VAT", "Office of the Public Guardian fee, no VAT"],
        LPAS,
      ) +
      dl([
        ["Storing your will", "Free, in our strongroom, for any will we write"],
        ["A will written elsewhere", "We store it free for the first year, then £30 plus VAT a year"],
        ["Home visits", "Within 10 miles of either office, £75 plus VAT; free for anyone over 80"],
        ["How long", "A draft within 10 working days of our first meeting"],
        ["Signing", "In ink, with two witnesses: we witness it for you"],
      ]) +
      `<h2>Book an appointment</h2>
      <form method="post" action="/wills/book/send">
      <p><label>What for <select name="service">${options([
        ["single", "A single will"],
        ["mirror", "Mirror wills"],
        ["trust", "A will with a trust"],
        ["mirror-trust", "Mirror wills with trusts"],
        ["codicil", "Changing a will"],
        ["lpa-one", "One LPA"],
        ["lpa-both", "Both LPAs"],
        ["lpa-couple", "LPAs for a couple"],
      ])}</select></label></p>
      <fieldset><legend>Where</legend>
      <label><input type="radio" name="office" value="holtby"> Holtby</label>
      <label><input type="radio" name="office" value="wyndham-cross"> Wyndham Cross</label>
      <label><input type="radio" name="office" value="home"> At home, within 10 miles</label>
      </fieldset>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["09:30", "09:30"],
        ["11:00", "11:00"],
        ["14:00", "14:00"],
        ["15:30", "15:30"],
      ])}</select></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
  ),
  "/probate": page(
    "Bereavement",
    `<p>When someone dies, we can do as much or as little as you need: from applying for the grant to dealing
    with the whole estate. Our probate team is at Wyndham Cross.</p>` +
      table(
        "Dealing with the whole estate",
        ["Gross value of the estate", "Our fee", "The least we charge"],
        ESTATES,
      ) +
      table("For a fixed fee", ["Service", "Our fee", "With VAT"], GRANTS) +
      dl([
        ["The Probate Registry's fee", "£300 on estates over £5,000, paid to the court, with no VAT"],
        ["How long", "9 to 12 months for most estates"],
        ["Deeds", "We keep the estate's deeds free for 6 years after we finish, then £25 plus VAT a year"],
        [
          "House clearance and valuations",
          `From firms we trust: see <a href="/partners">who we work with</a>`,
        ],
      ]),
  ),
  ...solicitorsMorePages(page, contact, OFFICE),
};

export const SOLICITORS: CorpusSite = {
  name: "solicitors",
  pages,
  layout: page,
  forms: {
    "/conveyancing/quote/send": {
      title: "Quote on its way",
      reply: (f) => `Thanks, ${f.name}. We'll email your quote for ${f.type} to ${f.email} today.`,
    },
    "/wills/book/send": {
      title: "Appointment booked",
      reply: (f) => `Thanks, ${f.name}. Your appointment on ${f.date} at ${f.time} is booked.`,
    },
    "/events/book/send": {
      title: "Places booked",
      reply: (f) => `Thanks, ${f.name}. ${f.places} place(s) are booked; we've emailed ${f.email}.`,
    },
    "/clinics/book/send": {
      title: "Clinic booked",
      reply: (f) => `Thanks, ${f.name}. Your free half hour on ${f.date} is booked.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within a working day.`,
    },
  },
};
