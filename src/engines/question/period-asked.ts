// The period a price is asked for ("a month", "per night", "how much a term"): question.ts reads it, and leaves
// its words out of the question's terms.

/** A price's period: "weekly", "per week", "a month" (not "a week ago", "a day's notice", "a night call out"). */
export const PER_PERIOD =
  /\b(hourly|daily|nightly|weekly|monthly|yearly|annual|annually)\b|\bper\s+(hour|day|night|week|month|year)\b|\b(?:a|each|every)\s+(hour|day|night|week|month|year)\b(?!\s*(?:ago|before|after|early|in\s+advance|'s|’s|call|pass|passes|ticket|tickets|session|sessions|course|membership|class|trip|visit|out\b|\d))/;
const PERIOD_OF: Record<string, string> = {
  hourly: "hour",
  daily: "day",
  nightly: "night",
  weekly: "week",
  monthly: "month",
  yearly: "year",
  annual: "year",
  annually: "year",
};

/** "A week's hire", "a night's stay", "a month's storage". */
const HIRE_OF_A_PERIOD =
  /\b(?:a|one)\s+(day|night|week|weekend|month|year)['’]s\s+(?:hire|rental|rent|stay|parking|storage|use|membership)\b/;

/** "Hire an e-bike for the day", and of a price "weekly", "per month", "a night": the period it is for. */
export function periodOf(lower: string, price: boolean): string | undefined {
  const per = price ? lower.match(PER_PERIOD) : null;
  // "3 classes a week, how much a term": the period said with "how much" is the price's.
  const howMuch = price
    ? lower.match(/\bhow\s+much\s+(?:is\s+it\s+)?(?:a|per|each)\s+(day|week|month|term|year)\b/)
    : null;
  return (
    howMuch?.[1] ??
    lower.match(/\bfor\s+(?:the|a|an|one)\s+(hour|day|night|week|weekend|month|year)\b(?!\s*\d)/)?.[1] ??
    // ("A week's hire of a period costume": the hire for a week.)
    (price ? lower.match(HIRE_OF_A_PERIOD)?.[1] : undefined) ??
    (per ? (PERIOD_OF[per[1]!] ?? per[2] ?? per[3]) : undefined)
  );
}
