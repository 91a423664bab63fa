import { describe, expect, it } from "vitest";
import { extractHtml } from "../engines/research/extract";
import {
  carryOver,
  diffFindings,
  diffUpdates,
  FINDINGS_VERSION,
  findingKey,
  hasChanges,
  normaliseFindings,
} from "./compare";
import { changesMarkdown, summariseChanges } from "./summary";

const report = (...texts: string[]) => ({
  markdown: "",
  passages: texts.map((text) => ({ url: "http://127.0.0.1/p", text })),
});

describe("normaliseFindings", () => {
  it("splits passages into sentences and ignores case, spacing, quotes and citation marks", () => {
    const a = normaliseFindings(report("The museum opens at 10:00.  Tickets cost 8 euros [2]."));
    const b = normaliseFindings(report("the museum opens at 10:00. \u201cTickets cost 8 euros.\u201d"));
    expect(a.map((f) => f.key)).toEqual(["the museum opens at 10:00", "tickets cost 8 euros"]);
    expect(b.map((f) => f.key)).toEqual(a.map((f) => f.key));
    expect(a[1]!.text).toBe("Tickets cost 8 euros [2].");
  });

  it("drops duplicates and one-word fragments", () => {
    const f = normaliseFindings(report("Home. The tower has 212 steps.", "The tower has 212 steps."));
    expect(f.map((x) => x.key)).toEqual(["the tower has 212 steps"]);
  });

  it("reads short fragments with their neighbours, and keeps such a run only when it holds a number", () => {
    const page = (price: string) =>
      normaliseFindings({
        markdown: "",
        passages: [],
        pages: [
          {
            url: "http://127.0.0.1/pricing",
            blocks: [
              "Pricing",
              "Basic",
              price,
              "5 users",
              "Choose the plan that fits your team.",
              "Sign up",
              "Log in",
            ],
          },
        ],
      });
    const f = page("$10");
    expect(f.map((x) => [x.text, x.glued ?? false])).toEqual([
      ["Pricing · Basic · $10 · 5 users", true],
      ["Choose the plan that fits your team.", false],
    ]);
    // The headings before the price are part of its run; "Sign up · Log in" holds no number and does not count.
    expect(f[0]!.key).toBe("pricing basic $10 5 users");
    const diff = diffFindings(f, page("$15"));
    expect(diff.changed.map((c) => [c.before.text, c.after.text])).toEqual([
      ["Pricing · Basic · $10 · 5 users", "Pricing · Basic · $15 · 5 users"],
    ]);
    expect(diff.added.length + diff.removed.length).toBe(0);
  });

  it("keeps the same sentences as before runs were glued, however many glued runs a long page has", () => {
    const blocks: string[] = [];
    for (let i = 0; i < 700; i++)
      blocks.push(`Paragraph number ${i} explains the feature set.`, "Plan", `$${i}`);
    const f = normaliseFindings({
      markdown: "",
      passages: [],
      pages: [{ url: "http://127.0.0.1/p", blocks }],
    });
    const alone = f.filter((x) => !x.glued);
    // Version 1 kept the first 500 sentences of a lone page; glued runs do not use up that share.
    expect(alone).toHaveLength(500);
    expect(alone.at(-1)!.text).toBe("Paragraph number 499 explains the feature set.");
    expect(f.filter((x) => x.glued).length).toBeGreaterThan(0);
  });

  it("compares with an update made before runs were glued as that update was made: without glued findings", () => {
    const v1 = normaliseFindings(report("The shop opens at 9.")).filter((x) => !x.glued);
    const now = normaliseFindings({
      markdown: "",
      passages: [],
      pages: [{ url: "http://127.0.0.1/p", blocks: ["The shop opens at 9.", "Basic", "$10"] }],
    });
    expect(now.some((x) => x.glued)).toBe(true);
    expect(hasChanges(diffUpdates({ findings: v1, version: 1 }, { findings: now, version: 2 }, []))).toBe(
      false,
    );
    expect(hasChanges(diffUpdates({ findings: v1, version: 2 }, { findings: now, version: 2 }, []))).toBe(
      true,
    );
  });

  it("falls back to the markdown when there are no passages", () => {
    const f = normaliseFindings({
      markdown: "## Title\n\n- The light flashes every 7.5 seconds [1]",
      passages: [],
    });
    expect(f.map((x) => x.key)).toEqual(["the light flashes every 7.5 seconds"]);
  });
});

describe("whole pages, and a page that could not be read", () => {
  const page = (url: string, n: number) => ({
    url,
    blocks: Array.from({ length: n }, (_, i) => `Sentence number ${i} of the page ${url}.`),
  });
  const of = (url: string, n: number, unread: string[] = []) =>
    normaliseFindings({ markdown: "", passages: [], pages: [page(url, n)], unreadDirect: unread });

  it("gives each watched page the same share whether or not another one was read this time", () => {
    const both = normaliseFindings({ markdown: "", passages: [], pages: [page("a", 400), page("b", 400)] });
    expect(both.filter((f) => f.url === "a")).toHaveLength(250);
    const aAlone = of("a", 400, ["b"]);
    expect(aAlone).toHaveLength(250);
    // Carried over, b's findings fill its share again: nothing changed, and the total stays within 500.
    const next = carryOver(both, aAlone, ["b"]);
    expect(next).toHaveLength(500);
    expect(hasChanges(diffFindings(both, next))).toBe(false);
  });

  it("carries over only the unread page's findings, by the URL the query names", () => {
    const before = normaliseFindings({ markdown: "", passages: [], pages: [page("a", 3), page("b", 3)] });
    const now = of("a", 3, ["b"]);
    expect(carryOver(before, now, ["b"]).map((f) => f.url)).toEqual(["a", "a", "a", "b", "b", "b"]);
    expect(carryOver(before, now, [])).toEqual(now);
  });
});

describe("diffFindings + summary", () => {
  const before = normaliseFindings(
    report("Tickets cost 8 euros for adults. The museum opens at 10:00. Dogs are welcome."),
  );

  it("finds nothing when only formatting changed", () => {
    const after = normaliseFindings(
      report("TICKETS cost 8 euros for adults.\nThe museum opens at 10:00 [1]. Dogs are welcome!"),
    );
    const d = diffFindings(before, after);
    expect(hasChanges(d)).toBe(false);
    expect(summariseChanges(d)).toBe("No changes since the last run.");
  });

  it("pairs a reworded sentence as changed and names added and removed ones", () => {
    const after = normaliseFindings(
      report("Tickets cost 9 euros for adults. The museum opens at 10:00. A new cafe opened on the gallery."),
    );
    const d = diffFindings(before, after);
    expect(d.changed.map((c) => [c.before.text, c.after.text])).toEqual([
      ["Tickets cost 8 euros for adults.", "Tickets cost 9 euros for adults."],
    ]);
    expect(d.added.map((f) => f.text)).toEqual(["A new cafe opened on the gallery."]);
    expect(d.removed.map((f) => f.text)).toEqual(["Dogs are welcome."]);
    const summary = summariseChanges(d);
    expect(summary).toContain("3 changes since the last run");
    expect(summary).toContain('"Tickets cost 8 euros for adults." → "Tickets cost 9 euros for adults."');
    expect(summary).toContain('New: "A new cafe opened on the gallery."');
    expect(summary).toContain('Removed: "Dogs are welcome."');
    expect(changesMarkdown(d)).toMatch(/^## What changed\n\n- Changed: /);
  });

  it("lists at most three of a kind and counts the rest", () => {
    const many = normaliseFindings(
      report(...Array.from({ length: 5 }, (_, i) => `Brand new fact number ${i} here.`)),
    );
    const summary = summariseChanges(diffFindings([], many));
    expect(summary).toContain("and 2 more");
  });

  it("keys are stable across unicode forms", () => {
    expect(findingKey("Caf\u0065\u0301 opens")).toBe(findingKey("Caf\u00e9 opens"));
  });
});

describe("findings as records", () => {
  const pricing = (pro: string, extra: string[] = []) => {
    const rows = [["Free", "$0/month"], ["Pro", pro], ...extra.map((e) => [e, "$99/month"])];
    const html = `<main><h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th></tr>${rows
      .map(([plan, price]) => `<tr><td>${plan}</td><td>${price}</td></tr>`)
      .join("")}</table></main>`;
    const page = extractHtml(html, "https://shop.example/pricing");
    return normaliseFindings({
      markdown: "",
      passages: [],
      pages: [{ url: "https://shop.example/pricing", blocks: page.blocks, records: page.records }],
    });
  };

  it("names a changed row by its subject and the value that changed, and added or removed rows as such", () => {
    const before = { findings: pricing("$29/month"), version: FINDINGS_VERSION };
    const after = { findings: pricing("$35/month", ["Team"]), version: FINDINGS_VERSION };
    const diff = diffUpdates(before, after, []);
    expect(summariseChanges(diff)).toBe(
      '2 changes since the last run. Changed: Pro: $29/month → $35/month. New: "Team — Price $99/month"',
    );
    expect(summariseChanges(diffUpdates(after, before, []))).toBe(
      '2 changes since the last run. Changed: Pro: $35/month → $29/month. Removed: "Team — Price $99/month"',
    );
  });

  it("compares nothing across the change to records: the first run after it is the new baseline", () => {
    const records = { findings: pricing("$35/month"), version: FINDINGS_VERSION };
    const sentences = { findings: [{ key: "pro costs $29", text: "Pro costs $29", url: "u" }], version: 2 };
    expect(hasChanges(diffUpdates(sentences, records, []))).toBe(false);
  });
});
