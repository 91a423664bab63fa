import type { Registration, RegistrationKind } from "../page/registration";
import type { Outcome } from "./answer";
import type { Question } from "./question";

/** What each kind of registration is called in an answer. */
const LABEL: Record<Exclude<RegistrationKind, "other">, string> = {
  charity: "Registered charity number",
  company: "Company number",
  vat: "VAT number",
};

/** "What's the charity number", "their company reg no", "vat registration number": the kind of number asked for. */
const ASKED: [RegistrationKind, RegExp][] = [
  [
    "charity",
    /\bcharity\s+(?:reg(?:istration)?\s+)?(?:no|number|num)\b|\bregistered\s+charity\s+(?:no|number)\b/,
  ],
  ["vat", /\bvat\s+(?:reg(?:istration)?\s+)?(?:no|number|num|id)\b|\bvat\s+registration\b/],
  [
    "company",
    /\bcompany\s+(?:reg(?:istration)?\s+)?(?:no|number|num)\b|\bcompanies\s+house\s+(?:no|number)\b|\bcompany\s+registration\b/,
  ],
];

/** The kind of registration number a question asks for, if it asks for one. */
export function registrationAsked(asked: string): RegistrationKind | undefined {
  return ASKED.find(([, pattern]) => pattern.test(asked))?.[0] ?? (bodyNamed(asked) ? "other" : undefined);
}

/** Words that name no body: "what's the", "their", "your". */
const NAMES_NO_BODY = /^(?:what|whats|what's|the|their|your|its|s|is|a|an)$/;

/**
 * The words naming the body whose number is asked: "british judo club" of "what's the british judo club number",
 * "caa operator" of "whats the CAA operator number"; none for a phone's, a booking's or a member's number.
 */
function bodyNamed(asked: string): string[] | undefined {
  const before = asked.toLowerCase().match(/([\p{L}'’ ]+?)\s+(?:no|number|num)\b/u)?.[1];
  const words = (before ?? "")
    .split(/\s+/)
    .filter((w) => w && !NAMES_NO_BODY.test(w))
    .slice(-3);
  if (
    words.length === 0 ||
    words.some((w) =>
      /^(?:phone|telephone|tel|mobile|contact|booking|order|member|membership|reference|account|fax|whatsapp)$/.test(
        w,
      ),
    )
  )
    return undefined;
  return words;
}

/** Whether a footer's clause names the body the question does, every word of it. */
const namesBody = (stated: string, body: readonly string[]) => {
  const said = new Set(stated.toLowerCase().match(/[\p{L}]+/gu) ?? []);
  return body.every((w) => said.has(w));
};

/**
 * A registration number asked for, from the footers of the pages read (the one place a footer answers: see
 * src/engines/page/registration.ts), when they state exactly one of that kind; else undefined, and the question is
 * answered from the pages' content as any other.
 */
export function registrationAnswer(
  pages: { url: string; title: string; registrations?: Registration[] }[],
  q: Question,
): Outcome | undefined {
  const kind = registrationAsked(q.asked);
  if (!kind) return undefined;
  const body = kind === "other" ? (bodyNamed(q.asked) ?? []) : [];
  const stated = pages.flatMap((p) =>
    (p.registrations ?? [])
      .filter((r) => r.kind === kind && (kind !== "other" || namesBody(r.stated, body)))
      .map((r) => ({ r, p })),
  );
  // Two businesses' numbers of one kind (a trust and its trading company are two kinds): not this rule's to pick.
  if (stated.length === 0 || new Set(stated.map(({ r }) => r.number)).size > 1) return undefined;
  const { r, p } = stated[0]!;
  const text = kind === "other" ? r.stated : `${LABEL[kind]}: ${r.number}`;
  return { found: { text, evidence: r.stated, url: p.url, title: p.title } };
}
