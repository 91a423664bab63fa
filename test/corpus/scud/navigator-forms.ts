import { formItem } from "../items";
import type { NavItem } from "../types";

// SCUD: the twenty-eighth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28
// November (2026-11-28), "wednesday 2nd december" is 2026-12-02, "thursday 3rd december" is 2026-12-03, "friday 4th
// december" is 2026-12-04, "the 5th" is Saturday 5 December (2026-12-05), the day of the florist's wreath workshop at
// the Market Hall, "wednesday 9th december" is 2026-12-09, "thursday 10th december" is 2026-12-10, "monday 4th
// january" is 2027-01-04, "next september" is 2027-09 and "tuesday 6th april" is 2027-04-06, in the second week of
// the Easter holiday club. The florist's stall is in Brackenford Market Hall; Sallowmere (CK3) is in its zone 2 and
// Calderbrook (CK1) in zone 1, where subscriptions come on Thursdays; letters need 3 working days' notice, and a
// consultation is on a Tuesday, Wednesday or Thursday. Sorrel House's forest school site is Sorrel Woods, shown round
// on Wednesdays at 10:00; a child born in March 2024 goes to the toddler room (Saplings) and one born in October 2026
// to the baby room (Seedlings).
const form = formItem("sc-");

export const NAVIGATOR_SCUD_FORMS: NavItem[] = [
  form(
    "order-birthday",
    "florist",
    "can harebell & hedgerow deliver a classic hand tied to my mum on friday 4th december, bright colours but no lilies she has 2 cats. she's Jean Hartigan, 8 Orchard Rise, Sallowmere CK3 7PD. card to say 'Happy 70th Mum, love from Jo and the kids x' - from me, Jo Hartigan jo.hartigan@example.com 07700 900911",
    "/order/send",
    {
      item: "hand-tied",
      size: "classic",
      style: "bright",
      lilies: "none",
      method: "delivery",
      date: "2026-12-04",
      recipient: "Jean Hartigan",
      postcode: "CK3 7PD",
      message: "Happy 70th Mum, love from Jo and the kids x",
      name: "Jo Hartigan",
      email: "jo.hartigan@example.com",
    },
  ),
  form(
    "collect-market",
    "florist",
    "i'd like a grand arrangement in a vase from harebell & hedgerow, to pick up from their market hall stall this saturday. soft pastels please. Aditya Rao aditya.rao@example.com",
    "/order/send",
    {
      item: "vase",
      size: "grand",
      style: "pastels",
      method: "collect-market-hall",
      date: "2026-11-28",
      name: "Aditya Rao",
      email: "aditya.rao@example.com",
    },
  ),
  form(
    "wedding-consultation",
    "florist",
    "we're getting married 18 september 2027 at Cresswell Manor Barn and want to talk flowers with harebell and hedgerow - can you book us a consultation on wednesday 9th december at 2pm? probably the hedgerow package. Imogen Thwaite imogen.thwaite@example.com 07700 900913",
    "/weddings/consultation/send",
    {
      consult_date: "2026-12-09",
      consult_time: "14:00",
      wedding_date: "2027-09-18",
      venue: "Cresswell Manor Barn",
      package: "hedgerow",
      name: "Imogen Thwaite",
      email: "imogen.thwaite@example.com",
    },
  ),
  form(
    "funeral-letters",
    "florist",
    "need funeral letters spelling NAN from harebell & hedgerow, all white, the funeral is thursday 3rd december at 11am and they need to go to hebblethwaite and sons. Kayleigh Moss kayleigh.moss@example.com 07700 900914",
    "/sympathy/order/send",
    {
      tribute: "letters",
      letters: "NAN",
      colour: "white",
      funeral_date: "2026-12-03",
      funeral_time: "11:00",
      director: "hebblethwaite",
      name: "Kayleigh Moss",
      email: "kayleigh.moss@example.com",
    },
  ),
  form(
    "subscription",
    "florist",
    "sign me up for harebell & hedgerow flowers every fortnight, classic size, first one on thursday 10th december, to me at 22 Wren Street, Calderbrook CK1 5TJ. no lilies we've got cats. Meera Shah meera.shah@example.com",
    "/subscriptions/start/send",
    {
      frequency: "fortnightly",
      size: "classic",
      start: "2026-12-10",
      lilies: "none",
      gift: "no",
      postcode: "CK1 5TJ",
      name: "Meera Shah",
      email: "meera.shah@example.com",
    },
  ),
  form(
    "wreath-workshop",
    "florist",
    "book 2 of us onto harebell & hedgerow's wreath workshop at the market hall on the 5th. Lucy Brannigan lucy.brannigan@example.com 07700 900916",
    "/workshops/book/send",
    {
      workshop: "wreath-2026-12-05",
      places: "2",
      name: "Lucy Brannigan",
      email: "lucy.brannigan@example.com",
    },
  ),
  form(
    "look-round-woods",
    "nursery",
    "we'd like to look round sorrel house's forest school site on wednesday 2nd december, my daughter is 3. Farah Qureshi farah.qureshi@example.com 07700 900921",
    "/visit/send",
    {
      setting: "woods",
      date: "2026-12-02",
      time: "10:00",
      age: "3",
      name: "Farah Qureshi",
      email: "farah.qureshi@example.com",
    },
  ),
  form(
    "register-toddler",
    "nursery",
    "register my son Oscar Hale at sorrel house nursery, born 14 march 2024, to start monday 4th january, 3 full days a week - we'll be using our 30 hours. Laura Hale laura.hale@example.com 07700 900922",
    "/starting/register/send",
    {
      child: "Oscar Hale",
      dob: "2024-03-14",
      start: "2027-01-04",
      setting: "house",
      room: "saplings",
      days: "3",
      sessions: "full",
      funding: "30",
      parent: "Laura Hale",
      email: "laura.hale@example.com",
    },
  ),
  form(
    "waiting-list-baby",
    "nursery",
    "put our baby Mila Cole on sorrel house's waiting list, she was born 2nd october 2026 and we'd want her to start next september, 4 days a week. Amy Cole amy.cole@example.com",
    "/waiting-list/send",
    {
      child: "Mila Cole",
      dob: "2026-10-02",
      room: "seedlings",
      from: "2027-09",
      days: "4",
      parent: "Amy Cole",
      email: "amy.cole@example.com",
    },
  ),
  form(
    "club-half-term",
    "nursery",
    "book my son Jack Turner into the sorrel house holiday club for the whole of feb half term, he's 8 and goes to St Mary's. Kim Turner kim.turner@example.com",
    "/holiday-club/book/send",
    {
      child: "Jack Turner",
      age: "8",
      week: "feb-half-term",
      booking: "week",
      parent: "Kim Turner",
      email: "kim.turner@example.com",
    },
  ),
  form(
    "club-short-day",
    "nursery",
    "can you book my daughter ava lewis (6) into sorrel house's holiday club on tuesday 6th april, just the short day please. Rob Lewis rob.lewis@example.com 07700 900932",
    "/holiday-club/book/send",
    {
      child: "Ava Lewis",
      age: "6",
      week: "easter-2",
      booking: "days",
      date: "2027-04-06",
      session: "short",
      parent: "Rob Lewis",
      email: "rob.lewis@example.com",
    },
  ),
];
