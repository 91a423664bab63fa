import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBrowsingWorker } from "../../src/browsing/worker";
import { registerResearchQueue } from "../../src/research/worker";
import { makeTestApp } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";

// The requests the hosted service's official Python SDK (yutori-ai/yutori-sdk-python) makes for its research and
// browsing namespaces, made exactly as it makes them (paths under its base URL, query parameters, JSON bodies with
// None fields left out, headers), and the answers checked for every field the service publishes, with its published
// type. Code written for the hosted service works against Scoutpost by changing only the base URL.

/** What httpx sends besides the SDK's own headers (`Content-Type` and `x-api-key`, on every request). */
const HTTPX_DEFAULTS = {
  accept: "*/*",
  "accept-encoding": "gzip, deflate",
  connection: "keep-alive",
  "user-agent": "python-httpx/0.28.1",
};

/** The SDK's `client.research` and `client.browsing`, as requests: `base` is its base_url (…/v1). */
function sdk(app: ReturnType<typeof makeTestApp>["app"], base: string, apiKey: string) {
  const headers = { ...HTTPX_DEFAULTS, "Content-Type": "application/json", "x-api-key": apiKey };
  /** None-valued fields are left out of params and bodies (build_query_params / build_payload_with_schema). */
  const given = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));
  const request = async (
    method: "GET" | "POST",
    path: string,
    opts: { params?: object; json?: object } = {},
  ) => {
    const params = new URLSearchParams(given({ ...opts.params }) as Record<string, string>).toString();
    const res = await app.request(`${base}${path}${params ? `?${params}` : ""}`, {
      method,
      headers,
      // httpx's JSON: compact separators, UTF-8.
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    });
    // handle_response: 401/403 and other errors raise; a 2xx body must be JSON.
    expect(res.status, `${method} ${path}`).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  type List = { limit?: number; status?: string; cursor?: string };
  return {
    research: {
      list: ({ limit, status, cursor }: List = {}) =>
        request("GET", "/research/tasks", { params: { page_size: limit, status, cursor } }),
      create: (
        query: string,
        o: {
          user_timezone?: string;
          user_location?: string;
          output_schema?: object;
          webhook_url?: string;
          webhook_format?: string;
        } = {},
      ) => request("POST", "/research/tasks", { json: given({ query, ...o }) }),
      get: (taskId: string) => request("GET", `/research/tasks/${taskId}`),
    },
    browsing: {
      list: ({ limit, status, cursor }: List = {}) =>
        request("GET", "/browsing/tasks", { params: { page_size: limit, status, cursor } }),
      create: (
        task: string,
        startUrl: string,
        o: {
          max_steps?: number;
          agent?: string;
          require_auth?: boolean;
          browser?: string;
          output_schema?: object;
          webhook_url?: string;
          webhook_format?: string;
        } = {},
      ) => request("POST", "/browsing/tasks", { json: given({ task, start_url: startUrl, ...o }) }),
      get: (taskId: string) => request("GET", `/browsing/tasks/${taskId}`),
    },
  };
}

// Published types: a JSON type name, `|null` when it may be null, or the list of a string enum's values.
type FieldType = string | readonly string[];
const typeOf = (v: unknown) =>
  v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v;

/** Every field of `spec` is present in `body`, with its published type. */
function expectPublished(body: Record<string, unknown>, spec: Record<string, FieldType>, what: string) {
  for (const [field, type] of Object.entries(spec)) {
    expect(Object.hasOwn(body, field), `${what}: ${field} is missing`).toBe(true);
    const value = body[field];
    if (Array.isArray(type)) {
      expect(type, `${what}: ${field} = ${JSON.stringify(value)}`).toContain(value);
      continue;
    }
    const allowed = (type as string).split("|").map((t) => (t === "date-time" ? "string" : t));
    expect(allowed, `${what}: ${field} is ${typeOf(value)}`).toContain(typeOf(value));
    if ((type as string).startsWith("date-time") && value !== null)
      expect(Number.isNaN(Date.parse(value as string)), `${what}: ${field} is a date-time`).toBe(false);
  }
}

const TASK_STATUS = ["queued", "running", "succeeded", "failed"] as const;
const LIST_STATUS = ["running", "succeeded", "failed"] as const;

const RESEARCH_CREATED = {
  task_id: "string",
  view_url: "string",
  status: TASK_STATUS,
  webhook_url: "string|null",
  rejection_reason: "string|null",
  mode: ["fast", "deep"],
} as const;

const RESEARCH_TASK = {
  task_id: "string",
  view_url: "string",
  status: TASK_STATUS,
  query: "string",
  result: "string|null",
  structured_result: "object|null",
  structured_output_status: ["none", "pending", "succeeded", "failed"],
  created_at: "date-time|null",
  updates: "array",
  citations: "array",
  rejection_reason: "string|null",
  mode: ["fast", "deep"],
} as const;

const CITATION = { id: "integer", url: "string", title: "string", preview_data: "object" } as const;
const PREVIEW = {
  title: "string|null",
  description: "string|null",
  favicon: "string|null",
  image: "string|null",
} as const;

const BROWSING_CREATED = {
  task_id: "string",
  view_url: "string",
  status: TASK_STATUS,
  result: "string|null",
  paused: "boolean|null",
  structured_result: "object|null",
  webhook_url: "string|null",
  rejection_reason: "string|null",
} as const;

/** What `browsing.get` answers, and what the SDK's CLI reads of it (start_url, agent, created_at). */
const BROWSING_TASK = {
  ...BROWSING_CREATED,
  status: [...TASK_STATUS, "cancelled"],
  start_url: "string|null",
  agent: "string|null",
  created_at: "date-time|null",
} as const;

/** The list envelope, and what the SDK's CLI table reads of each task. */
const LIST = {
  tasks: "array",
  total: "integer",
  filtered_total: "integer",
  summary: "object",
  has_more: "boolean",
  next_cursor: "string|null",
  prev_cursor: "string|null",
} as const;
const LIST_ITEM = {
  task_id: "string",
  query: "string",
  status: LIST_STATUS,
  created_at: "date-time|null",
  rejection_reason: "string|null",
} as const;
const SUMMARY = { running: "integer", succeeded: "integer", failed: "integer" } as const;

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

function setup() {
  // No Chromium here: browsing tasks that run fail fast with the no-browser error, which is all these shapes need.
  const t = makeTestApp({ env: { BROWSER_PATH: "/nonexistent/chromium", PUBLIC_URL: "https://sp.example" } });
  registerResearchQueue(t.deps);
  registerBrowsingWorker(t.deps);
  return { ...t, client: sdk(t.app, "http://localhost/v1", t.user.key) };
}

describe("the official SDK's research namespace", () => {
  it("create, get (queued and finished) and list answer every published field with its type", async () => {
    const { client, deps } = setup();
    const created = await client.research.create(`When was the lighthouse built? ${site.url}/history.html`, {
      user_timezone: "America/Los_Angeles",
      user_location: "San Francisco, CA, US",
      output_schema: { type: "object", properties: { year: { type: "integer" } } },
      webhook_url: "https://hooks.example.com/r",
      webhook_format: "scout",
    });
    expectPublished(created, RESEARCH_CREATED, "research.create");
    expect(created).toMatchObject({
      status: "queued",
      mode: "deep",
      webhook_url: "https://hooks.example.com/r",
    });
    const id = created.task_id as string;

    const queued = await client.research.get(id);
    expectPublished(queued, RESEARCH_TASK, "research.get (queued)");
    expect(queued).toMatchObject({ status: "queued", structured_output_status: "pending", result: null });

    await deps.jobs.runUntilEmpty();
    const done = await client.research.get(id);
    expectPublished(done, RESEARCH_TASK, "research.get (succeeded)");
    expect(done).toMatchObject({ status: "succeeded", structured_output_status: "failed" }); // no model here
    const citations = done.citations as Record<string, unknown>[];
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) {
      expectPublished(c, CITATION, "research citation");
      expectPublished(c.preview_data as Record<string, unknown>, PREVIEW, "citation preview_data");
    }

    // A task created without optional fields: the SDK sends only the query.
    const plain = await client.research.create("No sources at all");
    expectPublished(plain, RESEARCH_CREATED, "research.create (query only)");
    await deps.jobs.runUntilEmpty();
    const failed = await client.research.get(plain.task_id as string);
    expectPublished(failed, RESEARCH_TASK, "research.get (failed)");
    expect(failed).toMatchObject({ status: "failed", structured_output_status: "none" });

    for (const listed of [
      await client.research.list(),
      await client.research.list({ limit: 1, status: "succeeded" }),
    ]) {
      expectPublished(listed, LIST, "research.list");
      expectPublished(listed.summary as Record<string, unknown>, SUMMARY, "research.list summary");
      for (const item of listed.tasks as Record<string, unknown>[])
        expectPublished(item, LIST_ITEM, "research.list item");
    }
    const page = await client.research.list({ limit: 1 });
    expect(page).toMatchObject({ total: 2, has_more: true });
    const next = await client.research.list({ limit: 1, cursor: page.next_cursor as string });
    expect((next.tasks as { task_id: string }[])[0]!.task_id).toBe(id);
  });
});

describe("the official SDK's browsing namespace", () => {
  it("create, get and list answer every published field with its type", async () => {
    const { client, deps } = setup();
    const created = await client.browsing.create("Give me a list of all employees", "https://example.com", {
      max_steps: 75,
      agent: "navigator-n1-latest",
      require_auth: false,
      browser: "cloud",
      output_schema: { type: "object", properties: { names: { type: "array", items: { type: "string" } } } },
      webhook_url: "https://hooks.example.com/b",
      webhook_format: "zapier",
    });
    expectPublished(created, BROWSING_CREATED, "browsing.create");
    expect(created).toMatchObject({
      status: "queued",
      paused: false,
      webhook_url: "https://hooks.example.com/b",
    });
    const id = created.task_id as string;

    const queued = await client.browsing.get(id);
    expectPublished(queued, BROWSING_TASK, "browsing.get (queued)");
    expect(queued).toMatchObject({
      status: "queued",
      start_url: "https://example.com",
      agent: "navigator-n1-latest",
    });

    const plain = await client.browsing.create("Click the login button", "https://example.com/login");
    expectPublished(plain, BROWSING_CREATED, "browsing.create (required fields only)");
    await deps.jobs.runUntilEmpty();
    const failed = await client.browsing.get(plain.task_id as string);
    expectPublished(failed, BROWSING_TASK, "browsing.get (failed)");
    expect(failed).toMatchObject({ status: "failed", agent: null });

    for (const listed of [
      await client.browsing.list(),
      await client.browsing.list({ limit: 20, status: "failed" }),
    ]) {
      expectPublished(listed, LIST, "browsing.list");
      expectPublished(listed.summary as Record<string, unknown>, SUMMARY, "browsing.list summary");
      for (const item of listed.tasks as Record<string, unknown>[])
        expectPublished(item, LIST_ITEM, "browsing.list item");
    }
    const all = await client.browsing.list();
    expect((all.tasks as { query: string }[]).map((t) => t.query)).toEqual([
      "Click the login button",
      "Give me a list of all employees",
    ]);
  });
});
