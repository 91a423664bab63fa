import { describe, expect, it } from "vitest";
import { firstRunAt, nextDueAfter, resumeAt } from "./schedule";

const H = 3_600_000;

/** The run `days` days after one due at `t` in `timeZone`, claimed on time. */
const daysLater = (t: number, days: number, timeZone: string) =>
  nextDueAfter(t, days * 86_400, t + 1000, timeZone);

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

describe("nextDueAfter in the scout's time zone (whole days)", () => {
  const D = 86_400;
  const oslo = "Europe/Oslo";
  const iso = (t: number) => new Date(t).toISOString();

  it("keeps a daily run at the same local time across both clock changes", () => {
    // 09:00 in Oslo is 08:00Z in winter (UTC+1) and 07:00Z in summer (UTC+2); the clocks go forward on 2026-03-29
    // and back on 2026-10-25.
    const winter = Date.parse("2026-03-28T08:00:00Z");
    const spring = nextDueAfter(winter, D, winter + 1000, oslo);
    expect(iso(spring)).toBe("2026-03-29T07:00:00.000Z");
    const summer = Date.parse("2026-10-24T07:00:00Z");
    expect(iso(nextDueAfter(summer, D, summer + 1000, oslo))).toBe("2026-10-25T08:00:00.000Z");
    // Without a zone (or for intervals that are not whole days) the step stays fixed, in UTC.
    expect(iso(nextDueAfter(winter, D, winter + 1000))).toBe("2026-03-29T08:00:00.000Z");
    expect(nextDueAfter(winter, 3600, winter + 1000, oslo)).toBe(winter + H);
  });

  it("skips missed days on the local grid, weekly too, and is always later than now", () => {
    const due = Date.parse("2026-03-25T08:00:00Z"); // Wednesday 09:00 in Oslo
    // Down until Monday 2026-03-30 12:00Z: the next run is Tuesday 09:00 local (07:00Z, summer time).
    expect(iso(nextDueAfter(due, D, Date.parse("2026-03-30T12:00:00Z"), oslo))).toBe(
      "2026-03-31T07:00:00.000Z",
    );
    expect(iso(nextDueAfter(due, 7 * D, due + 1000, oslo))).toBe("2026-04-01T07:00:00.000Z");
    for (const now of [due, due + 1, Date.parse("2026-03-29T06:59:59Z"), Date.parse("2026-03-29T07:00:00Z")])
      expect(nextDueAfter(due, D, now, oslo)).toBeGreaterThan(now);
  });

  it("moves only the night whose wall time the clocks skip, counting from the scout's start", () => {
    // Daily at 02:30 in Oslo from 2026-03-27: 02:30 does not exist on 03-29.
    const start = Date.parse("2026-03-27T01:30:00Z");
    const runs = [start];
    for (let i = 0; i < 3; i++) runs.push(nextDueAfter(runs.at(-1)!, D, runs.at(-1)! + 1000, oslo, start));
    expect(runs.slice(1).map(iso)).toEqual([
      "2026-03-28T01:30:00.000Z", // 02:30 (UTC+1)
      "2026-03-29T01:30:00.000Z", // 03:30 (UTC+2): the skipped 02:30 runs later by the gap
      "2026-03-30T00:30:00.000Z", // 02:30 again
    ]);
  });

  it("follows the due date (an interval changed to weekly on a Thursday stays on Thursdays) at the start's time of day", () => {
    const mondayStart = Date.parse("2026-06-01T07:00:00Z"); // Monday 09:00 in Oslo (UTC+2)
    const thursday = Date.parse("2026-06-04T07:00:00Z");
    expect(iso(nextDueAfter(thursday, 7 * D, thursday + 1000, oslo, mondayStart))).toBe(
      "2026-06-11T07:00:00.000Z",
    );
    // A run made now at 14:00 (Run now, or a start in the past) returns to the start's 09:00 the next day.
    const afternoon = Date.parse("2026-06-04T12:00:00Z");
    expect(iso(nextDueAfter(afternoon, D, afternoon + 1000, oslo, mondayStart))).toBe(
      "2026-06-05T07:00:00.000Z",
    );
  });

  it("takes the earlier of a repeated wall time in zones whose clocks move half an hour", () => {
    // Lord Howe Island: +10:30 in winter, +11 in summer; on 2026-04-05 the clocks go from 02:00 back to 01:30,
    // so 01:45 happens twice (14:45Z at +11, 15:15Z at +10:30).
    const winterStart = Date.parse("2025-10-03T15:15:00Z"); // 01:45 on 2025-10-04 at +10:30
    const repeated = daysLater(winterStart, 183, "Australia/Lord_Howe");
    expect(iso(repeated)).toBe("2026-04-04T14:45:00.000Z");
  });

  it("moves a wall time the clocks skip an hour on, and takes the earlier of a repeated one", () => {
    // 02:30 does not exist in Oslo on 2026-03-29; it exists twice on 2026-10-25.
    expect(iso(daysLater(Date.parse("2026-03-28T01:30:00Z"), 1, oslo))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(daysLater(Date.parse("2026-10-24T00:30:00Z"), 1, oslo))).toBe("2026-10-25T00:30:00.000Z");
    // A zone without changes is plain arithmetic.
    expect(daysLater(Date.parse("2026-03-28T08:00:00Z"), 3, "UTC")).toBe(Date.parse("2026-03-31T08:00:00Z"));
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
