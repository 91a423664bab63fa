import { escapeRegExp } from "../../text";
import { closingQuote } from "./instructions";
import { sameWord, words } from "./links";
import type { FormField, PageForm } from "./page-read";
import type { Action } from "./types";

/** What a form clause asks for: which form (its name, "contact"), the values by field word, and whether to send. */
export interface FormRequest {
  form?: string;
  pairs: { field?: string; value: string }[];
  submit: boolean;
}

/** "fill in the contact form with …", "complete the form: …", "submit the form". */
const FORM_CLAUSE =
  /^(fill(?:\s+(?:in|out))?|complete|submit|send)\s+(?:(?:in|out)\s+)?(?:the\s+|a\s+|this\s+|your\s+)?(?:([\p{L}\s-]{1,40}?)\s+)?form\b\s*(?:(?:with|using)\b|:)?\s*(.*)$/iu;
/** "write to them with …", "send them a message with …", "contact us with …": the contact form, sent. */
const WRITE_CLAUSE =
  /^(?:write\s+to|contact|message|send\s+(?:them|us)\s+a\s+message|send\s+a\s+message\s+to)\s+(?:them|us|the\s+(?:shop|company|site|team))\s*(?:with\b|:)\s*(.+)$/i;
/** "submit", "send it", "submit the form": sends the form just filled in (or the page's). */
const SUBMIT_CLAUSE = /^(?:submit|send)(?:\s+(?:it|the\s+form|the\s+message|form))?$/i;
const SUBMIT_TAIL =
  /(?:\s*,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?|\s+then\s+)(?:submit|send)(?:\s+(?:it|the\s+form|the\s+message|form))?$/i;

/** Field words most forms use, besides the words of the page's own fields. */
const COMMON_FIELDS = [
  "first name",
  "last name",
  "full name",
  "name",
  "email address",
  "e-mail",
  "email",
  "phone number",
  "phone",
  "telephone",
  "message",
  "subject",
  "topic",
  "company",
  "comment",
  "comments",
  "address",
  "city",
  "website",
  "username",
  "password",
];

/** Words that mean the same field: what a person says ("email") and what the page calls it ("mail"). */
const SYNONYMS: string[][] = [
  ["email", "e-mail", "mail", "emailaddress"],
  ["phone", "telephone", "tel", "mobile"],
  ["message", "comment", "comments", "enquiry", "inquiry", "body", "question", "text"],
  ["subject", "topic", "regarding"],
  ["name", "fullname"],
];

/** Parse a clause that fills in or sends a form; undefined when it is not one. */
export function parseFormClause(clause: string, fieldWords: string[] = []): FormRequest | undefined {
  const s = clause.trim();
  if (SUBMIT_CLAUSE.test(s)) return { pairs: [], submit: true };
  const write = s.match(WRITE_CLAUSE);
  if (write) return { form: "contact", pairs: parsePairs(write[1]!, fieldWords), submit: true };
  const m = s.match(FORM_CLAUSE);
  if (!m) return undefined;
  let rest = m[3]!.trim();
  let submit = /^(?:submit|send)$/i.test(m[1]!);
  const tail = rest.match(SUBMIT_TAIL);
  if (tail) {
    submit = true;
    rest = rest.slice(0, tail.index).trim();
  } else if (SUBMIT_CLAUSE.test(rest.replace(/^(?:and\s+)?(?:then\s+)?/i, ""))) {
    submit = true;
    rest = "";
  }
  const form = m[2]?.trim().toLowerCase();
  return { form: form || undefined, pairs: parsePairs(rest, fieldWords), submit };
}

/** Whether a clause only asks to send the form ("submit", "then send it"). */
export const isSubmitClause = (clause: string) => SUBMIT_CLAUSE.test(clause.trim());

/**
 * "name Ada Park, email ada@example.com and message Hello there", "name: Ada; email = a@b.c": a pair starts with a
 * field word (the page's or a common one) at the start or after `,` `;` `and`, or anywhere when `:` or `=` follows
 * it; its value runs to the next pair. A quoted value is taken exactly. A value with no field word before it is a
 * pair without a field (matched by its kind: an email address goes into the email field).
 */
export function parsePairs(text: string, fieldWords: string[] = []): { field?: string; value: string }[] {
  const known = [...new Set([...fieldWords, ...COMMON_FIELDS].map((w) => w.toLowerCase().trim()))]
    .filter((w) => w.length > 1)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
  const FIELD = new RegExp(
    `^(?:(?:my|the|your|an?)\\s+)?(${known})(?:\\s*[:=]\\s*|\\s+(?:(?:is|as|of|to)\\s+)?|(?=["'“‘]))`,
    "i",
  );
  const KEYED = new RegExp(`^(?:(?:my|the|your|an?)\\s+)?(?:${known})\\s*[:=]`, "i");
  const SEPARATOR = /^(?:\s*[,;]\s*(?:and\s+)?|\s+and\s+)/i;
  const pairs: { field?: string; value: string }[] = [];
  let i = 0;
  const s = text.trim();
  while (i < s.length) {
    const head = s.slice(i).match(FIELD);
    const field = head?.[1];
    if (head) i += head[0].length;
    let value = "";
    const end = closingQuote(s, i);
    if (end > i) {
      value = s.slice(i + 1, end);
      i = end + 1;
      const sep = s.slice(i).match(SEPARATOR);
      i += sep ? sep[0].length : s.length;
    } else {
      let j = i;
      for (; j < s.length; j++) {
        const sep = s.slice(j).match(SEPARATOR);
        if (sep && FIELD.test(s.slice(j + sep[0].length))) {
          value = s.slice(i, j);
          i = j + sep[0].length;
          break;
        }
        if (/\s/.test(s[j]!) && KEYED.test(s.slice(j + 1))) {
          value = s.slice(i, j);
          i = j + 1;
          break;
        }
      }
      if (j >= s.length) {
        value = s.slice(i);
        i = s.length;
      }
    }
    value = value.trim().replace(/[.!]+$/, "");
    if (value || field) pairs.push({ field: field?.toLowerCase(), value });
  }
  return pairs;
}

/** The words a form's fields go by (labels, names, ids, placeholders), for telling where a value ends. */
export function fieldWords(forms: PageForm[]): string[] {
  // "Key code or security card number": each choice of several words is a field word of its own ("security card
  // number MT-48211"); not single words ("Collect or deliver").
  const either = (label: string) =>
    /\s+or\s+/i.test(label) ? label.split(/\s+or\s+/i).filter((p) => /\S\s+\S/.test(p.trim())) : [];
  return forms.flatMap((f) =>
    f.fields
      .flatMap((x) => [x.label, ...either(x.label), x.placeholder, x.name, x.id.replace(/[-_]+/g, " ")])
      .filter(Boolean),
  );
}

/** The words a field goes by: its label, placeholder, name and id, split where they run together. */
export const fieldText = (f: FormField) =>
  `${f.label} ${f.placeholder} ${f.name.replace(/([a-z])([A-Z])/g, "$1 $2")} ${f.id.replace(/([a-z])([A-Z])/g, "$1 $2")}`.replace(
    /[-_[\]]+/g,
    " ",
  );
const synonyms = (w: string) => SYNONYMS.find((g) => g.includes(w)) ?? [w];
const GENERIC: ReadonlySet<string> = new Set(["your", "the", "a", "an", "of", "my", "here", "enter"]);

/** How well a field word ("email", "full name") matches a field: the share of its words the field has, 0..1. */
export function fieldScore(word: string, f: FormField): number {
  const want = words(word).filter((w) => !GENERIC.has(w));
  if (want.length === 0) return 0;
  const have = words(fieldText(f));
  const hit = want.filter((w) => synonyms(w).some((s) => have.some((h) => sameWord(s.replace("-", ""), h))));
  return hit.length / want.length;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,}$/;

/** The option of a select a value names (its label, case aside), if any. */
export const optionFor = (f: FormField, value: string) =>
  f.options.find((o) => o.toLowerCase() === value.toLowerCase()) ??
  f.options.find((o) => o.toLowerCase().startsWith(value.toLowerCase()));

/** How the fill action names a field: its label, else placeholder, name or id (what fieldCandidates looks for). */
export const fieldName = (f: FormField) => f.label || f.placeholder || f.name || f.id;

export interface FormPlan {
  actions: Action[];
  /** What is filled in, for the result: `Your name "Ada", Email "a@b.c"`. */
  summary: string;
}

/**
 * Match each value to a field of `form` (by label, name, id, placeholder; an address without a field word by the
 * field's type) and list the actions: one fill per value, text fields last when there is no submit button (Enter in
 * one sends the form), then the submit. Throws an Error naming the field word or value that fits no field.
 */
export function planForm(form: PageForm, req: FormRequest): FormPlan {
  const used = new Set<FormField>();
  const fills: { f: FormField; text: string }[] = [];
  for (const { field, value } of req.pairs) {
    if (!value) throw new Error(`no value is given for "${field}"`);
    const kind = EMAIL.test(value) ? "email" : PHONE.test(value) ? "tel" : "";
    let best: FormField | undefined;
    let bestScore = 0;
    for (const f of form.fields) {
      if (used.has(f)) continue;
      const byType = kind !== "" && f.type === kind ? 0.5 : 0;
      const score = field ? fieldScore(field, f) + (fieldScore(field, f) > 0 ? byType : 0) : byType;
      if (score > bestScore) {
        best = f;
        bestScore = score;
      }
    }
    if (!best && field && kind) best = form.fields.find((f) => !used.has(f) && f.type === kind);
    if (!best) {
      const names = form.fields.map(fieldName).join(", ");
      throw new Error(
        field
          ? `the form has no field for "${field}" (its fields: ${names})`
          : `the value "${value}" names no field (its fields: ${names})`,
      );
    }
    let text = value;
    if (best.tag === "select") {
      const option = optionFor(best, value);
      if (!option)
        throw new Error(
          `"${fieldName(best)}" has no option "${value}" (its options: ${best.options.join(", ")})`,
        );
      text = option;
    }
    used.add(best);
    fills.push({ f: best, text });
  }
  if (!req.submit && fills.length === 0) throw new Error("it gives no values to fill in");
  // Without a button, Enter sends the form, but only from a one-line field: fill that one last.
  const ordered = form.submit ? fills : [...fills].sort((a, b) => Number(isLine(a.f)) - Number(isLine(b.f)));
  const actions: Action[] = ordered.map(({ f, text }) => ({ type: "fill", field: fieldName(f), text }));
  if (req.submit) {
    actions.push(
      form.submit
        ? { type: "click", target: form.submit, button: true }
        : { type: "key_press", key_comb: "Enter" },
    );
  }
  return { actions, summary: fills.map(({ f, text }) => `${fieldName(f)} "${text}"`).join(", ") };
}

const isLine = (f: FormField) => f.tag === "input";

/**
 * A plan's fills, each told which form it is in (by the form's button) when another form of the page has a field of
 * the same name: a manage page's "Change" and "Cancel booking" forms both ask for the booking reference.
 */
export function inItsForm(actions: Action[], form: PageForm, forms: readonly PageForm[]): Action[] {
  const others = forms.filter((f) => f !== form && !f.search).flatMap((f) => f.fields.map(fieldName));
  if (!form.submit || others.length === 0) return actions;
  return actions.map((a) =>
    a.type === "fill" && others.includes(a.field) ? { ...a, form: form.submit } : a,
  );
}

/**
 * The form a request means: among the page's forms (search boxes only when nothing else), the one that takes the
 * most of its values, then the one its name ("contact") fits. Undefined when the page has none, or none the name
 * fits while the page itself is not named so either (then the follower looks for a page of that name first).
 */
export function chooseForm(
  forms: PageForm[],
  req: FormRequest,
  page: { url: string; title: string },
): PageForm | undefined {
  const real = forms.filter((f) => !f.search);
  const pool = real.length ? real : forms.filter(() => req.pairs.length === 0);
  if (pool.length === 0) return undefined;
  const named = (text: string) =>
    !req.form || words(req.form).some((w) => words(text).some((h) => sameWord(w, h)));
  const fits = (f: PageForm) =>
    req.pairs.filter((p) => f.fields.some((x) => (p.field ? fieldScore(p.field, x) > 0 : true))).length;
  const ranked = [...pool].sort((a, b) => fits(b) - fits(a) || Number(named(b.text)) - Number(named(a.text)));
  const best = ranked[0]!;
  if (named(best.text) || named(`${page.title} ${page.url}`) || pool.some((f) => named(f.text))) return best;
  return undefined;
}
