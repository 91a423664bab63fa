import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type ValidationItem, zodToHTTPError } from "./errors";

/** The FastAPI item zod's first issue becomes, for `value` checked against `schema`. */
function item(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected a validation error");
  const { type, msg, ctx } = (zodToHTTPError(parsed.error, "body", value).detail as ValidationItem[])[0]!;
  return { type, msg, ctx };
}

const list = z.array(z.number());
// [schema, input, type, message, ctx]
const BOUNDS: [z.ZodType, unknown, string, string, Record<string, unknown>][] = [
  [z.string().min(2), "a", "string_too_short", "String should have at least 2 characters", { min_length: 2 }],
  [z.string().max(1), "ab", "string_too_long", "String should have at most 1 character", { max_length: 1 }],
  [
    list.min(1),
    [],
    "too_short",
    "List should have at least 1 item after validation",
    { field_type: "List", min_length: 1 },
  ],
  [
    list.max(2),
    [1, 2, 3],
    "too_long",
    "List should have at most 2 items after validation",
    { field_type: "List", max_length: 2 },
  ],
  [z.number().gte(1), 0, "greater_than_equal", "Input should be greater than or equal to 1", { ge: 1 }],
  [z.number().gt(1), 1, "greater_than", "Input should be greater than 1", { gt: 1 }],
  [z.number().lte(5), 6, "less_than_equal", "Input should be less than or equal to 5", { le: 5 }],
  [z.number().lt(5), 5, "less_than", "Input should be less than 5", { lt: 5 }],
];

describe("length and size bounds in FastAPI's words", () => {
  it.each(BOUNDS)("%#: %j -> %s", (schema, input, type, msg, ctx) => {
    expect(item(schema, input)).toEqual({ type, msg, ctx });
  });
});
