import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Of this file's own: a cab firm's fixed fares by car and the people each carries, an adventure park's prices for
// grown-ups and under 16s, a holiday club's days with places left, its rides' weight limits, a rehearsal studio's
// rates an hour, plans paid monthly, and burial fees by place. A party too big for a car takes the next, a grown-up
// asking for themselves and a child gets both prices and their sum, so do several hours priced an hour, a list of
// days with places leaves the full ones out, a weight over a ride's limit says no, and a list within a price keeps
// the rows whose price is.

const NOW = new Date("2026-11-26T10:00:00Z");
const FARES = recordsPage(
  "https://wren-cabs.example/airports",
  "Airports | Wren Cabs",
  `<h1>Airports</h1><p>Fixed prices, one way, for the whole car.</p><table><caption>Airport fares</caption>
  <tr><th>To</th><th>From Ashby Saloon, up to 4</th><th>From Ashby Minibus, up to 8</th>
  <th>From Brill Saloon, up to 4</th><th>From Brill Minibus, up to 8</th></tr>
  ${headedRow("Orton Airport", "£70", "£105", "£64", "£98")}
  ${headedRow("Kelso Airport", "£120", "£168", "£131", "£175")}</table>`,
);

describe("a fare by the car the party needs", () => {
  it("is the smallest car that carries them all", () => {
    expect(answerText([FARES], "price for 6 of us to kelso airport from ashby", NOW)).toBe(
      "Kelso Airport: From Ashby Minibus, up to 8 £168",
    );
    expect(answerText([FARES], "how much for 3 of us to kelso airport from ashby", NOW)).toBe(
      "Kelso Airport: From Ashby Saloon, up to 4 £120",
    );
  });

  it("is the smallest car's where no party is said", () => {
    expect(answerText([FARES], "how much to orton airport from brill", NOW)).toBe(
      "Orton Airport: From Brill Saloon, up to 4 £64",
    );
  });
});

const PARK = recordsPage(
  "https://highline.example/prices",
  "Prices | Highline Adventure",
  `<h1>Prices</h1><table><caption>Activities</caption>
  <tr><th>Activity</th><th>How long</th><th>Youngest</th><th>Heaviest</th><th>Price Adult</th><th>Price Under 16</th></tr>
  ${headedRow("Zip Wire", "20 minutes", "7", "120 kg (18 stone 12 lb)", "£24", "£19.50")}
  ${headedRow("Big Swing", "10 minutes", "10", "100 kg (15 stone 10 lb)", "£18", "£15")}
  ${headedRow("Treetop Trail", "2 hours", "12", "127 kg (20 stone)", "£36", "–")}</table>`,
);

const STUDIOS = recordsPage(
  "https://riff.example/rates",
  "Rates | Riff Rooms",
  `<h1>Rates</h1><table><caption>Rehearsal rates</caption>
  <tr><th>Room</th><th>Off-peak, an hour</th><th>Peak, an hour</th><th>Whole Saturday</th></tr>
  ${headedRow("Anvil", "£14", "£19.50", "£120")}${headedRow("Bellows", "£10", "£13", "£80")}</table>
  <dl><dt>Peak</dt><dd>Weekday evenings from 17:00 and all weekend</dd></dl>`,
);

const PLANS = recordsPage(
  "https://rest-easy.example/plans",
  "Plans | Rest Easy",
  `<h1>Plans</h1><table><caption>Paying monthly</caption><tr><th>Plan</th><th>Or a month, over 12 months</th>
  <th>Or a month, over 60 months</th></tr>${headedRow("Simple Plan", "£310", "£70.25")}</table>
  <table><caption>Party nights</caption><tr><th>Date</th><th>Night</th><th>A head</th></tr>
  ${headedRow("Friday 11 December 2026", "Party Night", "£48")}</table>`,
);

describe("several of a unit priced for one", () => {
  it("are summed over months only when what is paid altogether is asked, and a head's price for a party", () => {
    expect(
      answerText([PLANS], "paying the simple plan over 60 months how much will i have paid altogether", NOW),
    ).toBe("Simple Plan: Or a month, over 60 months £70.25 — £4,215 for 60 months");
    expect(answerText([PLANS], "how much a month is the simple plan over 60 months", NOW)).toBe(
      "Simple Plan: Or a month, over 60 months £70.25",
    );
    expect(answerText([PLANS], "how much for 6 of us at the party night on friday 11th december", NOW)).toBe(
      "Friday 11 December 2026 — Party Night: A head £48 — £288 for 6 (£48 a person)",
    );
  });

  it("are said with their sum", () => {
    expect(answerText([STUDIOS], "3 hrs in anvil on a saturday how much", NOW)).toBe(
      "Anvil: Peak, an hour £19.50 — £58.50 for 3 hours",
    );
  });

  it("are not summed where the price is for all of them, or one is asked", () => {
    expect(answerText([STUDIOS], "how much is a whole saturday in bellows", NOW)).toBe(
      "Bellows: Whole Saturday £80",
    );
    expect(answerText([STUDIOS], "an hour in anvil on a saturday how much", NOW)).toBe(
      "Anvil: Peak, an hour £19.50",
    );
  });
});

describe("a grown-up and their child", () => {
  it("pay the adult's price and the child's, said with their sum", () => {
    expect(answerText([PARK], "how much for me and my 9 year old to do the zip wire", NOW)).toBe(
      "Zip Wire: Price Adult £24, Price Under 16 £19.50 — £43.50 for the 2 of you",
    );
  });

  it("is the child's price alone when only the child is asked of, and no sum where the age has no price", () => {
    expect(answerText([PARK], "how much for my 9 year old to do the zip wire", NOW)).toBe(
      "Zip Wire: Price Under 16 £19.50",
    );
    expect(answerText([PARK], "how much for me and my 13 year old on the treetop trail", NOW)).not.toMatch(
      /for the 2 of you/,
    );
  });
});

describe("a weight over a limit", () => {
  it("says no, said before the question with or without a comma, of the asker or of someone else", () => {
    expect(answerText([PARK], "im 16 and a half stone can i do the big swing", NOW)).toMatch(/^No — /);
    expect(answerText([PARK], "i weigh 104kg, can i do the big swing", NOW)).toMatch(/^No — /);
    expect(answerText([PARK], "my husband is 19 stone can he do the zip wire", NOW)).toMatch(/^No — /);
  });

  it("under the limit is no reason to say no", () => {
    expect(answerText([PARK], "im 14 stone, can i do the big swing", NOW)).toMatch(/^Yes — .*Big Swing/);
  });

  it("is read from the question, as a measure", () => {
    const q = parseQuestion("im 16 and a half stone can i do the big swing", NOW);
    expect(q.type).toBe("yesno");
    expect(q.amounts).toEqual([{ n: 16.5, unit: "stone" }]);
  });
});

const CLUB = recordsPage(
  "https://highline.example/holiday-club",
  "Holiday club | Highline Adventure",
  `<h1>Holiday club</h1><table><caption>Easter days</caption>
  <tr><th>Day</th><th>Ages</th><th>Price</th><th>Places left</th></tr>
  ${headedRow("Monday 6 April", "8 to 12", "£40", "Full")}
  ${headedRow("Tuesday 7 April", "8 to 12", "£40", "5")}
  ${headedRow("Wednesday 8 April", "5 to 7", "£30", "3")}
  ${headedRow("Thursday 9 April", "8 to 12", "£40", "Sold out")}
  ${headedRow("Friday 10 April", "8 to 12", "£40", "1")}</table>`,
);

describe("days with places left", () => {
  it("leave out the full days", () => {
    const said = answerText([CLUB], "which holiday club days still have places for 8 to 12 year olds", NOW);
    expect(said.split("\n")[0]).toBe("Tuesday 7 April, Friday 10 April");
  });

  it("are the full days alone where those are asked for", () => {
    const said = answerText([CLUB], "which holiday club days are sold out", NOW);
    expect(said.split("\n")[0]).toBe("Monday 6 April, Thursday 9 April");
  });

  it("are every day of the ages where places are not asked of", () => {
    const said = answerText([CLUB], "which holiday club days are for 8 to 12 year olds", NOW);
    expect(said.split("\n")[0]).toBe("Monday 6 April, Tuesday 7 April, Thursday 9 April, Friday 10 April");
  });
});

const BURIALS = recordsPage(
  "https://rest-easy.example/costs",
  "Costs | Rest Easy",
  `<h1>Costs</h1><table><caption>Burial fees</caption><tr><th>Where</th><th>A new grave</th><th>Burying ashes</th></tr>
  ${headedRow("Town Cemetery", "£2,100", "£580")}${headedRow("St Anne's churchyard", "£990", "£340")}
  ${headedRow("Oak Wood Burial Ground", "£1,700", "£460")}</table>`,
);

describe("a list within a price", () => {
  it("keeps the rows whose price in the column asked is under the bound, or over it", () => {
    expect(
      answerText([BURIALS], "where can rest easy bury ashes for less than £500", NOW).split("\n")[0],
    ).toBe("St Anne's churchyard, Oak Wood Burial Ground");
    const over = answerText([BURIALS], "where can i bury ashes for over £500", NOW);
    expect(over).toMatch(/^Town Cemetery/);
    expect(over).not.toMatch(/St Anne|Oak Wood/);
  });
});
