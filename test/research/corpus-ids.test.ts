import { describe, expect, it } from "vitest";
import { CORPUS } from "../corpus/score";

// Every item of the answers corpus is named once: bench/answers.ts's --only, its results file and the reports
// name items by id, so two items of one id (two parts choosing one prefix) would read as one.

describe("the answers corpus", () => {
  it.each(["research", "navigator"] as const)("names each %s item once", (kind) => {
    const parts: Record<string, readonly { id: string }[]> = CORPUS[kind];
    const ids = Object.values(parts).flatMap((items) => items.map((item) => item.id));
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(twice).toEqual([]);
    expect(ids.length).toBeGreaterThan(2000);
  });
});
