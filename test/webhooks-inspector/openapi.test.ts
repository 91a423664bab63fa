import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";

describe("OpenAPI", () => {
  it("describes every inspector route", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ["/v1/webhooks/deliveries", "get"],
      ["/v1/webhooks/deliveries/{id}", "get"],
      ["/v1/webhooks/deliveries/{id}/redeliver", "post"],
      ["/v1/webhooks/deliveries/redeliver", "post"],
      ["/v1/webhooks/stats", "get"],
      ["/v1/webhooks/secret", "get"],
      ["/v1/webhooks/secret/rotate", "post"],
      ["/v1/webhooks/inboxes", "post"],
      ["/v1/webhooks/inboxes", "get"],
      ["/v1/webhooks/inboxes/{id}", "get"],
      ["/v1/webhooks/inboxes/{id}", "delete"],
      ["/v1/webhooks/inboxes/{id}/requests", "get"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const params = (doc.paths["/v1/webhooks/deliveries"]!.get as { parameters: { name: string }[] })
      .parameters;
    expect(params.map((p) => p.name).sort()).toEqual(
      [
        "cursor",
        "error_class",
        "page_size",
        "since",
        "source_id",
        "source_type",
        "status",
        "status_code",
        "until",
        "update_id",
        "url",
      ].sort(),
    );
  });
});
