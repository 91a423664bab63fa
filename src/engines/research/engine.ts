import { storageProblem } from "../../db/errors";
import type { AppDeps } from "../../deps";
import { type ChatCompletion, chatCompletion, streamText } from "../model";
import type { PageRecord } from "../page/records";
import { answerQuestion, type Outcome } from "../question/answer";
import { asksAtTime } from "../question/clock-columns";
import { parseQuestion } from "../question/question";
import { recordFound } from "../question/record-fields";
import { rankPassages, selectPassages } from "./passages";
import {
  type Citation,
  extractiveReport,
  numberSources,
  type ReportLead,
  reportPrompt,
  sourcesSection,
  summaryOf,
} from "./report";
import { queryText, SearchError, searchWeb, urlsInQuery } from "./search";
import { anySignal, promisingLinks, readPages } from "./sources";

/** The most URLs named in a query that one research run reads. */
export const MAX_DIRECT_URLS = 10;

/**
 * The model's `[n]` marks with numbers that name no source (it wrote [3] with one source) removed: a citation must
 * point at a page that was read. `[1, 7]` keeps `[1]`; a mark followed by `(` is a markdown link, left alone.
 */
export function withKnownCitations(text: string, sources: number): string {
  return text.replace(/\[(\d+(?:\s*,\s*\d+)*)\](?!\()/g, (_, list: string) => {
    const known = list
      .split(",")
      .map((n) => Number(n.trim()))
      .filter((n) => n >= 1 && n <= sources);
    return known.length ? `[${known.join(", ")}]` : "";
  });
}

/** A day a text names: a weekday, or a date ("28 December"). */
const DAY_NAMED =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/gi;

/**
 * The answer to a query that asks for a particular fact (a time, a price, a yes or no, a list…), read from the
 * pages' records, its page added to the citations when no passage cited it; undefined for a query that asks for
 * none ("summarise …", "what does X do?"), whose report leads with its best sentences.
 */
function questionLead(
  query: string,
  pages: {
    url: string;
    title: string;
    site?: string;
    records: PageRecord[];
    preview: Citation["preview_data"];
  }[],
  citations: Citation[],
  now: Date,
): ReportLead {
  const question = parseQuestion(query, now);
  // ("What do I get back if I cancel 3 days before" asks the rule whose notice takes the 3 days in, "buyer's premium
  // on a £5,000 lot" the band taking in £5,000.)
  const banded = question.amounts?.some((a) => a.unit === "notice" || a.unit === "money") ?? false;
  const open = !question.target && !question.head && !question.included && !question.doing && !banded;
  // ("What day do week hires start" asks for a day: a record's field naming one leads, else the best passages.)
  const day = question.type === "any" && open && question.attribute.includes("day");
  // ("Which show is on at half 3 on a saturday" asks for no kind, but a timetable's cell: clock-columns.ts.)
  const outcome = answerQuestion(pages, question);
  // An open question is answered by the part of a record it picks out ("next day at Riverside" of "Ready in 2 hours
  // at Aldwick; next day at Riverside"), where the best passages would give the whole record.
  if (question.type === "any" && open && !day && !asksAtTime(question) && !partPicked(outcome, pages))
    return undefined;
  if (day && !("found" in outcome && (outcome.found.text.match(DAY_NAMED) ?? []).length === 1))
    return undefined;
  if ("notFound" in outcome) return { notFound: true };
  const { found } = outcome;
  if (!citations.some((c) => c.url === found.url)) {
    const page = pages.find((p) => p.url === found.url)!;
    citations.push({
      id: citations.length + 1,
      url: found.url,
      title: page.title || found.url,
      preview_data: page.preview,
    });
  }
  return { found };
}

/** Whether an answer is a part of its record (a clause, a sentence), not the record whole. */
function partPicked(outcome: Outcome, pages: { url: string; records: PageRecord[] }[]): boolean {
  if (!("found" in outcome)) return false;
  const record = recordFound(pages, outcome.found);
  return record !== undefined && outcome.found.text.length < record.text.length;
}

/** What one research run produces: the report and the evidence it was built from. */
export interface ResearchReport {
  /** The report in markdown, citing sources as `[n]`, ending with a numbered source list. */
  markdown: string;
  /** A short plain-text summary (one or two sentences). */
  summary: string;
  /** The numbered sources the report cites; `id` is the number used in `[n]`; `preview_data` from each page. */
  citations: Citation[];
  /** The passages the report was written from, best first. */
  passages: { url: string; title: string; text: string; score: number }[];
  /**
   * Every page read, whole (its readable blocks and its records), in reading order, by the URL asked for: what a
   * scout watches.
   */
  pages: { url: string; blocks: string[]; records: PageRecord[] }[];
  /** URLs named in the query that could not be read this time (as written in the query). */
  unreadDirect: string[];
  /** The `usage` of the model's report-writing call, when a model wrote the report whole and its server counted. */
  modelUsage?: ChatCompletion["usage"];
}

export interface ResearchInput {
  query: string;
  mode: "fast" | "deep";
  signal?: AbortSignal;
  /** Human-readable progress notes ("Reading https://…"). */
  onProgress?: (message: string) => void;
  /** The report's markdown as it is written, in order; concatenated it equals `markdown`. */
  onText?: (delta: string) => void;
  /** Context for the model's report (ignored without a model). */
  userTimezone?: string;
  userLocation?: string;
}

/**
 * A research run that could not produce a report; `message` says why, in words a user can act on. `upstream`: the
 * search service failed and nothing else was read, so the same request may well succeed later (an outage, not a
 * question that cannot be researched).
 */
export class ResearchError extends Error {
  override name = "ResearchError";
  constructor(
    message: string,
    readonly upstream = false,
  ) {
    super(message);
  }
}

/** How much each mode reads: pages from the query and search, links followed one level, passages used. */
export const MODES = {
  fast: { pages: 3, follow: 0, passages: 6, searchResults: 5 },
  deep: { pages: 6, follow: 4, passages: 12, searchResults: 10 },
} as const;

/**
 * Research `input.query` on the web and write a cited markdown report. Sources are the URLs written in the query,
 * then SEARCH_URL results; pages are read through the SSRF guard, passages ranked by BM25, and the report written
 * by the model (MODEL_BASE_URL) or, without one or when it fails, assembled from the passages themselves.
 * Throws ResearchError when no usable source was found (no URLs and no SEARCH_URL, or every page failed).
 */
export async function runResearch(deps: AppDeps, input: ResearchInput): Promise<ResearchReport> {
  const { config, logger } = deps;
  const limits = MODES[input.mode];
  const progress = (m: string) => input.onProgress?.(m);
  const text = queryText(input.query) || input.query;
  // A query may name any number of URLs; reading is bounded like a search's results are.
  const direct = urlsInQuery(input.query).slice(0, MAX_DIRECT_URLS);
  if (direct.length === 0 && !config.searchUrl) {
    throw new ResearchError(
      "No sources to read: put one or more URLs in the query, or set SEARCH_URL to a SearXNG instance so the engine can search the web",
    );
  }

  // The whole run's time limit: reading stops there with what it has, and a model still writing is cut off and
  // the report quoted from the sources instead. The caller's signal still aborts everything.
  const deadline = AbortSignal.timeout(config.research.timeoutMs);
  const overTime = `the research time limit of ${config.research.timeoutMs / 1000} s (RESEARCH_TIMEOUT_MS) passed`;
  const failures: string[] = [];
  let searchFailed = false;
  const candidates = [...direct];
  if (config.searchUrl && text) {
    progress(`Searching the web for "${text}"`);
    try {
      const hits = await searchWeb(config.searchUrl, text, {
        signal: input.signal,
        limit: limits.searchResults,
      });
      progress(`Search found ${hits.length} result${hits.length === 1 ? "" : "s"}`);
      for (const h of hits) if (!candidates.includes(h.url)) candidates.push(h.url);
    } catch (err) {
      if (!(err instanceof SearchError)) throw err;
      searchFailed = true;
      failures.push(err.message);
      progress(err.message);
    }
  }

  const readOpts = {
    dispatcher: deps.http.pages,
    signal: input.signal,
    deadline,
    onProgress: input.onProgress,
  };
  const wantFirst = Math.max(limits.pages, direct.length);
  const first = await readPages(candidates, wantFirst, readOpts);
  const pages = [...first.pages];
  failures.push(...first.failures);
  if (deadline.aborted) progress(`Stopped reading: ${overTime}`);
  else if (limits.follow > 0 && pages.length > 0) {
    const tried = new Set([...candidates, ...pages.map((p) => p.url)]);
    const links = promisingLinks(pages, text, tried, limits.follow);
    if (links.length > 0) {
      progress(`Following ${links.length} promising link${links.length === 1 ? "" : "s"}`);
      const more = await readPages(links, links.length, readOpts);
      const have = new Set(pages.map((p) => p.url));
      pages.push(...more.pages.filter((p) => !have.has(p.url)));
    }
  }
  if (pages.length === 0) {
    const why = failures.length > 0 ? failures.join("; ") : "the search returned no results";
    throw new ResearchError(`No usable source: ${why}`, searchFailed && direct.length === 0);
  }
  const read = {
    // Keyed by the URL asked for (as written in the query), so a page that fails later is recognised by it.
    pages: pages.map((p) => ({ url: p.requested, blocks: p.blocks, records: p.records })),
    unreadDirect: direct.filter((u) => first.unread.includes(u)),
  };

  const passages = selectPassages(rankPassages(pages, text), limits.passages);
  const citations = numberSources(passages, new Map(pages.map((p) => [p.url, p.preview])));
  progress(`Ranked passages from ${pages.length} page${pages.length === 1 ? "" : "s"}`);

  // Everything streamed so far, so that a fallback report can continue it rather than contradict it.
  let streamed = "";
  const onText = input.onText
    ? (delta: string) => {
        streamed += delta;
        input.onText?.(delta);
      }
    : undefined;
  if (config.model) {
    try {
      progress("Writing the report with the model");
      const messages = reportPrompt(input.query, passages, citations, {
        userTimezone: input.userTimezone,
        userLocation: input.userLocation,
        now: new Date(deps.clock.now()),
      });
      const body = { messages, temperature: 0.2 };
      const signal = anySignal(input.signal, deadline);
      let modelUsage: ChatCompletion["usage"];
      let written: string;
      if (onText) {
        written = await streamText(config.model, body, { dispatcher: deps.http.engineModel, signal, onText });
      } else {
        const completion = await chatCompletion(config.model, body, {
          dispatcher: deps.http.engineModel,
          signal,
        });
        written = completion.choices[0]?.message?.content ?? "";
        modelUsage = completion.usage;
      }
      if (!written.trim()) throw new Error("the model returned an empty report");
      const tail = `\n\n${sourcesSection(citations)}`;
      onText?.(tail);
      // Streamed text has gone out as written; a report returned whole loses the marks citing no source.
      const report = onText ? written : withKnownCitations(written, citations.length);
      return {
        markdown: `${report}${tail}`,
        summary: summaryOf(report),
        citations,
        passages,
        ...read,
        ...(modelUsage ? { modelUsage } : {}),
      };
    } catch (err) {
      input.signal?.throwIfAborted();
      // A progress note that could not be stored (a full disk) is not the model's failure.
      if (storageProblem(err)) throw err;
      const why = deadline.aborted ? overTime : (err as Error).message;
      logger.warn("model report failed; using the extractive report", { err: why });
      progress(`The model could not write the report (${why}); quoting the sources instead`);
    }
  }

  const lead = questionLead(text, pages, citations, new Date(deps.clock.now()));
  // (A heading is never the lead: it lends its words to what follows it.)
  const headings = new Set(
    pages.flatMap((p) => p.records.filter((r) => r.kind === "heading").map((r) => r.text)),
  );
  const report = extractiveReport(text, passages, citations, lead, headings);
  // A partly streamed model answer cannot be taken back: the extractive report follows it.
  const markdown = streamed ? `${streamed}\n\n${report.markdown}` : report.markdown;
  onText?.(markdown.slice(streamed.length));
  return { markdown, summary: report.summary, citations, passages, ...read };
}
