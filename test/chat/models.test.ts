import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";

describe("models: happy path", () => {
  it("lists the built-in research models in OpenAI's list shape, with either key header", async () => {
    const { app, user } = makeTestApp();
    const variants: Record<string, string>[] = [
      { "X-API-Key": user.key },
      { Authorization: `Bearer ${user.key}` },
    ];
    for (const headers of variants) {
      const res = await app.request("/v1/models", { headers });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.object).toBe("list");
      expect(body.data.map((m: { id: string }) => m.id)).toEqual(["research-fast", "research-deep"]);
      expect(body.data[0]).toEqual({
        id: "research-fast",
        object: "model",
        created: expect.any(Number),
        owned_by: "scoutpost",
      });
    }
  });

  it("adds the navigator's names and MODEL_NAME when MODEL_BASE_URL is set", async () => {
    const { app, user } = makeTestApp({
      env: { MODEL_BASE_URL: "http://127.0.0.1:9/v1", MODEL_NAME: "qwen2.5-vl" },
    });
    const body = await (await app.request("/v1/models", { headers: user.headers })).json();
    expect(body.data.map((m: { id: string }) => m.id)).toEqual([
      "research-fast",
      "research-deep",
      "navigator",
      "n1-latest",
      "n1.5-latest",
      "qwen2.5-vl",
    ]);
  });

  it("describes chat and models in /openapi.json, chat with Bearer security", async () => {
    const { app } = makeTestApp();
    const doc = await (await app.request("/openapi.json")).json();
    expect(doc.paths["/v1/chat/completions"].post.security).toEqual([{ HTTPBearer: [] }]);
    expect(Object.keys(doc.paths["/v1/chat/completions"].post.responses["200"].content)).toEqual([
      "application/json",
      "text/event-stream",
    ]);
    expect(doc.paths["/v1/models"].get).toBeDefined();
  });

  it("retrieves one model by id", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request("/v1/models/research-deep", { headers: user.headers });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe("research-deep");
  });
});

describe("models: errors", () => {
  it("answers an unknown model id with 404 model_not_found", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request("/v1/models/navigator", { headers: user.headers });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("model_not_found");
  });

  it("requires an API key, answering with both error shapes", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/v1/models");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      detail: "Not authenticated",
      error: { message: "Not authenticated" },
    });
  });
});
