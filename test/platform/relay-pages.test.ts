import { describe, expect, it } from "vitest";
import { createSource } from "../../src/relay/sources";
import { makeAccount } from "../helpers/deps";
import { relayPagesSuite } from "./relay-session";

// The relay pages (/platform/relay, /platform/relay/<id>) through app.request with a signed-in session.

const signedIn = relayPagesSuite();

describe("relay pages", () => {
  it("lists the account's sources and creates one with a verification and a first destination", async () => {
    const { b, create, deps } = await signedIn();
    const empty = await (await b.get("/platform/relay")).text();
    expect(empty).toContain('<a href="/platform/relay" aria-current="page">Relay</a>');
    expect(empty).toContain("No sources yet");

    const { id, html } = await create({
      name: "GitHub pushes",
      verify_scheme: "github",
      verify_secret: "gh-secret-never-shown",
      verify_header: "",
      destination_url: "https://example.com/hooks/github",
      destination_format: "slack",
      destination_filter: '{"headers": {"x-github-event": "push"}}',
    });
    expect(html).toContain("<h1>GitHub pushes</h1>");
    expect(html).toContain("Created: point the sender at the ingest URL below.");
    expect(html).toContain(`${deps.config.publicUrl}/hooks/relay/`);
    expect(html).toContain("GitHub (X-Hub-Signature-256)");
    expect(html).toContain("https://example.com/hooks/github");
    expect(html).toContain("{&quot;headers&quot;:{&quot;x-github-event&quot;:&quot;push&quot;}}");
    expect(html).toContain("Nothing received yet.");
    expect(html).not.toContain("gh-secret-never-shown");

    const list = await (await b.get("/platform/relay")).text();
    expect(list).toContain(`<a href="/platform/relay/${id}">GitHub pushes</a>`);
    expect(list).toContain(`${deps.config.publicUrl}/hooks/relay/`);
    expect(list).toContain('<td class="num">1</td>');
    expect(list).not.toContain("gh-secret-never-shown");
  });

  it("shows a form again with its problem, never a 500, and never echoes the secret", async () => {
    const { post, create, deps, ingestPath } = await signedIn();
    const refusals: [Record<string, string>, string][] = [
      [{ name: "" }, "Name: give the source a name."],
      [{ name: "x", destination_url: "http://example.com/in" }, "HTTPS is required"],
      [
        { name: "x", destination_url: "https://example.com/in", destination_filter: "{nope" },
        "not valid JSON",
      ],
      [
        { name: "x", destination_url: "https://example.com/in", destination_filter: '{"query": {"a": 1}}' },
        "Filter: filter: Unrecognized key",
      ],
      [{ name: "x", verify_scheme: "github", verify_secret: "" }, "enter the sender&#39;s secret"],
      [{ name: "x", verify_scheme: "standard_webhooks", verify_secret: "whsec_***" }, "not base64"],
      [{ name: "x", verify_scheme: "header", verify_secret: "typed-secret-1" }, "needs a valid header name"],
      [{ name: "x", verify_scheme: "md5", verify_secret: "typed-secret-1" }, "not one we know"],
    ];
    for (const [fields, problem] of refusals) {
      const res = await post("/platform/relay", fields);
      const html = await res.text();
      expect(res.status, problem).toBe(422);
      expect(html, problem).toContain(problem);
      expect(html).not.toContain("typed-secret-1");
    }
    // What was typed is kept (the secret is not).
    const kept = await (
      await post("/platform/relay", { name: "Kept name", destination_url: "ftp://x" })
    ).text();
    expect(kept).toContain('value="Kept name"');
    expect(kept).toContain('value="ftp://x"');

    const { id, html: plainPage } = await create({ name: "Plain" });
    const badDest = await post(`/platform/relay/${id}/destinations`, {
      url: "https://example.com/ok",
      filter: '{"body": {"a..b": 1}}',
    });
    expect(badDest.status).toBe(422);
    const badDestHtml = await badDest.text();
    expect(badDestHtml).toContain("filter.body.a..b");
    expect(badDestHtml).toContain("<h1>Plain</h1>");
    const badVerify = await post(`/platform/relay/${id}/verify`, {
      verify_scheme: "standard_webhooks",
      verify_secret: "typed-secret-1",
    });
    expect(badVerify.status).toBe(422);
    expect(await badVerify.text()).not.toContain("typed-secret-1");
    // Its own ingest URL as a destination would forward every request back to it.
    const ownIngest = `https://anything.example${ingestPath(plainPage)}`;
    for (const [path, field] of [
      [`/platform/relay/${id}/destinations`, "url"],
      ["/platform/relay", "destination_url"],
    ] as const) {
      const loop = await post(path, { name: "Loop", [field]: ownIngest });
      expect(loop.status).toBe(422);
      expect(await loop.text()).toContain("relay ingest URL of this instance");
    }
    // Nothing was made or changed by a refused form.
    expect(deps.db.$client.prepare("select count(*) n from relay_sources").get()).toEqual({ n: 1 });
    expect(deps.db.$client.prepare("select count(*) n from relay_destinations").get()).toEqual({ n: 0 });
  });

  it("adds, pauses, resumes and deletes a destination; a paused one receives nothing", async () => {
    const { b, post, follow, create, send, ingestPath } = await signedIn();
    const { id, html } = await create({ name: "Orders" });
    expect(html).toContain("No destinations: requests are only logged.");
    const added = await follow(
      await post(`/platform/relay/${id}/destinations`, {
        url: "https://example.com/orders",
        format: "passthrough",
        filter: '{"body": {"type": "order.paid"}}',
      }),
    );
    expect(added).toContain("Added https://example.com/orders.");
    expect(added).toContain("{&quot;body&quot;:{&quot;type&quot;:&quot;order.paid&quot;}}");
    const destId = /destinations\/([0-9a-f-]{36})\/pause/.exec(added)![1]!;

    const paused = await follow(await post(`/platform/relay/${id}/destinations/${destId}/pause`));
    expect(paused).toContain('<span class="badge b-paused">paused</span>');
    expect(paused).toContain(`/destinations/${destId}/resume`);
    await send(`http://x${ingestPath(paused)}`, { body: '{"type":"order.paid"}' });
    const logged = await (await b.get(`/platform/relay/${id}`)).text();
    expect(logged).toContain('<span class="badge b-accepted">accepted</span>');
    expect(logged).toContain("Forwarded nowhere");

    const resumed = await follow(await post(`/platform/relay/${id}/destinations/${destId}/resume`));
    expect(resumed).toContain('<span class="badge b-active">active</span>');
    const deleted = await follow(await post(`/platform/relay/${id}/destinations/${destId}/delete`));
    expect(deleted).toContain("Deleted https://example.com/orders.");
    expect(deleted).toContain("No destinations: requests are only logged.");
    expect((await post(`/platform/relay/${id}/destinations/${destId}/pause`)).status).toBe(404);
  });

  it("rotates the secret; neither the old nor the new secret appears in any page", async () => {
    const { b, post, follow, create, send, ingestPath } = await signedIn();
    const { id, html } = await create({
      name: "Shared",
      verify_scheme: "header",
      verify_secret: "old-secret-value-1",
      verify_header: "X-Token",
    });
    expect(html).toContain("header X-Token");
    const rotated = await follow(
      await post(`/platform/relay/${id}/verify`, {
        verify_scheme: "header",
        verify_secret: "new-secret-value-2",
        verify_header: "X-Token",
      }),
    );
    expect(rotated).toContain("Secret rotated: the one it replaced is still accepted for 24 hours.");
    expect(rotated).toContain("Still accepted until");
    // The old secret still passes for a day; a wrong one is rejected with its reason, and cannot be replayed.
    const path = `http://x${ingestPath(html)}`;
    expect((await send(path, { headers: { "x-token": "old-secret-value-1" }, body: "{}" })).status).toBe(200);
    expect((await send(path, { headers: { "x-token": "wrong" }, body: "{}" })).status).toBe(401);
    const pages = [
      rotated,
      await (await b.get(`/platform/relay/${id}`)).text(),
      await (await b.get("/platform/relay")).text(),
    ];
    expect(pages[1]).toContain('<span class="badge b-rejected">rejected</span>');
    expect(pages[1]!.match(/\/replay"/g)).toHaveLength(1);
    for (const page of pages) {
      expect(page).not.toContain("old-secret-value-1");
      expect(page).not.toContain("new-secret-value-2");
    }
    const off = await follow(await post(`/platform/relay/${id}/verify/off`));
    expect(off).toContain("none (every request is accepted)");
  });

  it("lists requests with their deliveries, and Replay makes new deliveries", async () => {
    const { b, post, follow, create, send, ingestPath } = await signedIn();
    const { id, html } = await create({ name: "Fan out", destination_url: "https://example.com/a" });
    const path = `http://x${ingestPath(html)}/sub/path?x=1`;
    const sent = await send(path, { headers: { "content-type": "application/json" }, body: '{"n":1}' });
    await send(`http://x${ingestPath(html)}`, { body: Buffer.from([0xff, 0xfe, 0x00, 0x01]) });
    const page = await (await b.get(`/platform/relay/${id}`)).text();
    expect(page).toContain("POST /sub/path?x=1");
    expect(page).toContain("Not UTF-8 text: 4 bytes, shown in base64.");
    expect(page).toContain("//4AAQ==");
    expect(page).toContain("content-type");
    const links = () =>
      [...page.matchAll(/\/platform\/webhooks\/deliveries\/([0-9a-f-]{36})/g)].map((m) => m[1]);
    expect(links()).toHaveLength(2);
    // Newest first: the binary request, then the JSON one.
    expect(page.indexOf("shown in base64")).toBeLessThan(page.indexOf("/sub/path"));

    const replayed = await follow(
      await post(`/platform/relay/${id}/requests/${sent.body.request_id}/replay`),
    );
    expect(replayed).toContain("Replayed to 1 destination");
    const deliveries = [...replayed.matchAll(/\/platform\/webhooks\/deliveries\/([0-9a-f-]{36})/g)].map(
      (m) => m[1],
    );
    expect(new Set(deliveries).size).toBe(3);
    const delivery = await (await b.get(`/platform/webhooks/deliveries/${deliveries[1]}`)).text();
    expect(delivery).toContain(`/platform/relay/${id}`);
  });

  it("pages through requests newest first", async () => {
    const { b, create, send, ingestPath } = await signedIn();
    const { id, html } = await create({ name: "Busy" });
    for (let i = 0; i < 27; i++) await send(`http://x${ingestPath(html)}/n${i}`, { body: "x" });
    const first = await (await b.get(`/platform/relay/${id}`)).text();
    expect(first).toContain("POST /n26");
    expect(first).not.toContain("POST /n1<");
    const older = /href="([^"]+)">Older →/.exec(first)![1]!.replaceAll("&amp;", "&");
    const second = await (await b.get(older)).text();
    expect(second).toContain("POST /n0<");
    expect(second).not.toContain("POST /n26");
  });

  it("answers another account's source with the not-found page, and deletes a source", async () => {
    const { b, post, follow, create, deps } = await signedIn();
    const bob = makeAccount(deps, "bob");
    const theirs = await deps.store.run(
      createSource(deps.clock, bob.account.id, {
        name: "Bob's source",
        destinations: [{ url: "https://example.com/bob" }],
      }),
    );
    const dest = theirs.destinations[0]!.id;
    for (const res of [
      await b.get(`/platform/relay/${theirs.id}`),
      await post(`/platform/relay/${theirs.id}/delete`),
      await post(`/platform/relay/${theirs.id}/destinations/${dest}/delete`),
      await post(`/platform/relay/${theirs.id}/verify/off`),
      await post(`/platform/relay/${theirs.id}/destinations`, { url: "https://example.com/x" }),
    ]) {
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("<h1>Not found</h1>");
      expect(html).not.toContain("Bob&#39;s source");
    }
    expect(await (await b.get("/platform/relay")).text()).not.toContain("Bob&#39;s source");

    const { id } = await create({ name: "Short-lived" });
    const page = await (await b.get(`/platform/relay/${id}`)).text();
    expect(page).toContain("<summary>Delete this source</summary>");
    const list = await follow(await post(`/platform/relay/${id}/delete`));
    expect(list).toContain("Deleted “Short-lived” and its request log.");
    expect((await b.get(`/platform/relay/${id}`)).status).toBe(404);
  });
});
