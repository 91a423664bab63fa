import { join } from "node:path";
import { createAccount, createApiKey } from "../../src/accounts/keys";
import { type SseEvent, sseEvents } from "../../src/cli/listen";
import { systemClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { runNow } from "../../src/db/store";
import { fetchRetryingReset, type RunningService, startService } from "../helpers/service";

// The relay's live stream against the real service (a child process on a SQLite file): shared by stream.test.ts
// and listen.test.ts.

export const KEY = `sp_${"Relay".repeat(8)}`;

/** Wait until `cond` holds, polling every 20 ms, or fail after `ms` saying what was awaited. */
export async function waitFor(cond: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The service on `dir/relay.db` (on `port`, or an ephemeral one), with the `default` account's key KEY. */
export function startRelayService(dir: string, port = 0): Promise<RunningService> {
  return startService(
    { DATABASE_PATH: join(dir, "relay.db"), BOOTSTRAP_API_KEY: KEY, PORT: String(port) },
    60_000,
  );
}

/** A second account with its own key, written straight into the service's database file. */
export function otherAccountKey(dir: string): string {
  const db = createDb(join(dir, "relay.db"), { busyTimeoutMs: 5_000 });
  try {
    const account = runNow(db, createAccount(systemClock, "mallory", 100));
    return runNow(db, createApiKey(systemClock, account.id)).key;
  } finally {
    db.$client.close();
  }
}

/**
 * A JSON API call with `key`; the status and parsed body. Through fetchRetryingReset, as every call here: with the
 * machine loaded, a POST on a reused keep-alive connection once met the server closing it (`write EPIPE` under a
 * 20 MiB upload in test/evidence/relay-hardening.test.ts).
 */
export async function api(baseUrl: string, method: string, path: string, body?: unknown, key = KEY) {
  const res = await fetchRetryingReset(`${baseUrl}${path}`, {
    method,
    headers: { "x-api-key": key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

/** Send a request to a source's ingest path on `baseUrl`, as a sender would. */
export async function sendTo(
  baseUrl: string,
  ingestUrl: string,
  init: {
    method?: string;
    path?: string;
    query?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
) {
  const { pathname } = new URL(ingestUrl);
  const url = `${baseUrl}${pathname}${init.path ?? ""}${init.query ? `?${init.query}` : ""}`;
  const res = await fetchRetryingReset(url, {
    method: init.method ?? "POST",
    headers: init.headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === "string"
          ? init.body
          : new Uint8Array(init.body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  return { status: res.status, body: (await res.json()) as any };
}

/** An open stream whose events are collected as they arrive. */
export interface OpenStream {
  status: number;
  contentType: string | null;
  /** The body of an answer that is not a stream. */
  text: string | undefined;
  events: SseEvent[];
  /** Every byte's text so far (comments included). */
  raw: () => string;
  close: () => void;
}

/** Connect to a source's stream (with a Last-Event-ID header or query, when given) and collect its events. */
export async function openStream(
  baseUrl: string,
  sourceId: string,
  opts: { lastEventId?: string; query?: string; key?: string } = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(
    `${baseUrl}/v1/relay/sources/${sourceId}/stream${opts.query ? `?${opts.query}` : ""}`,
    {
      headers: {
        "x-api-key": opts.key ?? KEY,
        ...(opts.lastEventId ? { "last-event-id": opts.lastEventId } : {}),
      },
      signal: abort.signal,
    },
  );
  const events: SseEvent[] = [];
  let raw = "";
  const text = res.ok ? undefined : await res.text();
  if (res.ok && res.body) {
    const [a, b] = res.body.tee();
    void (async () => {
      for await (const e of sseEvents(a as unknown as AsyncIterable<Uint8Array>)) events.push(e);
    })().catch(() => undefined);
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of b as unknown as AsyncIterable<Uint8Array>)
        raw += decoder.decode(chunk, { stream: true });
    })().catch(() => undefined);
  }
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    text,
    events,
    raw: () => raw,
    close: () => abort.abort(),
  };
}
