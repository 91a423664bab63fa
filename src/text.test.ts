import { describe, expect, it } from "vitest";
import { clip, escapeRegExp, graphemeCut } from "./text";

describe("clip: cut between characters", () => {
  it("keeps short text, and cuts long text before a character it would split", () => {
    expect(clip("abc", 3)).toBe("abc");
    expect(clip("abcd", 3)).toBe("abc");
    expect(clip("abcd", 3, "…")).toBe("ab…");
    expect(clip(`${"a".repeat(99)}😀`, 100)).toBe("a".repeat(99));
    expect(clip("ab👩‍👩‍👧cd", 6)).toBe("ab");
    expect(clip("x🇫🇷🇩🇪", 5)).toBe("x🇫🇷");
    expect(clip("cafe\u0301s", 4)).toBe("caf");
    expect(clip("😀😀", 1, "…")).toBe("…");
    expect(clip("abc", 0, "…")).toBe("");
    // One character longer than the room is cut between code points rather than dropped whole.
    const zalgo = `e${"\u0301".repeat(200)}`;
    expect(clip(zalgo, 100)).toBe(zalgo.slice(0, 100));
    expect(clip(`😀${"\u0301".repeat(200)}`, 2)).toBe("😀");
    expect(clip(`😀${"\u0301".repeat(200)}`, 1)).toBe("");
  });

  it("finds the start of the character a position falls in", () => {
    expect(graphemeCut("a😀b", 2)).toBe(1);
    expect(graphemeCut("a😀b", 3)).toBe(3);
    expect(graphemeCut("ab", 0)).toBe(0);
    expect(graphemeCut("ab", 5)).toBe(2);
  });
});

describe("escapeRegExp", () => {
  it("makes a pattern that matches the text itself and nothing else", () => {
    const pattern = new RegExp(`^${escapeRegExp("£3.50 (each) [a|b] *+?^$\\")}$`);
    expect(pattern.test("£3.50 (each) [a|b] *+?^$\\")).toBe(true);
    expect(pattern.test("£3x50 (each) [a|b] *+?^$\\")).toBe(false);
  });
});
