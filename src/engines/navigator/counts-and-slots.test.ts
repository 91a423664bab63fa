import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { when } from "./form-when";

// Of this file's own: a farm's party form, its slots a time range each, and a day said with a count after it. A
// count after a day and its month is no year, and "in the afternoon" picks the one slot starting then.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const PARTY = plainForm(
  selectField("Party", ["Farmyard Party", "Berry Picking Party"]),
  formField({ name: "date", label: "Day", type: "date", invalid: "required" }),
  selectField("Time", ["10:00 to 12:00", "13:30 to 15:30"]),
  formField({ name: "children", label: "Children", type: "number", invalid: "required" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
);

describe("a day said with a count after it", () => {
  it("reads the count as no year", () => {
    expect(when("a party on saturday 16th january, 12 kids, in the afternoon", NOW).date).toEqual({
      y: 2027,
      m: 1,
      d: 16,
    });
    expect(when("the 14th december 2 adults", NOW).date).toEqual({ y: 2026, m: 12, d: 14 });
  });

  it("keeps a day said after its month", () => {
    expect(when("january 12 at 2pm", NOW)).toEqual({
      date: { y: 2027, m: 1, d: 12 },
      time: { h: 14, min: 0 },
    });
  });
});

describe("a slot by the part of the day said", () => {
  it("is the one slot starting in it", () => {
    const task =
      "book a farmyard party on saturday 16th january, 12 kids, in the afternoon. Priya Shah priya@example.com";
    const filled = filledBy(PARTY, task, NOW);
    expect(filled.Time).toBe("13:30 to 15:30");
    expect(filled.Day).toBe("2027-01-16");
    expect(filledBy(PARTY, task.replace("afternoon", "morning"), NOW).Time).toBe("10:00 to 12:00");
  });
});
