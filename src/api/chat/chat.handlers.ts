import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ChatError, modelNotFound, navigatorUnconfigured } from "../../chat/errors";
import { newCompletion } from "../../chat/protocol";
import { completionAsStream, passThrough, readUpstreamJson, sendUpstream } from "../../chat/relay";
import type { ChatRequest } from "../../chat/request";
import { researchCompletion, researchJson, researchQuery, researchStream } from "../../chat/research";
import { chargeChatRequest } from "../../chat/service";
import { type AnswerForm, answerForm } from "../../chat/structured";
import type { AppEnv } from "../../deps";
import { fieldError } from "../../http/errors";
import { metrics } from "../../metrics";
import { type ModelRoute, NAVIGATOR_MODELS, resolveModel } from "../models/models.catalog";
import { chatHTTPError } from "./chat.errors";
import type { createChatCompletion } from "./chat.routes";
import { SSE_HEADERS } from "./chat.sse";

// The adapter of the chat service (src/chat/service.ts): the request validated, the model resolved, the answer
// built as an HTTP response, and the service's ChatErrors turned into the API's HTTP errors.

/** Relay to MODEL_BASE_URL: JSON answers returned as the server gave them, streams passed through as they come. */
async function relay(c: Context<AppEnv>, req: ChatRequest, route: Extract<ModelRoute, { kind: "relay" }>) {
  const { config, http } = c.get("deps");
  const body = { ...req, model: route.upstreamModel };
  try {
    const upstream = await sendUpstream({
      dispatcher: http.model,
      config: config.model!,
      body,
      signal: c.req.raw.signal,
      log: c.get("log"),
    });
    const type = String(upstream.headers["content-type"] ?? "");
    // A server that ignores `stream` answers JSON: the client still gets the stream it asked for. Anything else
    // (an event stream under a missing or odd content type too) is passed through as it comes.
    const streamed = req.stream && !type.includes("application/json");
    const json = streamed ? undefined : await readUpstreamJson(upstream);
    metrics.engineRuns.inc({ kind: "chat_relay", status: "succeeded" });
    if (json && !req.stream) return c.json(json, 200);
    if (json)
      return new Response(completionAsStream(json, req.stream_options?.include_usage === true), {
        headers: SSE_HEADERS,
      });
    return new Response(passThrough(upstream, c.get("log")), {
      headers: { ...SSE_HEADERS, ...(type ? { "content-type": type } : {}) },
    });
  } catch (err) {
    metrics.engineRuns.inc({ kind: "chat_relay", status: "failed" });
    throw err;
  }
}

async function research(
  c: Context<AppEnv>,
  req: ChatRequest,
  answer: { mode: "fast" | "deep"; query: string; form: AnswerForm },
  base: ReturnType<typeof newCompletion>,
  giveBack: () => void,
): Promise<Response> {
  const call = {
    deps: c.get("deps"),
    log: c.get("log"),
    req,
    base,
    signal: c.req.raw.signal,
    giveBack,
    ...answer,
  };
  const { form } = call;
  if (form.kind !== "text") {
    const json = await researchJson({ ...call, form });
    return "stream" in json
      ? new Response(json.stream, { headers: SSE_HEADERS })
      : Response.json(json.completion);
  }
  if (req.stream) return new Response(researchStream(call), { headers: SSE_HEADERS });
  return c.json(await researchCompletion(call), 200);
}

/**
 * POST /v1/chat/completions: validate, resolve the model (404 `model_not_found`), charge the request (402
 * `insufficient_quota`), then answer from the research engine or the relayed model server.
 */
export const createChatCompletionHandler: RouteHandler<typeof createChatCompletion, AppEnv> = async (c) => {
  try {
    return await answerChat(c, c.req.valid("json"));
  } catch (err) {
    throw err instanceof ChatError ? chatHTTPError(err) : err;
  }
};

async function answerChat(c: Context<AppEnv>, req: ChatRequest): Promise<Response> {
  const { config, clock } = c.get("deps");
  const route = resolveModel(config, req.model);
  if (!route) {
    if (NAVIGATOR_MODELS.includes(req.model) && !config.model) throw navigatorUnconfigured(req.model);
    throw modelNotFound(req.model);
  }
  const base = newCompletion(req.model, clock.now());
  if (route.kind === "relay") return charged(c, base.id, () => relay(c, req, route));
  // Checked before charging, so a request that cannot be answered costs nothing.
  const query = researchQuery(req.messages);
  if (typeof query !== "string") throw fieldError("body", query);
  const answer = { mode: route.mode, query, form: answerForm(req, config.model !== undefined) };
  return charged(c, base.id, (giveBack) => research(c, req, answer, base, giveBack));
}

/**
 * Charge the request, then answer it. When nothing was answered (the model server refused or failed, the client
 * left) the request costs nothing, so a client that retries is charged once; a stream that breaks after it began
 * is charged.
 */
async function charged(
  c: Context<AppEnv>,
  ref: string,
  answer: (giveBack: () => void) => Promise<Response>,
): Promise<Response> {
  const giveBack = await chargeChatRequest(c.get("deps"), c.get("account").id, ref, c.get("log"));
  try {
    return await answer(giveBack);
  } catch (err) {
    giveBack();
    throw err;
  }
}
