import type { AppDeps } from "../deps";
import { ResearchError, type ResearchReport, runResearch } from "../engines/research/engine";
import { structuredAnswer } from "../engines/research/structured";
import type { Logger } from "../logger";
import { metrics } from "../metrics";
import type { FieldProblem } from "../refusal";
import { invalidRequest, openAIError } from "./errors";
import { eventStream } from "./events";
import { OutputLimit } from "./limits";
import {
  type CompletionBase,
  chunkObject,
  completionObject,
  estimateUsage,
  messageText,
  pieces,
  usageChunk,
} from "./protocol";
import type { ChatMessage, ChatRequest } from "./request";
import { type AnswerForm, toolCall } from "./structured";

/**
 * The question a research model answers: the text of the last user message, or the problem with `messages` when
 * there is none (the API's 422).
 */
export function researchQuery(messages: ChatMessage[]): string | FieldProblem {
  const last = messages.findLast((m) => m.role === "user");
  const text = last ? messageText(last).trim() : "";
  if (text) return text;
  const why = last
    ? "and it has no text"
    : `and there is none (roles given: ${[...new Set(messages.map((m) => m.role))].join(", ")})`;
  return {
    field: "messages",
    msg: `Value error, research models answer the last user message, ${why}`,
    type: "value_error",
  };
}

/**
 * A failed research run is answered as a normal assistant message rather than an error status: a streamed
 * answer has already sent 200 when the engine gives up, and chat users should read how to give sources.
 */
function failureAnswer(err: unknown, call: Pick<ResearchCall, "log" | "giveBack">): string {
  if (err instanceof ResearchError) call.giveBack?.();
  else call.log.warn("research for chat failed", { err });
  const message = err instanceof Error ? err.message : String(err);
  const hint = /SEARCH_URL/.test(message)
    ? ""
    : "\n\nTo give me sources, put one or more page URLs (https://…) in your message, or ask the operator to set SEARCH_URL so I can search the web.";
  return `I could not research this: ${message}${hint}`;
}

const citationUrls = (report: ResearchReport | undefined) => report?.citations.map((c) => c.url) ?? [];
const observe = (answered: boolean) =>
  metrics.engineRuns.inc({ kind: "chat_research", status: answered ? "succeeded" : "failed" });

interface ResearchCall {
  deps: AppDeps;
  log: Logger;
  req: ChatRequest;
  query: string;
  mode: "fast" | "deep";
  /** Text, or JSON the model server fills from the report (answerForm). */
  form: AnswerForm;
  base: CompletionBase;
  signal?: AbortSignal;
  /** Give the request's charge back: the research read nothing (its apology is free, as a task's is refunded). */
  giveBack?: () => void;
}

export type JsonForm = Exclude<AnswerForm, { kind: "text" }>;

/** An answer ready to send: one `chat.completion` object, or the event stream of its chunks. */
export type JsonAnswer =
  | { completion: ReturnType<typeof completionObject> }
  | { stream: ReadableStream<Uint8Array> };

/**
 * Answer a JSON form (response_format or a forced tool call): the research and the fill run before anything is
 * sent, streamed or not, so a failure is the request's own ChatError (400 research_failed, 502) and the handler
 * gives the charge back. Streamed, the answer then goes out as chunks at once.
 */
export async function researchJson(call: ResearchCall & { form: JsonForm }): Promise<JsonAnswer> {
  const { form, base, req } = call;
  const { report, json } = await jsonAnswer(call, form, call.signal);
  const usage = estimateUsage(req.messages, json);
  const citations = citationUrls(report);
  if (!req.stream) {
    const answer = form.kind === "tool" ? toolCall(form.name, json) : json;
    return { completion: completionObject(base, answer, usage, { citations }) };
  }
  const withUsage = req.stream_options?.include_usage === true;
  const stream = eventStream(async (w) => {
    const send = (delta: Record<string, unknown>) => w.send(chunkObject(base, delta, null, { withUsage }));
    send({ role: "assistant", content: "" });
    if (form.kind === "tool") send({ tool_calls: [{ index: 0, ...toolCall(form.name, json) }] });
    else for (const piece of pieces(json)) send({ content: piece });
    const finish = form.kind === "tool" ? "tool_calls" : "stop";
    w.send(chunkObject(base, {}, finish, { withUsage, extra: { citations } }));
    if (withUsage) w.send(usageChunk(base, usage));
    w.done();
  });
  return { stream };
}

/**
 * A JSON answer: research, then the model server fills the form's schema from the report. Failures are the
 * request's ChatErrors (a JSON answer cannot be an apology in prose): a research run that found nothing usable is a
 * 400 naming why; a search service that failed (nothing else to read) or a model server that could not fill the
 * schema is a 502.
 */
async function jsonAnswer(
  call: ResearchCall,
  form: JsonForm,
  signal: AbortSignal | undefined,
  onProgress?: (note: string) => void,
): Promise<{ report: ResearchReport; json: string }> {
  const { deps, query, mode } = call;
  let report: ResearchReport;
  try {
    report = await runResearch(deps, { query, mode, signal, onProgress });
  } catch (err) {
    if (signal?.aborted || !(err instanceof ResearchError)) throw err;
    observe(false);
    // A search outage is ours (and worth retrying, which clients do for 502s); a question nothing answers is a 400.
    if (err.upstream)
      throw openAIError(
        502,
        `The search service failed, nothing was read: ${err.message}`,
        "upstream_error",
        "upstream_error",
      );
    throw invalidRequest("messages", `I could not research this: ${err.message}`, "research_failed");
  }
  onProgress?.("Filling in the JSON with the model");
  try {
    const value = await structuredAnswer(deps.config.model!, {
      query,
      report: report.markdown,
      schema: form.schema,
      dispatcher: deps.http.engineModel,
      signal,
      timeoutMs: deps.config.research.timeoutMs,
    });
    observe(true);
    return { report, json: JSON.stringify(value) };
  } catch (err) {
    signal?.throwIfAborted();
    observe(false);
    throw openAIError(
      502,
      `The model server could not fill in the JSON: ${(err as Error).message}`,
      "upstream_error",
      "upstream_error",
    );
  }
}

/**
 * Answer with one `chat.completion`: the report's markdown (it ends with its numbered sources), estimated
 * usage, and the source URLs as a top-level `citations` list, as Perplexity-style clients expect. The request's
 * `stop` and `max_tokens` cut the answer (finish_reason `stop` or `length`).
 */
export async function researchCompletion(call: ResearchCall) {
  const { deps, query, mode, signal } = call;
  let report: ResearchReport | undefined;
  let content: string;
  try {
    report = await runResearch(deps, { query, mode, signal });
    content = report.markdown;
  } catch (err) {
    // The client left: there is no one to answer, and the request is given back (see the handler).
    if (signal?.aborted) throw err;
    content = failureAnswer(err, call);
  }
  observe(report !== undefined);
  const limit = new OutputLimit(call.req);
  const answer = limit.push(content) + limit.end();
  const usage = estimateUsage(call.req.messages, answer);
  return completionObject(call.base, answer, usage, { citations: citationUrls(report) }, limit.finishReason);
}

/**
 * Answer as an event stream while the research runs: progress notes as `reasoning_content` deltas (shown as
 * "thinking" by clients that know the field, ignored by the rest, so `content` stays the report alone), the
 * report's text as `content` deltas as the engine writes it, then the finish chunk, the usage chunk when asked
 * for, and `[DONE]`. The request's `stop` and `max_tokens` end the answer early (and stop the research).
 */
export function researchStream(call: ResearchCall): ReadableStream<Uint8Array> {
  const { deps, query, mode, base, req } = call;
  const withUsage = req.stream_options?.include_usage === true;
  return eventStream(
    async (w, signal) => {
      const send = (delta: Record<string, unknown>) => w.send(chunkObject(base, delta, null, { withUsage }));
      send({ role: "assistant", content: "" });
      const limit = new OutputLimit(req);
      // Ended by the request's limits: the rest of the research is not needed.
      const enough = new AbortController();
      let written = "";
      let sent = "";
      const sendText = (text: string) => {
        written += text;
        const out = limit.push(text);
        if (out) {
          sent += out;
          send({ content: out });
        }
        if (limit.finished) enough.abort();
      };
      let report: ResearchReport | undefined;
      try {
        report = await runResearch(deps, {
          query,
          mode,
          signal: AbortSignal.any([signal, enough.signal]),
          onProgress: (note) => send({ reasoning_content: `${note}\n` }),
          onText: sendText,
        });
        // The engine may write its text only at the end (no onText): send what was not streamed yet.
        const rest = report.markdown.startsWith(written) ? report.markdown.slice(written.length) : "";
        for (const piece of pieces(rest)) sendText(piece);
      } catch (err) {
        if (signal.aborted) return;
        if (!enough.signal.aborted) sendText(`${written ? "\n\n" : ""}${failureAnswer(err, call)}`);
      }
      const tail = limit.end();
      if (tail) {
        sent += tail;
        send({ content: tail });
      }
      observe(report !== undefined || enough.signal.aborted);
      w.send(
        chunkObject(base, {}, limit.finishReason, { withUsage, extra: { citations: citationUrls(report) } }),
      );
      if (withUsage) w.send(usageChunk(base, estimateUsage(req.messages, sent)));
      w.done();
    },
    { signal: call.signal },
  );
}
