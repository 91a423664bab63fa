import { describe, expect, it } from "vitest";
import { shortTitle } from "../../src/research/store";

describe("a research task's short title (webhook display name, Slack header)", () => {
  it("keeps the URLs of the question, shown as host and path", () => {
    expect(
      shortTitle(
        "Who founded the company at https://example.com/ and what does https://example.com/pricing?x=1 charge?",
      ),
    ).toBe("Who founded the company at example.com and what does example.com/pricing charge?");
  });

  it("leaves a sentence's closing punctuation outside the URL", () => {
    expect(shortTitle("What is on https://example.com/about?")).toBe("What is on example.com/about?");
    expect(shortTitle("Compare (https://a.example, https://b.example).")).toBe(
      "Compare (a.example, b.example).",
    );
  });

  it("cuts a long question at a word near 80 characters, and names an empty one", () => {
    const long = shortTitle(`Summarise ${"every word of this page ".repeat(8)}https://example.com`);
    expect(long.length).toBeLessThanOrEqual(81);
    expect(long.endsWith("…")).toBe(true);
    expect(shortTitle("  ")).toBe("Research task");
  });
});
