import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a garden nursery selling plants each and by the tray, hens in pairs, potatoes by the kg and
// hedging with planting; and its alterations-like services priced alike for every size. "How much for 12 …" is the
// price of one (at the tier 12 reaches) times 12; "… and …, how much altogether" two things' prices added up.

const NOW = new Date("2026-11-26T10:00:00Z");

const PLANTS = recordsPage(
  "https://fernhill.example/plants",
  "Plants | Fernhill Nursery",
  `<h1>Plants</h1><p>Picking now, from Tuesday 24 November: potatoes and leeks, Tuesday to Sunday.</p>
  <table><caption>Bedding and hedging</caption><tr><th>Plant</th><th>Price Each</th><th>Price Each, for 10 or more</th></tr>
  ${headedRow("Winter pansy", "£1.50", "£1.20")}
  ${headedRow("Beech hedging", "£3.40", "£2.90")}</table>
  <table><caption>Pick your own</caption><tr><th>Crop</th><th>In season</th><th>Price</th></tr>
  ${headedRow("Potatoes", "September to March", "£2 a kg")}
  ${headedRow("Leeks", "November to February", "45p each")}</table>
  <table><caption>Hens</caption><tr><th>Breed</th><th>Sold</th><th>Price</th></tr>
  ${headedRow("Bantam", "In pairs", "£36 the pair")}
  ${headedRow("Hen house, for 4 hens", "On its own", "£120")}</table>
  <table><caption>Planting</caption><tr><th>Job</th><th>Price</th></tr>
  ${headedRow("Planting a hedge", "£4 a metre, or £50 for up to 15 metres")}</table>
  <h2>Garden games</h2><p>Two hours, up to 10 players: £90</p><dl><dt>Each player more</dt><dd>£6, up to 20 players</dd></dl>`,
);

const POTS = recordsPage(
  "https://fernhill.example/services",
  "Services | Fernhill Nursery",
  `<h1>Services</h1><table><caption>Potting up</caption><tr><th>Job</th><th>A pot Small plastic</th><th>A pot Large terracotta</th></tr>
  ${headedRow("Repot a plant", "£6", "£14")}
  ${headedRow("Add a drainage saucer", "£2", "£5")}
  <tr><th>Add slow-release feed</th><td colspan="2">£3, any pot</td></tr></table>`,
);

describe("a count of a thing priced for one", () => {
  it("takes the tier the count reaches and multiplies", () => {
    expect(answerText([PLANTS], "how much for 12 winter pansies", NOW)).toBe(
      "Winter pansy: Price Each, for 10 or more £1.20 — £14.40 for 12",
    );
  });

  it("takes the price for one below the tier", () => {
    expect(answerText([PLANTS], "how much for 4 winter pansies", NOW)).toBe(
      "Winter pansy: Price Each £1.50 — £6 for 4",
    );
  });

  it("prices a pair for two and a kg by its weight", () => {
    expect(answerText([PLANTS], "how much are 4 bantams", NOW)).toBe(
      "Bantam: Price £36 the pair — £72 for 4",
    );
    expect(answerText([PLANTS], "price for 3kg of potatoes", NOW)).toBe(
      "Potatoes: Price £2 a kg — £6 for 3 kg",
    );
  });

  it("multiplies nothing said for more than one, or asked for one", () => {
    expect(answerText([PLANTS], "how much to plant 10 metres of hedging", NOW)).not.toMatch(/£40/);
    expect(answerText([PLANTS], "how much each for 12 winter pansies", NOW)).not.toMatch(/for 12/);
    expect(answerText([PLANTS], "how much are 3 bantams", NOW)).not.toMatch(/for 3/);
    expect(answerText([PLANTS], "garden games for 14 players, how much", NOW)).not.toMatch(/for 14/);
  });
});

describe("two things asked together", () => {
  it("adds the two things' prices, each read as its own question", () => {
    expect(
      answerText([PLANTS], "we picked 3kg of potatoes and 6 leeks today, how much will that be", NOW),
    ).toBe("£8.70 altogether (Potatoes: Price £2 a kg — £6 for 3 kg; Leeks: Price 45p each — £2.70 for 6)");
    expect(answerText([PLANTS], "2 bantams and a hen house for them, how much all in", NOW)).toBe(
      "£156 altogether (Bantam: Price £36 the pair — £36 for 2; Hen house, for 4 hens: Price £120)",
    );
  });

  it("reads a row priced once for every pot by the pot asked", () => {
    expect(
      answerText(
        [POTS],
        "i need a plant repotting and feed adding in a large terracotta pot, how much altogether",
        NOW,
      ),
    ).toBe(
      "£17 altogether (Repot a plant: A pot Large terracotta £14; Add slow-release feed: A pot Large terracotta £3, any pot)",
    );
  });
});

describe("a count the table prices as one row", () => {
  const GAMES = recordsPage(
    "https://fernhill.example/games",
    "Garden games | Fernhill Nursery",
    `<h1>Garden games</h1><dl><dt>Off-peak</dt><dd>Tuesday to Friday before 17:00</dd><dt>Peak</dt><dd>After 17:00,
    Saturdays and Sundays</dd></dl><table><tr><th rowspan="2">Crazy golf</th><th colspan="2">A player</th></tr>
    <tr><th>Off-peak</th><th>Peak</th></tr>
    ${headedRow("One round", "£5", "£6")}
    ${headedRow("Two rounds", "£9", "£11")}</table>`,
  );

  it("is that row's price, in the column whose days take the day asked in", () => {
    expect(answerText([GAMES], "how much is 2 rounds of crazy golf on a saturday", NOW)).toBe(
      "Two rounds: A player Peak £11",
    );
  });
});
