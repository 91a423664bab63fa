import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// BRUME: the twenty-third held-out part of the research corpus on two sites of its own (a dog groomer with a salon,
// a mobile grooming van that visits the villages by day of the week and a doggy day care, and a family-run coach
// tour operator picking up in two towns, with day trips, short breaks, a fleet, a loyalty scheme and private hire),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "from
// january" is the groomer's full groom price from Monday 4 January 2027; "before april" is Tuft Club's day price
// before 1 April 2026; "after christmas" is the salon's reopening on Saturday 2 January 2027; "the second van" is
// Suds Two, from Monday 11 January 2027; "before they put it up" is the coach operator's Chatsworth price before
// the news post of 5 November 2026; "this year" is 2026.
const r = researchItem("br-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_BRUME: ResearchItem[] = [
  // groomer
  r("cockapoo-full", "groomer", "price", "how much is a full groom for my cockapoo /prices", {
    contains: ["£46"],
    excludes: ["£38", "£55", "£34"],
  }),
  r("giant-jan", "groomer", "price", "what will a full groom cost for a giant breed from january /prices", {
    contains: ["£70"],
    excludes: ["£68", "£64"],
  }),
  r("bernese-deshed", "groomer", "price", "de-shedding price for a bernese mountain dog? /prices", {
    contains: ["£64"],
    excludes: ["£53", "£68", "£52"],
  }),
  r("teeth", "groomer", "price", "how much extra to have his teeth brushed while hes there /prices", {
    contains: ["£5"],
    excludes: ["£7", "£4"],
  }),
  r("van-medium", "groomer", "price", "how much for a full groom in the van for a medium sized dog /van", {
    contains: ["£51"],
    excludes: ["£46", "£44", "£61"],
  }),
  r("crayle-day", "groomer", "fact", "what day does the grooming van come to crayle /van", {
    contains: ["Friday"],
    excludes: ["Thursday", "Monday"],
  }),
  r("fennick-callout", "groomer", "price", "whats the call out charge for fennick /van", {
    contains: ["£5"],
    excludes: ["£3", "£4", "£6"],
  }),
  r("van-giant", "groomer", "yes_no", "can the van groom my newfoundland at home? /van", { answer: "no" }),
  r("daycare-full", "groomer", "price", "how much is a full day at the day care /daycare", {
    contains: ["£32"],
    excludes: ["£20", "£29", "£290"],
  }),
  r(
    "sibling",
    "groomer",
    "fact",
    "we've got 2 dogs, how much discount for the second one at day care /daycare",
    { contains: ["25%"], excludes: ["£5"] },
  ),
  r("late-pickup", "groomer", "price", "what do they charge if im late collecting from day care /daycare", {
    contains: ["£10"],
    excludes: ["£20"],
  }),
  r("daycare-dogs", "groomer", "count", "how many dogs a day does tuft club take /daycare", {
    contains: ["18"],
  }),
  r("thursday-close", "groomer", "time", "what time does the salon shut on thursdays /salon", {
    contains: ["20:00"],
    excludes: ["17:00", "14:00"],
  }),
  r("saturday-open", "groomer", "time", "what time does the salon open on a saturday morning /salon", {
    contains: ["08:00"],
    excludes: ["08:30", "07:30", "09:00"],
  }),
  r("kennel-cough", "groomer", "yes_no", "does my dog need the kennel cough jab just for a groom /rules", {
    answer: "no",
  }),
  r("van-noshow", "groomer", "price", "whats the no show fee for the van /rules", {
    contains: ["£25"],
    excludes: ["£15", "£20"],
  }),
  r(
    "salon-notice",
    "groomer",
    "fact",
    "how much notice do i need to give to cancel a salon appointment without paying /rules",
    { contains: ["48 hours"], excludes: ["24 hours"] },
  ),
  r("hand-strip-who", "groomer", "name", "which groomer does the hand stripping /team", {
    contains: ["Ellie Farrant"],
    excludes: ["Rosie Quennell", "Tom Pennington", "Dan Ferriby"],
  }),
  r("tom-days", "groomer", "list", "what days does tom work /team", {
    contains: ["Wednesday", "Thursday", "Saturday"],
    excludes: ["Monday", "Friday", "Tuesday"],
  }),
  r("suds-two", "groomer", "date", "when does the second van start /news", {
    contains: ["11 January"],
    excludes: ["4 January", "2 January"],
  }),
  r("daycare-old", "groomer", "price", "how much was a full day at tuft club before april /news", {
    contains: ["£29"],
    excludes: ["£32"],
  }),
  r("reopen-xmas", "groomer", "date", "when does the salon open again after christmas /news", {
    contains: ["2 January"],
    excludes: ["4 January"],
  }),
  r("rescue", "groomer", "not_found", "do they do a discount for rescue dogs /prices", NONE),
  r(
    "car-park",
    "groomer",
    "not_found",
    "how much is the chantry lane car park after the free hour /salon",
    NONE,
  ),
  r("rosie-dog", "groomer", "not_found", "what is rosie's own dog called /team", NONE),
  // coaches
  r("york-adult", "coaches", "price", "how much is the york christmas market trip for an adult /trips", {
    contains: ["£32"],
    excludes: ["£20", "£29", "£36"],
  }),
  r("chatsworth-child", "coaches", "price", "chatsworth trip price for my grandson, hes 9 /trips", {
    contains: ["£45"],
    excludes: ["£68", "£64", "£41"],
  }),
  r("bath-norbrook", "coaches", "time", "what time does the coach leave norbrook for bath /trips", {
    contains: ["07:25"],
    excludes: ["07:00", "08:25"],
  }),
  r("cadbury-entry", "coaches", "yes_no", "is the entry included on the cadbury world trip /trips", {
    answer: "yes",
  }),
  r("panto-concession", "coaches", "price", "cinderella panto trip price for a pensioner /trips", {
    contains: ["£49"],
    excludes: ["£52", "£40"],
  }),
  r("whitby-date", "coaches", "date", "when's the whitby trip /trips", {
    contains: ["20 February"],
    excludes: ["17 April", "11 March"],
  }),
  r(
    "chatsworth-old",
    "coaches",
    "price",
    "what was the chatsworth trip for adults before they put it up /news",
    { contains: ["£62"], excludes: ["£68"] },
  ),
  r("llandudno-single", "coaches", "price", "single supplement for the turkey and tinsel break /holidays", {
    contains: ["£60"],
    excludes: ["£329", "£95"],
  }),
  r("edinburgh-nights", "coaches", "count", "how many nights is the hogmanay trip? /holidays", {
    contains: ["3"],
  }),
  r(
    "holland-price",
    "coaches",
    "price",
    "how much per person is the holland bulb fields holiday if we share /holidays",
    { contains: ["£749"], excludes: ["£140", "£689", "£100"] },
  ),
  r("lakes-included", "coaches", "list", "what's included on christmas in the lakes /holidays", {
    contains: ["full board", "cruise", "Grasmere"],
    excludes: ["Conwy"],
  }),
  r("uk-deposit", "coaches", "price", "how much deposit do i pay for the cornwall holiday /booking", {
    contains: ["£50"],
    excludes: ["£100"],
  }),
  r(
    "cancel-20",
    "coaches",
    "fact",
    "what do i lose if i have to cancel my holiday 20 days before we go /booking",
    { contains: ["75%"], excludes: ["50%", "100%"] },
  ),
  r("suitcase", "coaches", "fact", "how heavy can my suitcase be on a short break /travel-info", {
    contains: ["20 kg"],
    excludes: ["35 kg"],
  }),
  r("dog", "coaches", "yes_no", "can i bring my dog on the coach with me /travel-info", { answer: "no" }),
  r("bluebell-seats", "coaches", "count", "how many seats has bluebell got /fleet", {
    contains: ["49"],
    excludes: ["53", "57"],
  }),
  r("lift-coach", "coaches", "name", "which of the coaches has got the wheelchair lift /fleet", {
    contains: ["Duchess"],
    excludes: ["Merlin", "Bluebell"],
  }),
  r("club-stamps", "coaches", "count", "how many stamps do i need to get money off /travel-club", {
    contains: ["5"],
    excludes: ["10"],
  }),
  r("transport-manager", "coaches", "name", "who is the transport manager /team", {
    contains: ["Alan Ridsdale"],
    excludes: ["Margaret Ridsdale", "Sophie Hart"],
  }),
  r("retired", "coaches", "name", "which driver retired this year /news", {
    contains: ["Bernie Gaskell"],
  }),
  r("norbrook-where", "coaches", "fact", "where do we get on the coach in norbrook /pick-ups", {
    contains: ["Station Road"],
    excludes: ["Market Place", "Bridge Street"],
  }),
  r("minibus-half", "coaches", "price", "how much to hire the minibus for half a day /private-hire", {
    contains: ["£180"],
    excludes: ["£295", "£260"],
  }),
  r("office-saturday", "coaches", "time", "what time does the office close on saturdays /contact", {
    contains: ["12:00"],
    excludes: ["17:00"],
  }),
  r("packed-lunch", "coaches", "not_found", "how much is a packed lunch on the york trip /trips", NONE),
  r(
    "wight-hotel",
    "coaches",
    "not_found",
    "which hotel do you stay in on the isle of wight holiday /holidays",
    NONE,
  ),
];
