import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";

// A tram museum's Christmas rides and a climbing barn's sessions, booked as people ask: a list of days by their
// dates beside a time said too, the asker and their partner as the grown-ups beside the children, a party said to be
// all grown up (or not), and the child whose birthday it is named as theirs.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => String(i));
const you = [
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
];

const ELF_RIDES = plainForm(
  selectField("Date", [
    "Saturday 5 December",
    "Sunday 6 December",
    "Saturday 12 December",
    "Sunday 13 December",
  ]),
  selectField("Tram", ["10:00", "11:30", "13:00"]),
  selectField("Adults", upTo(6)),
  selectField("Children, 2 to 12", upTo(6)),
  ...you,
);

const SESSIONS = plainForm(
  selectField("Session", ["Bouldering taster", "Rope taster"]),
  formField({ name: "date", label: "Date", type: "date", invalid: "required" }),
  selectField("People", upTo(10).slice(1)),
  selectField("Ages", ["Everyone is 18 or over", "Some of us are under 18"]),
  ...you,
);

const PARTY = plainForm(
  selectField("Party", ["Bouldering party", "Rope party"]),
  formField({ name: "date", label: "Date", type: "date", invalid: "required" }),
  selectField("How many coming", upTo(16).slice(6)),
  formField({ name: "child", label: "Birthday child's name" }),
  selectField("Age they'll be", upTo(14).slice(5)),
  ...you,
);

describe("days, grown-ups and parties", () => {
  it("takes the day said from a list of days, though a time is said too", () => {
    const ride = filledBy(
      ELF_RIDES,
      "book the elf tram for saturday 12th december, the 11:30 one, 1 adult and 2 kids. Tom Hale tom@example.com",
      NOW,
    );
    expect(ride).toMatchObject({ Date: "Saturday 12 December", Tram: "11:30" });
  });

  it("counts the asker and their partner as the grown-ups beside the children", () => {
    const ride = filledBy(
      ELF_RIDES,
      "book the elf tram for me, my husband and our 3 kids (5, 7 and 9) on sunday 13th december at 10am. Ana Ruiz ana@example.com",
      NOW,
    );
    expect(ride).toMatchObject({
      Date: "Sunday 13 December",
      Tram: "10:00",
      Adults: "2",
      "Children, 2 to 12": "3",
    });
  });

  it("says a party is all grown up when the task does, and not when it gives a child", () => {
    const grown = filledBy(
      SESSIONS,
      "book 3 of us on the rope taster this saturday, all adults. Ola Berg ola@example.com",
      NOW,
    );
    expect(grown).toMatchObject({ Session: "Rope taster", People: "3", Ages: "Everyone is 18 or over" });
    const family = filledBy(
      SESSIONS,
      "book 2 of us on the bouldering taster this saturday, me and my son who's 11. Ola Berg ola@example.com",
      NOW,
    );
    expect(family).toMatchObject({ Ages: "Some of us are under 18" });
  });

  it("names the child whose birthday it is from the task's own words", () => {
    const party = filledBy(
      PARTY,
      "book a rope party for my daughter Maya's 10th birthday on sunday 13th december, 8 kids coming. Ola Berg ola@example.com",
      NOW,
    );
    expect(party).toMatchObject({
      Party: "Rope party",
      "Birthday child's name": "Maya",
      "Age they'll be": "10",
      "How many coming": "8",
    });
  });
});
