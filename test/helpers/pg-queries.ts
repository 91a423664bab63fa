import pg from "pg";
import { onTestFinished, vi } from "vitest";

/**
 * Every query the pg clients of this process send from now on, one per round trip (BEGIN and COMMIT among them),
 * until the test finishes. `count()` gives how many were sent since the last count; `texts()` all of their texts.
 */
export function pgQueriesSent(): { count: () => number; texts: () => string[] } {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  onTestFinished(() => spy.mockRestore());
  let counted = 0;
  return {
    count: () => {
      const n = spy.mock.calls.length - counted;
      counted = spy.mock.calls.length;
      return n;
    },
    texts: () =>
      spy.mock.calls.map(([q]) => (typeof q === "string" ? q : ((q as { text?: string }).text ?? ""))),
  };
}
