import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";

// A holiday park's form for extras to order before arriving, as people type the order: a number box counting the
// thing chosen, which the option's name counts one of ("Firewood, a crate").

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("an order's count of the thing chosen", () => {
  it("counts the unit the option names one of, as the request says several", () => {
    const form = plainForm(
      selectField("Extra", ["Welcome pack", "Firewood, a crate", "Flowers"]),
      formField({ type: "number", name: "quantity", label: "How many" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(form, "order 3 crates of firewood for our lodge. Ann Bell ann@example.com", NOW),
    ).toMatchObject({ Extra: "Firewood, a crate", "How many": "3" });
  });
});
