import { Hono } from "hono";
import { clip, storedBytes } from "../../text";
import { createInbox, deleteInbox } from "../../webhooks/inbox";
import { getInbox, listInboxes, listInboxRequests, ownDeliveries } from "../../webhooks/queries";
import { checkSignature, type SignatureCheck } from "../../webhooks/signing";
import { inboxRequestView, inboxView } from "../../webhooks/views";
import { Badge, Headers, StoredBody, Time } from "../display";
import { Csrf, PostButton } from "../forms";
import { Layout, NotFound } from "../layout";
import { Head, pageCursor } from "../lists";
import { type PlatformEnv, readFormText, requireSession } from "../session";

const PAGE_SIZE = 25;

/** The request's Standard Webhooks signature checked against your secrets, as your receiver would check it. */
function SignatureLine(p: { check: SignatureCheck }) {
  const c = p.check;
  if (c.result !== "valid") {
    if (c.result === "absent") return <p class="muted">Signature: none (no webhook-signature headers).</p>;
    return (
      <p class="flash error">
        Signature: does not match any of your signing secrets (another sender, or the body was changed).
      </p>
    );
  }
  const which =
    c.secret === "current" ? "your current secret" : "a replaced secret still in its 24 h overlap";
  const late =
    c.skewS > 300 ? `, but its timestamp is ${c.skewS} s off: receivers refuse more than 300 s` : "";
  return <p class={late ? "flash error" : "flash"}>{`Signature: valid with ${which}${late}.`}</p>;
}

/** Inboxes in the platform: list + create + delete, and one inbox's captured requests (optionally live). */
export const inboxPages = new Hono<PlatformEnv>()
  .use("/platform/webhooks/inboxes", requireSession)
  .use("/platform/webhooks/inboxes/*", requireSession)
  .get("/platform/webhooks/inboxes", async (c) => {
    const { store, config } = c.get("deps");
    const session = c.get("session");
    const rows = (await store.run(listInboxes(session.account.id, {}))).items.map((i) =>
      inboxView(i, config),
    );
    return c.html(
      <Layout title="Inboxes" session={session} section="inboxes">
        <h1>Inboxes</h1>
        <p class="muted">
          An inbox records every request sent to its URL. Point a scout's or task's webhook_url at it to see
          both sides of a delivery; add ?status=503 to the URL to rehearse retries.
        </p>
        <form method="post" action="/platform/webhooks/inboxes" class="card row">
          <Csrf session={session} />
          <label>
            Name
            <input type="text" name="name" maxlength={200} />
          </label>
          <label>
            Answers with
            <input type="number" name="response_status" min={200} max={599} value="200" />
          </label>
          <button type="submit">Create inbox</button>
        </form>
        <div class="card scroll">
          <table>
            <Head columns={["Name", "URL", "Answers", "Requests", "Last request", ""]} />
            <tbody>
              {rows.map((i) => (
                <tr>
                  <td>
                    <a href={`/platform/webhooks/inboxes/${i.id}`}>{i.name ?? "(unnamed)"}</a>
                  </td>
                  <td class="url mono">{i.url}</td>
                  <td>
                    <Badge status={i.response_status} />
                  </td>
                  <td class="num">{String(i.request_count)}</td>
                  <td>
                    <Time iso={i.last_request_at} />
                  </td>
                  <td>
                    <PostButton
                      session={session}
                      action={`/platform/webhooks/inboxes/${i.id}/delete`}
                      label="Delete"
                      kind="danger"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p class="muted">No inboxes yet.</p> : null}
        </div>
      </Layout>,
    );
  })
  .post("/platform/webhooks/inboxes", async (c) => {
    const { store, clock } = c.get("deps");
    const text = await readFormText(c);
    const name = clip(text("name"), 200);
    const status = Number(text("response_status") || Number.NaN);
    const inbox = await store.run(
      createInbox(clock, c.get("session").account.id, {
        name: name || null,
        responseStatus: Number.isInteger(status) && status >= 200 && status <= 599 ? status : 200,
      }),
    );
    return c.redirect(`/platform/webhooks/inboxes/${inbox.id}`, 303);
  })
  .post("/platform/webhooks/inboxes/:id/delete", async (c) => {
    const session = c.get("session");
    // Another account's inbox is answered exactly like an unknown one.
    if (!(await c.get("deps").store.run(deleteInbox(session.account.id, c.req.param("id"))))) {
      return c.html(<NotFound session={session} section="inboxes" />, 404);
    }
    return c.redirect("/platform/webhooks/inboxes", 303);
  })
  .get("/platform/webhooks/inboxes/:id", async (c) => {
    const { store, config, memory } = c.get("deps");
    const session = c.get("session");
    const id = c.req.param("id");
    const inbox = await store.run(getInbox(session.account.id, id));
    const cursor = pageCursor(c.req.query("cursor"));
    const page =
      inbox && (await store.run(listInboxRequests(session.account.id, id, { pageSize: PAGE_SIZE, cursor })));
    if (!inbox || !page) return c.html(<NotFound session={session} section="inboxes" />, 404);
    const view = inboxView(inbox, config);
    // The session's account is read with the session on every request, so its secrets are current.
    const { account } = session;
    const live = c.req.query("live") === "1";
    const base = `/platform/webhooks/inboxes/${id}`;
    const pageLink = (cur: string) =>
      `${base}?${new URLSearchParams({ cursor: cur, ...(live ? { live: "1" } : {}) })}`;
    const requests = page.items.map(inboxRequestView);
    // A captured request we sent names its delivery in webhook-id: link those that are this account's.
    const ours = await store.run(
      ownDeliveries(
        session.account.id,
        requests.map((r) => r.headers["webhook-id"]).filter((v): v is string => typeof v === "string"),
      ),
    );
    return c.html(
      <Layout
        title={view.name ?? "Inbox"}
        session={session}
        section="inboxes"
        refreshSeconds={live ? 3 : undefined}
      >
        <p>
          <a href="/platform/webhooks/inboxes">← Inboxes</a>
        </p>
        <h1>{view.name ?? "Inbox"}</h1>
        <div class="card">
          <dl class="kv">
            <dt>URL</dt>
            <dd class="mono">{view.url}</dd>
            {view.local_url && view.local_url !== view.url ? (
              <>
                <dt>From this service</dt>
                <dd class="mono">{view.local_url}</dd>
              </>
            ) : null}
            <dt>Answers with</dt>
            <dd>
              <Badge status={view.response_status} />
            </dd>
            <dt>Requests</dt>
            <dd>{String(page.total)}</dd>
            <dt>Sent here</dt>
            <dd>
              <a href={`/platform/webhooks?${new URLSearchParams({ url: `/hooks/inbox/${inbox.token}` })}`}>
                Deliveries to this inbox
              </a>
            </dd>
          </dl>
          <div class="row">
            {live ? (
              <a href={base}>Stop live view</a>
            ) : (
              <a href={`${base}?live=1`}>Live view (refresh every 3 s)</a>
            )}
            <PostButton session={session} action={`${base}/delete`} label="Delete inbox" kind="danger" />
          </div>
        </div>
        {requests.map((r) => (
          <details class="card">
            <summary>
              <Badge status={r.response_status} />
              {` ${r.method} ${r.path}${r.query ? `?${r.query}` : ""} · `}
              <Time iso={r.received_at} />
            </summary>
            {r.body_truncated ? <p class="flash error">Body over 256 KiB: answered 413, cut here.</p> : null}
            <SignatureLine
              check={checkSignature(
                r.headers,
                storedBytes(r.body, r.body_encoding),
                account,
                Date.parse(r.received_at),
                memory.signingKeys,
              )}
            />
            {ours.has(r.headers["webhook-id"] ?? "") ? (
              <p>
                <a href={`/platform/webhooks/deliveries/${r.headers["webhook-id"]}`}>
                  The delivery that sent this
                </a>
              </p>
            ) : null}
            <Headers headers={r.headers} />
            <StoredBody body={r.body} encoding={r.body_encoding} />
          </details>
        ))}
        {page.items.length === 0 ? <p class="muted">Nothing received yet.</p> : null}
        <div class="pager">
          {page.prev_cursor ? <a href={pageLink(page.prev_cursor)}>← Newer</a> : null}
          {page.next_cursor ? <a href={pageLink(page.next_cursor)}>Older →</a> : null}
        </div>
      </Layout>,
    );
  });
