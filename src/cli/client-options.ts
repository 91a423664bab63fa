import type { RelayFilter } from "../relay/filter-match";

// What the commands that talk to a running Scoutpost over HTTP (listen, trigger; src/cli/standalone.ts) read from
// their environment and arguments, checked before anything is sent.

/** Why such a command stops: the message is printed, the process exits with `code` (2: usage, 1: failure). */
export class ClientError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export interface ServerAccess {
  /** SCOUTPOST_URL without a trailing slash (default http://localhost:8080). */
  serverUrl: string;
  apiKey: string;
}

/** The server and key from `env`, or a ClientError (exit 2) saying which variable is missing or wrong. */
export function serverFromEnv(env: Record<string, string | undefined>): ServerAccess {
  const apiKey = env.SCOUTPOST_API_KEY?.trim();
  if (!apiKey)
    throw new ClientError("SCOUTPOST_API_KEY is not set: set it to an API key of the source's account", 2);
  const serverUrl = (env.SCOUTPOST_URL?.trim() || "http://localhost:8080").replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new ClientError(`SCOUTPOST_URL is not a URL: ${serverUrl}`, 2);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ClientError(`SCOUTPOST_URL is not an http or https URL: ${serverUrl}`, 2);
  return { serverUrl, apiKey };
}

/**
 * `--filter` as typed: a destination's filter (docs/relay.md, Filters) as JSON, `{"headers": {name: value},
 * "body": {"a.b": value}}`; a ClientError (exit 2) for anything else.
 */
export function parseFilter(text: string): RelayFilter {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ClientError(`--filter is not JSON: ${text}`, 2);
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === "object" && !Array.isArray(v);
  const shape = '--filter is {"headers": {"name": "value"}, "body": {"dotted.path": value}}';
  if (!isObject(value) || Object.keys(value).some((k) => k !== "headers" && k !== "body"))
    throw new ClientError(shape, 2);
  const { headers, body } = value;
  if (
    headers !== undefined &&
    !(isObject(headers) && Object.values(headers).every((v) => typeof v === "string"))
  )
    throw new ClientError(`${shape}: each header's value is a string`, 2);
  if (body !== undefined && !isObject(body)) throw new ClientError(shape, 2);
  return value as RelayFilter;
}

/** An error's message, with its cause's when it has one (fetch's "fetch failed" says nothing by itself). */
export function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: unknown }).cause;
  return cause instanceof Error && cause.message ? `${err.message}: ${cause.message}` : err.message;
}
