// Words too common to say anything about relevance (English; the engine's ranking is language-light).
const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have how i if in into is it its " +
    "me my no not of on or our should so than that the their them then there these they this those to was we " +
    "were what when where which who whom why will with would you your about after all also any before between " +
    "both each few more most other over some such only own just very via per"
  ).split(" "),
);

/** A crude English stem: enough that "keepers" finds "keeper" and "built" stays "built". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

// Scripts written without spaces between words (Han, Kana) and Hangul, whose words carry their particles: a run of
// them is indexed as overlapping character pairs, as search engines do for these languages (Lucene's CJK bigrams),
// so 灯台 in a query finds この灯台は in a page.
const CJK = "\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}";
const RUNS = new RegExp(`[${CJK}]+|[^${CJK}]+`, "gu");
const IS_CJK = new RegExp(`^[${CJK}]`, "u");

/**
 * Lowercased, stemmed word tokens without stopwords (letters and digits of any script); runs of CJK characters
 * become their overlapping pairs (a lone character stays itself). `unigrams` (for documents) adds each CJK
 * character too, so a one-character query term (猫) finds it inside a longer run.
 */
export function tokenize(text: string, opts: { unigrams?: boolean } = {}): string[] {
  const tokens: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    for (const run of word.match(RUNS) ?? []) {
      if (IS_CJK.test(run)) {
        const chars = [...run];
        if (chars.length === 1) tokens.push(run);
        else if (opts.unigrams) tokens.push(...chars);
        for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
      } else if (!STOPWORDS.has(run)) tokens.push(stem(run));
    }
  }
  return tokens;
}

/**
 * BM25 (k1 = 1.2, b = 0.75) scores of each document against the query, in document order. A document sharing no
 * term with the query scores 0.
 */
export function bm25Scores(documents: string[], query: string, k1 = 1.2, b = 0.75): number[] {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0 || documents.length === 0) return documents.map(() => 0);
  const docs = documents.map((d) => {
    const freq = new Map<string, number>();
    const tokens = tokenize(d, { unigrams: true });
    for (const t of tokens) freq.set(t, (freq.get(t) ?? 0) + 1);
    return { freq, length: tokens.length };
  });
  const n = docs.length;
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / n || 1;
  const idf = new Map(
    terms.map((t) => {
      const df = docs.filter((d) => d.freq.has(t)).length;
      return [t, Math.log(1 + (n - df + 0.5) / (df + 0.5))] as const;
    }),
  );
  return docs.map((d) => {
    let score = 0;
    for (const t of terms) {
      const f = d.freq.get(t) ?? 0;
      if (f === 0) continue;
      score += (idf.get(t) ?? 0) * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avgLength)));
    }
    return score;
  });
}
