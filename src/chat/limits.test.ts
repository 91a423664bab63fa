import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OutputLimit } from "./limits";

/** Feed `pieces` through a limit as a stream would; the text let through and the finish reason. */
function run(req: ConstructorParameters<typeof OutputLimit>[0], pieces: string[]) {
  const limit = new OutputLimit(req);
  let out = "";
  for (const p of pieces) out += limit.push(p);
  out += limit.end();
  return { out, reason: limit.finishReason };
}

describe("OutputLimit", () => {
  it("lets everything through without limits", () => {
    expect(run({}, ["Hello ", "world"])).toEqual({ out: "Hello world", reason: "stop" });
  });

  it("ends before a stop sequence split across pieces, without sending any of it", () => {
    const limit = new OutputLimit({ stop: " END" });
    expect(limit.push("abc E")).toBe("abc");
    expect(limit.push("ND def")).toBe("");
    expect(limit.finished).toBe(true);
    expect(limit.push("more")).toBe("");
    expect(limit.end()).toBe("");
    expect(limit.finishReason).toBe("stop");
  });

  it("releases a held tail that turned out not to be a stop sequence", () => {
    expect(run({ stop: [" END", "\n\n"] }, ["abc E", "Xyz\n"])).toEqual({
      out: "abc EXyz\n",
      reason: "stop",
    });
  });

  it("cuts at the token budget (four characters a token) and says so", () => {
    const limit = new OutputLimit({ max_tokens: 3 });
    expect(limit.push("0123456789")).toBe("0123456789");
    expect(limit.push("abcdef")).toBe("ab");
    expect(limit.finishReason).toBe("length");
    expect(limit.push("x")).toBe("");
    // max_completion_tokens is the newer name and wins.
    expect(run({ max_tokens: 100, max_completion_tokens: 1 }, ["abcdefgh"])).toEqual({
      out: "abcd",
      reason: "length",
    });
  });

  it("never splits a surrogate pair at the budget", () => {
    expect(run({ max_tokens: 1 }, ["abc😀d"]).out).toBe("abc");
  });

  it("gives, for any text cut into any pieces, the text up to the first stop sequence, within the budget", () => {
    const word = fc.constantFrom("ab", "END", " ", "\n", "Sources", "x", "é", "[1]");
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 40 }).map((ws) => ws.join("")),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.array(fc.constantFrom("END", "\n\n", "Sources", "x["), { maxLength: 3 }),
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        (text, cuts, stop, maxTokens) => {
          const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [0, ...points, text.length]
            .slice(1)
            .map((p, i, all) => text.slice(i ? all[i - 1] : 0, p));
          const firstStop = Math.min(
            ...stop.map((s) => text.indexOf(s)).filter((i) => i !== -1),
            text.length,
          );
          const maxChars = maxTokens === undefined ? Number.POSITIVE_INFINITY : maxTokens * 4;
          const expected = text.slice(0, Math.min(firstStop, maxChars));
          const { out, reason } = run({ stop, max_tokens: maxTokens }, pieces);
          expect(out).toBe(expected);
          expect(reason).toBe(firstStop > maxChars ? "length" : "stop");
        },
      ),
      { numRuns: 500 },
    );
  });
});
