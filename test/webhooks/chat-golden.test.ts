import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { relayedOutgoing } from "../../src/relay/outgoing";
import type { WebhookEvent } from "../../src/webhooks/event";
import { buildBody, type DeliveryMeta } from "../../src/webhooks/formats";

// Each chat format's whole message for a research task, a browsing task, a scout update and a relayed request,
// compared byte for byte with test/webhooks/golden/chat/<format>.<case>.json. After a deliberate change to a
// message, `UPDATE_GOLDEN=1 npx vitest run test/webhooks/chat-golden.test.ts` rewrites them: read the diff.

const dir = join(import.meta.dirname, "golden", "chat");
const inputs = JSON.parse(readFileSync(join(dir, "inputs.json"), "utf8")) as Record<
  "research" | "browsing" | "scout",
  { event: WebhookEvent; delivery: DeliveryMeta }
> & {
  relay: {
    sourceName: string;
    headers: Record<string, string>;
    body: string;
    requestId: string;
    inspectorUrl: string;
    receivedAt: number;
  };
};

const FORMATS = ["slack", "discord", "teams", "google_chat"] as const;

function relayMessage(format: string): string {
  const r = inputs.relay;
  const out = relayedOutgoing(
    format,
    {
      relay: {
        request_id: r.requestId,
        destination_id: "d",
        source_id: r.inspectorUrl.split("/").pop()!,
        source_name: r.sourceName,
      },
    },
    {
      id: r.requestId,
      sourceId: "s",
      method: "POST",
      path: "/",
      query: null,
      headers: r.headers,
      body: Buffer.from(r.body),
      receivedAt: r.receivedAt,
    },
    "delivery",
    "https://scoutpost.example.com",
  );
  return out.body as string;
}

function expectGolden(name: string, body: string) {
  const pretty = `${JSON.stringify(JSON.parse(body), null, 2)}\n`;
  const file = join(dir, `${name}.json`);
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, pretty);
  expect(pretty).toBe(readFileSync(file, "utf8"));
}

describe("chat messages match their golden files", () => {
  for (const format of FORMATS) {
    for (const kind of ["research", "browsing", "scout"] as const) {
      it(`${format}: a ${kind} result`, () => {
        const { event, delivery } = inputs[kind];
        expectGolden(`${format}.${kind}`, buildBody(format, event, delivery));
      });
    }
    it(`${format}: a relayed request`, () => expectGolden(`${format}.relay`, relayMessage(format)));
  }
});
