/**
 * A body as the logs keep it: its text when the bytes are UTF-8 (byte order mark included; a body `cut` at a size
 * limit may end inside a character, which is left out rather than stored as U+FFFD), else the bytes in base64, so
 * a gzip or protobuf body is kept exactly instead of turned into replacement characters.
 */
export function storedBody(bytes: Uint8Array, cut: boolean): StoredBody {
  try {
    return {
      body: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes, { stream: cut }),
      bodyEncoding: "utf8",
    };
  } catch {
    return { body: Buffer.from(bytes).toString("base64"), bodyEncoding: "base64" };
  }
}

/** A body given as text (kept as it is) or as bytes (kept as storedBody keeps them), whole. */
export function storedBodyOf(body: string | Uint8Array): StoredBody {
  return typeof body === "string" ? { body, bodyEncoding: "utf8" } : storedBody(body, false);
}

/** A body as storedBody keeps it: the text, or base64 of bytes that were not UTF-8. */
export interface StoredBody {
  body: string;
  bodyEncoding: "utf8" | "base64";
}

/** The bytes a stored body holds (storedBody's inverse, but for a character a cut left out). */
export const storedBytes = (body: string, encoding: StoredBody["bodyEncoding"]): Buffer =>
  Buffer.from(body, encoding === "base64" ? "base64" : "utf8");

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Where to cut `s` at or before code unit `cut` without splitting what a reader sees as one character: a
 * surrogate pair, an emoji ZWJ sequence (👩‍👩‍👧), a flag, a letter and its accents.
 */
export function graphemeCut(s: string, cut: number): number {
  if (cut <= 0 || cut >= s.length) return Math.max(0, Math.min(cut, s.length));
  const { index } = graphemes.segment(s).containing(cut)!;
  if (index > 0) return index;
  // One character longer than the room (a letter under hundreds of marks): cut it between code points rather
  // than keep nothing, still never between the halves of a surrogate pair.
  const c = s.charCodeAt(cut - 1);
  return c >= 0xd800 && c <= 0xdbff ? cut - 1 : cut;
}

/**
 * `s` in at most `max` UTF-16 code units (the strictest reading of "characters"), cut between characters
 * (graphemeCut), with `tail` (such as "…") appended when it was cut, counted within `max`.
 */
export function clip(s: string, max: number, tail = ""): string {
  if (s.length <= max) return s;
  if (max <= tail.length) return tail.slice(0, max);
  return s.slice(0, graphemeCut(s, Math.max(0, max - tail.length))) + tail;
}

/** Text as a regular expression's source matching it literally ("£3.50 (each)" → "£3\.50 \(each\)"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
