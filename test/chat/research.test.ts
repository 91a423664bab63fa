import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { usageEvents } from "../../src/db/schema";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { startModelServer } from "../helpers/model-server";
import { serveTestApp, sseData } from "./serve";

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

async function served(env: Record<string, string> = {}) {
  const t = await serveTestApp({ env });
  const client = new OpenAI({ baseURL: `${t.baseUrl}/v1`, apiKey: t.user.key, maxRetries: 0 });
  return { ...t, client };
}

type Chunk = OpenAI.ChatCompletionChunk & {
  citations?: string[];
  choices: { delta: { reasoning_content?: string } }[];
};

describe("research models: happy path", () => {
  it("answers research-fast from a local page, with the page's fact and its URL cited", async () => {
    const t = await served();
    try {
      const page = `${site.url}/history.html`;
      const completion = await t.client.chat.completions.create({
        model: "research-fast",
        messages: [
          { role: "system", content: "Be brief." },
          { role: "user", content: `How tall is the Glimmerfen Lighthouse tower? See ${page}` },
        ],
      });
      const content = completion.choices[0]!.message.content!;
      expect(content).toContain("42 metres");
      expect(content).toContain(page);
      expect((completion as typeof completion & { citations: string[] }).citations).toContain(page);
      expect(completion.usage!.completion_tokens).toBe(Math.ceil(content.length / 4));
    } finally {
      await t.close();
    }
  });

  it("streams progress notes first, then the report as content, ending with [DONE]", async () => {
    const t = await served();
    try {
      const page = `${site.url}/technology.html`;
      const stream = await t.client.chat.completions.create({
        model: "research-fast",
        messages: [{ role: "user", content: `How often does the light flash? ${page}` }],
        stream: true,
      });
      const chunks: Chunk[] = [];
      for await (const chunk of stream) chunks.push(chunk as Chunk);
      const firstProgress = chunks.findIndex((c) => c.choices[0]?.delta.reasoning_content);
      const firstText = chunks.findIndex((c) => c.choices[0]?.delta.content);
      expect(firstProgress).toBeGreaterThan(-1);
      expect(firstProgress).toBeLessThan(firstText);
      const content = chunks.map((c) => c.choices[0]?.delta.content ?? "").join("");
      expect(content).toContain("7.5 seconds");
      expect(content).toContain(page);
      expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe("stop");
      expect(chunks.at(-1)!.citations).toContain(page);
    } finally {
      await t.close();
    }
  });

  it("honours stop and max_tokens: the answer ends before the stop sequence, or at the budget with length", async () => {
    const t = await served();
    try {
      const page = `${site.url}/history.html`;
      const ask = {
        model: "research-fast",
        messages: [{ role: "user" as const, content: `Tower height? ${page}` }],
      };
      const full = (await t.client.chat.completions.create(ask)).choices[0]!.message.content!;
      // The report ends with its numbered sources: stop there.
      const at = full.indexOf("Sources");
      expect(at).toBeGreaterThan(0);
      const stopped = await t.client.chat.completions.create({ ...ask, stop: ["Sources"] });
      expect(stopped.choices[0]!.message.content).toBe(full.slice(0, at));
      expect(stopped.choices[0]!.finish_reason).toBe("stop");

      const short = await t.client.chat.completions.create({ ...ask, max_tokens: 10 });
      expect(short.choices[0]!.message.content).toBe(full.slice(0, 40));
      expect(short.choices[0]!.finish_reason).toBe("length");
      expect(short.usage!.completion_tokens).toBe(10);

      const stream = await t.client.chat.completions.create({
        ...ask,
        max_completion_tokens: 10,
        stream: true,
        stream_options: { include_usage: true },
      });
      const chunks: Chunk[] = [];
      for await (const chunk of stream) chunks.push(chunk as Chunk);
      expect(chunks.map((c) => c.choices[0]?.delta.content ?? "").join("")).toBe(full.slice(0, 40));
      expect(chunks.find((c) => c.choices[0]?.finish_reason)!.choices[0]!.finish_reason).toBe("length");
      expect(chunks.at(-1)!.usage!.completion_tokens).toBe(10);
    } finally {
      await t.close();
    }
  });

  it("streams a model-written report chunk by chunk as the model writes it", async () => {
    const model = await startModelServer([{ content: "The tower is 42 metres tall [1]." }]);
    const t = await served({ MODEL_BASE_URL: model.baseUrl });
    try {
      const res = await t.chat({
        model: "research-fast",
        messages: [{ role: "user", content: `Tower height? ${site.url}/history.html` }],
        stream: true,
      });
      const events = sseData(await res.text());
      expect(events.at(-1)).toBe("[DONE]");
      const deltas = (events.slice(0, -1) as Chunk[]).map((c) => c.choices[0]?.delta.content ?? "");
      const content = deltas.join("");
      expect(content.startsWith("The tower is 42 metres tall [1].")).toBe(true);
      expect(content).toContain("### Sources");
      // The model's answer arrived in several content deltas, not as one block at the end.
      expect(
        deltas.filter((d) => d && "The tower is 42 metres tall [1].".includes(d)).length,
      ).toBeGreaterThan(1);
    } finally {
      await t.close();
      await model.close();
    }
  });
});

describe("research models: client goes away", () => {
  it("stops the research when the client disconnects mid-stream", async () => {
    let pageClosed!: () => void;
    const closed = new Promise<void>((r) => {
      pageClosed = r;
    });
    // A page that never answers: only an abort from our side can close its connection before its 10 s timeout.
    const hung = createServer((req) => req.on("close", pageClosed));
    await new Promise<void>((r) => hung.listen(0, "127.0.0.1", r));
    const t = await served();
    try {
      const aborter = new AbortController();
      const url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}/slow`;
      const res = await t.chat(
        {
          model: "research-deep",
          messages: [{ role: "user", content: `Read ${url}` }],
          stream: true,
        },
        undefined,
        aborter.signal,
      );
      const reader = res.body!.getReader();
      let text = "";
      while (!text.includes("Reading")) text += new TextDecoder().decode((await reader.read()).value);
      aborter.abort();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("page fetch not aborted")), 5000);
      });
      await Promise.race([closed, deadline]).finally(() => clearTimeout(timer));
    } finally {
      await t.close();
      hung.closeAllConnections();
      hung.close();
    }
  });
});

describe("research models: a client that leaves before a plain answer", () => {
  it("stops the research and is given its credit back", async () => {
    let pageOpened!: () => void;
    const opened = new Promise<void>((r) => {
      pageOpened = r;
    });
    const hung = createServer(() => pageOpened()); // never answers
    await new Promise<void>((r) => hung.listen(0, "127.0.0.1", r));
    const t = await served();
    try {
      const charges = () =>
        t.deps.db.select().from(usageEvents).where(eq(usageEvents.accountId, t.user.account.id)).all().length;
      const aborter = new AbortController();
      const url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}/slow`;
      const pending = t
        .chat(
          { model: "research-fast", messages: [{ role: "user", content: `Read ${url}` }] },
          undefined,
          aborter.signal,
        )
        .catch(() => undefined);
      await opened;
      expect(charges()).toBe(1);
      aborter.abort();
      await pending;
      await vi.waitFor(() => expect(charges()).toBe(0), { timeout: 5000, interval: 20 });
    } finally {
      await t.close();
      hung.closeAllConnections();
      hung.close();
    }
  });
});

const chargesOf = (t: Awaited<ReturnType<typeof served>>) =>
  t.deps.db.select().from(usageEvents).where(eq(usageEvents.accountId, t.user.account.id)).all().length;

describe("research models: no sources", () => {
  it("answers with an assistant message saying how to give sources, not an error, and charges nothing", async () => {
    const t = await served();
    try {
      const completion = await t.client.chat.completions.create({
        model: "research-deep",
        messages: [{ role: "user", content: "Who built the Glimmerfen Lighthouse?" }],
      });
      const content = completion.choices[0]!.message.content!;
      expect(content).toMatch(/^I could not research this: /);
      expect(content).toMatch(/URL/);
      expect(content).toMatch(/SEARCH_URL/);
      // Nothing was read: the apology is free (a task that reads nothing is refunded too).
      expect(chargesOf(t)).toBe(0);
      await t.client.chat.completions.create({
        model: "research-fast",
        messages: [{ role: "user", content: `Lamp? ${site.url}/technology.html` }],
      });
      expect(chargesOf(t)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it("streams the same explanation with the usage chunk when asked for", async () => {
    const t = await served();
    try {
      const res = await t.chat({
        model: "research-fast",
        messages: [{ role: "user", content: "No links here" }],
        stream: true,
        stream_options: { include_usage: true },
      });
      expect(res.status).toBe(200);
      const events = sseData(await res.text());
      expect(events.at(-1)).toBe("[DONE]");
      const chunks = events.slice(0, -1) as Chunk[];
      const content = chunks.map((c) => c.choices[0]?.delta.content ?? "").join("");
      expect(content).toMatch(/^I could not research this: .*SEARCH_URL/s);
      expect(chunks.at(-1)).toMatchObject({
        choices: [],
        usage: { completion_tokens: Math.ceil(content.length / 4) },
      });
      expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true);
      expect(chargesOf(t)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
