import { type Answer, answerFrom, convincing, isQuestion, questionText, type SeenPage } from "./answer";
import { FormTask } from "./form-task";
import { isSubmitClause, parseFormClause } from "./forms";
import { closingQuote, parseInstruction, splitInstructions } from "./instructions";
import { bestLink, promisingLink } from "./links";
import { type ReadPage, readPage } from "./page-read";
import type { Decision, NavigatorPolicy, Observation } from "./types";

const VOCABULARY =
  `"go to URL", "go to the X page", "click 'Text'", "type 'text' into 'Field'", "search for 'query'", "press Enter", ` +
  `"scroll down", "go back", "find 'text'", "fill in the form with name Ada and email ada@example.com and submit", questions ("what is …?", "read the …", "tell me …")`;

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

type Clickable = { text: string; href: string; chrome?: boolean };

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, last: -1 };
/** "open the first result", "click the 2nd link", "select the last product". */
const NTH =
  /^(?:click|tap|open|follow|select|visit|go\s+to|choose|pick)\s+(?:on\s+)?the\s+(first|second|third|fourth|fifth|last|\d+)(?:st|nd|rd|th)?\s+(?:search\s+)?(?:result|link|item|product|entry|article|one|option|hit)s?$/i;

/** The nth link of the page's content (navigation, header and footer left out), or undefined with the reason. */
function nthLink(links: Clickable[], which: string): Clickable | undefined {
  const content = links.filter((l) => !l.chrome && /^https?:/.test(l.href));
  const n = ORDINALS[which.toLowerCase()] ?? Number(which);
  return n === -1 ? content.at(-1) : content[n - 1];
}

/**
 * The policy used when no model is configured: carries out a task clause by clause. An imperative clause is one
 * step ("go to URL", "click 'X'", "go to the pricing page" follows the best-matching link); a clause that asks for
 * information ("what is…?", "read the…", "tell me…") is answered from the pages visited with the research
 * engine's passage ranking, following one promising link first when the page at hand does not answer it. The
 * result is the answers, each with the page it came from; without questions, the readable text of the last page.
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
  private pending?: { question: string; clause: string; n: number; hopped: boolean };
  private form?: { task: FormTask; clause: string; n: number };

  constructor(task: string) {
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
      if (this.pending) {
        const p = this.pending;
        const answer = answerFrom([...this.pages.values()], p.question);
        if (!convincing(answer) && !p.hopped && current) {
          const link = promisingLink(current.links, p.question, new Set(this.pages.keys()));
          if (link) {
            p.hopped = true;
            return { kind: "act", action: { type: "click", target: link.text } };
          }
        }
        if (!answer) {
          const where = [...this.pages.keys()].join(", ") || "no page";
          return {
            kind: "fail",
            error: `Cannot answer instruction ${p.n} ("${p.clause}"): nothing on the pages visited (${where}) answers it`,
          };
        }
        this.results.push(cite(answer));
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
      const nth = text.match(NTH);
      if (nth) {
        const link = current && nthLink(current.links as Clickable[], nth[1]!);
        if (!link) {
          return {
            kind: "fail",
            error: `Cannot carry out instruction ${n} ("${text}"): the page has no ${nth[1]!.toLowerCase()} link in its content`,
          };
        }
        return { kind: "act", action: { type: "click", target: link.text } };
      }
      const action = parseInstruction(text);
      if (
        // An instruction comes first ("return to the previous page"), except "find out …", which asks.
        (!action || /^find\s+out\b/i.test(text)) &&
        (isQuestion(text) || this.afterQuote.has(n - 1))
      ) {
        this.pending = { question: questionText(text), clause: text, n, hopped: false };
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
      if (action.type === "click" && current && !quotedTarget(text)) {
        // "go to the pricing page", "click about": the link or button whose text best matches.
        const link = bestLink(current.links as Clickable[], action.target);
        if (link) return { kind: "act", action: { type: "click", target: link.text } };
      }
      return { kind: "act", action };
    }
  }
}

/** An answer with the page it came from. */
const cite = (a: Answer) => `${a.text}\n(from ${a.title ? `"${a.title}", ` : ""}${a.url})`;

/** Whether the clause names its target in quotes (then it is exactly that text). */
function quotedTarget(clause: string): boolean {
  const m = clause.match(QUOTED_HEAD);
  return m !== null && closingQuote(m[2]!, 0) > 0;
}
