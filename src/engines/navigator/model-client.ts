/** The parts of an OpenAI chat completion the navigator reads. */
export interface AssistantMessage {
  role: "assistant";
  content: string | null;
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
}

export interface ModelConfig {
  baseUrl: string;
  apiKey?: string;
  name?: string;
}

const REQUEST_TIMEOUT_MS = 120_000;

/** The model name sent when MODEL_NAME is not set: the reference navigator's. */
export const DEFAULT_NAVIGATOR_MODEL = "n1-latest";

/**
 * One non-streaming chat completion against an OpenAI-compatible server (`{baseUrl}/chat/completions`).
 * Throws with the server's own error message on a non-2xx answer.
 */
export async function chatCompletion(
  model: ModelConfig,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<AssistantMessage> {
  const res = await fetch(`${model.baseUrl}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: model.name ?? DEFAULT_NAVIGATOR_MODEL, ...body }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
  });
  const text = await res.text();
  let json: { choices?: { message?: AssistantMessage }[]; error?: { message?: string } | string } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // reported below with the raw text
  }
  if (!res.ok) {
    const why = typeof json.error === "string" ? json.error : (json.error?.message ?? text.slice(0, 300));
    throw new Error(`The model server answered ${res.status}: ${why}`);
  }
  const message = json.choices?.[0]?.message;
  if (!message) throw new Error("The model server's answer has no choices[0].message");
  return message;
}
