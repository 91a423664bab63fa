/**
 * A page read as records, the one page model of the navigator, research and scouts: what a careful reader takes
 * from a page's main content. A table row is a record keyed by its row header and its column headers ("Wednesday
 * — Opens 9:00, Closes 18:00"), a definition-list entry or a "Label: value" line a pair, a card (a block with its
 * own heading: a product, a job, a branch) one record with its lines as fields, a list item one record, a
 * paragraph or a line of text one record (its sentences are read by whoever asks). Headings are records too, but only as the `section` of what follows them:
 * nothing answers a question with a heading alone.
 */
export interface PageRecord {
  kind: "row" | "pair" | "card" | "item" | "text" | "heading";
  /** What the record is about: a row's header cell, a pair's label, a card's heading; "" for text. */
  subject: string;
  /** A row's cells under their column headers, a pair's value under its label, a card's "Label: value" lines. */
  fields: RecordField[];
  /** How the record reads as one line. */
  text: string;
  /** The headings it sits under, outermost first, and a table's caption: "Central Library › Opening hours". */
  section: string;
  /** A row's: the header of its row-header column ("Plan", "Day"), what its subject is one of. */
  of?: string;
}

export interface RecordField {
  name: string;
  value: string;
}

/** A value that says "none": an empty cell, a dash, a cross. */
export const EMPTY_VALUE = /^(?:|[-–—✗✕×x]|n\/a|none|no)$/i;

/** A line that is a label and its value: "Phone: 0131 496 0000", "Opens: 9:00". */
const LABEL_VALUE = /^([^:]{1,40}?)\s*:\s+(\S.*)$/;

export const cleanText = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** An answer's first clause, not a label: "Only assistance dogs, we're afraid", "Yes", "No, sorry" (not "Not for …"). */
const ANSWER_CLAUSE = /^(?:yes|no|only|sorry)\b|,\s*(?:we|you|they|it|i)(?:'|’|\s)/i;

/** "Label: value" as a pair, unless the "label" is a sentence (a clause before a colon) or a time ("9:00"). */
export function labelValue(line: string): RecordField | undefined {
  const m = line.match(LABEL_VALUE);
  if (!m) return undefined;
  const name = m[1]!.trim();
  if (name.split(/\s+/).length > 5 || /[.!?]$/.test(name) || /^\d/.test(name) || ANSWER_CLAUSE.test(name))
    return undefined;
  return { name, value: m[2]!.trim() };
}

/** How a record with fields reads: "Subject — Name value, Name value"; a lone unnamed value follows a colon. */
export function recordText(subject: string, fields: RecordField[]): string {
  if (fields.length === 0) return subject;
  if (fields.length === 1 && !fields[0]!.name) return `${subject}: ${fields[0]!.value}`;
  const parts = fields.map((f) => (f.name ? `${f.name} ${f.value || "—"}` : f.value));
  return subject ? `${subject} — ${parts.join(", ")}` : parts.join(", ");
}

/** A pair record: "Label: value". */
export function pairRecord(field: RecordField, section: string): PageRecord {
  return {
    kind: "pair",
    subject: field.name,
    fields: [{ name: field.name, value: field.value }],
    text: `${field.name}: ${field.value}`,
    section,
  };
}

/** Where one sentence of a line ends and the next begins. */
const SENTENCE_END = /(?<=[\p{L}\p{N}°%)][.!?])\s+(?=\p{Lu})/u;

/**
 * A line of text as records: a pair when it is "Label: value" — one per sentence when each of its sentences is
 * one ("Main pool: 25 m, 28°C. Teaching pool: 30°C.") — else text.
 */
export function lineRecords(line: string, section: string): PageRecord[] {
  const sentences = line.split(SENTENCE_END);
  const pairs = sentences.map(labelValue);
  if (sentences.length > 1 && pairs.every((p) => p !== undefined))
    return pairs.map((p) => pairRecord({ name: p!.name, value: p!.value.replace(/\.$/, "") }, section));
  const pair = labelValue(line);
  if (pair) return [pairRecord(pair, section)];
  return [{ kind: "text", subject: "", fields: [], text: line, section }];
}

/** The field of a record whose name says `name` (case-insensitive), if any. */
export const fieldNamed = (r: PageRecord, name: string) =>
  r.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
