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
    expect(amountsIn("interim service for a 2.5 litre engine").amounts).toEqual([{ n: 2.5, unit: "litre" }]);
    expect(amountsIn("fit 18 inch tyres").amounts).toEqual([{ n: 18, unit: "inch" }]);
    expect(amountsIn("a full service on a 1.6 petrol").amounts).toEqual([{ n: 1.6, unit: "litre" }]);
    expect(amountsIn('fit 18" tyres, or 17in').amounts).toEqual([
      { n: 18, unit: "inch" },
      { n: 17, unit: "inch" },
    ]);
    expect(amountsIn("berth for a 9.5m yacht, 26ft").amounts).toEqual([
      { n: 9.5, unit: "metre" },
      { n: 26, unit: "foot" },
    ]);
    expect(amountsIn("a 50 sq ft unit").amounts).toEqual([{ n: 50, unit: "sqft" }]);
    // A fish's length in centimetres, which a row's "15 to 20cm" takes in and "10 to 12cm" does not.
    const koi = amountsIn("how much is a 15-20cm koi").amounts;
    expect(koi).toEqual([{ n: 20, unit: "cm" }]);
    expect([takesIn("Size 15 to 20cm", koi[0]!), takesIn("Size 10 to 12cm", koi[0]!)]).toEqual([true, false]);
    // Not sizes: a stock count, minutes, a number before a word starting with the unit's letter.
    expect(amountsIn("are 18 in stock, back in 5 mins, 2 large").amounts).toEqual([]);
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
    const litres = { n: 2.5, unit: "litre" } as const;
    expect(takesIn("2.1 to 3.0 litres", litres)).toBe(true);
    expect(takesIn("1.5 to 2.0 litres", litres)).toBe(false);
    expect(takesIn("Up to 1.4 litres", litres)).toBe(false);
    expect(takesIn("Over 3.0 litres", litres)).toBe(false);
    expect(takesIn("Hybrid (any engine size)", litres)).toBeUndefined();
    expect(takesIn("8.01 m – 10 m", { n: 9.5, unit: "metre" })).toBe(true);
    expect(takesIn("12m and over", { n: 9.5, unit: "metre" })).toBe(false);
    expect(takesIn("16 inch", { n: 18, unit: "inch" })).toBe(false);
    expect(takesIn("18 to 19 inch", { n: 18, unit: "inch" })).toBe(true);
  });
});
