import type { PageRecord, RecordField } from "../page/records";
import type { Question } from "./question";

// The room a thing has ("how many people can go to the supper", "how many of us can fit in Blaze") and the fields
// that say it: statement.ts and stated-count.ts read a count of it, extremes.ts the biggest.

/** The columns saying the room a thing has. */
const ROOM_COLUMN = /\b(?:seats?|capacity|people|guests|covers|size|places?|spaces?|sleeps|fits|serves)\b/i;
/** A value beginning with the room it gives, whatever its column: "Good to know 20 places, each with …". */
const ROOM_VALUE = /^\s*(?:up\s+to\s+)?\d+\s+(?:places|seats|spaces)\b/i;
/** A record's fields saying the room it has ("Seats", "Places", "Sleeps", or "20 places"). */
export const roomFields = (r: { fields: readonly RecordField[] }) =>
  r.fields.filter((f) => ROOM_COLUMN.test(f.name) || ROOM_VALUE.test(f.value));
/** Who a thing has room for: "of us", "toddlers", "guests" (not "photographs", which an archive holds). */
const WHO = String.raw`(?:\s+(?:of\s+us|people|persons|guests|adults|kids|children|babies|toddlers|pupils|players|riders|passengers|dogs|pets))`;
/**
 * "How many people can go to the supper?", "how many people fit in Saggar?", "how many places are there?": the room
 * a thing has, not a headcount ("how many people work at …"). So is a count asked by what the thing does with them:
 * "how many of us can fit in Blaze", "how many does the large yule log serve", "how many babies can the baby room
 * take" (not "how many classes can I take", whose doer is the asker).
 */
export const SEATS_ASKED = new RegExp(
  String.raw`\bhow\s+many\s+(?:people|persons|guests)\s+(?:can|fit|will\s+fit|does\s+\S+(?:\s+\S+)?\s+(?:seat|hold|take))\b|\bhow\s+many\s+(?:places|seats|spaces)\b|\bhow\s+many${WHO}?\s+(?:can|could|will|would)\s+fit\b|\bhow\s+many${WHO}?\s+(?:does|do|can|will)\s+(?!(?:i|we|you|they|he|she|my|our)\b)(?:[\p{L}'-]+\s+){1,5}?(?:seat|hold|take|sleep|serve)\b`,
  "iu",
);
/** Whether a room column is named by the question's verb: "Fits" of "how many of us can fit", "Serves" of "serve". */
function roomVerbAsked(name: string, asked: string): boolean {
  const verb = name
    .trim()
    .toLowerCase()
    .match(/^(fit|serve|sleep|seat|hold|take)s?\b/)?.[1];
  return verb !== undefined && new RegExp(`\\b${verb}s?\\b`, "i").test(asked);
}

/** A value measuring a thing's size: "15 m × 9 m", "42 m²". */
const MEASURED_SIZE = /\d\s*(?:m|cm|mm|ft|feet|metres?|m²|sq\s*(?:m|ft))(?![\p{L}])/iu;

/**
 * The field saying the room a record's thing has, when the question asks it: before any the question's words name
 * ("Ages" of "how many babies can the baby room take"); of several, the one its verb names ("Fits", not "Size"); a
 * size is measured, not counted ("Size 15 m × 9 m"). Undefined when none is, or several are and none is named.
 */
export function roomAsked(r: PageRecord, q: Question, fits: (v: string) => boolean): RecordField | undefined {
  if (q.type !== "count" || !SEATS_ASKED.test(q.asked)) return undefined;
  const room = roomFields(r).filter((f) => fits(f.value) && !MEASURED_SIZE.test(f.value));
  const verbed = room.filter((f) => roomVerbAsked(f.name, q.asked));
  return verbed.length === 1 ? verbed[0] : room.length === 1 ? room[0] : undefined;
}
