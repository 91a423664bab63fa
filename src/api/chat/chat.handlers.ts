import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { charge, refund } from "../../billing/credits";
import type { AppEnv } from "../../deps";
import { metrics } from "../../metrics";
import { type ModelRoute, resolveModel } from "../models/models.catalog";
import { modelNotFound, openAIError } from "./chat.errors";
import { type CompletionBase, newCompletion } from "./chat.protocol";
import { completionAsStream, passThrough, readUpstreamJson, sendUpstream } from "./chat.relay";
import { researchCompletion, researchJson, researchQuery, researchStream } from "./chat.research";
import type { createChatCompletion } from "./chat.routes";
import type { ChatRequest } from "./chat.schemas";
import { SSE_HEADERS } from "./chat.sse";
import { type AnswerForm, answerForm } from "./chat.structured";

/**
 * Charge one chat request; without billing and without enough credits, refuse with OpenAI's quota error. Returns
 * the charge's usage id, for the refund of a request that fails before it is answered.
 */
function chargeRequest(c: Context<AppEnv>, ref: string): string {
  const { db, clock, config } = c.get("deps");
  const accountId = c.get("account").id;
  const result = db.transaction((tx) =>
    charge(tx, clock, accountId, "chat_request", config.credits.chatRequest, ref),
  );
  if (!result.ok) {
    throw openAIError(
      402,
      "Insufficient credits: the prepaid balance is too low for this request and billing is not set up",
      "insufficient_quota",
      "insufficient_quota",
    );
  }
  return result.usageId;
}

/** Relay to MODEL_BASE_URL: JSON answers returned as the server gave them, streams passed through as they come. */
async function relay(c: Context<AppEnv>, req: ChatRequest, route: Extract<ModelRoute, { kind: "relay" }>) {
  const { config } = c.get("deps");
  const body = { ...req, model: route.upstreamModel };
  try {
    const upstream = await sendUpstream(config, {
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

function research(
  c: Context<AppEnv>,
  req: ChatRequest,
  answer: { mode: "fast" | "deep"; query: string; form: AnswerForm },
  base: CompletionBase,
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
  if (form.kind !== "text") return researchJson({ ...call, form });
  if (req.stream) return Promise.resolve(researchStream(call));
  return researchCompletion(call).then((completion) => c.json(completion, 200));
}

/**
 * POST /v1/chat/completions: validate, resolve the model (404 `model_not_found`), charge the request (402
 * `insufficient_quota`), then answer from the research engine or the relayed model server.
 */
export const createChatCompletionHandler: RouteHandler<typeof createChatCompletion, AppEnv> = async (c) => {
  const req = c.req.valid("json");
  const { config, clock } = c.get("deps");
  const route = resolveModel(config, req.model);
  if (!route) {
    const hint =
      req.model === "navigator" && !config.model
        ? " (this instance has no model server: set MODEL_BASE_URL to relay it)"
        : "";
    throw modelNotFound(req.model, hint);
  }
  const base = newCompletion(req.model, clock.now());
  if (route.kind === "relay") return charged(c, base.id, () => relay(c, req, route));
  // Checked before charging, so a request that cannot be answered costs nothing.
  const answer = {
    mode: route.mode,
    query: researchQuery(req.messages),
    form: answerForm(req, config.model !== undefined),
  };
  return charged(c, base.id, (giveBack) => research(c, req, answer, base, giveBack));
};

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
  const usageId = chargeRequest(c, ref);
  // Once at most (refund finds the usage event gone the second time).
  const giveBack = () => {
    try {
      const { db } = c.get("deps");
      db.transaction((tx) => refund(tx, c.get("account").id, usageId));
    } catch (refundError) {
      // The request's own answer stands; a refund that could not be written is only logged.
      c.get("log").error("chat refund failed", { usageId, error: String(refundError) });
    }
  };
  try {
    return await answer(giveBack);
  } catch (err) {
    giveBack();
    throw err;
  }
}
