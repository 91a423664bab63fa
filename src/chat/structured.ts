import { randomUUID } from "node:crypto";
import { compileOutputSchema, OutputSchemaError } from "../engines/output-schema";
import { invalidRequest } from "./errors";
import type { ToolCall } from "./protocol";
import type { ChatRequest } from "./request";

// Research models and the request fields that shape an answer. A research model answers in its report's text, in
// one JSON object (`response_format` json_object or json_schema), or with one call of a function a forced
// `tool_choice` names (how LangChain's withStructuredOutput and similar helpers ask): the JSON is filled from the
// finished report by the model server (src/engines/research/structured.ts). What cannot be honoured is refused
// with OpenAI's 400 naming the field, rather than answered in a shape the client will fail to parse.

export type AnswerForm =
  | { kind: "text" }
  | { kind: "json"; schema: Record<string, unknown> }
  | { kind: "tool"; name: string; schema: Record<string, unknown> };

type Tool = NonNullable<ChatRequest["tools"]>[number];

/** A JSON Schema from the request, checked as output schemas are (400 at `param` when it cannot be used). */
function usableSchema(schema: unknown, param: string): Record<string, unknown> {
  try {
    compileOutputSchema(schema);
  } catch (err) {
    if (!(err instanceof OutputSchemaError)) throw err;
    throw invalidRequest(param, `${param} is not usable: ${err.message}`);
  }
  return schema as Record<string, unknown>;
}

/** The function a forced tool_choice ("required" with one function, or one named) makes the answer call. */
function forcedTool(req: ChatRequest): AnswerForm | undefined {
  const choice = req.tool_choice;
  const functions = (req.tools ?? []).filter(
    (t): t is Tool & { function: NonNullable<Tool["function"]> } => t.type === "function" && !!t.function,
  );
  let name: unknown;
  if (choice === "required") {
    if (functions.length !== 1)
      throw invalidRequest(
        "tool_choice",
        `Research models call exactly one function: tool_choice "required" needs exactly one function in tools (got ${functions.length}); or name one in tool_choice`,
      );
    name = functions[0]!.function.name;
  } else if (choice && typeof choice === "object") {
    name = (choice as { function?: { name?: unknown } }).function?.name;
    if (typeof name !== "string")
      throw invalidRequest(
        "tool_choice",
        'tool_choice must name a function: {"type": "function", "function": {"name": …}}',
      );
  } else return undefined;
  const tool = functions.find((t) => t.function.name === name);
  if (!tool)
    throw invalidRequest(
      "tool_choice",
      `tool_choice names "${String(name)}", which is not a function in tools`,
    );
  const parameters = (tool.function as { parameters?: unknown }).parameters ?? {
    type: "object",
    properties: {},
  };
  return {
    kind: "tool",
    name: tool.function.name,
    schema: usableSchema(parameters, "tools.function.parameters"),
  };
}

function formatForm(req: ChatRequest): AnswerForm {
  const format = req.response_format;
  if (!format || format.type === "text") return { kind: "text" };
  if (format.type === "json_object") return { kind: "json", schema: { type: "object" } };
  if (format.type === "json_schema") {
    const schema = format.json_schema?.schema;
    if (schema === undefined)
      throw invalidRequest("response_format", "response_format json_schema needs json_schema.schema");
    return { kind: "json", schema: usableSchema(schema, "response_format.json_schema.schema") };
  }
  throw invalidRequest(
    "response_format",
    `response_format type "${format.type}" is not supported: use text, json_object or json_schema`,
  );
}

/**
 * The form a research model's answer must take, from `n`, `logprobs`, `tool_choice` (with `tools`) and
 * `response_format`; a forced tool call wins over response_format. Throws the 400 for what it cannot honour:
 * n other than 1, logprobs, a tool choice naming no given function, a schema that cannot be used, and any JSON
 * form when there is no model server to fill it.
 */
export function answerForm(req: ChatRequest, hasModel: boolean): AnswerForm {
  if (req.n != null && req.n !== 1) throw invalidRequest("n", "Research models give one answer: n must be 1");
  if (req.logprobs === true)
    throw invalidRequest("logprobs", "Research models do not return log probabilities");
  const form = forcedTool(req) ?? formatForm(req);
  if (form.kind !== "text" && !hasModel)
    throw invalidRequest(
      form.kind === "tool" ? "tool_choice" : "response_format",
      "Research models answer in JSON only with a model server to fill it in (MODEL_BASE_URL), and this instance has none: ask for text",
    );
  return form;
}

/** The assistant's function call for a tool answer, as OpenAI writes one. */
export const toolCall = (name: string, args: string): ToolCall => ({
  id: `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
  type: "function",
  function: { name, arguments: args },
});
