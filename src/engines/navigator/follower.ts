import { YES_NO_VERB } from "../question/asking-clause";
import { withCountSaid } from "../question/basket";
import { parseQuestion, type Question } from "../question/question";
import { findsAFact, isQuestion, questionText, type SeenPage } from "./answer";
import { ASKS, pronounOf, quotedTarget, quotedText, readingOf, splitAfterQuote, VOCABULARY } from "./clauses";
import { FormTask } from "./form-task";
import { isSubmitClause, parseFormClause } from "./forms";
import { parseInstruction, splitInstructions } from "./instructions";
import { bestLink } from "./links";
import { asksOverSite, nthLink, nthRequest } from "./page-lists";
import { type ReadPage, readPage } from "./page-read";
import { type PurposeRequest, purposeOf } from "./purpose";
import { PurposeTask } from "./purpose-task";
import { cite, type Reading, read } from "./reading";
import { wishAsRequest } from "./requests-said";
import { seek } from "./seek";
import type { Action, Decision, NavigatorPolicy, Observation } from "./types";

/**
 * The policy used when no model is configured: carries out a task clause by clause. An imperative clause is one
 * step ("go to URL", "click 'X'", "go to the pricing page" follows the best-matching link); a clause that asks for
 * information ("what is…?", "read the…", "tell me…") is answered from the records of the pages read (seek.ts,
 * src/engines/question/answer.ts), following the most promising links, and the site's search, while they do not
 * answer it; "summarize this page" and "list the products" read the page at hand (or the one they name) the same
 * way (reading.ts); a request by purpose ("book the Willow Room next Tuesday at 2pm, name …") finds its form and
 * fills it in (purpose-task.ts). The result is what was read or sent, each with the page it came from; without such
 * clauses, the readable text of the last page.
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
  /** A page's list or summary being read; `question`: the one it stands in for, which a page hopped to may answer. */
  private pending?: { reading: Reading; clause: string; n: number; hops: number; question?: Question };
  private form?: { task: FormTask | PurposeTask; clause: string; n: number };
  /** The question being sought (seek.ts), with whether the site's search was used for it. */
  private seeking?: {
    question: Question;
    clause: string;
    n: number;
    searched: boolean;
    narrowed?: boolean;
    tried: Set<string>;
    /** What the clause falls back to when the records do not answer it. */
    fallback?: Reading;
  };
  /** The subject terms of the last question answered, for "it" and "there" in the next one. */
  private lastTerms: string[] = [];
  /** What a clause that is no question said the next one is about ("I want to apply for the receptionist job"). */
  private about?: Question;

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
        const step =
          task instanceof PurposeTask
            ? task.step(current, this.pages)
            : task.step(current, new Set(this.pages.keys()));
        if ("action" in step) return { kind: "act", action: step.action, recoverable: "recoverable" in step };
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
        // The page a link of the list's led to ("Emergency") may answer the question from its table's rows.
        const answered = p.question && p.hops > 0 ? this.answerFrom(p.question, current) : undefined;
        const outcome = answered ? { result: answered } : read(p.reading, current, this.pages, p.hops);
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
      const request = this.purposeFrom(text);
      if (request) {
        this.form = { task: new PurposeTask(request, this.now), clause: text, n };
        continue;
      }
      const aside = purposeOf(text);
      if (aside) {
        // "I want to apply for the receptionist job, what's the deadline": the job is what the question is about.
        this.about = { ...parseQuestion(aside.object, this.now), terms: aside.objectWords };
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
      if (reading && reading.kind !== "summary" && (isQuestion(text) || asksOverSite(text, reading.thing))) {
        // "the cheapest thing on the menu", "which branches are closed on Sundays": a question over the records of
        // the pages (tables, cards, lists); the page's bulleted list (reading.ts) when they do not answer it.
        this.seeking = {
          question: this.questionOf(questionText(text)),
          clause: text,
          n,
          searched: false,
          tried: new Set(),
          fallback: { ...reading, named: true },
        };
        continue;
      }
      if (reading) {
        this.pending = { reading, clause: text, n, hops: 0 };
        continue;
      }
      const action = parseInstruction(text);
      if (action?.type === "search" && ASKS.test(action.query)) {
        // "search the site for how soon I get an invoice": a question to answer, the site's search its first step.
        this.seeking = {
          question: this.questionOf(action.query),
          clause: text,
          n,
          searched: false,
          tried: new Set(),
        };
        continue;
      }
      // An instruction comes first ("return to the previous page"), but "find out …" and "find the price of …" ask.
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
      if (!action && this.clauses.slice(this.index).some(isQuestion)) {
        // "my dad only speaks Polish, is there a physio who speaks it?": a statement is what the question is about.
        this.about = parseQuestion(text, this.now);
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

  /**
   * A request by purpose ("book the Willow Room next Tuesday at 2pm, name Priya …") made by this clause or, when
   * this one is no instruction ("I hurt my knee and have never been before"), by a later one; the task's other
   * clauses are its values, and are taken off. Never when another clause asks something ("…, what's the deadline").
   */
  private purposeFrom(text: string): PurposeRequest | undefined {
    const all = wishAsRequest([text, ...this.clauses.slice(this.index)]);
    const at = all.findIndex((c) => purposeOf(c) !== undefined);
    if (at < 0 || all.some((c, i) => i !== at && (isQuestion(c) || findsAFact(c)))) return undefined;
    if (all.slice(0, at).some((c) => parseInstruction(c) !== undefined)) return undefined;
    this.clauses.splice(this.index);
    return purposeOf([all[at], ...all.filter((_, i) => i !== at)].join(", "));
  }

  /** A question parsed, its pronouns ("when can I visit it?") standing for the last question's subject. */
  private questionOf(text: string): Question {
    const q = parseQuestion(text, this.now);
    // "my dad only speaks Polish, is there a physio who speaks it?": "it" is what the words before the question say.
    const before = text.split(new RegExp(`,\\s*(?=${YES_NO_VERB}\\s)`, "i"))[0]!;
    const said = before !== text && pronounOf(text) ? parseQuestion(before, this.now).terms : [];
    // What a statement before it said is carried to a question that refers back or names little of its own ("what's
    // the deadline"), not to one with a subject of its own ("… for a week over christmas, how much is a week pass");
    // the amounts it gives are ("my daughter is 14, which piercings can she get": the rows taking her age in).
    const about = this.about && (pronounOf(text) || q.terms.length <= 1) ? this.about.terms : undefined;
    const carried = about ?? (pronounOf(text) ? [...this.lastTerms, ...said] : []);
    const amounts = q.amounts ?? this.about?.amounts;
    // (A count the statement gives is the price's too: "12 character costumes for a week, how much is the hire".)
    const asked = about ? withCountSaid(q, this.about!) : q;
    this.about = undefined;
    return { ...asked, terms: [...new Set([...q.terms, ...carried])], ...(amounts ? { amounts } : {}) };
  }

  /** The answer the records of the pages read give to a question, with its page; undefined when they give none. */
  private answerFrom(question: Question, current: ReadPage | undefined): string | undefined {
    const out = this.seekOver(question, current, { searched: true, fallback: true });
    return "result" in out ? cite(out.result, out) : undefined;
  }

  /** seek.ts over every page read so far, the page at hand among them. */
  private seekOver(question: Question, current: ReadPage | undefined, state: Parameters<typeof seek>[3]) {
    const pages = [...this.pages.values()].map((p) => ({ ...p, records: p.records ?? [] }));
    const here = current ? { ...current, records: current.records ?? [] } : undefined;
    return seek(question, pages, here, state);
  }

  /**
   * One step of seeking an answer (seek.ts): the answer is kept and undefined returned (the next clause follows),
   * or the step to take (a link, the site's search), or the task fails naming what was looked for.
   */
  private seekStep(
    s: NonNullable<InstructionFollower["seeking"]>,
    current: ReadPage | undefined,
  ): Decision | undefined {
    const out = this.seekOver(s.question, current, s);
    if ("result" in out) {
      this.results.push(cite(out.result, out));
      this.lastTerms = s.question.terms;
      this.seeking = undefined;
      return undefined;
    }
    if ("search" in out) {
      if (out.narrowed) s.narrowed = true;
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
      this.pending = { reading: s.fallback, clause: s.clause, n: s.n, hops: 0, question: s.question };
      this.seeking = undefined;
      return undefined;
    }
    return { kind: "fail", error: `Cannot answer instruction ${s.n} ("${s.clause}"): ${out.error}` };
  }
}
