import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";

// Of this file's own: a crazy golf course's rounds by the count and its hired jackets by the letter, and who plays,
// as people ask for them.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const ROUNDS = plainForm(
  selectField("Round", ["One round", "Two rounds", "Three rounds"]),
  formField({ name: "players", label: "Players", type: "number", invalid: "required" }),
  formField({ name: "name", label: "Your name" }),
);
const JACKETS = plainForm(
  selectField("Jacket", ["XS", "S", "M", "L", "XL", "XXL", "A child's size"]),
  formField({ name: "name", label: "Your name" }),
);

describe("an option by the count or the size said", () => {
  it("takes the option counting the thing as the request does", () => {
    expect(filledBy(ROUNDS, "book 2 rounds for 4 players. Ana Lopes", NOW).Round).toBe("Two rounds");
    expect(filledBy(ROUNDS, "book a round for 4 players. Ana Lopes", NOW).Round).toBe("One round");
  });

  it("takes a lettered size by its name", () => {
    expect(filledBy(JACKETS, "hire a jacket in a large. Ana Lopes", NOW).Jacket).toBe("L");
    expect(filledBy(JACKETS, "hire a jacket, extra large please. Ana Lopes", NOW).Jacket).toBe("XL");
  });
});

describe("who plays", () => {
  it("counts lads as players, and children as everyone when only they are counted", () => {
    expect(filledBy(ROUNDS, "book a round for around 14 lads. Ana Lopes", NOW).Players).toBe("14");
    expect(filledBy(ROUNDS, "book a round for 30 kids. Ana Lopes", NOW).Players).toBe("30");
  });
});
