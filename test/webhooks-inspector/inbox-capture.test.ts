import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { request } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createLogger, type Logger } from "../../src/logger";
import { INBOX_BODY_CAP } from "../../src/webhooks/inbox";
import { jsonInit, makeAccount, makeDeps } from "../helpers/deps";

type Captured = {
  id: string;
  method: string;
  path: string;
  query: string | null;
  headers: Record<string, string>;
  body: string;
  body_encoding: "utf8" | "base64";
  body_truncated: boolean;
  response_status: number;
};

const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** The whole app on a real socket at 127.0.0.1, and one inbox to send to. */
async function listening(inboxBody: Record<string, unknown> = {}, logger?: Logger) {
  const deps = makeDeps();
  if (logger) deps.logger = logger;
  const t = { deps, app: createApp(deps), user: makeAccount(deps) };
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const res = await request(
    `${base}/v1/webhooks/inboxes`,
    jsonInit("POST", inboxBody, t.user.headers) as never,
  );
  const inbox = (await res.body.json()) as { id: string; url: string };
  const hook = `${base}${new URL(inbox.url).pathname}`;
  const captured = async () => {
    const r = await request(`${base}/v1/webhooks/inboxes/${inbox.id}/requests`, { headers: t.user.headers });
    return ((await r.body.json()) as { requests: Captured[] }).requests;
  };
  return { ...t, base, hook, inbox, captured };
}

describe("inbox capture over HTTP: happy path", () => {
  it("records a webhook-like POST and answers 200 with a small JSON body", async () => {
    const { hook, captured } = await listening();
    const payload = JSON.stringify({ event_type: "scout_update", n: 1 });
    const res = await request(hook, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Scout-Webhook/1.0", "webhook-id": "d1" },
      body: payload,
    });
    expect(res.statusCode).toBe(200);
    const answer = (await res.body.json()) as { ok: boolean; request_id: string; status: number };
    expect(answer).toMatchObject({ ok: true, status: 200 });
    const [req] = await captured();
    expect(req).toMatchObject({
      id: answer.request_id,
      method: "POST",
      path: "/",
      query: null,
      body: payload,
      body_truncated: false,
      response_status: 200,
    });
    expect(req!.headers).toMatchObject({ "user-agent": "Scout-Webhook/1.0", "webhook-id": "d1" });
  });

  it("answers ?status=503 with 503 (and Retry-After when asked) and records it", async () => {
    const { hook, captured } = await listening();
    const res = await request(`${hook}?status=503&retry_after=2`, { method: "POST", body: "{}" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("2");
    expect(await res.body.json()).toMatchObject({ ok: false, status: 503 });
    const [req] = await captured();
    expect(req).toMatchObject({ response_status: 503, query: "status=503&retry_after=2" });
  });

  it("answers with the inbox's own status, records any method and sub-path, and sends no body for 204", async () => {
    const { hook, captured } = await listening({ response_status: 500 });
    expect((await request(hook, { method: "PUT", body: "a" })).statusCode).toBe(500);
    const sub = await request(`${hook}/orders/7?x=1&status=204`, { method: "GET" });
    expect(sub.statusCode).toBe(204);
    expect(await sub.body.text()).toBe("");
    const [get, put] = await captured();
    expect(get).toMatchObject({ method: "GET", path: "/orders/7", query: "x=1&status=204", body: "" });
    expect(put).toMatchObject({ method: "PUT", path: "/", response_status: 500, body: "a" });
  });
});

describe("inbox capture over HTTP: errors", () => {
  it("answers an unknown or malformed token with 404 and records nothing", async () => {
    const { base, captured } = await listening();
    for (const token of ["a".repeat(40), "a".repeat(41), "short", "a-b"]) {
      const res = await request(`${base}/hooks/inbox/${token}`, { method: "POST", body: "{}" });
      expect(res.statusCode).toBe(404);
      await res.body.dump();
    }
    expect(await captured()).toEqual([]);
  });

  it("answers a body over 256 KiB with 413, recorded as such with the body cut at the cap", async () => {
    const { hook, captured } = await listening();
    for (const size of [INBOX_BODY_CAP + 1, 2 * 1024 * 1024]) {
      const res = await request(hook, { method: "POST", body: "x".repeat(size) });
      expect(res.statusCode).toBe(413);
      expect(await res.body.json()).toMatchObject({ detail: "Request body too large" });
    }
    const reqs = await captured();
    expect(reqs.map((r) => [r.response_status, r.body_truncated, r.body.length])).toEqual([
      [413, true, INBOX_BODY_CAP],
      [413, true, INBOX_BODY_CAP],
    ]);
    // A body of exactly the cap is fine.
    expect((await request(hook, { method: "POST", body: "y".repeat(INBOX_BODY_CAP) })).statusCode).toBe(200);
    // A 413 asked for with ?status= keeps the whole body: nothing was cut.
    const asked = await request(`${hook}?status=413`, { method: "POST", body: "{}" });
    expect(asked.statusCode).toBe(413);
    await asked.body.dump();
    expect((await captured())[0]).toMatchObject({ response_status: 413, body_truncated: false, body: "{}" });
  });

  it("keeps a body that is not UTF-8 exactly, in base64, and UTF-8 text as sent (byte order mark included)", async () => {
    const { hook, captured } = await listening();
    const binary = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x80]);
    await (await request(hook, { method: "POST", body: binary })).body.dump();
    const [bin] = await captured();
    expect(bin).toMatchObject({ body_encoding: "base64", body_truncated: false });
    expect(Buffer.from(bin!.body, "base64").equals(binary)).toBe(true);

    const text = '\uFEFF{"name":"Zoë 😀"}';
    await (await request(hook, { method: "POST", body: text })).body.dump();
    expect((await captured())[0]).toMatchObject({ body_encoding: "utf8", body: text });

    // Cut at the cap inside a character: still text, without the half character.
    const cut = `${"x".repeat(INBOX_BODY_CAP - 1)}é and more`;
    await (await request(hook, { method: "POST", body: cut })).body.dump();
    const [over] = await captured();
    expect(over).toMatchObject({ body_encoding: "utf8", body_truncated: true, response_status: 413 });
    expect(over!.body).toBe("x".repeat(INBOX_BODY_CAP - 1));
  });

  it("records every header, one named __proto__ included", async () => {
    const { hook, captured } = await listening();
    // Built with fromEntries: in an object literal, `__proto__: "x"` would set no property at all.
    const headers = Object.fromEntries([
      ["__proto__", "x"],
      ["x-a", "1"],
    ]);
    await (await request(hook, { method: "POST", headers, body: "{}" })).body.dump();
    const got = (await captured())[0]!.headers;
    expect(Object.getOwnPropertyDescriptor(got, "__proto__")?.value).toBe("x");
    expect(got["x-a"]).toBe("1");
  });

  it("answers a malformed ?status= with 400 and records it", async () => {
    const { hook, captured } = await listening();
    for (const bad of ["abc", "99", "600", "2000"]) {
      const res = await request(`${hook}?status=${bad}`, { method: "POST", body: "{}" });
      expect(res.statusCode).toBe(400);
      await res.body.dump();
    }
    expect((await captured()).map((r) => r.response_status)).toEqual([400, 400, 400, 400]);
  });

  it("needs no API key, and the token never reaches the request log", async () => {
    const lines: string[] = [];
    const { hook } = await listening(
      {},
      createLogger("info", {}, (line) => lines.push(line)),
    );
    const res = await request(hook, { method: "POST", body: "{}" });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
    const token = new URL(hook).pathname.split("/").at(-1)!;
    // A path that only contains the capture path (a doubled slash) is a 404, and its token is not logged either.
    const { origin } = new URL(hook);
    const stray = await request(`${origin}//hooks/inbox/${token}`, { method: "POST", body: "{}" });
    expect(stray.statusCode).toBe(404);
    await stray.body.dump();
    const logged = lines
      .map((l) => JSON.parse(l) as { path?: string })
      .filter((l) => l.path?.includes("/hooks/"));
    expect(logged.map((l) => l.path)).toEqual(["/hooks/inbox/[token]", "//hooks/inbox/[token]"]);
    expect(lines.join("\n")).not.toContain(token);
  });
});
