import { createApp } from "../../src/app";
import { ManualClock } from "../../src/clock";
import { SCOUT_RUN_QUEUE, ScoutScheduler } from "../../src/scouts/scheduler";
import { scoutRunQueue } from "../../src/scouts/worker";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { jsonInit, makeAccount, makeDeps } from "../helpers/deps";
import { type FixturePage, startFixtureSite } from "../helpers/fixture-site";
import { startReceiver } from "./receiver";

/** A small product page; `price` and `extra` let a test change what the scout finds. */
export function productPage(opts: { price?: number; extra?: string } = {}): FixturePage {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget Pro</title></head><body>
<main><article><h1>Widget Pro</h1>
<p>The Widget Pro costs ${opts.price ?? 49} euros including tax. It ships within three working days from the
warehouse in Lyon, and every Widget Pro comes with a two year warranty.</p>
<p>The Widget Pro is in stock in blue and green. The red edition of the Widget Pro is sold out until spring.</p>
${opts.extra ? `<p>${opts.extra}</p>` : ""}
</article></main></body></html>`;
}

export const T0 = Date.UTC(2026, 0, 1, 12);
export const HOUR = 3_600_000;

/**
 * Real parts for a scout run test: SQLite (file when `dbPath`), the real research engine reading a fixture site on
 * 127.0.0.1, the real webhook dispatcher posting to a local receiver, and a scheduler ticked by hand with a
 * manual clock so every run happens exactly when the test says.
 */
export async function runHarness(
  opts: { env?: Record<string, string>; credits?: number; dbPath?: string } = {},
) {
  const clock = new ManualClock(T0);
  const deps = makeDeps({
    clock,
    dbPath: opts.dbPath,
    env: { PUBLIC_URL: "https://scoutpost.test", WEBHOOK_BACKOFF_MS: "0", ...opts.env },
  });
  deps.jobs.register(SCOUT_RUN_QUEUE, scoutRunQueue(deps));
  registerWebhookDispatcher(deps);
  const app = createApp(deps);
  const user = makeAccount(deps, "alice", opts.credits ?? 1000);
  const site = await startFixtureSite({ "/product.html": productPage() });
  const receiver = await startReceiver();
  const scheduler = new ScoutScheduler(deps);
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const init =
      body === undefined ? { method, headers: user.headers } : jsonInit(method, body, user.headers);
    const res = await app.request(path, init);
    return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
  };
  const query = `Watch the Widget Pro price and stock at ${site.url}/product.html`;
  return {
    clock,
    deps,
    app,
    user,
    site,
    receiver,
    scheduler,
    call,
    query,
    /** Claim what is due and run every job (scout runs, then their deliveries) to the end. */
    async runDue() {
      const claimed = await scheduler.tick();
      await deps.jobs.runUntilEmpty();
      return claimed;
    },
    async updates(scoutId: string) {
      const res = await call<{ updates: Update[] }>("GET", `/v1/scouting/tasks/${scoutId}/updates`);
      return res.body.updates;
    },
    async close() {
      await Promise.all([site.close(), receiver.close()]);
    },
  };
}

export interface Update {
  id: string;
  timestamp: number;
  status: string;
  has_changes: boolean;
  summary: string;
  content: string;
  report_content: string;
  structured_result: Record<string, unknown> | null;
  stats: {
    pages_read: number;
    sources: number;
    duration_ms: number;
    model_tokens: { prompt: number; completion: number; total: number } | null;
    structured_output: string;
  } | null;
  details_url: string;
  citations: {
    id: number;
    url: string;
    title: string;
    preview_data: {
      title: string | null;
      description: string | null;
      favicon: string | null;
      image: string | null;
    };
  }[];
  error: string | null;
}
