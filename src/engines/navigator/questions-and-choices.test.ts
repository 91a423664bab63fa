import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { asTyped } from "../question/as-said";
import { isQuestion } from "./answer";
import { when } from "./form-when";

// Of this file's own: a fact asked as its name alone ("… vat number"), a common slip of the keys, a driver's
// application that asks an age beside how long a licence is held, and a box order whose delivery day is a choice of
// buttons none is pressed on; and a party night chosen from a list of nights by the day said.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const DRIVE = plainForm(
  selectField("Shifts", ["Days", "Nights", "Any"]),
  selectField("Age", ["23 to 29", "30 to 39", "40 to 49", "50 or over"]),
  selectField("Licence held for", ["3 to 5 years", "6 to 10 years", "Over 10 years"]),
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
);

const radios = (label: string, options: string[], unchosen: boolean) =>
  formField({ tag: "select", type: "radio", name: label, label, options, unchosen });

const BOX = (dayUnchosen: boolean, dayLabel = "Delivery day") =>
  plainForm(
    selectField("Box", ["Family Box", "Roast Box"]),
    radios(dayLabel, ["Tuesday", "Friday"], dayUnchosen),
    formField({ name: "postcode", label: "Postcode", invalid: "required" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
    formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
  );

const ORDER = "order the roast box, delivered to HB4 2QQ. Sam Ortiz sam.ortiz@example.com";

describe("a fact asked by its name alone", () => {
  it("is a question", () => {
    expect(isQuestion("hollybrook farm vat number")).toBe(true);
    expect(isQuestion("kestrel cars company number")).toBe(true);
    expect(isQuestion("hollybrook farm")).toBe(false);
  });

  it("reads a company mistyped as one", () => {
    expect(asTyped("kestrel cars compnay number")).toBe("kestrel cars company number");
  });
});

describe("an application's age", () => {
  it("is the age said, not how long a licence is held", () => {
    const filled = filledBy(
      DRIVE,
      "apply to drive nights. i'm 34, i've had my licence 12 years. Aled Jones aled.jones@example.com",
      NOW,
    );
    expect(filled).toMatchObject({ Shifts: "Nights", Age: "30 to 39", "Licence held for": "Over 10 years" });
  });
});

describe("a choice of buttons none is pressed on", () => {
  it("is not sent unanswered", () => {
    expect(() => filledBy(BOX(true), ORDER, NOW)).toThrow(/"Delivery day" asks which/);
  });

  it("is answered when the task says", () => {
    expect(filledBy(BOX(true), `${ORDER}, on a friday`, NOW)["Delivery day"]).toBe("Friday");
  });

  it("takes the plain choice where there is one", () => {
    const plain = plainForm(
      radios("For", ["A tattoo", "A piercing", "Either"], true),
      radios("Jewellery", ["Titanium", "14k gold (from £45 more)"], true),
      radios("Is it a gift?", ["No", "Yes, send a voucher"], true),
      formField({ name: "name", label: "Your name", invalid: "required" }),
      formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
    );
    expect(filledBy(plain, "book a session. Sam Ortiz sam.ortiz@example.com", NOW)).toMatchObject({
      For: "Either",
      Jewellery: "Titanium",
      "Is it a gift?": "No",
    });
  });

  it("may stay unanswered when one is pressed already or it says it may", () => {
    expect(filledBy(BOX(false), ORDER, NOW).Box).toBe("Roast Box");
    expect(filledBy(BOX(true, "Delivery day (optional)"), ORDER, NOW).Box).toBe("Roast Box");
  });
});

const PARTY = plainForm(
  selectField("Night", [
    "Festive Party Night, Friday 4 December",
    "Festive Party Night, Friday 11 December",
    "Christmas Lunch, Thursday 17 December",
  ]),
  formField({ name: "guests", label: "Guests", type: "number", invalid: "required" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
);

describe("a night chosen from a list naming each night's date", () => {
  it("reads the day said after the night's name, which chrono-node alone reads as tonight", () => {
    expect(when("the party night on friday 11th december", NOW).date).toEqual({ y: 2026, m: 12, d: 11 });
    expect(when("quiz night on friday 11th december at 7pm", NOW)).toEqual({
      date: { y: 2026, m: 12, d: 11 },
      time: { h: 19, min: 0 },
    });
  });

  it("is the one naming the day said, not the first the thing's words name", () => {
    const task =
      "book 8 places at the christmas party night on friday 11th december. Raj Patel raj@example.com";
    expect(filledBy(PARTY, task, NOW).Night).toBe("Festive Party Night, Friday 11 December");
  });
});
