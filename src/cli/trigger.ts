import { ClientError, errorText, type ServerAccess, serverFromEnv } from "./client-options";

// `scoutpost trigger <source-id> [event]` (docs/relay.md, "Test events"): ask a running Scoutpost to send a
// correctly signed sample event for the source's preset through the source's own ingest URL
// (POST /v1/relay/sources/{id}/trigger), and print what became of it. HTTP only, like listen.

export const TRIGGER_USAGE = "trigger SOURCE_ID [EVENT] [--print-json]";

/** How long the server may take to send the event through its ingest and answer. */
const TRIGGER_TIMEOUT_MS = 30_000;

export interface TriggerOptions extends ServerAccess {
  sourceId: string;
  event: string | undefined;
  printJson: boolean;
}

/** What the trigger route answers. */
export interface Triggered {
  request_id: string | null;
  status: "accepted" | "duplicate" | "rejected";
  event: string;
  http_status: number;
  detail: string | null;
}

/** Parse `argv` (after `trigger`) and the environment, or throw a ClientError saying what is wrong. */
export function triggerOptions(argv: string[], env: Record<string, string | undefined>): TriggerOptions {
  const positional: string[] = [];
  let printJson = false;
  for (const a of argv) {
    if (a === "--print-json") printJson = true;
    else if (a.startsWith("--"))
      throw new ClientError(`unknown option ${a}\nUsage: scoutpost ${TRIGGER_USAGE}`, 2);
    else positional.push(a);
  }
  const [sourceId, event, ...extra] = positional;
  if (!sourceId || extra.length > 0) throw new ClientError(`Usage: scoutpost ${TRIGGER_USAGE}`, 2);
  return { sourceId, event, printJson, ...serverFromEnv(env) };
}

/** Send the sample event; the server's answer, or a ClientError (exit 1) saying why there is none. */
export async function trigger(o: TriggerOptions): Promise<Triggered> {
  const url = `${o.serverUrl}/v1/relay/sources/${encodeURIComponent(o.sourceId)}/trigger`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "x-api-key": o.apiKey, "content-type": "application/json" },
      body: JSON.stringify(o.event ? { event: o.event } : {}),
      signal: AbortSignal.timeout(TRIGGER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ClientError(
      `could not reach SCOUTPOST_URL ${o.serverUrl} (${errorText(err)}): is the server running there?`,
      1,
    );
  }
  const text = await res.text();
  let body: { detail?: unknown } & Partial<Triggered>;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ClientError(
      `${url} answered ${res.status} with something that is not JSON: is SCOUTPOST_URL a Scoutpost?`,
      1,
    );
  }
  if (res.status === 401 || res.status === 403)
    throw new ClientError(`The server refused the API key (${res.status}): check SCOUTPOST_API_KEY`, 1);
  if (res.status === 404)
    throw new ClientError(`Source ${o.sourceId} not found (404): is it a source of this key's account?`, 1);
  if (res.status !== 200) throw new ClientError(`${res.status}: ${JSON.stringify(body.detail ?? body)}`, 1);
  return body as Triggered;
}

/** The line printed for `t`: JSON, or `event -> status (request id)`. */
export function triggeredLine(t: Triggered, json: boolean): string {
  if (json) return JSON.stringify(t);
  const why = t.detail ? `: ${t.detail}` : "";
  return `Sent ${t.event}: ${t.status}${why} (ingest answered ${t.http_status}, request ${t.request_id ?? "not stored"})`;
}

/** `scoutpost trigger …` as a process: exit 0 when the event was accepted, else 1 (2 for a usage error). */
export async function runTrigger(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  try {
    const o = triggerOptions(argv, env);
    const t = await trigger(o);
    process.stdout.write(`${triggeredLine(t, o.printJson)}\n`);
    return t.status === "accepted" ? 0 : 1;
  } catch (err) {
    if (!(err instanceof ClientError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return err.code;
  }
}
