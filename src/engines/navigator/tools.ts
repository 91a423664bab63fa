import { z } from "zod";
import type { Action } from "./types";

const point = {
  type: "array",
  items: { type: "number", minimum: 0, maximum: 1000 },
  minItems: 2,
  maxItems: 2,
  description: "[x, y] on a 1000×1000 grid over the viewport: [0, 0] is the top-left corner",
};

const fn = (
  name: string,
  description: string,
  properties: Record<string, unknown>,
  required: string[] = [],
) => ({
  type: "function" as const,
  function: { name, description, parameters: { type: "object", properties, required } },
});

const index = {
  type: "integer",
  minimum: 0,
  description: "The element's number in the latest list of interactive elements",
};

/**
 * The element-indexed tools (for models that cannot click by pixel), then the reference navigator's action space
 * (coordinates, for models trained on it), as OpenAI tool definitions.
 */
export const NAVIGATOR_TOOLS = [
  fn("click_element", "Click an element of the latest element list, by its index.", { index }, ["index"]),
  fn(
    "type_into",
    "Replace the text of an input field of the latest element list (by its index) with `text`.",
    { index, text: { type: "string" }, press_enter: { type: "boolean", default: false } },
    ["index", "text"],
  ),
  fn(
    "select_option",
    "Choose an option (by its value or label) in a select element of the latest element list.",
    { index, value: { type: "string" } },
    ["index", "value"],
  ),
  fn("left_click", "Click at a point of the screenshot.", { coordinates: point }, ["coordinates"]),
  fn(
    "scroll",
    "Scroll the page (or the element under the point). One unit of amount is a tenth of the viewport.",
    {
      direction: { type: "string", enum: ["up", "down", "left", "right"] },
      amount: { type: "integer", minimum: 1, maximum: 50, default: 3 },
      coordinates: point,
    },
    ["direction"],
  ),
  fn(
    "type",
    "Type text into the focused element (click the field first).",
    {
      text: { type: "string" },
      press_enter_after: { type: "boolean", default: false },
      clear_before_typing: { type: "boolean", default: false },
    },
    ["text"],
  ),
  fn(
    "key_press",
    "Press a key or a combination such as Enter, Escape, ctrl+a.",
    { key_comb: { type: "string" } },
    ["key_comb"],
  ),
  fn("goto_url", "Open a URL in the current tab.", { url: { type: "string" } }, ["url"]),
  fn("go_back", "Go back to the previous page.", {}),
  fn("wait", "Wait a moment for the page to change.", {}),
];

const coords = z.tuple([z.number(), z.number()]);
// Aliases seen in the wild (`coordinate`, `key`) are accepted, so a model that drifts slightly still works.
// Some models send numbers as strings ("3"); those are read as the number.
const elementIndex = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().nonnegative(),
);
const schemas = {
  click_element: z
    .object({ index: elementIndex })
    .transform((a) => ({ type: "click_element" as const, index: a.index })),
  type_into: z
    .object({ index: elementIndex, text: z.string(), press_enter: z.boolean().optional() })
    .transform((a) => ({ type: "type_into" as const, ...a })),
  select_option: z
    .object({ index: elementIndex, value: z.string() })
    .transform((a) => ({ type: "select_option" as const, ...a })),
  left_click: z
    .object({ coordinates: coords.optional(), coordinate: coords.optional() })
    .transform((a, ctx) => {
      const c = a.coordinates ?? a.coordinate;
      if (!c) ctx.addIssue({ code: "custom", message: "coordinates is required" });
      return { type: "left_click" as const, coordinates: c! };
    }),
  scroll: z
    .object({
      direction: z.enum(["up", "down", "left", "right"]),
      amount: z.number().positive().max(50).optional(),
      coordinates: coords.optional(),
      coordinate: coords.optional(),
    })
    .transform((a) => ({
      type: "scroll" as const,
      direction: a.direction,
      amount: a.amount,
      coordinates: a.coordinates ?? a.coordinate,
    })),
  type: z
    .object({
      text: z.string(),
      press_enter_after: z.boolean().optional(),
      clear_before_typing: z.boolean().optional(),
    })
    .transform((a) => ({ type: "type" as const, ...a })),
  key_press: z
    .object({ key_comb: z.string().min(1).optional(), key: z.string().min(1).optional() })
    .transform((a, ctx) => {
      const k = a.key_comb ?? a.key;
      if (!k) ctx.addIssue({ code: "custom", message: "key_comb is required" });
      return { type: "key_press" as const, key_comb: k! };
    }),
  goto_url: z
    .object({ url: z.string().min(1) })
    .transform((a) => ({ type: "goto_url" as const, url: a.url })),
  go_back: z.object({}).transform(() => ({ type: "go_back" as const })),
  wait: z.object({}).transform(() => ({ type: "wait" as const })),
} satisfies Record<string, z.ZodType<Action, unknown>>;

/** Turn one tool call into an action, or explain why it is not one. */
export function parseToolCall(name: string, rawArguments: string): { action: Action } | { error: string } {
  const schema = schemas[name as keyof typeof schemas];
  if (!schema) return { error: `The model called an unknown tool "${name}"` };
  let args: unknown;
  try {
    args = rawArguments.trim() === "" ? {} : JSON.parse(rawArguments);
  } catch {
    return {
      error: `The model called ${name} with arguments that are not JSON: ${rawArguments.slice(0, 200)}`,
    };
  }
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    const why = parsed.error.issues.map((i) => `${i.path.join(".") || "arguments"}: ${i.message}`).join("; ");
    return { error: `The model called ${name} with invalid arguments (${why})` };
  }
  return { action: parsed.data };
}
