import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { startWorkers } from "../../src/workers";
import { jsonInit, makeAccount, makeDeps } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { productPage } from "./harness";
import { startReceiver } from "./receiver";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

describe("scouts with the production wiring (startWorkers, running job runner, system clock)", () => {
  it("delivers a Slack-format update to a local receiver, and restart runs the scout again at once", async () => {
    const deps = makeDeps({ env: { PUBLIC_URL: "https://scoutpost.test" } });
    const app = createApp(deps);
    const user = makeAccount(deps);
    const site: FixtureSite = await startFixtureSite({ "/product.html": productPage() });
    const receiver = await startReceiver();
    const stopWorkers = startWorkers(deps);
    deps.jobs.start();
    closers.push(site.close, receiver.close, async () => {
      await stopWorkers();
      await deps.jobs.stop(1000);
      await deps.http.close();
    });

    const res = await app.request(
      "/v1/scouting/tasks",
      jsonInit(
        "POST",
        {
          query: `Watch the Widget Pro price at ${site.url}/product.html`,
          display_name: "Widget <Pro> & price",
          webhook_url: receiver.url,
          webhook_format: "slack",
        },
        user.headers,
      ),
    );
    const scout = (await res.json()) as { id: string };
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 15_000, interval: 20 });

    const [hit] = receiver.received;
    expect(hit!.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "Scout-Webhook/1.0",
      "x-scout-event": "scout.update",
    });
    const body = hit!.body as {
      text: string;
      blocks: { type: string; text?: { text: string }; fields?: { text: string }[] }[];
    };
    expect(body.text).toBe("Scout 'Widget &lt;Pro&gt; &amp; price' has new updates");
    expect(body.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "Scout Update: Widget <Pro> & price", emoji: true },
    });
    const fields = body.blocks.find((b) => b.fields)!.fields!.map((f) => f.text);
    expect(fields).toContain(`*Query:*\nWatch the Widget Pro price at ${site.url}/product.html`);
    expect(fields).toContain("*Status:*\ncompleted");
    expect(JSON.stringify(body.blocks)).toContain(`https://scoutpost.test/platform/scouts/${scout.id}`);

    const updates = async () => {
      const r = await app.request(`/v1/scouting/tasks/${scout.id}/updates`, { headers: user.headers });
      return ((await r.json()) as { updates: { has_changes: boolean }[] }).updates;
    };
    const restart = await app.request(`/v1/scouting/tasks/${scout.id}/restart`, {
      method: "POST",
      headers: user.headers,
    });
    expect(restart.status).toBe(200);
    await vi.waitFor(async () => expect(await updates()).toHaveLength(2), { timeout: 15_000, interval: 20 });
    expect((await updates())[0]!.has_changes).toBe(false);
    // Nothing changed, notify "changes": still one delivery.
    expect(receiver.received).toHaveLength(1);
  });
});
