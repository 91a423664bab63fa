import { describe, expect, it } from "vitest";
import { monthsAsked, monthsCovered, seasonCovered } from "./months";

// Months as a question's qualifier and the months a record's dates take in (./months.ts).

const set = (s: Set<number> | undefined) => (s ? [...s].sort((a, b) => a - b) : undefined);

describe("months", () => {
  it("reads the months a question asks about, and no modal 'may'", () => {
    expect(monthsAsked("can i take my dog on the beach in july")).toEqual([7]);
    expect(monthsAsked("whats on at tansy cove this december")).toEqual([12]);
    expect(monthsAsked("may i bring my dog")).toEqual([]);
    expect(monthsAsked("how much will a kids rover be next summer")).toEqual([6, 7, 8]);
  });

  it("takes in every month of a range, from Easter, across the year's end, and until a month from now", () => {
    expect(set(monthsCovered("No dogs on the beach from Easter Sunday to 30 September", 11))).toEqual([
      4, 5, 6, 7, 8, 9,
    ]);
    expect(set(monthsCovered("Opening hours, November to March", 6))).toEqual([1, 2, 3, 11, 12]);
    expect(set(monthsCovered("1 November to the end of February — Sundays only", 11))).toEqual([
      1, 2, 11, 12,
    ]);
    expect(set(monthsCovered("closed until Friday 12 March 2027", 11))).toEqual([1, 2, 3, 11, 12]);
    expect(set(monthsCovered("Carols — Saturday 19 December 2026", 11))).toEqual([12]);
    expect(monthsCovered("Dogs may sit on the open deck", 11)).toBeUndefined();
  });

  it("reads a season, not an event's date: 'from April' runs on for six months", () => {
    expect(set(seasonCovered("From April the shop opens 07:30–21:00 every day.", 11))).toEqual([
      4, 5, 6, 7, 8, 9,
    ]);
    expect(seasonCovered("Lantern walk — Saturday 5 December 2026", 11)).toBeUndefined();
    expect(seasonCovered("Open every day", 11)).toBeUndefined();
  });
});
