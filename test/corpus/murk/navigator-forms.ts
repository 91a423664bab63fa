import { formItem } from "../items";
import type { NavItem } from "../types";

// MURK: the twenty-ninth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "friday 4th december"
// is 2026-12-04; "next saturday" is the Saturday the cookery school's only sourdough class is on, 5 December
// (2026-12-05), since there is none on the 28th; "the 19th" is Saturday 19 December (2026-12-19), the day of the teen
// pizza class; "wednesday 10th march" is 2027-03-10, a day the Barn Kitchen takes private events; "this weekend" is
// from Saturday 28 November (2026-11-28); "monday 7th december" is 2026-12-07; "the 14th" is Monday 14 December
// (2026-12-14). Around 10 people is the 10 to 14 band; a £100 voucher is a money voucher. The hire firm keeps its
// plant at Rushbeck, so a mini digger is booked from there; trading since 2019 is 3 to 10 years, and "about a grand
// a month" is £500 to £2,000.
const form = formItem("mk-");

export const NAVIGATOR_MURK_FORMS: NavItem[] = [
  form(
    "curry-class",
    "cookery",
    "book 2 places on damson & dill's keralan curry class on friday 4th december, we're both veggie. Hannah Whitlock hannah.whitlock@example.com 07700 900941",
    "/classes/book/send",
    {
      class: "curries-2026-12-04",
      places: "2",
      diet: "vegetarian",
      name: "Hannah Whitlock",
      email: "hannah.whitlock@example.com",
    },
  ),
  form(
    "sourdough-next-saturday",
    "cookery",
    "can i get a place on damson and dill's sourdough class next saturday? just me. Callum Frere callum.frere@example.com",
    "/classes/book/send",
    {
      class: "sourdough-2026-12-05",
      places: "1",
      name: "Callum Frere",
      email: "callum.frere@example.com",
    },
  ),
  form(
    "teen-pizza",
    "cookery",
    "book my daughter Isla Marsh (13) onto damson & dill's teen pizza class on the 19th, she'll walk home on her own after. Dan Marsh dan.marsh@example.com 07700 900942",
    "/young-cooks/book/send",
    {
      class: "teens-2026-12-19",
      child: "Isla Marsh",
      age: "13",
      pickup: "alone",
      parent: "Dan Marsh",
      email: "dan.marsh@example.com",
      phone: "07700 900942",
    },
  ),
  form(
    "team-day",
    "cookery",
    "we'd like a team cook-off at damson & dill's barn kitchen for around 10 people on wednesday 10th march, company is Fennick Surveyors. Priya Lal priya.lal@fennick.example 07700 900943",
    "/private/enquire/send",
    {
      event: "team-cook-off",
      kitchen: "barn",
      date: "2027-03-10",
      size: "10-14",
      company: "Fennick Surveyors",
      name: "Priya Lal",
      email: "priya.lal@fennick.example",
    },
  ),
  form(
    "voucher",
    "cookery",
    "buy a £100 damson & dill gift voucher emailed to my brother Marcus Webb at marcus.webb@example.com, with the message 'Happy birthday, now cook me dinner'. I'm Ellie Webb ellie.webb@example.com",
    "/vouchers/buy/send",
    {
      voucher: "100",
      format: "email",
      recipient: "Marcus Webb",
      send_to: "marcus.webb@example.com",
      message: "Happy birthday, now cook me dinner",
      name: "Ellie Webb",
      email: "ellie.webb@example.com",
    },
  ),
  form(
    "hen-callback",
    "cookery",
    "can someone from damson & dill ring me back about a hen party? afternoons are best. Zara Okafor 07700 900945",
    "/contact/callback/send",
    { topic: "private", time: "afternoon", name: "Zara Okafor", phone: "07700 900945" },
  ),
  form(
    "breaker-weekend",
    "toolhire",
    "book a 15kg breaker from haverstock hire's copley moor yard for this weekend, i'll pick it up on saturday. Gary Pyle gary.pyle@example.com 07700 900951",
    "/book/send",
    {
      item: "electric-breaker-15-kg",
      branch: "copley-moor",
      start: "2026-11-28",
      duration: "weekend",
      method: "collect",
      name: "Gary Pyle",
      email: "gary.pyle@example.com",
      phone: "07700 900951",
    },
  ),
  form(
    "mini-digger-week",
    "toolhire",
    "need a mini digger from haverstock hire for a week from monday 7th december, delivered to 14 Beck Lane, Rushbeck RK4 2BL. we'll take the damage waiver. Sian Holt sian.holt@example.com 07700 900952",
    "/book/send",
    {
      item: "mini-digger-1-5-tonne",
      branch: "rushbeck",
      start: "2026-12-07",
      duration: "week",
      method: "deliver",
      postcode: "RK4 2BL",
      waiver: "yes",
      name: "Sian Holt",
      email: "sian.holt@example.com",
    },
  ),
  form(
    "carpet-cleaner",
    "toolhire",
    "carpet cleaner from haverstock's rushbeck yard for a day on the 14th please, i'll collect it. no waiver, i've got my own insurance. Tom Ebdon tom.ebdon@example.com 07700 900953",
    "/book/send",
    {
      item: "carpet-cleaner",
      branch: "rushbeck",
      start: "2026-12-14",
      duration: "day",
      method: "collect",
      waiver: "no",
      name: "Tom Ebdon",
      email: "tom.ebdon@example.com",
    },
  ),
  form(
    "trade-account",
    "toolhire",
    "open a trade account with haverstock hire for Holt & Daughters Landscaping Ltd, company no 11293847. we've been trading since 2019, hire about a grand a month, mostly from copley moor. contact Sian Holt sian@holtlandscaping.example 07700 900954",
    "/trade/apply/send",
    {
      business: "Holt & Daughters Landscaping Ltd",
      type: "ltd",
      company_number: "11293847",
      trading: "3-10",
      branch: "copley-moor",
      spend: "500-2000",
      contact: "Sian Holt",
      email: "sian@holtlandscaping.example",
    },
  ),
  form(
    "floor-saw-callback",
    "toolhire",
    "get haverstock hire's rushbeck yard to ring me back in the morning about hiring a floor saw. Len Cartwright 07700 900955",
    "/contact/callback/send",
    { branch: "rushbeck", time: "morning", name: "Len Cartwright", phone: "07700 900955" },
  ),
];
