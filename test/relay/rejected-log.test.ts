import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger";
import { relayApp } from "./support";

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

describe("relay ingest: the log", () => {
  it("logs a rejected request at warn with its id, its source and why, never the secret or the token", async () => {
    const r = relayApp();
    open.push(r.close);
    const lines: Record<string, unknown>[] = [];
    r.deps.logger = createLogger("info", {}, (line) => lines.push(JSON.parse(line)));
    const created = await r.api("POST", "/v1/relay/sources", {
      name: "GitHub",
      verify: { scheme: "github", secret: "s3cret-value" },
    });
    const body = '{"action":"opened"}';
    const forged = `sha256=${createHmac("sha256", "wrong").update(body).digest("hex")}`;
    const sent = await r.send(created.body.ingest_url, {
      headers: { "content-type": "application/json", "x-hub-signature-256": forged },
      body,
    });
    expect(sent.status).toBe(401);
    const warnings = lines.filter((l) => l.level === "warn");
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: "relay request rejected",
        requestId: sent.body.request_id,
        sourceId: created.body.id,
        reason: sent.body.detail,
      }),
    ]);
    const token = new URL(created.body.ingest_url).pathname.split("/").at(-1)!;
    for (const secret of ["s3cret-value", token, forged]) expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
