import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";

// Every paged list takes `page_size` and `cursor`; the lists the official Python SDK sends `limit` to take it as
// an alias of `page_size` (src/http/pagination.ts). docs/api.md "Lists".

type Param = { name: string; in: string };
type Op = {
  parameters?: Param[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Doc = { paths: Record<string, Record<string, Op>>; components: { schemas: Record<string, unknown> } };

/** GET operations whose 200 body has `next_cursor`: the paged lists, found from the OpenAPI document. */
function pagedLists(doc: Doc): { path: string; params: string[] }[] {
  const found: { path: string; params: string[] }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const op = ops.get;
    if (!op) continue;
    const schema = JSON.stringify(op.responses?.["200"]?.content?.["application/json"]?.schema ?? {});
    const ref = /"#\/components\/schemas\/([^"]+)"/.exec(schema)?.[1];
    const body = ref ? JSON.stringify(doc.components.schemas[ref]) : schema;
    if (!body.includes('"next_cursor"')) continue;
    found.push({ path, params: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name) });
  }
  return found;
}

/** Where the SDK (yutori-ai/yutori-sdk-python) sends `limit` rather than `page_size`. */
const LIMIT_LISTS = ["/v1/scouting/tasks", "/v1/scouting/tasks/{scout_id}/updates"];

describe("list parameters", () => {
  it("every paged list takes page_size and cursor; limit exactly where the SDK sends it", async () => {
    const { app } = makeTestApp();
    const doc = (await (await app.request("/openapi.json")).json()) as Doc;
    const lists = pagedLists(doc);
    expect(lists.map((l) => l.path)).toEqual(
      expect.arrayContaining([
        "/v1/research/tasks",
        "/v1/browsing/tasks",
        ...LIMIT_LISTS,
        "/v1/webhooks/deliveries",
        "/v1/webhooks/inboxes",
        "/v1/relay/sources",
      ]),
    );
    for (const { path, params } of lists) {
      expect(params, path).toEqual(expect.arrayContaining(["page_size", "cursor"]));
      expect(params.includes("limit"), path).toBe(LIMIT_LISTS.includes(path));
    }
  });

  async function scoutsWithThree() {
    const t = makeTestApp();
    for (const n of [1, 2, 3]) {
      const res = await t.app.request("/v1/scouting/tasks", {
        method: "POST",
        headers: { ...t.user.headers, "Content-Type": "application/json" },
        body: JSON.stringify({ query: `Track https://example.com/${n}` }),
      });
      expect(res.status).toBe(200);
    }
    const list = async (qs: string) => {
      const res = await t.app.request(`/v1/scouting/tasks?${qs}`, { headers: t.user.headers });
      return {
        status: res.status,
        body: (await res.json()) as { scouts?: unknown[]; page_size?: number | null },
      };
    };
    return list;
  }

  it("limit is page_size by another name; with both, page_size wins", async () => {
    const list = await scoutsWithThree();
    expect((await list("limit=2")).body).toMatchObject({ page_size: 2, has_more: true });
    expect((await list("limit=2")).body.scouts).toHaveLength(2);
    expect((await list("page_size=1&limit=2")).body.scouts).toHaveLength(1);
    expect((await list("limit=2&page_size=3")).body).toMatchObject({ page_size: 3, has_more: false });
    expect((await list("")).body).toMatchObject({ page_size: null });
  });

  it("a bad limit is a 422 at query.limit, as a bad page_size is at query.page_size", async () => {
    const list = await scoutsWithThree();
    const bad = await list("limit=0");
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('["query","limit"]');
  });
});
