import { createHmac } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { readBody } from "../../src/api/relay/ingest";
import { tempDir } from "../helpers/temp";
import { relayApp, startDestination } from "./support";

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0).reverse()) await close();
});

async function setup(env: Record<string, string> = {}) {
  const r = relayApp(env);
  const dest = await startDestination();
  open.push(r.close, dest.close);
  return { ...r, dest };
}

const githubSign = (secret: string, body: string | Buffer) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

describe("relay ingest", () => {
  it("verifies a GitHub sender, answers once stored, and forwards the exact bytes and headers", async () => {
    const { api, send, deps, dest } = await setup();
    const created = await api("POST", "/v1/relay/sources", {
      name: "GitHub",
      verify: { scheme: "github", secret: "s3cret" },
      destinations: [{ url: dest.url("/github") }],
    });
    expect(created.status).toBe(200);
    expect(JSON.stringify(created.body)).not.toContain("s3cret");
    expect(created.body.verify).toEqual({ scheme: "github" });
    const body = JSON.stringify({ action: "opened", number: 7 });
    const headers = {
      "content-type": "application/json",
      "x-github-event": "pull_request",
      "x-github-delivery": "d-1",
      "x-hub-signature-256": githubSign("s3cret", body),
    };
    const ok = await send(created.body.ingest_url, { headers, body });
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    const requestId = ok.body.request_id as string;

    await deps.jobs.runUntilEmpty();
    expect(dest.hits).toHaveLength(1);
    const [hit] = dest.hits;
    expect(hit!.body.toString()).toBe(body);
    expect(hit!.path).toBe("/github");
    expect(hit!.headers["x-hub-signature-256"]).toBe(headers["x-hub-signature-256"]);
    expect(hit!.headers["x-github-event"]).toBe("pull_request");
    expect(hit!.headers["x-scoutpost-request"]).toBe(requestId);
    // The destination can check the sender's own signature.
    expect(githubSign("s3cret", hit!.body)).toBe(hit!.headers["x-hub-signature-256"]);

    // A forged one: 401, recorded as rejected with its reason, forwarded nowhere.
    const forged = await send(created.body.ingest_url, {
      headers: { ...headers, "x-github-delivery": "d-2", "x-hub-signature-256": githubSign("wrong", body) },
      body,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.detail).toMatch(/X-Hub-Signature-256/i);
    // The sender's retry of the first: the first request's id, nothing forwarded again.
    const again = await send(created.body.ingest_url, { headers, body });
    expect(again.body).toEqual({ ok: true, request_id: requestId, duplicate: true });
    await deps.jobs.runUntilEmpty();
    expect(dest.hits).toHaveLength(1);

    const log = await api("GET", `/v1/relay/sources/${created.body.id}/requests`);
    expect(log.body.requests.map((r: { status: string }) => r.status)).toEqual([
      "duplicate",
      "rejected",
      "accepted",
    ]);
    const accepted = log.body.requests[2];
    expect(accepted).toMatchObject({ id: requestId, method: "POST", body, body_encoding: "utf8" });
    expect(accepted.deliveries).toEqual([
      { id: expect.any(String), destination_id: created.body.destinations[0].id, status: "succeeded" },
    ]);
    expect(log.body.requests[1].reason).toMatch(/X-Hub-Signature-256/i);
    const delivery = await api("GET", `/v1/webhooks/deliveries/${accepted.deliveries[0].id}`);
    expect(delivery.body).toMatchObject({
      source_type: "relay",
      request_id: requestId,
      format: "passthrough",
    });
  });

  it("forwards binary bodies byte for byte, keeping the method and content type", async () => {
    const { api, send, deps, dest } = await setup();
    const src = await api("POST", "/v1/relay/sources", { name: "raw", destinations: [{ url: dest.url() }] });
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x41, 0xc3]);
    const out = await send(src.body.ingest_url, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream" },
      body: bytes,
    });
    expect(out.status).toBe(200);
    await deps.jobs.runUntilEmpty();
    expect(dest.hits[0]!.method).toBe("PUT");
    expect(dest.hits[0]!.headers["content-type"]).toBe("application/octet-stream");
    expect(Buffer.compare(dest.hits[0]!.body, bytes)).toBe(0);
    const log = await api("GET", `/v1/relay/sources/${src.body.id}/requests`);
    expect(log.body.requests[0]).toMatchObject({ body: bytes.toString("base64"), body_encoding: "base64" });
  });

  it("waits for another process's write lock, then stores and answers; held too long, 503 with Retry-After", async () => {
    const path = join(tempDir("relay-lock"), "relay.db");
    const r = relayApp({}, path);
    open.push(r.close);
    const src = await r.api("POST", "/v1/relay/sources", { name: "locked" });
    const other = new Database(path);
    open.push(async () => void other.close());
    other.exec("BEGIN IMMEDIATE");
    const waiting = r.send(src.body.ingest_url, { body: '{"n":1}' });
    setTimeout(() => other.exec("ROLLBACK"), 300);
    const first = await waiting;
    expect(first.status).toBe(200);
    other.exec("BEGIN IMMEDIATE");
    const url = new URL(src.body.ingest_url);
    const held = await r.app.request(url.pathname, { method: "POST", body: '{"n":2}' });
    other.exec("ROLLBACK");
    expect(held.status).toBe(503);
    expect(held.headers.get("retry-after")).toBeTruthy();
    const log = await r.api("GET", `/v1/relay/sources/${src.body.id}/requests`);
    expect(log.body.requests.map((q: { id: string }) => q.id)).toEqual([first.body.request_id]);
  });

  it("answers 404 for an unknown token and 413 past RELAY_MAX_BODY_BYTES, storing nothing", async () => {
    const { api, send } = await setup({ RELAY_MAX_BODY_BYTES: "100" });
    const src = await api("POST", "/v1/relay/sources", { name: "small" });
    expect((await send(`${src.body.ingest_url}x`, { body: "{}" })).status).toBe(404);
    const big = await send(src.body.ingest_url, { body: "x".repeat(101) });
    expect(big.status).toBe(413);
    expect((await api("GET", `/v1/relay/sources/${src.body.id}/requests`)).body.requests).toEqual([]);
  });

  it("keeps a body past 16 MiB whole under a larger RELAY_MAX_BODY_BYTES, and refuses one past the cap, chunked or not", async () => {
    const MiB = 1024 * 1024;
    const { api, send, deps, dest } = await setup({ RELAY_MAX_BODY_BYTES: String(32 * MiB) });
    const src = await api("POST", "/v1/relay/sources", {
      name: "large",
      destinations: [{ url: dest.url("/large") }],
    });
    const body = Buffer.alloc(20 * MiB, "a");
    body.write("end", body.length - 3);
    const ok = await send(src.body.ingest_url, { body });
    expect(ok.status).toBe(200);
    await deps.jobs.runUntilEmpty();
    expect(dest.hits).toHaveLength(1);
    expect(dest.hits[0]!.body.length).toBe(body.length);
    expect(dest.hits[0]!.body.equals(body)).toBe(true);

    const over = await send(src.body.ingest_url, { body: Buffer.alloc(40 * 1000 * 1000, "b") });
    expect(over.status).toBe(413);
    // Chunked (no Content-Length): the same rule, read as it arrives.
    const chunks = async function* () {
      for (let i = 0; i < 40; i++) yield new Uint8Array(MiB).fill(99);
    };
    expect(await readBody(chunks(), 32 * MiB)).toBe("too_large");
    const whole = await readBody(chunks(), 40 * MiB);
    expect(whole === "too_large" ? 0 : whole.length).toBe(40 * MiB);
    const log = await api("GET", `/v1/relay/sources/${src.body.id}/requests?page_size=5`);
    expect(log.body.requests.map((r: { id: string }) => r.id)).toEqual([ok.body.request_id]);
  });

  it("lists 50 requests a page unless page_size says (500 at most), cutting bodies past 64 KiB; one request has its whole body", async () => {
    const { api, send } = await setup();
    const src = await api("POST", "/v1/relay/sources", { name: "many" });
    const big = `{"data":"${"x".repeat(100 * 1024)}"}`;
    const first = await send(src.body.ingest_url, { body: big });
    for (let i = 0; i < 55; i++) await send(src.body.ingest_url, { body: `{"n":${i}}` });
    const path = `/v1/relay/sources/${src.body.id}/requests`;
    const page = await api("GET", path);
    expect(page.body.page_size).toBe(50);
    expect(page.body.requests).toHaveLength(50);
    expect(page.body.has_more).toBe(true);
    const rest = await api("GET", `${path}?cursor=${page.body.next_cursor}`);
    const listedBig = rest.body.requests.find((r: { id: string }) => r.id === first.body.request_id);
    expect(listedBig).toMatchObject({ body_truncated: true, body_bytes: Buffer.byteLength(big) });
    expect(listedBig.body).toBe(big.slice(0, 64 * 1024));
    expect(page.body.requests[0]).toMatchObject({ body: `{"n":54}`, body_truncated: false, body_bytes: 8 });
    expect((await api("GET", `${path}?page_size=501`)).status).toBe(422);
    expect((await api("GET", `${path}?page_size=500`)).body.requests).toHaveLength(56);

    const whole = await api("GET", `/v1/relay/requests/${first.body.request_id}`);
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      body: big,
      body_truncated: false,
      body_bytes: Buffer.byteLength(big),
    });
    expect((await api("GET", "/v1/relay/requests/nope")).status).toBe(404);
  });
});
