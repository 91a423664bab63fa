import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";

// A karting track's and a rehearsal studio's bookings, asked for as people type them: the drivers counted from "3
// of us" and from "me and my 16 yr old daughter", and a band's name said as "band's called …".

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const SESSION = plainForm(
  selectField("Drivers", ["1", "2", "3", "4", "5", "6"]),
  formField({ name: "youngest", label: "Age of the youngest driver", type: "number" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);
const ROOM = plainForm(
  formField({ name: "band", label: "Band or artist", invalid: "required" }),
  selectField("Players", ["1", "2", "3", "4", "5", "6"]),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);
const fill = (form: typeof SESSION, request: string) => filledBy(form, requestOf(request)!.text, NOW, []);

describe("drivers counted as people say them", () => {
  it("counts 3 of us as three drivers", () => {
    expect(
      fill(SESSION, "book arrive and drive 15 for 3 of us this saturday at 6pm, youngest is 14. Chris Hale"),
    ).toEqual(expect.objectContaining({ Drivers: "3", "Age of the youngest driver": "14" }));
  });

  it("counts me and my 16 yr old daughter as two drivers, not seventeen", () => {
    expect(
      fill(SESSION, "book me and my 16 yr old daughter on a circuit sprint this sunday at 11am. Mark Doyle"),
    ).toEqual(expect.objectContaining({ Drivers: "2", "Age of the youngest driver": "16" }));
  });
});

describe("a name said as called", () => {
  it("fills the band's name without the word before it", () => {
    expect(
      fill(ROOM, "book flint this saturday from 2pm. band's called The Low Tides, 4 of us. Sam Ortiz"),
    ).toEqual(expect.objectContaining({ "Band or artist": "The Low Tides", Players: "4" }));
  });
});
