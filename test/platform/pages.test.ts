import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STORAGE_RETRY_MS } from "../../src/db/errors";
import { deliveries, researchTasks, scouts, scoutUpdates } from "../../src/db/schema";
import { enqueueScoutRun } from "../../src/scouts/scheduler";
import { capStorage, makeAccount, makeTestApp } from "../helpers/deps";
import { unzip } from "../helpers/zip";
import { Browser } from "../webhooks-inspector/platform-helpers";
import { insertDelivery } from "../webhooks-inspector/seed";
import { fakeWebp, insertBrowsingTask, insertResearchTask, insertScout } from "./seed";

async function signedIn() {
  const t = makeTestApp();
  const b = new Browser(t.app);
  await b.signIn(t.user.key);
  const bob = makeAccount(t.deps, "bob");
  return { ...t, b, bob };
}

describe("platform task pages: happy path", () => {
  it("shows a browsing task's filmstrip, serves each step as WEBP and the trajectory as JSON and ZIP", async () => {
    const { b, deps, user } = await signedIn();
    const images = [fakeWebp("first"), fakeWebp("second")];
    const id = insertBrowsingTask(deps.db, user.account.id, { images });
    const html = await (await b.get(`/platform/browsing/${id}`)).text();
    expect(html).toContain(`src="/platform/browsing/${id}/steps/1.webp"`);
    expect(html).toContain(`src="/platform/browsing/${id}/steps/2.webp"`);
    expect(html).toContain("click &quot;Pricing&quot;");
    expect(html).toContain("http://127.0.0.1:9/pricing.html");
    expect(html).toContain("The Pro plan costs $42 per month.");
    expect(html).toContain(`href="/platform/browsing/${id}/trajectory.zip"`);

    const img = await b.get(`/platform/browsing/${id}/steps/2.webp`);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await img.arrayBuffer())).toEqual(images[1]);
    expect((await b.get(`/platform/browsing/${id}/steps/3.webp`)).status).toBe(404);

    const json = await b.get(`/platform/browsing/${id}/trajectory.json`);
    expect(json.headers.get("content-disposition")).toBe(`attachment; filename="trajectory-${id}.json"`);
    const body = (await json.json()) as { steps: { step: number; image: string }[] };
    expect(body.steps.map((s) => Buffer.from(s.image, "base64"))).toEqual(images);
    const zip = await b.get(`/platform/browsing/${id}/trajectory.zip`);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual(["trajectory.json", "step_001.webp", "step_002.webp"]);
  });

  it("says why a failed task has no result", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertBrowsingTask(deps.db, user.account.id, {
      status: "failed",
      error: "The page stopped responding",
    });
    const html = await (await b.get(`/platform/browsing/${id}`)).text();
    expect(html).toContain("The page stopped responding");
    expect(html).toContain("No result: the task failed (the error is above).");
    expect(html).not.toContain("No result yet.");
  });

  it("refreshes a running task's page and offers no download until it has finished", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertBrowsingTask(deps.db, user.account.id, { status: "running" });
    const html = await (await b.get(`/platform/browsing/${id}`)).text();
    expect(html).toContain('http-equiv="refresh"');
    expect(html).not.toContain("trajectory.zip");
    expect((await b.get(`/platform/browsing/${id}/trajectory.zip`)).status).toBe(409);
  });

  it("renders a research report as HTML with numbered sources, and lists only this account's tasks", async () => {
    const { b, deps, user, bob } = await signedIn();
    const id = insertResearchTask(deps.db, user.account.id);
    insertResearchTask(deps.db, bob.account.id, { query: "bob's secret question" });
    const html = await (await b.get(`/platform/research/${id}`)).text();
    expect(html).toContain("<h3>Answer</h3>");
    expect(html).toContain('<a class="cite" href="#source-1">[1]</a>');
    expect(html).toContain('<li id="source-1" value="1"><a href="https://a.example/h"');
    // The report's own Sources list is replaced by the anchored one.
    expect(html.match(/a\.example\/h"/g)).toHaveLength(1);
    // No webhook, no link to deliveries; with one, the page links to this task's deliveries.
    expect(html).not.toContain("webhook deliveries");
    deps.db
      .update(researchTasks)
      .set({ webhookUrl: "https://hooks.example.com/r" })
      .where(eq(researchTasks.id, id))
      .run();
    const withHook = await (await b.get(`/platform/research/${id}`)).text();
    expect(withHook).toContain(
      `<a href="/platform/webhooks?source_id=${id}">This task&#39;s webhook deliveries</a>`,
    );
    const list = await (await b.get("/platform/research")).text();
    expect(list).toContain(`/platform/research/${id}`);
    expect(list).not.toContain("bob&#39;s secret question");
  });

  it("shows a scout's updates newest first, marking which ones changed", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertScout(deps.db, user.account.id, [
      { summary: "First run: 3 findings.", hasChanges: true },
      { summary: "No changes since the last run.", hasChanges: false },
      { summary: "1 change since the last run. Changed: price 40 → 42", hasChanges: true },
    ]);
    const html = await (await b.get(`/platform/scouts/${id}`)).text();
    const order = ["1 change since", "No changes since", "First run"].map((s) => html.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(html.match(/badge b-changed/g)).toHaveLength(2);
    expect(html.match(/badge b-unchanged/g)).toHaveLength(1);
    expect(html).toContain("every 1 h");
    expect(html).toContain(`href="/platform/webhooks?source_id=${id}"`);
    const list = await (await b.get("/platform/scouts")).text();
    expect(list).toContain("Price watch");
  });

  it("gives each update its own page (details_url) with its webhook delivery, and lists each scout's last result", async () => {
    const { b, deps, user, bob } = await signedIn();
    const id = insertScout(deps.db, user.account.id, [
      { summary: "First run: 3 findings.", hasChanges: true },
      { summary: "No changes since the last run.", hasChanges: false },
    ]);
    const [first, second] = deps.db
      .select()
      .from(scoutUpdates)
      .where(eq(scoutUpdates.scoutId, id))
      .orderBy(scoutUpdates.timestamp)
      .all();
    insertDelivery(deps.db, user.account.id, {
      sourceId: id,
      updateId: first!.id,
      status: "failed",
      lastError: "HTTP 503",
    });
    const html = await (await b.get(`/platform/scouts/${id}`)).text();
    expect(html).toContain(`href="/platform/scouts/${id}/updates/${first!.id}"`);
    expect(html).toContain(
      `<a href="/platform/webhooks?update_id=${first!.id}" title="HTTP 503">webhook <span class="badge b-failed">failed</span></a>`,
    );
    const page = await b.get(`/platform/scouts/${id}/updates/${first!.id}`);
    expect(page.status).toBe(200);
    const one = await page.text();
    expect(one).toContain("First run: 3 findings.");
    expect(one).not.toContain("No changes since the last run.");
    expect(one).toContain("<h3>Report 1</h3>");
    for (const path of [
      `/platform/scouts/${id}/updates/${randomUUID()}`,
      `/platform/scouts/${insertScout(deps.db, bob.account.id, [])}/updates/${second!.id}`,
    ])
      expect((await b.get(path)).status, path).toBe(404);
    const list = await (await b.get("/platform/scouts")).text();
    expect(list).toMatch(/<td><span class="badge b-unchanged">unchanged<\/span><\/td>/);
    // The list shows each scout's latest webhook delivery, linked: a failing hook is seen without the inspector.
    const failedId = deps.db.select().from(deliveries).where(eq(deliveries.sourceId, id)).get()!.id;
    expect(list).toContain(
      `<a href="/platform/webhooks/deliveries/${failedId}" title="HTTP 503"><span class="badge b-failed">failed</span></a>`,
    );
    const later = insertDelivery(deps.db, user.account.id, {
      sourceId: id,
      updateId: second!.id,
      status: "succeeded",
    });
    const after = await (await b.get("/platform/scouts")).text();
    expect(after).toContain(
      `<a href="/platform/webhooks/deliveries/${later}"><span class="badge b-succeeded">succeeded</span></a>`,
    );
    // Another account's delivery naming this scout is not shown; a scout without a webhook shows a dash.
    insertDelivery(deps.db, bob.account.id, { sourceId: id, status: "failed" });
    insertScout(deps.db, user.account.id, []);
    const again = await (await b.get("/platform/scouts")).text();
    expect(again).toContain(`/platform/webhooks/deliveries/${later}"`);
    expect(again).toMatch(/<td><span class="muted">—<\/span><\/td>/);
  });

  it("shows on an update's page what changed since the run before, sentence by sentence", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertScout(deps.db, user.account.id, []);
    const url = "https://a.example/p";
    const f = (text: string) => ({ key: text.toLowerCase().replace(/\.$/, ""), text, url });
    const run = (n: number, findings: unknown[]) => {
      const uid = randomUUID();
      deps.db
        .insert(scoutUpdates)
        .values({
          id: uid,
          scoutId: id,
          accountId: user.account.id,
          timestamp: Date.UTC(2026, 0, n),
          status: "completed",
          hasChanges: true,
          summary: `Run ${n}.`,
          reportContent: "r",
          findings,
        })
        .run();
      return uid;
    };
    const first = run(1, [f("Price is 40 euros."), f("In stock."), f("Ships in 2 days.")]);
    const second = run(2, [
      f("Price is 42 euros."),
      f("Ships in 2 days."),
      f("Free shipping on orders over 50."),
    ]);
    const html = await (await b.get(`/platform/scouts/${id}/updates/${second}`)).text();
    expect(html).toContain("<del>Price is 40 euros.</del> → <ins>Price is 42 euros.</ins>");
    expect(html).toContain(
      `<li>+ Free shipping on orders over 50.<span class="mono url muted"> ${url}</span></li>`,
    );
    expect(html).toContain("<li>− In stock.");
    expect(html).not.toContain("Ships in 2 days.");
    expect(await (await b.get(`/platform/scouts/${id}/updates/${first}`)).text()).toContain(
      "The first run of this query: nothing before it to compare with.",
    );
    // Compared with a run the reader picks: from the first run to a third, "In stock." is gone and shipping changed.
    const third = run(3, [f("Price is 42 euros."), f("Ships in 5 days.")]);
    const picker = await (await b.get(`/platform/scouts/${id}/updates/${third}`)).text();
    expect(picker).toContain(`<option value="${first}">2026-01-01 00:00:00 UTC</option>`);
    const compared = await (await b.get(`/platform/scouts/${id}/updates/${third}?compare=${first}`)).text();
    expect(compared).toContain("What changed from the run of 2026-01-01 00:00:00 UTC to this one");
    expect(compared).toContain("<li>− In stock.");
    expect(compared).toContain("<del>Ships in 2 days.</del> → <ins>Ships in 5 days.</ins>");
    expect(compared).toContain(`<option value="${first}" selected="">`);
    // An id that is not a completed run of this scout falls back to the run before.
    const unknown = await (await b.get(`/platform/scouts/${id}/updates/${third}?compare=nope`)).text();
    expect(unknown).toContain("What changed since the run before");
    // Itself is no comparison either; a later run is compared forwards, from this run to that one.
    const itself = await (await b.get(`/platform/scouts/${id}/updates/${third}?compare=${third}`)).text();
    expect(itself).toContain("What changed since the run before");
    const forwards = await (await b.get(`/platform/scouts/${id}/updates/${first}?compare=${third}`)).text();
    expect(forwards).toContain("What changed from this run to the later run of 2026-01-03 00:00:00 UTC");
    expect(forwards).toContain("<li>− In stock.");
    expect(forwards).toContain("<del>Ships in 2 days.</del> → <ins>Ships in 5 days.</ins>");
    // What the scout ignores is left out, as the run left it out.
    deps.db
      .update(scouts)
      .set({ ignore: ["free shipping"] })
      .where(eq(scouts.id, id))
      .run();
    const ignoring = await (await b.get(`/platform/scouts/${id}/updates/${second}`)).text();
    expect(ignoring).not.toContain("Free shipping");
    expect(ignoring).toContain("<ins>Price is 42 euros.</ins>");
  });

  it("refreshes a scout's page while a run is due or under way, and not otherwise", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertScout(deps.db, user.account.id, [{ summary: "First run.", hasChanges: true }]);
    const later = Date.now() + 3_600_000;
    deps.db.$client.prepare("update scouts set next_run_at = ? where id = ?").run(later, id);
    const refreshing = async () =>
      (await (await b.get(`/platform/scouts/${id}`)).text()).includes('http-equiv="refresh"');
    expect(await refreshing()).toBe(false);
    await deps.store.run(enqueueScoutRun(deps.jobs, { scoutId: id, dueAt: later }));
    expect(await refreshing()).toBe(true);
    deps.db.$client.prepare("update jobs set status = 'done'").run();
    expect(await refreshing()).toBe(false);
    deps.db.$client.prepare("update scouts set next_run_at = ? where id = ?").run(Date.now() - 1000, id);
    expect(await refreshing()).toBe(true);
  });

  it("shows a scout whose stored next run no date can hold (written before the API bounded it) without failing", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertScout(deps.db, user.account.id, [{ summary: "First run.", hasChanges: true }]);
    deps.db.$client.prepare("update scouts set next_run_at = ? where id = ?").run(9_007_199_254_740_991, id);
    expect((await b.get(`/platform/scouts/${id}`)).status).toBe(200);
    const list = await b.get("/platform/scouts");
    expect(list.status).toBe(200);
    expect(await list.text()).toContain("Price watch");
  });

  it("answers a post to a scout action that does not exist with 404 (the route's pattern decides, not its prefix)", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertScout(deps.db, user.account.id, [{ summary: "First run.", hasChanges: true }]);
    const page = await (await b.get(`/platform/scouts/${id}`)).text();
    const res = await b.post(`/platform/scouts/${id}/explode`, { _csrf: Browser.csrf(page) });
    expect(res.status).toBe(404);
  });

  it("pauses, resumes, marks done and restarts a scout from its page, offering only what its state allows", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertScout(deps.db, user.account.id, [{ summary: "First run.", hasChanges: true }]);
    const row = () =>
      deps.db.$client.prepare("select status, next_run_at as next from scouts where id = ?").get(id);
    // The state's buttons (the folded Edit and Delete forms are there in every state: forms.test.ts).
    const buttons = (html: string) =>
      [...html.matchAll(/action="\/platform\/scouts\/[^/]+\/(\w+)"/g)]
        .map((m) => m[1])
        .filter((a) => a !== "delete" && a !== "edit");
    const act = async (action: string) => {
      const page = await (await b.get(`/platform/scouts/${id}`)).text();
      const res = await b.post(`/platform/scouts/${id}/${action}`, { _csrf: Browser.csrf(page) });
      expect(res.status).toBe(303);
      return (await b.get(res.headers.get("location")!)).text();
    };

    expect(buttons(await (await b.get(`/platform/scouts/${id}`)).text())).toEqual([
      "restart",
      "pause",
      "done",
    ]);
    const due = (row() as { next: number }).next;
    let html = await act("pause");
    // The due time is held for resume (the API shows none while paused).
    expect(row()).toEqual({ status: "paused", next: due });
    expect(html).toContain("Paused: no runs until you resume it.");
    expect(buttons(html)).toEqual(["resume", "restart", "done"]);
    html = await act("resume");
    expect(row()).toMatchObject({ status: "active", next: expect.any(Number) });
    html = await act("done");
    expect(row()).toEqual({ status: "done", next: null });
    expect(buttons(html)).toEqual(["restart"]);
    // A page from before it was done: pausing changes nothing and says why.
    html = await act("pause");
    expect(row()).toEqual({ status: "done", next: null });
    expect(html).toContain("This scout is done");
    html = await act("restart");
    expect(row()).toMatchObject({ status: "active", next: expect.any(Number) });
    expect(html).toContain("Running now");
    // Notices come from the session, once: not from a link (nor an object's own keys).
    for (const fake of ["", "?notice=done", "?notice=__proto__", "?notice=constructor"]) {
      const again = await (await b.get(`/platform/scouts/${id}${fake}`)).text();
      expect(again, fake).not.toMatch(/<p class="flash">/);
    }
  });

  it("links every section from the header and marks the current one", async () => {
    const { b } = await signedIn();
    const html = await (await b.get("/platform/research")).text();
    for (const path of ["webhooks", "webhooks/inboxes", "browsing", "research", "scouts", "settings"])
      expect(html).toContain(`href="/platform/${path}"`);
    expect(html).toContain('<a href="/platform/research" aria-current="page">');
  });

  it("answers errors with pages: an unknown path, a malformed form, a form from an ended session, an expired form", async () => {
    const { b, app } = await signedIn();
    const unknown = await b.get("/platform/nowhere");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("text/html");
    expect(await unknown.text()).toMatch(/<h1>Not found<\/h1><p>Not Found<\/p>.*Back to Scoutpost/);
    const broken = await b.request("/platform/settings/keys", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nnot a part",
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("<p>Malformed form body</p>");
    const expired = await b.post("/platform/settings/keys", { _csrf: "stale", name: "x" });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("<h1>Form expired</h1>");
    const signedOut = await app.request("/platform/settings/keys", { method: "POST" });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toMatch(
      /Your session has ended: sign in again\..*href="\/platform\/sign-in">Sign in/,
    );
  });

  it("answers a form on a full disk with a 503 page that carries Retry-After, as the API's 503 does", async () => {
    const { b, deps } = await signedIn();
    const csrf = Browser.csrf(await (await b.get("/platform/research")).text());
    capStorage(deps.db);
    // Enough tasks to need a new page whatever room the last one had.
    let res: Response | undefined;
    for (let i = 0; i < 200; i++) {
      res = await b.post("/platform/research", { _csrf: csrf, query: `Who built https://a.example/${i}?` });
      if (res.status !== 303) break;
    }
    expect(res?.status).toBe(503);
    expect(res?.headers.get("content-type")).toContain("text/html");
    expect(res?.headers.get("retry-after")).toBe(String(STORAGE_RETRY_MS / 1000));
    expect(await res!.text()).toContain("The server&#39;s storage is full");
  });

  it("sends every page, the sign-in page and 404s included, with a doctype (standards mode)", async () => {
    const { b, app } = await signedIn();
    for (const path of [
      "webhooks",
      "webhooks/inboxes",
      "browsing",
      "research",
      "scouts",
      "settings",
      "scouts/nope",
    ])
      expect((await (await b.get(`/platform/${path}`)).text()).startsWith("<!DOCTYPE html><html"), path).toBe(
        true,
      );
    expect((await (await app.request("/platform/sign-in")).text()).startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("filters deliveries by time (UTC), keeping the filter when paging", async () => {
    const { b, deps, user } = await signedIn();
    insertDelivery(deps.db, user.account.id, {
      url: "https://a.example/jan",
      createdAt: Date.UTC(2026, 0, 5),
    });
    insertDelivery(deps.db, user.account.id, {
      url: "https://a.example/mar",
      createdAt: Date.UTC(2026, 2, 5),
    });
    const html = await (await b.get("/platform/webhooks?since=2026-02-01T00%3A00&until=2026-04-01")).text();
    expect(html).toContain("a.example/mar");
    expect(html).not.toContain("a.example/jan");
    expect(html).toContain('name="since" value="2026-02-01T00:00"');
    const before = await (await b.get("/platform/webhooks?until=2026-02-01T00%3A00")).text();
    expect(before).toContain("a.example/jan");
    expect(before).not.toContain("a.example/mar");
    // An impossible day is no filter at all (not March 2nd, which would hide January).
    const impossible = await (await b.get("/platform/webhooks?since=2026-02-30")).text();
    expect(impossible).toContain("a.example/jan");
    expect(impossible).toContain("a.example/mar");
  });
});

describe("platform task pages: security", () => {
  it("answers another account's browsing task, its images and downloads, research and scouts with 404", async () => {
    const { b, deps, bob } = await signedIn();
    const task = insertBrowsingTask(deps.db, bob.account.id);
    const research = insertResearchTask(deps.db, bob.account.id);
    const scout = insertScout(deps.db, bob.account.id, [{ summary: "bob's", hasChanges: true }]);
    for (const path of [
      `/platform/browsing/${task}`,
      `/platform/browsing/${task}/steps/1.webp`,
      `/platform/browsing/${task}/trajectory.json`,
      `/platform/browsing/${task}/trajectory.zip`,
      `/platform/research/${research}`,
      `/platform/scouts/${scout}`,
    ]) {
      expect((await b.get(path)).status, path).toBe(404);
    }
    // Nor can its state be changed: the form post is answered like an unknown scout, and nothing moves.
    const page = await (await b.get("/platform/scouts")).text();
    const post = await b.post(`/platform/scouts/${scout}/pause`, { _csrf: Browser.csrf(page) });
    expect(post.status).toBe(404);
    expect(deps.db.$client.prepare("select status from scouts where id = ?").get(scout)).toEqual({
      status: "active",
    });
  });

  it("sends a visitor without a session to sign in, for pages and images alike", async () => {
    const { app, deps, user } = makeTestApp();
    const id = insertBrowsingTask(deps.db, user.account.id);
    for (const path of [
      `/platform/browsing/${id}`,
      `/platform/browsing/${id}/steps/1.webp`,
      "/platform/settings",
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toMatch(/^\/platform\/sign-in\?next=/);
    }
  });

  it("signing out ends the session on the server: a copy of the cookie opens nothing afterwards", async () => {
    const { b, app } = await signedIn();
    const copy = new Browser(app);
    copy.cookies = new Map(b.cookies); // the same cookie, kept elsewhere (another tab, a stolen copy)
    expect((await copy.get("/platform/settings")).status).toBe(200);
    const csrf = Browser.csrf(await (await b.get("/platform/settings")).text());
    const out = await b.post("/platform/sign-out", { _csrf: csrf });
    expect(out.headers.get("location")).toBe("/platform/sign-in");
    expect(b.cookies.has("sp_session")).toBe(false);
    const res = await copy.get("/platform/settings");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/platform\/sign-in/);
  });

  it("sends a signed-in visitor whose sign-in `next` has a line break or backslash to the home page", async () => {
    const { b } = await signedIn();
    for (const next of ["/platform/%0d%0aSet-Cookie:%20x=1", "/platform/%09x", "/platform/\\evil.example"]) {
      const res = await b.get(`/platform/sign-in?next=${next}`);
      expect(res.status, next).toBe(303);
      expect(res.headers.get("location")).toBe("/platform/webhooks");
    }
    expect((await b.get("/platform/sign-in?next=/platform/settings")).headers.get("location")).toBe(
      "/platform/settings",
    );
  });

  it("renders a hostile report as text: no script, handler or javascript: link reaches the page", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertResearchTask(deps.db, user.account.id, {
      result:
        "## <script>alert(1)</script>\n\n<img src=x onerror=alert(2)> [run](javascript:alert(3)) [1]\n\n" +
        '[ok](https://ok.example/"onmouseover="alert(4))',
      citations: [{ id: 1, url: "javascript:alert(5)", title: "<b>evil</b>" }],
      query: "<script>alert(6)</script>",
    });
    const res = await b.get(`/platform/research/${id}`);
    const html = await res.text();
    expect(html).not.toMatch(/<script|<img|javascript:alert\(3\)|href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('href="https://ok.example/%22onmouseover=%22alert(4)"');
    expect(html).toContain("&lt;b&gt;evil&lt;/b&gt;");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
