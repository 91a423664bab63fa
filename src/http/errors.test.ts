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

describe("length and size bounds in FastAPI's words", () => {
  it("names string, list and number bounds on both sides, inclusive or not", () => {
    expect(item(z.string().min(2), "a")).toEqual({
      type: "string_too_short",
      msg: "String should have at least 2 characters",
      ctx: { min_length: 2 },
    });
    expect(item(z.string().max(1), "ab")).toEqual({
      type: "string_too_long",
      msg: "String should have at most 1 character",
      ctx: { max_length: 1 },
    });
    expect(item(z.array(z.number()).min(1), [])).toEqual({
      type: "too_short",
      msg: "List should have at least 1 item after validation",
      ctx: { field_type: "List", min_length: 1 },
    });
    expect(item(z.array(z.number()).max(2), [1, 2, 3])).toEqual({
      type: "too_long",
      msg: "List should have at most 2 items after validation",
      ctx: { field_type: "List", max_length: 2 },
    });
    expect(item(z.number().gte(1), 0)).toEqual({
      type: "greater_than_equal",
      msg: "Input should be greater than or equal to 1",
      ctx: { ge: 1 },
    });
    expect(item(z.number().gt(1), 1)).toEqual({
      type: "greater_than",
      msg: "Input should be greater than 1",
      ctx: { gt: 1 },
    });
    expect(item(z.number().lte(5), 6)).toEqual({
      type: "less_than_equal",
      msg: "Input should be less than or equal to 5",
      ctx: { le: 5 },
    });
    expect(item(z.number().lt(5), 5)).toEqual({
      type: "less_than",
      msg: "Input should be less than 5",
      ctx: { lt: 5 },
    });
  });
});
