import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deliveryStatuses } from "../../src/db/schema";
import { conditions, machine, type Transition } from "../../src/webhooks/log/machine";
import * as sweeps from "../../src/webhooks/log/sweeps";
import * as transitions from "../../src/webhooks/log/transitions";
import { repoRoot } from "../helpers/markdown";

// The delivery log's state machine (src/webhooks/log/machine.ts) is the one picture of it: it names every write
// of the log, and docs/architecture.md shows it as a table rendered from it.

const code = (s: string) => `\`${s}\``;

/** `completeAttempt:failed` as the docs write it: the function, then the way it is called. */
function nameOf(name: string, t: Transition): string {
  const [fn, how] = name.split(":");
  const names = [fn!, ...(t.also ?? [])].map(code).join(" / ");
  return how ? `${names} (${how})` : names;
}

function fromOf(t: Transition): string {
  if (t.from === "new") return "— (creates it)";
  return t.from.length === deliveryStatuses.length ? "any" : t.from.map(code).join(", ");
}

/** The table of docs/architecture.md's "The delivery log's states", from machine.ts. */
function renderMachine(): string {
  const rows = Object.entries(machine).map(([name, entry]) => {
    const t = entry as Transition;
    const when = t.when.map((c) => conditions[c]).join("; ") || "—";
    const to = t.to === "same" ? "unchanged" : t.to === "gone" ? "gone" : code(t.to);
    return `| ${nameOf(name, t)} | ${fromOf(t)} | ${when} | ${to} | ${t.sets} |`;
  });
  return ["| transition | from | when | to | writes |", "|---|---|---|---|---|", ...rows].join("\n");
}

describe("the delivery log's state machine", () => {
  it("names every write of the log", () => {
    const named = new Set(
      Object.entries(machine).flatMap(([name, t]) => [
        name.split(":")[0]!,
        ...((t as Transition).also ?? []),
      ]),
    );
    const writes = Object.entries({ ...transitions, ...sweeps })
      .filter(([, v]) => typeof v === "function")
      .map(([name]) => name);
    expect(writes.filter((w) => !named.has(w))).toEqual([]);
    expect(named).toContain("claimDue");
    expect(named).toContain("prune");
  });

  it("is docs/architecture.md's table of the delivery log's states", () => {
    const doc = readFileSync(join(repoRoot, "docs", "architecture.md"), "utf8");
    const table = renderMachine();
    // On a change to machine.ts, paste this in place of the table in docs/architecture.md.
    if (!doc.includes(table))
      console.log(`docs/architecture.md's table, rendered from machine.ts:\n\n${table}\n`);
    expect(doc.includes(table)).toBe(true);
  });
});
