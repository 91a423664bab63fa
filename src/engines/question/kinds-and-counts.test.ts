import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// What "what kind of X" asks about (the X, a page naming its kind without the word), the firm's own verb in
// "which certificates can they arrange", what "how many of pennant lettings' homes" counts, and a card saying
// "Part furnished", which is not furnished.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const CUSHIONS = recordsPage(
  "https://hartwell.example/cushions",
  "Cushions | Hartwell & Daughter",
  `<h1>Cushions</h1><table><tr><th rowspan="2">Cushion</th><th colspan="2">Feather</th><th colspan="2">Foam</th></tr>
  <tr><th>Cover and pad</th><th>Pad only</th><th>Cover and pad</th><th>Pad only</th></tr>
  <tr><th>Seat cushion</th><td>£85</td><td>£48</td><td>£95</td><td>£55</td></tr>
  <tr><th>Window seat cushion</th><td>£120</td><td>—</td><td>£130</td><td>£75</td></tr></table>
  <dl><dt>Foam</dt><dd>Fire-retardant CMHR foam, cut to size</dd><dt>Ready in</dt><dd>2 weeks</dd></dl>`,
);

const FEES = recordsPage(
  "https://pennant.example/one-off-fees",
  "One-off fees | Pennant Lettings",
  `<h1>One-off fees</h1><table><tr><th>Fee</th><th>Without VAT</th><th>With VAT</th></tr>
  <tr><th colspan="3">Safety certificates</th></tr>
  <tr><th>Gas safety certificate</th><td>£75</td><td>£90</td></tr>
  <tr><th>Electrical report (EICR)</th><td>£150</td><td>£180</td></tr>
  <tr><th colspan="3">The tenancy</th></tr>
  <tr><th>Tenancy renewal</th><td>£90</td><td>£108</td></tr></table>`,
);

const card = (title: string, rent: string, furnished: string) =>
  `<article class="card"><h3>${title}</h3><ul><li>${rent} a month</li><li>${furnished}</li></ul></article>`;
const HOMES = recordsPage(
  "https://pennant.example/homes",
  "Homes to let | Pennant Lettings",
  `<h1>Homes to let</h1><div class="cards">${[
    card("Flat on Canal Wharf", "£875", "Furnished"),
    card("House on Mill Street", "£1,150", "Unfurnished"),
    card("Studio on Quay Road", "£560", "Furnished"),
    card("Cottage on Net Loft Lane", "£950", "Part furnished"),
  ].join("")}</div>`,
);

describe("what kind of thing", () => {
  it("asks about the thing, not the word kind", () => {
    const q = parseQuestion("what kinds of sheep do they keep", NOW);
    expect(q.target).toBe("sheep");
    expect(q.terms).not.toContain("kind");
    expect(parseQuestion("what type of foam goes in your cushions", NOW).terms).toEqual(["foam", "cushion"]);
  });

  it("is answered by the line labelled with the thing, not the rows whose columns name it", () => {
    expect(answerText([CUSHIONS], "what type of foam goes in your cushions", NOW)).toMatch(/CMHR/);
  });
});

describe("what a firm can arrange", () => {
  it("lists the group of rows the thing names, though no row says the verb", () => {
    expect(parseQuestion("which safety certificates can pennant lettings arrange", NOW).terms).not.toContain(
      "arrange",
    );
    const said = answerText([FEES], "which safety certificates can pennant lettings arrange", NOW);
    expect(said).toMatch(/Gas safety certificate/);
    expect(said).toMatch(/EICR/);
    expect(said).not.toMatch(/Tenancy renewal/);
  });

  it("keeps the verb of a request to arrange something", () => {
    expect(parseQuestion("arrange a viewing of the studio on quay road", NOW).terms).toContain("arrange");
  });
});

describe("how many of a firm's things", () => {
  it("counts the things after the firm's name, and not a part furnished home as furnished", () => {
    const q = parseQuestion("how many of pennant lettings' homes to let are furnished", NOW);
    expect(q.target).toBe("home");
    expect(answerText([HOMES], "how many of pennant lettings' homes to let are furnished", NOW)).toMatch(
      /^2\b/,
    );
  });
});

const SESSIONS = recordsPage(
  "https://fellbrook.example/hayloft",
  "Santa's Hayloft | Fellbrook Farm",
  `<h1>Santa's Hayloft</h1><h2>Sessions and places left</h2><table><tr><th>Date</th><th>Time</th><th>Places left</th></tr>
  <tr><th rowspan="3">Saturday 12 December</th><td>10:00</td><td>Sold out</td></tr><tr><td>11:30</td><td>Sold out</td></tr>
  <tr><td>14:30</td><td>2</td></tr>
  <tr><th rowspan="2">Sunday 13 December</th><td>10:00</td><td>6</td></tr><tr><td>11:30</td><td>Sold out</td></tr></table>`,
);

const ACCESSIBLE = recordsPage(
  "https://kestrel.example/accessible",
  "Everyone aboard | Kestrel Cars",
  `<h1>Everyone aboard</h1><dl><dt>Ramp cars</dt><dd>Peugeot e-Rifters with a rear ramp: 4 based at Harrowby and 1
  at Colnford</dd><dt>Assistance dogs</dt><dd>Always welcome, at no charge</dd></dl>`,
);

describe("rows of one date", () => {
  it("counts each session its time tells apart", () => {
    const said = answerText(
      [SESSIONS],
      "how many of fellbrook farm's santa sessions on saturday 12th december are sold out",
      NOW,
    );
    expect(said).toMatch(/^2\b/);
  });
});

describe("a label naming one kind of the things asked", () => {
  it("is no list of all of them", () => {
    expect(
      answerText([ACCESSIBLE], "what kinds of car does kestrel cars have at its colnford office", NOW),
    ).toBe("not found");
  });
});
