import { describe, expect, it } from "vitest";
import { amountsIn, takesIn } from "./amounts";

describe("amounts a question gives, and the ranges that take them in", () => {
  it("reads weights, ages and school years as people say them", () => {
    expect(amountsIn("how much to spay a 15kg dog").amounts).toEqual([{ n: 15, unit: "kg" }]);
    expect(amountsIn("a sweatshirt for an 8 year old").amounts).toEqual([{ n: 8, unit: "age" }]);
    expect(amountsIn("my son is in year 4, what time is lunch").amounts).toEqual([
      { n: 4, unit: "schoolYear" },
    ]);
    expect(amountsIn("open 8 years").amounts).toEqual([]);
  });

  it("says whether a row's or a column's range takes the amount in, and nothing when it states none", () => {
    const kg = { n: 15, unit: "kg" } as const;
    expect(takesIn("10 to 25 kg", kg)).toBe(true);
    expect(takesIn("Under 10 kg", kg)).toBe(false);
    expect(takesIn("Over 25 kg", kg)).toBe(false);
    expect(takesIn("Spay", kg)).toBeUndefined();
    expect(takesIn("Ages 7 to 10", { n: 8, unit: "age" })).toBe(true);
    expect(takesIn("Ages 11 to 13", { n: 8, unit: "age" })).toBe(false);
    expect(takesIn("Years 3 to 6", { n: 4, unit: "schoolYear" })).toBe(true);
    expect(takesIn("Years 1 and 2", { n: 4, unit: "schoolYear" })).toBe(false);
    expect(takesIn("Reception to Year 2", { n: 1, unit: "schoolYear" })).toBe(true);
  });
});
