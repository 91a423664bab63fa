import { describe, expect, it } from "vitest";
import { firstRunAt, nextDueAfter, resumeAt } from "./schedule";

const H = 3_600_000;

describe("nextDueAfter", () => {
  it("moves one interval on when the run is on time", () => {
    expect(nextDueAfter(10 * H, 3600, 10 * H + 5)).toBe(11 * H);
  });

  it("skips missed intervals, staying on the original grid", () => {
    // Due at 10h, claimed at 15.5h (service was down): next is 16h, not 11h, 12h, ...
    expect(nextDueAfter(10 * H, 3600, 15.5 * H)).toBe(16 * H);
    expect(nextDueAfter(10 * H, 3600, 16 * H)).toBe(17 * H);
  });

  it("is always later than now", () => {
    for (const now of [0, 1, 999, 3_599_999, 3_600_000, 7_200_001]) {
      expect(nextDueAfter(0, 3600, now)).toBeGreaterThan(now);
    }
  });
});

describe("firstRunAt / resumeAt", () => {
  it("runs first at start_timestamp when it is ahead, else now (0 means now)", () => {
    expect(firstRunAt(undefined, 5000)).toBe(5000);
    expect(firstRunAt(0, 5000)).toBe(5000);
    expect(firstRunAt(100, 5000)).toBe(100_000);
    expect(firstRunAt(1, 5000)).toBe(5000);
  });

  it("resumes on the grid after the last run, or now when that has passed", () => {
    const s = { lastRunAt: 10 * H, startAt: null, outputInterval: 3600 };
    expect(resumeAt(s, 10.5 * H)).toBe(11 * H);
    expect(resumeAt(s, 12 * H)).toBe(12 * H);
    expect(resumeAt({ lastRunAt: null, startAt: 20 * H, outputInterval: 3600 }, 12 * H)).toBe(20 * H);
  });
});
