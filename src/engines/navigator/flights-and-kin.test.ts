import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";

// An airport run's booking form of this file's own, as people ask for one for someone else: the flight's code goes
// in its own field, and "my mum and dad" are two passengers.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const AIRPORT = plainForm(
  selectField("Airport", ["Wexley Airport", "Marshgate Airport"]),
  formField({ name: "date", label: "Day", type: "date", invalid: "required" }),
  formField({ name: "time", label: "Landing time", type: "time", invalid: "required" }),
  formField({ name: "flight", label: "Flight number (if flying in)" }),
  selectField("Passengers", ["1", "2", "3", "4"]),
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
);

describe("an airport run booked for others", () => {
  it("takes the flight's code and counts my mum and dad as two", () => {
    const filled = filledBy(
      AIRPORT,
      "book a car to pick up my mum and dad who land at wexley airport tomorrow at 18:40 on flight EZY4512. Raj Patel raj.patel@example.com",
      NOW,
    );
    expect(filled).toMatchObject({
      Airport: "Wexley Airport",
      Day: "2026-11-27",
      "Flight number (if flying in)": "EZY4512",
      Passengers: "2",
    });
  });

  it("leaves the flight empty when none is said", () => {
    const filled = filledBy(
      AIRPORT,
      "book a car to pick me up at marshgate airport tomorrow at 9am. Raj Patel raj.patel@example.com",
      NOW,
    );
    expect(filled["Flight number (if flying in)"]).toBeUndefined();
    expect(filled.Passengers).not.toBe("2");
  });
});
