import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../src/db/schema";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { startModelServer } from "../helpers/model-server";
import { serveTestApp } from "./serve";

let site: FixtureSite;
let model: Awaited<ReturnType<typeof startModelServer>>;
beforeAll(async () => {
  site = await startFixtureSite();
  model = await startModelServer();
});
afterAll(async () => {
  await model.close();
  await site.close();
});

async function served(env: Record<string, string> = {}) {
  const t = await serveTestApp({ env });
  const client = new OpenAI({ baseURL: `${t.baseUrl}/v1`, apiKey: t.user.key, maxRetries: 0 });
  const balance = () =>
    t.deps.db.select().from(accounts).where(eq(accounts.id, t.user.account.id)).get()!.creditsBalance;
  return { ...t, client, balance };
}

const question = (): { model: string; messages: OpenAI.ChatCompletionMessageParam[] } => ({
  model: "research-fast",
  messages: [{ role: "user", content: `Who built the lighthouse, and when? ${site.url}/history.html` }],
});
const ask = (extra: Record<string, unknown>) => ({ ...question(), ...extra });
const builder = {
  type: "object",
  properties: { engineer: { type: "string" }, year: { type: "integer" } },
  required: ["engineer", "year"],
};
// The research report is written from the page alone (no model text), then the model fills the JSON.
const fills = (json: string) => [{ status: 500, error: "no report today" }, { content: json }] as const;

describe("research models: JSON answers", () => {
  it("answers response_format json_schema with JSON filled from the report (openai's .parse())", async () => {
    model.setScript([...fills('{"engineer": "Marta Kessel", "year": 1874}')]);
    const t = await served({ MODEL_BASE_URL: model.baseUrl });
    try {
      const before = model.requests.length;
      const completion = await t.client.chat.completions.parse({
        ...question(),
        response_format: {
          type: "json_schema",
          json_schema: { name: "builder", schema: builder, strict: true },
        },
      });
      expect(completion.choices[0]!.message.parsed).toEqual({ engineer: "Marta Kessel", year: 1874 });
      expect(completion.choices[0]!.finish_reason).toBe("stop");
      expect((completion as unknown as { citations: string[] }).citations).toEqual([
        `${site.url}/history.html`,
      ]);
      // The fill request carries the report and the caller's schema.
      const fill = model.requests[before + 1]!.body;
      expect(fill.response_format).toEqual({ type: "json_object" });
      expect(JSON.stringify(fill.messages)).toContain("Marta Kessel");
      expect(JSON.stringify(fill.messages)).toContain('\\"engineer\\"');
    } finally {
      await t.close();
    }
  });

  it("answers a forced tool_choice with one call of that function, streamed or not", async () => {
    const t = await served({ MODEL_BASE_URL: model.baseUrl });
    const tools = [
      { type: "function" as const, function: { name: "record_builder", parameters: builder } },
      { type: "function" as const, function: { name: "other", parameters: { type: "object" } } },
    ];
    const tool_choice = { type: "function" as const, function: { name: "record_builder" } };
    try {
      model.setScript([...fills('{"engineer": "Marta Kessel", "year": 1874}')]);
      const completion = await t.client.chat.completions.create({
        ...question(),
        tools,
        tool_choice,
      });
      const choice = completion.choices[0]!;
      expect(choice.finish_reason).toBe("tool_calls");
      expect(choice.message.content).toBeNull();
      const call = choice.message.tool_calls![0] as OpenAI.ChatCompletionMessageFunctionToolCall;
      expect(call.function.name).toBe("record_builder");
      expect(JSON.parse(call.function.arguments)).toEqual({ engineer: "Marta Kessel", year: 1874 });
      expect(call.id).toMatch(/^call_/);

      model.setScript([...fills('{"engineer": "Marta Kessel", "year": 1874}')]);
      const stream = await t.client.chat.completions.create({
        ...question(),
        tools,
        tool_choice,
        stream: true,
      });
      const chunks: OpenAI.ChatCompletionChunk[] = [];
      for await (const chunk of stream) chunks.push(chunk);
      const calls = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ index: 0, type: "function", function: { name: "record_builder" } });
      expect(JSON.parse(calls[0]!.function!.arguments!)).toEqual({ engineer: "Marta Kessel", year: 1874 });
      expect(chunks.map((c) => c.choices[0]?.finish_reason).filter(Boolean)).toEqual(["tool_calls"]);
    } finally {
      await t.close();
    }
  });

  it("streams a json_object answer once it is ready: a failure is still the request's status, refunded", async () => {
    model.setScript([...fills('{"engineer": "Marta Kessel"}')]);
    const t = await served({ MODEL_BASE_URL: model.baseUrl });
    try {
      const stream = await t.client.chat.completions.create({
        ...question(),
        response_format: { type: "json_object" },
        stream: true,
      });
      let content = "";
      let notes = "";
      for await (const chunk of stream) {
        content += chunk.choices[0]?.delta.content ?? "";
        notes += (chunk.choices[0]?.delta as { reasoning_content?: string })?.reasoning_content ?? "";
      }
      expect(JSON.parse(content)).toEqual({ engineer: "Marta Kessel" });
      expect(notes).toBe("");
      const start = t.balance();
      const failed = await t.chat({
        model: "research-fast",
        messages: [{ role: "user", content: "Who built it?" }],
        response_format: { type: "json_object" },
        stream: true,
      });
      expect(failed.status).toBe(400);
      expect((await failed.json()).error).toMatchObject({ code: "research_failed", param: "messages" });
      expect(t.balance()).toBe(start);
    } finally {
      await t.close();
    }
  });

  it("refunds a JSON answer that cannot be given: research that finds nothing (400) or a model that fails (502)", async () => {
    const t = await served({ MODEL_BASE_URL: model.baseUrl });
    try {
      const start = t.balance();
      const noSource = await t.chat({
        model: "research-fast",
        messages: [{ role: "user", content: "Who built it?" }],
        response_format: { type: "json_object" },
      });
      expect(noSource.status).toBe(400);
      expect((await noSource.json()).error).toMatchObject({
        type: "invalid_request_error",
        param: "messages",
        code: "research_failed",
        message: expect.stringMatching(/^I could not research this: No sources to read/),
      });
      model.setScript([
        { status: 500, error: "no report" },
        { content: "not json" },
        { content: "still not" },
      ]);
      const bad = await t.chat(ask({ response_format: { type: "json_object" } }));
      expect(bad.status).toBe(502);
      expect((await bad.json()).error.message).toMatch(
        /^The model server could not fill in the JSON: The model's answer does not match output_schema/,
      );
      expect(t.balance()).toBe(start);
    } finally {
      await t.close();
    }
  });

  it("answers a search outage with a 502 clients retry, and a search that finds nothing with a 400", async () => {
    const t = await served({ MODEL_BASE_URL: model.baseUrl, SEARCH_URL: site.url });
    const askSearch = () =>
      t.chat({
        model: "research-fast",
        messages: [{ role: "user", content: "Who built the lighthouse?" }],
        response_format: { type: "json_object" },
      });
    try {
      const start = t.balance();
      site.setSearchResults({ status: 503 });
      const outage = await askSearch();
      expect(outage.status).toBe(502);
      expect((await outage.json()).error).toMatchObject({
        type: "upstream_error",
        code: "upstream_error",
        message: expect.stringMatching(
          /^The search service failed, nothing was read: No usable source: .*503/,
        ),
      });
      site.setSearchResults([]);
      const nothing = await askSearch();
      expect(nothing.status).toBe(400);
      expect((await nothing.json()).error).toMatchObject({ code: "research_failed", param: "messages" });
      expect(t.balance()).toBe(start);
    } finally {
      site.setSearchResults(undefined);
      await t.close();
    }
  });
});

describe("research models: what they cannot honour is a 400 naming the field, charged nothing", () => {
  it("refuses n, logprobs, unknown formats, unusable schemas, loose tool choices, and JSON without a model", async () => {
    const withModel = await served({ MODEL_BASE_URL: model.baseUrl });
    const without = await served();
    const fn = (name: string) => ({ type: "function", function: { name, parameters: { type: "object" } } });
    try {
      const cases: [typeof withModel, Record<string, unknown>, string, RegExp][] = [
        [withModel, { n: 2 }, "n", /n must be 1/],
        [withModel, { logprobs: true }, "logprobs", /log probabilities/],
        [withModel, { response_format: { type: "xml" } }, "response_format", /"xml" is not supported/],
        [
          withModel,
          { response_format: { type: "json_schema" } },
          "response_format",
          /needs json_schema.schema/,
        ],
        [
          withModel,
          { response_format: { type: "json_schema", json_schema: { name: "x", schema: { type: "array" } } } },
          "response_format.json_schema.schema",
          /is not usable: it must describe a JSON object/,
        ],
        [
          withModel,
          { tools: [fn("a"), fn("b")], tool_choice: "required" },
          "tool_choice",
          /exactly one function/,
        ],
        [
          withModel,
          { tools: [fn("a")], tool_choice: { type: "function", function: { name: "zz" } } },
          "tool_choice",
          /"zz", which is not a function in tools/,
        ],
        [without, { response_format: { type: "json_object" } }, "response_format", /MODEL_BASE_URL/],
        [without, { tools: [fn("a")], tool_choice: "required" }, "tool_choice", /MODEL_BASE_URL/],
      ];
      for (const [t, extra, param, message] of cases) {
        const before = t.balance();
        const res = await t.chat(ask(extra));
        const label = JSON.stringify(extra).slice(0, 80);
        expect(res.status, label).toBe(400);
        const { error } = await res.json();
        expect(error, label).toMatchObject({ type: "invalid_request_error", param });
        expect(error.message, label).toMatch(message);
        expect(t.balance(), label).toBe(before);
      }
      // Tools the model may ignore (auto) and response_format text are answered as usual.
      const plain = await without.chat(
        ask({ tools: [fn("a")], tool_choice: "auto", response_format: { type: "text" } }),
      );
      expect(plain.status).toBe(200);
      expect((await plain.json()).choices[0].message.content).toContain("Marta Kessel");
    } finally {
      await withModel.close();
      await without.close();
    }
  });
});
