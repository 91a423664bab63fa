import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { enqueueDeliveryNow } from "../../src/webhooks/event";
import { makeAccount, makeTestApp } from "../helpers/deps";
import { insertAttempt, insertDelivery, sampleEvent } from "./seed";

type Item = { id: string; status: string; url: string; created_at: string; latency_ms: number | null };
type List = {
  deliveries: Item[];
  total: number;
  filtered_total: number;
  page_size: number | null;
  has_more: boolean;
  prev_cursor: string | null;
  next_cursor: string | null;
};
type Detail = { detail: { loc: (string | number)[]; type: string; input?: unknown }[] };

const T0 = Date.UTC(2026, 0, 1);
const MIN = 60_000;

/** 20 deliveries for alice (two share each minute, so ties on created_at are paged by id) and 3 for bob. */
function seeded() {
  const t = makeTestApp();
  const bob = makeAccount(t.deps, "bob");
  const statuses = ["pending", "delivering", "succeeded", "failed"] as const;
  const sources = ["scout", "research", "browsing", "test"] as const;
  for (let i = 0; i < 20; i++) {
    insertDelivery(t.deps.db, t.user.account.id, {
      status: statuses[i % 4],
      sourceType: sources[i % 4],
      sourceId: i < 5 ? "src-1" : `src-${i}`,
      url: i % 2 === 0 ? "https://hooks.example.com/even?x=100%" : "https://other.example.org/odd",
      createdAt: T0 + Math.floor(i / 2) * MIN,
    });
  }
  const bobIds = [0, 1, 2].map((i) =>
    insertDelivery(t.deps.db, bob.account.id, { createdAt: T0 + i * MIN, sourceId: "src-1" }),
  );
  const get = async (qs = "", headers = t.user.headers) => {
    const res = await t.app.request(`/v1/webhooks/deliveries${qs}`, { headers });
    return { status: res.status, body: (await res.json()) as List & Detail };
  };
  return { ...t, bob, bobIds, get };
}

describe("deliveries list: happy path", () => {
  it("lists the account's deliveries newest first, 50 a page unless page_size says, with the envelope", async () => {
    const { get } = seeded();
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.total).toBe(20);
    expect(body.filtered_total).toBe(20);
    expect(body.deliveries).toHaveLength(20);
    expect(body.page_size).toBe(50);
    expect(body.has_more).toBe(false);
    const times = body.deliveries.map((d) => Date.parse(d.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(body.deliveries[0]!).sort()).toEqual(
      [
        "attempts",
        "completed_at",
        "created_at",
        "format",
        "id",
        "last_error",
        "last_error_class",
        "last_status_code",
        "latency_ms",
        "manual_attempts",
        "next_attempt_at",
        "request_id",
        "source_id",
        "source_type",
        "status",
        "update_id",
        "url",
      ].sort(),
    );
  });

  it("filters by status, source_type, source_id and URL substring (literal, % is not a wildcard)", async () => {
    const { get } = seeded();
    const failed = (await get("?status=failed")).body;
    expect(failed.filtered_total).toBe(5);
    expect(failed.total).toBe(20);
    expect(failed.deliveries.every((d) => d.status === "failed")).toBe(true);
    expect((await get("?source_type=research")).body.filtered_total).toBe(5);
    expect((await get("?source_id=src-1")).body.filtered_total).toBe(5);
    expect((await get(`?url=${encodeURIComponent("x=100%")}`)).body.filtered_total).toBe(10);
    expect((await get(`?url=${encodeURIComponent("x=1%0")}`)).body.filtered_total).toBe(0);
    expect((await get("?url=other.example.org")).body.filtered_total).toBe(10);
    expect((await get("?status=succeeded&source_type=browsing")).body.filtered_total).toBe(5);
  });

  it("filters for triage: the last attempt's status code (one, or a class) and error class, and the update", async () => {
    const { get, deps, user } = seeded();
    const last = (status: number | null, errorClass: "timeout" | "http_status" | null, updateId?: string) => {
      const id = insertDelivery(deps.db, user.account.id, {
        status: "failed",
        lastStatusCode: status,
        lastErrorClass: errorClass,
        updateId,
        createdAt: T0 + 30 * MIN,
      });
      insertAttempt(deps.db, user.account.id, id, { number: 1, responseStatus: 200, errorClass: null });
      insertAttempt(deps.db, user.account.id, id, { number: 2, responseStatus: status, errorClass });
      return id;
    };
    const e401 = last(401, "http_status", "upd-1");
    const e503 = last(503, "http_status");
    const e500 = last(500, "http_status");
    const timeout = last(null, "timeout", "upd-1");
    const ids = async (qs: string) => (await get(qs)).body.deliveries.map((d) => d.id).sort();
    expect(await ids("?status_code=401")).toEqual([e401]);
    expect(await ids("?status_code=5xx")).toEqual([e500, e503].sort());
    expect(await ids("?status_code=4XX&status=failed")).toEqual([e401]);
    expect(await ids("?error_class=timeout")).toEqual([timeout]);
    // The last recorded attempt decides (kept on the delivery): each also had an earlier attempt without an error.
    expect(await ids("?error_class=http_status")).toEqual([e401, e500, e503].sort());
    expect(await ids("?update_id=upd-1")).toEqual([e401, timeout].sort());
    for (const [name, bad] of [
      ["status_code", "41"],
      ["status_code", "6xx"],
      ["status_code", "abc"],
      ["error_class", "slow"],
    ]) {
      const res = await get(`?${name}=${bad}`);
      expect(res.status, `${name}=${bad}`).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ["query", name], input: bad });
    }
  });

  it("filters by since (inclusive) and until (exclusive), as ISO 8601 or unix ms", async () => {
    const { get } = seeded();
    const since = new Date(T0 + 5 * MIN).toISOString();
    expect((await get(`?since=${since}`)).body.filtered_total).toBe(10);
    expect((await get(`?since=${T0 + 5 * MIN}`)).body.filtered_total).toBe(10);
    expect((await get(`?until=${T0 + 5 * MIN}`)).body.filtered_total).toBe(10);
    expect((await get(`?since=${T0 + 2 * MIN}&until=${T0 + 4 * MIN}`)).body.filtered_total).toBe(4);
    expect((await get("?since=2026-01-01T00:03:00")).body.filtered_total).toBe(14); // no offset: UTC
    expect((await get("?since=2026-01-01T01:03:00%2B01:00")).body.filtered_total).toBe(14);
    expect((await get("?until=2026-01-01")).body.filtered_total).toBe(0);
    // ISO 8601 reduced precision: a year or a month alone is its start (2026 is not 2026 ms after 1970).
    expect((await get("?until=2026")).body.filtered_total).toBe(0);
    expect((await get("?since=2026")).body.filtered_total).toBe(20);
    expect((await get("?since=2026-02")).body.filtered_total).toBe(0);
  });

  it("walks forward and back across pages without gaps or repeats, filters kept", async () => {
    const { get } = seeded();
    for (const filter of ["", "&url=example"]) {
      const all = (await get(`?${filter.slice(1)}`)).body.deliveries.map((d) => d.id);
      const forward: List[] = [];
      let page = (await get(`?page_size=3${filter}`)).body;
      forward.push(page);
      for (let i = 0; page.next_cursor && i < 20; i++) {
        page = (await get(`?page_size=3&cursor=${page.next_cursor}${filter}`)).body;
        forward.push(page);
      }
      expect(forward).toHaveLength(7);
      expect(forward.at(-1)!.has_more).toBe(false);
      expect(forward[0]!.prev_cursor).toBeNull();
      expect(forward.flatMap((p) => p.deliveries.map((d) => d.id))).toEqual(all);

      const back: string[][] = [page.deliveries.map((d) => d.id)];
      for (let i = 0; page.prev_cursor && i < 20; i++) {
        page = (await get(`?page_size=3&cursor=${page.prev_cursor}${filter}`)).body;
        back.unshift(page.deliveries.map((d) => d.id));
      }
      expect(back.flat()).toEqual(all);
      expect(back).toEqual(forward.map((p) => p.deliveries.map((d) => d.id)));
    }
  });

  it("reports the last attempt's latency and lists deliveries made by enqueueDeliveryNow", async () => {
    const clock = new ManualClock(T0);
    const t = makeTestApp({ clock });
    const id = enqueueDeliveryNow(t.deps.db, t.deps, {
      accountId: t.user.account.id,
      source: { type: "research", id: "task-1" },
      url: "https://hooks.example.com/r",
      format: "slack",
      event: sampleEvent(),
    });
    insertAttempt(t.deps.db, t.user.account.id, id, { number: 1, durationMs: 120, responseStatus: 503 });
    insertAttempt(t.deps.db, t.user.account.id, id, { number: 2, durationMs: 45 });
    const res = await t.app.request("/v1/webhooks/deliveries", { headers: t.user.headers });
    const body = (await res.json()) as List;
    expect(body.deliveries).toEqual([
      expect.objectContaining({
        id,
        status: "pending",
        format: "slack",
        source_type: "research",
        latency_ms: 45,
      }),
    ]);
    expect(body.deliveries[0]).toMatchObject({
      next_attempt_at: new Date(T0).toISOString(),
      completed_at: null,
    });
  });
});

describe("deliveries list: errors", () => {
  it("answers a bad cursor with 422 at [query, cursor]", async () => {
    const { get } = seeded();
    for (const bad of ["nope", "eyJ4IjoxfQ", "!!"]) {
      const { status, body } = await get(`?page_size=2&cursor=${bad}`);
      expect(status).toBe(422);
      expect(body.detail[0]!.loc).toEqual(["query", "cursor"]);
    }
  });

  it("answers bad since/until with 422 datetime_parsing at their own loc", async () => {
    const { get } = seeded();
    for (const [name, value] of [
      ["since", "yesterday"],
      ["until", "2026-13-45"],
      ["since", "12.5"],
      ["since", "2026-02-30"], // Date.parse would roll it over to March 2nd
      ["until", "2025-02-29T10:00:00Z"],
    ]) {
      const { status, body } = await get(`?${name}=${value}`);
      expect(status).toBe(422);
      expect(body.detail[0]).toMatchObject({ loc: ["query", name], type: "datetime_parsing", input: value });
    }
  });

  it("answers a bad status, source_type or page_size with 422", async () => {
    const { get } = seeded();
    expect((await get("?status=done")).body.detail[0]).toMatchObject({
      loc: ["query", "status"],
      type: "enum",
    });
    expect((await get("?source_type=x")).body.detail[0]!.loc).toEqual(["query", "source_type"]);
    expect((await get("?page_size=0")).status).toBe(422);
    expect((await get("?page_size=1001")).status).toBe(422);
    expect((await get("?page_size=501")).status).toBe(422);
  });
});

describe("deliveries: tenancy", () => {
  it("never lists another account's deliveries nor counts them", async () => {
    const { get, bob, bobIds } = seeded();
    const mine = (await get("?source_id=src-1")).body;
    expect(mine.deliveries.some((d) => bobIds.includes(d.id))).toBe(false);
    const theirs = (await get("", bob.headers)).body;
    expect(theirs.total).toBe(3);
    expect(theirs.deliveries.map((d) => d.id).sort()).toEqual([...bobIds].sort());
  });

  it("answers another account's delivery id exactly like an unknown one", async () => {
    const { app, user, bobIds } = seeded();
    for (const id of [bobIds[0], "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await app.request(`/v1/webhooks/deliveries/${id}`, { headers: user.headers });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Delivery not found" });
    }
  });

  it("shows no next attempt while one is in flight, though the row keeps the due time it was claimed at", async () => {
    const t = makeTestApp();
    const due = Date.UTC(2026, 0, 2);
    const waiting = insertDelivery(t.deps.db, t.user.account.id, { status: "pending", nextAttemptAt: due });
    const sending = insertDelivery(t.deps.db, t.user.account.id, {
      status: "delivering",
      nextAttemptAt: due,
    });
    const view = async (id: string) =>
      (await (await t.app.request(`/v1/webhooks/deliveries/${id}`, { headers: t.user.headers })).json()) as {
        next_attempt_at: string | null;
      };
    expect((await view(waiting)).next_attempt_at).toBe(new Date(due).toISOString());
    expect((await view(sending)).next_attempt_at).toBeNull();
  });

  it("requires an API key", async () => {
    const { app } = seeded();
    expect((await app.request("/v1/webhooks/deliveries")).status).toBe(401);
  });
});
