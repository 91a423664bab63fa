import { bm25Scores } from "./bm25";
import { EMPTY_PREVIEW, type PagePreview } from "./extract";
import type { Passage } from "./passages";
import { sentences } from "./passages";

/** A numbered source; `preview_data` is how the page presents itself (its title, description, favicon, image). */
export type Citation = { id: number; url: string; title: string; preview_data: PagePreview };

/** A stored citation as the API shows it: with `preview_data`, null fields when it was stored without one. */
export function citationJson(c: {
  id: number;
  url: string;
  title: string;
  preview_data?: PagePreview;
}): Citation {
  return { id: c.id, url: c.url, title: c.title, preview_data: { ...EMPTY_PREVIEW, ...c.preview_data } };
}

/**
 * Number the sources in the order their passages appear (best first); `[n]` in the report refers to these. Each
 * carries its page's preview data, looked up by the page's URL in `previews` (null fields when it has none).
 */
export function numberSources(passages: Passage[], previews?: ReadonlyMap<string, PagePreview>): Citation[] {
  const byUrl = new Map<string, Citation>();
  for (const p of passages) {
    if (!byUrl.has(p.url))
      byUrl.set(p.url, {
        id: byUrl.size + 1,
        url: p.url,
        title: p.title || p.url,
        preview_data: previews?.get(p.url) ?? EMPTY_PREVIEW,
      });
  }
  return [...byUrl.values()];
}

/** Cut text at a sentence or word boundary near `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentenceEnd = cut.search(/[.!?][^.!?]*$/);
  if (sentenceEnd > max * 0.6) return cut.slice(0, sentenceEnd + 1);
  return `${cut.replace(/\s+\S*$/, "")}…`;
}

const mdTitle = (s: string) => s.replace(/[[\]\\]/g, "\\$&");
const URL_ESCAPES: Record<string, string> = { " ": "%20", "(": "%28", ")": "%29" };
const mdUrl = (s: string) => s.replace(/[ ()]/g, (c) => URL_ESCAPES[c]!);

/** The markdown list of sources that ends every report. */
export function sourcesSection(citations: Citation[]): string {
  const lines = citations.map((c) => `${c.id}. [${mdTitle(c.title)}](${mdUrl(c.url)})`);
  return `### Sources\n\n${lines.join("\n")}\n`;
}

/** A report heading made from the question. */
export function heading(query: string): string {
  return `## ${clip(query.replace(/\s+/g, " ").trim(), 120) || "Research report"}`;
}

/**
 * The lead a question's answer gives the report (src/engines/question/answer.ts): the fact asked for with the
 * record it was read from, or that the pages read do not say it. Undefined for a query that asks for no particular
 * fact ("summarise …"), whose lead is its best sentences.
 */
export type ReportLead =
  | { found: { text: string; evidence: string; url: string } }
  | { notFound: true }
  | undefined;

/** The lead paragraph of a question the pages do not answer. */
export const notSaid = (query: string) =>
  `The pages read do not say: “${query.replace(/\s+/g, " ").trim()}”. The closest passages are below.`;

/**
 * The report without a model: the answer to the question (`lead`), else the sentences that best match the query,
 * then the best passages as findings, each with its source number, then the sources. Everything in it is quoted
 * from the pages.
 */
export function extractiveReport(
  query: string,
  passages: Passage[],
  citations: Citation[],
  given?: ReportLead,
  headings: ReadonlySet<string> = new Set(),
) {
  const idOf = new Map(citations.map((c) => [c.url, c.id]));
  if (given) return leadReport(query, passages, citations, given, idOf);
  // Each sentence once: a page that repeats one (a teaser and its article) must not answer with it twice. A
  // question is never the answer ("How fast is the wifi?" from a FAQ), nor is a heading of the pages: it lends its
  // words to the sentences after it in its passage, which answer it ("900 Mbps fibre in both buildings" says neither
  // "fast" nor "wifi").
  const seen = new Set<string>();
  const candidates = passages.slice(0, 4).flatMap((p) => {
    let asked = "";
    return sentences(p.text).flatMap((s) => {
      if (/[?？]["”’)]*$/.test(s) || headings.has(s)) {
        asked = s;
        return [];
      }
      if (s.length < 20 || s.length > 400 || seen.has(s)) return [];
      seen.add(s);
      return [{ text: s, id: idOf.get(p.url)!, scored: asked ? `${asked} ${s}` : s }];
    });
  });
  const scores = bm25Scores(
    candidates.map((c) => c.scored),
    query,
  );
  const ranked = candidates
    .map((c, i) => ({ ...c, score: scores[i] ?? 0 }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score);
  // A second sentence only when it is nearly as relevant as the best one: a weak one dilutes the answer.
  const answer = ranked.filter((c, i) => i === 0 || (i === 1 && c.score >= 0.6 * ranked[0]!.score));
  const lead = answer.length > 0 ? answer : candidates.slice(0, 1).map((c) => ({ ...c, score: 0 }));

  const parts = [heading(query), ""];
  if (lead.length > 0) {
    parts.push(lead.map((s) => `${s.text} [${s.id}]`).join(" "), "");
  }
  parts.push("### Findings", "");
  // A passage's lines (a heading, then its paragraph) stay lines: continued inside the list item, each ending in a
  // hard break (a trailing backslash), so neither the markdown nor its rendering runs them together.
  for (const p of passages) {
    parts.push(`- ${clip(p.text, 600).split("\n").join("  \n  ")} [${idOf.get(p.url)}]`);
  }
  parts.push("", sourcesSection(citations));
  const summary = clip(lead.map((s) => s.text).join(" ") || (passages[0]?.text ?? ""), 300);
  return { markdown: parts.join("\n"), summary };
}

/** The report of a question answered (or not) from the pages' records: the lead, then the findings. */
function leadReport(
  query: string,
  passages: Passage[],
  citations: Citation[],
  given: NonNullable<ReportLead>,
  idOf: Map<string, number>,
) {
  const said = "found" in given ? given.found.text : notSaid(query);
  const lead = "found" in given ? `${said} [${idOf.get(given.found.url)}]` : said;
  // The record the answer was read from follows the answer, so the lead says the one fact and nothing beside it.
  const from =
    "found" in given && !given.found.evidence.endsWith(given.found.text)
      ? [`From: ${given.found.evidence}`, ""]
      : [];
  const parts = [heading(query), "", lead, "", ...from, "### Findings", ""];
  for (const p of passages)
    parts.push(`- ${clip(p.text, 600).split("\n").join("  \n  ")} [${idOf.get(p.url)}]`);
  parts.push("", sourcesSection(citations));
  return { markdown: parts.join("\n"), summary: clip(said, 300) };
}

/** The chat messages asking a model to write the report from the numbered passages, and nothing else. */
export function reportPrompt(
  query: string,
  passages: Passage[],
  citations: Citation[],
  context: { userTimezone?: string; userLocation?: string; now: Date },
) {
  const sources = citations.map((c) => {
    const texts = passages.filter((p) => p.url === c.url).map((p) => p.text);
    return `[${c.id}] ${c.title} (${c.url})\n${texts.join("\n\n")}`;
  });
  const where = [
    `Today is ${context.now.toISOString().slice(0, 10)}.`,
    context.userLocation ? `The user is in ${context.userLocation}.` : "",
    context.userTimezone ? `The user's time zone is ${context.userTimezone}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const system =
    "You are a careful research assistant. Answer the user's question in a concise markdown report using only the " +
    "numbered sources provided. Put the source number in square brackets, like [1], after every claim that comes " +
    "from a source. Never cite a number that is not listed and never invent facts. If the sources do not answer " +
    "the question, say so. Do not add a list of sources at the end; it is appended for you. " +
    where;
  const user = `Question: ${query}\n\nSources:\n\n${sources.join("\n\n---\n\n")}`;
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

/** A plain-text summary of a model's report: its first paragraph without markdown or citation marks. */
export function summaryOf(markdown: string): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !p.startsWith("#")) ?? "";
  const plain = paragraph
    .replace(/\[(\d+)\]/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>#]/g, "")
    .replace(/^\s*[-+]\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
  return clip(plain, 300);
}
