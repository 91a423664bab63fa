import { FREE_OF } from "./attributes";
import { has, wordsOf } from "./match";
import type { Question } from "./question";
import { holds } from "./values";

// What a question leaves out ("for non-members", "non residents", "I'm not a student"): the parts of a value or a
// sentence about it are not its answer.

/**
 * Whether a clause is about a thing the question leaves out: "members £16", not "non-members £24" (nor
 * "gluten-free: add £8", which is what a question without gluten asks for).
 */
export const leavesOut = (clause: string, left: string) =>
  has({ words: wordsOf(clause) }, left) &&
  !new RegExp(`\\bnon[-\\s]?${left}|\\b${left}s?[-\\s]free\\b`, "i").test(clause);

/** A value without its parts about what the question leaves out: "£30; members £20" → "£30" for a non-member. */
export function withoutExcluded(value: string, q: Question): string {
  if (q.exclude.length === 0) return value;
  const parts = value.split(/;\s+|,\s+/);
  const kept = parts.filter((p) => !q.exclude.some((x) => has({ words: wordsOf(p) }, x)));
  return kept.length > 0 && kept.length < parts.length ? kept.join("; ") : value;
}

/** Said of everyone but a group: "£27 for everyone else", "£9 for non-members". */
const FOR_OTHERS =
  /\bfor\s+(?:every(?:one|body)\s+else|any(?:one|body)\s+else|others|the\s+general\s+public|non[-\s]?\p{L}+)\b/iu;

/**
 * Of a sentence's clauses, those not about what the question leaves out, weighed only among the clauses about the
 * question's subject: of "the Main Hall … £20 for residents, £27 for everyone else; the Jubilee Room £13 …" for
 * the Main Hall without residents, the Main Hall's clause, and in it "£27 for everyone else" — never the Jubilee
 * Room's for saying nothing of residents. `one` when a single clause is left.
 */
export function clausesNotLeftOut(parts: string[], q: Question): { one?: string; parts: string[] } {
  const about = (p: string) => q.terms.filter((t) => has({ words: wordsOf(p) }, t)).length;
  const most = Math.max(...parts.map(about));
  const subject = parts.filter((p) => about(p) === most);
  const kept = subject.filter((p) => !q.exclude.some((x) => leavesOut(p, x)));
  if (kept.length === 1) return { one: kept[0]!, parts };
  if (kept.length > 1) return { parts: kept };
  const others =
    subject.length === 1
      ? subject[0]!.split(/,\s+|\s+and\s+(?=[£$€]?\d)/).filter((p) => FOR_OTHERS.test(p) && holds(q.type, p))
      : [];
  return others.length === 1 ? { one: others[0]!, parts } : { parts };
}

/** Who comes along with someone: "without an adult" asks whether one may come alone. */
export const COMPANION = /^(?:adult|parent|guardian|grown|carer)$/;

/**
 * What the answer must be without, as the question says it ("gluten-free", "not massage, an actual physio", "for
 * non-members"). Not "can he go without an adult?", which asks whether he may come alone and which a page says in
 * those words; nor "no driveway here, could you …", the asker's own lack.
 */
export function leftOutAsked(said: string, yesNo: boolean): string[] {
  const lower = said.toLowerCase();
  return [...lower.matchAll(FREE_OF)]
    .filter((m) => !/^no\s+\p{L}+\s+(?:here|at\s+(?:mine|ours|home))\b/u.test(lower.slice(m.index)))
    .map((m) =>
      (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8] ?? m[9] ?? m[10])!.replace(/s$/, ""),
    )
    .filter((x) => !(yesNo && COMPANION.test(x)));
}
