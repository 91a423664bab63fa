import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type ListenError, listen, listenOptions } from "../../src/cli/listen";
import { waitFor } from "./live";
import { startDestination } from "./support";

// `listen()` in-process against a stand-in stream server on 127.0.0.1 (an SSE answer written by hand) and a real
// local receiver: what `--forward-to` accepts, which headers reach the receiver, and how a server that never
// answered ends it.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const env = { SCOUTPOST_API_KEY: "sp_test" };

/** A server whose stream route answers `status`, and with 200 the events given, then stays open. */
async function streamServer(status: number, events: object[] = []): Promise<string> {
  const server: Server = createServer((req, res) => {
    if (status !== 200 || !req.url?.endsWith("/stream")) return void res.writeHead(status).end("{}");
    res.writeHead(200, { "content-type": "text/event-stream" });
    for (const e of events)
      res.write(`event: request\nid: ${(e as { id: string }).id}\ndata: ${JSON.stringify(e)}\n\n`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: one that was just open and is closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Run listen until it ends by itself (its error, or undefined) or `ms` pass (then it is stopped and this fails). */
function run(serverUrl: string, forwardTo: string, extra: string[] = []) {
  const stop = new AbortController();
  const out: string[] = [];
  const info: string[] = [];
  const options = listenOptions(["src1", "--forward-to", forwardTo, ...extra], {
    ...env,
    SCOUTPOST_URL: serverUrl,
  });
  const ended = listen({
    ...options,
    out: (l) => out.push(l),
    info: (l) => info.push(l),
    signal: stop.signal,
  }).then(
    () => undefined,
    (err: ListenError) => err,
  );
  cleanups.push(async () => {
    stop.abort();
    await ended;
  });
  const endedWithin = async (ms: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`listen still running: ${info.join(" | ")}`)), ms);
    });
    try {
      return await Promise.race([ended, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { out, info, endedWithin };
}

const request = (id: string, over: object = {}) => ({
  id,
  method: "POST",
  path: "/github",
  query: "x=1",
  headers: { host: "example.test", "content-type": "application/json", "x-hub-signature-256": "sha256=ab" },
  body: '{"a":1}',
  body_encoding: "utf8",
  ...over,
});

describe("scoutpost listen --forward-to", () => {
  it("takes a port, host:port/path or a URL", () => {
    const target = (t: string) => listenOptions(["s", "--forward-to", t], env).forwardTo.href;
    expect(target("3000")).toBe("http://localhost:3000/");
    expect(target("localhost:3000/hook")).toBe("http://localhost:3000/hook");
    expect(target("127.0.0.1:8000")).toBe("http://127.0.0.1:8000/");
    expect(target("https://example.test/in")).toBe("https://example.test/in");
  });

  it("refuses what is none of those", () => {
    for (const bad of ["70000", "ftp://example.test/x", "http://", ""])
      expect(() => listenOptions(["s", "--forward-to", bad], env), bad).toThrow(/--forward-to/);
  });
});

describe("scoutpost listen forwarding", () => {
  it("sends the sender's headers and nothing a browser-like client would add", async () => {
    const local = await startDestination();
    cleanups.push(local.close);
    const server = await streamServer(200, [request("r1")]);
    const l = run(server, local.url("/local"));
    await waitFor(() => l.out.length === 1, "the forward's line");
    const hit = local.hits[0]!;
    expect(hit.path).toBe("/local/github?x=1");
    expect(hit.body.toString()).toBe('{"a":1}');
    const { host, connection, "content-length": length, ...rest } = hit.headers;
    expect([host, length]).toEqual([new URL(local.url()).host, "7"]);
    expect(connection === undefined || connection === "keep-alive").toBe(true);
    expect(rest).toEqual({
      "content-type": "application/json",
      "x-hub-signature-256": "sha256=ab",
      "x-scoutpost-request": "r1",
      "x-scoutpost-hops": "1",
    });
  });

  it("prints each request as one JSON line with --print-json", async () => {
    const local = await startDestination();
    cleanups.push(local.close);
    local.answer(202);
    const server = await streamServer(200, [request("r1", { method: "PUT", query: null })]);
    const l = run(server, local.url("/local"), ["--print-json"]);
    await waitFor(() => l.out.length === 1, "the forward's line");
    const line = JSON.parse(l.out[0]!);
    expect(line).toMatchObject({
      id: "r1",
      method: "PUT",
      path: "/github",
      query: null,
      status: 202,
      error: null,
    });
    expect(typeof line.ms).toBe("number");
    expect(Number.isNaN(Date.parse(line.forwarded_at))).toBe(false);
  });
});

describe("scoutpost listen and a server it never reached", () => {
  it("stops with a message when nothing listens at SCOUTPOST_URL", async () => {
    const l = run(`http://127.0.0.1:${await closedPort()}`, "http://127.0.0.1:9/hook");
    const err = await l.endedWithin(10_000);
    expect(err?.message).toMatch(/could not reach SCOUTPOST_URL http:\/\/127\.0\.0\.1:\d+ .*ECONNREFUSED/);
    expect(err?.code).toBe(1);
    expect(l.info.join("\n")).not.toMatch(/Connection lost/);
  });

  it("stops with a message when SCOUTPOST_URL answers something other than a stream", async () => {
    const l = run(await streamServer(502), "http://127.0.0.1:9/hook");
    const err = await l.endedWithin(10_000);
    expect(err?.message).toMatch(/SCOUTPOST_URL .* answered 502/);
    expect(err?.code).toBe(1);
  });
});
