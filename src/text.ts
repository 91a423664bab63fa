const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Where to cut `s` at or before code unit `cut` without splitting what a reader sees as one character: a
 * surrogate pair, an emoji ZWJ sequence (👩‍👩‍👧), a flag, a letter and its accents.
 */
export function graphemeCut(s: string, cut: number): number {
  if (cut <= 0 || cut >= s.length) return Math.max(0, Math.min(cut, s.length));
  return graphemes.segment(s).containing(cut)!.index;
}

/**
 * `s` in at most `max` UTF-16 code units (the strictest reading of "characters"), cut between characters
 * (graphemeCut), with `tail` (such as "…") appended when it was cut, counted within `max`.
 */
export function clip(s: string, max: number, tail = ""): string {
  if (s.length <= max) return s;
  return s.slice(0, graphemeCut(s, Math.max(0, max - tail.length))) + tail;
}
