import { pipeline, Transform, type TransformCallback } from "node:stream";
import {
  constants,
  createBrotliDecompress,
  createGunzip,
  createInflate,
  createInflateRaw,
  type ZlibOptions,
} from "node:zlib";
import type { Dispatcher } from "undici";
import { request } from "undici";
import { isBlockedAddressError } from "../../net/guarded-agent";

/** A fetched page: the final URL after redirects, its media type and its decoded text. */
export interface FetchedPage {
  url: string;
  contentType: "html" | "text";
  body: string;
  /** True when the body was cut at the size cap. */
  truncated: boolean;
}

/** Why a page could not be used; the message is shown to users in task updates and errors. */
export class FetchError extends Error {
  override name = "FetchError";
}

export interface FetchOptions {
  /** The engines' SSRF-guarded pool, `deps.http.pages` (src/net/clients.ts). */
  dispatcher: Dispatcher;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const HTML_TYPES: ReadonlySet<string> = new Set(["text/html", "application/xhtml+xml"]);
const USER_AGENT = "Mozilla/5.0 (compatible; Scoutpost/0.1; +research)";

/**
 * GET an http(s) page as text: redirects followed by hand (up to `maxRedirects`, each hop's scheme checked and its
 * connection guarded), a whole-exchange timeout, HTML or plain text only, and the body cut at `maxBytes`.
 * Throws FetchError with a readable reason.
 */
export async function fetchPage(rawUrl: string, opts: FetchOptions): Promise<FetchedPage> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 10_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const maxRedirects = opts.maxRedirects ?? 5;
  let url = parseHttpUrl(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      const res = await request(url, {
        method: "GET",
        dispatcher: opts.dispatcher,
        signal,
        headers: {
          "user-agent": USER_AGENT,
          accept: "text/html,application/xhtml+xml,text/plain;q=0.8",
          "accept-encoding": "gzip, deflate, br",
        },
      });
      if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        res.body.dump().catch(() => undefined);
        if (hop >= maxRedirects) throw new FetchError(`Too many redirects from ${rawUrl}`);
        url = parseHttpUrl(new URL(String(res.headers.location), url).href);
        continue;
      }
      if (res.statusCode < 200 || res.statusCode > 299) {
        res.body.dump().catch(() => undefined);
        throw new FetchError(`${url.href} answered HTTP ${res.statusCode}`);
      }
      const [mediaType, charset] = parseContentType(String(res.headers["content-type"] ?? ""));
      const contentType = HTML_TYPES.has(mediaType)
        ? "html"
        : mediaType === "text/plain"
          ? "text"
          : undefined;
      if (!contentType) {
        res.body.dump().catch(() => undefined);
        throw new FetchError(`${url.href} is not HTML or text (${mediaType || "no content type"})`);
      }
      const decoders = contentDecoders(String(res.headers["content-encoding"] ?? ""));
      if (typeof decoders === "string") {
        res.body.dump().catch(() => undefined);
        throw new FetchError(`${url.href} uses a content encoding that cannot be read (${decoders})`);
      }
      // The cap counts decoded bytes, so a small compressed body cannot unpack into gigabytes.
      if (decoders.length) pipeline([res.body, ...decoders], () => undefined);
      const body = decoders.at(-1) ?? res.body;
      const { bytes, truncated } = await readCapped(body, opts.maxBytes ?? 2 * 1024 * 1024).catch((err) => {
        if (decoders.length && !signal.aborted)
          throw new FetchError(`${url.href} sent a body that does not decode: ${(err as Error).message}`);
        throw err;
      });
      return {
        url: url.href,
        contentType,
        body: decode(bytes, charset ?? (contentType === "html" ? declaredCharset(bytes) : undefined)),
        truncated,
      };
    }
  } catch (err) {
    if (err instanceof FetchError) throw err;
    if (opts.signal?.aborted) throw err;
    if (timeout.aborted) throw new FetchError(`${url.href} timed out`);
    const cause = (err as { cause?: unknown }).cause ?? err;
    if (isBlockedAddressError(cause) || isBlockedAddressError(err)) {
      throw new FetchError(
        `${url.href} refused: the address is not publicly routable (AGENT_ALLOW_PRIVATE_NETWORKS=true allows it)`,
      );
    }
    throw new FetchError(`${url.href} could not be fetched: ${(err as Error).message}`);
  }
}

/**
 * The decompressors for a Content-Encoding header, outermost first undone (gzip, deflate, br; `identity` is none),
 * or the first coding that cannot be read. Asked for, and also applied when a server compresses unasked.
 */
function contentDecoders(header: string): Transform[] | string {
  const codings = header
    .toLowerCase()
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c && c !== "identity")
    .reverse();
  const decoders: Transform[] = [];
  for (const coding of codings) {
    // A body cut short still gives what it holds, as browsers show it (flushed rather than refused at its end).
    if (coding === "gzip" || coding === "x-gzip" || coding === "deflate") decoders.push(new InflateDecoder());
    else if (coding === "br")
      decoders.push(createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH }));
    else return coding;
  }
  return decoders;
}

const FLUSHED: ZlibOptions = { finishFlush: constants.Z_SYNC_FLUSH };

/**
 * `gzip` and `deflate` as browsers read them, whichever the header says (servers mislabel them): gzip (RFC 1952),
 * zlib-wrapped deflate (RFC 1950, what the HTTP standard means by `deflate`) or raw deflate (RFC 1951, what some
 * servers send), told apart by the first two bytes.
 */
class InflateDecoder extends Transform {
  private inner: Transform | undefined;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.inner) {
      const [b0 = 0, b1] = chunk;
      const gzip = b0 === 0x1f && (b1 === undefined || b1 === 0x8b);
      const zlib = (b0 & 0x0f) === 8 && (b1 === undefined || (b0 * 256 + b1) % 31 === 0);
      const inner = gzip ? createGunzip(FLUSHED) : zlib ? createInflate(FLUSHED) : createInflateRaw(FLUSHED);
      // The reader's back-pressure reaches the inflater: it waits while what it gave is unread.
      inner.on("data", (d: Buffer) => {
        if (!this.push(d)) inner.pause();
      });
      inner.on("error", (err) => this.destroy(err));
      this.inner = inner;
    }
    this.inner.write(chunk, () => done());
  }

  override _read(size: number): void {
    this.inner?.resume();
    super._read(size);
  }

  override _flush(done: TransformCallback): void {
    if (!this.inner) {
      done();
      return;
    }
    this.inner.once("end", () => done());
    this.inner.end();
  }

  override _destroy(err: Error | null, done: (error?: Error | null) => void): void {
    this.inner?.destroy();
    done(err);
  }
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError(`Not a valid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchError(`Only http and https URLs can be read (got ${url.protocol})`);
  }
  if (url.username || url.password) throw new FetchError(`URLs with credentials are not read: ${url.host}`);
  url.hash = "";
  return url;
}

function parseContentType(header: string): [string, string | undefined] {
  const [type = "", ...params] = header.split(";");
  const charset = params
    .map((p) => p.trim().match(/^charset="?([^";]+)"?$/i)?.[1])
    .find((c) => c !== undefined);
  return [type.trim().toLowerCase(), charset];
}

async function readCapped(body: AsyncIterable<unknown> & { destroy(): void }, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    if (size + buf.length > maxBytes) {
      chunks.push(buf.subarray(0, maxBytes - size));
      size = maxBytes;
      // Stop reading: the rest of a huge page is not worth the bandwidth or memory.
      body.destroy();
      return { bytes: Buffer.concat(chunks, size), truncated: true };
    }
    chunks.push(buf);
    size += buf.length;
  }
  return { bytes: Buffer.concat(chunks, size), truncated: false };
}

/**
 * The charset an HTML page declares itself, when the Content-Type header names none: a byte order mark, or
 * `<meta charset>` / `<meta http-equiv="Content-Type" content="…; charset=…">` in its first 1 KiB (where the HTML
 * standard says to look).
 */
function declaredCharset(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  const head = bytes.subarray(0, 1024).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1]?.toLowerCase();
}

// Bytes 0x80-0x9F of windows-1252 (WHATWG's index; five are unassigned and stay C1 controls). Node before 22
// decodes them as latin-1's C1 controls, so “curly quotes” and € came out as invisible characters.
const WINDOWS_1252_C1 =
  "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f" +
  "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178";

function decode(bytes: Buffer, charset: string | undefined): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? "utf-8");
  } catch {
    // Unknown charset label: UTF-8 is the best guess on today's web.
    decoder = new TextDecoder("utf-8");
  }
  // Every label the web uses for latin-1 and ASCII means windows-1252 (the Encoding standard).
  if (decoder.encoding === "windows-1252")
    return bytes.toString("latin1").replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!);
  return decoder.decode(bytes);
}
