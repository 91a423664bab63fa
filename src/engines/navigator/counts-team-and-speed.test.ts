import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "../question/question";
import { loneCount } from "./form-amounts";

// A shoe repairer's booking and gift vouchers, its team of cards and its turnaround table, as people ask about
// them: a count box the request names nothing of, who works where, and a same day service at one shop.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const contact = [
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ type: "email", name: "email", label: "Email", invalid: "required" }),
];

describe("a count box that counts nothing the request names", () => {
  const booking = plainForm(
    selectField("Appointment", ["Fitting", "Collection"]),
    formField({ type: "number", name: "items", label: "How many items", invalid: "" }),
    ...contact,
  );

  it("takes the one number the request says of a thing", () => {
    expect(
      filledBy(
        booking,
        "book a fitting on friday at 10:00 for 3 pairs of boots. Ann Bell ann@example.com",
        NOW,
      ),
    ).toMatchObject({ "How many items": "3" });
  });

  it("takes neither number when the request counts two things", () => {
    const filled = filledBy(
      booking,
      "book a fitting for 3 pairs of boots and 2 belts. Ann Bell ann@example.com",
      NOW,
    );
    expect(filled["How many items"]).not.toMatch(/^[23]$/);
  });

  it("counts what the form is for when the box names nothing", () => {
    const vouchers = {
      ...plainForm(
        selectField("Value", ["£20", "£40"]),
        formField({ type: "number", name: "quantity", label: "How many" }),
        ...contact,
      ),
      heading: "Order vouchers",
    };
    expect(
      filledBy(vouchers, "order 4 £40 gift vouchers from hale street. Ann Bell ann@example.com", NOW),
    ).toMatchObject({ Value: "£40", "How many": "4" });
  });

  it("leaves a box counting people to the party said, not a time's number", () => {
    const tour = plainForm(
      selectField("Time", ["11:00", "15:30"]),
      formField({ type: "number", name: "people", label: "Number of people" }),
      ...contact,
    );
    expect(
      filledBy(tour, "book 2 of us on the tour this saturday, the half 3 one. Ann Bell ann@example.com", NOW),
    ).toMatchObject({ "Number of people": "2" });
  });

  it("reads no date, time, price or phone number as a count", () => {
    expect(loneCount("on 6 december at 13:00, £50 each, call 07700 900311")).toBeUndefined();
    expect(loneCount("sunday 6th december for 2 pairs of trousers")).toBe(2);
  });
});

describe("who on the team works at a place", () => {
  const TEAM = recordsPage(
    "https://cobbler.example/team",
    "Our team | Hale Street Cobbler",
    `<h1>Our team</h1><p>Jo Hale opened Hale Street in 2009, and the Market Hall stall in 2021.</p>
    <div class="cards">
    <div class="card"><h3>Jo Hale</h3><p>Owner, Hale Street</p></div>
    <div class="card"><h3>Ravi Mehta</h3><p>Cobbler, Market Hall</p></div>
    <div class="card"><h3>Nina Ross</h3><p>Key cutting, Market Hall</p></div></div>`,
  );

  it("asks for everyone who does, a list", () => {
    expect(parseQuestion("who on hale street's team works at the market hall", NOW).type).toBe("list");
  });

  it("lists the cards of that place, not a sentence naming it", () => {
    const said = answerText([TEAM], "who on hale street's team works at the market hall", NOW);
    expect(said).toMatch(/^Ravi Mehta, Nina Ross/);
    expect(said).not.toMatch(/Jo Hale/);
  });

  it("reads who is based at a place the same way", () => {
    expect(parseQuestion("who from the hale street team is based at the market hall", NOW).type).toBe("list");
  });

  it("asks which of a kind of person is based at a place, not an address", () => {
    const q = parseQuestion("which of the cobblers is based at the market hall", NOW);
    expect(q.type).toBe("list");
    expect(q.terms).not.toContain("base");
    expect(answerText([TEAM], "which of the cobblers is based at the market hall", NOW)).toMatch(
      /^Ravi Mehta/,
    );
  });
});

describe("a same day service", () => {
  const HOME = recordsPage(
    "https://cobbler.example/",
    "Hale Street Cobbler",
    `<h1>Hale Street Cobbler</h1><p>Christmas: bring repairs for Christmas to the Market Hall by 12 December.</p>`,
  );

  it("is a term of its own, not 'same' of any sentence", () => {
    expect(parseQuestion("can i get same day repairs at the market hall", NOW).terms).toContain("same day");
    expect(answerText([HOME], "can i get same day repairs at the market hall", NOW)).not.toMatch(/^Yes/);
  });

  it("is answered by its own row", () => {
    const SPEED = recordsPage(
      "https://cobbler.example/speed",
      "How soon | Hale Street Cobbler",
      `<h1>How soon</h1><table><tr><th>Service</th><th>Ready</th></tr>
      ${headedRow("Standard", "In 3 days, at both shops")}
      ${headedRow("Same day", "In by 10:00, ready by 17:00")}</table>`,
    );
    expect(answerText([SPEED], "what time is same day ready by", NOW)).toMatch(/17:00/);
  });
});

describe("a business named after its size and kind", () => {
  it("is the business's name, not the sender's", () => {
    const enquiry = plainForm(
      formField({ name: "company", label: "Business name", invalid: "required" }),
      ...contact,
    );
    expect(
      filledBy(
        enquiry,
        "ask about a contract for our small family run bakery, Rye Loaf, from january. Ann Bell ann@example.com",
        NOW,
      ),
    ).toMatchObject({ "Business name": "Rye Loaf", "Your name": "Ann Bell" });
  });
});
