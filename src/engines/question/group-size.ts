import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { coversDays } from "./days-covered";
import { type Candidate, has, wordsOf } from "./match";
import { partyOf } from "./party-total";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";

// "Can a group of 12 of us come and play on a wednesday" of "Groups on weekdays: 20 players or more, Monday to
// Friday; smaller groups play at weekends": a group smaller than the least a sentence sets for the days asked is
// a no.

/** The least a group must be: "20 players or more", "at least 20 people", "a minimum of 20", "groups of 20+". */
const LEAST =
  /\b(\d{1,3})\s*(?:[\p{L}-]+\s+)?(?:or\s+more|\+)|\bat\s+least\s+(\d{1,3})\b|\bminimum\s+(?:of\s+)?(\d{1,3})\b/iu;
const GROUPS = /\bgroups?\b/i;

/**
 * No, from the sentences about groups that cover the days asked and set one least size above the party the question
 * gives; undefined otherwise (a party as large is left to the other rules).
 */
export function groupTooSmall(cands: Candidate[], q: Question): Outcome | undefined {
  const party = partyOf(q.asked) ?? Number(/\bgroup\s+of\s+(\d{1,3})\b/i.exec(q.asked)?.[1] ?? Number.NaN);
  if (Number.isNaN(party) || q.days.length === 0) return undefined;
  const saying = cands.flatMap((c) =>
    sentencesOf(c.record.text).flatMap((s) => {
      const m = LEAST.exec(s);
      const least = m ? Number(m[1] ?? m[2] ?? m[3]) : undefined;
      const about = `${s} ${c.record.subject}`;
      return least !== undefined && GROUPS.test(about) && coversDays(about, q.days) && party < least
        ? [{ c, least }]
        : [];
    }),
  );
  // (Said alike by a rule and by a price row's column, "A player Monday to Friday, groups of 20 or more": the rule.)
  if (new Set(saying.map((x) => x.least)).size !== 1) return undefined;
  const said = saying.find((x) => x.c.record.kind !== "row") ?? saying[0]!;
  return foundFrom(said.c, `No — ${said.c.record.text}`);
}

/** "Just buy one guinea pig", "a single rabbit", "one on its own": one of a thing asked for, and the thing. */
const ONE_OF = /\b(?:one|1|a\s+single|single)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)/iu;
/** A thing sold two at a time: "Sold in pairs only, never on their own", "In pairs". */
const IN_PAIRS = /\b(?:in\s+pairs|pairs\s+only|never\s+(?:on\s+(?:its|their)\s+own|singly|alone))\b/i;
/** Unless one is also sold: "On its own or in a pair". */
const OR_ONE =
  /\b(?:on\s+(?:its|their)\s+own|singly|alone)\s+or\b|\bor\s+(?:on\s+(?:its|their)\s+own|singly)\b/i;

/**
 * "Can I just buy one guinea pig" of "Rabbits and guinea pigs: Sold in pairs only, never on their own": one of a
 * thing the records say is sold in pairs is a no, from the rule before a table's row. Undefined unless every record
 * naming the thing and saying how it is sold says pairs.
 */
export function oneOfAPair(cands: Candidate[], q: Question): Outcome | undefined {
  const asked = ONE_OF.exec(q.asked);
  if (!asked) return undefined;
  const thing = [...wordsOf(asked[1]!)];
  if (thing.length === 0) return undefined;
  const naming = cands.filter((c) => thing.every((w) => has({ words: wordsOf(c.record.subject) }, w)));
  const saying = naming.filter((c) => IN_PAIRS.test(c.record.text) || OR_ONE.test(c.record.text));
  if (saying.length === 0 || saying.some((c) => OR_ONE.test(c.record.text))) return undefined;
  const said = saying.find((c) => c.record.kind !== "row") ?? saying[0]!;
  return foundFrom(said, `No — ${said.record.text}`);
}
