import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_HOPS } from "../../src/relay/loops";
import { relayApp, startDestination } from "./support";

// Forwarding loops (docs/relay.md "Forwarding loops"): a destination that is this instance's own ingest URL is
// refused when saved; a loop through another instance is cut by the hop count every forward carries.

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0).reverse()) await close();
});

/** A relay app served on a real 127.0.0.1 port, so that another instance's deliveries can reach its ingest. */
async function servedRelay() {
  const r = relayApp();
  const server = serve({ fetch: r.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((ok) => server.once("listening", ok));
  const port = (server.address() as AddressInfo).port;
  open.push(r.close, () => new Promise<void>((ok) => server.close(() => ok())));
  /** The source's ingest URL at the port actually bound. */
  const ingestAt = (ingestUrl: string) => `http://127.0.0.1:${port}${new URL(ingestUrl).pathname}`;
  return { ...r, port, ingestAt };
}

describe("relay forwarding loops", () => {
  it("refuses a destination that is one of this instance's own ingest URLs, whatever host name leads to it", async () => {
    const r = await servedRelay();
    const src = await r.api("POST", "/v1/relay/sources", { name: "self" });
    const token = new URL(src.body.ingest_url).pathname.split("/").pop();
    const path = `/v1/relay/sources/${src.body.id}/destinations`;
    for (const url of [
      r.ingestAt(src.body.ingest_url),
      `http://localhost:${r.port}/hooks/relay/${token}/sub/path`,
      `https://relay.example.com/hooks/relay/${token}`,
    ]) {
      const refused = await r.api("POST", path, { url });
      expect(refused.status).toBe(422);
      expect(refused.body.detail[0].loc).toEqual(["body", "url"]);
      expect(refused.body.detail[0].msg).toMatch(/relay ingest URL of this instance/);
    }
    // Another source of this instance is refused too, on create and on change.
    const other = await r.api("POST", "/v1/relay/sources", {
      name: "chain",
      destinations: [{ url: src.body.ingest_url }],
    });
    expect(other.status).toBe(422);
    expect(other.body.detail[0].loc).toEqual(["body", "destinations", 0, "url"]);
    const dest = await startDestination();
    open.push(dest.close);
    const added = await r.api("POST", path, { url: dest.url() });
    expect(added.status).toBe(200);
    const changed = await r.api("PATCH", `${path}/${added.body.id}`, { url: src.body.ingest_url });
    expect(changed.status).toBe(422);
    expect((await r.api("GET", `/v1/relay/sources/${src.body.id}`)).body.destinations).toHaveLength(1);
    // An unknown token on another host is someone else's ingest: allowed.
    const elsewhere = await r.api("POST", path, {
      url: `https://relay.example.com/hooks/relay/${"x".repeat(40)}`,
    });
    expect(elsewhere.status).toBe(200);
  });

  it("cuts a loop between two instances by hop count: 508 past the limit, recorded rejected, forwarded nowhere", async () => {
    const a = await servedRelay();
    const b = await servedRelay();
    const srcA = await a.api("POST", "/v1/relay/sources", { name: "a" });
    const srcB = await b.api("POST", "/v1/relay/sources", {
      name: "b",
      destinations: [{ url: a.ingestAt(srcA.body.ingest_url) }],
    });
    expect(srcB.status).toBe(200);
    const toB = await a.api("POST", `/v1/relay/sources/${srcA.body.id}/destinations`, {
      url: b.ingestAt(srcB.body.ingest_url),
    });
    expect(toB.status).toBe(200);

    const first = await a.send(srcA.body.ingest_url, { body: '{"type":"ping"}' });
    expect(first.status).toBe(200);
    const requests = async (r: typeof a, sourceId: string) =>
      (await r.api("GET", `/v1/relay/sources/${sourceId}/requests?page_size=100`)).body.requests as {
        status: string;
        reason: string | null;
        headers: Record<string, string>;
      }[];
    // Each round trip drains both instances' queues; the loop must end well within these rounds.
    for (let round = 0; round < 20; round++) {
      await Promise.all([a.deps.jobs.runUntilEmpty(), b.deps.jobs.runUntilEmpty()]);
      if ((await requests(b, srcB.body.id)).some((q) => q.status === "rejected")) break;
    }
    await Promise.all([a.deps.jobs.runUntilEmpty(), b.deps.jobs.runUntilEmpty()]);
    const atA = await requests(a, srcA.body.id);
    const atB = await requests(b, srcB.body.id);
    const accepted = [...atA, ...atB].filter((q) => q.status === "accepted");
    // Hops 0 (the sender) through MAX_HOPS - 1 are accepted; the arrival with MAX_HOPS is refused.
    expect(accepted.map((q) => Number(q.headers["x-scoutpost-hops"] ?? 0)).sort()).toEqual(
      Array.from({ length: MAX_HOPS }, (_, i) => i),
    );
    const rejected = [...atA, ...atB].filter((q) => q.status === "rejected");
    expect(rejected.length).toBeGreaterThan(0);
    for (const q of rejected) expect(q.reason).toMatch(/Forwarding loop/);
    // Refused arrivals forward nothing: every delivery B made went to A for an accepted request.
    const refusedAnswer = await b.send(srcB.body.ingest_url, {
      headers: { "x-scoutpost-hops": String(MAX_HOPS) },
      body: "{}",
    });
    expect(refusedAnswer.status).toBe(508);
    expect(refusedAnswer.body.detail).toMatch(/Forwarding loop/);
  });

  it("every forward carries x-scoutpost-hops one above the request's own", async () => {
    const r = relayApp();
    const dest = await startDestination();
    open.push(r.close, dest.close);
    const src = await r.api("POST", "/v1/relay/sources", {
      name: "hops",
      destinations: [{ url: dest.url() }, { url: dest.url("/slack"), format: "slack" }],
    });
    await r.send(src.body.ingest_url, { body: "{}" });
    await r.send(src.body.ingest_url, { headers: { "x-scoutpost-hops": "3" }, body: "{}" });
    await r.deps.jobs.runUntilEmpty();
    const hops = dest.hits.map((h) => `${h.path} ${h.headers["x-scoutpost-hops"]}`).sort();
    expect(hops).toEqual(["/hook 1", "/hook 4", "/slack 1", "/slack 4"]);
  });
});
