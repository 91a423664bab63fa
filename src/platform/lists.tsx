// The pieces of the list pages: a table's header row, cursor paging (Newer / Older) and the status filter.

import { decodeCursor } from "../db/pagination";

/** The cursor a Pager link carried; a stale or mangled one (a bookmarked URL) starts from the newest page. */
export const pageCursor = (raw: string | undefined) => (raw ? decodeCursor(raw) : undefined);

/** Newer / older links of a cursor-paged list; `base` already carries the page's other query parameters. */
export function Pager(p: { base: string; prev: string | null; next: string | null }) {
  const sep = p.base.includes("?") ? "&" : "?";
  return (
    <div class="pager">
      {p.prev ? <a href={`${p.base}${sep}cursor=${encodeURIComponent(p.prev)}`}>← Newer</a> : null}
      {p.next ? <a href={`${p.base}${sep}cursor=${encodeURIComponent(p.next)}`}>Older →</a> : null}
    </div>
  );
}

/** Status links above a list (`all` and each status), the current one marked; each keeps to the first page. */
export function StatusFilter(p: { base: string; statuses: readonly string[]; current?: string }) {
  return (
    <p class="row">
      {["all", ...p.statuses].map((s) => {
        const current = (p.current ?? "all") === s;
        return (
          <a
            href={s === "all" ? p.base : `${p.base}?status=${s}`}
            aria-current={current ? "page" : undefined}
          >
            {s}
          </a>
        );
      })}
    </p>
  );
}

/** A table's header row ("" for a column without a heading, such as one of buttons). */
export function Head(p: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {p.columns.map((c) => (
          <th>{c}</th>
        ))}
      </tr>
    </thead>
  );
}
