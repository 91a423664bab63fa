import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { inboxRequests } from "../../src/db/schema";
import { jsonInit, makeAccount, makeTestApp } from "../helpers/deps";

type Inbox = {
  id: string;
  name: string | null;
  url: string;
  local_url: string | null;
  response_status: number;
  created_at: string;
  request_count: number;
  last_request_at: string | null;
};
type Detail = { detail: { loc: (string | number)[]; type: string }[] };

function setup(env: Record<string, string> = {}) {
  const clock = new ManualClock(Date.UTC(2026, 2, 1));
  const t = makeTestApp({ clock, env });
  const create = async (body: unknown, headers = t.user.headers) => {
    const res = await t.app.request("/v1/webhooks/inboxes", jsonInit("POST", body, headers));
    return { status: res.status, body: (await res.json()) as Inbox & Detail };
  };
  const get = (path: string, headers = t.user.headers) => t.app.request(path, { headers });
  return { ...t, clock, create, get };
}

describe("inboxes: happy path", () => {
  it("creates an inbox with a capture URL under PUBLIC_URL and a 40-char base62 token", async () => {
    const { create } = setup({ PUBLIC_URL: "https://scout.example.com/" });
    const { status, body } = await create({ name: "staging", response_status: 202 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "staging",
      response_status: 202,
      created_at: "2026-03-01T00:00:00.000Z",
      request_count: 0,
      last_request_at: null,
    });
    expect(body.url).toMatch(/^https:\/\/scout\.example\.com\/hooks\/inbox\/[0-9A-Za-z]{40}$/);
    // The same inbox by loopback (the service listens on 127.0.0.1 by default), always a valid webhook_url.
    expect(body.local_url).toBe(`http://127.0.0.1:8080${new URL(body.url).pathname}`);
    expect((await create({})).body).toMatchObject({ name: null, response_status: 200 });
  });

  it("gives a loopback URL a webhook may use when PUBLIC_URL is plain HTTP on another name, none off loopback", async () => {
    const { create, app, user } = setup({ PUBLIC_URL: "http://scoutpost.lan:8080", PORT: "18080" });
    const { body } = await create({});
    const refused = await app.request(
      "/v1/research/tasks",
      jsonInit("POST", { query: "x http://127.0.0.1:9/", webhook_url: body.url }, user.headers),
    );
    expect(refused.status).toBe(422);
    const accepted = await app.request(
      "/v1/research/tasks",
      jsonInit("POST", { query: "x http://127.0.0.1:9/", webhook_url: body.local_url }, user.headers),
    );
    expect(accepted.status).toBe(200);
    expect(body.local_url).toMatch(/^http:\/\/127\.0\.0\.1:18080\/hooks\/inbox\/[0-9A-Za-z]{40}$/);
    const lan = setup({ HOST: "10.1.2.3" });
    expect((await lan.create({})).body.local_url).toBeNull();
  });

  it("lists inboxes newest first with request counts, gets one, and pages", async () => {
    const { create, get, app, clock } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await create({ name: `n${i}` })).body.id);
      clock.advance(1000);
    }
    const token = (await (await get(`/v1/webhooks/inboxes/${ids[1]}`)).json()) as Inbox;
    await app.request(new URL(token.url).pathname, { method: "POST", body: "hi" });
    const list = (await (await get("/v1/webhooks/inboxes")).json()) as { inboxes: Inbox[] };
    expect(list.inboxes.map((i) => i.id)).toEqual([...ids].reverse());
    expect(list.inboxes[1]).toMatchObject({ request_count: 1, last_request_at: "2026-03-01T00:00:03.000Z" });
    const page = (await (await get("/v1/webhooks/inboxes?page_size=2")).json()) as {
      inboxes: Inbox[];
      has_more: boolean;
      next_cursor: string;
    };
    expect(page.inboxes).toHaveLength(2);
    expect(page.has_more).toBe(true);
    const rest = (await (
      await get(`/v1/webhooks/inboxes?page_size=2&cursor=${page.next_cursor}`)
    ).json()) as {
      inboxes: Inbox[];
    };
    expect(rest.inboxes.map((i) => i.id)).toEqual([ids[0]]);
  });

  it("lists captured requests newest first, paging forward and back without gaps", async () => {
    const { create, get, app, clock } = setup();
    const inbox = (await create({})).body;
    const path = new URL(inbox.url).pathname;
    for (let i = 0; i < 7; i++) {
      await app.request(`${path}?n=${i}`, { method: "POST", body: `{"n":${i}}` });
      if (i % 2 === 0) clock.advance(10); // pairs share a receipt time: ties are paged by id
    }
    type Page = {
      requests: { query: string }[];
      total: number;
      page_size: number | null;
      next_cursor: string | null;
      prev_cursor: string | null;
    };
    const all = (await (await get(`/v1/webhooks/inboxes/${inbox.id}/requests`)).json()) as Page;
    expect(all.total).toBe(7);
    // Captures grow by themselves: omitted, page_size is 50, not every request.
    expect(all.page_size).toBe(50);
    expect((await get(`/v1/webhooks/inboxes/${inbox.id}/requests?page_size=501`)).status).toBe(422);
    const order = all.requests.map((r) => r.query);
    expect(order.slice(0, 2).sort()).toEqual(["n=5", "n=6"]);
    const seen: string[] = [];
    let page = (await (await get(`/v1/webhooks/inboxes/${inbox.id}/requests?page_size=3`)).json()) as Page;
    seen.push(...page.requests.map((r) => r.query));
    for (let i = 0; page.next_cursor && i < 10; i++) {
      page = (await (
        await get(`/v1/webhooks/inboxes/${inbox.id}/requests?page_size=3&cursor=${page.next_cursor}`)
      ).json()) as Page;
      seen.push(...page.requests.map((r) => r.query));
    }
    expect(seen).toEqual(order);
    const back = (await (
      await get(`/v1/webhooks/inboxes/${inbox.id}/requests?page_size=3&cursor=${page.prev_cursor}`)
    ).json()) as Page;
    expect(back.requests.map((r) => r.query)).toEqual(order.slice(3, 6));
  });

  it("deletes an inbox: 204, then 404, and its URL stops capturing", async () => {
    const { create, get, app, user, deps } = setup();
    const inbox = (await create({})).body;
    const path = new URL(inbox.url).pathname;
    expect((await app.request(path, { method: "POST", body: "x" })).status).toBe(200);
    const del = await app.request(`/v1/webhooks/inboxes/${inbox.id}`, {
      method: "DELETE",
      headers: user.headers,
    });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe("");
    expect((await get(`/v1/webhooks/inboxes/${inbox.id}`)).status).toBe(404);
    expect((await get(`/v1/webhooks/inboxes/${inbox.id}/requests`)).status).toBe(404);
    expect(deps.db.select().from(inboxRequests).all()).toEqual([]);
    expect((await app.request(path, { method: "POST", body: "x" })).status).toBe(404);
  });
});

describe("inboxes: errors", () => {
  it("validates the body: response_status 200..599, name 1..200 chars, well-formed JSON", async () => {
    const { create, app, user } = setup();
    for (const [body, field] of [
      [{ response_status: 199 }, "response_status"],
      [{ response_status: 600 }, "response_status"],
      [{ response_status: "500" }, "response_status"],
      [{ name: "" }, "name"],
      [{ name: "x".repeat(201) }, "name"],
    ] as const) {
      const { status, body: detail } = await create(body);
      expect(status).toBe(422);
      expect(detail.detail[0]!.loc).toEqual(["body", field]);
    }
    const bad = await app.request("/v1/webhooks/inboxes", jsonInit("POST", '{"name":', user.headers));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Detail).detail[0]!.type).toBe("json_invalid");
    // Every field is optional, so a bare POST (no body) makes an inbox with the defaults, handy with curl.
    const bare = await app.request("/v1/webhooks/inboxes", { method: "POST", headers: user.headers });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toMatchObject({ name: null, response_status: 200 });
  });
});

describe("inboxes: tenancy", () => {
  it("answers another account's inbox like an unknown one, everywhere", async () => {
    const { create, app, deps, get } = setup();
    const bob = makeAccount(deps, "bob");
    const mine = (await create({ name: "mine" })).body;
    for (const [method, path] of [
      ["GET", `/v1/webhooks/inboxes/${mine.id}`],
      ["GET", `/v1/webhooks/inboxes/${mine.id}/requests`],
      ["DELETE", `/v1/webhooks/inboxes/${mine.id}`],
      ["GET", "/v1/webhooks/inboxes/00000000-0000-4000-8000-000000000000"],
    ]) {
      const res = await app.request(path!, { method, headers: bob.headers });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Inbox not found" });
    }
    const theirs = (await (await get("/v1/webhooks/inboxes", bob.headers)).json()) as { inboxes: Inbox[] };
    expect(theirs.inboxes).toEqual([]);
    expect((await get(`/v1/webhooks/inboxes/${mine.id}`)).status).toBe(200);
  });
});
