import { questionText } from "./answer";

// Sections most sites have, and the words of questions they answer: "how much" is on the pricing page.
const SECTIONS: [RegExp, string][] = [
  [/\b(?:open|opens|opening|close|closes|closing|hours)\b/i, "opening hours times"],
  [
    /\b(?:email|e-mail|mail|phone|contact|reach|address|write|call|support|where|located|location|office|workshop)\b/i,
    "contact support",
  ],
  [/\b(?:price|prices|pricing|cost|costs|much|plan|plans|fee|subscription)\b/i, "pricing price plans"],
  [
    /\b(?:founded|founder|founders|start|started|began|since|history|when|who|team|company|year|about|story|mission|people|employ|employees|staff)\b/i,
    "about company team",
  ],
];
const LINK_STOPWORDS: ReadonlySet<string> = new Set(
  "the a an of to in on for and or is are was were be what how who when which where why me my our your it its does do did can page section tab link button this that".split(
    " ",
  ),
);
export const words = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);
/** Two words match when equal or when they share a stem of 4+ letters ("price" and "pricing"). */
export const sameWord = (a: string, b: string) => {
  if (a === b) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 4 && n >= Math.min(a.length, b.length) - 2;
};

/** A page's address without its fragment: the page a link leads to. */
export const bare = (url: string) => url.split("#")[0]!;

/** An address's origin, "" when it is not one: links to other sites are never followed. */
export const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
};

/** The words of an address's path ("/products/red-kettle.html" → "products red kettle html"); "" when none. */
export function pathWords(href: string): string {
  try {
    return new URL(href).pathname.replace(/[/_.-]+/g, " ");
  } catch {
    return "";
  }
}

/** The links of a page's content: those that go somewhere, outside navigation, header and footer. */
export const contentLinks = <L extends { href: string; chrome?: boolean }>(links: L[]): L[] =>
  links.filter((l) => !l.chrome && /^https?:/.test(l.href));

/** How well a link's text (and address) matches some words: the share of the words it has. */
export function linkScore(link: { text: string; href: string }, want: string): number {
  const all = words(want);
  const content = all.filter((w) => !LINK_STOPWORDS.has(w));
  const terms = [...new Set(content.length ? content : all)];
  if (terms.length === 0) return 0;
  const have = words(`${link.text} ${pathWords(link.href)}`);
  return terms.filter((t) => have.some((h) => sameWord(t, h))).length / terms.length;
}

/** The link or button whose text best matches `target` (a name like "pricing" or "About us"), if any matches. */
export function bestLink<L extends { text: string; href: string }>(
  links: L[],
  target: string,
): L | undefined {
  let best: L | undefined;
  let bestScore = 0;
  for (const l of links) {
    const s = linkScore(l, target) + (l.text.toLowerCase() === target.toLowerCase() ? 1 : 0);
    if (s > bestScore) {
      best = l;
      bestScore = s;
    }
  }
  return best;
}

const content = (s: string) => words(s).filter((w) => !LINK_STOPWORDS.has(w));

/**
 * The link most likely to lead to the answer of `question`, among those not yet visited. Each of the question's
 * words (with the words of the section that usually answers it: "how much" → pricing) counts by how few links
 * have it: "kettle", which every product's link has, tells them apart less than "red". A link whose whole name is
 * in the question ("How much does the Red kettle cost?") comes first, the one named in most words first of all.
 */
export function promisingLink<L extends { text: string; href: string }>(
  links: L[],
  question: string,
  visited: Set<string>,
): L | undefined {
  // The first section that fits, most specific first: "the company's email" is on the contact page.
  const section = SECTIONS.find(([re]) => re.test(question))?.[1] ?? "";
  const asked = content(questionText(question));
  const terms = [...new Set([...asked, ...content(section)])];
  const open = links.filter((l) => l.text && /^https?:/.test(l.href) && !visited.has(l.href.split("#")[0]!));
  if (terms.length === 0) return undefined;
  const has = new Map(open.map((l) => [l, new Set(terms.filter((t) => linkScore(l, t) > 0))]));
  const shared = (t: string) => open.filter((l) => has.get(l)!.has(t)).length;
  const weight = new Map(terms.map((t) => [t, 1 / Math.max(1, shared(t))]));
  let best: L | undefined;
  let bestScore = 0;
  for (const l of open) {
    const name = content(l.text);
    const named = name.length > 0 && name.every((w) => asked.some((a) => sameWord(a, w)));
    // A link named in more words is the more specific: "the price of the Steel kettle" names "Pricing" too.
    const score =
      [...has.get(l)!].reduce((sum, t) => sum + weight.get(t)!, 0) / terms.length + (named ? name.length : 0);
    if (score > bestScore) {
      best = l;
      bestScore = score;
    }
  }
  return best;
}
