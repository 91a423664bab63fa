import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrowseSite } from "../helpers/browse-site";
import { startFixtureSite } from "../helpers/fixture-site";
import { type Instance, startInstances, stopInstances, until } from "../helpers/instances";
import { type TestDatabase, withPostgres } from "../helpers/postgres";
import { type Receiver, startReceiver } from "../webhooks/receiver";

// The service on PostgreSQL, end to end: two real Scoutpost processes on one database (as compose.yaml runs
// them), work made through one and read, finished or continued through the other. Every capability the API has
// is used once here; the store-level suites (test/foundation/pg-store.test.ts and the describe.each files) hold
// the details.

let database: TestDatabase;
let a: Instance;
let b: Instance;
let key: string;
let receiver: Receiver;
let browseSite: Awaited<ReturnType<typeof startBrowseSite>>;
let researchSite: Awaited<ReturnType<typeof startFixtureSite>>;
const all: Instance[] = [];

beforeAll(async () => {
  database = await withPostgres();
  [receiver, browseSite, researchSite] = await Promise.all([
    startReceiver(),
    startBrowseSite(),
    startFixtureSite(),
  ]);
  const started = await startInstances(2, database.url);
  all.push(...started.instances);
  [a, b] = started.instances as [Instance, Instance];
  key = started.key;
}, 120_000);

afterAll(async () => {
  await stopInstances(all);
  await Promise.all([receiver?.close(), browseSite?.close(), researchSite?.close()]);
  await database?.drop();
});

type Health = { status: string; instance: { id: string; database: string } };
type Task = { status: string; error: string | null };
const finished = (t: Task) => t.status === "succeeded" || t.status === "failed";
type Deliveries = { deliveries: { id: string; status: string; source_type: string }[] };

describe("two instances on one PostgreSQL", () => {
  it("answer /health naming PostgreSQL and themselves", async () => {
    const [ha, hb] = await Promise.all([a.api<Health>("/health"), b.api<Health>("/health")]);
    expect(ha.status).toBe("ok");
    expect(ha.instance).toEqual({ id: "instance-1", database: "postgres" });
    expect(hb.instance).toEqual({ id: "instance-2", database: "postgres" });
  });

  it("started together, made one default account: the bootstrap key works on both", async () => {
    const [ua, ub] = await Promise.all([
      a.api<{ credits_balance: number }>("/v1/usage"),
      b.api<{ credits_balance: number }>("/v1/usage"),
    ]);
    expect(ua.credits_balance).toBe(ub.credits_balance);
  });

  it("run research, browsing and a scout made on one, seen finished and delivered from the other", async () => {
    const inbox = await a.api<{ id: string; url: string }>("/v1/webhooks/inboxes", { name: "pg inbox" });
    const before = await b.api<{ credits_balance: number }>("/v1/usage");
    const research = await a.api<{ task_id: string }>("/v1/research/tasks", {
      query: `When was the Glimmerfen lighthouse built, and by whom? ${researchSite.url}/history.html`,
      mode: "fast",
      webhook_url: inbox.url,
    });
    const browsing = await a.api<{ task_id: string }>("/v1/browsing/tasks", {
      task: `go to ${browseSite.url("/")}\nclick 'Pricing'`,
    });
    const scout = await a.api<{ id: string }>("/v1/scouting/tasks", {
      query: `Glimmerfen lighthouse museum opening hours ${researchSite.url}/visit.html`,
      webhook_url: inbox.url,
    });

    const r = await until(() => b.api<Task>(`/v1/research/tasks/${research.task_id}`), finished);
    expect(r).toMatchObject({ status: "succeeded", error: null });
    const t = await until(() => b.api<Task>(`/v1/browsing/tasks/${browsing.task_id}`), finished);
    expect(t).toMatchObject({ status: "succeeded" });
    const trajectory = await b.request(`/v1/browsing/tasks/${browsing.task_id}/trajectory?output_type=zip`, {
      headers: { "X-API-Key": key },
    });
    expect(trajectory.status).toBe(200);
    expect(
      Buffer.from(await trajectory.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
    const updates = await until(
      () => b.api<{ updates: unknown[] }>(`/v1/scouting/tasks/${scout.id}/updates`),
      (u) => u.updates.length > 0,
    );
    expect(updates.updates.length).toBeGreaterThan(0);

    const delivered = await until(
      () => b.api<Deliveries>("/v1/webhooks/deliveries"),
      (l) => l.deliveries.length >= 2 && l.deliveries.every((d) => d.status === "succeeded"),
    );
    expect(new Set(delivered.deliveries.map((d) => d.source_type))).toEqual(new Set(["research", "scout"]));
    const captured = await b.api<{ requests: unknown[] }>(`/v1/webhooks/inboxes/${inbox.id}/requests`);
    expect(captured.requests.length).toBe(delivered.deliveries.length);
    const after = await a.api<{ credits_balance: number }>("/v1/usage");
    expect(after.credits_balance).toBeLessThan(before.credits_balance);
  }, 120_000);

  it("redeliver from the other instance, with every attempt in the log", async () => {
    const { deliveries } = await a.api<Deliveries>("/v1/webhooks/deliveries");
    const id = deliveries[0]!.id;
    const outcome = await b.api<{ success: boolean }>(`/v1/webhooks/deliveries/${id}/redeliver`, {});
    expect(outcome.success).toBe(true);
    const detail = await a.api<{ manual_attempts: number; attempt_log: { trigger: string }[] }>(
      `/v1/webhooks/deliveries/${id}`,
    );
    expect(detail.manual_attempts).toBe(1);
    expect(detail.attempt_log.map((x) => x.trigger)).toEqual(["initial", "manual"]);
  });

  it("answer chat completions on either", async () => {
    const { data } = await a.api<{ data: { id: string }[] }>("/v1/models");
    const res = await b.request("/v1/chat/completions", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ model: data[0]!.id, messages: [{ role: "user", content: "What is 2 + 2?" }] }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content.length).toBeGreaterThan(0);
  });

  it("relay: a source made on one receives on the other and forwards each request once", async () => {
    const source = await a.api<{ id: string; ingest_url: string }>("/v1/relay/sources", {
      name: "pg relay",
      destinations: [{ url: receiver.url("/relayed") }],
    });
    const token = new URL(source.ingest_url).pathname;
    const sent = await b.request(`${token}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"order":1}',
    });
    expect(sent.status).toBe(200);
    await until(
      async () => receiver.requests.filter((r) => r.url === "/relayed"),
      (r) => r.length === 1,
    );
    const listed = await a.api<{ requests: { id: string; status: string }[] }>(
      `/v1/relay/sources/${source.id}/requests`,
    );
    expect(listed.requests.map((r) => r.status)).toEqual(["accepted"]);
    await b.api(`/v1/relay/requests/${listed.requests[0]!.id}/replay`, {});
    await until(
      async () => receiver.requests.filter((r) => r.url === "/relayed"),
      (r) => r.length === 2,
    );
    expect(receiver.requests.filter((r) => r.url === "/relayed").map((r) => r.body)).toEqual([
      '{"order":1}',
      '{"order":1}',
    ]);
  });

  it("keep a platform session, its one-time values and an idempotency key whichever instance answers", async () => {
    const form = await a.request("/platform/sign-in");
    const html = await form.text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
    const cookies = form.headers.getSetCookie().map((c) => c.split(";")[0]!);
    const signedIn = await a.request("/platform/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies.join("; ") },
      body: new URLSearchParams({ _csrf: csrf, next: "", api_key: key }).toString(),
    });
    expect(signedIn.status).toBe(303);
    const session = signedIn.headers.getSetCookie().map((c) => c.split(";")[0]!);
    const page = await b.request("/platform/webhooks", { headers: { Cookie: session.join("; ") } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Webhook deliveries");
    // A key made through one instance is shown once by the other (the flash travels in a cookie, not in memory).
    const settings = await b.request("/platform/settings", { headers: { Cookie: session.join("; ") } });
    const formToken = /name="_csrf" value="([^"]+)"/.exec(await settings.text())![1]!;
    const made = await a.request("/platform/settings/keys", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session.join("; ") },
      body: new URLSearchParams({ _csrf: formToken, name: "made-on-a" }).toString(),
    });
    expect(made.status).toBe(303);
    const flash = made.headers.getSetCookie().map((c) => c.split(";")[0]!);
    const shown = await b.request("/platform/settings", {
      headers: { Cookie: [...session, ...flash].join("; ") },
    });
    expect(await shown.text()).toMatch(/<pre class="secret">sp_[0-9A-Za-z]{40}<\/pre>/);

    const once = { "Idempotency-Key": "pg-two-instances-1" };
    const first = await a.api<{ id: string }>("/v1/webhooks/inboxes", { name: "once" }, once);
    const again = await b.api<{ id: string }>("/v1/webhooks/inboxes", { name: "once" }, once);
    expect(again.id).toBe(first.id);
  });
});
