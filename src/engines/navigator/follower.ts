import { parseQuestion, type Question } from "../question/question";
import { findsAFact, isQuestion, questionText, type SeenPage } from "./answer";
import { FormTask } from "./form-task";
import { isSubmitClause, parseFormClause } from "./forms";
import { closingQuote, parseInstruction, splitInstructions } from "./instructions";
import { bestLink } from "./links";
import { extremeRequest, listRequest, nthLink, nthRequest } from "./page-lists";
import { type ReadPage, readPage } from "./page-read";
import { cite, type Reading, read } from "./reading";
import { seek } from "./seek";
import { summaryRequest } from "./summary";
import type { Action, Decision, NavigatorPolicy, Observation } from "./types";

const VOCABULARY = [
  `"go to URL"`,
  `"go to the X page"`,
  `"click 'Text'"`,
  `"type 'text' into 'Field'"`,
  `"search for 'query'"`,
  `"press Enter"`,
  `"scroll down"`,
  `"go back"`,
  `"find 'text'"`,
  `"fill in the form with name Ada and email ada@example.com and submit"`,
  `questions ("what is …?", "read the …", "tell me …")`,
  `"summarize this page"`,
  `"list the products"`,
  `"open the first result"`,
].join(", ");

/** "click 'Pricing' and read the price": a verb and a quoted target, then more. */
const QUOTED_HEAD =
  /^((?:click|tap|press|follow|select|open|visit|go\s+to|navigate\s+to|head\s+to)\s+(?:on\s+)?(?:the\s+)?)(.*)$/i;

/** Split a clause after its quoted target; the rest (without "and", "then", "to") is a clause of its own. */
function splitAfterQuote(clause: string): [string, string] | undefined {
  const m = clause.match(QUOTED_HEAD);
  if (!m) return undefined;
  const arg = m[2]!;
  const end = closingQuote(arg, 0);
  if (end <= 0) return undefined;
  const tail = arg.slice(end + 1).replace(/^\s+(?:link|button|tab|page|menu item|item)\b/i, "");
  const rest = tail.replace(/^\s*(?:,|;|:)?\s*(?:(?:and|then|to|so\s+that\s+i\s+can)\s+)*/i, "").trim();
  if (!rest) return undefined;
  return [`${m[1]}${arg.slice(0, end + 1)}`, rest];
}

/**
 * The policy used when no model is configured: carries out a task clause by clause. An imperative clause is one
 * step ("go to URL", "click 'X'", "go to the pricing page" follows the best-matching link); a clause that asks for
 * information ("what is…?", "read the…", "tell me…") is answered from the pages visited with the research
 * engine's passage ranking, following promising links first while the pages at hand do not answer it; "summarize
 * this page" and "list the products" read the page at hand (or the one they name) the same way (reading.ts). The
 * result is what was read, each with the page it came from; without such clauses, the readable text of the last page.
 * A clause it can neither do nor answer ends the task with an error naming it (the steps already taken are kept).
 */
export class InstructionFollower implements NavigatorPolicy {
  private readonly clauses: string[];
  private index = 0;
  private readonly pages = new Map<string, SeenPage>();
  /** What the task found out and did, in clause order: answers with their page, forms sent. */
  private readonly results: string[] = [];
  /** Indexes of clauses split off after a quoted target: one the follower cannot act on is a question. */
  private readonly afterQuote = new Set<number>();
  private pending?: { reading: Reading; clause: string; n: number; hops: number };
  private form?: { task: FormTask; clause: string; n: number };
  /** The question being sought (seek.ts), with whether the site's search was used for it. */
  private seeking?: {
    question: Question;
    clause: string;
    n: number;
    searched: boolean;
    tried: Set<string>;
    /** What the clause falls back to when the records do not answer it. */
    fallback?: Reading;
  };
  /** The subject terms of the last question answered, for "it" and "there" in the next one. */
  private lastTerms: string[] = [];

  /** `now`: when the task was created, which "tomorrow" and "next Tuesday" are counted from. */
  constructor(
    task: string,
    private readonly now = new Date(),
  ) {
    this.clauses = splitInstructions(task);
  }

  async next(observation: Observation): Promise<Decision> {
    if (this.clauses.length === 0) {
      return {
        kind: "fail",
        error: `The task contains no instruction; without a model use ones like ${VOCABULARY}`,
      };
    }
    let current: ReadPage | undefined;
    if (/^https?:/.test(observation.url)) {
      current = await readPage(observation.page);
      this.pages.set(current.url.split("#")[0]!, current);
    }
    for (;;) {
      if (this.form) {
        const { task, clause, n } = this.form;
        const step = task.step(current, new Set(this.pages.keys()));
        if ("action" in step) return { kind: "act", action: step.action };
        if ("error" in step) {
          return { kind: "fail", error: `Cannot carry out instruction ${n} ("${clause}"): ${step.error}` };
        }
        this.results.push(step.report);
        this.form = undefined;
      }
      if (this.seeking) {
        const decision = this.seekStep(this.seeking, current);
        if (decision) return decision;
      }
      if (this.pending) {
        const p = this.pending;
        const outcome = read(p.reading, current, this.pages, p.hops);
        if ("hop" in outcome) {
          p.hops++;
          return { kind: "act", action: { type: "click", target: outcome.hop.text } };
        }
        if ("error" in outcome) {
          return {
            kind: "fail",
            error: `Cannot carry out instruction ${p.n} ("${p.clause}"): ${outcome.error}`,
          };
        }
        this.results.push(outcome.result);
        this.pending = undefined;
      }
      if (this.index >= this.clauses.length) {
        if (this.results.length === 0) return { kind: "done" };
        return { kind: "done", result: this.results.join("\n\n") };
      }
      let text = this.clauses[this.index]!;
      const split = splitAfterQuote(text);
      if (split) {
        // "Click 'Pricing' and read the price": the quoted text is the target, the rest a clause of its own.
        this.clauses.splice(this.index, 1, split[0], split[1]);
        this.afterQuote.add(this.index + 1);
        text = split[0];
      }
      const n = ++this.index;
      if (parseFormClause(text)) {
        // "…, then submit" is part of filling in the form.
        const submitAfter = !isSubmitClause(text) && isSubmitClause(this.clauses[this.index] ?? "");
        if (submitAfter) this.clauses.splice(this.index, 1);
        this.form = { task: new FormTask(text, submitAfter), clause: text, n };
        continue;
      }
      const nth = nthRequest(text);
      if (nth) {
        const found = current ? nthLink(current.links, nth) : { error: "no page is open" };
        if ("error" in found) {
          return { kind: "fail", error: `Cannot carry out instruction ${n} ("${text}"): ${found.error}` };
        }
        return { kind: "act", action: { type: "click", target: found.link.text } };
      }
      const reading = readingOf(text);
      if (reading && reading.kind !== "summary" && isQuestion(text)) {
        // "the cheapest thing on the menu", "which branches are closed on Sundays": a question over the records of
        // the pages (tables, cards, lists); the page's bulleted list (reading.ts) when they do not answer it.
        this.seeking = {
          question: this.questionOf(questionText(text)),
          clause: text,
          n,
          searched: false,
          tried: new Set(),
          fallback: reading,
        };
        continue;
      }
      if (reading) {
        this.pending = { reading, clause: text, n, hops: 0 };
        continue;
      }
      const action = parseInstruction(text);
      // An instruction comes first ("return to the previous page"), except "find out …" and "find the price of …",
      // which ask.
      const findsOut = findsAFact(text);
      if ((!action || findsOut) && (findsOut || isQuestion(text) || this.afterQuote.has(n - 1))) {
        this.seeking = {
          question: this.questionOf(questionText(text)),
          clause: text,
          n,
          searched: false,
          tried: new Set(),
        };
        continue;
      }
      if (action?.type === "find" && !quotedText(text) && this.index < this.clauses.length) {
        // "find the local history archive and tell me which day you can visit it": what to find is what the next
        // question is about ("it"), not a text to find on the page at hand.
        this.lastTerms = parseQuestion(action.text, this.now).terms;
        continue;
      }
      if (!action) {
        return {
          kind: "fail",
          error:
            `Cannot carry out instruction ${n} ("${text}"): without a model configured (MODEL_BASE_URL), ` +
            `tasks are followed as instructions such as ${VOCABULARY}`,
        };
      }
      // "search for red kettle and tell me its price": what was searched for is what "its" means next.
      if (action.type === "search") this.lastTerms = parseQuestion(action.query, this.now).terms;
      if (action.type === "click" && current && !quotedTarget(text)) {
        // "go to the pricing page", "click about": the link or button whose text best matches.
        const link = bestLink(current.links, action.target);
        if (link) return { kind: "act", action: { type: "click", target: link.text } };
      }
      return { kind: "act", action };
    }
  }

  /** A question parsed, its pronouns ("when can I visit it?") standing for the last question's subject. */
  private questionOf(text: string): Question {
    const q = parseQuestion(text, this.now);
    if (!pronounOf(text) || this.lastTerms.length === 0) return q;
    return { ...q, terms: [...new Set([...q.terms, ...this.lastTerms])] };
  }

  /**
   * One step of seeking an answer (seek.ts): the answer is kept and undefined returned (the next clause follows),
   * or the step to take (a link, the site's search), or the task fails naming what was looked for.
   */
  private seekStep(
    s: NonNullable<InstructionFollower["seeking"]>,
    current: ReadPage | undefined,
  ): Decision | undefined {
    const pages = [...this.pages.values()].map((p) => ({ ...p, records: p.records ?? [] }));
    const here = current ? { ...current, records: current.records ?? [] } : undefined;
    const out = seek(s.question, pages, here, s);
    if ("result" in out) {
      this.results.push(cite(out.result, out));
      this.lastTerms = s.question.terms;
      this.seeking = undefined;
      return undefined;
    }
    if ("search" in out) {
      s.searched = true;
      return { kind: "act", action: { type: "search", query: out.search } };
    }
    if ("go" in out) {
      s.tried.add(out.go.href.split("#")[0]!);
      const action: Action = out.onCurrent
        ? { type: "click", target: out.go.text }
        : { type: "goto_url", url: out.go.href };
      return { kind: "act", action, recoverable: true };
    }
    if (s.fallback) {
      this.pending = { reading: s.fallback, clause: s.clause, n: s.n, hops: 0 };
      this.seeking = undefined;
      return undefined;
    }
    return { kind: "fail", error: `Cannot answer instruction ${s.n} ("${s.clause}"): ${out.error}` };
  }
}

/** Whether a clause quotes its text ("find 'Pro plan'"). */
const quotedText = (clause: string) => /['"‘“]/.test(clause);

/** Whether a question refers back with a pronoun ("when can I visit it?"). */
function pronounOf(question: string): boolean {
  return /\b(?:it|its|they|them|their|there|that|this\s+one)\b/i.test(question);
}

/** Whether the clause names its target in quotes (then it is exactly that text). */
function quotedTarget(clause: string): boolean {
  const m = clause.match(QUOTED_HEAD);
  return m !== null && closingQuote(m[2]!, 0) > 0;
}

/** A clause that asks for a summary, a list or the cheapest (or dearest) of a list; undefined for any other. */
function readingOf(clause: string): Reading | undefined {
  const summary = summaryRequest(clause);
  if (summary) return { kind: "summary", ...summary };
  const extreme = extremeRequest(clause);
  if (extreme) return { kind: "extreme", ...extreme };
  const thing = listRequest(clause);
  return thing ? { kind: "list", thing } : undefined;
}
