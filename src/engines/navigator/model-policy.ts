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
import { collectElements, elementLabel, formatElements, type PageElement } from "./elements";
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
/** Bad tool calls in a row (unknown tool or index, malformed arguments, a listed element that failed) that end the task. */
export const MAX_BAD_CALLS = 3;
const ELEMENTS_HEADING = "Interactive elements";
const ELEMENT_ACTIONS: ReadonlySet<Action["type"]> = new Set(["click_element", "type_into", "select_option"]);

export interface ModelTask {
  task: string;
  startUrl?: string | null;
  outputSchema?: unknown;
}

/**
 * The policy used when MODEL_BASE_URL is set: an OpenAI tool-calling loop over screenshots and a numbered list of
 * the interactive elements in view, with element-indexed tools beside the reference navigator's action space. Each
 * valid tool call is one step; after a reply's calls have run, the model gets a tool message per call ("done", or
 * the error of a bad call) and then the new screenshot and element list. MAX_BAD_CALLS bad calls in a row end the
 * task. A reply without tool calls ends the task with its text.
 */
export class ModelPolicy implements NavigatorPolicy {
  private readonly messages: Message[];
  private queued: { id: string; action: Action }[] = [];
  /** The call whose action the loop is carrying out; its outcome comes with the next observation. */
  private running: string | undefined;
  /** The latest reply's calls, in order, and the tool message answering each one decided so far. */
  private calls: string[] = [];
  private answers = new Map<string, string>();
  private badInARow = 0;
  private elements: PageElement[] = [];
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
    if (this.running) {
      const failed = obs.stepError !== undefined;
      this.answers.set(this.running, failed ? `Error: ${obs.stepError}` : "done");
      this.running = undefined;
      if (failed && this.bad()) return this.tooManyBad(obs.stepError!);
      if (!failed) this.badInARow = 0;
    }
    const queued = this.queued.shift();
    if (queued) {
      this.running = queued.id;
      return { kind: "act", action: queued.action, recoverable: ELEMENT_ACTIONS.has(queued.action.type) };
    }
    // Tool messages must answer every call of the previous reply before the conversation goes on.
    for (const id of this.calls) {
      this.messages.push({ role: "tool", tool_call_id: id, content: this.answers.get(id) ?? "done" });
    }
    this.calls = [];
    this.answers.clear();
    this.elements = await collectElements(obs.page);
    this.messages.push(this.observationMessage(obs));
    this.dropOldObservations();

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
      this.calls.push(call.id);
      const parsed = this.readCall(call.function?.name ?? "", call.function?.arguments ?? "");
      if ("action" in parsed) {
        this.queued.push({ id: call.id, action: parsed.action });
        continue;
      }
      this.answers.set(call.id, `Error: ${parsed.error}`);
      if (this.bad()) return this.tooManyBad(parsed.error);
    }
    return this.next(obs, signal);
  }

  /** A tool call as an action, its element checked against the list the model was shown. */
  private readCall(name: string, rawArguments: string): { action: Action } | { error: string } {
    const parsed = parseToolCall(name, rawArguments);
    if ("error" in parsed || !("index" in parsed.action)) return parsed;
    const { index } = parsed.action;
    const element = this.elements[index];
    if (!element) {
      const listed = this.elements.length ? `0–${this.elements.length - 1}` : "none: the list is empty";
      return {
        error: `The model called ${name} with index ${index}, which is not in the element list (${listed})`,
      };
    }
    return { action: { ...parsed.action, element: elementLabel(element) } };
  }

  /** Count one bad call; whether that makes MAX_BAD_CALLS in a row. */
  private bad(): boolean {
    return ++this.badInARow >= MAX_BAD_CALLS;
  }

  private tooManyBad(last: string): Decision {
    return {
      kind: "fail",
      error: `The model made ${MAX_BAD_CALLS} bad tool calls in a row; the last: ${last}`,
    };
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
        { type: "text", text: formatElements(this.elements) },
        { type: "image_url", image_url: { url: `data:image/webp;base64,${obs.image.toString("base64")}` } },
      ],
    };
  }

  /** Keep the latest KEEP_IMAGES screenshots and only the latest element list (earlier indices mean nothing now). */
  private dropOldObservations(): void {
    let seen = 0;
    let lists = 0;
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if (m.role !== "user") continue;
      m.content = m.content.map((part) => {
        if (part.type === "image_url" && ++seen > KEEP_IMAGES)
          return { type: "text", text: "(earlier screenshot omitted)" };
        if (part.type === "text" && part.text.startsWith(ELEMENTS_HEADING) && ++lists > 1)
          return { type: "text", text: "(earlier element list omitted)" };
        return part;
      });
    }
  }
}

function systemPrompt(outputSchema: unknown): string {
  const lines = [
    `You operate a web browser with a ${VIEWPORT.width}×${VIEWPORT.height} viewport to carry out the user's task.`,
    "After every action you receive a screenshot of the page and a numbered list of the interactive elements in",
    "view. Act with the tools: click_element, type_into and select_option take an element's index from the latest",
    "list; left_click and scroll take coordinates on a 1000×1000 grid over the viewport ([0, 0] top-left,",
    "[1000, 1000] bottom-right). Scroll to reach elements out of view. When the task is done, reply without calling",
    "a tool, with the answer as your message.",
  ];
  if (outputSchema) {
    lines.push(
      `Your final answer must be a JSON object matching this JSON Schema: ${JSON.stringify(outputSchema)}`,
    );
  }
  return lines.join(" ");
}
