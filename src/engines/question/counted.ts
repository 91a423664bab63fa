import { has, wordsOf } from "./match";
import type { Question } from "./question";
import { holds } from "./values";

// Whether a sentence counts the thing a question counts ("3 meeting rooms", "there are 14 of us"), and the part of
// them it may count instead ("2 of them family chalets").

/**
 * "2 of them family chalets": a part counted ("family") that the question does not say ("how many chalets"); "8 of
 * them are big enough for giant breeds" is the part "how many take big breeds" asks.
 */
export function partNotAsked(sentence: string, q: Question): boolean {
  const part = sentence.match(/\b(?:\d+|[a-z]+)\s+of\s+(?:them|these|those)\s+([^,;.]*)/iu)?.[1];
  if (!part || !q.target) return false;
  const said = (w: string, terms: string[]) => terms.some((t) => has({ words: wordsOf(w) }, t));
  const words = part.trim().split(/\s+/);
  const at = words.slice(0, 3).findIndex((w) => said(w, [q.target!]));
  if (at >= 0) return words.slice(0, at).some((w) => !said(w, q.terms));
  // "… are big enough for giant breeds" says what the part does, "… for blue badge holders" whom it is for: asked
  // when it says the question's other words.
  if (/^(?:are|is|have|has|can|take|will|need|for)\b/i.test(words[0]!))
    return !said(
      part,
      q.terms.filter((t) => t !== q.target),
    );
  // "8 of them qualified harbour pilots": a kind of its own, asked only by its own words.
  return words.slice(0, 3).some((w) => !said(w, q.terms));
}

/** "There are 14 of us", "a team of 9", "a committee of 10 volunteers": a headcount said without naming people. */
const COUNT_OF_US =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+of\s+us\b|\b(?:team|committee|board|crew|panel)\s+of\s+\d+/i;
const PEOPLE = /^(?:person|people|staff|employee|member)$/;
const UNIT =
  /^(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|metres?|meters?|miles?|km|kg|litres?|%)\b/i;
const STARTED = /\b(?:started|began|opened|founded|set\s+up)\b/i;

/**
 * "3 meeting rooms", "12 of them qualified climbing instructors": whether a text has a number followed by the thing
 * counted, within six words and before the clause ends ("two old industrial buildings in Marbury" counts
 * buildings, whatever else the sentence names); of people, "there are 14 of us" too.
 */
export function countsTarget(text: string, target: string): boolean {
  if (PEOPLE.test(target) && COUNT_OF_US.test(text)) return true;
  const words = text.split(/\s+/);
  return words.some((w, i) => {
    if (!holds("count", w) || /[,.;:!?]$/.test(w)) return false;
    // "in one kennel", "within 7 days": where or how long, not how many.
    if (/^(?:in|into|at|per|each|within)$/i.test(words[i - 1] ?? "")) return false;
    // "with a parent or one of our instructors": one of them, not how many there are; nor is a ratio ("4 students
    // to 1 instructor", "1 instructor to 4 students").
    if (/^one$/i.test(w) && /^of$/i.test(words[i + 1] ?? "")) return false;
    if (/^to$/i.test(words[i - 1] ?? "") && holds("count", words[i - 3] ?? "")) return false;
    if (/^to$/i.test(words[i + 2] ?? "") && holds("count", words[i + 3] ?? "")) return false;
    // "Since 1998 we've taught …": a year, not how many.
    if (/^(?:since|from|until|till|by)$/i.test(words[i - 1] ?? "") && /^(?:1[89]|20)\d\d$/.test(w))
      return false;
    // "2 hours of meeting rooms", "30 minutes of parking": an amount of it, not how many.
    if (UNIT.test(words[i + 1] ?? "")) return false;
    // "Primary and 11+ tutor": an exam's name, not eleven tutors ("20+ tutors" counts them).
    if (/^\d+\+$/.test(w) && !/s[,.;:!?)]*$/i.test(words[i + 1] ?? "")) return false;
    // "Gary started Packhorse with one van": what it began with, not how many it has.
    if (/^with$/i.test(words[i - 1] ?? "") && STARTED.test(text)) return false;
    const after: string[] = [];
    for (const next of words.slice(i + 1, i + 7)) {
      // "up to 8 players a lane": the 8 counts players, not lanes ("8 of them are big enough for …" reads on).
      if (words[i + 1] !== "of" && /^(?:a|an|per|each|for|of|in|on|at|with|to|from|by)$/i.test(next)) break;
      after.push(next);
      if (/[,.;:!?)]$/.test(next)) break;
    }
    const counted = wordsOf(after.join(" "));
    // "About four visits" counts no visitors, "3 drives" no drivers: an agent is not what it does.
    const doing = target.replace(/(?:or|er)$/, "");
    if (doing !== target && !counted.has(target) && (counted.has(doing) || counted.has(`${doing}e`)))
      return false;
    return has({ words: counted }, target);
  });
}
