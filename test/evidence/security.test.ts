import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import type { Db } from "../../src/db/client";
import { createLogger } from "../../src/logger";
import { registerResearchQueue } from "../../src/research/worker";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { jsonInit, makeAccount, makeDeps, type SqliteDeps } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { type Receiver, startReceiver } from "../webhooks/receiver";
import { type Endpoint, endpointsOf, fillPath } from "./arbitraries";
import { platformSession } from "./platform-session";

// The security suite, part 1: tenancy (another account's ids are unknown ids, and nothing changes), chat's
// Bearer-only rule, and API keys / signing secrets never reaching logs, the delivery log or receivers.

let receiver: Receiver;
let site: FixtureSite;
let deps: SqliteDeps;
let app: ReturnType<typeof createApp>;
let alice: ReturnType<typeof makeAccount>;
let bob: ReturnType<typeof makeAccount>;
const logLines: string[] = [];
/** Alice's resources by kind. */
const ids: Record<string, string> = {};

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

async function create(path: string, body: unknown, idField: string): Promise<string> {
  const res = await app.request(path, jsonInit("POST", body, alice.headers));
  const out = await json(res);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(out)}`);
  return out[idField] as string;
}

/** Every row that belongs to `accountId` (tables with account_id), plus the job queue: what must not change. */
function snapshot(db: Db, accountId: string): string {
  const c = db.$client;
  const tables = (
    c.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((t) => !t.startsWith("sqlite_") && !t.startsWith("__drizzle"));
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    const cols = (c.prepare(`pragma table_info(${t})`).all() as { name: string }[]).map((x) => x.name);
    if (t === "accounts") out[t] = c.prepare("select * from accounts where id = ?").all(accountId);
    else if (cols.includes("account_id"))
      out[t] = c.prepare(`select * from ${t} where account_id = ? order by rowid`).all(accountId);
    else if (t === "jobs" || t === "browsing_steps" || t === "webhook_inbox_requests")
      out[t] = c.prepare(`select * from ${t} order by rowid`).all();
  }
  return JSON.stringify(out);
}

/** Which of Alice's resources an id route reads; undefined for routes whose parameter is no account resource. */
function resourceOf(ep: Endpoint): string | undefined {
  const p = ep.path;
  if (p.startsWith("/v1/models/") || p.startsWith("/hooks/inbox/")) return undefined; // not account data
  if (/^\/(v1\/research\/tasks|platform\/research)\//.test(p)) return "research";
  if (/^\/(v1\/browsing\/tasks|platform\/browsing)\//.test(p)) return "browsing";
  if (/^\/(v1\/scouting\/tasks|platform\/scouts)\//.test(p)) return "scout";
  if (/^\/(v1\/relay\/sources|platform\/relay)\//.test(p)) return "relaySource";
  if (/^\/v1\/relay\/requests\//.test(p)) return "relayRequest";
  if (/\/deliveries\//.test(p)) return "delivery";
  if (/\/inboxes\//.test(p)) return "inbox";
  if (/\/keys\//.test(p)) return "apiKey";
  return "UNMAPPED";
}

const extraParams: Record<string, string> = { file: "trajectory.json", action: "pause" };
const urlFor = (ep: Endpoint, id: string) =>
  fillPath(
    ep,
    ep.params.map((name, i) => (i === 0 ? id : (extraParams[name] ?? "step_001.webp"))),
  );

beforeAll(async () => {
  receiver = await startReceiver();
  site = await startFixtureSite();
  deps = makeDeps({ env: { WEBHOOK_TIMEOUT_MS: "1000", WEBHOOK_BACKOFF_MS: "10" } });
  deps.logger = createLogger("debug", { service: "scoutpost" }, (line) => logLines.push(line));
  registerWebhookDispatcher(deps);
  registerResearchQueue(deps);
  app = createApp(deps);
  alice = makeAccount(deps, "alice");
  bob = makeAccount(deps, "bob");

  ids.research = await create(
    "/v1/research/tasks",
    {
      query: `When was it built? ${site.url}/history.html`,
      mode: "fast",
      webhook_url: receiver.url("/research"),
    },
    "task_id",
  );
  ids.browsing = await create("/v1/browsing/tasks", { task: `go to ${site.url}/` }, "task_id");
  ids.scout = await create(
    "/v1/scouting/tasks",
    {
      query: "Alice's secret project at http://127.0.0.1:9/",
      display_name: "Alice only",
      webhook_url: receiver.url("/scout"),
    },
    "id",
  );
  ids.delivery = await create(
    "/v1/scouting/webhooks/test",
    { webhook_url: receiver.url("/test"), scout_id: ids.scout },
    "delivery_id",
  );
  ids.inbox = await create("/v1/webhooks/inboxes", { name: "alice inbox" }, "id");
  ids.apiKey = alice.keyId;
  const source = await app.request(
    "/v1/relay/sources",
    jsonInit("POST", { name: "Alice relay", destinations: [{ url: receiver.url("/relay") }] }, alice.headers),
  );
  const {
    id: sourceId,
    ingest_url,
    destinations,
  } = (await source.json()) as {
    id: string;
    ingest_url: string;
    destinations: { id: string }[];
  };
  ids.relaySource = sourceId;
  extraParams.destination_id = extraParams.destinationId = destinations[0]!.id;
  const sent = await app.request(new URL(ingest_url).pathname, { method: "POST", body: '{"alice":1}' });
  ids.relayRequest = ((await sent.json()) as { request_id: string }).request_id;
  extraParams.requestId = ids.relayRequest;
  // The research task runs (so its delivery is sent and the logs see a whole flow).
  await deps.jobs.runUntilEmpty();
});

afterAll(async () => {
  await deps.jobs.stop(1_000);
  await deps.http.close();
  await receiver.close();
  await site.close();
});

describe("security: another account's ids are unknown ids", () => {
  it("every id route answers Bob 404 for Alice's ids, and nothing of Alice's changes", async () => {
    const endpoints = (await endpointsOf(app)).filter((ep) => ep.params.length > 0);
    const mapped = endpoints.filter((ep) => resourceOf(ep) !== undefined);
    expect(mapped.filter((ep) => resourceOf(ep) === "UNMAPPED").map((ep) => ep.path)).toEqual([]);
    expect(mapped.length).toBeGreaterThanOrEqual(25);
    const session = await platformSession(app, bob.key);
    const before = snapshot(deps.db, alice.account.id);
    const answers: string[] = [];
    const problems: string[] = [];
    for (const ep of mapped) {
      const url = urlFor(ep, ids[resourceOf(ep)!]!);
      let res: Response;
      if (ep.page) {
        res = await app.request(url, {
          method: ep.method,
          headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
          body: ep.method === "POST" ? new URLSearchParams({ _csrf: session.csrf }).toString() : undefined,
        });
      } else {
        const auth = ep.openai ? { Authorization: `Bearer ${bob.key}` } : bob.headers;
        // A body each route accepts, so that what answers is the ownership check, not validation.
        const body =
          ep.method === "PATCH"
            ? { display_name: "hijacked by bob" }
            : ep.method === "POST" && ep.path.endsWith("/destinations")
              ? { url: "https://example.com/bob" }
              : undefined;
        res = await app.request(
          url,
          body ? jsonInit(ep.method, body, auth) : { method: ep.method, headers: auth },
        );
      }
      const text = await res.text();
      answers.push(`${ep.method} ${ep.path} -> ${res.status}`);
      const problem = (why: string) =>
        problems.push(`${ep.method} ${url}: ${why} (${res.status} ${text.slice(0, 120)})`);
      if (res.status !== 404) problem("expected 404");
      else if (!ep.page && typeof JSON.parse(text).detail !== "string") problem("404 without a detail");
      // Not even a hint: nothing of Alice's resource is echoed back.
      if (text.includes("Alice")) problem("echoes Alice's data");
    }
    expect(snapshot(deps.db, alice.account.id)).toBe(before);
    expect(answers.length).toBe(mapped.length);
    expect(problems).toEqual([]);
  });

  it("the same GET routes answer Alice (so the 404s above are about ownership)", async () => {
    const endpoints = (await endpointsOf(app)).filter(
      (ep) => ep.params.length > 0 && ep.method === "GET" && !ep.page && resourceOf(ep) !== undefined,
    );
    for (const ep of endpoints) {
      const res = await app.request(urlFor(ep, ids[resourceOf(ep)!]!), { headers: alice.headers });
      expect(res.status, `${ep.path}`).not.toBe(404);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("Bob's lists, stats and usage show none of Alice's ids", async () => {
    const lists = (await endpointsOf(app)).filter(
      (ep) => ep.method === "GET" && ep.params.length === 0 && ep.path.startsWith("/v1/"),
    );
    expect(lists.length).toBeGreaterThanOrEqual(8);
    for (const ep of lists) {
      const auth = ep.openai ? { Authorization: `Bearer ${bob.key}` } : bob.headers;
      for (const query of ["", `?source_id=${ids.scout}`]) {
        const res = await app.request(`${ep.path}${query}`, { headers: auth });
        const text = await res.text();
        expect(res.status, ep.path).toBe(200);
        for (const [kind, id] of Object.entries(ids))
          expect(text, `${ep.path} leaks ${kind}`).not.toContain(id);
      }
    }
  });

  it("a test webhook naming Alice's scout is answered exactly as for an unknown scout id, and sends nothing", async () => {
    const before = receiver.requests.length;
    const send = async (scoutId: string) => {
      const res = await app.request(
        "/v1/scouting/webhooks/test",
        jsonInit("POST", { webhook_url: receiver.url("/bob"), scout_id: scoutId }, bob.headers),
      );
      return { status: res.status, body: await json(res) };
    };
    const foreign = await send(ids.scout!);
    const unknown = await send(crypto.randomUUID());
    expect(foreign).toEqual({ status: 404, body: { detail: "Scout not found" } });
    expect(unknown).toEqual(foreign);
    expect(receiver.requests.length).toBe(before);
  });
});

describe("security: chat takes only Bearer keys", () => {
  const chat = { model: "research-fast", messages: [{ role: "user", content: "hello" }] };

  it.each(["X-API-Key", "x-api-key", "X-Api-Key"])(
    "refuses the key in %s with 401 and says why",
    async (header) => {
      const res = await app.request("/v1/chat/completions", jsonInit("POST", chat, { [header]: alice.key }));
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
      const body = (await res.json()) as { detail: string; error: { message: string; code: string | null } };
      expect(body.detail).toMatch(/Authorization: Bearer/);
      expect(body.error.message).toBe(body.detail);
    },
  );

  it("accepts the same key as Bearer (header name in any case)", async () => {
    for (const header of ["Authorization", "authorization", "AUTHORIZATION"]) {
      const res = await app.request(
        "/v1/chat/completions",
        jsonInit("POST", chat, { [header]: `Bearer ${alice.key}` }),
      );
      expect(res.status).toBe(200);
    }
  });

  it("refuses a missing, malformed or unknown Bearer key", async () => {
    for (const value of [
      undefined,
      "Bearer",
      `Basic ${alice.key}`,
      `Bearer ${alice.key}x`,
      `Bearer sp_${"0".repeat(40)}`,
    ]) {
      const res = await app.request(
        "/v1/chat/completions",
        jsonInit("POST", chat, value === undefined ? {} : { Authorization: value }),
      );
      expect(res.status, String(value)).toBe(401);
    }
  });
});

describe("security: keys and secrets stay secret", () => {
  it("API keys and signing secrets never appear in the logs, the database (but their own columns) or webhooks", async () => {
    const secret = (await json(await app.request("/v1/webhooks/secret", { headers: alice.headers })))
      .secret as string;
    expect(secret).toMatch(/^whsec_/);
    // Requests that put the key everywhere a careless logger would print it.
    const k = alice.key;
    await app.request(`/v1/research/tasks/${k}`, { headers: alice.headers });
    // The key glued to other word characters, as in a pasted URL: still the key.
    await app.request(`/v1/research/tasks/${k}_copy`, { headers: alice.headers });
    await app.request(`/v1/scouting/tasks/key${k}`, { headers: alice.headers });
    await app.request(`/v1/research/tasks?cursor=${k}`, { headers: { Authorization: `Bearer ${k}` } });
    await app.request("/v1/research/tasks", { headers: { ...alice.headers, "X-Request-Id": k } });
    await app.request("/v1/research/tasks", { headers: { "X-API-Key": `${k}x` } });
    await app.request("/v1/research/tasks", {
      headers: { "X-API-Key": k, Authorization: "Bearer sp_other" },
    });
    await app.request(
      "/v1/research/tasks",
      jsonInit("POST", { query: 5, webhook_url: k, note: k }, alice.headers),
    );
    await app.request("/v1/research/tasks", jsonInit("POST", `{"query":"${k}", broken`, alice.headers));
    await app.request(
      "/v1/chat/completions",
      jsonInit("POST", { model: k, messages: [] }, { "X-API-Key": k }),
    );
    await app.request(`/hooks/inbox/${k}`, { method: "POST", body: k });
    await app.request("/v1/webhooks/secret/rotate", { method: "POST", headers: alice.headers });
    const rotated = (await json(await app.request("/v1/webhooks/secret", { headers: alice.headers })))
      .secret as string;
    // A real delivery signed with both secrets (the old one still signs for 24 h).
    await app.request(
      "/v1/scouting/webhooks/test",
      jsonInit("POST", { webhook_url: receiver.url("/t2") }, alice.headers),
    );
    await deps.jobs.runUntilEmpty();
    const metrics = await (await app.request("/metrics", { headers: alice.headers })).text();

    const secrets = { key: k, bobKey: bob.key, secret, rotated };
    const leaks: string[] = [];
    expect(logLines.length).toBeGreaterThan(10);
    for (const [what, value] of Object.entries(secrets)) {
      for (const line of logLines)
        if (line.includes(value)) leaks.push(`${what} in a log line: ${line.slice(0, 300)}`);
      if (metrics.includes(value)) leaks.push(`${what} in /metrics`);
      for (const r of receiver.requests) {
        if (JSON.stringify(r).includes(value)) leaks.push(`${what} sent to a receiver (${r.url})`);
      }
    }

    // The database: keys only as hashes; secrets only in the account's own secret columns.
    const c = deps.db.$client;
    const tables = (
      c.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
    )
      .map((t) => t.name)
      .filter((t) => !t.startsWith("sqlite_"));
    let cells = 0;
    for (const t of tables) {
      for (const row of c.prepare(`select * from ${t}`).all() as Record<string, unknown>[]) {
        for (const [col, v] of Object.entries(row)) {
          if (typeof v !== "string") continue;
          cells++;
          // The inbox records whatever was sent to it (here the key, on purpose): a capture, not our log.
          if (t === "webhook_inbox_requests") continue;
          if (v.includes(k) || v.includes(bob.key)) leaks.push(`an API key in ${t}.${col}`);
          if (t === "accounts" && /secret/.test(col)) continue;
          if (v.includes(secret) || v.includes(rotated)) leaks.push(`a signing secret in ${t}.${col}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(cells).toBeGreaterThan(100);
    // The stored request of every attempt of ours carries the signature, never the key or the secret (a relayed
    // passthrough copy carries its sender's headers, not our signature).
    const attempts = c
      .prepare(`select a.request_headers from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
        where d.format != 'passthrough'`)
      .all() as { request_headers: string }[];
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    for (const a of attempts) {
      const headers = JSON.parse(a.request_headers) as Record<string, string>;
      expect(headers["webhook-signature"]).toMatch(/^v1,/);
      expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain("x-api-key");
      expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain("authorization");
    }
  });
});
