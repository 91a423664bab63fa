import type { Context } from "hono";
import { raw } from "hono/html";
import type { Child } from "hono/jsx";
import { decodeCursor } from "../db/pagination";
import { webhookFormats } from "../db/schema";
import { HTTPError } from "../http/errors";
import type { Refusal } from "../refusal";
import { storedBytes } from "../text";
import { type MarkdownOptions, renderMarkdown } from "./markdown";
import type { PlatformEnv, PlatformSession } from "./session";

/** "1 task", "3 tasks". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Hidden CSRF field every form of a signed-in page carries. */
export const Csrf = (p: { session: PlatformSession }) => (
  <input type="hidden" name="_csrf" value={p.session.csrf} />
);

/** A one-button form that posts to `action` with the session's CSRF token: a page's task, key or inbox action. */
export const PostButton = (p: {
  session: PlatformSession;
  action: string;
  label: string;
  kind?: "danger" | "secondary";
}) => (
  <form method="post" action={p.action} class="inline">
    <Csrf session={p.session} />
    <button type="submit" class={p.kind}>
      {p.label}
    </button>
  </form>
);

/** A form's optional webhook: its URL and format (`webhook_url`, `webhook_format`), as typed or stored. */
export const WebhookFields = (p: { url?: string; format?: string }) => (
  <>
    <label>
      Webhook URL (optional)
      <input
        type="url"
        name="webhook_url"
        placeholder="https://hooks.slack.com/services/…"
        value={p.url ?? ""}
      />
    </label>
    <label>
      Format
      <select name="webhook_format">
        {webhookFormats.map((f) => (
          <option value={f} selected={f === (p.format || "scout")}>
            {f}
          </option>
        ))}
      </select>
    </label>
  </>
);

/** The sections in the header, in order. */
export const SECTIONS = [
  ["webhooks", "/platform/webhooks", "Deliveries"],
  ["inboxes", "/platform/webhooks/inboxes", "Inboxes"],
  ["browsing", "/platform/browsing", "Browsing"],
  ["research", "/platform/research", "Research"],
  ["scouts", "/platform/scouts", "Scouts"],
  ["settings", "/platform/settings", "Settings"],
] as const;
export type Section = (typeof SECTIONS)[number][0];

/**
 * The page frame: header with navigation (the current `section` marked) and sign-out, the stylesheet, and an
 * optional `<meta http-equiv=refresh>` while something on the page is still changing (no script needed).
 */
export function Layout(p: {
  title: string;
  session?: PlatformSession;
  section?: Section;
  refreshSeconds?: number;
  children: Child;
}) {
  // The doctype keeps browsers out of quirks mode (hono's JSX has no element for it).
  return (
    <>
      {raw("<!DOCTYPE html>")}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {p.refreshSeconds ? <meta http-equiv="refresh" content={String(p.refreshSeconds)} /> : null}
          <title>{`${p.title} · Scoutpost`}</title>
          <link rel="stylesheet" href="/platform/style.css" />
        </head>
        <body>
          <header class="top">
            <a class="brand" href="/platform/webhooks">
              Scoutpost
            </a>
            {p.session ? (
              <>
                <nav>
                  {SECTIONS.map(([key, href, label]) => (
                    <a href={href} aria-current={key === p.section ? "page" : undefined}>
                      {label}
                    </a>
                  ))}
                </nav>
                <span class="muted">{p.session.account.name}</span>
                <form method="post" action="/platform/sign-out">
                  <Csrf session={p.session} />
                  <button type="submit" class="secondary">
                    Sign out
                  </button>
                </form>
              </>
            ) : null}
          </header>
          <main>{p.children}</main>
        </body>
      </html>
    </>
  );
}

/** A status as a coloured badge: delivery states, or an HTTP status by class. */
export function Badge(p: { status: string | number | null }) {
  if (p.status === null) return <span class="muted">—</span>;
  const cls = typeof p.status === "number" ? `b-${String(p.status)[0]}xx` : `b-${p.status}`;
  return <span class={`badge ${cls}`}>{String(p.status)}</span>;
}

/** An ISO time as the pages write it: `2026-01-31 12:00:00 UTC`. */
export const utcLabel = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** An ISO time shown compactly (UTC), the full value on hover. */
export function Time(p: { iso: string | null }) {
  if (!p.iso) return <span class="muted">—</span>;
  return (
    <time datetime={p.iso} title={p.iso}>
      {utcLabel(p.iso)}
    </time>
  );
}

const SOURCE_PAGES: Partial<Record<string, string>> = {
  scout: "/platform/scouts",
  research: "/platform/research",
  browsing: "/platform/browsing",
};

/** The page of a delivery's source (a scout, a research or browsing task), when it has one. */
export const sourceHref = (type: string, id: string | null) =>
  id && SOURCE_PAGES[type] ? `${SOURCE_PAGES[type]}/${encodeURIComponent(id)}` : undefined;

/** A logged body: as text (Body), or, when its bytes were not UTF-8, their size and base64. */
export function StoredBody(p: { body: string; encoding: "utf8" | "base64" }) {
  if (p.encoding === "utf8") return <Body text={p.body} />;
  return (
    <>
      <p class="muted">{`Not UTF-8 text: ${plural(storedBytes(p.body, p.encoding).length, "byte")}, shown in base64.`}</p>
      <pre class="raw">{p.body}</pre>
    </>
  );
}

/** A body verbatim, with a laid-out copy when it is JSON. */
export function Body(p: { text: string | null | undefined }) {
  if (!p.text) return <p class="muted">(empty)</p>;
  let formatted: string | undefined;
  try {
    formatted = JSON.stringify(JSON.parse(p.text), null, 2);
  } catch {
    // not JSON: only the text as sent
  }
  // The body exactly as sent (the signed bytes, to copy when checking a signature), then the JSON laid out.
  return (
    <>
      <pre class="raw">{p.text}</pre>
      {formatted !== undefined && formatted !== p.text ? (
        <details>
          <summary>Formatted</summary>
          <pre>{formatted}</pre>
        </details>
      ) : null}
    </>
  );
}

/** Headers as a compact table. */
export function Headers(p: { headers: Record<string, string> | null | undefined }) {
  const entries = Object.entries(p.headers ?? {});
  if (entries.length === 0) return <p class="muted">(no headers)</p>;
  return (
    <div class="scroll">
      <table class="mono">
        <tbody>
          {entries.map(([k, v]) => (
            <tr>
              <th>{k}</th>
              <td class="url">{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The page for an unknown id, or one of another account (the two look the same). */
export function NotFound(p: { session: PlatformSession; section?: Section }) {
  const [, href, label] = SECTIONS.find(([key]) => key === p.section) ?? SECTIONS[0];
  return (
    <Layout title="Not found" session={p.session} section={p.section}>
      <h1>Not found</h1>
      <p>
        <a href={href}>{`Back to ${label.toLowerCase()}`}</a>
      </p>
    </Layout>
  );
}

/**
 * A task page's button (cancel, delete): `act` does it, answering the service's refusal when it cannot. An unknown
 * or another account's task answers the not-found page; any other refusal (the task moved on meanwhile) goes back
 * to the task's page, which shows where it is; done, `done()` answers.
 */
export function taskAction(
  c: Context<PlatformEnv>,
  section: Section,
  taskPage: string,
  act: () => Refusal | undefined,
  done: () => Response = () => c.redirect(taskPage, 303),
): Response | Promise<Response> {
  const refused = act();
  if (refused?.refused === "not_found")
    return c.html(<NotFound session={c.get("session")} section={section} />, 404);
  if (refused) return c.redirect(taskPage, 303);
  return done();
}

/** An error as a page (a form from an ended session, a malformed form, an unknown path), never bare text or JSON. */
export function ErrorPage(p: {
  title: string;
  message: string;
  session?: PlatformSession;
  signIn?: boolean;
}) {
  return (
    <Layout title={p.title} session={p.session}>
      <h1>{p.title}</h1>
      <p>{p.message}</p>
      <p>
        {p.signIn ? (
          <a href="/platform/sign-in">Sign in</a>
        ) : (
          <a href="/platform/webhooks">Back to Scoutpost</a>
        )}
      </p>
    </Layout>
  );
}

/** What is wrong with a form, in words, from the API's own validation (an HTTPError); undefined for other errors. */
export function formProblem(err: unknown): string | undefined {
  if (!(err instanceof HTTPError) || err.status !== 422) return undefined;
  if (typeof err.detail === "string") return err.detail;
  return err.detail
    .map((i) => `${i.loc.slice(1).join(".") || "form"}: ${i.msg.replace(/^Value error, /, "")}`)
    .join("; ");
}

/** Markdown rendered by src/platform/markdown.ts, which escapes every input character before adding markup. */
export function Markdown(p: { source: string; options?: MarkdownOptions }) {
  return <div class="md" dangerouslySetInnerHTML={{ __html: renderMarkdown(p.source, p.options) }} />;
}

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

/** One row of a task list: the task's page, status and creation time, then the list's own `<td>` cells. */
export interface TaskRow {
  href: string;
  status: string;
  createdAt: string | null;
  cells: Child;
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

/**
 * A task list (research, browsing): status and creation time first, each linking the task's page, the list's own
 * columns after them, a note when it is empty, and the pager (keeping the status filter).
 */
export function TaskTable(p: {
  columns: string[];
  rows: TaskRow[];
  empty: string;
  base: string;
  status?: string;
  prev: string | null;
  next: string | null;
}) {
  return (
    <div class="card scroll">
      <table>
        <Head columns={["Status", "Created", ...p.columns]} />
        <tbody>
          {p.rows.map((r) => (
            <tr>
              <td>
                <a href={r.href}>
                  <Badge status={r.status} />
                </a>
              </td>
              <td>
                <Time iso={r.createdAt} />
              </td>
              {r.cells}
            </tr>
          ))}
        </tbody>
      </table>
      {p.rows.length === 0 ? <p class="muted">{p.empty}</p> : null}
      <Pager base={p.status ? `${p.base}?status=${p.status}` : p.base} prev={p.prev} next={p.next} />
    </div>
  );
}

/**
 * A task's last `<dt>/<dd>` pairs: when it was created and completed, and, for a task with a webhook, a link to its
 * deliveries in the inspector.
 */
export function TaskTimes(p: {
  created: string;
  completed: string | null;
  id: string;
  webhookUrl: string | null;
}) {
  return (
    <>
      <dt>Created</dt>
      <dd>
        <Time iso={p.created} />
      </dd>
      <dt>Completed</dt>
      <dd>
        <Time iso={p.completed} />
      </dd>
      {p.webhookUrl ? (
        <>
          <dt>Webhook</dt>
          <dd>
            <a href={`/platform/webhooks?source_id=${p.id}`}>This task's webhook deliveries</a>
          </dd>
        </>
      ) : null}
    </>
  );
}
