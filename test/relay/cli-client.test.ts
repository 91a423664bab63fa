import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CapturedProcess, type RunningService, spawnCaptured } from "../helpers/service";
import { api, KEY, startRelayService, waitFor } from "./live";
import { startDestination } from "./support";

// The single-file client as a newcomer gets it: downloaded from a running server (GET /cli/scoutpost.mjs) into an
// empty folder and run with `node` alone, listening with --forward-to a real receiver on 127.0.0.1 and triggering
// signed sample events; replays reach it too.

let svc: RunningService;
let dir: string;
let client: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-relay-cli-client-"));
  svc = await startRelayService(dir);
  const res = await fetch(`${svc.baseUrl}/cli/scoutpost.mjs`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
  client = join(dir, "scoutpost.mjs");
  writeFileSync(client, await res.text());
}, 90_000);

afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  svc?.proc.kill("SIGKILL");
  await svc?.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** `node scoutpost.mjs …` in the download folder, with only PATH and `env`. */
function node(args: string[], env: Record<string, string> = {}): CapturedProcess {
  const p = spawnCaptured(process.execPath, [client, ...args], env);
  cleanups.push(async () => {
    if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill("SIGKILL");
    await p.exited;
  });
  return p;
}

const server = () => ({ SCOUTPOST_URL: svc.baseUrl, SCOUTPOST_API_KEY: KEY });

async function stripeSource(name: string) {
  const created = await api(svc.baseUrl, "POST", "/v1/relay/sources", {
    name,
    verify: { preset: "stripe", secret: "whsec_cli_client" },
  });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

describe("the downloaded client: happy path", () => {
  it("is one ES module that imports only Node's own modules", async () => {
    const text = await (await fetch(`${svc.baseUrl}/cli/scoutpost.mjs`)).text();
    const imports = [...text.matchAll(/^import .* from "([^"]+)";?$/gm)].map((m) => m[1]!);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((m) => !m.startsWith("node:"))).toEqual([]);
  });

  it("answers --help for itself and for every command on stdout, exit 0", async () => {
    for (const args of [["--help"], ["listen", "--help"], ["trigger", "--help"], ["help", "listen"]]) {
      const p = node(args);
      expect(await p.exited, args.join(" ")).toBe(0);
      expect(p.stdout(), args.join(" ")).toMatch(/Usage: node scoutpost\.mjs/);
    }
    const listen = node(["listen", "--help"]);
    await listen.exited;
    expect(listen.stdout()).toMatch(/--forward-to PORT\|HOST:PORT\|URL \[--filter JSON\] \[--print-json\]/);
    expect(listen.stdout()).not.toMatch(/trigger SOURCE_ID/);
  });

  it("listens with --forward-to a port, and trigger's signed Stripe event reaches the receiver verifiable", async () => {
    const local = await startDestination();
    cleanups.push(local.close);
    const id = await stripeSource("cli stripe");
    const port = new URL(local.url()).port;
    const listener = node(
      ["listen", id, "--forward-to", `127.0.0.1:${port}/stripe`, "--print-json"],
      server(),
    );
    await waitFor(() => listener.stderr().includes("Listening to source"), "the listener to connect");
    const trigger = node(["trigger", id, "--print-json"], server());
    expect(await trigger.exited, trigger.stderr()).toBe(0);
    const answer = JSON.parse(trigger.stdout());
    expect(answer).toMatchObject({ status: "accepted", event: "payment_intent.succeeded", http_status: 200 });
    await waitFor(() => local.hits.length === 1, "the forwarded event");
    const hit = local.hits[0]!;
    expect(hit.path).toBe("/stripe");
    const event = new Stripe("sk_test_x").webhooks.constructEvent(
      hit.body,
      String(hit.headers["stripe-signature"]),
      "whsec_cli_client",
    );
    expect(event.type).toBe("payment_intent.succeeded");
    await waitFor(() => listener.stdout().trim().length > 0, "the listener's line");
    expect(JSON.parse(listener.stdout().trim().split("\n")[0]!)).toMatchObject({
      id: answer.request_id,
      status: 200,
    });
  }, 60_000);

  it("a replay reaches a source whose only consumer is a listening client", async () => {
    const local = await startDestination();
    cleanups.push(local.close);
    const id = await stripeSource("cli replay");
    const listener = node(["listen", id, "--forward-to", local.url("/in"), "--print-json"], server());
    await waitFor(() => listener.stderr().includes("Listening to source"), "the listener to connect");
    const sent = await api(svc.baseUrl, "POST", `/v1/relay/sources/${id}/trigger`, {
      event: "charge.refunded",
    });
    expect(sent.body).toMatchObject({ status: "accepted", event: "charge.refunded" });
    await waitFor(() => local.hits.length === 1, "the first forward");
    const replayed = await api(svc.baseUrl, "POST", `/v1/relay/requests/${sent.body.request_id}/replay`, {});
    expect(replayed.body).toMatchObject({ deliveries: [], streamed: true });
    await waitFor(() => local.hits.length === 2, "the replay at the listener");
    expect(local.hits[1]!.body.equals(local.hits[0]!.body)).toBe(true);
    expect(local.hits[1]!.headers["x-scoutpost-request"]).toBe(replayed.body.stream_event_id);
    const listed = await api(svc.baseUrl, "GET", `/v1/relay/sources/${id}/requests`);
    expect(listed.body.requests[0]).toMatchObject({
      id: replayed.body.stream_event_id,
      status: "accepted",
      reason: `Replay of request ${sent.body.request_id}`,
    });
  }, 60_000);

  it("--filter forwards only what the destinations' filter language lets through", async () => {
    const local = await startDestination();
    cleanups.push(local.close);
    const id = await stripeSource("cli filter");
    const filter = JSON.stringify({ body: { type: "invoice.paid" } });
    const listener = node(["listen", id, "--forward-to", local.url("/f"), "--filter", filter], server());
    await waitFor(() => listener.stderr().includes("Listening to source"), "the listener to connect");
    for (const event of ["charge.refunded", "invoice.paid", "customer.created"])
      expect((await api(svc.baseUrl, "POST", `/v1/relay/sources/${id}/trigger`, { event })).status).toBe(200);
    await waitFor(() => listener.stdout().split("\n").filter(Boolean).length === 1, "one forward");
    // The last trigger was streamed after the match: had it passed, it would be here by now.
    const last = await api(svc.baseUrl, "POST", `/v1/relay/sources/${id}/trigger`, { event: "invoice.paid" });
    await waitFor(() => local.hits.length === 2, "the second match");
    expect(local.hits.map((h) => JSON.parse(h.body.toString()).type)).toEqual([
      "invoice.paid",
      "invoice.paid",
    ]);
    expect(JSON.parse(local.hits[1]!.body.toString()).id).not.toBe(last.body.request_id);
  }, 60_000);
});

describe("the downloaded client: errors", () => {
  it("a server that never answered ends with a clear message and exit 1, not a retry loop", async () => {
    const env = { SCOUTPOST_URL: "http://127.0.0.1:9", SCOUTPOST_API_KEY: KEY };
    for (const args of [
      ["listen", "src1", "--forward-to", "3000"],
      ["trigger", "src1"],
    ]) {
      const p = node(args, env);
      expect(await p.exited, args[0]).toBe(1);
      expect(p.stderr()).toMatch(
        /could not reach SCOUTPOST_URL http:\/\/127\.0\.0\.1:9 .*is the server running there\?/,
      );
    }
  }, 30_000);

  it("usage errors exit 2: no key, a bad --filter, an unknown command", async () => {
    const noKey = node(["trigger", "src1"], { SCOUTPOST_URL: svc.baseUrl });
    expect(await noKey.exited).toBe(2);
    expect(noKey.stderr()).toMatch(/SCOUTPOST_API_KEY is not set/);
    const badFilter = node(["listen", "s", "--forward-to", "3000", "--filter", "[1]"], server());
    expect(await badFilter.exited).toBe(2);
    expect(badFilter.stderr()).toMatch(/--filter is/);
    const unknown = node(["replay"]);
    expect(await unknown.exited).toBe(2);
  });

  it("trigger of another account's or an unknown source says so and exits 1", async () => {
    const p = node(["trigger", "no-such-source"], server());
    expect(await p.exited).toBe(1);
    expect(p.stderr()).toMatch(/not found \(404\)/);
  });
});
