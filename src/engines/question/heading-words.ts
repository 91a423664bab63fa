import { escapeRegExp } from "../../text";
import type { PageRecord } from "../page/records";
import type { Candidate } from "./match";
import { UK_POSTCODE } from "./values";

// Words a page gives its records beside their own (match.ts adds them to each candidate's words): the initials its
// headings go by, the marks its key explains and what its named parts are; and the kinds a part headed "Every …"
// takes in.

/**
 * What a heading's words are called by their first letters: "PT sessions" are those of *Personal training*. Whole
 * parts of a section or title only (two to four words), so that no run of a sentence's words makes a word of its own.
 */
export function initialsOf(headings: string): string {
  return headings
    .split(/\s*[›|:—–]\s*|\s+-\s+/)
    .map((part) => part.split(/\s+/).filter((w) => /^\p{L}{2,}$/u.test(w)))
    .filter((words) => words.length >= 2 && words.length <= 4)
    .map((words) => words.map((w) => w[0]).join(""))
    .join(" ");
}

/**
 * A page's key to the marks on its items ("VG: vegan", "GF: gluten-free"): each mark, as a pattern finding it on an
 * item ("Beyond burger (VG)"), with what it means.
 */
export function legendOf(records: readonly PageRecord[]): [RegExp, string][] {
  return records.flatMap((r) =>
    r.kind === "pair" && /^[A-Z]{1,3}$/.test(r.subject) && (r.fields[0]?.value.split(/\s+/).length ?? 9) <= 3
      ? [[new RegExp(`(?<![\\p{L}])${r.subject}(?![\\p{L}])`, "u"), r.fields[0]!.value] as [RegExp, string]]
      : [],
  );
}

/**
 * What a page's named parts are ("The Den" whose text begins "Our adventure play area, for ages 2 to 12, …"): each
 * name, as a pattern finding it in another record ("Where: Beside The Den"), with the words that describe it, so
 * that "the cafe by the play area" finds the kiosk beside The Den.
 */
export function describedNames(records: readonly PageRecord[]): [RegExp, string][] {
  const seen = new Set<string>();
  return records.flatMap((r) => {
    if (r.kind !== "text" || seen.has(r.section)) return [];
    seen.add(r.section);
    const name = r.section.split(" › ").at(-1) ?? "";
    const described =
      /^(?:our|an?|the)\s+([\p{L}\s'’-]{3,60}?)(?=[,.;:]|\s+(?:for|with|where|that|which)\b)/iu.exec(
        r.text,
      )?.[1];
    if (
      !described ||
      !/^(?:The\s+\p{Lu}[\p{L}'’-]*|\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,2}$/u.test(name) ||
      !/\s/.test(name)
    )
      return [];
    return [[new RegExp(`\\b${escapeRegExp(name)}\\b`), described] as [RegExp, string]];
  });
}

/** A table's row saying what each of its named places is: "What's there — Scarrow Wood …, The Arena …". */
const WHATS_THERE = /^(?:what'?s\s+(?:there|on\s+site|here)|what\s+(?:it|each)\s+is)$/i;

/** A table's row giving each place's address. */
const ADDRESS = /^(?:address|addresses|where)$/i;

/** An address's postcode and what follows it. */
const AFTER_POSTCODE = new RegExp(String.raw`\s*${UK_POSTCODE.source}.*$`);

/** The town of an address: its last part before the postcode ("7 Chandlers Row, Wexham WX1 2CR" → "Wexham"). */
function townOf(address: string): string | undefined {
  const last = address.split(/,\s*/).at(-1) ?? "";
  const town = last.replace(AFTER_POSTCODE, "").trim();
  return /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?$/u.test(town) ? town : undefined;
}

/**
 * What a page's places are as a table's row says it ("What's there — The Arena: Laser tag over two floors, a party
 * room …") and where ("Address — The Shop: 7 Chandlers Row, Wexham WX1 2CR"): each place's name (its column), as a
 * pattern finding it in another record, with the first words of its cell ("Laser tag") or its town ("Wexham"), so
 * that "the laser tag arena" is The Arena's column in the opening hours and "the shop in wexham" The Shop's.
 */
export function placesDescribed(records: readonly PageRecord[]): Map<string, string> {
  const described = records.flatMap((r) => {
    const address = ADDRESS.test(r.subject.trim());
    if (r.kind !== "row" || (!address && !WHATS_THERE.test(r.subject.trim()))) return [];
    return r.fields.flatMap((f) => {
      const what = address
        ? townOf(f.value)
        : /^[\p{L}\s'’-]+?(?=\s+(?:in|over|on|at|for|with|from|and)\b|[,.;:(]|$)/iu.exec(f.value)?.[0];
      return what && /^\p{Lu}/u.test(f.name) && what.split(/\s+/).length <= 3
        ? [[f.name, what] as const]
        : [];
    });
  });
  const places = new Map<string, string>();
  for (const [name, what] of described) places.set(name, `${places.get(name) ?? ""} ${what}`.trim());
  return places;
}

/** Each place placesDescribed knows, as a pattern finding its name in a record, with its words. */
export const placeMarks = (places: ReadonlyMap<string, string>): [RegExp, string][] =>
  [...places].map(([name, what]) => [new RegExp(`\\b${escapeRegExp(name)}\\b`), what]);

/**
 * "Annual" of "annual pass holders" is a kind of pass, which a part headed "Every pass includes" takes in: whether
 * a candidate's section says every one of the thing the question's term is a kind of.
 */
export function kindsTakenIn(asked: string, terms: readonly string[]): (c: Candidate, t: string) => boolean {
  const lower = asked.toLowerCase();
  const every = new Map(
    terms.flatMap((t) => {
      if (!/^[a-z]+$/.test(t)) return [];
      const next = lower.match(new RegExp(`\\b${t}[a-z]*\\s+([a-z]{3,}?)s?\\b`))?.[1];
      return next ? [[t, new RegExp(`\\b(?:every|all|each|any)\\s+${next}`, "i")] as const] : [];
    }),
  );
  return (c, t) => every.get(t)?.test(c.record.section) ?? false;
}

/**
 * "Easter" of "the sibling discount on the easter crash course" is one crash course, which a record saying it "Not
 * on crash courses" takes in: whether a candidate's text says the thing the term names one of, in the plural, after
 * "on", "for", "to" or "with" (every one of them).
 */
export function pluralKindsTakenIn(
  asked: string,
  terms: readonly string[],
): (c: Candidate, t: string) => boolean {
  const lower = asked.toLowerCase();
  const plural = new Map(
    terms.flatMap((t) => {
      if (!/^[a-z]+$/.test(t)) return [];
      const next = lower.match(
        new RegExp(`\\b${t}\\s+((?:[a-z]{3,}\\s+)?[a-z]{3,}?)\\b(?!\\s+[a-z]{3,}s\\b)`),
      )?.[1];
      if (!next || next.endsWith("s")) return [];
      const words = next.split(/\s+/).map(escapeRegExp);
      const kind = `${words.join("\\s+")}(?:s|es)`;
      return [
        [
          t,
          new RegExp(`\\b(?:on|for|to|with)\\s+(?:the\\s+|our\\s+|any\\s+|all\\s+)?${kind}\\b`, "i"),
        ] as const,
      ];
    }),
  );
  return (c, t) => plural.get(t)?.test(c.record.text) ?? false;
}
