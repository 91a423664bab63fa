import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { optionByWords } from "./form-options";
import { saidWords } from "./words-said";

// A cider club's sign-up form and a valuer's: a tier chosen by the count of one digit it names ("the 4 bottle one"),
// a birthday said by its number ("my dad's 60th"), and a home visit asked as coming out to the house.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const TIERS = ["Pip, 2 bottles", "Core, 4 bottles", "Orchard, 12 bottles"];

describe("an option named by a count of one digit", () => {
  it("picks the tier whose count the request says", () => {
    const tier = selectField("Tier", TIERS);
    expect(optionByWords(tier, saidWords("sign me up to the club, the 4 bottle one, please").words)).toBe(
      "Core, 4 bottles",
    );
    expect(optionByWords(tier, saidWords("the 2 bottles tier").words)).toBe("Pip, 2 bottles");
    expect(optionByWords(tier, saidWords("the 12 bottle one").words)).toBe("Orchard, 12 bottles");
  });

  it("does not read a price's digit as a count", () => {
    const tier = selectField("Tier", TIERS);
    expect(optionByWords(tier, saidWords("the £4 bottles please").words)).toBeUndefined();
  });

  it("reads a birthday said by its number as a birthday", () => {
    const occasion = selectField("Occasion", ["Anniversary", "Birthday", "Retirement", "Just because"]);
    expect(optionByWords(occasion, saidWords("a flight just for us for my dad's 60th, 7 of us").words)).toBe(
      "Birthday",
    );
    expect(optionByWords(occasion, saidWords("flat 2, the 3rd floor").words)).toBeUndefined();
  });

  it("reads coming out to the house as a home visit", () => {
    const how = selectField("How?", ["An appointment at a saleroom", "A home visit", "By email"]);
    const asked = saidWords("ask them to come out to the house to value my dad's clocks").words;
    expect(optionByWords(how, asked)).toBe("A home visit");
  });

  it("fills the tier of a club form from the request", () => {
    const form = plainForm(
      formField({ tag: "select", type: "radio", name: "tier", label: "Tier", options: TIERS }),
      formField({ name: "name", label: "Your name" }),
    );
    expect(filledBy(form, "join the cider club, the 4 bottle one. Ann Lee", NOW).Tier).toBe(
      "Core, 4 bottles",
    );
  });
});
