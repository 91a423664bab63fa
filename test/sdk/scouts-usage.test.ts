import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { SCOUT_RUN_QUEUE, ScoutScheduler } from "../../src/scouts/scheduler";
import { scoutRunQueue } from "../../src/scouts/worker";
import { makeTestApp } from "../helpers/deps";
import { type FixtureSite, LIGHTHOUSE_SITE, startFixtureSite } from "../helpers/fixture-site";

// The requests the official Python SDK (yutori-ai/yutori-sdk-python: yutori/_sync/scouts.py, yutori/client.py,
// yutori/_http.py) makes for scouts, their updates and usage, made here exactly as it makes them — base URL ending
// in /v1, the headers `Content-Type: application/json` and `x-api-key` on every request (bodiless ones too), query
// parameters left out when None, `output_interval` always sent on create — and read as it reads them
// (handle_response: an error status raises, an empty body is {}). Every field the hosted service publishes must be
// there with its published type, so code written for it works here by changing only the base URL.

type Json = Record<string, unknown>;
type Params = Record<string, string | number | undefined>;

class SdkError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`API error ${status}: ${text}`);
  }
}

/** YutoriClient(api_key=key, base_url=".../v1") over app.request, as the SDK builds its requests. */
function sdkClient(app: ReturnType<typeof makeTestApp>["app"], apiKey: string) {
  const headers = { "Content-Type": "application/json", "x-api-key": apiKey };
  const request = async (method: string, path: string, opts: { params?: Params; json?: Json } = {}) => {
    // build_query_params: None values are dropped; httpx keeps the order given.
    const kept = Object.entries(opts.params ?? {}).filter(([, v]) => v !== undefined);
    const qs = kept.length ? `?${new URLSearchParams(kept.map(([k, v]) => [k, String(v)]))}` : "";
    const res = await app.request(`/v1${path}${qs}`, {
      method: method.toUpperCase(),
      headers,
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    });
    const text = await res.text();
    if (res.status >= 300) throw new SdkError(res.status, text);
    return (text ? JSON.parse(text) : {}) as Json;
  };
  /** build_payload_with_schema: None fields left out. */
  const payload = (fields: Json) =>
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const statusEndpoints: Record<string, string> = { paused: "pause", active: "resume", done: "done" };
  return {
    get_usage: (o: { period?: string } = {}) => request("get", "/usage", { params: { period: o.period } }),
    scouts: {
      // The current SDK sends `limit` as `page_size`.
      list: (o: { limit?: number; status?: string; cursor?: string } = {}) =>
        request("get", "/scouting/tasks", {
          params: { page_size: o.limit, status: o.status, cursor: o.cursor },
        }),
      get: (id: string) => request("get", `/scouting/tasks/${id}`),
      create: (query: string, o: Json = {}) =>
        request("post", "/scouting/tasks", {
          json: payload({ query, output_interval: 86400, ...o }),
        }),
      update: (id: string, o: Json & { status?: string }) => {
        const { status, ...fields } = o;
        if (status !== undefined) return request("post", `/scouting/tasks/${id}/${statusEndpoints[status]}`);
        return request("patch", `/scouting/tasks/${id}`, { json: payload(fields) });
      },
      delete: (id: string) => request("delete", `/scouting/tasks/${id}`),
      get_updates: (id: string, o: { limit?: number; cursor?: string } = {}) =>
        request("get", `/scouting/tasks/${id}/updates`, { params: { limit: o.limit, cursor: o.cursor } }),
    },
    /** The SDK before it mapped `limit` to `page_size` (0.x): `limit` itself, still accepted. */
    legacyListScouts: (o: { limit?: number; status?: string }) =>
      request("get", "/scouting/tasks", { params: { limit: o.limit, status: o.status } }),
  };
}

// Published types, checked field by field.
const isInt = (v: unknown) => Number.isInteger(v);
const isStr = (v: unknown) => typeof v === "string";
const isBool = (v: unknown) => typeof v === "boolean";
const isObj = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
const isIso = (v: unknown) => isStr(v) && !Number.isNaN(Date.parse(v as string));
const orNull = (f: (v: unknown) => boolean) => (v: unknown) => v === null || f(v);

function expectShape(obj: Json, shape: Record<string, (v: unknown) => boolean>, where: string) {
  const wrong = Object.entries(shape)
    .filter(([k, ok]) => !(k in obj) || !ok(obj[k]))
    .map(([k]) => `${where}.${k} = ${JSON.stringify(obj[k])}`);
  expect(wrong).toEqual([]);
}

const SCOUT_FIELDS = {
  id: isStr,
  query: isStr,
  display_name: isStr,
  status: (v: unknown) => ["active", "paused", "done"].includes(v as string),
  output_interval: isInt,
  created_at: isIso,
  next_run_at: orNull(isIso),
  next_run_timestamp: orNull(isInt),
  next_output_timestamp: orNull(isInt),
  user_timezone: orNull(isStr),
  user_location: orNull(isStr),
  output_schema: orNull(isObj),
  skip_email: isBool,
  is_public: isBool,
  webhook_url: orNull(isStr),
  webhook_format: orNull(isStr),
  view_url: isStr,
};

const UPDATE_FIELDS = {
  id: isStr,
  timestamp: isInt, // unix milliseconds
  content: isStr,
  stats: isObj,
  status: isStr,
  has_changes: isBool,
  summary: isStr,
  report_content: isStr,
  structured_result: orNull(isObj),
  details_url: isStr,
  citations: Array.isArray,
};

const PAGE_FIELDS = { has_more: isBool, next_cursor: orNull(isStr), prev_cursor: orNull(isStr) };

const HOUR = 3_600_000;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite(LIGHTHOUSE_SITE);
});
afterAll(() => site.close());

function setup() {
  const clock = new ManualClock(Date.UTC(2026, 2, 3, 12));
  const t = makeTestApp({ clock, env: { PUBLIC_URL: "https://scoutpost.test" } });
  t.deps.jobs.register(SCOUT_RUN_QUEUE, scoutRunQueue(t.deps));
  const scheduler = new ScoutScheduler(t.deps);
  const runDue = async () => {
    await scheduler.tick();
    await t.deps.jobs.runUntilEmpty();
  };
  return { ...t, clock, runDue, client: sdkClient(t.app, t.user.key) };
}

describe("the Python SDK's scouts methods", () => {
  it("create with every SDK argument, then get, list and update: each answer has the published fields", async () => {
    const { client } = setup();
    const schema = { type: "object", properties: { year: { type: "integer" } } };
    const created = await client.scouts.create(`When was the lighthouse built? ${site.url}/history.html`, {
      start_timestamp: 0,
      user_timezone: "America/Los_Angeles",
      user_location: "San Francisco, CA, US",
      output_schema: schema,
      skip_email: true,
      webhook_url: "https://hooks.example.com/scout",
      webhook_format: "zapier",
      is_public: false,
    });
    expectShape(created, SCOUT_FIELDS, "create");
    expect(created).toMatchObject({
      status: "active",
      output_interval: 86400,
      user_timezone: "America/Los_Angeles",
      user_location: "San Francisco, CA, US",
      output_schema: schema,
      skip_email: true,
      is_public: false,
      webhook_format: "zapier",
    });
    const id = created.id as string;

    expectShape(await client.scouts.get(id), SCOUT_FIELDS, "get");

    const listed = await client.scouts.list({ limit: 20, status: "active" });
    expectShape(listed, { scouts: Array.isArray, ...PAGE_FIELDS }, "list");
    const scouts = listed.scouts as Json[];
    expect(scouts.map((s) => s.id)).toEqual([id]);
    expectShape(scouts[0]!, SCOUT_FIELDS, "list.scouts[0]");

    // Field updates: PATCH with what was given (the SDK's own example).
    const patched = await client.scouts.update(id, {
      query: `Updated query ${site.url}/history.html`,
      output_interval: 7200,
      skip_email: false,
      is_public: true,
    });
    expectShape(patched, SCOUT_FIELDS, "update");
    expect(patched).toMatchObject({ output_interval: 7200, skip_email: false, is_public: true });

    // Status changes: POST to /pause, /resume, /done with the JSON content type and no body.
    expect(await client.scouts.update(id, { status: "paused" })).toMatchObject({
      status: "paused",
      next_output_timestamp: null,
    });
    const resumed = await client.scouts.update(id, { status: "active" });
    expect(resumed).toMatchObject({ status: "active" });
    expect(resumed.next_output_timestamp).toEqual(expect.any(Number));
    expectShape(await client.scouts.update(id, { status: "done" }), SCOUT_FIELDS, "done");

    // delete: 204, read as {}; then the scout is gone.
    expect(await client.scouts.delete(id)).toEqual({});
    await expect(client.scouts.get(id)).rejects.toMatchObject({ status: 404 });
  });

  it("list pages with limit (sent as page_size) and the cursor it returns; the older SDK's limit works too", async () => {
    const { client, clock } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await client.scouts.create(`Scout ${i} ${site.url}/history.html`)).id as string);
      clock.advance(1000);
    }
    const first = await client.scouts.list({ limit: 2 });
    expect((first.scouts as Json[]).map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(first.has_more).toBe(true);
    const second = await client.scouts.list({ limit: 2, cursor: first.next_cursor as string });
    expect((second.scouts as Json[]).map((s) => s.id)).toEqual([ids[0]]);
    const legacy = await client.legacyListScouts({ limit: 1, status: "active" });
    expect((legacy.scouts as Json[]).map((s) => s.id)).toEqual([ids[2]]);
  });

  it("get_updates with limit and cursor: each update has the published fields, timestamp in unix ms", async () => {
    const { client, clock, runDue } = setup();
    const created = await client.scouts.create(`When was the lighthouse built? ${site.url}/history.html`, {
      output_interval: 3600,
      output_schema: { type: "object", properties: { year: { type: "integer" } } },
    });
    const id = created.id as string;
    const t1 = clock.now();
    await runDue();
    clock.advance(HOUR);
    await runDue();

    const page1 = await client.scouts.get_updates(id, { limit: 1 });
    expectShape(page1, { updates: Array.isArray, ...PAGE_FIELDS }, "get_updates");
    const [newest] = page1.updates as Json[];
    expectShape(newest!, UPDATE_FIELDS, "updates[0]");
    expect(newest!.timestamp).toBe(t1 + HOUR);
    expect(newest!.status).toBe("completed");
    expect(newest!.content).toBe(newest!.report_content);
    expect(newest!.stats).toMatchObject({ pages_read: 1, sources: 1, duration_ms: 0, model_tokens: null });
    // No model configured: the schema is stored, the result stays null (as research tasks do).
    expect(newest!.structured_result).toBeNull();

    expect(page1.has_more).toBe(true);
    const page2 = await client.scouts.get_updates(id, { limit: 1, cursor: page1.next_cursor as string });
    const [oldest] = page2.updates as Json[];
    expectShape(oldest!, UPDATE_FIELDS, "updates[1]");
    expect(oldest!.timestamp).toBe(t1);
    expect(page2.has_more).toBe(false);

    // The SDK's call without arguments: every update.
    expect((await client.scouts.get_updates(id)).updates).toHaveLength(2);
  });
});

describe("the Python SDK's get_usage", () => {
  const LIMITS = {
    requests_today: isInt,
    // Published as integers; null here: this instance enforces no daily request limit (docs/api.md).
    daily_limit: orNull(isInt),
    remaining_requests: orNull(isInt),
    reset_at: isIso,
  };

  it("answers every published field with its type, activity over 24h by default", async () => {
    const { client, clock, runDue } = setup();
    const created: string[] = [];
    // A second apart: active_scout_ids lists them oldest first.
    for (const name of ["One", "Two", "Three"]) {
      created.push((await client.scouts.create(`${name} ${site.url}/history.html`)).id as string);
      clock.advance(1000);
    }
    const [a, b, c] = created as [string, string, string];
    await client.scouts.update(c, { status: "paused" });
    await runDue();

    const usage = await client.get_usage();
    expectShape(
      usage,
      {
        num_active_scouts: isInt,
        active_scout_ids: (v) => Array.isArray(v) && v.every(isStr),
        rate_limits: isObj,
        navigator_rate_limits: isObj,
        n1_rate_limits: isObj,
        activity: isObj,
      },
      "usage",
    );
    expect(usage.num_active_scouts).toBe(2);
    expect(usage.active_scout_ids).toEqual([a, b]);
    expectShape(
      usage.rate_limits as Json,
      { ...LIMITS, status: (v) => v === "available" || v === "unavailable" },
      "rate_limits",
    );
    expectShape(
      usage.navigator_rate_limits as Json,
      { ...LIMITS, per_second_limit: orNull(isInt) },
      "navigator_rate_limits",
    );
    expect(usage.n1_rate_limits).toEqual(usage.navigator_rate_limits);
    expect(usage.rate_limits).toMatchObject({ status: "available", reset_at: "2026-03-04T00:00:00.000Z" });
    expectShape(
      usage.activity as Json,
      {
        period: (v) => v === "24h",
        scout_runs: isInt,
        browsing_tasks: isInt,
        research_tasks: isInt,
        navigator_calls: isInt,
        n1_calls: isInt,
      },
      "activity",
    );
    expect(usage.activity).toMatchObject({ scout_runs: 2, navigator_calls: 0, n1_calls: 0 });
  });

  it("takes period 24h, 7d, 30d and 90d, and refuses another with a FastAPI 422", async () => {
    const { client } = setup();
    for (const period of ["24h", "7d", "30d", "90d"])
      expect((await client.get_usage({ period })).activity).toMatchObject({ period });
    const refused = await client.get_usage({ period: "1y" }).catch((e: SdkError) => e);
    expect(refused).toBeInstanceOf(SdkError);
    expect((refused as SdkError).status).toBe(422);
    expect(JSON.parse((refused as SdkError).text).detail[0]).toMatchObject({
      loc: ["query", "period"],
      type: "enum",
    });
  });

  it("a wrong key is the 401 the SDK turns into AuthenticationError", async () => {
    const { app } = setup();
    const res = await app.request("/v1/usage", {
      headers: { "Content-Type": "application/json", "x-api-key": "sp_wrong" },
    });
    expect(res.status).toBe(401);
  });
});
