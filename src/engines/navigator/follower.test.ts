import { describe, expect, it } from "vitest";
import { InstructionFollower } from "./follower";
import type { Observation } from "./types";

// Before any page is open the follower reads nothing, so its first decisions can be checked without a browser.
const blank = { url: "about:blank", title: "", steps: 0 } as unknown as Observation;

describe("InstructionFollower", () => {
  it('takes an instruction before a question: "return to the previous page" goes back', async () => {
    const f = new InstructionFollower("return to the previous page");
    expect(await f.next(blank)).toEqual({ kind: "act", action: { type: "go_back" } });
  });

  it("splits a quoted target from what follows it", async () => {
    const f = new InstructionFollower("Click 'Pricing' and read the price of the Pro plan");
    expect(await f.next(blank)).toEqual({
      kind: "act",
      action: { type: "click", target: "Pricing" },
    });
  });

  it("fails a question when no page was visited, naming the clause", async () => {
    const f = new InstructionFollower("What is the price of the Pro plan?");
    expect(await f.next(blank)).toEqual({
      kind: "fail",
      error:
        'Cannot answer instruction 1 ("What is the price of the Pro plan?"): looked for a price about pro, plan, but no page is open',
    });
  });
});
