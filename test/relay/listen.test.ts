import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { builtCommand } from "../helpers/built";
import { type CapturedProcess, type RunningService, spawnCaptured } from "../helpers/service";
import { tempDir } from "../helpers/temp";
import { api, KEY, sendTo, startRelayService, waitFor } from "./live";
import { startDestination } from "./support";

// `scoutpost listen` as a real process against the real service (also a process), forwarding to a local receiver:
// every accepted request arrives once, across a kill -9 and restart of the service.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

type Listener = CapturedProcess;

/** `scoutpost listen …` (the built CLI, as an installed one runs), with no stdin. */
function startListener(args: string[], env: Record<string, string>): Listener {
  const [command, ...cli] = builtCommand("cli");
  const listener = spawnCaptured(command, [...cli, "listen", ...args], env);
  const { proc, exited } = listener;
  cleanups.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
    await exited;
  });
  return listener;
}

/** Resolve with how the process ended, or fail after `ms`. */
async function exitOf(l: Listener, ms = 20_000): Promise<number | string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`listener did not exit: ${l.stderr()}`)), ms);
  });
  try {
    return await Promise.race([l.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sign = (body: Buffer | string) =>
  `sha256=${createHmac("sha256", "gh-secret").update(body).digest("hex")}`;

describe("scoutpost listen", () => {
  it("forwards every accepted request once, bytes and method intact, across a kill -9 of the server", async () => {
    const dir = tempDir("relay-listen");
    let svc: RunningService = await startRelayService(dir);
    cleanups.push(async () => {
      if (svc.proc.exitCode === null && svc.proc.signalCode === null) svc.proc.kill("SIGKILL");
      await svc.exited;
    });
    const port = Number(new URL(svc.baseUrl).port);
    const local = await startDestination();
    cleanups.push(local.close);
    const created = await api(svc.baseUrl, "POST", "/v1/relay/sources", {
      name: "GitHub",
      verify: { scheme: "github", secret: "gh-secret" },
    });
    expect(created.status).toBe(200);
    const source = created.body as { id: string; ingest_url: string };

    let n = 0;
    /** Send one request signed as GitHub would; its request id. */
    const send = async (init: { method?: string; path?: string; query?: string; body?: Buffer | string }) => {
      const body = init.body ?? JSON.stringify({ n: ++n });
      const res = await sendTo(svc.baseUrl, source.ingest_url, {
        ...init,
        body,
        headers: {
          "content-type": "application/octet-stream",
          "x-github-event": "push",
          "x-github-delivery": `delivery-${++n}`,
          "x-hub-signature-256": sign(body),
        },
      });
      expect(res.status).toBe(200);
      return { ...init, id: res.body.request_id as string, body: Buffer.from(body) };
    };

    const listener = startListener([source.id, "--forward-to", local.url("/local")], {
      SCOUTPOST_URL: svc.baseUrl,
      SCOUTPOST_API_KEY: KEY,
    });
    await waitFor(() => listener.stderr().includes("Listening to source"), "the listener to connect", 30_000);

    const binary = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0xc3, 0x28, 0x0a, 0x7f]);
    const sent = [
      await send({}),
      await send({ method: "PUT", path: "/a/b", query: "x=1&y=%20z", body: binary }),
      await send({ method: "PATCH", path: "/patch", body: "plain text" }),
      await send({ method: "DELETE", path: "/gone", body: "" }),
      await send({ body: Buffer.from('\uFEFF{"bom":true}') }),
    ];
    await waitFor(() => local.hits.length >= sent.length, "the first requests at the receiver");

    // Some sent (and acknowledged) just before the service dies: the stream may not have sent them yet.
    for (let i = 0; i < 3; i++) sent.push(await send({ path: `/before-kill/${i}` }));
    svc.proc.kill("SIGKILL");
    expect(await svc.exited).toBe("SIGKILL");
    await waitFor(() => listener.stderr().includes("Connection lost"), "the listener to notice");

    svc = await startRelayService(dir, port);
    for (let i = 0; i < 3; i++) sent.push(await send({ path: `/after-restart/${i}` }));
    await waitFor(() => listener.stderr().includes("Reconnected"), "the listener to reconnect", 30_000);
    await waitFor(() => local.hits.length >= sent.length, "every request at the receiver", 30_000);
    // The last one sent arrived: anything sent twice would have come before it (the stream is in order).
    const ids = local.hits.map((h) => h.headers["x-scoutpost-request"]);
    expect(ids).toEqual(sent.map((s) => s.id));

    for (const [i, s] of sent.entries()) {
      const hit = local.hits[i]!;
      expect(hit.method).toBe(s.method ?? "POST");
      const path = `/local${s.path ?? ""}${s.query ? `?${s.query}` : ""}`;
      expect(hit.path).toBe(path);
      expect(hit.body.equals(s.body)).toBe(true);
      // The sender's own signature still checks out at the receiver.
      expect(hit.headers["x-hub-signature-256"]).toBe(sign(hit.body));
      expect(hit.headers["x-github-event"]).toBe("push");
      expect(hit.headers["content-type"]).toBe("application/octet-stream");
    }

    // Its line is printed once the receiver has answered (after the hit is recorded).
    const lines = () => listener.stdout().trim().split("\n");
    await waitFor(() => lines().length >= sent.length, "a line per request");
    expect(lines()).toHaveLength(sent.length);
    for (const [i, s] of sent.entries())
      expect(lines()[i]).toMatch(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  ${s.method ?? "POST"} ${literal(s.path ?? "/")}${s.query ? literal(`?${s.query}`) : ""}  -> 200  \\d+ ms$`,
        ),
      );

    listener.proc.kill("SIGTERM");
    expect(await exitOf(listener)).toBe(0);
  }, 180_000);

  it("says why and exits non-zero without a key, with a key refused, or for a source it cannot see", async () => {
    const dir = tempDir("relay-listen-errors");
    const svc = await startRelayService(dir);
    cleanups.push(async () => {
      svc.proc.kill("SIGKILL");
      await svc.exited;
    });
    const created = await api(svc.baseUrl, "POST", "/v1/relay/sources", { name: "s" });
    const args = [created.body.id, "--forward-to", "http://127.0.0.1:9/hook"];

    const noKey = startListener(args, { SCOUTPOST_URL: svc.baseUrl });
    expect(await exitOf(noKey)).toBe(2);
    expect(noKey.stderr()).toMatch(/SCOUTPOST_API_KEY is not set/);

    const badKey = startListener(args, {
      SCOUTPOST_URL: svc.baseUrl,
      SCOUTPOST_API_KEY: `sp_${"x".repeat(40)}`,
    });
    expect(await exitOf(badKey)).toBe(1);
    expect(badKey.stderr()).toMatch(/refused the API key \(401\)/);

    const unknown = startListener(["no-such-source", "--forward-to", "http://127.0.0.1:9/hook"], {
      SCOUTPOST_URL: svc.baseUrl,
      SCOUTPOST_API_KEY: KEY,
    });
    expect(await exitOf(unknown)).toBe(1);
    expect(unknown.stderr()).toMatch(/Source no-such-source not found \(404\)/);

    const usage = startListener([created.body.id], { SCOUTPOST_URL: svc.baseUrl, SCOUTPOST_API_KEY: KEY });
    expect(await exitOf(usage)).toBe(2);
    expect(usage.stderr()).toMatch(/Usage: scoutpost listen SOURCE_ID --forward-to PORT\|HOST:PORT\|URL/);
  }, 120_000);
});

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
