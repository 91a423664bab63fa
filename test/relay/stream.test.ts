import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { relayStreamRouter } from "../../src/api/relay/stream";
import { HEARTBEAT_MS } from "../../src/api/relay/stream-events";
import type { RunningService } from "../helpers/service";
import {
  api,
  KEY,
  type OpenStream,
  openStream,
  otherAccountKey,
  sendTo,
  startRelayService,
  waitFor,
} from "./live";
import { relayApp } from "./support";

// GET /v1/relay/sources/{id}/stream against the real service, a child process on a SQLite file.

let dir: string;
let svc: RunningService;
let base: string;
let otherKey: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  // One service for the file (tempDir is per test).
  dir = mkdtempSync(join(tmpdir(), "scoutpost-relay-stream-"));
  svc = await startRelayService(dir);
  base = svc.baseUrl;
  otherKey = otherAccountKey(dir);
}, 90_000);

afterAll(async () => {
  svc?.proc.kill("SIGTERM");
  await svc?.exited;
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

async function stream(sourceId: string, opts: Parameters<typeof openStream>[2] = {}) {
  const s = await openStream(base, sourceId, opts);
  streams.push(s);
  return s;
}

/** A source that accepts only requests carrying `x-token: t0ken` (anything else is recorded rejected). */
async function source(name: string) {
  const created = await api(base, "POST", "/v1/relay/sources", {
    name,
    verify: { scheme: "header", header: "x-token", secret: "t0ken" },
  });
  expect(created.status).toBe(200);
  return created.body as { id: string; ingest_url: string };
}

const ids = (s: OpenStream) => s.events.map((e) => e.id);

describe("relay stream", () => {
  it("sends each accepted request once, oldest first, from connect time on; rejected ones never", async () => {
    const src = await source("live");
    const send = (init: Parameters<typeof sendTo>[2]) =>
      sendTo(base, src.ingest_url, { ...init, headers: { "x-token": "t0ken", ...init.headers } });
    const before = await send({ body: '{"before":true}' });
    expect(before.status).toBe(200);

    const s = await stream(src.id);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    // The stream is open (and positioned) once its first comment arrived.
    await waitFor(() => s.raw().includes(": ping"), "the first comment");

    const binary = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x41, 0x0a]);
    const accepted: string[] = [];
    const a = await send({ body: '{"n":1}', headers: { "content-type": "application/json" } });
    accepted.push(a.body.request_id);
    const rejected = await sendTo(base, src.ingest_url, { body: '{"forged":true}', headers: {} });
    expect(rejected.status).toBe(401);
    const b = await send({ method: "PUT", path: "/deep/path", query: "x=1&y=2", body: binary });
    accepted.push(b.body.request_id);
    const c = await send({ method: "DELETE", path: "/gone" });
    accepted.push(c.body.request_id);

    await waitFor(() => s.events.length >= 3, "three events");
    expect(ids(s)).toEqual(accepted);
    expect(s.events.every((e) => e.event === "request")).toBe(true);
    expect(ids(s)).not.toContain(before.body.request_id);
    expect(ids(s)).not.toContain(rejected.body.request_id);

    // Each data is the request as the request log shows it.
    const log = await api(base, "GET", `/v1/relay/sources/${src.id}/requests`);
    for (const e of s.events) {
      const data = JSON.parse(e.data);
      const { deliveries: _d, ...logged } = log.body.requests.find((r: { id: string }) => r.id === e.id);
      expect(data).toMatchObject(logged);
    }
    const [first, second, third] = s.events.map((e) => JSON.parse(e.data));
    expect(first).toMatchObject({ method: "POST", path: "/", body: '{"n":1}', body_encoding: "utf8" });
    expect(first.headers["x-token"]).toBeUndefined();
    expect(second).toMatchObject({
      method: "PUT",
      path: "/deep/path",
      query: "x=1&y=2",
      body_encoding: "base64",
    });
    expect(Buffer.from(second.body, "base64")).toEqual(binary);
    expect(third).toMatchObject({ method: "DELETE", path: "/gone", status: "accepted" });

    // Resuming after the first: exactly the two after it, then what comes next, nothing twice.
    s.close();
    const resumed = await stream(src.id, { lastEventId: accepted[0] });
    await waitFor(() => resumed.events.length >= 2, "the two after the first");
    const d = await send({ body: "next" });
    await waitFor(() => resumed.events.length >= 3, "the next one");
    expect(ids(resumed)).toEqual([accepted[1], accepted[2], d.body.request_id]);

    // The query parameter does the same for clients that cannot set headers.
    const byQuery = await stream(src.id, { query: `last_event_id=${accepted[2]}` });
    await waitFor(() => byQuery.events.length >= 1, "the one after the third");
    const e = await send({ body: "last" });
    await waitFor(() => byQuery.events.length >= 2, "the last one");
    expect(ids(byQuery)).toEqual([d.body.request_id, e.body.request_id]);
    await waitFor(() => resumed.events.length >= 4, "the last one on the first resumed stream");
    expect(ids(resumed)).toEqual([accepted[1], accepted[2], d.body.request_id, e.body.request_id]);
  });

  it("starts from now when Last-Event-ID names no request of the source", async () => {
    const src = await source("unknown-id");
    const other = await source("other");
    const send = (url: string, body: string) => sendTo(base, url, { body, headers: { "x-token": "t0ken" } });
    await send(src.ingest_url, "old");
    const foreign = await send(other.ingest_url, "foreign");
    for (const lastEventId of ["no-such-request", foreign.body.request_id]) {
      const s = await stream(src.id, { lastEventId });
      await waitFor(() => s.raw().includes(": ping"), "the first comment");
      const fresh = await send(src.ingest_url, `fresh ${lastEventId}`);
      await waitFor(() => s.events.length >= 1, "the new request");
      expect(ids(s)).toEqual([fresh.body.request_id]);
    }
  });

  it("is 404 for another account's source and 401 without a key", async () => {
    const src = await source("private");
    const theirs = await stream(src.id, { key: otherKey });
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.text!)).toEqual({ detail: "Source not found" });
    const none = await stream("no-such-source");
    expect(none.status).toBe(404);
    const res = await fetch(`${base}/v1/relay/sources/${src.id}/stream`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
    expect(KEY).not.toBe(otherKey);
  });

  it("is described in OpenAPI as an event stream", () => {
    // The router's own document: the whole /openapi.json of this branch's base fails on the relay filter's
    // z.json() (fixed on main), whatever this route says.
    const doc = relayStreamRouter.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "t", version: "0" },
    });
    const op = doc.paths!["/v1/relay/sources/{id}/stream"]!.get!;
    expect(Object.keys((op.responses!["200"] as { content: object }).content)).toEqual(["text/event-stream"]);
    expect((op.parameters as { name: string }[]).map((p) => p.name)).toEqual(["id", "last_event_id"]);
  });
});

describe("relay stream timers", () => {
  it("pings every 15 s and leaves no timer behind once the client goes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const r = relayApp();
    try {
      const created = await r.api("POST", "/v1/relay/sources", { name: "timers" });
      const res = await r.app.request(`/v1/relay/sources/${created.body.id}/stream`, {
        headers: r.user.headers,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const text = async () => new TextDecoder().decode((await reader.read()).value);
      expect(await text()).toBe(": ping\n\n");
      // The poll and the heartbeat.
      expect(vi.getTimerCount()).toBe(2);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      expect(await text()).toBe(": ping\n\n");
      await reader.cancel();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      await r.close();
    }
  });
});
