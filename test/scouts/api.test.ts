import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { jsonInit, makeAccount, makeTestApp } from "../helpers/deps";

type Scout = Record<string, unknown> & { id: string; status: string; next_run_timestamp: number | null };
type Detail = { detail: { loc: (string | number)[]; type: string; msg: string; ctx?: unknown }[] };

function setup() {
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
  const t = makeTestApp({ clock, env: { PUBLIC_URL: "https://scoutpost.test" } });
  const call = async (method: string, path: string, body?: unknown, headers = t.user.headers) => {
    const res = await t.app.request(
      path,
      body === undefined ? { method, headers } : jsonInit(method, body, headers),
    );
    return { status: res.status, body: (res.status === 204 ? null : await res.json()) as unknown };
  };
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await call("POST", "/v1/scouting/tasks", {
      query: "Monitor https://example.com/news",
      ...body,
    });
    expect(res.status).toBe(200);
    return res.body as Scout;
  };
  return { ...t, clock, call, create };
}

describe("scouts API: happy path", () => {
  it("creates an active scout with defaults, a display name made from the query and a view_url", async () => {
    const { create, clock } = setup();
    const s = await create({ query: "Tell me when https://example.com/pricing changes its prices" });
    expect(s).toMatchObject({
      query: "Tell me when https://example.com/pricing changes its prices",
      display_name: "Example.com/pricing changes its prices",
      status: "active",
      output_interval: 86400,
      created_at: "2026-01-01T12:00:00.000Z",
      next_run_timestamp: clock.now() / 1000,
      paused_at: null,
      completed_at: null,
      webhook_url: null,
      webhook_format: null,
      notify: "changes",
      view_url: `https://scoutpost.test/platform/scouts/${s.id}`,
    });
    expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a given display name, webhook and start time", async () => {
    const { create, clock } = setup();
    const start = clock.now() / 1000 + 7200;
    const s = await create({
      display_name: "News",
      output_interval: 3600,
      start_timestamp: start,
      webhook_url: "https://hooks.slack.com/services/T/B/X",
      webhook_format: "slack",
      notify: "always",
      user_timezone: "Europe/Paris",
      user_location: "Paris, FR",
    });
    expect(s).toMatchObject({
      display_name: "News",
      output_interval: 3600,
      next_run_timestamp: start,
      start_timestamp: start,
      webhook_format: "slack",
      notify: "always",
      user_timezone: "Europe/Paris",
    });
  });

  it("gets a scout and lists scouts with status filter, summary and cursor pagination", async () => {
    const { create, call, clock } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await create()).id);
      clock.advance(1000);
    }
    await call("POST", `/v1/scouting/tasks/${ids[0]}/pause`);
    await call("POST", `/v1/scouting/tasks/${ids[1]}/done`);
    expect((await call("GET", `/v1/scouting/tasks/${ids[2]}`)).body).toMatchObject({ id: ids[2] });

    const all = (await call("GET", "/v1/scouting/tasks")).body as Record<string, unknown> & {
      scouts: Scout[];
    };
    expect(all).toMatchObject({
      total: 5,
      filtered_total: 5,
      summary: { active: 3, paused: 1, done: 1 },
      page_size: null,
      has_more: false,
    });
    expect(all.scouts.map((s) => s.id)).toEqual([...ids].reverse());

    const active = (await call("GET", "/v1/scouting/tasks?status=active")).body as {
      scouts: Scout[];
      filtered_total: number;
    };
    expect(active.filtered_total).toBe(3);
    expect(active.scouts.every((s) => s.status === "active")).toBe(true);

    const p1 = (await call("GET", "/v1/scouting/tasks?page_size=2")).body as {
      scouts: Scout[];
      next_cursor: string;
    };
    expect(p1.scouts.map((s) => s.id)).toEqual([ids[4], ids[3]]);
    // `limit` is what the reference SDK sends.
    const p2 = (await call("GET", `/v1/scouting/tasks?limit=2&cursor=${p1.next_cursor}`)).body as {
      scouts: Scout[];
      prev_cursor: string;
      has_more: boolean;
    };
    expect(p2.scouts.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(p2.has_more).toBe(true);
    const back = (await call("GET", `/v1/scouting/tasks?page_size=2&cursor=${p2.prev_cursor}`)).body as {
      scouts: Scout[];
    };
    expect(back.scouts.map((s) => s.id)).toEqual([ids[4], ids[3]]);
  });

  it('PATCH changes fields; webhook_url "" removes the webhook', async () => {
    const { create, call } = setup();
    const s = await create({ webhook_url: "https://example.com/hook", webhook_format: "zapier" });
    const res = await call("PATCH", `/v1/scouting/tasks/${s.id}`, {
      query: "Monitor https://example.org/blog",
      notify: "always",
      webhook_format: "slack",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      query: "Monitor https://example.org/blog",
      notify: "always",
      webhook_url: "https://example.com/hook",
      webhook_format: "slack",
    });
    const cleared = await call("PATCH", `/v1/scouting/tasks/${s.id}`, { webhook_url: "" });
    expect(cleared.body).toMatchObject({ webhook_url: null });
    expect((await call("GET", `/v1/scouting/tasks/${s.id}`)).body).toMatchObject({ webhook_url: null });
  });

  it("PATCH moves the next run only for a new start in the future (writing back null or a past start keeps it)", async () => {
    const { create, call, clock } = setup();
    const s = await create({ output_interval: 86_400, start_timestamp: clock.now() / 1000 + 7_200 });
    const scheduled = s.next_run_timestamp;
    for (const start of [null, 0, clock.now() / 1000 - 60, scheduled]) {
      const res = await call("PATCH", `/v1/scouting/tasks/${s.id}`, {
        display_name: "Renamed",
        start_timestamp: start,
      });
      expect(res.status).toBe(200);
      expect((res.body as Scout).next_run_timestamp, `start_timestamp ${start}`).toBe(scheduled);
    }
    const later = clock.now() / 1000 + 86_400;
    const moved = await call("PATCH", `/v1/scouting/tasks/${s.id}`, { start_timestamp: later });
    expect((moved.body as Scout).next_run_timestamp).toBe(later);
  });

  it("pause stops the schedule, resume and restart put it back (restart: now)", async () => {
    const { create, call, clock } = setup();
    const s = await create({ output_interval: 3600 });
    const paused = (await call("POST", `/v1/scouting/tasks/${s.id}/pause`)).body as Scout;
    expect(paused).toMatchObject({
      status: "paused",
      paused_at: "2026-01-01T12:00:00.000Z",
      next_run_timestamp: null,
    });
    expect((await call("POST", `/v1/scouting/tasks/${s.id}/pause`)).status).toBe(200);

    clock.advance(60_000);
    const resumed = (await call("POST", `/v1/scouting/tasks/${s.id}/resume`)).body as Scout;
    // Never ran: due now.
    expect(resumed).toMatchObject({
      status: "active",
      paused_at: null,
      next_run_timestamp: clock.now() / 1000,
    });

    const done = (await call("POST", `/v1/scouting/tasks/${s.id}/done`)).body as Scout;
    expect(done).toMatchObject({
      status: "done",
      next_run_timestamp: null,
      completed_at: expect.any(String),
    });
    expect((await call("POST", `/v1/scouting/tasks/${s.id}/resume`)).status).toBe(409);
    expect((await call("POST", `/v1/scouting/tasks/${s.id}/pause`)).status).toBe(409);

    clock.advance(60_000);
    const restarted = (await call("POST", `/v1/scouting/tasks/${s.id}/restart`)).body as Scout;
    expect(restarted).toMatchObject({
      status: "active",
      completed_at: null,
      next_run_timestamp: clock.now() / 1000,
    });
  });

  it("DELETE answers 204, then the scout and its updates are 404", async () => {
    const { create, call } = setup();
    const s = await create();
    expect((await call("DELETE", `/v1/scouting/tasks/${s.id}`)).status).toBe(204);
    expect((await call("GET", `/v1/scouting/tasks/${s.id}`)).status).toBe(404);
    expect((await call("GET", `/v1/scouting/tasks/${s.id}/updates`)).status).toBe(404);
    expect((await call("DELETE", `/v1/scouting/tasks/${s.id}`)).status).toBe(404);
    expect((await call("GET", "/v1/scouting/tasks")).body).toMatchObject({ total: 0 });
  });

  it("lists no updates for a scout that has not run", async () => {
    const { create, call } = setup();
    const s = await create();
    expect((await call("GET", `/v1/scouting/tasks/${s.id}/updates?limit=5`)).body).toEqual({
      updates: [],
      page_size: 5,
      has_more: false,
      prev_cursor: null,
      next_cursor: null,
    });
  });
});

describe("scouts API: published fields", () => {
  const schema = {
    type: "object",
    properties: { price: { type: "number" }, in_stock: { type: "boolean" } },
    required: ["price"],
  };

  it("echoes output_schema, skip_email and is_public, and defaults them to null, false and false", async () => {
    const { create, call } = setup();
    const plain = await create();
    expect(plain).toMatchObject({ output_schema: null, skip_email: false, is_public: false });

    const s = await create({ output_schema: schema, skip_email: true, is_public: true });
    expect(s).toMatchObject({ output_schema: schema, skip_email: true, is_public: true });
    // Stored, not only echoed: a later GET and the list show them.
    expect((await call("GET", `/v1/scouting/tasks/${s.id}`)).body).toMatchObject({
      output_schema: schema,
      skip_email: true,
      is_public: true,
    });
    const list = (await call("GET", "/v1/scouting/tasks")).body as { scouts: Scout[] };
    expect(list.scouts.find((x) => x.id === s.id)).toMatchObject({ output_schema: schema, is_public: true });
  });

  it("PATCH changes them; output_schema null removes the schema; fields left out stay", async () => {
    const { create, call } = setup();
    const s = await create({ output_schema: schema, skip_email: true });
    const other = { type: "object", properties: { headline: { type: "string" } } };
    const patched = await call("PATCH", `/v1/scouting/tasks/${s.id}`, {
      output_schema: other,
      is_public: true,
    });
    expect(patched.body).toMatchObject({ output_schema: other, skip_email: true, is_public: true });
    const cleared = await call("PATCH", `/v1/scouting/tasks/${s.id}`, {
      output_schema: null,
      skip_email: false,
    });
    expect(cleared.body).toMatchObject({ output_schema: null, skip_email: false, is_public: true });
  });

  it("refuses an output_schema that cannot be used, and non-boolean skip_email / is_public, with 422", async () => {
    const { call } = setup();
    const bad = await call("POST", "/v1/scouting/tasks", {
      query: "Monitor https://example.com/news",
      output_schema: { type: "string" },
    });
    expect(bad.status).toBe(422);
    expect((bad.body as Detail).detail[0]).toMatchObject({ loc: ["body", "output_schema"] });
    expect((bad.body as Detail).detail[0]!.msg).toMatch(/output_schema is not usable/);
    for (const field of ["skip_email", "is_public"]) {
      const res = await call("POST", "/v1/scouting/tasks", {
        query: "Monitor https://example.com/news",
        [field]: "yes please",
      });
      expect(res.status).toBe(422);
      expect((res.body as Detail).detail[0]!.loc).toEqual(["body", field]);
    }
  });

  it("next_output_timestamp is the next due run (unix seconds), next_run_at the same in ISO 8601; null unless active", async () => {
    const { create, call, clock } = setup();
    const start = clock.now() / 1000 + 7200;
    const s = await create({ start_timestamp: start });
    expect(s).toMatchObject({
      next_run_timestamp: start,
      next_output_timestamp: start,
      next_run_at: new Date(start * 1000).toISOString(),
    });
    const paused = (await call("POST", `/v1/scouting/tasks/${s.id}/pause`)).body;
    expect(paused).toMatchObject({ next_output_timestamp: null, next_run_at: null });
    // A due time that has passed shows as now: the run is on its way.
    const resumed = await call("POST", `/v1/scouting/tasks/${s.id}/resume`);
    clock.advance(3 * 3_600_000);
    const got = (await call("GET", `/v1/scouting/tasks/${s.id}`)).body;
    expect(resumed.status).toBe(200);
    expect(got).toMatchObject({ next_output_timestamp: clock.now() / 1000 });
  });

  it("answers a stored due time no date can hold (written before start times were bounded) with next_run_at null", async () => {
    const { create, call, deps } = setup();
    const s = await create();
    deps.db.$client
      .prepare("update scouts set next_run_at = ? where id = ?")
      .run(9_007_199_254_740_991, s.id);
    const got = await call("GET", `/v1/scouting/tasks/${s.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      next_output_timestamp: Math.floor(9_007_199_254_740_991 / 1000),
      next_run_at: null,
    });
  });
});

describe("scouts API: description", () => {
  it("describes every scout endpoint in /openapi.json", async () => {
    const { app } = setup();
    const doc = (await (await app.request("/openapi.json")).json()) as { paths: Record<string, object> };
    const base = "/v1/scouting/tasks";
    expect(Object.keys(doc.paths[base]!).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths[`${base}/{scout_id}`]!).sort()).toEqual(["delete", "get", "patch"]);
    for (const p of ["pause", "resume", "done", "restart"])
      expect(doc.paths[`${base}/{scout_id}/${p}`]).toHaveProperty("post");
    expect(doc.paths[`${base}/{scout_id}/updates`]).toHaveProperty("get");
  });
});

describe("scouts API: errors", () => {
  const post = (body: unknown) => {
    const t = setup();
    return t.call("POST", "/v1/scouting/tasks", body).then((r) => r as { status: number; body: Detail });
  };

  it("refuses output_interval below SCOUT_MIN_INTERVAL_S", async () => {
    const res = await post({ query: "q", output_interval: 60 });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({
      loc: ["body", "output_interval"],
      type: "greater_than_equal",
      ctx: { ge: 1800 },
    });
  });

  it("refuses a query naming no URL when there is no SEARCH_URL to search with: every run would fail", async () => {
    const res = await post({ query: "tell me about kettles" });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "query"], type: "value_error" });
    expect(res.body.detail[0]!.msg).toMatch(/no URL to watch.*SEARCH_URL/);
    const searching = makeTestApp({ env: { SEARCH_URL: "http://127.0.0.1:9/search" } });
    const ok = await searching.app.request(
      "/v1/scouting/tasks",
      jsonInit("POST", { query: "tell me about kettles" }, searching.user.headers),
    );
    expect(ok.status).toBe(200);
  });

  it("takes up to 50 ignore texts of 2..200 characters, refusing others at their index", async () => {
    const ok = await post({ query: "watch https://example.com/", ignore: ["last updated", "views"] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ignore: ["last updated", "views"] });
    for (const [ignore, loc] of [
      [
        ["fine", " "],
        ["body", "ignore", 1],
      ],
      [["x".repeat(201)], ["body", "ignore", 0]],
      [Array(51).fill("abc"), ["body", "ignore"]],
      ["last updated", ["body", "ignore"]],
    ] as const) {
      const res = await post({ query: "watch https://example.com/", ignore });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]!.loc).toEqual(loc);
    }
  });

  it("defaults output_interval to a day, or to SCOUT_MIN_INTERVAL_S when that is longer", async () => {
    const weekly = makeTestApp({ env: { SCOUT_MIN_INTERVAL_S: String(7 * 86_400) } });
    const res = await weekly.app.request(
      "/v1/scouting/tasks",
      jsonInit("POST", { query: "watch https://example.com/" }, weekly.user.headers),
    );
    expect(((await res.json()) as { output_interval: number }).output_interval).toBe(7 * 86_400);
    expect((await post({ query: "watch https://example.com/" })).body).toMatchObject({
      output_interval: 86_400,
    });
  });

  it("refuses schedule times no date can hold: output_interval over 10 years, start_timestamp past 9999", async () => {
    for (const [field, value, le] of [
      ["output_interval", 10 * 365 * 86_400 + 1, 10 * 365 * 86_400],
      ["start_timestamp", 253_402_300_800, 253_402_300_799],
      ["start_timestamp", 9_007_199_254_740_991, 253_402_300_799],
      // Beyond the safe integers too: still one error, the field's own bound.
      ["start_timestamp", 1e300, 253_402_300_799],
      ["output_interval", 1e300, 10 * 365 * 86_400],
    ] as const) {
      const res = await post({ query: "q", [field]: value });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(res.body.detail, `${field}=${value}`).toEqual([
        expect.objectContaining({ loc: ["body", field], type: "less_than_equal", ctx: { le } }),
      ]);
    }
    expect((await post({ query: "q https://example.com/", start_timestamp: 253_402_300_799 })).status).toBe(
      200,
    );
  });

  it("applies the webhook URL rule and the format enum", async () => {
    const bad = await post({ query: "q", webhook_url: "http://example.com/hook" });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]!.loc).toEqual(["body", "webhook_url"]);
    const fmt = await post({ query: "q", webhook_format: "telegram" });
    expect(fmt.body.detail[0]).toMatchObject({ loc: ["body", "webhook_format"], type: "enum" });
  });

  it("reports a missing or blank query, bad types and an unknown time zone", async () => {
    expect((await post({})).body.detail[0]).toMatchObject({ loc: ["body", "query"], type: "missing" });
    expect((await post({ query: "   " })).body.detail[0]).toMatchObject({ type: "string_too_short" });
    expect((await post({ query: "q", output_interval: "daily" })).body.detail[0]!.loc).toEqual([
      "body",
      "output_interval",
    ]);
    expect((await post({ query: "q", user_timezone: "Mars/Olympus" })).body.detail[0]!.loc).toEqual([
      "body",
      "user_timezone",
    ]);
    expect((await post({ query: "q", notify: "never" })).body.detail[0]!.type).toBe("enum");
  });

  it("validates before looking up: a bad PATCH on an unknown id is 422, a good one 404", async () => {
    const { call } = setup();
    const bad = await call("PATCH", "/v1/scouting/tasks/nope", { output_interval: 5 });
    expect(bad.status).toBe(422);
    const good = await call("PATCH", "/v1/scouting/tasks/nope", { output_interval: 3600 });
    expect(good).toEqual({ status: 404, body: { detail: "Scout not found" } });
    expect((await call("GET", "/v1/scouting/tasks/nope/updates?page_size=0")).status).toBe(422);
    expect((await call("GET", "/v1/scouting/tasks?cursor=%%%")).status).toBe(422);
    expect((await call("GET", "/v1/scouting/tasks?status=running")).status).toBe(422);
  });

  it("answers unknown ids with 404 on every endpoint", async () => {
    const { call } = setup();
    const id = "8b0f7f3e-2f7c-4a53-9a53-3d7b6b6e8f10";
    for (const [method, path] of [
      ["GET", ""],
      ["DELETE", ""],
      ["POST", "/pause"],
      ["POST", "/resume"],
      ["POST", "/done"],
      ["POST", "/restart"],
      ["GET", "/updates"],
    ] as const) {
      expect((await call(method, `/v1/scouting/tasks/${id}${path}`)).status).toBe(404);
    }
  });
});

describe("scouts API: security", () => {
  it("answers another account's scout exactly like an unknown one", async () => {
    const { create, call, deps } = setup();
    const s = await create();
    const mallory = makeAccount(deps, "mallory");
    for (const [method, path, body] of [
      ["GET", "", undefined],
      ["PATCH", "", { query: "mine now https://example.com/" }],
      ["DELETE", "", undefined],
      ["POST", "/restart", undefined],
      ["GET", "/updates", undefined],
    ] as const) {
      const res = await call(method, `/v1/scouting/tasks/${s.id}${path}`, body, mallory.headers);
      expect(res).toEqual({ status: 404, body: { detail: "Scout not found" } });
    }
    const list = (await call("GET", "/v1/scouting/tasks", undefined, mallory.headers)).body;
    expect(list).toMatchObject({ total: 0, scouts: [] });
    expect((await call("GET", `/v1/scouting/tasks/${s.id}`)).body).toMatchObject({ query: s.query });
  });

  it("requires an API key", async () => {
    const { app } = setup();
    expect((await app.request("/v1/scouting/tasks")).status).toBe(401);
  });
});
