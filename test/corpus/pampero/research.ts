import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// PAMPERO: the fifty-first held-out part of the research corpus on two sites of its own (an accountancy practice for
// sole traders and small firms with two offices, and a pest control company with two depots), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Penrose Bell a standard return
// for a company director is £280 (simple £220); two to five rental properties with capital gains are complex, from
// £460 (standard £340); a sole trader over £90,000 on a standard return is £420 (under £90,000 £320); a simple PAYE
// return with records in after 10 January is £150 + £75; payroll for 3 employees is 3 × £6 = £18, under the £30 a
// month minimum; the Complete plan billed yearly at £5,001 to £15,000 a month is £1,296 (monthly £120); a standard
// partnership return after 1 April 2027 is £290 + £15; a Flat Rate VAT return is £75 a quarter (standard £95); there
// are no audits; Crandon is shut on Saturdays, charges £60 for a first meeting and is open until 18:30 on Thursdays
// (17:00 on other days but Friday); Ashworth is open on Tuesday 29 December and until 20:00 on Wednesdays in January
// (17:30 otherwise); the Complete plan adds VAT returns and a year-end meeting; complex means capital gains, foreign
// income or more than three sources; the first meeting is 45 minutes; billing yearly is 10% off; new returns stop on
// Friday 22 January (the deadline is Sunday 31 January 2027); Joanna Reyes runs payroll and David Bell is the Crandon
// partner (Helen Penrose Ashworth's); there are 7 on the team and 2 meeting rooms at Ashworth; nothing says
// inheritance tax, mortgage references or student discounts. At Wrenfield mice in a flat are £115 (house £140); bed
// bugs in a house £360 (flat £280); two wasps' nests at a house are £75 + £25; rats in a house on a Saturday are £165 +
// £30; cockroaches at commercial premises from £320 (house £250); a medium site with quarterly visits is £768 a year
// (£64 a month; eight-weekly £1,056); 15 miles is zone C, £30 (zone B £15); fleas are not treated at commercial
// premises, nor moles, and honey bees never destroyed; Portsby is shut on Saturdays and open until 13:00 on Sundays;
// rats come back free within the 3 month guarantee; evening visits are on weekdays only; rats, mice, squirrels and
// cockroaches have a 3 month guarantee (bed bugs 2 months); a contract covers rats, mice, cockroaches and ants; bed
// bugs mean 4 hours out of the house; the minimum contract is 12 months; pigeon proofing has 12 months' guarantee
// (moles 6 months); Ben Ashdown does the bird control; a rat treatment includes 3 visits; nothing says foxes or a deep
// clean.
const r = researchItem("pa-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_PAMPERO: ResearchItem[] = [
  // accountants
  r(
    "director-standard",
    "accountants",
    "price",
    "how much for a standard tax return if i'm a company director /tax-returns",
    {
      contains: ["£280"],
      excludes: ["£220"],
    },
  ),
  r(
    "landlord-gains",
    "accountants",
    "price",
    "i've got 3 rental flats and sold some shares this year (capital gains), what will my return cost /tax-returns",
    {
      contains: ["£460"],
      excludes: ["£340"],
    },
  ),
  r(
    "sole-over-standard",
    "accountants",
    "price",
    "sole trader turning over about 120k a year, whats the price for a standard return /tax-returns",
    {
      contains: ["£420"],
      excludes: ["£320"],
    },
  ),
  r(
    "rush",
    "accountants",
    "price",
    "simple return, just the one paye job, but i won't get my paperwork to you till the 20th of january, how much all in /tax-returns",
    {
      contains: ["£225"],
    },
  ),
  r("payroll-three", "accountants", "price", "payroll for my 3 staff, what's it cost a month /payroll-vat", {
    contains: ["£30"],
    excludes: ["£18"],
  }),
  r(
    "complete-yearly",
    "accountants",
    "price",
    "complete bookkeeping plan paid yearly, turnover around 10k a month, how much /bookkeeping",
    {
      contains: ["£1,296"],
      excludes: ["£120", "£756"],
    },
  ),
  r(
    "partner-april",
    "accountants",
    "price",
    "whats a standard return for a partner in a partnership going to cost after april /tax-returns",
    {
      contains: ["£305"],
      excludes: ["£290"],
    },
  ),
  r(
    "flat-rate-vat",
    "accountants",
    "price",
    "how much do you charge to do vat returns on the flat rate scheme /payroll-vat",
    {
      contains: ["£75"],
      excludes: ["£95"],
    },
  ),
  r("audit", "accountants", "yes_no", "can you audit my limited company's accounts /payroll-vat", {
    answer: "no",
  }),
  r("crandon-saturday", "accountants", "yes_no", "is the crandon office open saturdays /offices", {
    answer: "no",
  }),
  r(
    "crandon-free",
    "accountants",
    "yes_no",
    "is the first meeting free if i go to the crandon office /first-meeting",
    {
      answer: "no",
    },
  ),
  r("hmrc-agent", "accountants", "yes_no", "can you talk to hmrc for me if they send me a letter /faq", {
    answer: "yes",
  }),
  r(
    "ashworth-29-dec",
    "accountants",
    "yes_no",
    "is the ashworth office open on the 29th of december /offices",
    {
      answer: "yes",
    },
  ),
  r(
    "complete-extra",
    "accountants",
    "list",
    "what do i get on the complete bookkeeping plan that i don't get with essentials /bookkeeping",
    {
      contains: ["VAT returns", "year-end meeting"],
    },
  ),
  r("complex-means", "accountants", "list", "what makes a tax return count as complex /tax-returns", {
    contains: ["Capital gains", "foreign income", "more than three sources"],
    excludes: ["gift aid"],
  }),
  r("meeting-length", "accountants", "fact", "how long does the first meeting last /first-meeting", {
    contains: ["45 minutes"],
  }),
  r(
    "yearly-discount",
    "accountants",
    "fact",
    "how much off do i get if i pay for bookkeeping yearly /bookkeeping",
    {
      contains: ["10%"],
    },
  ),
  r(
    "last-day",
    "accountants",
    "date",
    "whats the last day you'll take on a new tax return client /tax-returns",
    {
      contains: ["22 January"],
      excludes: ["31 January"],
    },
  ),
  r(
    "january-wednesday",
    "accountants",
    "time",
    "how late is the ashworth office open on wednesdays in january /offices",
    {
      contains: ["20:00"],
      excludes: ["17:30"],
    },
  ),
  r("crandon-thursday", "accountants", "time", "what time does crandon close on thursdays /offices", {
    contains: ["18:30"],
    excludes: ["17:00"],
  }),
  r("payroll-who", "accountants", "name", "who looks after the payroll /team", {
    contains: ["Joanna Reyes"],
    excludes: ["Helen Penrose"],
  }),
  r("crandon-partner", "accountants", "name", "which of the partners is based at crandon /team", {
    contains: ["David Bell"],
    excludes: ["Helen Penrose"],
  }),
  r("team-count", "accountants", "count", "how many staff have you got /team", {
    contains: ["7"],
  }),
  r(
    "meeting-rooms",
    "accountants",
    "count",
    "how many meeting rooms are there at the ashworth office /offices",
    {
      contains: ["2"],
    },
  ),
  r("inheritance", "accountants", "not_found", "do you do inheritance tax planning /faq", NONE),
  r(
    "mortgage-reference",
    "accountants",
    "not_found",
    "can you write me an accountant's reference for a mortgage application /faq",
    NONE,
  ),
  r(
    "student-discount",
    "accountants",
    "not_found",
    "is there a discount for students on a tax return /tax-returns",
    NONE,
  ),
  // pestcontrol
  r("mice-flat", "pestcontrol", "price", "how much to get rid of mice in my flat /prices", {
    contains: ["£115"],
    excludes: ["£140"],
  }),
  r("bed-bugs-house", "pestcontrol", "price", "bed bugs in a 3 bed house, price? /prices", {
    contains: ["£360"],
    excludes: ["£280"],
  }),
  r(
    "two-nests",
    "pestcontrol",
    "price",
    "theres 2 wasp nests at my house, what would it cost to do both in one go /prices",
    {
      contains: ["£100"],
    },
  ),
  r(
    "rats-saturday",
    "pestcontrol",
    "price",
    "rats in the house, if you came out on a saturday whats the total /prices",
    {
      contains: ["£195"],
    },
  ),
  r(
    "cockroach-commercial",
    "pestcontrol",
    "price",
    "we've got cockroaches in our restaurant kitchen, what does it cost /prices",
    {
      contains: ["£320"],
      excludes: ["£250"],
    },
  ),
  r(
    "contract-medium",
    "pestcontrol",
    "price",
    "medium sized warehouse, quarterly visits, what's the cost for the year /business",
    {
      contains: ["£768"],
      excludes: ["£1,056"],
    },
  ),
  r("zone-c", "pestcontrol", "price", "how much extra travel if i'm about 15 miles from your depot /prices", {
    contains: ["£30"],
    excludes: ["£15"],
  }),
  r("fleas-office", "pestcontrol", "yes_no", "can you treat fleas at our office /prices", {
    answer: "no",
  }),
  r("bees", "pestcontrol", "yes_no", "will you kill a honey bee swarm in my garden /wasps-bees", {
    answer: "no",
  }),
  r("portsby-saturday", "pestcontrol", "yes_no", "is the portsby depot open on saturdays /depots", {
    answer: "no",
  }),
  r(
    "rats-back",
    "pestcontrol",
    "yes_no",
    "if the rats come back a few weeks after, do i have to pay again /faq",
    {
      answer: "no",
    },
  ),
  r("weekend-evening", "pestcontrol", "yes_no", "can you come out in the evening at the weekend /prices", {
    answer: "no",
  }),
  r("not-commercial", "pestcontrol", "list", "which pests don't you treat at commercial premises /prices", {
    contains: ["Fleas", "Moles"],
    excludes: ["Squirrels"],
  }),
  r("three-months", "pestcontrol", "list", "which treatments come with a 3 month guarantee /prices", {
    contains: ["Rats", "Mice", "Squirrels", "Cockroaches"],
    excludes: ["Bed bugs"],
  }),
  r("contract-covers", "pestcontrol", "list", "what pests does a business contract cover /business", {
    contains: ["Rats", "mice", "cockroaches", "ants"],
  }),
  r("bed-bugs-out", "pestcontrol", "fact", "how long do we have to stay out after the bed bug spray /faq", {
    contains: ["4 hours"],
  }),
  r("minimum-term", "pestcontrol", "fact", "whats the minimum term on a business contract /business", {
    contains: ["12 months"],
  }),
  r("pigeon-guarantee", "pestcontrol", "fact", "how long is the guarantee on pigeon spikes /prices", {
    contains: ["12 months"],
    excludes: ["6 months"],
  }),
  r("portsby-sunday", "pestcontrol", "time", "what time does the portsby depot shut on a sunday /depots", {
    contains: ["13:00"],
    excludes: ["12:00"],
  }),
  r("birds-who", "pestcontrol", "name", "who does your pigeon proofing /team", {
    contains: ["Ben Ashdown"],
    excludes: ["Gareth Lowe"],
  }),
  r("rat-visits", "pestcontrol", "count", "how many visits do i get with a rat treatment /prices", {
    contains: ["3"],
  }),
  r("foxes", "pestcontrol", "not_found", "do you deal with foxes in the garden /prices", NONE),
  r("deep-clean", "pestcontrol", "not_found", "do you do a deep clean after getting rid of rats /faq", NONE),
];
