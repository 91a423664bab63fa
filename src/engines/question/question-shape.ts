import type { Amount } from "./amount-units";
import type { AtLeast } from "./at-least";
import type { PartOfDay } from "./attributes";
import type { AnswerType } from "./values";

/**
 * A question as the navigator, research and scouts read it: what kind of fact it asks for, the words naming the
 * attribute asked about ("price", "close"), the words naming its subject and qualifiers ("Central Library",
 * "Wednesday"), the days it names or implies, a superlative ("the cheapest"), exclusions ("nut-free") and, for
 * "which plan …" or "how many roles …", the kind of thing the answer names.
 */
export interface Question {
  asked: string;
  type: AnswerType;
  /** Lemmas naming the attribute: "price", "close", "phone". */
  attribute: string[];
  /** Lemmas of the subject and its qualifiers, in the question's order. */
  terms: string[];
  /** Weekdays named or implied ("tomorrow"), lower case. */
  days: string[];
  /** "the cheapest", "fits the most", "closes latest": which end, and what is compared. */
  extreme?: { highest: boolean; by: "price" | "time" | "date" | "version" | "number" | "duration" };
  /** "closed on Sundays" (true) or "open on Sundays" (false): the state a day's hours must show. */
  closed?: boolean;
  /** "in total", "altogether": a count that adds up a column rather than counting rows. */
  total?: boolean;
  /** Lemmas the answer must not contain ("nut-free" → "nut"). */
  exclude: string[];
  /** The lemma of the thing "which …", "how many …", "list the …" asks about ("plan", "role"). */
  target?: string;
  /**
   * "What's the Wi-Fi password?", "which brand of products …": the noun a shapeless answer must be about
   * ("password", "brand"), which some page read must say.
   */
  head?: string;
  /** "What do I need to bring …?": the verb whose object is asked for, which some record read must say. */
  doing?: string;
  /** "What's included in the EV service?": what a record lists of a thing, or says it includes or covers. */
  included?: boolean;
  /** "When did she first exhibit …?": the event a date must be of, said by the record itself ("exhibit"). */
  event?: string;
  /** "evening performances", "a matinee", "in the morning": the part of the day a time must fall in. */
  partOfDay?: PartOfDay;
  /** "a 15kg dog", "an 8 year old", "in year 4": amounts a row's or a column's range must take in (amounts.ts). */
  amounts?: Amount[];
  /** "Which boats sleep 6 or more": the least number a list's items must reach (at-least.ts). */
  atLeast?: AtLeast;
  /** "a 13m boat": what an amount given measures, which a row's range ("12 to 13.9 m") stands for. */
  measured?: string[];
  /** "for the day", "for a week": the period a price is for, which some record must say. */
  period?: string;
  /** "When does the panto finish?" asks for the end of a run of dates, "when does it start?" its start. */
  rangeEnd?: "start" | "end";
  /** "How much is the sauna at Wharf Mill?": the terms naming the thing priced, each of which a page must say. */
  priced?: string[];
  /** "When is the next taster day?": the instant (the task's creation) the first date after which is asked for. */
  soonest?: number;
  /**
   * A date asked with no year and not of the past: of records alike but for their dates (this school year's row and
   * next year's), the first to come after this time (typed.ts), as `soonest` would, where no other tells them apart.
   */
  comingFrom?: number;
  /** "before the price rise", "the old price": the value before a change is asked, not the one in force. */
  former?: boolean;
  /** "How much was it last year": the year asked of, which the record answering must name (answer.ts). */
  year?: number;
  /** The value a change leads to is asked ("going up to", "the new price"): former.ts's laterOf. */
  later?: boolean;
  /**
   * "in July": the months asked about (1–12), and the month and year of the task's creation ("until March" runs
   * from it; "in February" is the next one to come).
   */
  months?: { asked: number[]; now: number; year?: number };
  /** "Next week", "this week": its days, as UTC instants (months.ts's weekAsked). */
  week?: { from: number; to: number };
  /**
   * A standing time or price asked with no month named: the month it is asked in, so a season that does not take it
   * in ("From April the shop opens …") is not the answer while one that does ("November to March") is read.
   */
  season?: number;
  /**
   * "This monday", "next tuesday", "today", "monday 28th december": the one day asked about, as month × 100 + day
   * (date-asked.ts); not of a weekday in general ("on mondays").
   */
  onDate?: number;
  /** With `season`: the instant asked at, so a table "from 1 March 2027" is known to be still to come (former.ts). */
  asOf?: number;
}
