/**
 * A business's registration as its footer states it: "registered charity no. 1098364", "registered in England no.
 * 04127731", "company number 07493826", "VAT no. GB 388 4102 56". A footer is never a page's content
 * (main-content.ts) and answers nothing else, but it is where a business prints these numbers, so they are read
 * from it apart, to answer only a question that asks for one (src/engines/question/registration.ts). Any other
 * body's number is kept as "other", with the clause naming the body: "Gas Safe registered business no. 548213",
 * "British Judo Association club no. BJA 40217", "CAA Air Operator Certificate GB 2317".
 */
export type RegistrationKind = "charity" | "company" | "vat" | "other";

export interface Registration {
  kind: RegistrationKind;
  /** The number as printed: "1098364", "GB 388 4102 56". */
  number: string;
  /** The footer's clause that states it: "Wealdmoor & Cressby Railway Trust, registered charity no. 1098364". */
  stated: string;
}

/** How a number is introduced: "no.", "no", "number", with an optional colon. */
const NO = String.raw`(?:no\.?|number)\s*:?\s*`;

/** Each kind's statement, the number its first group (UK forms: charities 6–8 digits, companies 8, VAT 9 or 12). */
const STATED: [RegistrationKind, RegExp][] = [
  [
    "charity",
    new RegExp(String.raw`\bcharity\s+(?:reg(?:istration)?\.?\s+)?${NO}((?:SC|NI)?\d{6,8}(?:-\d)?)\b`, "i"),
  ],
  [
    "company",
    new RegExp(
      String.raw`\b(?:registered\s+in\s+(?:england|wales|scotland|northern\s+ireland)(?:\s+and\s+wales)?,?\s+(?:company\s+)?|company\s+(?:reg(?:istration)?\.?\s+)?)${NO}((?:SC|NI|OC)?\d{6,8})\b`,
      "i",
    ),
  ],
  [
    "vat",
    new RegExp(
      String.raw`\bVAT\s+(?:reg(?:istration)?\.?\s+)?${NO}((?:GB\s?)?\d{3}\s?\d{4}\s?\d{2}(?:\s?\d{3})?)\b`,
      "i",
    ),
  ],
];

/** Another body's number: a number (letters before it allowed) after "no.", "number", "certificate" or "licence". */
const OTHER =
  /\b(?:[Nn]o\.?|[Nn]umber|[Cc]ertificate|[Ll]icen[cs]e)\s*:?\s*((?:[A-Z]{1,4}[\s-]?)?\d(?:[\d\s-]*\d)?)(?![\w-])/;

/** A footer's clauses: what its separators (a middle dot, a bar, a bullet, a line) part. */
const CLAUSE_BREAK = /\s+[·|•]\s+|\n+/;

/** The registrations a footer's text states, each with the clause it is stated in. */
export function registrationsOf(footer: string): Registration[] {
  const found: Registration[] = [];
  for (const clause of footer.split(CLAUSE_BREAK)) {
    const stated = clause.replace(/\s+/g, " ").trim();
    const known = found.length;
    for (const [kind, pattern] of STATED) {
      const number = stated.match(pattern)?.[1];
      if (number && !found.some((r) => r.kind === kind && r.number === number))
        found.push({ kind, number, stated });
    }
    const other = found.length === known ? stated.match(OTHER)?.[1] : undefined;
    if (other && /\d{3}/.test(other.replace(/[\s-]/g, "")))
      found.push({ kind: "other", number: other, stated });
  }
  return found;
}
