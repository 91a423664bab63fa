import { matchesFilter, type RelayFilter } from "../relay/filter-match";
import { storedBytes } from "../text";
import { ClientError, errorText, parseFilter, serverFromEnv } from "./client-options";
import { forward, forwardLine, forwardTarget, type StreamedRequest } from "./listen-forward";

// `scoutpost listen <source-id> --forward-to <url>` (docs/relay.md, "Live stream and scoutpost listen"): follow a
// source's stream and send each accepted request on to a local URL. It talks to a running Scoutpost over HTTP
// only (SCOUTPOST_URL, SCOUTPOST_API_KEY): no database, no config of the service.

export const LISTEN_USAGE = "listen SOURCE_ID --forward-to PORT|HOST:PORT|URL [--filter JSON] [--print-json]";

/** Reconnect delays: from the first to the last, doubling. */
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 5_000;
/** Without a byte for this long (the server sends a comment every 15 s) the connection is taken for dead. */
const IDLE_MS = 45_000;
/** Ids kept to never forward a request twice, whatever a server sends again. */
const REMEMBERED = 10_000;

/** Why listen stops for good: the message is printed, the process exits with `code`. */
export { ClientError as ListenError } from "./client-options";

export interface ListenOptions {
  sourceId: string;
  forwardTo: URL;
  serverUrl: string;
  apiKey: string;
  /** Each request's line on stdout as JSON rather than for people. */
  printJson: boolean;
  /** Only requests this destination filter (src/relay/filter-match.ts) lets through are forwarded. */
  filter?: RelayFilter;
  /** One line per forwarded request. */
  out: (line: string) => void;
  /** Connection news (connected, lost, reconnecting). */
  info: (line: string) => void;
  signal: AbortSignal;
}

/** Parse `argv` (after `listen`) and the environment into options, or throw a ClientError saying what is wrong. */
export function listenOptions(
  argv: string[],
  env: Record<string, string | undefined>,
): Omit<ListenOptions, "out" | "info" | "signal"> {
  const args = [...argv];
  let forwardTo: string | undefined;
  let printJson = false;
  let filter: RelayFilter | undefined;
  const positional: string[] = [];
  while (args.length > 0) {
    const a = args.shift()!;
    if (a === "--forward-to" || a.startsWith("--forward-to=")) {
      forwardTo = a.includes("=") ? a.slice(a.indexOf("=") + 1) : args.shift();
      if (!forwardTo) throw new ClientError("--forward-to needs a port, host:port or URL", 2);
    } else if (a === "--filter" || a.startsWith("--filter=")) {
      const text = a.includes("=") ? a.slice(a.indexOf("=") + 1) : args.shift();
      if (text === undefined) throw new ClientError("--filter needs a JSON filter", 2);
      filter = parseFilter(text);
    } else if (a === "--print-json") printJson = true;
    else if (a.startsWith("--"))
      throw new ClientError(`unknown option ${a}\nUsage: scoutpost ${LISTEN_USAGE}`, 2);
    else positional.push(a);
  }
  const [sourceId, ...extra] = positional;
  if (!sourceId || !forwardTo || extra.length > 0)
    throw new ClientError(`Usage: scoutpost ${LISTEN_USAGE}`, 2);
  const target = forwardTarget(forwardTo);
  if (!target)
    throw new ClientError(
      `--forward-to must be a port (3000), host:port[/path] (localhost:3000/hook) or an http or https URL: ${forwardTo}`,
      2,
    );
  return { sourceId, forwardTo: target, ...serverFromEnv(env), printJson, filter };
}

/**
 * Follow the stream until `signal` aborts, reconnecting with Last-Event-ID after any error (backoff 0.5 s to 5 s),
 * so that each accepted request is forwarded once, once a first connection succeeded. Rejects with a ClientError
 * when the server refuses for good (401, 403, 404), or when the first connection fails: a server never reached is
 * a wrong SCOUTPOST_URL more often than a restart, and waiting for it forever would hide that.
 */
export async function listen(o: ListenOptions): Promise<void> {
  const streamUrl = `${o.serverUrl}/v1/relay/sources/${encodeURIComponent(o.sourceId)}/stream`;
  const seen = new Set<string>();
  let lastEventId: string | undefined;
  let delay = BACKOFF_FIRST_MS;
  let announced = false;
  while (!o.signal.aborted) {
    const connection = new AbortController();
    const abortConnection = () => connection.abort();
    o.signal.addEventListener("abort", abortConnection, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => connection.abort(new Error("no data from the server for 45 s")), IDLE_MS);
    };
    let why: string;
    try {
      touch();
      const res = await fetch(streamUrl, {
        headers: {
          "x-api-key": o.apiKey,
          accept: "text/event-stream",
          ...(lastEventId ? { "last-event-id": lastEventId } : {}),
        },
        signal: connection.signal,
      });
      if (res.status === 401 || res.status === 403)
        throw new ClientError(`The server refused the API key (${res.status}): check SCOUTPOST_API_KEY`, 1);
      if (res.status === 404)
        throw new ClientError(
          `Source ${o.sourceId} not found (404): is it a source of this key's account?`,
          1,
        );
      const type = res.headers.get("content-type") ?? "";
      if (res.status !== 200 || !res.body || !type.startsWith("text/event-stream"))
        throw new Error(
          `the server answered ${res.status}${res.status === 200 ? ` with ${type || "no content type"}, not an event stream` : ""}`,
        );
      delay = BACKOFF_FIRST_MS;
      o.info(
        announced
          ? "Reconnected."
          : `Listening to source ${o.sourceId} on ${o.serverUrl}, forwarding to ${o.forwardTo.href} (Ctrl-C to stop)`,
      );
      announced = true;
      for await (const event of sseEvents(res.body as unknown as AsyncIterable<Uint8Array>, touch)) {
        if (event.event !== "request" || !event.id) continue;
        const request = JSON.parse(event.data) as StreamedRequest;
        if (!seen.has(event.id) && passes(o.filter, request)) {
          const done = await forward(o.forwardTo, request, o.signal);
          o.out(forwardLine(done, o.printJson));
          remember(seen, event.id);
          // A slow local server is not a silent connection.
          touch();
        }
        lastEventId = event.id;
      }
      why = "the server closed the stream";
    } catch (err) {
      if (err instanceof ClientError) throw err;
      if (o.signal.aborted) break;
      why = errorText(connection.signal.aborted ? connection.signal.reason : err);
      if (!announced)
        throw new ClientError(
          `could not reach SCOUTPOST_URL ${o.serverUrl} (${why}): is the server running there?`,
          1,
        );
    } finally {
      clearTimeout(idle);
      // Releases an answer whose body was not read (a refusal, a page that is not a stream).
      connection.abort();
      o.signal.removeEventListener("abort", abortConnection);
    }
    if (o.signal.aborted) break;
    o.info(`Connection lost (${why}); reconnecting in ${delay / 1000} s`);
    await sleep(delay, o.signal);
    delay = Math.min(delay * 2, BACKOFF_MAX_MS);
  }
}

const passes = (filter: RelayFilter | undefined, r: StreamedRequest) =>
  !filter || matchesFilter(filter, r.headers, storedBytes(r.body, r.body_encoding));

function remember(seen: Set<string>, id: string): void {
  seen.add(id);
  // Sets iterate in insertion order: the oldest goes first.
  if (seen.size > REMEMBERED) seen.delete(seen.values().next().value!);
}

/** One Server-Sent Event: its type, id and data (data lines joined by \n). */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * The events of an event stream, parsed as they arrive (WHATWG HTML §9.2.6: CRLF, LF or CR line ends; comments
 * ignored; an event is dispatched at a blank line). `onBytes` is called whenever bytes arrive.
 */
export async function* sseEvents(
  body: AsyncIterable<Uint8Array>,
  onBytes: () => void = () => {},
): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let id: string | undefined;
  let data: string[] = [];
  for await (const chunk of body) {
    onBytes();
    buffer += decoder.decode(chunk, { stream: true });
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A lone CR at the end may be the first half of a CRLF: wait for the next chunk.
      if (end === -1 || (buffer[end] === "\r" && end === buffer.length - 1)) break;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
      if (line === "") {
        if (data.length > 0) yield { event: event || "message", id, data: data.join("\n") };
        event = "";
        data = [];
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
      else if (field === "id" && !value.includes("\0")) id = value;
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** `scoutpost listen …` as a process: until SIGINT or SIGTERM; exit code 0, or the ClientError's. */
export async function runListen(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    await listen({
      ...listenOptions(argv, env),
      out: (line) => process.stdout.write(`${line}\n`),
      info: (line) => process.stderr.write(`${line}\n`),
      signal: stop.signal,
    });
    return 0;
  } catch (err) {
    if (!(err instanceof ClientError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return err.code;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
