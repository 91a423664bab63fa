import type { PageRecord } from "../page/records";
import { sentences as sentencesOf } from "../research/passages";
import { coversDays, namesDays } from "./days-covered";
import { has, isGeneric, wordsOf, writtenAsName } from "./match";
import { mostAbout } from "./parts-about";
import type { Question } from "./question";
import { countValue, minutesOf, SMALL_NUMBERS } from "./values";

// Kinds of yes/no a record answers without a "yes" or a "no" (yes-no.ts asks): whether a thing is paid for,
// whether it is safe, whether a time is before a cut-off, whether a label's value says the thing is done as asked,
// and whether what must come first is said.

/** "Do we still pay for bank holidays?", "are we charged for the days we miss?" */
const PAY_ASKED =
  /\b(?:pay|paid|charged?|billed)\s+(?:extra\s+|more\s+)?(?:for|on)\b|\bpay\s+to\s+park\b|\bcharge\s+(?:you\s+|anything\s+|extra\s+)?to\b|\bis\s+there\s+a\s+charge\b/i;
const CHARGED =
  /\b(?:charged|charge|chargeable|payable|paid\s+for|billed|full\s+fee|pay\s+and\s+display)\b|[£$€]\s?\d/i;
// ("Always welcome in any car, free": free, with nothing after it to say when or for whom.)
const NOT_CHARGED =
  /\b(?:(?:don'?t|do\s+not|doesn'?t|never|won'?t|aren'?t|isn'?t|not)\s+(?:be\s+)?(?:charged?|chargeable|payable|billed|pay)|no\s+(?:charge|fee)|free\s+of\s+charge|free\s+parking|parking\s+is\s+free|free(?=\s*(?:[.;!]|$)))\b/i;

/** A label's value that is free with no number after it: not "Free within 25 miles, then 45p a mile". */
const FREE_VALUE = /^[^:]+:\s*free\b\D*$/i;

/**
 * Whether the clause of a record naming what is asked says it is paid for: "bank holidays and the training day are
 * charged as usual" (not the clause beside it, "we don't charge for Christmas week").
 */
export function chargeSaid(said: string, q: Question): "yes" | "no" | undefined {
  if (!PAY_ASKED.test(q.asked)) return undefined;
  const clauses = sentencesOf(said).flatMap((s) => s.split(/;\s+|,\s+(?:but|while|whereas)\s+/));
  // (With no word of the thing asked, "do we have to pay extra for him, as he is 17 stone": the record's first.)
  const clause = mostAbout(clauses, q.terms) ?? (q.terms.length === 0 ? clauses[0] : undefined);
  if (!clause) return undefined;
  // ("A cot and high chair: Free at every cottage" is a no.)
  if (NOT_CHARGED.test(clause) || FREE_VALUE.test(clause)) return "no";
  return CHARGED.test(clause) ? "yes" : undefined;
}

/** Of a cell a yes/no about paying names ("A measuring visit — OK7 Free"): free is a no, a price a yes. */
export function cellCharged(value: string, q: Question): "yes" | "no" | undefined {
  if (!PAY_ASKED.test(q.asked)) return undefined;
  if (/^\s*(?:free|no\s+charge|included)\b/i.test(value)) return "no";
  return /^\s*[£$€]\s?\d/.test(value) ? "yes" : undefined;
}

/** "Are lilies ok with a cat?", "is it safe for dogs?" */
const SAFE_ASKED = /\b(?:ok|okay|safe|alright|all\s+right)\b/i;
const HARMFUL = /(?<![-\w])(?:poisonous|toxic|harmful|dangerous|unsafe)\b|\bnot\s+safe\b/i;

/** "Every part of a lily is poisonous to cats" of "are lilies ok to have with a cat?": harm said of it is a no. */
export function harmSaid(said: string, q: Question): "no" | undefined {
  if (!SAFE_ASKED.test(q.asked)) return undefined;
  const sentence = mostAbout(sentencesOf(said), q.terms);
  return sentence && HARMFUL.test(sentence) ? "no" : undefined;
}

/** "If I order at 12 on a Saturday, will it go out the same day?": the time the asker would order (or book, ring). */
export const ORDER_AT =
  /\b(?:order|book|ring|call|phone|place\s+(?:an?\s+|my\s+)?order)\s+(?:\S+\s+){0,2}?(?:at|by|before|after)\s+(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|noon|midday)\b/i;
/** "Order by 13:00 …", "or by 11:00 on a Saturday": the time a clause says things must be done by. */
const BY_TIME = /\b(?:by|before)\s+(\d{1,2}(?:[:.]\d\d)\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm)|noon|midday)/i;

/**
 * Whether the time asked is before the cut-off the record gives for the day asked: "order at 12 on a Saturday" of
 * "Order by 13:00 Monday to Friday, or by 11:00 on a Saturday" is a no. A bare hour is read as the working day
 * reads it (1 to 7 in the afternoon).
 */
export function inTimeSaid(said: string, q: Question): "yes" | "no" | undefined {
  const asked = q.asked.match(ORDER_AT)?.[1];
  if (!asked) return undefined;
  const bare = /^\d{1,2}$/.test(asked.trim()) ? Number(asked) : undefined;
  const at =
    bare !== undefined
      ? (bare >= 1 && bare <= 7 ? bare + 12 : bare) * 60
      : minutesOf(asked.replace(/midday/i, "noon"));
  const clauses = said.split(/,\s+or\s+|;\s+|\.\s+/).filter((c) => BY_TIME.test(c));
  const ofDay = clauses.filter((c) => coversDays(c, q.days));
  const clause =
    ofDay.length === 1 ? ofDay[0] : clauses.length === 1 && q.days.length === 0 ? clauses[0] : undefined;
  const by = clause ? minutesOf(clause.match(BY_TIME)![1]!.replace(/midday/i, "noon")) : undefined;
  if (at === undefined || by === undefined) return undefined;
  return at <= by ? "yes" : "no";
}

/**
 * "Conservatory roofs: Cleaned from the ground with a soft brush: we never climb on them" of "can they clean a
 * conservatory roof": a label naming the thing whose value opens with the doing asked says yes (its "never" is of
 * another doing).
 */
export function doneAsAsked(r: PageRecord, q: Question): boolean {
  if (r.kind !== "pair" || !/^(?:can|could|do|does|will|would)\b/i.test(q.asked)) return false;
  const label = wordsOf(r.subject);
  const first = wordsOf(r.fields[0]?.value.match(/^\s*(\p{L}+)/u)?.[1] ?? "");
  const doing = q.terms.filter((t) => !label.has(t) && first.has(t));
  return doing.length > 0 && q.terms.some((t) => !isGeneric(t) && label.has(t));
}

/**
 * "Can I bring my own wine?" of "bring your own wine or beer to an evening class": the doing asked, said in the
 * record that names the thing (a light verb, "can I have …", "can I book …", says nothing of its own).
 */
export function doingSaid(said: string, q: Question): boolean {
  const verb = q.asked.match(/^(?:can|may)\s+(?:i|we)\s+(\p{L}{4,})\b/iu)?.[1]?.toLowerCase();
  if (!verb || /^(?:have|come|take|book|still|just|also|only|join|pay)$/.test(verb)) return false;
  return new RegExp(`\\b${verb}\\b`, "i").test(said);
}

/** "Is skate hire included in the price?", "does it come with a frame?" */
const INCLUDED_ASKED = /\b(?:included|includes?|comes?\s+with)\b/i;
const EXTRA = /\bextra\b|\bon\s+top\b|\b(?:not|isn'?t|aren'?t)\s+included\b/i;

/**
 * "Is skate hire included in the price at the arena?" of a price list headed "Prices at the Arena (skate hire is
 * extra)": the clause naming the thing (the record's or its heading's) says it costs extra, a no.
 */
export function extraSaid(r: PageRecord, section: string, q: Question): "no" | undefined {
  if (!INCLUDED_ASKED.test(q.asked)) return undefined;
  // A row of a part headed "Extras" ("Towels — A week £6 a person") is one.
  if (r.kind === "row" && /^(?:(?:optional\s+)?extras|add-ons)$/i.test(section.trim())) return "no";
  const clauses = `${r.text}; ${section}`.split(/;\s+|\.\s+|\s*[()]\s*/).filter(Boolean);
  const clause = mostAbout(clauses, q.terms);
  return clause && EXTRA.test(clause) ? "no" : undefined;
}

/** "Is the Yamaha C3 still available?", "is it still for sale", "has it sold". */
const AVAILABLE_ASKED = /\b(?:available|for\s+sale|in\s+stock|sold|still\s+there|reserved)\b/i;
const TAKEN =
  /^(?:sold(?:\s+out)?|reserved|on\s+hold|under\s+offer|let|taken|booked|full|out\s+of\s+stock)\b/i;
export const FREE_TO_HAVE = /^(?:available|in\s+stock|for\s+sale|free|yes)\b/i;
/** A stock list's column saying whether each thing is to be had. */
export const STATUS_COLUMN = /^(?:status|availability|available|in\s+stock)$/i;

/**
 * Of a stock list's row, whether its Status says the thing is to be had: "Status Reserved" of "is the Yamaha C3
 * still available" is a no ("has it sold" reads the same status the other way).
 */
export function statusSaid(r: PageRecord, q: Question): "yes" | "no" | undefined {
  if (r.kind !== "row" || !AVAILABLE_ASKED.test(q.asked)) return undefined;
  const status = r.fields.find((f) => STATUS_COLUMN.test(f.name.trim()));
  const value = status?.value.trim() ?? "";
  const had = FREE_TO_HAVE.test(value) ? "yes" : TAKEN.test(value) ? "no" : undefined;
  if (!had || !/\b(?:sold|reserved)\b/i.test(q.asked)) return had;
  return had === "yes" ? "no" : "yes";
}

/** "Can I bring my 2 mates": how many of a companion the asker brings, and who. */
const BRINGING = new RegExp(
  `\\bbring\\s+(?:my\\s+|our\\s+)?(\\d{1,2}|${SMALL_NUMBERS.slice(1).join("|")})\\s+(?:[a-z]+\\s+)?(friends?|mates?|pals?|guests?|kids?|children)\\b`,
  "i",
);
const HOW_MANY = new RegExp(`\\b(\\d{1,2}|${SMALL_NUMBERS.slice(1).join("|")})\\b`, "i");

/**
 * "Can I bring my 2 mates … at Kingsgate" of "One friend can come with you at Kingsgate, two at Millbeck": a no,
 * as more are brought than the clause for the place asked (or the one clause counting them) lets come; a yes when
 * as many or fewer. Undefined when the question brings no number of people or the record counts none of them.
 */
export function limitSaid(text: string, q: Question): "yes" | "no" | undefined {
  const asked = q.asked.match(BRINGING);
  if (!asked) return thingsLimitSaid(text, q);
  if (!asked || !has({ words: wordsOf(text) }, asked[2]!.replace(/s$/, ""))) return undefined;
  const counted = text
    .split(/[,;]\s+|\.\s+/)
    .map((clause) => ({ clause, n: clause.match(HOW_MANY)?.[1] }))
    .filter((x) => x.n !== undefined && !/[:.]\d/.test(x.clause));
  const placed = counted.filter((x) =>
    q.terms.some((t) => writtenAsName(t, [text]) && has({ words: wordsOf(x.clause) }, t)),
  );
  const limit = placed.length === 1 ? placed[0]! : counted.length === 1 ? counted[0]! : undefined;
  if (!limit) return undefined;
  return countValue(asked[1]!)! > countValue(limit.n!)! ? "no" : "yes";
}

/** "Can I put 2 car tyres in a skip": how many of a thing the asker puts in or brings. */
const PUTTING = new RegExp(
  `\\b(?:put|bring|take|leave|add)\\s+(?:my\\s+|our\\s+)?(\\d{1,2}|${SMALL_NUMBERS.slice(1).join("|")})\\s+(?:[a-z]+\\s+)?([a-z]+s)\\b`,
  "i",
);
/** A limit a clause states: "up to 4", "no more than 2", "maximum 3". */
const AT_MOST = new RegExp(
  `\\b(?:up\\s+to|no\\s+more\\s+than|at\\s+most|max(?:imum)?(?:\\s+of)?|limit\\s+of)\\s+(\\d{1,2}|${SMALL_NUMBERS.slice(1).join("|")})\\b(?![.:,]\\d|\\s*(?:%|kg|m\\b|cm|mm|yards?|tonnes?|bags?|hours?|days?|weeks?|minutes?))`,
  "i",
);

/**
 * "Can I put 2 car tyres in a skip" of "Car tyres — In a skip? Yes, up to 4": a yes, as the one limit the record
 * states for the thing takes the number in; a no when more are asked. Undefined when the record states no one limit.
 */
function thingsLimitSaid(text: string, q: Question): "yes" | "no" | undefined {
  const asked = q.asked.match(PUTTING);
  if (!asked) return sumLimitSaid(text, q);
  if (!has({ words: wordsOf(text) }, asked[2]!.replace(/s$/, ""))) return undefined;
  const limits = [...text.matchAll(new RegExp(AT_MOST.source, "gi"))];
  if (limits.length !== 1) return undefined;
  return countValue(asked[1]!)! > countValue(limits[0]![1]!)! ? "no" : "yes";
}

/** A most a clause lets be paid or spent: "no more than £500", "up to £5,000", "cash under £1,000". */
const SUM_AT_MOST =
  /\b(?:up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+most|max(?:imum)?(?:\s+of)?|limit\s+of|under|below|less\s+than)\s+[£$€]\s?(\d[\d,]*(?:\.\d+)?)/i;

/**
 * "Can I pay you £2,000 in cash" of "Paying: By bank transfer, or by card up to £5,000; we take no more than £500 in
 * cash": a no, as the one clause naming every other thing asked (cash) lets less be paid; a yes when the sum is
 * within it. Undefined when no one such clause states a most.
 */
function sumLimitSaid(text: string, q: Question): "yes" | "no" | undefined {
  // (The sum the asker would pay: amounts.ts reads it.)
  const asked = q.amounts?.find((a) => a.unit === "money")?.n;
  if (asked === undefined) return undefined;
  const others = q.terms.filter((t) => !/\d/.test(t) && !isGeneric(t) && t !== "pay");
  if (others.length === 0) return undefined;
  const clauses = text
    .split(/[;.]\s+|,\s+(?:or|and|but)\s+|,\s+/)
    .map((clause) => ({ clause, most: SUM_AT_MOST.exec(clause) }))
    .filter((x) => x.most && others.every((t) => has({ words: wordsOf(x.clause) }, t)));
  if (clauses.length !== 1) return undefined;
  const most = clauses[0]!.most!;
  const cap = Number(most[1]!.replace(/,/g, ""));
  const strict = /^(?:under|below|less)/i.test(most[0]);
  return asked > cap || (strict && asked === cap) ? "no" : "yes";
}

/** "Can I join without doing the beginners' course": what the question asks to do without. */
const WITHOUT_ASKED =
  /\bwithout\s+(?:(?:doing|having|taking|completing|finishing|passing|attending|going\s+on)\s+)?(?:done\s+)?(.+)$/i;
/** A thing to be done before: "finish our beginners' course first", "an induction is required". */
const FIRST_SAID =
  /\b(?:first|beforehand|required|compulsory|must|need\s+to|needs\s+to|have\s+to|has\s+to)\b/i;
const NOT_FIRST = /\b(?:not|no|never)\s+(?:\S+\s+)?(?:required|needed|compulsory|necessary)\b|\boptional\b/i;

/**
 * "Can I join the archery club without doing the beginners course?" of "Archery memberships: finish our beginners'
 * course first": a no, said by the clause naming what must come first.
 */
export function firstNeededSaid(said: string, q: Question): "no" | undefined {
  const needed = q.asked.match(WITHOUT_ASKED)?.[1];
  const terms = needed ? q.terms.filter((t) => !isGeneric(t) && has({ words: wordsOf(needed) }, t)) : [];
  if (terms.length === 0) return undefined;
  const clauses = sentencesOf(said).flatMap((s) => s.split(/;\s+/));
  const first = clauses.some(
    (cl) => FIRST_SAID.test(cl) && !NOT_FIRST.test(cl) && terms.every((t) => has({ words: wordsOf(cl) }, t)),
  );
  return first ? "no" : undefined;
}

/**
 * "Is there free parking?" of "Parking: Pay and display": free or paid is what is asked, not whether there is; of
 * "The Bothy: … included with every Saturday wedding; £250 a night otherwise", "do we get the bothy free if we get
 * married on a saturday" reads the clause of the day asked.
 */
export function freeSaid(said: string, q: Question): "yes" | "no" | undefined {
  if (!/(?<!-)\bfree\b/i.test(q.asked) || /\bfree\s+(?:of|from)\b/i.test(q.asked)) return undefined;
  const ofDay = said
    .split(/;\s+/)
    .filter((cl) => q.days.length > 0 && namesDays(cl) && coversDays(cl, q.days));
  const told = ofDay.length === 1 ? ofDay[0]! : said;
  if (ofDay.length === 1 && /\bincluded\b|\bno\s+charge\b/i.test(told)) return "yes";
  if (/(?<![-\w])free\b/i.test(told)) return "yes";
  if (/\b(?:pay|paid|charged?|fee)\b|[£$€]\s?\d/i.test(told)) return "no";
  return undefined;
}

/** "Are two dogs ok", "we've got 3 dogs": how many of a thing the question brings, and the thing. */
const COUNTED_ASKED = new RegExp(
  `\\b(\\d{1,2}|${SMALL_NUMBERS.slice(1).join("|")})\\s+(?:[a-z]+\\s+)?([a-z]+s)\\b`,
  "i",
);
/** A cell's most of a thing: "Up to 2 dogs", "1 dog", "1" (under "Photographers"), "No pets". */
const CELL_MOST =
  /^\s*(?:(?:up\s+to|max(?:imum)?|at\s+most)\s+)?(\d{1,2}|one|two|three|four|five|six)(?:\s+[a-z]+)?\s*$/i;
const CELL_NONE = /^\s*(?:no|none|not\s+allowed)\b/i;

/**
 * "Are two dogs ok at Wren Cottage" of its row "Wren Cottage — …, Dogs 1 dog": a no, as more are brought than the
 * cell of the column naming the thing lets come ("No pets" lets none); a yes when as many or fewer. Undefined when
 * the question counts no thing or the row has no such cell.
 */
export function cellLimitSaid(r: PageRecord, q: Question): "yes" | "no" | undefined {
  const asked = COUNTED_ASKED.exec(q.asked);
  if (r.kind !== "row" || !asked) return undefined;
  const thing = asked[2]!.replace(/s$/, "");
  const cell = r.fields.find((f) => has({ words: wordsOf(f.name) }, thing));
  if (!cell) return undefined;
  const most = CELL_NONE.test(cell.value)
    ? 0
    : countValue(CELL_MOST.exec(cell.value)?.[1]?.toLowerCase() ?? "");
  if (most === undefined) return undefined;
  return countValue(asked[1]!.toLowerCase())! > most ? "no" : "yes";
}
