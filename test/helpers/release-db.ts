import { setBilling } from "../../src/billing/credits";
import { runNow } from "../../src/db/store";
import { takeInlineSlot } from "../../src/webhooks/inline-limit";
import { platformSession } from "../evidence/platform-session";
import { insertBrowsingTask } from "../platform/seed";
import { HOUR, runHarness } from "../scouts/harness";
import { jsonInit, makeAccount } from "./deps";

/** What fillReleaseDatabase stored that a test can look for after a copy. */
export interface ReleaseRows {
  alice: string;
  /** Billing enabled: the one account whose billing_enabled is true. */
  bob: string;
  scoutId: string;
  browsingTaskId: string;
  /** The screenshot of the stored browsing task's one step: bytes that are not UTF-8. */
  screenshot: Buffer;
  /** The body of the one relayed request: bytes that are not UTF-8. */
  relayBody: Buffer;
}

/**
 * Fill the SQLite file at `path` as the current release does, through its own code paths: a scout run against a
 * fixture page whose webhook is delivered (and, the receiver failing, retried), a relay source ingesting a request
 * it forwards, queued research and browsing tasks (with an Idempotency-Key), an inbox capture, a platform sign-in
 * and a second account with billing on. Browsing steps are the one exception: only the browsing worker writes
 * them, driving a real Chromium, so they are stored as that worker stores them (test/platform/seed.ts).
 */
export async function fillReleaseDatabase(path: string): Promise<ReleaseRows> {
  const h = await runHarness({ dbPath: path });
  const { app, deps, user } = h;
  try {
    const post = async <T>(url: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await app.request(url, jsonInit("POST", body, { ...user.headers, ...headers }));
      if (res.status !== 200) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    };

    const scout = await post<{ id: string }>("/v1/scouting/tasks", {
      query: h.query,
      output_interval: 3600,
      webhook_url: h.receiver.url,
    });
    await h.runDue();
    await h.call("PATCH", `/v1/scouting/tasks/${scout.id}`, { notify: "always" });
    h.receiver.setStatus(503);
    h.clock.advance(HOUR);
    await h.runDue();
    h.receiver.setStatus(200);

    const relayBody = Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x41, 0xc3]);
    const source = await post<{ ingest_url: string }>("/v1/relay/sources", {
      name: "raw bytes",
      // A rate limit: its pace is kept in webhook_pace.
      destinations: [{ url: h.receiver.url, retry: { schedule_s: [0, 60] }, rate_limit_per_s: 50 }],
    });
    const ingest = await app.request(new URL(source.ingest_url).pathname, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream" },
      body: new Uint8Array(relayBody),
    });
    if (ingest.status !== 200) throw new Error(`relay ingest answered ${ingest.status}`);
    await deps.jobs.runUntilEmpty();

    // Left queued: no research or browsing worker runs here.
    await post(
      "/v1/research/tasks",
      { query: "Who built the lighthouse? http://127.0.0.1:9/", mode: "fast" },
      {
        "Idempotency-Key": "order-42",
      },
    );
    await post("/v1/browsing/tasks", { task: "go to http://127.0.0.1:9/" });
    const screenshot = Buffer.concat([
      Buffer.from("RIFF\x10\x00\x00\x00WEBP", "latin1"),
      Buffer.from([0, 255, 128]),
    ]);
    const browsingTaskId = insertBrowsingTask(deps.db, user.account.id, { images: [screenshot] });

    const inbox = await post<{ url: string }>("/v1/webhooks/inboxes", { name: "dev" });
    await app.request(new URL(inbox.url).pathname, { method: "POST", body: '{"café":"✓","n":1}' });

    await platformSession(app, user.key);
    // A redelivery in flight when the copy is made holds an inline slot (src/webhooks/inline-limit.ts).
    const now = deps.clock.now();
    runNow(deps.db, takeInlineSlot(user.account.id, now, now + 60_000));
    const bob = makeAccount(deps, "bob");
    runNow(deps.db, setBilling(bob.account.id, true));
    return {
      alice: user.account.id,
      bob: bob.account.id,
      scoutId: scout.id,
      browsingTaskId,
      screenshot,
      relayBody,
    };
  } finally {
    await h.close();
    await deps.http.close();
    deps.db.$client.close();
  }
}
