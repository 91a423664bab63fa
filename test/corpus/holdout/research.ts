import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// HOLDOUT: a held-out part of the research corpus on two sites of its own (a theatre and a bike shop), run once at
// the end as an honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("h-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_HOLDOUT: ResearchItem[] = [
  // theatre
  r(
    "play-evening-start",
    "theatre",
    "time",
    "what time do evening performances of the lamplighter's daughter start /whats-on/lamplighters-daughter",
    { contains: ["19:30"], excludes: ["14:30"] },
  ),
  r("bar-opens", "theatre", "time", "What time does the bar open before an evening show? /visit", {
    contains: ["18:00"],
    excludes: ["13:00"],
  }),
  r(
    "circle-matinee-conc",
    "theatre",
    "price",
    "how much is a concession ticket in the circle for a matinee /tickets",
    {
      contains: ["£20"],
      excludes: ["£25", "£23", "£18", "£22"],
    },
  ),
  r("panto-child", "theatre", "price", "How much is a child ticket for the panto? /tickets", {
    contains: ["£19"],
    excludes: ["£27", "£84"],
  }),
  r(
    "wheelchair-spaces",
    "theatre",
    "count",
    "How many wheelchair spaces are there in the main house? /access",
    {
      contains: ["4"],
    },
  ),
  r("studio-seats", "theatre", "count", "how many seats does the studio have /about", {
    contains: ["90"],
    excludes: ["412"],
  }),
  r("artistic-director", "theatre", "name", "Who is the artistic director of the Playhouse? /about", {
    contains: ["Sunita Redfern"],
    excludes: ["Callum Tregear", "Margaret Olusanya"],
  }),
  r(
    "panto-director",
    "theatre",
    "name",
    "who is directing jack and the beanstalk /whats-on/jack-and-the-beanstalk",
    {
      contains: ["Dan Okafor"],
      excludes: ["Bryony Hale", "Leon Marsh"],
    },
  ),
  r(
    "play-captioned",
    "theatre",
    "date",
    "When is the captioned performance of The Lamplighter's Daughter? /access",
    {
      contains: ["1 December"],
      excludes: ["28 November", "3 December", "2 January"],
    },
  ),
  r("panto-ends", "theatre", "date", "when does the panto finish /whats-on", {
    contains: ["3 January"],
    excludes: ["11 December"],
  }),
  r("circle-lift", "theatre", "yes_no", "Is there a lift up to the circle? /access", { answer: "no" }),
  r("booking-fee", "theatre", "yes_no", "do you charge a booking fee /tickets", { answer: "no" }),
  r(
    "matinee-days",
    "theatre",
    "list",
    "Which days are the matinees of The Lamplighter's Daughter? /whats-on/lamplighters-daughter",
    { contains: ["Thursday", "Saturday"], excludes: ["Friday", "Wednesday"] },
  ),
  r(
    "panto-length",
    "theatre",
    "fact",
    "How long is Jack and the Beanstalk? /whats-on/jack-and-the-beanstalk",
    { contains: ["2 hours 10 minutes"], excludes: ["2 hours 20 minutes"] },
  ),
  r("posting-tickets", "theatre", "fact", "how much does it cost to have the tickets posted /tickets", {
    contains: ["£1.50"],
    excludes: ["£2"],
  }),
  r(
    "play-interval",
    "theatre",
    "not_found",
    "How long is the interval in The Lamplighter's Daughter? /whats-on/lamplighters-daughter",
    NONE,
  ),
  r(
    "panto-set-designer",
    "theatre",
    "not_found",
    "who designed the set for the panto /whats-on/jack-and-the-beanstalk",
    NONE,
  ),
  // bike shop
  r(
    "thursday-close",
    "bikeshop",
    "time",
    "What time does the Market Street shop close on Thursdays? /stores",
    {
      contains: ["19:00"],
      excludes: ["17:30", "18:00"],
    },
  ),
  r("wharf-sunday-open", "bikeshop", "time", "when does canal wharf open on a sunday /stores", {
    contains: ["10:00"],
    excludes: ["9:00"],
  }),
  r("ebike-service", "bikeshop", "price", "how much is an e-bike service /workshop", {
    contains: ["£89"],
    excludes: ["£69", "£129", "£35"],
  }),
  r("ebike-day-hire", "bikeshop", "price", "How much does it cost to hire an e-bike for the day? /hire", {
    contains: ["£45"],
    excludes: ["£28", "£30", "£80"],
  }),
  r("gravel-gears", "bikeshop", "count", "how many gears has the fenway gravel 2 got /bikes", {
    contains: ["11"],
    excludes: ["22"],
  }),
  r("full-service-days", "bikeshop", "count", "How many working days does a full service take? /workshop", {
    contains: ["3"],
    excludes: ["2 working days"],
  }),
  r("market-head-mechanic", "bikeshop", "name", "who is the head mechanic at market street /about", {
    contains: ["Dele Abiodun"],
    excludes: ["Fran Kowalczyk"],
  }),
  r("founder", "bikeshop", "name", "Who started Hartwell Cycles? /about", {
    contains: ["Ron Hartwell"],
    excludes: ["Jess Hartwell"],
  }),
  r("founded", "bikeshop", "date", "when was hartwell cycles founded /about", {
    contains: ["1987"],
    excludes: ["2015"],
  }),
  r("offer-ends", "bikeshop", "date", "When does the winter service offer end? /news", {
    contains: ["31 January"],
    excludes: ["16 November"],
  }),
  r(
    "wharf-christmas",
    "bikeshop",
    "date",
    "what dates is the canal wharf branch shut over christmas /stores",
    {
      contains: ["24 December", "2 January"],
      excludes: ["26 December"],
    },
  ),
  r("ridden-return", "bikeshop", "yes_no", "Can I return a bike I've already ridden? /delivery", {
    answer: "no",
  }),
  r("commuter-disc", "bikeshop", "yes_no", "does the commuter 7 have disc brakes /bikes", { answer: "no" }),
  r("wharf-stock", "bikeshop", "list", "Which bikes are in stock at Canal Wharf? /bikes", {
    contains: ["Commuter 7", "Gravel 2", "E-City", "Pip 20"],
    excludes: ["Tourer 18", "Road Sport"],
  }),
  r("full-service-includes", "bikeshop", "list", "what do you get with a full service /workshop", {
    contains: ["cables", "brake pads"],
    excludes: ["firmware"],
  }),
  r("accessory-returns", "bikeshop", "fact", "How long do I have to send back accessories? /delivery", {
    contains: ["30 days"],
    excludes: ["14 days"],
  }),
  r("ecity-range", "bikeshop", "fact", "how far can the fenway e-city go on one charge /bikes", {
    contains: ["110 km"],
  }),
  r(
    "ni-delivery",
    "bikeshop",
    "not_found",
    "how much does it cost to deliver a bike to Northern Ireland /delivery",
    NONE,
  ),
  r("weekly-hire", "bikeshop", "not_found", "how much is it to hire a hybrid for a week /hire", NONE),
];
