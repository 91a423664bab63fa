import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accounts,
  browsingSteps,
  browsingTasks,
  researchTasks,
  scouts,
  scoutUpdates,
} from "../../src/db/schema";
import { makeAccount, makeTestApp } from "../helpers/deps";
import { Browser } from "../webhooks-inspector/platform-helpers";
import { insertBrowsingTask, insertResearchTask, insertScout } from "./seed";

async function signedIn(env: Record<string, string> = {}) {
  const t = makeTestApp({ env });
  const b = new Browser(t.app);
  await b.signIn(t.user.key);
  const form = async (path: string, fields: Record<string, string>) => {
    const csrf = Browser.csrf(await (await b.get(path)).text());
    return b.post(path, { _csrf: csrf, ...fields });
  };
  return { ...t, b, form };
}

describe("platform forms: new scout", () => {
  it("creates a scout the API would have created, and opens its page", async () => {
    const t = await signedIn({ SCOUT_MIN_INTERVAL_S: "3600" });
    const list = await (await t.b.get("/platform/scouts")).text();
    // Intervals below SCOUT_MIN_INTERVAL_S are not offered.
    expect(list).not.toContain('value="1800"');
    expect(list).toContain('<option value="86400" selected="">every 1 day</option>');
    const res = await t.form("/platform/scouts", {
      query: "Tell me when https://shop.example/widget changes price",
      display_name: "Widget price",
      output_interval: "21600",
      notify: "always",
      user_timezone: "Europe/Oslo",
      webhook_url: "https://hooks.example.com/w",
      webhook_format: "slack",
    });
    expect(res.status).toBe(303);
    const row = t.deps.db.select().from(scouts).where(eq(scouts.accountId, t.user.account.id)).get()!;
    expect(res.headers.get("location")).toBe(`/platform/scouts/${row.id}`);
    expect(row).toMatchObject({
      displayName: "Widget price",
      outputInterval: 21_600,
      notify: "always",
      userTimezone: "Europe/Oslo",
      webhookUrl: "https://hooks.example.com/w",
      webhookFormat: "slack",
      status: "active",
    });
    expect(await (await t.b.get(res.headers.get("location")!)).text()).toContain(
      "Created: its first run is due now",
    );
    expect(await (await t.b.get("/platform/scouts")).text()).toContain(
      '<span class="muted">none sent yet</span>',
    );
  });

  it("shows the API's own problems with the form, keeping what was typed, and stores nothing", async () => {
    const t = await signedIn();
    for (const [fields, problem] of [
      [{ query: "watch the news" }, "query: The query names no URL to watch"],
      [{ query: "https://a.example", user_timezone: "Mars/Olympus" }, "user_timezone: Unknown time zone"],
      [{ query: "https://a.example", webhook_url: "http://example.com/x" }, "webhook_url: HTTPS is required"],
      [
        { query: "https://a.example", output_interval: "60" },
        "output_interval: Input should be greater than or equal to 1800",
      ],
    ] as const) {
      const res = await t.form("/platform/scouts", fields);
      expect(res.status, problem).toBe(422);
      const html = await res.text();
      expect(html, problem).toContain(problem);
      expect(html).toContain(`>${fields.query}</textarea>`);
    }
    expect(t.deps.db.select().from(scouts).all()).toEqual([]);
  });
});

describe("platform forms: new research task", () => {
  it("creates, charges and queues a task, then opens its page; an empty question is the API's 422", async () => {
    const t = await signedIn();
    const balance = () =>
      t.deps.db.select().from(accounts).where(eq(accounts.id, t.user.account.id)).get()!.creditsBalance;
    const before = balance();
    const res = await t.form("/platform/research", {
      query: "Who built https://a.example/lighthouse?",
      mode: "fast",
      webhook_url: "https://hooks.slack.com/services/T0/B0/x",
      webhook_format: "slack",
    });
    expect(res.status).toBe(303);
    const row = t.deps.db.select().from(researchTasks).get()!;
    expect(res.headers.get("location")).toBe(`/platform/research/${row.id}`);
    expect(row).toMatchObject({
      mode: "fast",
      status: "queued",
      accountId: t.user.account.id,
      webhookUrl: "https://hooks.slack.com/services/T0/B0/x",
      webhookFormat: "slack",
    });
    expect(balance()).toBe(before - t.deps.config.credits.researchFast);

    const empty = await t.form("/platform/research", { query: "  " });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("query: String should have at least 1 character");
    const plainHttp = await t.form("/platform/research", {
      query: "Who built https://a.example/lighthouse?",
      webhook_url: "http://hooks.example.com/x",
    });
    expect(plainHttp.status).toBe(422);
    const html = await plainHttp.text();
    expect(html).toContain("webhook_url: HTTPS is required");
    expect(html).toContain('value="http://hooks.example.com/x"');
    expect(t.deps.db.select().from(researchTasks).all()).toHaveLength(1);
    // A format chosen without a URL is not stored.
    await t.form("/platform/research", { query: "Who built https://a.example/?", webhook_format: "zapier" });
    expect(
      t.deps.db
        .select()
        .from(researchTasks)
        .all()
        .map((r) => r.webhookFormat),
    ).toEqual(["slack", null]);
  });
});

describe("platform forms: new browsing task", () => {
  it("creates, charges and queues a task, then opens its page; the API's problems come back at their field", async () => {
    const t = await signedIn();
    const balance = () =>
      t.deps.db.select().from(accounts).where(eq(accounts.id, t.user.account.id)).get()!.creditsBalance;
    const before = balance();
    const list = await (await t.b.get("/platform/browsing")).text();
    expect(list).toContain('<form method="post" action="/platform/browsing" class="card">');
    expect(list).toContain('name="max_steps" min="1" max="100" value="25"');
    const res = await t.form("/platform/browsing", {
      task: "click 'Pricing' then find 'per month'",
      start_url: "https://a.example/",
      max_steps: "12",
      webhook_url: "https://hooks.example.com/b",
      webhook_format: "zapier",
    });
    expect(res.status).toBe(303);
    const row = t.deps.db.select().from(browsingTasks).get()!;
    expect(res.headers.get("location")).toBe(`/platform/browsing/${row.id}`);
    expect(row).toMatchObject({
      task: "click 'Pricing' then find 'per month'",
      startUrl: "https://a.example/",
      maxSteps: 12,
      webhookUrl: "https://hooks.example.com/b",
      webhookFormat: "zapier",
      status: "queued",
      accountId: t.user.account.id,
    });
    expect(row.jobId).not.toBeNull();
    expect(balance()).toBe(before - t.deps.config.credits.browsingTask);

    for (const [fields, problem] of [
      [{ task: " " }, "task: String should have at least 1 character"],
      [{ task: "find 'x'", start_url: "ftp://a.example/" }, "start_url: Input should be a valid URL"],
      [{ task: "find 'x'", max_steps: "500" }, "max_steps:"],
      [{ task: "find 'x'", webhook_url: "http://hooks.example.com/x" }, "webhook_url: HTTPS is required"],
    ] as const) {
      const refused = await t.form("/platform/browsing", fields);
      expect(refused.status, problem).toBe(422);
      const html = await refused.text();
      expect(html).toContain(problem);
      if ("start_url" in fields) expect(html).toContain('value="ftp://a.example/"');
    }
    expect(t.deps.db.select().from(browsingTasks).all()).toHaveLength(1);
  });
});

describe("platform forms: cancel a browsing task", () => {
  it("cancels a queued task from its page; a finished or foreign task is left alone", async () => {
    const t = await signedIn();
    const queued = insertBrowsingTask(t.deps.db, t.user.account.id, { status: "queued" });
    const page = await (await t.b.get(`/platform/browsing/${queued}`)).text();
    expect(page).toContain(`action="/platform/browsing/${queued}/cancel"`);
    const res = await t.b.post(`/platform/browsing/${queued}/cancel`, { _csrf: Browser.csrf(page) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/platform/browsing/${queued}`);
    const status = (id: string) =>
      t.deps.db.select().from(browsingTasks).where(eq(browsingTasks.id, id)).get()!.status;
    expect(status(queued)).toBe("cancelled");
    const after = await (await t.b.get(`/platform/browsing/${queued}`)).text();
    expect(after).not.toContain("/cancel");

    const done = insertBrowsingTask(t.deps.db, t.user.account.id, { status: "succeeded" });
    expect((await t.b.post(`/platform/browsing/${done}/cancel`, { _csrf: Browser.csrf(page) })).status).toBe(
      303,
    );
    expect(status(done)).toBe("succeeded");
    const bob = makeAccount(t.deps, "bob");
    const bobs = insertBrowsingTask(t.deps.db, bob.account.id, { status: "queued" });
    expect((await t.b.post(`/platform/browsing/${bobs}/cancel`, { _csrf: Browser.csrf(page) })).status).toBe(
      404,
    );
    expect(status(bobs)).toBe("queued");
  });
});

describe("platform forms: delete a task", () => {
  it("deletes a finished browsing task with its screenshots from its page; a running or foreign one stays", async () => {
    const t = await signedIn();
    const done = insertBrowsingTask(t.deps.db, t.user.account.id, { status: "succeeded" });
    const page = await (await t.b.get(`/platform/browsing/${done}`)).text();
    expect(page).toContain(`action="/platform/browsing/${done}/delete"`);
    const res = await t.b.post(`/platform/browsing/${done}/delete`, { _csrf: Browser.csrf(page) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/platform/browsing");
    expect(await (await t.b.get("/platform/browsing")).text()).toContain(
      "The task was deleted, with its screenshots.",
    );
    expect((await t.b.get(`/platform/browsing/${done}`)).status).toBe(404);
    expect(t.deps.db.select().from(browsingSteps).all()).toEqual([]);

    const running = insertBrowsingTask(t.deps.db, t.user.account.id, { status: "running" });
    expect(await (await t.b.get(`/platform/browsing/${running}`)).text()).not.toContain("/delete");
    const refused = await t.b.post(`/platform/browsing/${running}/delete`, { _csrf: Browser.csrf(page) });
    expect(refused.headers.get("location")).toBe(`/platform/browsing/${running}`);
    const bob = makeAccount(t.deps, "bob");
    const bobs = insertBrowsingTask(t.deps.db, bob.account.id);
    expect((await t.b.post(`/platform/browsing/${bobs}/delete`, { _csrf: Browser.csrf(page) })).status).toBe(
      404,
    );
    expect(
      t.deps.db
        .select()
        .from(browsingTasks)
        .all()
        .map((r) => r.id)
        .sort(),
    ).toEqual([running, bobs].sort());
  });

  it("deletes a finished research task from its page, not another account's", async () => {
    const t = await signedIn();
    const mine = insertResearchTask(t.deps.db, t.user.account.id);
    const page = await (await t.b.get(`/platform/research/${mine}`)).text();
    expect(page).toContain(`action="/platform/research/${mine}/delete"`);
    const bob = makeAccount(t.deps, "bob");
    const bobs = insertResearchTask(t.deps.db, bob.account.id);
    expect((await t.b.post(`/platform/research/${bobs}/delete`, { _csrf: Browser.csrf(page) })).status).toBe(
      404,
    );
    expect((await t.b.post(`/platform/research/${mine}/delete`, {})).status).toBe(403);
    expect((await t.b.post(`/platform/browsing/${mine}/delete`, {})).status).toBe(403);
    const res = await t.b.post(`/platform/research/${mine}/delete`, { _csrf: Browser.csrf(page) });
    expect(res.headers.get("location")).toBe("/platform/research");
    expect(await (await t.b.get("/platform/research")).text()).toContain("The research task was deleted.");
    expect(
      t.deps.db
        .select()
        .from(researchTasks)
        .all()
        .map((r) => r.id),
    ).toEqual([bobs]);
  });
});

describe("platform forms: run a task again", () => {
  it("starts a new browsing task with the same inputs from a finished one's page, charged as any other", async () => {
    const t = await signedIn();
    const balance = () =>
      t.deps.db.select().from(accounts).where(eq(accounts.id, t.user.account.id)).get()!.creditsBalance;
    const first = insertBrowsingTask(t.deps.db, t.user.account.id, { task: "find 'per month'" });
    t.deps.db
      .update(browsingTasks)
      .set({
        startUrl: "https://a.example/",
        maxSteps: 7,
        webhookUrl: "https://h.example/b",
        webhookFormat: "slack",
      })
      .where(eq(browsingTasks.id, first))
      .run();
    const page = await (await t.b.get(`/platform/browsing/${first}`)).text();
    expect(page).toContain(`action="/platform/browsing/${first}/rerun"`);
    const before = balance();
    const res = await t.b.post(`/platform/browsing/${first}/rerun`, { _csrf: Browser.csrf(page) });
    expect(res.status).toBe(303);
    const again = t.deps.db
      .select()
      .from(browsingTasks)
      .all()
      .find((r) => r.id !== first)!;
    expect(res.headers.get("location")).toBe(`/platform/browsing/${again.id}`);
    expect(again).toMatchObject({
      task: "find 'per month'",
      startUrl: "https://a.example/",
      maxSteps: 7,
      webhookUrl: "https://h.example/b",
      webhookFormat: "slack",
      status: "queued",
      accountId: t.user.account.id,
    });
    expect(balance()).toBe(before - t.deps.config.credits.browsingTask);

    const bob = makeAccount(t.deps, "bob");
    const bobs = insertBrowsingTask(t.deps.db, bob.account.id);
    expect((await t.b.post(`/platform/browsing/${bobs}/rerun`, { _csrf: Browser.csrf(page) })).status).toBe(
      404,
    );
    expect((await t.b.post(`/platform/browsing/${first}/rerun`, {})).status).toBe(403);
    expect(t.deps.db.select().from(browsingTasks).all()).toHaveLength(3);
  });

  it("asks a finished research task's question again, with its mode and webhook", async () => {
    const t = await signedIn();
    const first = insertResearchTask(t.deps.db, t.user.account.id, {
      query: "Who built https://a.example/?",
    });
    t.deps.db
      .update(researchTasks)
      .set({ webhookUrl: "https://h.example/r", webhookFormat: "zapier" })
      .where(eq(researchTasks.id, first))
      .run();
    const page = await (await t.b.get(`/platform/research/${first}`)).text();
    expect(page).toContain(`action="/platform/research/${first}/rerun"`);
    const res = await t.b.post(`/platform/research/${first}/rerun`, { _csrf: Browser.csrf(page) });
    expect(res.status).toBe(303);
    const again = t.deps.db
      .select()
      .from(researchTasks)
      .all()
      .find((r) => r.id !== first)!;
    expect(res.headers.get("location")).toBe(`/platform/research/${again.id}`);
    expect(again).toMatchObject({
      query: "Who built https://a.example/?",
      mode: "fast",
      webhookUrl: "https://h.example/r",
      webhookFormat: "zapier",
      status: "queued",
    });
    const bob = makeAccount(t.deps, "bob");
    const bobs = insertResearchTask(t.deps.db, bob.account.id);
    expect((await t.b.post(`/platform/research/${bobs}/rerun`, { _csrf: Browser.csrf(page) })).status).toBe(
      404,
    );
    expect(t.deps.db.select().from(researchTasks).all()).toHaveLength(3);
  });
});

describe("platform forms: edit a scout", () => {
  const fieldsOf = (html: string) => {
    // What the browser would send back untouched: every field of the edit form as the page fills it in.
    const form = html.slice(html.indexOf('<form method="post" action="/platform/scouts/'));
    const value = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(form)?.[1] ?? "";
    const selected = (name: string) =>
      new RegExp(`name="${name}"[^]*?<option value="([^"]*)" selected=""`).exec(form)?.[1] ?? "";
    const text = (name: string) => new RegExp(`name="${name}"[^>]*>([^<]*)</textarea>`).exec(form)?.[1] ?? "";
    return {
      _csrf: Browser.csrf(html),
      query: text("query"),
      display_name: value("display_name"),
      output_interval: selected("output_interval"),
      notify: selected("notify"),
      user_timezone: value("user_timezone"),
      webhook_url: value("webhook_url"),
      webhook_format: selected("webhook_format"),
      ignore: text("ignore"),
    };
  };
  const row = (t: { deps: { db: import("../../src/db/client").Db } }, id: string) =>
    t.deps.db.select().from(scouts).where(eq(scouts.id, id)).get()!;

  it("saves what changed, as the API's PATCH does, and says so", async () => {
    const t = await signedIn();
    const id = insertScout(t.deps.db, t.user.account.id, [{ summary: "first", hasChanges: true }]);
    const scoutPage = await (await t.b.get(`/platform/scouts/${id}`)).text();
    expect(scoutPage).toContain(`<a class="button" href="/platform/scouts/${id}/edit">Edit</a>`);
    const page = await (await t.b.get(`/platform/scouts/${id}/edit`)).text();
    const fields = fieldsOf(page);
    expect(fields).toMatchObject({
      query: "Watch https://a.example/prices for changes",
      display_name: "Price watch",
      output_interval: "3600",
      notify: "changes",
      webhook_format: "scout",
    });
    const posted = Date.now();
    const res = await t.b.post(`/platform/scouts/${id}/edit`, {
      ...fields,
      display_name: "Widget prices",
      output_interval: "21600",
      webhook_url: "https://hooks.slack.com/services/T0/B0/x",
      webhook_format: "slack",
      ignore: "last updated\r\n  people are viewing  \r\n\r\n",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/platform/scouts/${id}`);
    expect(await (await t.b.get(`/platform/scouts/${id}`)).text()).toContain("Saved: the changes apply");
    const before = row(t, id);
    expect(before).toMatchObject({
      displayName: "Widget prices",
      outputInterval: 21_600,
      webhookUrl: "https://hooks.slack.com/services/T0/B0/x",
      webhookFormat: "slack",
      ignore: ["last updated", "people are viewing"],
      query: "Watch https://a.example/prices for changes",
      baselineAt: null,
    });
    // A new interval counts from the last run (never into the past), as with PATCH.
    expect(before.nextRunAt).toBeGreaterThanOrEqual(Math.max(before.lastRunAt! + 21_600_000, posted));
    expect(before.nextRunAt).toBeLessThanOrEqual(Date.now());

    // Emptying the webhook URL removes it.
    const again = fieldsOf(await (await t.b.get(`/platform/scouts/${id}/edit`)).text());
    expect(again.ignore).toBe("last updated\npeople are viewing");
    await t.b.post(`/platform/scouts/${id}/edit`, { ...again, webhook_url: "" });
    expect(row(t, id).webhookUrl).toBeNull();
  });

  it("writes nothing back when nothing changed: the schedule and the comparison baseline stay", async () => {
    const t = await signedIn();
    const id = insertScout(t.deps.db, t.user.account.id, [{ summary: "first", hasChanges: true }]);
    // Made through the API with an interval the form does not list, and a run due now (Run now).
    t.deps.db.update(scouts).set({ outputInterval: 7_200, nextRunAt: 12_345 }).where(eq(scouts.id, id)).run();
    const page = await (await t.b.get(`/platform/scouts/${id}/edit`)).text();
    expect(page).toContain('<option value="7200" selected="">every 2 h</option>');
    const before = row(t, id);
    const res = await t.b.post(`/platform/scouts/${id}/edit`, fieldsOf(page));
    expect(res.status).toBe(303);
    expect(await (await t.b.get(`/platform/scouts/${id}`)).text()).toContain("Nothing to save");
    expect(row(t, id)).toEqual(before);
  });

  it("shows the API's problem at its field, keeps what was typed, and stores nothing", async () => {
    const t = await signedIn();
    const id = insertScout(t.deps.db, t.user.account.id);
    const page = await (await t.b.get(`/platform/scouts/${id}/edit`)).text();
    const before = row(t, id);
    for (const [change, problem] of [
      [{ webhook_url: "http://hooks.example.com/x" }, "webhook_url: HTTPS is required"],
      [{ query: "watch the news" }, "query: The query names no URL to watch"],
      [{ output_interval: "60" }, "output_interval:"],
      [{ user_timezone: "Mars/Olympus" }, "user_timezone: Unknown time zone"],
    ] as const) {
      const res = await t.b.post(`/platform/scouts/${id}/edit`, { ...fieldsOf(page), ...change });
      expect(res.status, problem).toBe(422);
      const html = await res.text();
      expect(html).toContain(problem);
      expect(html).toContain("<h1>Edit scout</h1>");
      const [name, typed] = Object.entries(change)[0]!;
      if (name !== "output_interval" && name !== "query") expect(html).toContain(`value="${typed}"`);
    }
    expect(row(t, id)).toEqual(before);
  });

  it("refuses another account's scout (404) and a form without its CSRF token (403)", async () => {
    const t = await signedIn();
    const bob = makeAccount(t.deps, "bob");
    const bobs = insertScout(t.deps.db, bob.account.id);
    const mine = insertScout(t.deps.db, t.user.account.id);
    const page = await (await t.b.get(`/platform/scouts/${mine}/edit`)).text();
    const fields = { ...fieldsOf(page), display_name: "Taken over" };
    expect((await t.b.get(`/platform/scouts/${bobs}/edit`)).status).toBe(404);
    expect((await t.b.post(`/platform/scouts/${bobs}/edit`, fields)).status).toBe(404);
    expect((await t.b.post(`/platform/scouts/${mine}/edit`, { ...fields, _csrf: "" })).status).toBe(403);
    expect(row(t, bobs).displayName).toBe("Price watch");
    expect(row(t, mine).displayName).toBe("Price watch");
    // The same form, with its token, on one's own scout: saved.
    expect((await t.b.post(`/platform/scouts/${mine}/edit`, fields)).status).toBe(303);
    expect(row(t, mine).displayName).toBe("Taken over");
  });
});

describe("platform forms: delete a scout", () => {
  it("deletes a scout with its updates from its page, behind a folded confirmation; not another account's", async () => {
    const t = await signedIn();
    const updates = [
      { summary: "first", hasChanges: true },
      { summary: "second", hasChanges: false },
    ];
    const mine = insertScout(t.deps.db, t.user.account.id, updates);
    const bob = makeAccount(t.deps, "bob");
    const bobs = insertScout(t.deps.db, bob.account.id, updates);
    const page = await (await t.b.get(`/platform/scouts/${mine}`)).text();
    expect(page).toMatch(
      new RegExp(
        `<details class="card"><summary>Delete this scout</summary>[^]*action="/platform/scouts/${mine}/delete"`,
      ),
    );
    const csrf = Browser.csrf(page);
    expect((await t.b.post(`/platform/scouts/${bobs}/delete`, { _csrf: csrf })).status).toBe(404);
    expect((await t.b.post(`/platform/scouts/${mine}/delete`, {})).status).toBe(403);
    const res = await t.b.post(`/platform/scouts/${mine}/delete`, { _csrf: csrf });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/platform/scouts");
    expect(await (await t.b.get("/platform/scouts")).text()).toContain(
      "Deleted “Price watch” and its updates.",
    );
    expect((await t.b.get(`/platform/scouts/${mine}`)).status).toBe(404);
    const left = (table: typeof scouts | typeof scoutUpdates) =>
      t.deps.db
        .select()
        .from(table)
        .all()
        .map((r) => ("scoutId" in r ? r.scoutId : r.id));
    expect(left(scouts)).toEqual([bobs]);
    expect(left(scoutUpdates)).toEqual([bobs, bobs]);
  });
});

describe("platform lists: status filters", () => {
  it("filters research and browsing tasks by status, marking the one shown", async () => {
    const t = await signedIn();
    insertResearchTask(t.deps.db, t.user.account.id, { query: "the finished question" });
    t.deps.db
      .insert(researchTasks)
      .values({
        id: "r-queued",
        accountId: t.user.account.id,
        query: "the waiting question",
        mode: "fast",
        status: "queued",
        updates: [],
        createdAt: 5,
      })
      .run();
    const failed = await (await t.b.get("/platform/research?status=queued")).text();
    expect(failed).toContain("the waiting question");
    expect(failed).not.toContain("the finished question");
    expect(failed).toContain('<a href="/platform/research?status=queued" aria-current="page">queued</a>');
    expect(await (await t.b.get("/platform/research")).text()).toContain("the finished question");

    insertBrowsingTask(t.deps.db, t.user.account.id, { status: "failed", task: "the failed errand" });
    insertBrowsingTask(t.deps.db, t.user.account.id, { status: "succeeded", task: "the done errand" });
    const browsing = await (await t.b.get("/platform/browsing?status=failed")).text();
    expect(browsing).toContain("the failed errand");
    expect(browsing).not.toContain("the done errand");
    // An unknown status shows everything rather than failing.
    expect(await (await t.b.get("/platform/browsing?status=bogus")).text()).toContain("the done errand");
  });
});
