import { sentences as sentencesOf } from "../research/passages";
import { countsTarget, partNotAsked } from "./counted";
import { onDaysAsked } from "./days-covered";
import { includingSentence } from "./deal-said";
import { type Candidate, has, wordsOf } from "./match";
import { attributeWordsSaid, missesSaid } from "./parts-about";
import { newNameIn } from "./person-clause";
import type { Question } from "./question";
import { beyond } from "./record-fields";
import { withoutSiteSaid } from "./site-name";
import { agedIfAsked } from "./values";

// The sentence of a paragraph or a list item that answers a question (statement.ts asks).

/** Of a text record's sentences holding a value of the kind asked, the one about the question; undefined if none. */
export function sentenceAbout(c: Candidate, q: Question, fits: (v: string) => boolean): string | undefined {
  const r = c.record;
  const including = q.included ? includingSentence(r.text) : undefined;
  if (including) return including;
  if (q.type === "any" || q.type === "list") return r.text;
  const answered = answerAsked(r.text, `${q.asked}`, c.title, q.type, fits);
  if (answered) return answered;
  // The page's own title (a site's name on its home page) is not a name it answers with.
  // A person's name may share a word with the question ("Ron Hartwell started Hartwell Cycles"): a name one of
  // whose words is new is kept whole.
  // ("How many hours is a full day": the unit counted is the answer's own, "up to 8 hours".)
  const unitless = { ...q, asked: q.asked.replace(/\bhow\s+many\s+\p{L}+/giu, " ") };
  const own = (s: string) =>
    q.type === "person"
      ? (newNameIn(s, `${q.asked} ${c.title}`) ?? beyond(s, { ...q, asked: `${q.asked} ${c.title}` }))
      : beyond(s, q.type === "duration" ? unitless : q);
  // Of the sentences holding a value, the one saying most of the question: "Stays in the festive season need
  // 14 days' notice" over "You can cancel free of charge up to 48 hours before" for a Christmas stay; of a count,
  // those counting the thing asked ("There are 14 of us", never "Since 2004 we've taught …").
  // Never one whose days leave out the day asked ("The office answers Monday to Friday, 09:00 to 17:00").
  const holding = sentencesOf(r.text).filter(
    (s) => fits(own(s)) && agedIfAsked(q, s) && onDaysAsked(s, q.days),
  );
  const counting = q.type === "count" && q.target ? holding.filter((s) => countsTarget(s, q.target!)) : [];
  if (q.type === "count" && q.target && counting.length === 0) return undefined;
  // "We have 24 heated chalets, 2 of them family chalets": a part the question does not name is not the count.
  const whole = counting.filter((s) => !partNotAsked(s, q));
  // Of a price, the sentences naming the thing priced ("A toner … is £18", not "add a cut … less £10").
  const pricing = holding.filter((s) => q.priced?.every((t) => has({ words: wordsOf(s) }, t)));
  const sentences =
    whole.length > 0
      ? whole
      : counting.length > 0
        ? counting
        : q.priced && pricing.length > 0
          ? pricing
          : holding;
  // The attribute the question says counts as one more term: "how much notice …" is "Give us 30 days' notice",
  // not "… can be cancelled after the six-month minimum term".
  const attribute = attributeWordsSaid(q);
  // (The site's name as the question says it tells no sentence apart: "does fellbrook farm sell logs? how much for
  // a bulk bag" is "A bulk bag … is £110", not "A net of logs from the farm shop is £6.50, and kindling £4 a bag".)
  const { terms } = withoutSiteSaid(q, c.site);
  const said = sentences.map((s) => {
    const words = { words: wordsOf(s) };
    return terms.filter((t) => has(words, t)).length + (attribute.some((a) => has(words, a)) ? 1 : 0);
  });
  const chosen = sentences[said.indexOf(Math.max(...said))];
  return chosen && missesSaid(chosen, sentencesOf(r.text), { ...q, terms }) ? undefined : chosen;
}

/** How a question asks for each kind of answer: "How much …?" a price. */
const ASKS_KIND: Partial<Record<Question["type"], RegExp>> = {
  price: /\b(?:how\s+much|price|cost|fee|charge)\b/i,
  time: /\b(?:what\s+time|when)\b/i,
  count: /\bhow\s+many\b/i,
  duration: /\bhow\s+long\b/i,
  date: /\b(?:when|what\s+date)\b/i,
};
/** Words every question has, which tell no two apart (faq.ts's). */
const CARRIERS =
  /^(?:a|an|the|i|we|you|my|our|your|me|us|to|of|in|on|at|for|do|does|is|are|can|will|what|how|much|many|it|one|and)$/;

/**
 * "Do you collect skip bags? Yes: buy one for £12 … How much to collect one? £105, wherever you are": a paragraph
 * asking the question itself (its words, the page's title beside them, all but one) answers it in the sentence
 * after, when that sentence holds a value of the kind asked.
 */
function answerAsked(
  text: string,
  asked: string,
  title: string,
  type: Question["type"],
  fits: (v: string) => boolean,
): string | undefined {
  const kind = ASKS_KIND[type];
  if (!kind || !text.includes("?")) return undefined;
  const askedWords = [...wordsOf(asked)].filter((w) => !CARRIERS.test(w));
  // (Split at every question mark: "How much to collect one? £105" is two sentences.)
  const said = text.split(/(?<=\?)\s+/).flatMap((part) => sentencesOf(part));
  const answers = said.flatMap((s, i) => {
    const next = said[i + 1];
    if (!s.trim().endsWith("?") || !kind.test(s) || !next || !fits(next)) return [];
    const words = wordsOf(`${s} ${title}`);
    const missing = askedWords.filter((w) => !words.has(w)).length;
    return missing <= (askedWords.length >= 3 ? 1 : 0) ? [next] : [];
  });
  return answers.length === 1 ? answers[0] : undefined;
}
