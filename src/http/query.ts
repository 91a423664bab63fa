import type { MiddlewareHandler } from "hono";

/**
 * A query parameter given more than once is read as its last value, as FastAPI reads a single-valued parameter
 * (`?status=running&status=failed` is `failed`); without this the validator saw a list and answered 422 about a
 * value that was valid. No route of ours takes a list in the query. The request is rebuilt only when a name repeats.
 */
export const lastQueryValues: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const names = [...url.searchParams.keys()];
  if (new Set(names).size !== names.length) {
    const last = new URLSearchParams();
    for (const name of new Set(names)) last.set(name, url.searchParams.getAll(name).at(-1)!);
    url.search = last.toString();
    const raw = c.req.raw;
    c.req.raw = new Request(url, {
      method: raw.method,
      headers: raw.headers,
      signal: raw.signal,
      body: raw.body,
      // A streamed body needs this in Node's fetch; nothing is read here.
      duplex: "half",
    } as RequestInit);
  }
  await next();
};
