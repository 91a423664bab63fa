import type { Registration, RegistrationKind } from "../page/registration";
import type { Outcome } from "./answer";
import type { Question } from "./question";

/** What each kind of registration is called in an answer. */
const LABEL: Record<RegistrationKind, string> = {
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
  return ASKED.find(([, pattern]) => pattern.test(asked))?.[0];
}

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
  const stated = pages.flatMap((p) =>
    (p.registrations ?? []).filter((r) => r.kind === kind).map((r) => ({ r, p })),
  );
  // Two businesses' numbers of one kind (a trust and its trading company are two kinds): not this rule's to pick.
  if (stated.length === 0 || new Set(stated.map(({ r }) => r.number)).size > 1) return undefined;
  const { r, p } = stated[0]!;
  return { found: { text: `${LABEL[kind]}: ${r.number}`, evidence: r.stated, url: p.url, title: p.title } };
}
