import { formItem } from "../items";
import type { NavItem } from "../types";

// FROST: the tenth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this friday" is
// 27 November, "next tuesday" 1 December, "a week from next tuesday" 8 December; "thursday 3 december" is
// 2026-12-03, "saturday 12 december" 2026-12-12, and "saturday 19 december" to "sunday 27 december" are
// 2026-12-19 and 2026-12-27.
const form = formItem("z-");

export const NAVIGATOR_FROST_FORMS: NavItem[] = [
  form(
    "pickup-coldbrook",
    "cleaners",
    "can you book pressleys to pick up some dry cleaning from my house next tuesday morning, 2 suits and a coat. im at 8 Willow Close, Coldbrook HB3 5TN. Gareth Pugh 07700 900301",
    "/collect/book",
    {
      name: "Gareth Pugh",
      postcode: "HB3 5TN",
      zone: "zone-2",
      date: "2026-12-01",
      slot: "08-10",
      phone: "07700 900301",
    },
  ),
  form(
    "pickup-evening",
    "cleaners",
    "i need someone from pressleys to collect a bag of shirts after work this friday, like 6 or 7pm. im in town at 41 Station Road, HB1 4DL. Ellie Shaw, 07700 900302",
    "/collect/book",
    {
      name: "Ellie Shaw",
      postcode: "HB1 4DL",
      zone: "zone-1",
      date: "2026-11-27",
      slot: "18-20",
      phone: "07700 900302",
    },
  ),
  form(
    "quote-dress",
    "cleaners",
    "could you ask pressleys for a price to take in the sides of a bridesmaid dress? id rather bring it to the arcade and i need it back by saturday 12 december. Nadia Karim, nadia.k@example.com",
    "/alterations/quote",
    {
      name: "Nadia Karim",
      email: "nadia.k@example.com",
      garment: "dress",
      shop: "arcade",
      needed_by: "2026-12-12",
    },
  ),
  form(
    "business",
    "cleaners",
    "sort me out a business account enquiry with pressleys for my restaurant The Copper Kettle, we'd send about 120 tablecloths and napkins a week. Sam Okafor, sam@copperkettle.example, 01632 960 777",
    "/business/enquiry",
    {
      company: "The Copper Kettle",
      name: "Sam Okafor",
      email: "sam@copperkettle.example",
      phone: "01632 960 777",
      type: "restaurant",
      volume: "50-200",
    },
  ),
  form(
    "lab-christmas",
    "kennels",
    "id like to book my labrador Bramble into fernleigh from saturday 19 december to sunday 27 december, shes 32kg. Chris Walsh chris.walsh@example.com 07700 900303",
    "/book/enquiry",
    {
      name: "Chris Walsh",
      email: "chris.walsh@example.com",
      pets: "dog",
      dog_size: "large",
      dogs: "1",
      pet_names: "Bramble",
      arrival: "2026-12-19",
      departure: "2026-12-27",
    },
  ),
  form(
    "two-cats",
    "kennels",
    "can you get our 2 cats into the cattery at fernleigh from next tuesday for a week, so coming home on tuesday 8 december. Hana Ito, hana.ito@example.com",
    "/book/enquiry",
    {
      name: "Hana Ito",
      email: "hana.ito@example.com",
      pets: "cat",
      dog_size: "none",
      cats: "2",
      arrival: "2026-12-01",
      departure: "2026-12-08",
    },
  ),
  form(
    "trial",
    "kennels",
    "sign my dog up for a trial at fernleigh day club on thursday 3 december. shes a 9kg cockapoo called Pip, 2 years old and spayed. Laura Finch 07700 900304 laura.finch@example.com",
    "/daycare/trial",
    {
      owner: "Laura Finch",
      phone: "07700 900304",
      email: "laura.finch@example.com",
      dog_name: "Pip",
      breed: "Cockapoo",
      dog_size: "small",
      neutered: "yes",
      date: "2026-12-03",
    },
  ),
  form(
    "callback",
    "kennels",
    "ask fernleigh to give me a ring back tomorrow afternoon about day club for my two dogs. Raj Patel 07700 900305",
    "/callback",
    { name: "Raj Patel", phone: "07700 900305", when: "afternoon", about: "day-club" },
  ),
];
