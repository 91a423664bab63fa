import { chooseForm, fieldName, fieldWords, inItsForm, parseFormClause, planForm } from "./forms";
import { bestLink } from "./links";
import type { ReadPage } from "./page-read";
import type { Action } from "./types";

/** The confirmation a page shows after a form was sent is cut to this many characters in the result. */
const CONFIRMATION_CHARS = 300;

export type FormStep = { action: Action } | { report: string } | { error: string };

/**
 * One form clause carried out over several steps: find the form (following a link named like it, "contact",
 * once, when the page has none), fill in each value, send it when asked, then report what was sent and what the
 * page said after. Each fill and the submit are steps of their own, with their screenshots.
 */
export class FormTask {
  private actions?: Action[];
  private hopped = false;
  private formUrl = "";
  private summary = "";
  private before: ReadonlySet<string> = new Set();
  private submit = false;

  constructor(
    private readonly clause: string,
    /** The clause after it only said "submit" ("…, then submit"). */
    private readonly submitAfter: boolean,
  ) {}

  step(current: ReadPage | undefined, visited: ReadonlySet<string>): FormStep {
    if (!current) return { error: "no page is open" };
    if (!this.actions) {
      const req = parseFormClause(this.clause, fieldWords(current.forms));
      if (!req) return { error: "it is not a form instruction" };
      req.submit ||= this.submitAfter;
      const form = chooseForm(current.forms, req, current);
      if (!form) {
        const open = current.links.filter((l) => !visited.has(l.href.split("#")[0]!));
        const link = !this.hopped && bestLink(open, `${req.form ?? ""} contact form`.trim());
        if (link) {
          this.hopped = true;
          return { action: { type: "click", target: link.text } };
        }
        return { error: `${current.url} has no ${req.form ? `${req.form} ` : ""}form to fill in` };
      }
      try {
        const plan = planForm(form, req);
        this.actions = inItsForm(plan.actions, form, current.forms);
        this.summary = plan.summary;
      } catch (err) {
        return { error: (err as Error).message };
      }
      this.submit = req.submit;
      this.formUrl = current.url;
      this.before = new Set(current.blocks);
    }
    const action = this.actions.shift();
    if (action) return { action };
    return this.report(current);
  }

  private report(page: ReadPage): FormStep {
    const filled = this.summary ? ` with ${this.summary}` : "";
    if (!this.submit) return { report: `Filled in the form on ${this.formUrl}${filled} (not sent)` };
    return sentReport(page, this.formUrl, this.summary, this.before);
  }
}

/**
 * What a form sent led to: the values filled in and the text the page after it shows that the form's page did not
 * (its confirmation), or an error when the browser refused to send it (a field's value not acceptable).
 */
export function sentReport(
  page: ReadPage,
  formUrl: string,
  summary: string,
  before: ReadonlySet<string>,
): FormStep {
  if (page.url === formUrl) {
    // Still on the form: the browser refused to send it when a field's value is not acceptable.
    const bad = page.forms.flatMap((f) => f.fields).find((f) => f.invalid);
    if (bad) return { error: `the form was not sent: "${fieldName(bad)}": ${bad.invalid}` };
  }
  const said = page.blocks.filter((b) => !before.has(b)).join(" ");
  const confirmation =
    said.length > CONFIRMATION_CHARS ? `${said.slice(0, CONFIRMATION_CHARS - 1)}…` : said || "(no new text)";
  const filled = summary ? ` with ${summary}` : "";
  return {
    report: `Sent the form on ${formUrl}${filled}.\n${confirmation}\n(from ${page.title ? `"${page.title}", ` : ""}${page.url})`,
  };
}
