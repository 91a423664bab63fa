import { z } from "@hono/zod-openapi";
import { Checker, OverBudget } from "./checker";
import {
  type Inspection,
  inspect,
  isObject,
  MAX_PROBLEM_CHARS,
  MAX_PROBLEMS,
  MAX_SCHEMA_BYTES,
  MAX_VALUE_DEPTH,
  type Obj,
  type OutputSchema,
  OutputSchemaError,
  own,
} from "./schema";

// The caller-facing side: compile a schema once (./schema.ts inspects it), check answers with it (./checker.ts).

export { type OutputSchema, OutputSchemaError } from "./schema";

/**
 * Check a caller's output schema and return its checker. It must describe a JSON object (the answer is one): a
 * `type` without "object" is refused. Throws OutputSchemaError with a reason a caller can act on.
 */
export function compileOutputSchema(schema: unknown): OutputSchema {
  if (!isObject(schema)) throw new OutputSchemaError("it must be a JSON Schema object");
  const type = own(schema, "type");
  if (type !== undefined && type !== "object" && !(Array.isArray(type) && type.includes("object")))
    throw new OutputSchemaError('it must describe a JSON object (type "object")');
  // Size first: a body can hold millions of subschemas, and counting them would take as long as reading them.
  let size: number;
  try {
    size = JSON.stringify(schema).length;
  } catch {
    throw new OutputSchemaError("it nests too deeply to read");
  }
  if (size > MAX_SCHEMA_BYTES)
    throw new OutputSchemaError(`it is larger than ${MAX_SCHEMA_BYTES / 1024} KiB`);
  const inspection: Inspection = { n: 0, seen: new WeakSet(), refs: new Map() };
  inspect(schema, schema, "", 0, inspection);
  // The answer is an object whatever the schema says.
  const root: Obj = type === undefined ? { ...schema, type: "object" } : schema;
  return {
    check(value) {
      try {
        const problems = new Checker(schema, inspection.refs).problems(root, value, "", 0);
        return problems
          .slice(0, MAX_PROBLEMS)
          .map((p) => (p.length > MAX_PROBLEM_CHARS ? `${p.slice(0, MAX_PROBLEM_CHARS - 1)}…` : p));
      } catch (err) {
        if (!(err instanceof OverBudget)) throw err;
        // Refusing an answer only because checking it takes long would refuse answers that conform: it passes
        // unchecked. One nested deeper than followed is refused (it could not be stored or sent as JSON either).
        if (err.kind === "steps") return [];
        return [`(the object): nests deeper than ${MAX_VALUE_DEPTH} levels`];
      }
    },
  };
}

/** The `output_schema` body field of research and browsing tasks: 422 at its `loc` when it cannot be used. */
export const outputSchemaField = z.record(z.string(), z.unknown()).superRefine((schema, ctx) => {
  try {
    compileOutputSchema(schema);
  } catch (err) {
    if (!(err instanceof OutputSchemaError)) throw err;
    ctx.addIssue({ code: "custom", message: `output_schema is not usable: ${err.message}` });
  }
});

/** The JSON object in a model's answer (bare, or the first ```json fence), or null when there is none. */
export function readJsonObject(text: string): Record<string, unknown> | null {
  // Found with indexOf, not a regular expression: a model may answer with endless whitespace after the fence.
  const open = text.indexOf("```");
  const close = open < 0 ? -1 : text.indexOf("```", open + 3);
  const fenced = close < 0 ? undefined : text.slice(open + 3, close).replace(/^json/i, "");
  try {
    const v: unknown = JSON.parse((fenced ?? text).trim());
    return isObject(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with a model's answer for `schema`: not a JSON object, or the schema's problems with it; empty when
 * it conforms. The message a model can correct its answer from.
 */
export function answerProblems(
  schema: OutputSchema,
  text: string,
): { value: Record<string, unknown> | null; problems: string[] } {
  const value = readJsonObject(text);
  if (!value) return { value, problems: ["the answer is not a JSON object"] };
  return { value, problems: schema.check(value) };
}

/** The message that asks a model to correct an answer that does not fit the schema. */
export const correctionRequest = (problems: string[]) =>
  `That answer does not match the JSON Schema:\n${problems.map((p) => `- ${p}`).join("\n")}\n` +
  "Reply again with the corrected JSON object only.";
