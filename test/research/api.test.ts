import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { usageEvents } from "../../src/db/schema";
import { makeAccount } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { startModelServer } from "../helpers/model-server";
import { researchApp } from "./helpers";

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("research tasks: happy path", () => {
  it("creates a queued task, runs it, and returns the cited report", async () => {
    const { deps, api } = researchApp({ env: { PUBLIC_URL: "https://scout.example.com" } });
    const created = await api.create({
      query: `When was the Glimmerfen lighthouse built? ${site.url}/history.html`,
      mode: "fast",
    });
    expect(created.status).toBe(200);
    const id = created.body.task_id;
    expect(created.body).toEqual({
      task_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      view_url: `https://scout.example.com/platform/research/${id}`,
      status: "queued",
      webhook_url: null,
      rejection_reason: null,
      mode: "fast",
    });
    expect((await api.get(id)).body).toMatchObject({ status: "queued", structured_output_status: "none" });

    await deps.jobs.runUntilEmpty();
    const { status, body } = await api.get(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      task_id: id,
      mode: "fast",
      status: "succeeded",
      created_at: expect.stringMatching(ISO),
      completed_at: expect.stringMatching(ISO),
      view_url: `https://scout.example.com/platform/research/${id}`,
      structured_result: null,
      structured_output_status: "none",
      rejection_reason: null,
      error: null,
      citations: [
        {
          id: 1,
          url: `${site.url}/history.html`,
          title: "History of the Glimmerfen Lighthouse",
          preview_data: {
            title: "History of the Glimmerfen Lighthouse",
            description: null,
            favicon: null,
            image: null,
          },
        },
      ],
    });
    expect(body.result).toMatch(/built in 1874 by the engineer Marta Kessel[^\n]*\[1\]/);
    const updates = body.updates as { timestamp: string; message: string }[];
    expect(updates[0]).toEqual({ timestamp: expect.stringMatching(ISO), message: "Started" });
    expect(updates.map((u) => u.message)).toContain(`Reading ${site.url}/history.html`);
  });

  it("defaults to deep mode, which follows links one level down", async () => {
    const { deps, api } = researchApp();
    const { body } = await api.create({ query: `Who was the last keeper? ${site.url}/history.html` });
    await deps.jobs.runUntilEmpty();
    const task = (await api.get(body.task_id)).body;
    expect(task.mode).toBe("deep");
    expect(task.result).toContain("Ivo Brandt");
  });

  it("stores a task without a usable source as failed with a clear error", async () => {
    const { deps, api } = researchApp();
    const { body } = await api.create({ query: "Who built the Glimmerfen lighthouse?" });
    await deps.jobs.runUntilEmpty();
    const task = (await api.get(body.task_id)).body;
    expect(task.status).toBe("failed");
    expect(task.error).toMatch(/put one or more URLs in the query, or set SEARCH_URL/);
    expect(task.result).toBeNull();
  });

  it("fills structured_result from output_schema with a model, and leaves it null without one", async () => {
    const model = await startModelServer([
      { content: "Built in 1874 by Marta Kessel [1]." },
      { content: '```json\n{"year": 1874, "engineer": "Marta Kessel"}\n```' },
    ]);
    try {
      const schema = {
        type: "object",
        properties: { year: { type: "integer" }, engineer: { type: "string" } },
      };
      const query = `Who built the lighthouse, and when? ${site.url}/history.html`;
      const withModel = researchApp({ env: { MODEL_BASE_URL: model.baseUrl } });
      const a = await withModel.api.create({ query, mode: "fast", output_schema: schema });
      expect((await withModel.api.get(a.body.task_id)).body.structured_output_status).toBe("pending");
      await withModel.deps.jobs.runUntilEmpty();
      const task = (await withModel.api.get(a.body.task_id)).body;
      expect(task.structured_result).toEqual({ year: 1874, engineer: "Marta Kessel" });
      expect(task.structured_output_status).toBe("succeeded");
      expect(task.result).toMatch(/^Built in 1874 by Marta Kessel \[1\]/);
      expect(JSON.stringify(model.requests[1]!.body.messages)).toContain('\\"engineer\\"');
      expect(model.requests[1]!.body.response_format).toEqual({ type: "json_object" });

      const noModel = researchApp();
      const b = await noModel.api.create({ query, mode: "fast", output_schema: schema });
      await noModel.deps.jobs.runUntilEmpty();
      const plain = (await noModel.api.get(b.body.task_id)).body;
      expect(plain.status).toBe("succeeded");
      expect(plain.structured_result).toBeNull();
      expect(plain.structured_output_status).toBe("failed");
      expect(JSON.stringify(plain.updates)).toContain("output_schema needs a model");
    } finally {
      await model.close();
    }
  });

  it("sends an answer that does not match output_schema back once, and keeps none that still does not", async () => {
    const schema = {
      type: "object",
      properties: { year: { type: "integer" }, engineer: { type: "string" } },
      required: ["year", "engineer"],
    };
    const query = `Who built the lighthouse, and when? ${site.url}/history.html`;
    const model = await startModelServer([
      { content: "Built in 1874 by Marta Kessel [1]." },
      { content: '{"year": "1874"}' },
      { content: '{"year": 1874, "engineer": "Marta Kessel"}' },
      { content: "Built in 1874 by Marta Kessel [1]." },
      { content: '{"year": "1874"}' },
      { content: "I cannot say." },
    ]);
    try {
      const { deps, api } = researchApp({ env: { MODEL_BASE_URL: model.baseUrl } });
      const fixed = await api.create({ query, mode: "fast", output_schema: schema });
      await deps.jobs.runUntilEmpty();
      expect((await api.get(fixed.body.task_id)).body.structured_result).toEqual({
        year: 1874,
        engineer: "Marta Kessel",
      });
      const correction = model.requests[2]!.body.messages as { role: string; content: string }[];
      expect(correction.slice(-2)).toEqual([
        { role: "assistant", content: '{"year": "1874"}' },
        { role: "user", content: expect.stringMatching(/^That answer does not match the JSON Schema:\n- /) },
      ]);
      expect(correction.at(-1)!.content).toContain("- engineer: is required");
      expect(correction.at(-1)!.content).toContain("- year: expected integer, got string");

      const stillWrong = await api.create({ query, mode: "fast", output_schema: schema });
      await deps.jobs.runUntilEmpty();
      const task = (await api.get(stillWrong.body.task_id)).body;
      expect(task.status).toBe("succeeded");
      expect(task.result).toMatch(/^Built in 1874/);
      expect(task.structured_result).toBeNull();
      expect(task.structured_output_status).toBe("failed");
      expect(JSON.stringify(task.updates)).toContain(
        "No structured result: The model's answer does not match output_schema: the answer is not a JSON object",
      );
      expect(model.requests).toHaveLength(6);
    } finally {
      await model.close();
    }
  });

  it("keeps the optional fields and ignores unknown ones", async () => {
    const { api } = researchApp();
    const { status, body } = await api.create({
      query: "q https://example.com",
      user_timezone: "Europe/Oslo",
      user_location: "Bergen",
      webhook_url: "https://hooks.example.com/x",
      webhook_format: "slack",
      agent: "whatever",
      is_public: true,
    });
    expect(status).toBe(200);
    expect(body.webhook_url).toBe("https://hooks.example.com/x");
    const task = (await api.get(body.task_id)).body;
    expect(task).toMatchObject({
      user_timezone: "Europe/Oslo",
      user_location: "Bergen",
      webhook_format: "slack",
    });
    // An omitted format is shown as given (null), as for browsing tasks and scouts; it is sent as `scout`.
    const plain = await api.create({
      query: "q https://example.com",
      webhook_url: "https://hooks.example.com/x",
    });
    expect((await api.get(plain.body.task_id)).body).toMatchObject({ webhook_format: null });
  });
});

describe("research tasks: list", () => {
  async function seeded() {
    // A clock that moves 1 ms per task, so "newest first" is the creation order (ids only break ties).
    const clock = new ManualClock();
    const ctx = researchApp({ clock });
    const ok = `Lamp? ${site.url}/technology.html`;
    const ids: string[] = [];
    const create = async (query: string) => {
      clock.advance(1);
      ids.push((await ctx.api.create({ query, mode: "fast" })).body.task_id);
    };
    for (const query of [ok, "no sources here", ok, "no sources either", ok]) await create(query);
    await ctx.deps.jobs.runUntilEmpty();
    // Two more that stay queued: the list shows them as running.
    await create(ok);
    await create(ok);
    return { ...ctx, ids };
  }

  it("returns everything newest first with the envelope when page_size is omitted", async () => {
    const { api, ids } = await seeded();
    const { status, body } = await api.list();
    expect(status).toBe(200);
    expect(body.tasks.map((t) => t.task_id)).toEqual([...ids].reverse());
    expect(body).toMatchObject({
      total: 7,
      filtered_total: 7,
      summary: { running: 2, succeeded: 3, failed: 2 },
      page_size: null,
      has_more: false,
      prev_cursor: null,
      next_cursor: null,
    });
    expect(body.tasks[0]).toEqual({
      task_id: ids[6],
      status: "running",
      query: `Lamp? ${site.url}/technology.html`,
      created_at: expect.stringMatching(ISO),
      view_url: `http://localhost:8080/platform/research/${ids[6]}`,
      rejection_reason: null,
    });
    expect(body.tasks.map((t) => t.status)).not.toContain("queued");
  });

  it("keeps the trigger-maintained counts equal to the rows through every transition and deletion", async () => {
    const { deps } = await seeded();
    const fromCounts = () =>
      deps.db.$client
        .prepare("select account_id, status, n from research_task_counts where n > 0 order by 1, 2")
        .all();
    const fromRows = () =>
      deps.db.$client
        .prepare("select account_id, status, count(*) as n from research_tasks group by 1, 2 order by 1, 2")
        .all();
    expect(fromCounts()).toEqual(fromRows());
    deps.db.$client.prepare("update research_tasks set status = 'failed' where status = 'queued'").run();
    deps.db.$client
      .prepare("delete from research_tasks where rowid in (select rowid from research_tasks limit 2)")
      .run();
    expect(fromCounts()).toEqual(fromRows());
    deps.db.$client.prepare("delete from accounts").run();
    expect(fromCounts()).toEqual([]);
  });

  it("filters by status, running covering queued tasks", async () => {
    const { api, ids } = await seeded();
    const running = (await api.list("?status=running")).body;
    expect(running.tasks.map((t) => t.task_id)).toEqual([ids[6], ids[5]]);
    expect(running).toMatchObject({ total: 7, filtered_total: 2 });
    const failed = (await api.list("?status=failed")).body;
    expect(failed.tasks.map((t) => t.task_id)).toEqual([ids[3], ids[1]]);
    expect(failed.filtered_total).toBe(2);
    const succeeded = (await api.list("?status=succeeded")).body;
    expect(succeeded.tasks.every((t) => t.status === "succeeded")).toBe(true);
    expect(succeeded.filtered_total).toBe(3);
  });

  it("pages with next and prev cursors", async () => {
    const { api, ids } = await seeded();
    const newest = [...ids].reverse();
    const p1 = (await api.list("?page_size=3")).body;
    expect(p1.tasks.map((t) => t.task_id)).toEqual(newest.slice(0, 3));
    expect(p1).toMatchObject({ page_size: 3, has_more: true, prev_cursor: null });
    const p2 = (await api.list(`?page_size=3&cursor=${p1.next_cursor}`)).body;
    expect(p2.tasks.map((t) => t.task_id)).toEqual(newest.slice(3, 6));
    const p3 = (await api.list(`?page_size=3&cursor=${p2.next_cursor}`)).body;
    expect(p3.tasks.map((t) => t.task_id)).toEqual(newest.slice(6));
    expect(p3).toMatchObject({ has_more: false, next_cursor: null });
    const back = (await api.list(`?page_size=3&cursor=${p3.prev_cursor}`)).body;
    expect(back.tasks.map((t) => t.task_id)).toEqual(newest.slice(3, 6));
    const filtered = (await api.list("?status=succeeded&page_size=2")).body;
    const rest = (await api.list(`?status=succeeded&page_size=2&cursor=${filtered.next_cursor}`)).body;
    expect([...filtered.tasks, ...rest.tasks].map((t) => t.task_id)).toEqual([ids[4], ids[2], ids[0]]);
  });
});

describe("research tasks: errors", () => {
  it("answers validation failures FastAPI-style", async () => {
    const { api } = researchApp();
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [{}, ["body", "query"], "missing"],
      [{ query: "" }, ["body", "query"], "string_too_short"],
      [{ query: "x".repeat(10_001) }, ["body", "query"], "string_too_long"],
      [{ query: 5 }, ["body", "query"], "string_type"],
      [{ query: "q", mode: "slow" }, ["body", "mode"], "enum"],
      [{ query: "q", webhook_url: "http://example.com/hook" }, ["body", "webhook_url"], "url_parsing"],
      [{ query: "q", webhook_format: "xml" }, ["body", "webhook_format"], "enum"],
      [{ query: "q", output_schema: "not an object" }, ["body", "output_schema"], "model_type"],
      [{ query: "q", output_schema: { type: "array" } }, ["body", "output_schema"], "value_error"],
      [{ query: "q", output_schema: { type: "wat" } }, ["body", "output_schema"], "value_error"],
      [
        { query: "q", output_schema: { properties: { a: { $ref: "#/$defs/missing" } } } },
        ["body", "output_schema"],
        "value_error",
      ],
    ];
    for (const [body, loc, type] of cases) {
      const res = await api.create(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect((res.body.detail as { loc: unknown; type: string }[])[0]).toMatchObject({ loc, type });
    }
  });

  it("refuses bad list parameters with 422", async () => {
    const { api } = researchApp();
    for (const [query, loc] of [
      ["?status=queued", "status"],
      ["?page_size=0", "page_size"],
      ["?page_size=1001", "page_size"],
      ["?page_size=abc", "page_size"],
      ["?cursor=not-a-cursor", "cursor"],
    ] as const) {
      const res = await api.list(query);
      expect(res.status, query).toBe(422);
      expect((res.body.detail as { loc: unknown }[])[0]!.loc).toEqual(["query", loc]);
    }
  });

  it("answers an unknown task with 404", async () => {
    const { api } = researchApp();
    const res = await api.get("8b0f7f3e-2f7c-4a53-9a53-3d7b6b6e8f10");
    expect(res).toEqual({ status: 404, body: { detail: "Research task not found" } });
  });

  it("describes its routes in /openapi.json from the same schemas", async () => {
    const { app } = researchApp();
    const doc = await (await app.request("/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/v1/research/tasks", "/v1/research/tasks/{task_id}", "/v1/usage"]),
    );
    const create = doc.paths["/v1/research/tasks"].post;
    expect(create.requestBody.required).toBe(true);
    expect(doc.components.schemas.CreateResearchTask.required).toEqual(["query"]);
    expect(doc.components.schemas.TaskListResponse.properties.summary).toBeDefined();
  });

  it("needs an API key", async () => {
    const { app } = researchApp();
    expect((await app.request("/v1/research/tasks")).status).toBe(401);
  });
});

describe("research tasks: delete", () => {
  it("deletes a finished task (the list and its counts follow, its charge stays); a queued one is refused; another account's is 404", async () => {
    const { deps, api, app, user } = researchApp();
    const mallory = makeAccount(deps, "mallory");
    const { body } = await api.create({
      query: `Glimmerfen lighthouse ${site.url}/history.html`,
      mode: "fast",
    });
    const del = (headers = user.headers) =>
      app.request(`/v1/research/tasks/${body.task_id}`, { method: "DELETE", headers });
    const queued = await del();
    expect(queued.status).toBe(409);
    expect(await queued.json()).toEqual({ detail: "Research task has not finished (status: queued)" });
    await deps.jobs.runUntilEmpty();
    expect((await api.list()).body).toMatchObject({ total: 1, summary: { succeeded: 1 } });
    const foreign = await del(mallory.headers);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ detail: "Research task not found" });
    expect((await del()).status).toBe(204);
    expect((await api.get(body.task_id)).status).toBe(404);
    // What it cost stays on the account's usage.
    expect(deps.db.select().from(usageEvents).all()).toMatchObject([
      { kind: "research_task", refId: body.task_id },
    ]);
    expect((await api.list()).body).toMatchObject({ tasks: [], total: 0, summary: { succeeded: 0 } });
    expect((await del()).status).toBe(404);
  });
});

describe("research tasks: security", () => {
  it("hides another account's tasks exactly like unknown ones", async () => {
    const { deps, api } = researchApp();
    const mallory = makeAccount(deps, "mallory");
    const { body } = await api.create({ query: "secret research https://example.com" });
    const foreign = await api.get(body.task_id, mallory.headers);
    const unknown = await api.get("8b0f7f3e-2f7c-4a53-9a53-3d7b6b6e8f10", mallory.headers);
    expect(foreign).toEqual(unknown);
    const list = (await api.list("", mallory.headers)).body;
    expect(list).toMatchObject({ tasks: [], total: 0, filtered_total: 0 });
  });
});
