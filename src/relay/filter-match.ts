// A destination's filter as a rule, without the API's schema (./filter.ts): the single-file listen client
// (src/cli/standalone.ts) bundles this and must not carry zod.

/**
 * A destination's filter: which of a source's requests it receives. Every condition must hold; an absent or
 * empty filter lets everything through.
 * - `headers`: header name (any case) → the exact value the request must carry.
 * - `body`: dotted path into the JSON body (`data.object.status`, array items by index: `items.0.id`) → the
 *   JSON value found there, compared exactly (deeply for objects and arrays; `"5"` is not `5`). A body that is
 *   not JSON fails every body condition. A key that itself contains a dot cannot be addressed.
 */
export type RelayFilter = {
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
};

export function matchesFilter(
  filter: RelayFilter | null | undefined,
  headers: Record<string, string>,
  body: Buffer,
): boolean {
  if (!filter) return true;
  for (const [name, value] of Object.entries(filter.headers ?? {}))
    if (headers[name.toLowerCase()] !== value) return false;
  const bodyConditions = Object.entries(filter.body ?? {});
  if (bodyConditions.length === 0) return true;
  const parsed = parseJson(body);
  if (!parsed.ok) return false;
  return bodyConditions.every(([path, want]) => {
    const found = lookup(parsed.value, path);
    return found.ok && jsonEqual(found.value, want);
  });
}

type Found = { ok: true; value: unknown } | { ok: false };

function parseJson(body: Buffer): Found {
  try {
    // A leading byte-order mark is not JSON but some senders write one; it says nothing about the content.
    return { ok: true, value: JSON.parse(body.toString("utf8").replace(/^\uFEFF/, "")) };
  } catch {
    return { ok: false };
  }
}

/** The value at a dotted path; only own properties count, so `constructor` or `__proto__` find nothing inherited. */
function lookup(root: unknown, path: string): Found {
  let node = root;
  for (const segment of path.split(".")) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(segment) || Number(segment) >= node.length) return { ok: false };
      node = node[Number(segment)];
    } else if (node !== null && typeof node === "object" && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment];
    } else {
      return { ok: false };
    }
  }
  return { ok: true, value: node };
}

/** Equality of JSON values: same type, same scalar, same items in order, same keys in any order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (k) => Object.hasOwn(bRecord, k) && jsonEqual((a as Record<string, unknown>)[k], bRecord[k]),
  );
}
