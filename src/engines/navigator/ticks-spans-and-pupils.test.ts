import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";

// Of this file's own: a paint shop's free testers, ticked by name, and how they come, as people ask for them; and a
// tree by the span of heights said; a school visit by its pupils.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const tick = (name: string, label: string) => formField({ name, label, type: "checkbox" });
const TESTERS = plainForm(
  tick("chalk-white", "Chalk White"),
  tick("sage-mist", "Sage Mist"),
  tick("harbour-blue", "Harbour Blue"),
  tick("ember-red", "Ember Red"),
  formField({
    tag: "select",
    type: "radio",
    name: "how",
    label: "How you'd like them",
    options: ["Post them to me", "I'll collect them from Bramley", "I'll collect them from Oxton"],
    unchosen: true,
  }),
  formField({ name: "postcode", label: "Postcode" }),
  formField({ name: "name", label: "Your name" }),
  formField({ name: "email", label: "Email", type: "email" }),
);

describe("testers ticked and how they come", () => {
  it("ticks each tester named, never giving a box the words said after its name", () => {
    const filled = filledBy(
      TESTERS,
      "order free testers of sage mist and harbour blue from hue and co, posted to 4 Mill Lane, Bramley BR3 2PL. Ann Lee ann.lee@example.com",
      NOW,
    );
    expect(filled).toMatchObject({ "Sage Mist": "yes", "Harbour Blue": "yes", Postcode: "BR3 2PL" });
    expect(filled).not.toHaveProperty("Chalk White");
  });

  it("takes 'posted to' an address in a town with a branch as the post, not collecting there", () => {
    const filled = filledBy(
      TESTERS,
      "order free testers of sage mist and harbour blue from hue and co, posted to 4 Mill Lane, Bramley BR3 2PL. Ann Lee ann.lee@example.com",
      NOW,
    );
    expect(filled["How you'd like them"]).toBe("Post them to me");
    expect(
      filledBy(
        TESTERS,
        "order a chalk white tester, i'll collect it from oxton. Ann Lee ann.lee@example.com",
        NOW,
      )["How you'd like them"],
    ).toBe("I'll collect them from Oxton");
  });
});

describe("a span said for a list of spans", () => {
  const TREES = plainForm(
    selectField("Tree", ["Nordmann Fir", "Norway Spruce"]),
    selectField("Height", ["4ft to 5ft", "5ft to 6ft", "6ft to 7ft", "7ft to 8ft"]),
    formField({ name: "name", label: "Your name" }),
  );
  it("takes the option giving the span end for end, however it is written", () => {
    for (const said of ["5-6ft", "5 to 6 feet", "5ft-6ft"])
      expect(filledBy(TREES, `reserve a ${said} nordmann fir. Mark Ellis`, NOW).Height).toBe("5ft to 6ft");
    expect(filledBy(TREES, "reserve a 6ft nordmann fir. Mark Ellis", NOW)).not.toHaveProperty("Height");
  });
});

describe("a class's pupils", () => {
  const VISIT = plainForm(
    formField({ name: "school", label: "School", invalid: "required" }),
    formField({ name: "pupils", label: "Pupils", type: "number" }),
    formField({ name: "name", label: "Your name" }),
  );
  it("counts the pupils with their year said between", () => {
    for (const said of ["28 year 2 pupils", "28 pupils"])
      expect(
        filledBy(VISIT, `ask about bringing ${said} from Ashby Primary next week. Jo Fairley`, NOW).Pupils,
      ).toBe("28");
  });
});
