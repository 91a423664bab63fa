import { Hono } from "hono";
import { storedBytes } from "../../text";
import { RESPONSE_BODY_LIMIT } from "../../webhooks/exchange";
import { TOO_MANY_INLINE_NOTICE, withInlineSlot } from "../../webhooks/inline-limit";
import { performAttempt } from "../../webhooks/perform";
import { deliveryStatus, getDeliveryWithAttempts } from "../../webhooks/queries";
import { type attemptView, deliveryDetailView } from "../../webhooks/views";
import { Badge, Body, Headers, StoredBody, sourceHref, Time } from "../display";
import { redirectWithNotice, takeNotice } from "../flash";
import { Csrf } from "../forms";
import { Layout, NotFound } from "../layout";
import { type PlatformEnv, type PlatformSession, requireSession } from "../session";

type Attempt = ReturnType<typeof attemptView>;

// Only automatic attempts are followed by retries: a failed manual or test attempt is not "retryable" to a reader.
const AUTOMATIC: ReadonlySet<string> = new Set(["initial", "retry"]);

const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/** The attempt's request as a curl command: the same URL, headers and body bytes (signature included). */
export function asCurl(
  r: Pick<Attempt["request"], "url" | "headers" | "body"> &
    Partial<Pick<Attempt["request"], "method" | "body_encoding">>,
): string {
  const headers = Object.entries(r.headers).map(([k, v]) => `  -H ${shellQuote(`${k}: ${v}`)} \\`);
  const method = r.method ?? "POST";
  // --globoff: curl would expand {a,b} and [1-3] in the URL into several requests; --data-raw: a body
  // starting with @ is data, not a file name. Bytes that are not text (a relayed body) come through base64 -d.
  const binary = r.body_encoding === "base64";
  return [
    `${binary ? `printf %s ${shellQuote(r.body)} | base64 -d | ` : ""}curl -sS --globoff -X ${method} ${shellQuote(r.url)} \\`,
    ...headers,
    binary
      ? "  --data-binary @-"
      : r.body === "" && method !== "POST"
        ? ""
        : `  --data-raw ${shellQuote(r.body)}`,
  ]
    .filter(Boolean)
    .join("\n")
    .replace(/ \\$/, "");
}

function AttemptCard(p: { a: Attempt }) {
  const { a } = p;
  return (
    <details class="card" open>
      <summary>
        {`#${a.number} ${a.trigger} · `}
        {a.response ? <Badge status={a.response.status} /> : <Badge status={a.error_class ?? "pending"} />}
        {` · ${a.completed_at === null ? "in flight" : a.duration_ms === null ? "duration unknown" : `${a.duration_ms} ms`} · `}
        <Time iso={a.started_at} />
      </summary>
      {a.error_class ? (
        <p class="flash error">{`${a.error_class}${a.retryable && AUTOMATIC.has(a.trigger) ? " (retryable)" : ""}: ${a.error_message ?? ""}`}</p>
      ) : null}
      <h2>Request</h2>
      <p class="mono">{`${a.request.method} ${a.request.url}`}</p>
      <Headers headers={a.request.headers} />
      <Body text={a.request.body} />
      <details>
        <summary>
          As curl (this exact request; receivers refuse its signature 5 minutes after it was sent)
        </summary>
        <pre class="raw">{asCurl(a.request)}</pre>
      </details>
      <h2>Response</h2>
      {a.response ? (
        <>
          <p>
            <Badge status={a.response.status} />
          </p>
          <Headers headers={a.response.headers} />
          {storedBytes(a.response.body, a.response.body_encoding).length >= RESPONSE_BODY_LIMIT - 3 ? (
            <p class="muted">{`Only the first ${RESPONSE_BODY_LIMIT / 1024} KiB of a response is kept.`}</p>
          ) : null}
          <StoredBody body={a.response.body} encoding={a.response.body_encoding} />
        </>
      ) : (
        <p class="muted">No response.</p>
      )}
    </details>
  );
}

function DeliveryPage(p: {
  d: ReturnType<typeof deliveryDetailView>;
  session: PlatformSession;
  notice?: string;
}) {
  const { d, session } = p;
  // A manual attempt runs without moving a finished delivery's status: its open attempt says it is in flight.
  const attemptOpen = d.attempt_log.some((a) => a.completed_at === null);
  const inFlight = d.status === "pending" || d.status === "delivering" || attemptOpen;
  const source = sourceHref(d.source_type, d.source_id);
  return (
    <Layout title="Delivery" session={session} section="webhooks" refreshSeconds={inFlight ? 2 : undefined}>
      <p>
        <a href="/platform/webhooks">← Deliveries</a>
      </p>
      <h1>
        Delivery <Badge status={d.status} />
      </h1>
      {p.notice ? <p class="flash">{p.notice}</p> : null}
      <div class="card">
        <dl class="kv">
          <dt>ID</dt>
          <dd class="mono">{d.id}</dd>
          <dt>URL</dt>
          <dd class="mono">{d.url}</dd>
          <dt>Format</dt>
          <dd>{d.format}</dd>
          <dt>Source</dt>
          <dd>
            {`${d.source_type} `}
            {source ? (
              <a class="mono" href={source}>
                {d.source_id}
              </a>
            ) : (
              <span class="mono">{d.source_id ?? ""}</span>
            )}
          </dd>
          <dt>Attempts</dt>
          <dd>{`${d.attempts} automatic, ${d.manual_attempts} manual`}</dd>
          <dt>Created</dt>
          <dd>
            <Time iso={d.created_at} />
          </dd>
          <dt>Completed</dt>
          <dd>
            <Time iso={d.completed_at} />
          </dd>
          <dt>Next attempt</dt>
          <dd>
            <Time iso={d.next_attempt_at} />
          </dd>
          <dt>Last error</dt>
          <dd>{d.last_error ?? "—"}</dd>
        </dl>
        {d.status === "delivering" || attemptOpen ? (
          <p class="muted">An attempt is in flight; this page refreshes until it has finished.</p>
        ) : (
          <form method="post" action={`/platform/webhooks/deliveries/${d.id}/redeliver`} class="row">
            <Csrf session={session} />
            <button type="submit">Redeliver</button>
          </form>
        )}
      </div>
      <h2>{`Attempts (${d.attempt_log.length})`}</h2>
      {d.attempt_log.length === 0 ? <p class="muted">No attempt yet.</p> : null}
      {d.attempt_log.map((a) => (
        <AttemptCard a={a} />
      ))}
      <details class="card">
        <summary>Event</summary>
        <Body text={JSON.stringify(d.event)} />
      </details>
    </Layout>
  );
}

/** `/platform/webhooks/deliveries/:id` and its Redeliver action (one manual attempt, no automatic retries). */
export const deliveryPages = new Hono<PlatformEnv>()
  .use("/platform/webhooks/deliveries/*", requireSession)
  .get("/platform/webhooks/deliveries/:id", async (c) => {
    const session = c.get("session");
    const found = await c
      .get("deps")
      .store.run(getDeliveryWithAttempts(session.account.id, c.req.param("id")));
    if (!found) return c.html(<NotFound session={session} />, 404);
    const notice = takeNotice(c, `/platform/webhooks/deliveries/${found.delivery.id}`);
    return c.html(
      <DeliveryPage
        d={deliveryDetailView(found.delivery, found.attempts)}
        session={session}
        notice={notice}
      />,
    );
  })
  .post("/platform/webhooks/deliveries/:id/redeliver", async (c) => {
    const deps = c.get("deps");
    const id = c.req.param("id");
    const status = await deps.store.run(deliveryStatus(c.get("session").account.id, id));
    if (!status) return c.html(<NotFound session={c.get("session")} />, 404);
    // One attempt at a time per delivery, as the API refuses a second with 409.
    const out = await withInlineSlot(deps, c.get("session").account.id, () =>
      performAttempt(deps, id, "manual"),
    );
    return redirectWithNotice(
      c,
      `/platform/webhooks/deliveries/${id}`,
      out === "too_many"
        ? TOO_MANY_INLINE_NOTICE
        : out === "busy"
          ? "An attempt is in flight right now; try again in a moment."
          : "Redelivered: the new attempt is at the bottom.",
    );
  });
