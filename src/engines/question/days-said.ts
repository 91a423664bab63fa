import type { PageRecord } from "../page/records";
import { sentences as sentencesOf } from "../research/passages";
import { namesDays } from "./days-covered";
import { mostAbout } from "./parts-about";
import type { Question } from "./question";

// The days a record gives for the place or thing a question names (statement.ts and lists.ts ask).

/** Where a value naming days says its next place's: "…; Friday and Saturday in Tarnby", ", Ashcombe (Thursday)". */
const DAY_CLAUSE = /;\s+|,\s+(?=\p{Lu})/u;

/**
 * "Which days does Rosa work in Tarnby?" of her card: its one field naming days, with the clause about what else the
 * question names ("Days: Friday and Saturday in Tarnby", not "Tuesday and Thursday in Wellbridge; …").
 */
export function recordDays(r: PageRecord, q: Question): string | undefined {
  const dayed = r.fields.filter((f) => f.name && namesDays(f.value));
  const label = r.subject && r.kind !== "pair" ? `${r.subject}: ` : "";
  // Of several ("Days: Tuesday, Thursday", "Centre: Fernley (Tuesday), Ashcombe (Thursday)"), the clause about the
  // place asked.
  if (dayed.length > 1) {
    const clauses = dayed.flatMap((f) => f.value.split(DAY_CLAUSE)).filter(namesDays);
    const clause = mostAbout(clauses, q.terms);
    return clause ? `${label}${clause}` : undefined;
  }
  if (dayed.length === 0) return sentenceWhen(r, q);
  if (dayed.length !== 1) return undefined;
  const { name, value } = dayed[0]!;
  return `${label}${name}: ${dayClauseAsked(r, q) ?? value}`;
}

/** Of a record's one field naming days, the clause about what else the question names; undefined for none. */
export function dayClauseAsked(r: PageRecord, q: Question): string | undefined {
  const dayed = r.fields.filter((f) => f.name && namesDays(f.value));
  const clauses = dayed.length === 1 ? dayed[0]!.value.split(DAY_CLAUSE) : [];
  return clauses.length > 1 ? mostAbout(clauses, q.terms) : undefined;
}

/** "Last winter", "this summer", "next year": a time the question names beyond its weekdays. */
const TIME_SAID = /\b(?:last|this|next)\s+(?:winter|spring|summer|autumn|year|season|week|month)\b/i;

/**
 * "Which days was the boathouse open last winter?" of a news card saying this winter's days and then "Last winter we
 * opened on Saturdays and Sundays only": the one sentence naming days that says the time asked.
 */
function sentenceWhen(r: PageRecord, q: Question): string | undefined {
  const time = q.asked.match(TIME_SAID)?.[0].toLowerCase();
  if (!time) return undefined;
  const saying = sentencesOf(r.text).filter((s) => namesDays(s) && s.toLowerCase().includes(time));
  return saying.length === 1 ? saying[0] : undefined;
}
