import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { runNow } from "../../src/db/store";
import { firstAcceptedWithKey } from "../../src/relay/requests";
import { tempDir } from "../helpers/temp";

// The dedupe lookup runs in every ingest's transaction. Its one statement serves both databases, so it has no
// INDEXED BY: its shape alone must lead SQLite's planner to the dedupe index. Through the source's time index it
// walks every request of the source in the window (src/relay/requests.ts gives the numbers).

describe("the dedupe lookup's plan on SQLite", () => {
  it("searches the dedupe index by source and key, not the source's requests in the window", () => {
    const db = createDb(join(tempDir("dedupe-plan"), "plan.db"));
    const client = db.$client;
    const texts: string[] = [];
    const prepare = client.prepare.bind(client);
    client.prepare = ((source: string) => {
      texts.push(source);
      return prepare(source);
    }) as typeof client.prepare;

    expect(runNow(db, firstAcceptedWithKey("source", "key", 0))).toBeUndefined();
    const lookup = texts.find((t) => t.includes("dedupe_key"));
    expect(lookup).toBeDefined();
    const params = Array((lookup!.match(/\?/g) ?? []).length).fill(null);
    const plan = (prepare(`explain query plan ${lookup}`).all(...params) as { detail: string }[]).map(
      (r) => r.detail,
    );
    expect(plan.join("\n")).toMatch(
      /USING INDEX relay_requests_dedupe_idx \(source_id=\? AND dedupe_key=\?\)/,
    );
    expect(plan.join("\n")).not.toMatch(/relay_requests_source_idx|relay_requests_time_idx/);
  });
});
