import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createRouter } from "../../src/http/router";
import { makeAccount, makeDeps } from "../helpers/deps";

// JSON sent the way curl sends it by default (`-d` labels it application/x-www-form-urlencoded) or with no
// Content-Type at all: read as JSON when it is JSON, else FastAPI's 422 (never 415). src/http/json-body.ts.

const probe = createRoute({
  method: "post",
  path: "/v1/probe",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ task: z.string().min(1).max(10) }) } },
    },
  },
  responses: { 200: { description: "ok" } },
});

function setup() {
  const deps = makeDeps();
  const app = createApp(deps);
  app.route(
    "/",
    createRouter().openapi(probe, (c) => c.json({ body: c.req.valid("json") }, 200)),
  );
  return { app, user: makeAccount(deps) };
}

const FORM = "application/x-www-form-urlencoded";
// A string body would make fetch add `text/plain;charset=UTF-8`; bytes go out with no Content-Type.
const bytes = (s: string) => new TextEncoder().encode(s);

type Detail = { detail: { loc: (string | number)[]; msg: string; type: string; input?: unknown }[] };

describe("JSON bodies without a JSON content type", () => {
  it("reads a form-encoded body that is JSON as JSON (curl -d without -H)", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/probe", {
      method: "POST",
      headers: { ...user.headers, "Content-Type": FORM },
      body: '{"task":"hello"}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { task: "hello" } });
  });

  it("validates such a body like any JSON body: a bad field is a 422 at its field", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/probe", {
      method: "POST",
      headers: { ...user.headers, "Content-Type": `${FORM}; charset=utf-8` },
      body: '{"task":"far too long a task"}',
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Detail).detail[0]).toMatchObject({
      loc: ["body", "task"],
      type: "string_too_long",
    });
  });

  it("answers a form-encoded body that is not JSON with FastAPI's 422, not 415", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/probe", {
      method: "POST",
      headers: { ...user.headers, "Content-Type": FORM },
      body: "task=hello",
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: [
        {
          loc: ["body"],
          msg: "Input should be a valid dictionary or object to extract fields from",
          type: "model_attributes_type",
          input: "task=hello",
        },
      ],
    });
  });

  it("reads a body with no Content-Type as JSON", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/probe", {
      method: "POST",
      headers: user.headers,
      body: bytes('{"task":"hi"}'),
    });
    expect(res.headers.get("content-type")).toMatch(/json/);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { task: "hi" } });
  });

  it("answers a body with no Content-Type that is not JSON with 422 json_invalid, as FastAPI does", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/probe", {
      method: "POST",
      headers: user.headers,
      body: bytes("task=hi"),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Detail).detail[0]).toMatchObject({
      loc: ["body", 0],
      msg: "JSON decode error",
      type: "json_invalid",
    });
  });

  it("still refuses other content types with 415 and the hint", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/probe", {
      method: "POST",
      headers: { ...user.headers, "Content-Type": "text/plain" },
      body: '{"task":"hello"}',
    });
    expect(res.status).toBe(415);
  });

  it("a real route: curl's default creates a scout", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/scouting/tasks", {
      method: "POST",
      headers: { ...user.headers, "Content-Type": FORM },
      body: JSON.stringify({ query: "Track the Acme pricing page https://acme.example.com/pricing" }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { query: string }).query).toMatch(/Acme/);
  });

  it("a form-encoded body to a route that takes none is ignored, as before", async () => {
    const { app, user } = setup();
    const made = await app.request("/v1/scouting/tasks", {
      method: "POST",
      headers: { ...user.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ query: "Track https://acme.example.com/pricing" }),
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const { id } = (await made.json()) as { id: string };
    const res = await app.request(`/v1/scouting/tasks/${id}/pause`, {
      method: "POST",
      headers: { ...user.headers, "Content-Type": FORM },
      body: "x=1",
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });
});
