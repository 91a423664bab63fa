import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { NoOptionFits } from "./form-choices";

// Requests to a tool hire firm and a cookery school, on forms of this file's own: a weight said as one word, a
// choice of collecting or delivering, a diet said as people say it, and a class the list does not have.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const fill = (f: ReturnType<typeof plainForm>, task: string) => filledBy(f, task, NOW);

const HIRE = plainForm(
  selectField("What", [
    "Core drill with stand, up to 152 mm",
    "Electric breaker, 15 kg",
    "Electric breaker, 30 kg",
    "Mini digger, 1.5 tonne",
  ]),
  selectField("Collect or deliver", ["I'll collect it", "Deliver it"]),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);
const CLASS = plainForm(
  selectField("Class", [
    "Fresh pasta, Tuesday 1 December",
    "Keralan curries, Friday 4 December",
    "Korean home cooking, Friday 15 January",
  ]),
  selectField("Diet", ["No special diet", "Vegetarian", "Vegan"]),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);

describe("a hire request", () => {
  it("takes the option of the weight said, not a range of another unit that takes in its number", () => {
    expect(fill(HIRE, "book a 15kg breaker for the weekend, Gary Pyle").What).toBe("Electric breaker, 15 kg");
  });

  it("reads 'delivered to' as delivering, whoever says 'we'll'", () => {
    const task = "a mini digger for a week, delivered to 14 Beck Lane. we'll take the waiver. Sian Holt";
    expect(fill(HIRE, task)["Collect or deliver"]).toBe("Deliver it");
  });
});

describe("a class booking", () => {
  it("reads 'veggie' as vegetarian and the class by the words it is named by", () => {
    const filled = fill(
      CLASS,
      "book 2 places on the keralan curry class, we're both veggie. Hannah Whitlock",
    );
    expect(filled).toMatchObject({ Class: "Keralan curries, Friday 4 December", Diet: "Vegetarian" });
  });

  it("sends no class of another name for a word said in passing", () => {
    const task = "book my daughter onto the teen pizza class on the 19th, she'll walk home after. Dan Marsh";
    expect(() => fill(CLASS, task)).toThrow(NoOptionFits);
    expect(() => fill(CLASS, task)).toThrow(/teen pizza class/);
  });

  it("reads no thing named before a label's function word", () => {
    const keys = plainForm(
      selectField("Key", ["Standard cylinder key", "Restricted key (Abloy, Mul-T-Lock)"]),
      selectField("Collect from", ["Fore Street shop", "Riverside kiosk"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const task =
      "order 3 copies of my mul-t-lock key from hadley's, i'll collect them from fore street. Ann Lee";
    expect(fill(keys, task)["Collect from"]).toBe("Fore Street shop");
  });
});
