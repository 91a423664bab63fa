import { IMPLIED_EVENTS } from "../question/attributes";
import { inChristmasFortnight } from "../question/date-asked";
import { has, wordsOf } from "../question/match";
import type { Question } from "../question/question";
import { originOf, pathWords } from "./links";

/** A link as the navigator weighs it: its text, address, whether it is site chrome, the heading it follows. */
export interface WeighedLink {
  text: string;
  href: string;
  chrome?: boolean;
  section?: string;
}

/** Where sites give their hours: "Our shops", "Drop by", "Pop in" for small businesses; a timetable, its classes' times. */
const HOURS_PAGES =
  "visit hours opening times locations branches find us shops stores drop pop centres venues sites buildings timetable schedule";

/**
 * The words of the sections most sites have, by what a question asks: a price is on the pricing page or the menu,
 * a phone number under "Contact" or "Visit", a job under "Careers". Sites name their sections in many ways; these
 * are the common ones, so "Eat with us" or "Plan your visit" is found without the question's own words.
 */
const TOPICS: [RegExp, string][] = [
  [/\b(?:open|opens|opening|close|closes|closing|shut|hours|times?)\b/i, HOURS_PAGES],
  [
    /\b(?:phone|telephone|call|email|e-mail|contact|address|where|located|location|reach)\b/i,
    "contact visit find us locations branches about shops stores centres venues sites buildings",
  ],
  [
    /\b(?:price|prices|cost|costs|much|fee|fees|plan|plans|subscription|billing|tier)\b/i,
    // "What it costs", "How much?", "Rates", "Fares", "Passes": what sites call their price lists.
    "pricing prices plans fees menu costs rates fares charges tariffs much passes",
  ],
  [
    /\b(?:menu|dish|dishes|starter|starters|dessert|food|eat|vegan|vegetarian|allergens?|gluten|nuts?|bakery|cake|cakes|bread)\b/i,
    "menu menus eat food restaurants bakery",
  ],
  [
    /\b(?:job|jobs|role|roles|position|positions|vacancy|vacancies|hiring|salary|salaries|career|careers|apply)\b/i,
    "careers jobs join work with us hiring",
  ],
  [
    /\b(?:version|versions|release|released|changelog|shipped|launched|new|feature|features)\b/i,
    "changelog releases what's new updates news blog",
  ],
  [/\b(?:status|outage|incident|incidents|uptime|down|degraded)\b/i, "status system"],
  // "How much was it last year": a price list of a year gone is in the news, where a site posts its prices.
  [/\blast\s+year\b/i, "news blog updates journal stories diary"],
  [
    /\b(?:who|founder|founded|ceo|team|manager|staff|chef|history|story|company|employs?|people\s+work)\b/i,
    "about company team people story",
  ],
  // Which of their people does something: the team page, whatever the profession.
  [
    /\b(?:physio\w*|therapists?|doctors?|dentists?|nurses?|gps?|trainers?|instructors?|teachers?|tutors?|coaches|coach|stylists?|vets?|speaks?|engineers?|plumbers?|electricians?|mechanics?|technicians?|fitters?|barbers?|groomers?|valeters?|opticians?|optometrists?|pharmacists?)\b/i,
    "team people staff meet",
  ],
  [
    /\b(?:room|rooms|hire|space|spaces|venue|event|events|book|booking)\b/i,
    "spaces rooms hire venue events what's on",
  ],
  // "What's on in December?": the programme, however the site names it ("What's on", "Happening here", "Events").
  [
    /\bwhat'?s\s+on\b|\bhappening\b|\bshows?\b|\bperformances?\b/i,
    "whats events programme calendar happening diary",
  ],
  [
    /\b(?:borrow|loan|loans|renew|renewal|renewals|late|fines?|membership|member|card|join)\b/i,
    "borrow borrowing loans membership join using",
  ],
  [
    /\b(?:delivery|deliver|ship|shipping|order|orders|returns?|refund)\b/i,
    "delivery shipping order faq help",
  ],
  [
    /\b(?:help|how|docs|documentation|api|limit|limits|integration|sdk|support)\b/i,
    "help docs documentation support faq",
  ],
  [
    /\b(?:allowed|policy|policies|can\s+i|dogs?|pets?|parking|accessible|wheelchair|step-free|wifi)\b/i,
    "visit faq help accessibility facilities",
  ],
  // A yes or no is what a site's questions page answers, whatever it calls it ("Good to know", "FAQs").
  [/^(?:is|are|do|does|can|could|will|has|have)\b/i, "faq faqs questions help know"],
];

/**
 * "Who works at the Ashcombe workshop", "who teaches at …": the people, on the team page, whatever else of the place
 * a link names ("Workshop and showroom" is where it is, not who is there).
 */
const WHO_WORKS = /\bwho\s+(?:works|work|is\s+working|are\s+working|teaches|teach)\b/i;
const TEAM_PAGE = "team|staff|people|meet";

/** Links no question is answered behind. */
const NEVER =
  /\b(?:log\s*in|sign\s*in|sign\s*up|cookie|cookies|privacy|terms|twitter|facebook|instagram|linkedin|youtube|rss|skip\s+to)\b/i;

/** Whether a link may lead to an answer: not sign-in, cookies or social, and on the site of `from`. */
export function followable(link: { text: string; href: string }, from: string): boolean {
  const origin = noAnswerBehind(link) ? "" : originOf(link.href);
  return origin !== "" && origin === originOf(from);
}

/** A link's text that starts by doing something: "Book a piercing", "Buy tickets", "Apply now". */
const DOING_LINK = /^(?:book|buy|order|apply|subscribe|donate|register|enrol|enroll)\b/i;

/** Sign-in, cookies, social, or not a web page at all. */
const noAnswerBehind = (link: { text: string; href: string }) =>
  NEVER.test(link.text) || !/^https?:/.test(link.href);

/** The words of the sections a question's answer is usually in. */
export function topicWords(q: Question): string[] {
  const asked = `${q.asked} ${q.attribute.join(" ")}`;
  const words = TOPICS.filter(([re]) => re.test(asked)).flatMap(([, w]) => w.split(" "));
  // Whether or when something is on a day asked: the page of the days' hours ("Opening times", "Where & when" at
  // /venues); of a date over Christmas, the page of those dates too ("Christmas dates").
  if (asksOfADay(q)) {
    words.push(...HOURS_PAGES.split(" "));
    if (inChristmasFortnight(q.onDate)) words.push("dates", "christmas");
  }
  return [...new Set(words)];
}

/** Whether a question asks whether or when a thing is on a day ("is the arena open on sunday 27th december"). */
const asksOfADay = (q: Question) => q.days.length > 0 && (q.type === "yesno" || q.type === "time");

/**
 * How likely a link is to lead to the answer: each of the question's subject terms in the link's text or address
 * counts most (and more the fewer links have it: "Fernbrook" tells the branches apart, "library" does not), a
 * word of the section such an answer is usually in counts less, the heading a content link sits under a little.
 * 0 for links nothing points to, -1 for links no answer is behind (sign-in, cookies, social).
 */
export function linkWeights<L extends WeighedLink>(links: L[], q: Question): Map<L, number> {
  const topics = topicWords(q);
  const known = links.map((l) => ({ l, words: wordsOf(`${l.text} ${pathWords(l.href)}`) }));
  const rarity = (t: string) => 1 / Math.max(1, known.filter((k) => has(k, t)).length);
  // Of whether or when on a day, a light verb ("play" of "can we play paintball on sunday 27th december") names no
  // page: "Before you play" is the rules, not the days.
  const ofADay = asksOfADay(q);
  const termWeight = new Map(
    q.terms.filter((t) => !(ofADay && IMPLIED_EVENTS.test(t))).map((t) => [t, rarity(t)]),
  );
  const out = new Map<L, number>();
  for (const { l, words } of known) {
    if (noAnswerBehind(l)) {
      out.set(l, -1);
      continue;
    }
    let score = 0;
    for (const [t, w] of termWeight) if (has({ words }, t)) score += 2 + w;
    for (const t of topics) if (has({ words }, t)) score += 1;
    if (WHO_WORKS.test(q.asked) && has({ words }, TEAM_PAGE)) score += 3;
    if (l.section && q.terms.some((t) => has({ words: wordsOf(l.section!) }, t))) score += 0.5;
    // "Book a piercing" beside "Piercing": a page for doing a thing says less of it than the thing's own page,
    // unless the doing is what is asked for (a request's verb is among its terms).
    const doing = l.text.trim().match(DOING_LINK)?.[0];
    if (score > 0 && doing && !q.terms.some((t) => has({ words: wordsOf(doing) }, t))) score -= 1;
    out.set(l, score);
  }
  return out;
}
