import type { z } from "zod";
import type { FieldProblem, Refusal } from "../refusal";

/** One FastAPI-style validation error item. */
export interface ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** The one error type of the service: raised anywhere, rendered as `{"detail": ...}` in one place. */
export class HTTPError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationItem[],
    readonly headers: Record<string, string> = {},
    /** Extra top-level body fields (the chat route adds OpenAI's `error` object). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof detail === "string" ? detail : "Validation error");
  }
}

export const notFound = (what = "Not Found") => new HTTPError(404, what);
export const conflict = (detail: string) => new HTTPError(409, detail);

/** The most of an input's JSON a validation item echoes (characters of `JSON.stringify(input)`). */
export const ECHOED_INPUT_MAX = 1024;

/**
 * What a validation item echoes as its `input`: the input itself while its JSON is at most
 * {@link ECHOED_INPUT_MAX} characters (so small inputs read exactly as FastAPI's), otherwise a string of the
 * first {@link ECHOED_INPUT_MAX} characters of that JSON followed by `… [truncated, N bytes]`, N being the
 * UTF-8 size of the whole JSON. Each item echoes its input, and a missing field's input is the whole enclosing
 * object: uncapped, a 10 MB body missing two fields was answered with 20 MB.
 */
export function echoedInput(input: unknown): unknown {
  let json: string | undefined;
  try {
    json = JSON.stringify(input);
  } catch {
    return input; // not JSON (a cycle, a bigint): c.json would fail on it anyway, as it did before
  }
  if (json === undefined || json.length <= ECHOED_INPUT_MAX) return input;
  // Do not split a surrogate pair: cut before its high half.
  const cut = /[\uD800-\uDBFF]/.test(json[ECHOED_INPUT_MAX - 1]!) ? ECHOED_INPUT_MAX - 1 : ECHOED_INPUT_MAX;
  return `${json.slice(0, cut)}… [truncated, ${Buffer.byteLength(json)} bytes]`;
}

/** A 422 with one item, for rules checked outside a zod schema. */
export function validationError(
  loc: (string | number)[],
  msg: string,
  type = "value_error",
  input?: unknown,
  ctx?: Record<string, unknown>,
): HTTPError {
  const item: ValidationItem = { loc, msg, type };
  if (input !== undefined) item.input = echoedInput(input);
  if (ctx) item.ctx = ctx;
  return new HTTPError(422, [item]);
}

type Issue = z.core.$ZodIssue;
export type Location = "body" | "query" | "path" | "header" | "cookie";

/** A service's refusal (src/refusal.ts) as the API answers it: 404 for `not_found`, 409 for `conflict`. */
export const refusalError = (r: Refusal): HTTPError =>
  r.refused === "not_found" ? notFound(r.detail) : conflict(r.detail);

/** A service's field problem (src/refusal.ts) as the API's 422, at `[location, field]`. */
export const fieldError = (location: Location, p: FieldProblem): HTTPError =>
  validationError([location, p.field], p.msg, p.type, p.input, p.ctx);

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = data;
  for (const key of path) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

const quoteList = (values: readonly unknown[]) => {
  const q = values.map((v) => (typeof v === "string" ? `'${v}'` : String(v)));
  return q.length <= 1 ? q.join("") : `${q.slice(0, -1).join(", ")} or ${q[q.length - 1]}`;
};

/**
 * Message of a float field's type error (`floatField`): zod reports `expected: "number"` for integer and float
 * fields alike, and most of ours are integers, so a float field marks its own.
 */
const FLOAT_TYPE = "float";

/**
 * The `error` option of a number field that may have a fractional part (pydantic's float): `z.number({ error:
 * floatTypeError })` makes its type errors read as a float's; bounds keep their own messages.
 */
export const floatTypeError = (issue: { code?: string }) =>
  issue.code === "invalid_type" ? FLOAT_TYPE : undefined;

const BOUND_WORDS = {
  min: { string: "string_too_short", list: "too_short", most: "at least", than: "greater_than", key: "min" },
  max: { string: "string_too_long", list: "too_long", most: "at most", than: "less_than", key: "max" },
} as const;

/** Pydantic's type, message and ctx for a length or size bound (zod's too_small / too_big). */
function boundIssue(
  side: "min" | "max",
  issue: { origin?: unknown; inclusive?: boolean; minimum?: unknown; maximum?: unknown },
): { type: string; msg: string; ctx: Record<string, unknown> } {
  const w = BOUND_WORDS[side];
  const n = Number(side === "min" ? issue.minimum : issue.maximum);
  const plural = n === 1 ? "" : "s";
  if (issue.origin === "string")
    return {
      type: w.string,
      msg: `String should have ${w.most} ${n} character${plural}`,
      ctx: { [`${w.key}_length`]: n },
    };
  if (issue.origin === "array" || issue.origin === "set")
    return {
      type: w.list,
      msg: `List should have ${w.most} ${n} item${plural} after validation`,
      ctx: { field_type: "List", [`${w.key}_length`]: n },
    };
  const words = w.than.replace("_", " ");
  return issue.inclusive
    ? {
        type: `${w.than}_equal`,
        msg: `Input should be ${words} or equal to ${n}`,
        ctx: { [side === "min" ? "ge" : "le"]: n },
      }
    : { type: w.than, msg: `Input should be ${words} ${n}`, ctx: { [side === "min" ? "gt" : "lt"]: n } };
}

/** Map one zod issue to pydantic's vocabulary (type + message + ctx), as FastAPI would report it. */
export function issueToItem(issue: Issue, location: Location, data: unknown): ValidationItem {
  const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
  const loc: (string | number)[] = [location, ...path];
  const input = valueAt(data, issue.path);
  const params = (issue as { params?: { type?: string; ctx?: Record<string, unknown> } }).params;
  const stringly = location !== "body"; // query/path/header values arrive as strings
  let type = "value_error";
  let msg = issue.message;
  let ctx: Record<string, unknown> | undefined;

  switch (issue.code) {
    case "invalid_type": {
      if (input === undefined) {
        type = "missing";
        msg = "Field required";
        break;
      }
      const expected = issue.expected as string;
      if (expected === "number" && issue.message === FLOAT_TYPE) {
        type = stringly || typeof input === "string" ? "float_parsing" : "float_type";
        msg =
          type === "float_parsing"
            ? "Input should be a valid number, unable to parse string as a number"
            : "Input should be a valid number";
      } else if (expected === "number" || expected === "int") {
        const isFloat =
          typeof input === "number" || (typeof input === "string" && !Number.isNaN(Number(input)));
        if (expected === "int" && isFloat) {
          type = "int_from_float";
          msg = "Input should be a valid integer, got a number with a fractional part";
        } else {
          type = stringly || typeof input === "string" ? "int_parsing" : "int_type";
          msg =
            type === "int_parsing"
              ? "Input should be a valid integer, unable to parse string as an integer"
              : "Input should be a valid integer";
        }
      } else if (expected === "string") [type, msg] = ["string_type", "Input should be a valid string"];
      else if (expected === "boolean") [type, msg] = ["bool_type", "Input should be a valid boolean"];
      else if (expected === "array") [type, msg] = ["list_type", "Input should be a valid list"];
      else if (expected === "object" || expected === "record")
        [type, msg] = ["model_type", "Input should be a valid dictionary or object to extract fields from"];
      else [type, msg] = [`${expected}_type`, `Input should be a valid ${expected}`];
      break;
    }
    case "too_small":
    case "too_big":
      ({ type, msg, ctx } = boundIssue(issue.code === "too_small" ? "min" : "max", issue));
      break;
    case "invalid_value": {
      const expected = quoteList(issue.values);
      type = issue.values.length === 1 ? "literal_error" : "enum";
      msg = `Input should be ${expected}`;
      ctx = { expected };
      break;
    }
    case "invalid_format": {
      if (issue.format === "url")
        [type, msg] = ["url_parsing", issue.message || "Input should be a valid URL"];
      else if (issue.format === "uuid") [type, msg] = ["uuid_parsing", "Input should be a valid UUID"];
      else [type, msg] = ["string_pattern_mismatch", issue.message];
      break;
    }
    case "unrecognized_keys":
      [type, msg] = ["extra_forbidden", "Extra inputs are not permitted"];
      break;
    case "custom":
      type = params?.type ?? "value_error";
      msg = type === "value_error" && !msg.startsWith("Value error") ? `Value error, ${msg}` : msg;
      ctx = params?.ctx;
      break;
    default:
      type = "value_error";
  }
  // pydantic reports the enclosing object as the input of a missing field.
  const reported = type === "missing" ? valueAt(data, issue.path.slice(0, -1)) : input;
  const item: ValidationItem = { loc, msg, type };
  if (reported !== undefined) item.input = echoedInput(reported);
  if (ctx) item.ctx = ctx;
  return item;
}

/**
 * One bound per side and field, the tightest: zod's `.int()` adds its own safe-integer bound beside the field's
 * own (`le 9007199254740991` and `le 253402300799` for one value), where pydantic reports the field's once.
 */
function tightestBounds(issues: Issue[]): Issue[] {
  const bound = (i: Issue) =>
    i.code === "too_big" ? Number(i.maximum) : i.code === "too_small" ? -Number(i.minimum) : undefined;
  const key = (i: Issue) => `${i.code}|${JSON.stringify(i.path.map(String))}`;
  const best = new Map<string, Issue>();
  for (const i of issues) {
    const b = bound(i);
    if (b === undefined) continue;
    const seen = best.get(key(i));
    if (!seen || b < bound(seen)!) best.set(key(i), i);
  }
  return issues.filter((i) => bound(i) === undefined || best.get(key(i)) === i);
}

/** Turn a failed zod parse into the 422 error FastAPI would send. */
export function zodToHTTPError(error: z.ZodError, location: Location, data: unknown): HTTPError {
  return new HTTPError(
    422,
    tightestBounds(error.issues).map((i) => issueToItem(i, location, data)),
  );
}
