import { formItem } from "../items";
import type { NavItem } from "../types";

// CIRRUS: the thirty-sixth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "next tuesday" is
// 2026-12-01; "friday 11th december" is 2026-12-11, more than Millbeck District Council's 5 working days away;
// "this saturday" is 2026-11-28; "wednesday 2nd december" is 2026-12-02. At Wrenfold kids of 10 and 3 are a child and
// an under 5, a 12 year old is under 16 on the shuttle, and a wheelchair user on PIP asks for the Oak Stage platform
// and Lodge Field; at Kestrel, 30 bags is a half load, rubble is soil, rubble and concrete, 4 Elm Road KX2 is in
// Kessingham, and a swap for an empty skip is an exchange.
const form = formItem("ci-");

export const NAVIGATOR_CIRRUS_FORMS: NavItem[] = [
  form(
    "tickets-weekend",
    "festival",
    "get 2 adult weekend tickets and a teen one for wrenfold festival, and we're coming in our campervan. Sam Porter sam.porter@example.com 07700 900811",
    "/tickets/buy/send",
    {
      ticket: "weekend",
      adults: "2",
      teens: "1",
      campervan: "yes",
      name: "Sam Porter",
      email: "sam.porter@example.com",
    },
  ),
  form(
    "tickets-saturday",
    "festival",
    "buy saturday day tickets for wrenfold for me, my wife and our two kids, they're 10 and 3, plus a day parking pass. Priya Nair priya.nair@example.com 07700 900812",
    "/tickets/buy/send",
    {
      ticket: "saturday",
      adults: "2",
      children: "1",
      under5: "1",
      parking: "day",
      name: "Priya Nair",
      email: "priya.nair@example.com",
    },
  ),
  form(
    "shuttle",
    "festival",
    "book wrenfold shuttle bus returns from castlebrook station for me, my husband and our 12 year old, going on the friday and coming back on the monday. Gail Morton gail.morton@example.com",
    "/travel/shuttle/send",
    {
      out: "friday",
      back: "monday",
      over16: "2",
      under16: "1",
      name: "Gail Morton",
      email: "gail.morton@example.com",
    },
  ),
  form(
    "access",
    "festival",
    "apply for access at wrenfold: i'm a wheelchair user, i need a free PA ticket and a place on the oak stage viewing platform, and we'd like accessible camping. i get PIP. booking ref WF-20931. Martin Hale martin.hale@example.com 07700 900814",
    "/access/apply/send",
    {
      booking: "WF-20931",
      pa: "yes",
      platform: "oak",
      camping: "lodge",
      proof: "pip",
      name: "Martin Hale",
      email: "martin.hale@example.com",
    },
  ),
  form(
    "transfer",
    "festival",
    "put my friend Leah Grant's name on my adult weekend ticket for wrenfold instead of mine, her email is leah.grant@example.com, booking WF-18842. I'm Tom Ellery, tom.ellery@example.com",
    "/changes/transfer/send",
    {
      ref: "WF-18842",
      ticket: "adult-weekend",
      newname: "Leah Grant",
      newemail: "leah.grant@example.com",
      name: "Tom Ellery",
      email: "tom.ellery@example.com",
    },
  ),
  form(
    "volunteer",
    "festival",
    "sign me up to volunteer on the bar team at wrenfold, i'm 24, evenings are best, i've not done it before, t-shirt size medium. Jade Whitfield jade.whitfield@example.com 07700 900813",
    "/volunteer/apply/send",
    {
      role: "bar",
      shift: "evenings",
      before: "no",
      age: "24",
      tshirt: "m",
      name: "Jade Whitfield",
      email: "jade.whitfield@example.com",
    },
  ),
  form(
    "book-midi",
    "skiphire",
    "book a midi skip for next tuesday to 4 Elm Road KX2 5PL, morning please, it's going on the drive, mostly garden waste. Laura Finch laura.finch@example.com 07700 900821",
    "/book/send",
    {
      skip: "midi",
      date: "2026-12-01",
      slot: "am",
      placement: "driveway",
      waste: "garden",
      address: "4 Elm Road",
      town: "kessingham",
      postcode: "KX2 5PL",
      name: "Laura Finch",
      email: "laura.finch@example.com",
    },
  ),
  form(
    "book-eight",
    "skiphire",
    "order an 8 yard skip from kestrel for friday 11th december, afternoon, on the road outside 27 Station Street, Millbeck KX5 1QR so we'll need a permit. it's rubble from a kitchen refit, plus 2 bags of plasterboard and an old mattress. Dev Chauhan dev.chauhan@example.com 07700 900822",
    "/book/send",
    {
      skip: "8-yard",
      date: "2026-12-11",
      slot: "pm",
      placement: "road",
      waste: "heavy",
      plasterboard: "2",
      mattresses: "1",
      address: "27 Station Street",
      town: "millbeck",
      postcode: "KX5 1QR",
      name: "Dev Chauhan",
      email: "dev.chauhan@example.com",
    },
  ),
  form(
    "clearance",
    "skiphire",
    "get a quote from kestrel for a man and van to clear about 30 bags of junk out of my garage in dunford this saturday, KX8 3JD. Rob Haines rob.haines@example.com 07700 900823",
    "/clearance/quote/send",
    {
      service: "man-and-van",
      size: "half",
      date: "2026-11-28",
      town: "dunford",
      postcode: "KX8 3JD",
      name: "Rob Haines",
      email: "rob.haines@example.com",
    },
  ),
  form(
    "swap",
    "skiphire",
    "my kestrel skip's full already, booking KS-44107: swap it for an empty one on wednesday 2nd december please, postcode KX4 2HT. Nina Okoro 07700 900824 nina.okoro@example.com",
    "/collection/send",
    {
      ref: "KS-44107",
      postcode: "KX4 2HT",
      date: "2026-12-02",
      what: "exchange",
      name: "Nina Okoro",
      phone: "07700 900824",
    },
  ),
  form(
    "trade",
    "skiphire",
    "ask kestrel about opening a trade account for my building firm, Hallam Builders, we're based in staveley end. Chris Hallam chris@hallambuilders.example.com 07700 900825",
    "/contact/send",
    {
      about: "trade",
      company: "Hallam Builders",
      town: "staveley-end",
      name: "Chris Hallam",
      email: "chris@hallambuilders.example.com",
    },
  ),
];
