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
  let removed = 0;
  for (let i = 0; i < MAX_SLICES; i++) {
    const n = deleteSlice();
    removed += n;
    if (n < SLICE_ROWS) break;
  }
  return removed;
}
