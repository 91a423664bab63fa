import { describe, expect, it } from "vitest";
import { displayNameFromQuery } from "./display-name";

describe("displayNameFromQuery", () => {
  it("drops monitoring filler and capitalises the subject", () => {
    expect(displayNameFromQuery("tell me when new AI safety papers are published")).toBe(
      "New AI safety papers are published",
    );
    expect(displayNameFromQuery("Please monitor the price of the Framework Laptop 16")).toBe(
      "The price of the Framework Laptop 16",
    );
  });

  it("shortens URLs to their host and first path segment", () => {
    expect(displayNameFromQuery("Watch https://www.example.com/pricing/plans?x=1 for price changes")).toBe(
      "Example.com/pricing for price changes",
    );
  });

  it("keeps only the first sentence and cuts long text at a word boundary", () => {
    const name = displayNameFromQuery(
      "Track every announcement about reusable rockets, orbital refuelling, lunar landers and space stations. Also more.",
    );
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name.endsWith("…")).toBe(true);
    expect(name).not.toMatch(/Also/);
    expect(name).toMatch(/^Every announcement about reusable rockets/);
  });

  it("is never empty", () => {
    expect(displayNameFromQuery("   ")).toBe("Scout");
    expect(displayNameFromQuery("monitor ...")).toBe("Scout");
  });
});
