import { sentences as sentencesOf } from "../research/passages";
import { type Candidate, candidatesOf, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";

// What a question asks to be named, and the sentences and records naming it (answer.ts asks).

/**
 * "What is Rosie's own dog called?": a name, said as one ("her spaniel, Biscuit", "called Biscuit", "Name: …") or
 * heading a card that shares no word with the question ("The Duchess" for "which coach … is it called"); never
 * Rosie's own card.
 */
export function namesIfCalled(said: string, q: Question): boolean {
  if (!/\b(?:called|named)\b|\bname\s+of\b/i.test(q.asked)) return true;
  const thing = q.target ?? q.head;
  // (Case matters: "a Diploma in Dog Grooming" names no dog. A column leading a field does: "Cressby: Café The
  // Goods Shed Tea Room" names the cafe.)
  const column = thing ? `|(?:^|[:—–,]\\s+)${thing[0]!.toUpperCase()}${thing.slice(1)}s?\\s+\\p{Lu}` : "";
  const naming = new RegExp(
    `\\b(?:called|named|[Nn]ame(?:\\s+is)?:?)\\s+\\p{Lu}${thing ? `|\\b${thing}s?,?\\s+\\p{Lu}${column}` : ""}`,
    "u",
  );
  if (naming.test(said.normalize("NFD").replace(/\p{M}/gu, ""))) return true;
  const heading = said.split(/\s+[—–:]\s+/)[0]!;
  const asked = wordsOf(q.asked);
  return /^\p{Lu}/u.test(heading) && ![...wordsOf(heading)].some((w) => asked.has(w));
}

/** A card or row of the thing asked ("Cat plan" for "what's included in the cat plan") listing it in its fields. */
export const listsOwn = (c: Candidate, q: Question) =>
  c.record.fields.filter((f) => f.name).length > 1 &&
  q.terms.every((t) => isGeneric(t) || has({ words: wordsOf(`${c.record.subject} ${c.title}`) }, t));

/**
 * The sentence of a text that names the things asked for by name after a colon: "Dogs are welcome … in 4 of our 12
 * lodges: Heron, Kestrel, Puffin and Wren." for "which lodges …" (two names or more, each capitalised).
 */
export function namedIn(text: string, target: string): string | undefined {
  const NAMES =
    /:\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*(?:,\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)*,?\s+(?:and|or)\s+\p{Lu}/u;
  return sentencesOf(text).find((s) => {
    const at = s.search(NAMES);
    return at > 0 && has({ words: wordsOf(s.slice(Math.max(0, at - 40), at)) }, target);
  });
}

/** What a person is to a business, said by the asker, that a team page may leave to their line of work. */
const ROLE_NOUN = /^(?:expert|specialist|person|guy|lady)$/;

/**
 * "Who's your jewellery expert" of a team page whose cards say "Jewellery, Watches & Silver" and no "expert": the
 * role word no record says is left out, when another word of the question is said ("the paddleboard specialist"
 * keeps it where a card says "our paddleboard specialist").
 */
export function rolesAsPages(pages: Parameters<typeof candidatesOf>[0], q: Question): Question {
  if (q.type !== "person" || !q.terms.some((t) => ROLE_NOUN.test(t))) return q;
  const cands = candidatesOf(pages);
  const said = (t: string) => cands.some((c) => has(c, t));
  const unsaid = q.terms.filter((t) => ROLE_NOUN.test(t) && !said(t));
  const rest = q.terms.filter((t) => !unsaid.includes(t) && !isGeneric(t));
  if (unsaid.length === 0 || rest.length === 0 || !rest.every(said)) return q;
  const asked = unsaid.reduce((a, t) => a.replace(new RegExp(`\\s*\\b${t}s?\\b`, "i"), ""), q.asked);
  return { ...q, asked, terms: q.terms.filter((t) => !unsaid.includes(t)) };
}
