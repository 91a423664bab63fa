import { amountsIn } from "./amounts";
import { ATTRIBUTES } from "./answer-kinds";
import { asSaid, PRICE_AFTER } from "./as-said";
import { askingClause, askingSentence } from "./asking-clause";
import { atLeastAsked } from "./at-least";
import {
  afterHoliday,
  countedIn,
  dietsPriced,
  EITHER_WAY,
  FILLER,
  FREE_OF,
  FUNCTION_WORDS,
  headAndEvent,
  MEASURE,
  namesJoined,
  PHRASAL,
  partOfDayIn,
  peopleAsked,
  pricedIn,
  ROLE_NAMES,
  subjectThoughFunction,
  WHAT_TO_DO,
} from "./attributes";
import { dateAsked } from "./date-asked";
import { daysAsked, whenWord } from "./days-asked";
import { FORMER, FORMER_PRICE, LATER } from "./former";
import { COMPANION, leftOutAsked } from "./left-out";
import { asksList } from "./list-asked";
import { isMonthWord, isSeasonAsked, monthsAsked, weekAsked, yearsOfMonthsSaid } from "./months";
import { asksForMany, lemmas } from "./nlp";
import { PER_PERIOD, periodOf } from "./period-asked";
import type { Question } from "./question-shape";
import { comparedWord, extremeAsked } from "./superlatives";
import { thingNamed } from "./thing-named";
import { timeFrame } from "./time-frame";
import type { AnswerType } from "./values";
import { ORDER_AT } from "./yes-no-kinds";

/**
 * "The late payment fee", "an early check-in": late or early names a kind of the thing after it, a word to find,
 * not an end to compare ("which closes latest", "open late").
 */
const QUALIFIED_THING =
  /\b(?:late|early)\s+(?:fees?|payments?|paying|returns?|arrivals?|check[-\s]?(?:outs?|ins?)|collections?|cancell?ations?|pick[-\s]?ups?|drop[-\s]?offs?|entry|surcharges?|charges?|penalty|bird)\b/;

/** Calls as a thing sold: "what call packages have you got". */
const CALL_THING = /\bcall\s+(?:packages?|plans?|bundles?|add-?ons?|minutes)\b/;

/** A value asked as it was last year: "how much was …", "what did … cost last year", "… last christmas". */
const LAST_YEAR = /\b(?:was|were|did|used\s+to)\b.*\blast\s+(year|christmas)\b/;
/** A count of things: "two dogs", "3 kayaks". */
const COUNT_OF_THINGS =
  /\b(\d|two|three|four|five|six)\s+(?!years?\b|months?\b|weeks?\b|days?\b|hours?\b|nights?\b)[a-z]+s\b/g;

export type { Question } from "./question-shape";

/** "Which visit times cost extra", "which days are extra": the thing some of which cost more. */
const COSTS_EXTRA_WHICH = /^which\s+([\p{L}'-]+)\s+(?:[\p{L}'-]+\s+){0,2}?(?:costs?|are|is)\s+extra\b/u;
const EXTRA_SIZE = /\bextra[\s-](?:large|small)\b/;
const KIND_OF = /\b(?:kinds?|sorts?|types?|variet(?:y|ies))\s+of\b/;
/** A question asking yes or no: "is …", "can …"; "whether …" as a task says it ("find out whether …"). */
const YES_NO = /^(?:am|is|are|was|were|do|does|did|can|could|may|will|would|has|have|should|whether)\b/;

/**
 * Parse a question. `now` resolves "today", "tomorrow" and "next Tuesday" (the task's creation time).
 */
export function parseQuestion(asked: string, now = new Date()): Question {
  // "Is it step-free? My mum uses a wheelchair": the question is the sentence that asks; the rest is context.
  const said = asSaid(asked);
  const sentence = said.includes("?") ? askingSentence(said) : said;
  const q = askingClause(sentence).replace(/\b(?:CTO|CEO|CFO|COO)\b/gi, (m) => ROLE_NAMES[m.toLowerCase()]!);
  // "before the price rise": a former value asked (former.ts), not words of the subject.
  const formerSaid = FORMER.exec(q)?.[0];
  const laterSaid = !formerSaid && LATER.test(q);
  // "send back", "take back": what a returns policy calls returning.
  const fromDay = afterHoliday(q.toLowerCase(), now);
  const lower = fromDay.text
    .replace(FORMER, " ")
    .replace(LATER, " ")
    .replace(
      /\b(?:send|sending|take|taking|bring|bringing|give|giving)\s+(?:(?:it|them|this|that)\s+)?back\b/g,
      "return",
    );
  // "Is there a travel surcharge to Ferrin Cross, how much?": the price is asked (and a price says yes).
  const yesNo =
    YES_NO.test(lower) &&
    !/\b(?:how|what|which|who|when|where)\b/.test(lower.split(/\s+/).slice(0, 1).join(" ")) &&
    !lower.split(/,|\band\b|\bif\s+so\b/).some((after, i) => i > 0 && PRICE_AFTER.test(after));
  // ("Can I book a telephone interpreter": a phone that is how a thing is done, not a number asked for.)
  const phoneAsWay = yesNo && /\b(?:tele)?phone\s+(?!numbers?\b|no\b)\p{L}{4,}/u.test(lower);
  const attr = ATTRIBUTES.find(([re, t]) => re.test(lower) && !(phoneAsWay && t === "phone"));
  const formerPrice = !attr && ((formerSaid !== undefined && FORMER_PRICE.test(formerSaid)) || laterSaid);
  let type: AnswerType = formerPrice ? "price" : (attr?.[1] ?? "any");
  let attribute = formerPrice ? ATTRIBUTES.find(([, t]) => t === "price")![2] : (attr?.[2] ?? []);

  const days = daysAsked(lower, q, now);
  const onDate = dateAsked(q, now);
  // ("Monday 28th december": the day asked, which a row "Sunday 27 to Wednesday 30 December" takes in unsaid.)
  // Nor its month, which the ordinary week's rows leave unsaid ("monday 30th november" is the Monday row's).
  const dateWords = new Set([
    ...(onDate?.said?.match(/\d+/g) ?? []),
    ...(onDate?.said?.toLowerCase().match(/[a-z]+/g) ?? []).filter(isMonthWord),
  ]);

  // ("What can we pick at the moment": this month, of a list of things in season by month.)
  const monthsSaid = monthsAsked(lower);
  const months =
    monthsSaid.length === 0 &&
    /^(?:what|which)\b/.test(lower) &&
    /\b(?:at\s+the\s+moment|right\s+now|currently)\b/.test(lower)
      ? [now.getUTCMonth() + 1]
      : monthsSaid;
  const week = weekAsked(lower, now);
  // (Of things in season, which ones: a list, never the best passages.)
  if (monthsSaid.length === 0 && months.length > 0 && type === "any") type = "list";
  // "Which boats sleep 6 or more": a least number of a list's items (at-least.ts), not words a record says.
  const atLeast = type === "any" && !yesNo ? atLeastAsked(lower) : undefined;
  const extreme = extremeAsked(atLeast ? lower.replace(atLeast.said, " ") : lower, type);
  const exclude = leftOutAsked(said, yesNo);
  const { ofHead, many, named } = thingNamed(lower);
  // "how many people …" counts people, a word too common to be a subject but what the number is of; "what is
  // …", "what time …" name no thing, only the question's form.
  // "How many working days does a full service take?" asks a length of time, not a count of rows.
  const inUnits =
    /\bhow\s+many\s+(?:working\s+|business\s+|calendar\s+|school\s+)?(?:minutes|hours|days|weeks|months|years|nights)\b(?!\s+(?:a|per|each|every)\s+(?:week|month|year|day)\b)/.test(
      lower,
    );
  const counted = inUnits ? undefined : countedIn(namesJoined(lower));
  // "Where can they bury ashes for less than £500": the places within the price, a list.
  if (type === "address" && /^where\s+(?:can|could|do|does)\b/.test(lower) && /£\s?\d/.test(lower))
    [type, attribute] = ["list", []];
  const people = peopleAsked(lower);
  if (people) [type, attribute] = ["list", []];
  // "Which visit times cost extra": the visits that do, a list (not what one costs).
  const costingExtra = type === "price" ? lower.match(COSTS_EXTRA_WHICH)?.[1] : undefined;
  const target = costingExtra ?? people ?? (inUnits ? undefined : (counted ?? named));
  if (inUnits) {
    type = "duration";
    attribute = ["long", "duration", "length"];
  }
  const plural = asksForMany(namesJoined(q)) || (!ofHead && many);
  const headed = headAndEvent(lower);
  const partOfDay = partOfDayIn(lower);
  const head = headed.head ?? ofHead;
  const event = headed.event;

  // "check out", "drop off": one thing a page names as one ("Check-out: by 11:00"), not "check" alone; "75 min",
  // "2 hours": a measure, said together (lists.ts filters by it) — unless it is an amount a range takes in.
  // (A time of day is an amount of a price, of "is it open at 3pm" and of "if I order at 12", yes-no-kinds.ts.)
  const orderedAt = yesNo ? lower.match(ORDER_AT)?.[1]?.trim() : undefined;
  const clock = type === "price" || (yesNo && (/\bopen\b/.test(lower) || orderedAt !== undefined));
  const given = amountsIn(atLeast ? lower.replace(atLeast.said, " ") : lower, clock, yesNo);
  const compounds = [
    ...[...lower.matchAll(PHRASAL)].map((m) => `${m[1] ?? m[3] ?? m[5]} ${m[2] ?? m[4] ?? m[6]}`),
    ...[...given.rest.matchAll(MEASURE)].map((m) => `${m[1]} ${m[2]}`),
  ];
  const holidays = EITHER_WAY.filter(([re]) => re.test(lower));
  // "hire an e-bike for the day", "for a week": the period a price is for, a column of a price list.
  // Of a price, "weekly", "per month", "a night", "annual" say its period the same way.
  const period = periodOf(lower, type === "price");
  const words = lemmas(
    holidays
      .reduce(
        (t, [re]) => t.replace(re, " "),
        (type === "price" ? given.rest.replace(PER_PERIOD, " ") : given.rest)
          .replace(PHRASAL, " ")
          .replace(MEASURE, " "),
      )
      .replace(FREE_OF, (m) => (yesNo && COMPANION.test(m.split(/\s+/).at(-1)!.replace(/s$/, "")) ? m : " "))
      .replace(FILLER, " "),
  );
  const attributeWords = new Set(
    lemmas([...attribute, "much", "many", "time", "hours", "price", "cost", "when"].join(" ")),
  );
  // "What do I need to bring …": the verb whose object is asked for is what the question is about.
  const doingWord = lower.match(WHAT_TO_DO);
  const lemma = doingWord ? lemmas(doingWord.slice(1).find(Boolean)!)[0] : undefined;
  // "What's included (in the hire price)" asks what a thing's record lists, not a price: no word of it to look for
  // (answer.ts reads `included`).
  const included = lemma === "include" || lemma === "get";
  if (included && type === "price") [type, attribute] = ["any", []];
  // (A column "What's included" names it.)
  if (included && type === "any" && attribute.length === 0) attribute = ["include"];
  const doing = included ? undefined : lemma;
  // "How much was unlimited membership last year": the year before the task's, which a record must name.
  const lastSaid = lower.match(LAST_YEAR)?.[1];
  // (Last Christmas, asked before this year's, was last year's.)
  const christmasPast = lastSaid === "christmas" && now.getUTCMonth() === 11 && now.getUTCDate() > 25;
  const lastYear =
    lastSaid && (type === "price" || type === "any") ? now.getUTCFullYear() - (christmasPast ? 0 : 1) : 0;
  // ("In august 2027": the month's year says when, as the month does; the row for a week need not say it.)
  const monthsYear = yearsOfMonthsSaid(lower);
  // ("Are two dogs ok": of a yes or a no, how many is weighed against what a record lets, no word it must say.)
  const howMany = yesNo ? new Set([...lower.matchAll(COUNT_OF_THINGS)].map((m) => m[1]!)) : new Set<string>();
  const terms = words.filter(
    (w) =>
      // "For a friend of the Lantern": its Friends, a membership, not the asker's friend.
      (!FUNCTION_WORDS.has(w) || w === doing || subjectThoughFunction(w, lower)) &&
      !attributeWords.has(w) &&
      !whenWord(w, lower) &&
      !dateWords.has(w) &&
      w !== orderedAt &&
      !(months.length > 0 && (isMonthWord(w) || isSeasonAsked(w, lower) || monthsYear.has(w))) &&
      !(lastYear && w === "year") &&
      !howMany.has(w) &&
      !exclude.includes(w) &&
      !(
        /^(?:cheap|expensive|low|high|late|early|first|last|most|least|dear|pricey|bad|good|poor|strong|weak|earlier|later)$/.test(
          w,
        ) && !(/^(?:late|early)$/.test(w) && QUALIFIED_THING.test(lower))
      ) &&
      !(extreme && comparedWord(w, lower)) &&
      w !== "weekday" &&
      // "What kind of foam …" asks about the foam; a page names its kind without the word.
      !(/^(?:kind|sort|type|variety)$/.test(w) && KIND_OF.test(lower)) &&
      // "Which certificates can they arrange": what they offer, a list that never says the verb.
      !(w === "arrange" && /^(?:which|what)\b.*\b(?:can|could|do|does|will)\b.*\barrange\b/.test(lower)) &&
      // "How much extra …": the price asked is the extra, which a page names by what it is for ("Sundays: add 25%").
      // ("Extra large" is a size.)
      !(type === "price" && /^(?:extra|additional)$/.test(w) && !EXTRA_SIZE.test(lower)) &&
      // "The flexible booking add-on": what it adds is the thing priced.
      !(type === "price" && w === "add" && /\badd[-\s]?ons?\b/.test(lower)) &&
      // ("Call packages" are a thing: "call" is its word.)
      !(
        /^(?:open|close|shut|opening|closing|call|contact|number|address|located|cost)$/.test(w) &&
        !(w === "call" && CALL_THING.test(lower))
      ) &&
      // "Is parking free?" asks a price; "which clubs are free" lists the free ones.
      (w !== "free" || (plural && !yesNo)),
  );
  const priced = pricedIn(lower, type === "price").filter((w) => terms.includes(w));
  const diets = type === "price" ? dietsPriced(lower) : [];
  if (yesNo) type = "yesno";
  else if (extreme && type !== "version") type = type === "any" ? "list" : type;
  else if (
    asksList({
      type,
      lower,
      target,
      plural,
      excluding: exclude.length > 0,
      costingExtra: costingExtra !== undefined,
    })
  )
    type = "list";
  return {
    asked: q,
    type,
    attribute,
    terms: [
      ...new Set([
        ...terms,
        ...diets,
        ...compounds,
        ...holidays.map(([, term]) => term),
        ...(period ? [period] : []),
      ]),
    ],
    ...(period ? { period } : {}),
    ...(formerSaid && !lastYear ? { former: true } : {}),
    ...(lastYear ? { year: lastYear } : {}),
    ...(laterSaid ? { later: true } : {}),
    ...(atLeast ? { atLeast } : {}),
    ...(given.amounts.length > 0
      ? {
          amounts: given.amounts,
          // (As the terms may keep a noun whole: "painting", not "paint".)
          measured: [
            ...new Set([...lemmas(given.measured.join(" ")), ...given.measured.map((w) => w.toLowerCase())]),
          ],
        }
      : {}),
    days: [...days],
    ...(onDate ? { onDate: onDate.day } : {}),
    ...(extreme ? { extreme } : {}),
    // ("Which days … is it shut": closed, as a list of days asks it, not a closing time.)
    ...(/\bclosed\b/.test(lower) || (type === "list" && /\bshut\b/.test(lower))
      ? { closed: true }
      : /\bopen\b/.test(lower)
        ? { closed: false }
        : {}),
    ...(/\b(?:in\s+total|altogether|combined|across\s+all|all\s+together|(?:the|our|my)\s+total)\b/.test(
      lower,
    )
      ? { total: true }
      : {}),
    exclude,
    ...(target ? { target: lemmas(target)[0] ?? target } : {}),
    ...(head && type === "any" && !yesNo ? { head } : {}),
    ...(priced.length > 0 && type === "price" ? { priced } : {}),
    ...(event && (type === "date" || type === "when") ? { event } : {}),
    ...(doing ? { doing } : {}),
    ...(included ? { included } : {}),
    ...(partOfDay && (type === "time" || type === "when") ? { partOfDay } : {}),
    ...timeFrame({
      type,
      lower,
      now,
      from: fromDay.from,
      onDate: onDate?.day,
      week,
      months,
      days: days.size,
    }),
  };
}
