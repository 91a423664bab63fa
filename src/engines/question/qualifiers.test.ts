import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

// What people add to a question about a price or a yes or no, over a dental practice of this file's own: who they
// are ("a private patient", "not on the plan", "for Friends", "she's 8"), what the charge is for ("if you miss …"),
// a price before a rise, and answers a page puts first ("Only assistance dogs, we're afraid: …").

const page = (path: string, body: string) => {
  const url = `https://smiles.example${path}`;
  const m = extractHtml(
    `<html><head><title>${path} | Harbour Smiles</title></head><body><nav><a href="/">Home</a></nav>
    <main>${body}</main><footer>Harbour Smiles, Elm Park and Quay Street</footer></body></html>`,
    url,
  );
  return { url, title: m.title, records: m.records };
};

const FEES = page(
  "/fees",
  `<h1>Fees</h1><p>We see NHS and private patients.</p><table><tr><th></th><th>Private</th><th>Harbour Plan members</th></tr>
  <tr><td>Check-up</td><td>£48</td><td>Included</td></tr><tr><td>Emergency appointment</td><td>£85</td><td>£45</td></tr>
  <tr><td>Whitening, full day of care</td><td>£295</td><td>£265</td></tr></table>
  <h2>Allotments</h2><table><tr><th></th><th>Standard, a year</th><th>Concession, a year</th></tr>
  <tr><td>Half plot</td><td>£54</td><td>£48</td></tr></table><p>Concessions are for over-65s and students.</p>
  <h2>Tours</h2><table><tr><th></th><th>Everyone</th><th>Friends of the practice</th></tr>
  <tr><td>Museum tour</td><td>£5.00</td><td>£4.00</td></tr></table>`,
);
const FAQ = page(
  "/faq",
  `<h1>Questions</h1><h2>Can I bring my dog?</h2><p>Only assistance dogs, we're afraid: the waiting room is small.
  There's a water bowl by the door.</p><h2>What if I can't come?</h2><p>Please give us 48 hours' notice. If you miss a
  private appointment without it we charge £30.</p>`,
);
const NEWS = page(
  "/news",
  `<h1>News</h1><article><h2>Christmas</h2><p>18 November 2026</p><p>On Christmas Eve Quay Street is open 08:00–13:00;
  Elm Park is closed from Thursday 24 December. Quay Street opens 09:00–15:00 from 29 December.</p></article>
  <article><h2>New prices</h2><p>3 September 2026</p><p>From today an adult check-up is £52, up from £48.</p></article>`,
);
const TREATMENTS = page(
  "/treatments",
  `<h1>Treatments</h1><table><tr><th></th><th>Quay Street</th><th>Elm Park</th></tr>
  <tr><td>Children's dentistry</td><td>Yes</td><td>Yes</td></tr><tr><td>Implants</td><td>Yes</td><td>No</td></tr></table>`,
);

const NOW = new Date("2026-11-26T10:00:00Z");
const ask = (question: string, pages: ReturnType<typeof page>[]) => {
  const outcome = answerQuestion(pages, parseQuestion(question, NOW));
  return "found" in outcome ? outcome.found.text : "not found";
};

describe("who the asker is, said in passing", () => {
  it("reads 'a private patient', 'not on the plan', 'for friends' and 'I don't get a concession' as columns", () => {
    expect(ask("how much is a check up if your a private patient", [FEES])).toBe("Check-up: Private £48");
    expect(ask("cost of an emergency appointment if im private but not on the plan", [FEES])).toBe(
      "Emergency appointment: Private £85",
    );
    expect(ask("how much are museum tours for friends", [FEES])).toBe(
      "Museum tour: Friends of the practice £4.00",
    );
    expect(ask("yearly rent on a half plot, i don't get a concession", [FEES])).toBe(
      "Half plot: Standard, a year £54",
    );
  });

  it("reads no group asked as the private price, and 'I'm not in the club' as not the members' one", () => {
    expect(ask("how much is emergency appointment", [FEES])).toBe("Emergency appointment: Private £85");
    expect(parseQuestion("how much a month for daily contacts, im not in the club", NOW).exclude).toEqual([
      "club",
    ]);
    expect(parseQuestion("what night is zumba on", NOW).asked).toBe("what day is zumba on");
  });

  it("reads 'for a pensioner' as the column a sentence says is for over-65s", () => {
    expect(ask("how much is a half plot for a pensioner", [FEES])).toBe("Half plot: Concession, a year £48");
  });

  it("reads 'she's 8' as an age no adult's price is for, and 'a whole day' as a full one", () => {
    expect(parseQuestion("how much for my daughter on a saturday, shes 8", NOW).amounts).toEqual([
      { n: 8, unit: "age" },
    ]);
    expect(ask("how much for my daughter to have a check-up, shes 8", [NEWS])).toBe("not found");
    expect(ask("how much is whitening for a whole day", [FEES])).toMatch(/£295/);
  });
});

describe("what the charge is for, and when it changed", () => {
  it("needs the thing priced and the doing charged for said by the record", () => {
    expect(ask("harbour smiles crown price for plan members", [FEES])).toBe("not found");
    expect(ask("what do harbour smiles charge if you miss a private appointment", [FEES, FAQ])).toMatch(
      /we charge £30/,
    );
    // A condition is not what the charge is for.
    expect(
      parseQuestion("what do they charge to deliver if you live more than 3 miles out", NOW).priced,
    ).toBeUndefined();
  });

  it("answers the price before a rise with the earlier value, and never the current price with it", () => {
    expect(ask("what was a check up before it went up", [NEWS])).toMatch(/^£48 before the change/);
    expect(ask("what is an adult check up now", [NEWS])).not.toMatch(/^up from/);
  });
});

describe("a yes or no a page puts first, or in a place's column", () => {
  it("reads 'Only assistance dogs, we're afraid: …' as the answer, not a label", () => {
    expect(ask("can i bring the dog", [FAQ])).toMatch(/^No — /);
  });

  it("reads the clause about the place asked, and a column's cell only for the row asked about", () => {
    expect(ask("is the quay st surgery open christmas eve", [NEWS])).toMatch(/^Yes — /);
    expect(ask("quay street opening on christmas eve?", [NEWS])).toBe(
      "On Christmas Eve Quay Street is open 08:00–13:00",
    );
    expect(ask("is the quay st surgery open christmas eve and what hours", [NEWS])).toBe(
      "Yes — On Christmas Eve Quay Street is open 08:00–13:00",
    );
    expect(ask("does quay street have its own car park", [TREATMENTS])).toBe("not found");
    expect(ask("can i get implants at elm park", [TREATMENTS])).toMatch(/^No — /);
  });
});

describe("a count a table's column gives", () => {
  it("reads 'how many goats' from the goats' row's How many column, not by counting rows", () => {
    const animals = page(
      "/animals",
      `<h1>Animals</h1><table><tr><th></th><th>Breed</th><th>How many</th></tr>
      <tr><td>Goats</td><td>Pygmy</td><td>9</td></tr><tr><td>Pigs</td><td>Old Spot</td><td>6</td></tr></table>`,
    );
    expect(ask("how many goats are there", [animals])).toBe("Goats: How many 9");
  });
});

describe("a superlative for someone not in a group", () => {
  it("compares the non-members' prices, not rows left out for naming members in their headers", () => {
    const classes = page(
      "/classes",
      `<h1>Classes</h1><table><tr><th>Class</th><th>Members</th><th>Non-members</th></tr>
      <tr><td>Spin 45</td><td>£4</td><td>£8</td></tr><tr><td>Climbing taster</td><td>£9</td><td>£15</td></tr></table>`,
    );
    expect(ask("what's the most expensive class for non members", [classes])).toMatch(/Climbing taster/);
  });
});
