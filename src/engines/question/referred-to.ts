import type { Outcome } from "./answer";
import { type Candidate, has, isGeneric } from "./match";
import type { Question } from "./question";
import { evidenceOf, foundFrom } from "./record-fields";

// "Who should I take my leather chair to?" of "Leather and suede: We don't repair or recover leather or suede. We
// send you to Corbett Leather Care on Kiln Street": the one a page sends its customers to for a thing it does not do.

/** Asking who else to go to: "who should I take …", "who do I call about …", "who do you recommend for …". */
const ASKS_WHO_ELSE =
  /^who\s+(?:should|do|can|could|would|might)\s+(?:i|we)\s+(?:take|bring|send|go\s+to|ask|contact|call|ring|use|try)\b|^who\s+(?:do|would|can)\s+you\s+(?:recommend|suggest|send|refer|pass)\b/i;
/** "We send you to Corbett Leather Care", "we pass you to Calder Heating", "we refer customers to …": the name. */
const SENT_TO =
  /\b(?:send|pass|refer|point|direct)\s+(?:you|customers|people|them)\s+(?:on\s+)?to\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s+(?:\p{Lu}[\p{L}'’-]*|&))*)/u;

/** The one name the records about the thing asked send its customers to, with the record; undefined otherwise. */
export function referredTo(cands: readonly Candidate[], q: Question): Outcome | undefined {
  if (!ASKS_WHO_ELSE.test(q.asked)) return undefined;
  const own = q.terms.filter((t) => !isGeneric(t));
  const sent = cands.flatMap((c) => {
    const name = SENT_TO.exec(c.record.text)?.[1];
    return name && own.some((t) => has(c, t)) ? [{ c, name }] : [];
  });
  if (sent.length === 0 || new Set(sent.map((s) => s.name)).size !== 1) return undefined;
  return foundFrom(sent[0]!.c, `${sent[0]!.name} — ${evidenceOf(sent[0]!.c.record)}`);
}
