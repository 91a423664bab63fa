import { chatCompletion, type ModelConfig } from "../model";

/** The model's answer could not be read as a JSON object. */
export class StructuredResultError extends Error {
  override name = "StructuredResultError";
}

/**
 * Ask the model to fill `schema` (a JSON Schema object) from a finished report, and return the parsed object.
 * `json_object` mode is asked for because Ollama, vLLM and OpenAI all honour it; the schema travels in the prompt.
 * A fenced reply (```json … ```) is accepted. Throws StructuredResultError when the reply is not a JSON object.
 */
export async function structuredAnswer(
  model: ModelConfig,
  input: { query: string; report: string; schema: unknown; signal?: AbortSignal },
): Promise<Record<string, unknown>> {
  const completion = await chatCompletion(
    model,
    {
      temperature: 0,
      response_format: { type: "json_object" },
      messages: [
        {
          role: "system",
          content:
            "You extract data. Reply with one JSON object that conforms to this JSON Schema, and nothing else. " +
            "Use only facts from the report; use null where the report does not say.\n\nJSON Schema:\n" +
            JSON.stringify(input.schema),
        },
        { role: "user", content: `Question: ${input.query}\n\nReport:\n${input.report}` },
      ],
    },
    { signal: input.signal },
  );
  const content = completion.choices[0]?.message?.content ?? "";
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    const parsed: unknown = JSON.parse(unfenced);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new StructuredResultError(`The model did not return a JSON object: ${content.slice(0, 120)}`);
}
