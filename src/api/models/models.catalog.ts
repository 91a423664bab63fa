import type { Config } from "../../config";

/** How a model is served: by the research engine in-process, or relayed to the configured model server. */
export type ModelRoute =
  | { kind: "research"; id: string; mode: "fast" | "deep" }
  | { kind: "relay"; id: string; upstreamModel: string };

/** The models this instance serves, as OpenAI's `GET /v1/models` lists them. */
export interface ModelEntry {
  id: string;
  object: "model";
  created: number;
  owned_by: "scoutpost";
}

// A fixed date rather than process start: clients that cache the list should see it stay the same.
const CREATED = 1_767_225_600; // 2026-01-01T00:00:00Z

/** The built-in research models; they need no model server. */
export const RESEARCH_MODELS = { "research-fast": "fast", "research-deep": "deep" } as const;

/**
 * The navigator model's names: `navigator`, and the reference navigator's `n1-latest` and `n1.5-latest` (the
 * official SDK's default), so clients written for it work unchanged. Served only with a model server configured.
 */
export const NAVIGATOR_MODELS: readonly string[] = ["navigator", "n1-latest", "n1.5-latest"];

/** Model ids relayed to MODEL_BASE_URL (none when it is not set). */
function relayedIds(config: Config): string[] {
  if (!config.model) return [];
  const ids = [...NAVIGATOR_MODELS];
  if (config.model.name && !ids.includes(config.model.name) && !(config.model.name in RESEARCH_MODELS)) {
    ids.push(config.model.name);
  }
  return ids;
}

/** Every model id served by this instance, in the order `GET /v1/models` lists them. */
export function listModels(config: Config): ModelEntry[] {
  return [...Object.keys(RESEARCH_MODELS), ...relayedIds(config)].map((id) => ({
    id,
    object: "model" as const,
    created: CREATED,
    owned_by: "scoutpost" as const,
  }));
}

/**
 * Resolve a requested model id to how it is served, or undefined for an unknown model. The navigator's names are
 * sent upstream as MODEL_NAME when that is set (the operator's name for the real model), otherwise as is.
 */
export function resolveModel(config: Config, id: string): ModelRoute | undefined {
  if (Object.hasOwn(RESEARCH_MODELS, id)) {
    return { kind: "research", id, mode: RESEARCH_MODELS[id as keyof typeof RESEARCH_MODELS] };
  }
  if (!config.model || !relayedIds(config).includes(id)) return undefined;
  const upstreamModel = NAVIGATOR_MODELS.includes(id) ? (config.model.name ?? id) : id;
  return { kind: "relay", id, upstreamModel };
}
