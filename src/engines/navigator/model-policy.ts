import type { Dispatcher } from "undici";
import { VIEWPORT } from "../browser/session";
import { type ChatMessage, chatCompletion, type ModelConfig } from "../model";
import {
  answerProblems,
  compileOutputSchema,
  correctionRequest,
  type OutputSchema,
  readJsonObject,
} from "../output-schema";
import { NAVIGATOR_TOOLS, parseToolCall } from "./tools";
import type { Action, Decision, NavigatorPolicy, Observation } from "./types";

/** The model name sent when MODEL_NAME is not set: the reference navigator's. */
export const DEFAULT_NAVIGATOR_MODEL = "n1-latest";
/** Generation over screenshots can be slow, but a step must not wait for ever. */
const REQUEST_TIMEOUT_MS = 120_000;

type AssistantMessage = { role: "assistant"; content: string | null; tool_calls?: ChatMessage["tool_calls"] };
type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };
type Message =
  | { role: "system"; content: string }
  | { role: "user"; content: ContentPart[] }
  | AssistantMessage
  | { role: "tool"; tool_call_id: string; content: string };

/** Screenshots kept in the conversation; older ones are replaced by a note so requests stay small. */
const KEEP_IMAGES = 3;

export interface ModelTask {
  task: string;
  startUrl?: string | null;
  outputSchema?: unknown;
}

/**
 * The policy used when MODEL_BASE_URL is set: an OpenAI tool-calling loop over screenshots with the reference
 * navigator's action space. Each tool call is one step; after a reply's calls have run, the model gets a tool
 * message per call and then the new screenshot. A reply without tool calls ends the task with its text.
 */
export class ModelPolicy implements NavigatorPolicy {
  private readonly messages: Message[];
  private queued: { id: string; action: Action }[] = [];
  private executed: string[] = [];
  private readonly schema: OutputSchema | undefined;
  private corrected = false;

  constructor(
    private readonly model: ModelConfig,
    /** The engines' model pool, `deps.http.engineModel`. */
    private readonly dispatcher: Dispatcher,
    private readonly task: ModelTask,
  ) {
    this.messages = [{ role: "system", content: systemPrompt(task.outputSchema) }];
    // Checked on acceptance; a task stored by an older build with a schema that cannot be compiled goes unchecked.
    try {
      this.schema = task.outputSchema ? compileOutputSchema(task.outputSchema) : undefined;
    } catch {
      this.schema = undefined;
    }
  }

  async next(obs: Observation, signal: AbortSignal): Promise<Decision> {
    const queued = this.queued.shift();
    if (queued) {
      this.executed.push(queued.id);
      return { kind: "act", action: queued.action };
    }
    // Tool messages must answer every call of the previous reply before the conversation goes on.
    for (const id of this.executed) this.messages.push({ role: "tool", tool_call_id: id, content: "done" });
    this.executed = [];
    this.messages.push(this.observationMessage(obs));
    this.dropOldImages();

    let reply = await this.ask(signal);
    if ("error" in reply) return { kind: "fail", error: reply.error };
    if (!reply.tool_calls?.length && this.schema && !this.corrected) {
      // A final answer that does not fit output_schema is sent back with its problems, once per task.
      const { problems } = answerProblems(this.schema, reply.content ?? "");
      if (problems.length > 0) {
        this.corrected = true;
        this.messages.push({ role: "user", content: [{ type: "text", text: correctionRequest(problems) }] });
        reply = await this.ask(signal);
        if ("error" in reply) return { kind: "fail", error: reply.error };
      }
    }
    if (!reply.tool_calls?.length) {
      const result = (reply.content ?? "").trim();
      if (!this.task.outputSchema) return { kind: "done", result };
      // Only an answer that matches the schema (when it could be compiled) is a structured result.
      const value = readJsonObject(result);
      const fits = value !== null && (!this.schema || this.schema.check(value).length === 0);
      return { kind: "done", result, structuredResult: fits ? value : null };
    }
    for (const call of reply.tool_calls) {
      const parsed = parseToolCall(call.function?.name ?? "", call.function?.arguments ?? "");
      if ("error" in parsed) return { kind: "fail", error: parsed.error };
      this.queued.push({ id: call.id, action: parsed.action });
    }
    return this.next(obs, signal);
  }

  /** One model request over the conversation so far; its reply is added to it. */
  private async ask(signal: AbortSignal): Promise<AssistantMessage | { error: string }> {
    try {
      const completion = await chatCompletion(
        { ...this.model, name: this.model.name ?? DEFAULT_NAVIGATOR_MODEL },
        { messages: this.messages, tools: NAVIGATOR_TOOLS, temperature: 0.3 },
        {
          dispatcher: this.dispatcher,
          signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        },
      );
      const message = completion.choices[0]?.message;
      if (!message) throw new Error("The model server's answer has no choices[0].message");
      const reply: AssistantMessage = {
        role: "assistant",
        content: message.content ?? null,
        tool_calls: message.tool_calls,
      };
      this.messages.push(reply);
      return reply;
    } catch (err) {
      if (signal.aborted) throw err;
      return { error: err instanceof Error ? err.message : String(err) };
    }
  }

  private observationMessage(obs: Observation): Message {
    const first = this.messages.length === 1;
    const where = `Current URL: ${obs.url || "about:blank"}\nTitle: ${obs.title}`;
    const text = first
      ? `${this.task.task}${this.task.startUrl ? `\n\nStart URL: ${this.task.startUrl}` : ""}\n\n${where}`
      : where;
    return {
      role: "user",
      content: [
        { type: "text", text },
        { type: "image_url", image_url: { url: `data:image/webp;base64,${obs.image.toString("base64")}` } },
      ],
    };
  }

  private dropOldImages(): void {
    let seen = 0;
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if (m.role !== "user") continue;
      m.content = m.content.map((part) =>
        part.type === "image_url" && ++seen > KEEP_IMAGES
          ? { type: "text", text: "(earlier screenshot omitted)" }
          : part,
      );
    }
  }
}

function systemPrompt(outputSchema: unknown): string {
  const lines = [
    `You operate a web browser with a ${VIEWPORT.width}×${VIEWPORT.height} viewport to carry out the user's task.`,
    "After every action you receive a screenshot of the page. Act with the tools; coordinates are on a 1000×1000",
    "grid over the viewport ([0, 0] top-left, [1000, 1000] bottom-right). When the task is done, reply without",
    "calling a tool, with the answer as your message.",
  ];
  if (outputSchema) {
    lines.push(
      `Your final answer must be a JSON object matching this JSON Schema: ${JSON.stringify(outputSchema)}`,
    );
  }
  return lines.join(" ");
}
