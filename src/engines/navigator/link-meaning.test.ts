import { describe, expect, it } from "vitest";
import { parseQuestion } from "../question/question";
import { linkWeights } from "./link-meaning";

// Which link a question follows first when no link says its words: the section such answers are usually in.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const LINKS = [
  { text: "Latest", href: "http://127.0.0.1:9/news" },
  { text: "What it costs", href: "http://127.0.0.1:9/prices" },
  { text: "Drop by", href: "http://127.0.0.1:9/shops" },
  { text: "Privacy", href: "http://127.0.0.1:9/privacy" },
];
const first = (question: string) => {
  const weights = linkWeights(LINKS, parseQuestion(question, NOW));
  return [...weights].sort((a, b) => b[1] - a[1])[0]![0].text;
};

describe("a link by the section its answer is usually in", () => {
  it("takes hours and a phone number to the shops page, a price to the price list", () => {
    expect(first("what time does the one in the arcade close on a friday")).toBe("Drop by");
    expect(first("whats the number for the shop in the arcade")).toBe("Drop by");
    expect(first("how much is a silk blouse")).toBe("What it costs");
  });
});
