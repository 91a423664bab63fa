import { has, wordsOf } from "../question/match";
import type { SeenPage } from "./answer";
import { NoOptionFits, RequiredUnsaid, TimeLeftOpen } from "./form-choices";
import { type FormStep, sentReport } from "./form-task";
import { taskValues } from "./form-values";
import type { Clock } from "./form-when";
import { inItsForm } from "./forms";
import { bare, originOf, pathWords, words } from "./links";
import type { PageForm, ReadPage } from "./page-read";
import {
  formFit,
  linkQuestion,
  namesObject,
  objectAsSaid,
  type PurposeRequest,
  saysNoObject,
} from "./purpose";
import { planByPurpose } from "./purpose-plan";
import { nextLink, siteNameOf } from "./seek";
import { TimeLookup } from "./time-lookup";
import type { Action } from "./types";

/** The most pages a request reads looking for its form before it gives up. */
export const MAX_PURPOSE_PAGES = 6;

export type PurposeStep = FormStep | { action: Action; recoverable: true };

/**
 * A request carried out by purpose ("book the Willow Room next Tuesday at 2pm …"): find the form it is for on the
 * page at hand, else follow the link that most promises it (the request's words and its verb's family, sections
 * such forms are usually in), going back to the next best link of any page read when a page has none; fill in
 * each value the request gives where it fits (purpose-plan.ts), send it, and report the page's confirmation.
 */
export class PurposeTask {
  private actions?: Action[];
  private formUrl = "";
  private summary = "";
  private before: ReadonlySet<string> = new Set();
  private readonly tried = new Set<string>();
  /** A page whose form fits by its verb alone and names no other thing: used when no better form is found. */
  private maybe?: string;
  /** That page, once no better form was found. */
  private fallback?: string;
  private searched = false;
  /** Pages whose form has no option for what is asked, and why the first of them could not be filled in. */
  private readonly unfit = new Set<string>();
  private unfitWhy?: string;
  /** The class's start time being looked up for the form on `formUrl`, which could not be sent without it. */
  private lookup?: { task: TimeLookup; formUrl: string; why: string };
  /** The time the site gave for it, and the page that gave it. */
  private knownTime?: { time: Clock; url: string; row: string };

  private req: PurposeRequest;

  constructor(
    /** The request as said; `req` is it without the site's own name once two pages have told it. */
    private readonly said: PurposeRequest,
    /** When the task was created: "next Tuesday" is counted from it. */
    private readonly now: Date,
  ) {
    this.req = said;
  }

  step(current: ReadPage | undefined, pages: ReadonlyMap<string, SeenPage>): PurposeStep {
    if (!current) return { error: "no page is open" };
    if (this.lookup) return this.lookUp(current, pages);
    if (!this.actions) {
      const site = siteNameRead(pages);
      this.req = withoutSiteName(this.said, site);
      const form = this.unfit.has(bare(current.url)) ? undefined : this.formOn(current);
      // A form that fits only by its verb is used only when nothing read names the object better, and only if it
      // is not another thing's ("Book a room" for a massage): the links are tried first.
      const weak = form && !namesObject(this.req, form, current);
      if (!form || (weak && this.fallback !== bare(current.url))) {
        if (weak && saysNoObject(this.req, form) && this.maybe === undefined) this.maybe = bare(current.url);
        const next = this.elsewhere(current, pages);
        if (!("error" in next) || this.maybe === undefined || this.fallback !== undefined) return next;
        this.fallback = this.maybe;
        if (this.fallback !== bare(current.url))
          return { action: { type: "goto_url", url: this.maybe }, recoverable: true };
        return this.step(current, pages);
      }
      const values = taskValues(withoutSiteNameSaid(this.req.text, site), [form], this.now);
      // The row that gave the time says the rest of the class too ("Studio Foxley Studio"), for lists left open.
      if (this.knownTime && !values.time) {
        values.time = this.knownTime.time;
        values.words = new Set([...values.words, ...words(this.knownTime.row)]);
      }
      try {
        const about = this.req.object.replace(/[?.!]+$/, "");
        const plan = planByPurpose(form, values, current.blocks, about);
        this.actions = inItsForm(plan.actions, form, current.forms);
        this.summary = plan.summary + (this.knownTime ? `; its time as ${this.knownTime.url} gives it` : "");
      } catch (err) {
        // "the saturday morning one": the time of the class the request names, asked of the site's pages.
        const task =
          err instanceof TimeLeftOpen && !this.knownTime
            ? TimeLookup.of(values, err.chosen, this.now)
            : undefined;
        if (task) {
          this.lookup = { task, formUrl: current.url, why: `${current.url}: ${(err as Error).message}` };
          return this.lookUp(current, pages);
        }
        if (!(err instanceof NoOptionFits || err instanceof RequiredUnsaid))
          return { error: `${current.url}: ${(err as Error).message}` };
        // A form with no option for what is asked is another thing's ("Package" of a kit hire form, for a lesson),
        // and so may be one requiring what the request never gives (a measuring visit's postcode, for a showroom
        // appointment): the next best link is followed; why this one could not be filled in is the error when none
        // is left.
        this.unfitWhy ??= `${current.url}: ${(err as Error).message}`;
        this.unfit.add(bare(current.url));
        return this.elsewhere(current, pages);
      }
      this.formUrl = current.url;
      this.before = new Set(current.blocks);
    }
    const action = this.actions.shift();
    if (action) return { action };
    return sentReport(current, this.formUrl, this.summary, this.before);
  }

  /** A step of looking up the time the form asks for; once found, back to the form. */
  private lookUp(current: ReadPage, pages: ReadonlyMap<string, SeenPage>): PurposeStep {
    const { task, formUrl, why } = this.lookup!;
    const out = task.step(current, pages);
    if ("action" in out) return out;
    this.lookup = undefined;
    if ("error" in out) return { error: `${why}; nor do the pages read say it: ${out.error}` };
    this.knownTime = out;
    return { action: { type: "goto_url", url: formUrl }, recoverable: true };
  }

  /** The page's form for this request: the one its heading, button, name or page fits best. */
  private formOn(page: ReadPage): PageForm | undefined {
    let best: PageForm | undefined;
    let bestFit = 0;
    for (const f of page.forms) {
      const fit = formFit(this.req, f, page);
      if (fit > bestFit) [best, bestFit] = [f, fit];
    }
    return best;
  }

  /**
   * The next page to look on: the most promising link not yet followed of any page read, or why there is none (why
   * a form had no option for what is asked, when one had).
   */
  private elsewhere(current: ReadPage, pages: ReadonlyMap<string, SeenPage>): PurposeStep {
    const read = new Set([...pages.keys()].map(bare));
    // The navigator's own choice of the next link (seek.ts), weighed by the request's words and its verb's family;
    // only a link something points to (a section tried in turn would find no form by chance).
    const next = nextLink(
      linkQuestion(this.req),
      [...pages.values()],
      current,
      new Set([...read, ...this.tried]),
      originOf(current.url),
    );
    const best = next && next.weight > 0 ? next : undefined;
    // No link names what is booked ("Santa's Boathouse" is under "Festive"): the site's search is asked for it.
    const named = best && this.req.objectWords.some((w) => has({ words: wordsOf(linkWords(best.link)) }, w));
    if (!named && !this.searched && current.searchable && this.req.objectWords.length > 0) {
      this.searched = true;
      return { action: { type: "search", query: objectAsSaid(this.req) }, recoverable: true };
    }
    if (!best || read.size >= MAX_PURPOSE_PAGES) {
      const n = read.size;
      return {
        error:
          this.unfitWhy ??
          `looked for a form to ${this.req.verb} ${this.req.object} on ${n} page${n === 1 ? "" : "s"} (${[...read].join(", ")}) and found none`,
      };
    }
    this.tried.add(bare(best.link.href));
    // A link's text names it on the page at hand only when no other link there has the same text.
    const unique = current.links.filter((l) => l.text === best.link.text).length === 1;
    const action: Action =
      best.onCurrent && unique
        ? { type: "click", target: best.link.text }
        : { type: "goto_url", url: best.link.href };
    return { action, recoverable: true };
  }
}

const linkWords = (l: { text: string; href: string }) => `${l.text} ${pathWords(l.href)}`;

/** The words of the site's name, once two of its own pages (not a search's) have told it; none before. */
export function siteNameRead(pages: ReadonlyMap<string, SeenPage>): ReadonlySet<string> {
  const own = [...pages.values()].filter((p) => !/[?&]/.test(p.url));
  return own.length >= 2 ? siteNameOf(own) : new Set<string>();
}

/**
 * The request without the words of the site's name ("the christmas story time at lantern books"): every form on
 * the site has them, so they would make its book club's form name the object as well as the events' one.
 */
function withoutSiteName(req: PurposeRequest, site: ReadonlySet<string>): PurposeRequest {
  const name = { words: new Set(site) };
  const objectWords = site.size > 0 ? req.objectWords.filter((w) => !has(name, w)) : req.objectWords;
  return objectWords.length > 0 && objectWords.length < req.objectWords.length
    ? { ...req, objectWords }
    : req;
}

/**
 * The request as said without the site's name where it says it whole ("at maybelle bridal", "corrie and webb's"):
 * its words would choose options the request never asked for ("Bridal" over "Bridesmaids" for "a bridesmaids
 * appointment at maybelle bridal"). "The maybelle experience" keeps its word, as it is not the name whole.
 */
export function withoutSiteNameSaid(text: string, name: ReadonlySet<string>): string {
  if (name.size < 2) return text;
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+(?:['’]s)?/gu)];
  const inName = (t: string) => [...wordsOf(t.replace(/['’]s$/, ""))].every((w) => name.has(w));
  let out = text;
  for (let i = tokens.length - 1; i >= 0; i--) {
    let j = i;
    while (j >= 0 && inName(tokens[j]![0])) j--;
    // (Words of none, "for" and "on", start or end no name.)
    const named = (t: RegExpExecArray) => wordsOf(t[0].replace(/['’]s$/, "")).size > 0;
    const run = tokens.slice(j + 1, i + 1);
    while (run.length > 0 && !named(run.at(-1)!)) run.pop();
    while (run.length > 0 && !named(run[0]!)) {
      run.shift();
      j++;
    }
    const said = new Set(run.flatMap((t) => [...wordsOf(t[0].replace(/['’]s$/, ""))]));
    if (run.length < 2 || ![...name].every((w) => said.has(w))) continue;
    // (With the word leading to it: "at", "from", "with".)
    const lead = j >= 0 && /^(?:at|from|with)$/i.test(tokens[j]![0]) ? tokens[j]! : run[0]!;
    const end = run.at(-1)!.index! + run.at(-1)![0].length;
    out = `${out.slice(0, lead.index)}${out.slice(end)}`;
    i = j;
  }
  return out.replace(/\s{2,}/g, " ");
}
