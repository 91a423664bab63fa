import type { Outcome } from "./answer";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";

// "What can never go in a skip?" over a table whose "In a skip?" column says "Never" of some rows, "Yes" of others:
// the rows whose cell is the very word the question says, listed by their headers.

/**
 * The rows of one table whose cell is a word of the question alone ("Never", "Sold out"), when some rows of it say
 * that and others do not, and the rest of the question is said by the table (its rows, section or page); undefined
 * otherwise.
 */
export function listByCellWord(cands: Candidate[], q: Question): Outcome | undefined {
  // (Nor "who teaches at the millbrook centre", which asks for people: the courses whose Centre is Millbrook are none.)
  if ((q.type !== "any" && q.type !== "list") || /^who\b/i.test(q.asked)) return undefined;
  const tables = new Map<string, Candidate[]>();
  for (const c of cands) {
    if (c.record.kind !== "row") continue;
    const key = `${c.url} ${c.record.section}`;
    tables.set(key, [...(tables.get(key) ?? []), c]);
  }
  const found = [...tables.values()].flatMap((rows) =>
    q.terms
      .filter((t) => !isGeneric(t))
      .flatMap((t) => {
        const saying = rows.filter((c) =>
          c.record.fields.some((f) => {
            const words = wordsOf(f.value.replace(/[.!]+$/, ""));
            return words.size === 1 && has({ words }, t);
          }),
        );
        // (The rest of the question is the table's: "skip" of its section "What can go in a skip".)
        const rest = q.terms.filter((x) => x !== t && !isGeneric(x));
        const about = rest.every((x) => rows.some((c) => has(c, x)));
        // (And the thing listed is the table's: "which classes are on at the weekend" lists no opening hours'
        // "Saturday — The weekend" rows.)
        const ofIt = (c: Candidate) =>
          has({ words: wordsOf(`${c.record.section} ${c.record.of ?? ""} ${c.record.subject}`) }, q.target!);
        const listed = !q.target || rows.some(ofIt);
        return saying.length >= 2 && saying.length < rows.length && about && listed ? [saying] : [];
      }),
  );
  if (found.length !== 1) return undefined;
  const rows = found[0]!;
  const lines = rows.map((c) => `- ${c.record.text}`).join("\n");
  return {
    found: {
      text: `${rows.map((c) => c.record.subject).join("; ")}\n${lines}`,
      evidence: lines,
      url: rows[0]!.url,
      title: rows[0]!.title,
    },
  };
}
