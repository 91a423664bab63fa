import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { countSaid } from "./form-amounts";

// A proofreading service's quote form, a bakery's gift vouchers and a sign language service's booking, as people
// type them: thousands with their comma, a count before a price, and an option said word for word.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("counts as people write them", () => {
  it("reads a number of words with its thousands comma whole", () => {
    const form = plainForm(
      formField({ type: "number", name: "words", label: "Words" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(form, "ask for a quote to proofread a 12,500 word thesis. Ann Bell ann@example.com", NOW),
    ).toMatchObject({ Words: "12500" });
  });

  it("counts the things before their price, not the price", () => {
    expect(countSaid("voucher", "order 3 £25 gift vouchers for my sisters")).toBe(3);
  });
});

describe("an option the request says word for word", () => {
  it("is chosen over one whose span takes in the hours it gives", () => {
    const form = plainForm(
      selectField("How long", ["Half day, up to 4 hours", "Full day, up to 8 hours", "By the hour"]),
      formField({ type: "number", name: "hours", label: "Hours, if by the hour" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(
        form,
        "book an interpreter on 8th december, by the hour, 2 hours. Ann Bell ann@example.com",
        NOW,
      ),
    ).toMatchObject({ "How long": "By the hour" });
  });
});
