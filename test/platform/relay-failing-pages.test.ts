import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { makeAccount } from "../helpers/deps";
import { startDestination } from "../relay/support";
import { Browser } from "../webhooks-inspector/platform-helpers";
import { relayPagesSuite } from "./relay-session";

// The relay pages' retry policies, rate limits and failing destinations (docs/design.md §6b), through app.request
// with a signed-in session and a real destination on 127.0.0.1.

const signedIn = relayPagesSuite();

describe("relay pages: retries", () => {
  it("a destination's retry schedule and rate limit are set in the form and shown with it", async () => {
    const { create } = await signedIn();
    const { html } = await create({
      name: "Stripe",
      destination_url: "https://example.com/in",
      destination_retry_schedule: "0, 30 90",
      destination_rate_limit: "5",
    });
    expect(html).toContain("3 attempts over 2 min, at most 5/s");
  });

  it("a bad schedule or limit is shown again with its problem", async () => {
    const { post } = await signedIn();
    const base = { name: "x", destination_url: "https://example.com/in" };
    const schedule = await post("/platform/relay", { ...base, destination_retry_schedule: "0, -5" });
    expect(schedule.status).toBe(422);
    expect(await schedule.text()).toContain("Retry schedule: at most 20 whole numbers of seconds");
    const limit = await post("/platform/relay", { ...base, destination_rate_limit: "0" });
    expect(limit.status).toBe(422);
    expect(await limit.text()).toContain("Rate limit: a number of requests a second");
  });

  it("lists a failing destination with its last error, and Retry failed sends its deliveries again", async () => {
    const { b, post, follow, api, send, deps, onClose } = await signedIn();
    const dest = await startDestination();
    onClose(dest.close);
    const src = await api("POST", "/v1/relay/sources", {
      name: "Orders",
      destinations: [{ url: dest.url(), retry: { schedule_s: [0] } }],
    });
    dest.answer(503, 503);
    await send(src.body.ingest_url, { body: '{"n":1}' });
    await send(src.body.ingest_url, { body: '{"n":2}' });
    await deps.jobs.runUntilEmpty();

    const list = await (await b.get("/platform/relay")).text();
    expect(list).toContain("Failing destinations");
    expect(list).toContain("HTTP 503");
    const action = `/platform/relay/${src.body.id}/destinations/${src.body.destinations[0].id}/retry`;
    expect(list).toContain(`action="${action}"`);

    expect(await follow(await post(action))).toContain(
      "Retrying 2 failed deliveries: one more attempt each.",
    );
    await deps.jobs.runUntilEmpty();
    expect(dest.hits).toHaveLength(4);
    expect(await (await b.get("/platform/relay")).text()).not.toContain("Failing destinations");
  });

  it("another account's destination cannot be retried from the pages", async () => {
    const { app, deps, api, post } = await signedIn();
    const mallory = new Browser(app);
    await mallory.signIn(makeAccount(deps, "mallory").key);
    const csrf = Browser.csrf(await (await mallory.get("/platform/relay")).text());
    const src = await api("POST", "/v1/relay/sources", {
      name: "mine",
      destinations: [{ url: "https://example.com/a" }],
    });
    const action = `/platform/relay/${src.body.id}/destinations/${src.body.destinations[0].id}/retry`;
    expect((await mallory.post(action, { _csrf: csrf })).status).toBe(404);
    expect((await post(action)).status).toBe(303);
    expect((await post(`/platform/relay/${src.body.id}/destinations/nope/retry`)).status).toBe(404);
  });
});

describe("relay pages: signed forwards", () => {
  it("Sign forwards shows the secret once; the forward verifies with it; Rotate and Stop signing work", async () => {
    const { b, post, api, send, deps, onClose } = await signedIn();
    const dest = await startDestination();
    onClose(dest.close);
    const src = await api("POST", "/v1/relay/sources", {
      name: "Orders",
      destinations: [{ url: dest.url() }],
    });
    const base = `/platform/relay/${src.body.id}/destinations/${src.body.destinations[0].id}`;
    const signed = await post(`${base}/sign`);
    expect(signed.status).toBe(200);
    const html = await signed.text();
    expect(html).toContain("shown once");
    const secret = /whsec_[A-Za-z0-9+/]+=*/.exec(html)![0];
    await send(src.body.ingest_url, { body: '{"n":1}' });
    await deps.jobs.runUntilEmpty();
    const hit = dest.hits.at(-1)!;
    const headers = Object.fromEntries(Object.entries(hit.headers).map(([k, v]) => [k, String(v)]));
    expect(new Webhook(secret).verify(hit.body.toString(), headers)).toEqual({ n: 1 });
    const page = await (await b.get(`/platform/relay/${src.body.id}`)).text();
    expect(page).not.toContain(secret);
    expect(page).toContain("signed by us");

    const rotated = /whsec_[A-Za-z0-9+/]+=*/.exec(await (await post(`${base}/sign`)).text())![0];
    expect(rotated).not.toBe(secret);
    expect((await post(`${base}/unsign`)).status).toBe(303);
    await send(src.body.ingest_url, { body: '{"n":2}' });
    await deps.jobs.runUntilEmpty();
    expect(dest.hits.at(-1)!.headers["webhook-signature"]).toBeUndefined();
  });
});
