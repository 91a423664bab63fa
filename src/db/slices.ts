import type { Work } from "./store";

// Retention deletes in slices: each slice is a short write of its own, so the writers that share the database
// (senders, the capture route) never wait long behind one big delete.

/** Rows one slice deletes at the most. */
export const SLICE_ROWS = 500;
/** Slices one pass deletes at the most (5 million rows), so a pass always ends. */
const MAX_SLICES = 10_000;

/**
 * Run `deleteSlice` (which deletes at most SLICE_ROWS rows and returns how many) until a slice comes back short.
 * Returns how many rows went in all.
 */
export function deleteInSlices(deleteSlice: () => number): number {
  // The same loop as storage work whose slices yield nothing: it is over at its first step.
  // biome-ignore lint/correctness/useYield: each slice is deleted synchronously here
  const step = deleteInSlicesWork(function* () {
    return deleteSlice();
  }).next();
  return step.value as number;
}

/**
 * deleteInSlices as storage work (src/db/store/work.ts): each slice is a statement of its own, so outside a
 * transaction each commits alone.
 */
export function* deleteInSlicesWork(deleteSlice: () => Work<number>): Work<number> {
  let removed = 0;
  for (let i = 0; i < MAX_SLICES; i++) {
    const n = yield* deleteSlice();
    removed += n;
    if (n < SLICE_ROWS) break;
  }
  return removed;
}
