import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// TRAMONTANE: the fifty-third held-out part of the research corpus on two sites of its own (an upholsterer and
// curtain maker with a workshop and a showroom, and a residential letting agent with two offices), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Hartwell & Daughter an
// armchair in Band B is £610 (Band A £520); a three-seater sofa in your own fabric £880 (Band A £1,220); a king size
// headboard in Band B £310 (double £270); two 55 cm feather and down cushions with covers 2 × £46; 8 metres of
// curtains 8 × £18; a pair of 3 metres the £90 minimum, not 3 × £18; six dining chairs, seat and back, in Band A
// 6 × £150 less 10%; collecting and delivering a £400 order £35 each way; an armchair in Band A after the February
// rise £520 + £25 (last year's £495); no leather (Corbett Leather Care); the workshop is shut on Sundays and takes
// chairs dropped off (the showroom doesn't); foam cushions aren't made 45 cm square; the van collects on Tuesdays and
// Fridays; the cushion fillings are feather and down, hollowfibre and foam; a sofa takes 6 to 8 weeks (a chair 3 to
// 4); the minimum order for collection is £150; the foam is CMHR; the showroom shuts at 20:00 on Thursdays (17:30 on
// other weekdays); Tom Ellery makes the curtains; there are 6 on the team; nothing says French polishing, finance or
// shipping abroad. At Pennant Lettings full management on £1,200 a month is 14.4% of it, £172.80; rent collection on
// £600 the £66 minimum, not 9.6% of it; an inventory of 2 bedrooms and a gas safety certificate £150 + £90 with VAT;
// an EICR £180 with VAT (£150 without); let only's minimum £540 with VAT (£450 without); a tenancy renewal £108 with
// VAT (£90 without); no holiday lets; no fees for references; the landlord holds the deposit on rent collection,
// which has certificate reminders; Coldharbour is shut on Saturdays; pets are allowed at Harbour Hill; full management
// alone holds the deposit, arranges repairs and inspects; tenants pay for lost keys, late rent, changing the tenancy
// and leaving early; Elm Grove, Harbour Hill and Net Loft Lane take pets; the holding deposit is a week's rent (the
// deposit five weeks'); notice to leave a service is 2 months; Wrayfield shuts at 13:00 on Saturdays and Coldharbour
// at 16:30 on Fridays (Wrayfield 17:30); Owen Marsh runs Coldharbour; 6 homes to let, 2 with 2 bedrooms; fees rise on
// 1 April 2027; nothing says an EPC rating or broadband.
const r = researchItem("tm-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_TRAMONTANE: ResearchItem[] = [
  // upholstery
  r("armchair-b", "upholstery", "price", "how much to recover an armchair in band b fabric /reupholstery", {
    contains: ["£610"],
    excludes: ["£520"],
  }),
  r(
    "sofa-own-fabric",
    "upholstery",
    "price",
    "3 seater sofa and ive got my own material, what would that cost /reupholstery",
    {
      contains: ["£880"],
      excludes: ["£1,220"],
    },
  ),
  r(
    "headboard-king",
    "upholstery",
    "price",
    "king size headboard covered in a band b fabric, price? /reupholstery",
    {
      contains: ["£310"],
      excludes: ["£270"],
    },
  ),
  r(
    "two-feather",
    "upholstery",
    "price",
    "two 55cm feather cushions with covers please, whats the total /cushions",
    {
      contains: ["£92"],
    },
  ),
  r(
    "curtains-eight",
    "upholstery",
    "price",
    "making up curtains that use 8 metres of fabric, how much is the making /curtains",
    {
      contains: ["£144"],
    },
  ),
  r(
    "curtains-small",
    "upholstery",
    "price",
    "only a small pair of curtains, 3 metres of fabric, what will you charge to make them /curtains",
    {
      contains: ["£90"],
    },
  ),
  r(
    "six-chairs",
    "upholstery",
    "price",
    "6 dining chairs, seat and back, in band a, how much altogether with the discount /reupholstery",
    {
      contains: ["£810"],
    },
  ),
  r(
    "collect-deliver",
    "upholstery",
    "price",
    "what do you charge to pick up and bring back an order of about £400 /collection",
    {
      contains: ["£70"],
    },
  ),
  r(
    "armchair-february",
    "upholstery",
    "price",
    "if i leave my armchair till february, what will band a cost then /reupholstery",
    {
      contains: ["£545"],
      excludes: ["£520"],
    },
  ),
  r("leather", "upholstery", "yes_no", "do you recover leather sofas /faq", { answer: "no" }),
  r("workshop-sunday", "upholstery", "yes_no", "is the ashcombe workshop open on a sunday /visit", {
    answer: "no",
  }),
  r("showroom-drop-off", "upholstery", "yes_no", "can i drop a chair off at the fenbury showroom /visit", {
    answer: "no",
  }),
  r("foam-scatter", "upholstery", "yes_no", "can i get a 45cm scatter cushion made in foam /cushions", {
    answer: "no",
  }),
  r("outdoor", "upholstery", "yes_no", "can you make cushions for the garden in outdoor fabric /faq", {
    answer: "yes",
  }),
  r("collection-days", "upholstery", "list", "which days does your van come round to collect /collection", {
    contains: ["Tuesdays", "Fridays"],
  }),
  r("fillings", "upholstery", "list", "what fillings can i have in a cushion /cushions", {
    contains: ["Feather and down", "Hollowfibre", "Foam"],
  }),
  r("sofa-time", "upholstery", "fact", "how long does it take to do a sofa /reupholstery", {
    contains: ["6 to 8 weeks"],
    excludes: ["3 to 4 weeks"],
  }),
  r("collection-minimum", "upholstery", "fact", "is there a minimum order if you collect /collection", {
    contains: ["£150"],
  }),
  r("foam-kind", "upholstery", "fact", "what type of foam goes in your cushions /cushions", {
    contains: ["CMHR"],
  }),
  r("showroom-thursday", "upholstery", "time", "what time does the fenbury showroom close thursdays /visit", {
    contains: ["20:00"],
    excludes: ["17:30"],
  }),
  r("leather-who", "upholstery", "name", "who should i take my leather chair to then /repairs", {
    contains: ["Corbett Leather Care"],
  }),
  r("curtain-maker", "upholstery", "name", "who is it that makes your curtains /team", {
    contains: ["Tom Ellery"],
    excludes: ["Amira Haddad"],
  }),
  r("team-size", "upholstery", "count", "how many people work at hartwell and daughter /team", {
    contains: ["6"],
  }),
  r(
    "french-polish",
    "upholstery",
    "not_found",
    "do you french polish the wooden arms as well /repairs",
    NONE,
  ),
  r(
    "finance",
    "upholstery",
    "not_found",
    "can i spread the cost of a sofa over monthly payments /reupholstery",
    NONE,
  ),
  r("abroad", "upholstery", "not_found", "could you ship a finished chair to france /collection", NONE),
  // lettings
  r(
    "management-1200",
    "lettings",
    "price",
    "full management on a house renting at £1,200 a month, whats your fee each month inc vat /landlords",
    {
      contains: ["£172.80"],
    },
  ),
  r(
    "collection-600",
    "lettings",
    "price",
    "rent collection only for my flat at £600 pcm, how much a month with vat /landlords",
    {
      contains: ["£66"],
    },
  ),
  r(
    "inventory-gas",
    "lettings",
    "price",
    "i need an inventory for a 2 bed and a gas safety certificate, total with vat? /one-off-fees",
    {
      contains: ["£240"],
    },
  ),
  r("eicr", "lettings", "price", "how much is an eicr through you including vat /one-off-fees", {
    contains: ["£180"],
    excludes: ["£150"],
  }),
  r("let-only-minimum", "lettings", "price", "whats the minimum fee for let only with the vat /landlords", {
    contains: ["£540"],
    excludes: ["£450"],
  }),
  r("renewal", "lettings", "price", "cost to renew a tenancy, vat included /one-off-fees", {
    contains: ["£108"],
    excludes: ["£90"],
  }),
  r("holiday-lets", "lettings", "yes_no", "do you manage holiday lets /faq", { answer: "no" }),
  r("references", "lettings", "yes_no", "will i have to pay for references as a tenant /tenants", {
    answer: "no",
  }),
  r(
    "collection-deposit",
    "lettings",
    "yes_no",
    "on the rent collection service do you look after the deposit /services",
    {
      answer: "no",
    },
  ),
  r(
    "collection-reminders",
    "lettings",
    "yes_no",
    "with rent collection would i get reminders when the gas certificate is due /services",
    {
      answer: "yes",
    },
  ),
  r("coldharbour-saturday", "lettings", "yes_no", "is the coldharbour office open saturdays /offices", {
    answer: "no",
  }),
  r(
    "management-extras",
    "lettings",
    "list",
    "what do i get with full management that i dont get with rent collection /services",
    {
      contains: ["deposit", "repairs", "Inspections"],
      excludes: ["Chasing late rent"],
    },
  ),
  r("tenant-charges", "lettings", "list", "what things can you charge me for as a tenant /tenants", {
    contains: ["keys", "late", "changing the tenancy", "leaving early"],
  }),
  r("pets-homes", "lettings", "list", "which of your homes would take a pet /homes", {
    contains: ["Elm Grove", "Harbour Hill", "Net Loft Lane"],
    excludes: ["Canal Wharf"],
  }),
  r("holding-deposit", "lettings", "fact", "how much is the holding deposit /tenants", {
    contains: ["One week's rent"],
    excludes: ["Five weeks' rent"],
  }),
  r("leave-notice", "lettings", "fact", "how much notice do i give to come off your service /landlords", {
    contains: ["2 months"],
  }),
  r(
    "wrayfield-saturday",
    "lettings",
    "time",
    "what time does the wrayfield office shut on saturday /offices",
    {
      contains: ["13:00"],
    },
  ),
  r("coldharbour-friday", "lettings", "time", "when does coldharbour close on a friday /offices", {
    contains: ["16:30"],
    excludes: ["17:30"],
  }),
  r("coldharbour-manager", "lettings", "name", "who runs the coldharbour office /team", {
    contains: ["Owen Marsh"],
    excludes: ["Helen Pennant"],
  }),
  r("homes-count", "lettings", "count", "how many homes have you got to let at the moment /homes", {
    contains: ["6"],
  }),
  r("two-bed-count", "lettings", "count", "how many 2 bedroom places do you have available /homes", {
    contains: ["2"],
  }),
  r("fee-rise", "lettings", "date", "when is your management fee going up /landlords", {
    contains: ["1 April 2027"],
  }),
  r("epc-rating", "lettings", "not_found", "whats the energy rating of the house on elm grove /homes", NONE),
  r("broadband", "lettings", "not_found", "does the studio on quay road come with broadband /homes", NONE),
];
