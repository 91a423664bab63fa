import { SOONEST } from "./attributes";
import type { Question } from "./question-shape";
import { rangeEndAsked } from "./run-dates";
import type { AnswerType } from "./values";

/** A question about what was: "when did …", "when was …", "last year". */
const PAST_ASKED = /\b(?:did|was|were|used\s+to|last\s+year|ago|before)\b/;

/** When a question's answer holds, as parseQuestion read it. */
export interface WhenCues {
  type: AnswerType;
  /** The question, lower-cased. */
  lower: string;
  /** The task's creation time. */
  now: Date;
  /** "After christmas": the day the soonest date is asked from (attributes.ts afterHoliday). */
  from?: number;
  /** The day a date said names (date-asked.ts), as its month × 100 + day. */
  onDate?: number;
  week?: Question["week"];
  /** The months asked about. */
  months: number[];
  /** How many weekdays are asked about. */
  days: number;
}

/**
 * The time a question's answer is asked for: the range's end asked, the soonest date from a day, a date still to
 * come, the week and months asked, and the season of prices and times asked with no month.
 */
export function timeFrame({
  type,
  lower,
  now,
  from,
  onDate,
  week,
  months,
  days,
}: WhenCues): Partial<Question> {
  const dated = type === "date" || type === "when";
  return {
    ...(dated ? rangeEndAsked(lower) : {}),
    ...(dated && SOONEST.test(lower) ? { soonest: from ?? now.getTime() } : {}),
    // ("When is February half term?" of this school year's table and next year's: the one to come; not of a year
    // said, nor of what was.)
    ...(dated && !/\b(?:19|20)\d{2}\b/.test(lower) && !PAST_ASKED.test(lower)
      ? { comingFrom: now.getTime() }
      : {}),
    ...(week ? { week } : {}),
    ...(months.length > 0
      ? { months: { asked: months, now: now.getUTCMonth() + 1, year: now.getUTCFullYear() } }
      : {}),
    // A time or a price with no month asked is this season's, and so is a yes or no asked of a day ("is the shop
    // open on tuesday this week" is this season's Tuesday); of a day asked, its season.
    ...(months.length === 0 && (type === "time" || type === "price" || (type === "yesno" && days > 0))
      ? {
          season: onDate !== undefined ? Math.floor(onDate / 100) : now.getUTCMonth() + 1,
          asOf: now.getTime(),
        }
      : {}),
  };
}
