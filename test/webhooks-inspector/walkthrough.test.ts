import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { enqueueDeliveryNow } from "../../src/webhooks/event";
import { jsonInit, makeAccount, makeDeps } from "../helpers/deps";
import { sampleEvent } from "./seed";

const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

// The walkthrough of docs/inspector.md as a test: an inbox on this very server receives real deliveries, and the inspector
// shows both sides (what was sent, what the inbox recorded).
describe("inbox + inspector walkthrough", () => {
  it("a delivery to an inbox shows up on both sides; ?status=503 rehearses the three attempts", async () => {
    const deps = makeDeps({ env: { WEBHOOK_BACKOFF_MS: "0" } });
    const app = createApp(deps);
    registerWebhookDispatcher(deps);
    const user = makeAccount(deps);
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const api = async <T>(path: string, init?: RequestInit) =>
      (await (
        await app.request(path, { ...init, headers: { ...user.headers, ...init?.headers } })
      ).json()) as T;

    const inbox = await api<{ id: string; url: string }>(
      "/v1/webhooks/inboxes",
      jsonInit("POST", { name: "dev" }),
    );
    const hook = `${base}${new URL(inbox.url).pathname}`;
    const send = (url: string) =>
      enqueueDeliveryNow(deps.db, deps, {
        accountId: user.account.id,
        source: { type: "scout", id: "scout-1" },
        url,
        event: sampleEvent(),
      });
    const ok = send(hook);
    const failing = send(`${hook}?status=503`);
    await deps.jobs.runUntilEmpty();

    type Detail = {
      status: string;
      attempts: number;
      attempt_log: {
        request: { headers: Record<string, string>; body: string };
        response: { status: number };
      }[];
    };
    const sent = await api<Detail>(`/v1/webhooks/deliveries/${ok}`);
    expect(sent).toMatchObject({ status: "succeeded", attempts: 1 });
    const bad = await api<Detail>(`/v1/webhooks/deliveries/${failing}`);
    expect(bad).toMatchObject({ status: "failed", attempts: 3 });
    expect(bad.attempt_log.map((a) => a.response.status)).toEqual([503, 503, 503]);

    const { requests } = await api<{
      requests: { headers: Record<string, string>; body: string; response_status: number }[];
    }>(`/v1/webhooks/inboxes/${inbox.id}/requests`);
    expect(requests).toHaveLength(4);
    const received = requests.find((r) => r.response_status === 200)!;
    // What the inbox recorded is exactly what the sender logged.
    expect(received.body).toBe(sent.attempt_log[0]!.request.body);
    expect(received.headers["webhook-id"]).toBe(sent.attempt_log[0]!.request.headers["webhook-id"]);
    expect(received.headers["user-agent"]).toBe("Scout-Webhook/1.0");
    expect(requests.filter((r) => r.response_status === 503)).toHaveLength(3);
  });
});
