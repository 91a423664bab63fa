import type { Dispatcher } from "undici";
import { type ChatMessage, chatCompletion, type ModelConfig } from "../model";
import { answerProblems, compileOutputSchema, correctionRequest } from "../output-schema";
import { anySignal } from "./sources";

/** The model's answer is not a JSON object that matches the schema, even after it was asked to correct it. */
export class StructuredResultError extends Error {
  override name = "StructuredResultError";
}

/** Model requests per structured answer: the first, and one correction when it does not match the schema. */
const ROUNDS = 2;

/**
 * Ask the model to fill `schema` (a JSON Schema object) from a finished report, and return the parsed object, checked
 * against the schema (src/engines/output-schema/). `json_object` mode is asked for because Ollama, vLLM and OpenAI
 * all honour it; the schema travels in the prompt. A fenced reply (```json … ```) is accepted. An answer that does
 * not match is sent back once with its problems; throws StructuredResultError, naming them, when the second does
 * not match either, or when `timeoutMs` passes.
 */
export async function structuredAnswer(
  model: ModelConfig,
  input: {
    query: string;
    report: string;
    schema: unknown;
    /** The engines' model pool, `deps.http.engineModel`. */
    dispatcher: Dispatcher;
    signal?: AbortSignal;
    timeoutMs: number;
  },
): Promise<Record<string, unknown>> {
  // The fill has a time limit of its own (callers give it as long as a research run has).
  const limit = AbortSignal.timeout(input.timeoutMs);
  const signal = anySignal(input.signal, limit);
  try {
    return await fill(model, { ...input, signal });
  } catch (err) {
    if (!limit.aborted || input.signal?.aborted) throw err;
    throw new StructuredResultError("the time limit (RESEARCH_TIMEOUT_MS) passed");
  }
}

async function fill(
  model: ModelConfig,
  input: { query: string; report: string; schema: unknown; dispatcher: Dispatcher; signal?: AbortSignal },
): Promise<Record<string, unknown>> {
  const schema = compileOutputSchema(input.schema);
  const messages: ChatMessage[] = [
    {
      role: "system",
      content:
        "You extract data. Reply with one JSON object that conforms to this JSON Schema, and nothing else. " +
        "Use only facts from the report. Where the report does not say: leave out a property the schema does not " +
        "require, or use null where the schema allows null; never invent a value.\n\nJSON Schema:\n" +
        JSON.stringify(input.schema),
    },
    { role: "user", content: `Question: ${input.query}\n\nReport:\n${input.report}` },
  ];
  let problems: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const completion = await chatCompletion(
      model,
      { temperature: 0, response_format: { type: "json_object" }, messages },
      { dispatcher: input.dispatcher, signal: input.signal },
    );
    const content = completion.choices[0]?.message?.content ?? "";
    const answer = answerProblems(schema, content);
    if (answer.value && answer.problems.length === 0) return answer.value;
    problems = answer.problems;
    messages.push({ role: "assistant", content }, { role: "user", content: correctionRequest(problems) });
  }
  throw new StructuredResultError(`The model's answer does not match output_schema: ${problems.join("; ")}`);
}
