// One relay source's page (`/platform/relay/<id>`): its ingest URL, verification, destinations and recent requests.

import type { Context } from "hono";
import { listRequests, type RelayRequest } from "../../relay/requests";
import type { SourceDetail } from "../../relay/sources";
import { storedBody } from "../../text";
import { Badge, Headers, plural, StoredBody, Time } from "../display";
import { takeNotice } from "../flash";
import { Csrf, PostButton } from "../forms";
import { Layout } from "../layout";
import { Head, Pager, pageCursor } from "../lists";
import type { PlatformEnv, PlatformSession } from "../session";
import { retryLabel } from "./relay-failing";
import { ingestUrl } from "./relay-input";
import { CopyValue, DestinationFields, type RelayFormValues, VerifyFields, verifyLabel } from "./relay-parts";

const PAGE_SIZE = 25;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A refused form of this page: which one, its problem, and what was typed (never the secret). */
export type SourceForm = { form: "verify" | "destination"; error: string; values: RelayFormValues };

function RequestCard(p: { r: RelayRequest; source: SourceDetail; session: PlatformSession }) {
  const { r, source } = p;
  const base = `/platform/relay/${source.id}`;
  const body = storedBody(r.body, false);
  const url = new Map(source.destinations.map((d) => [d.id, d.url]));
  return (
    <div class="card">
      <header class="row">
        <Badge status={r.status} />
        <span class="mono">{`${r.method} ${r.path}${r.query ? `?${r.query}` : ""}`}</span>
        <Time iso={iso(r.receivedAt)} />
      </header>
      {r.reason ? <p class={r.status === "rejected" ? "flash error" : "muted"}>{r.reason}</p> : null}
      {r.deliveries.length > 0 ? (
        <ul class="changes">
          {r.deliveries.map((d) => (
            <li>
              <a href={`/platform/webhooks/deliveries/${d.id}`}>
                <Badge status={d.status} />
              </a>{" "}
              <span class="mono">
                {d.destinationId ? (url.get(d.destinationId) ?? "(a deleted destination)") : "—"}
              </span>
            </li>
          ))}
        </ul>
      ) : r.status === "accepted" ? (
        <p class="muted">Forwarded nowhere (no unpaused destination matched).</p>
      ) : null}
      {r.status === "accepted" ? (
        <PostButton
          session={p.session}
          action={`${base}/requests/${r.id}/replay`}
          label="Replay"
          kind="secondary"
        />
      ) : null}
      <details>
        <summary>Headers and body</summary>
        <Headers headers={r.headers} />
        <StoredBody body={body.body} encoding={body.bodyEncoding} />
      </details>
    </div>
  );
}

/** `/platform/relay/<id>`; `refused` shows one of its forms again with its problem and what was typed. */
export async function renderSourcePage(
  c: Context<PlatformEnv>,
  source: SourceDetail,
  refused?: SourceForm,
  /** A destination's signing secret just made: shown in this answer only (never in a redirect's cookie). */
  madeSecret?: { url: string; secret: string },
) {
  const { store, config, clock } = c.get("deps");
  const session = c.get("session");
  const base = `/platform/relay/${source.id}`;
  const notice = takeNotice(c, base);
  const page = await store.run(
    listRequests(session.account.id, source.id, {
      pageSize: PAGE_SIZE,
      cursor: pageCursor(c.req.query("cursor")),
    }),
  );
  const overlap =
    source.previousSecret && (source.previousSecretUntil ?? 0) > clock.now()
      ? source.previousSecretUntil
      : null;
  const values = (form: SourceForm["form"]) => (refused?.form === form ? refused.values : {});
  const error = (form: SourceForm["form"]) =>
    refused?.form === form ? <p class="flash error">{refused.error}</p> : null;
  return (
    <Layout title={source.name} session={session} section="relay">
      <p>
        <a href="/platform/relay">← Relay</a>
      </p>
      <h1>{source.name}</h1>
      {notice ? <p class="flash">{notice}</p> : null}
      {madeSecret ? (
        <div class="card">
          <p class="flash">
            {`Forwards to ${madeSecret.url} are signed with this secret, shown once: verify them with any Standard Webhooks library.`}
          </p>
          <CopyValue value={madeSecret.secret} />
        </div>
      ) : null}
      <div class="card">
        <dl class="kv">
          <dt>Ingest URL</dt>
          <dd>
            <CopyValue value={ingestUrl(config, source.token)} />
          </dd>
          <dt>Verification</dt>
          <dd>{verifyLabel(source.verifyScheme, source.verifyHeader, source.verifyOptions)}</dd>
          {overlap ? (
            <>
              <dt>Replaced secret</dt>
              <dd>
                {"Still accepted until "}
                <Time iso={iso(overlap)} />
              </dd>
            </>
          ) : null}
          <dt>Requests</dt>
          <dd>{String(source.requestCount)}</dd>
          <dt>Last request</dt>
          <dd>
            <Time iso={iso(source.lastRequestAt)} />
          </dd>
          <dt>Deliveries</dt>
          <dd>
            <a href={`/platform/webhooks?source_id=${source.id}`}>This source's deliveries</a>
          </dd>
        </dl>
      </div>
      <h2>Verification</h2>
      <form method="post" action={`${base}/verify`} class="card">
        <Csrf session={session} />
        {error("verify")}
        <p class="muted">
          A new secret for the same scheme is a rotation: the one it replaces is accepted for 24 h more.
        </p>
        <VerifyFields
          values={values("verify")}
          optional={false}
          current={source.verifyScheme}
          currentPreset={source.verifyOptions?.preset}
        />
        <div class="actions">
          <button type="submit">{source.verifyScheme ? "Change or rotate" : "Turn verification on"}</button>
        </div>
      </form>
      {source.verifyScheme ? (
        <PostButton
          session={session}
          action={`${base}/verify/off`}
          label="Turn verification off"
          kind="danger"
        />
      ) : null}
      <h2>Destinations</h2>
      <div class="card scroll">
        <table>
          <Head columns={["URL", "Format", "Filter", "Retries", "State", ""]} />
          <tbody>
            {source.destinations.map((d) => (
              <tr>
                <td class="url mono">
                  <a href={`${base}/destinations/${d.id}`}>{d.url}</a>
                </td>
                <td>{d.transform ? `${d.format}, transformed` : d.format}</td>
                <td class="url mono">{d.filter ? JSON.stringify(d.filter) : <span class="muted">—</span>}</td>
                <td>{`${retryLabel(d.retry, d.rateLimitPerS)}${d.signingSecret ? "; signed by us" : ""}`}</td>
                <td>
                  <Badge status={d.paused ? "paused" : "active"} />
                </td>
                <td>
                  <div class="row">
                    <a class="button" href={`${base}/destinations/${d.id}`}>
                      Edit or try a transform
                    </a>
                    <PostButton
                      session={session}
                      action={`${base}/destinations/${d.id}/${d.paused ? "resume" : "pause"}`}
                      label={d.paused ? "Resume" : "Pause"}
                      kind="secondary"
                    />
                    <PostButton
                      session={session}
                      action={`${base}/destinations/${d.id}/sign`}
                      label={d.signingSecret ? "Rotate secret" : "Sign forwards"}
                      kind="secondary"
                    />
                    {d.signingSecret ? (
                      <PostButton
                        session={session}
                        action={`${base}/destinations/${d.id}/unsign`}
                        label="Stop signing"
                        kind="secondary"
                      />
                    ) : null}
                    <PostButton
                      session={session}
                      action={`${base}/destinations/${d.id}/delete`}
                      label="Delete"
                      kind="danger"
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {source.destinations.length === 0 ? (
          <p class="muted">No destinations: requests are only logged.</p>
        ) : null}
      </div>
      <form method="post" action={`${base}/destinations`} class="card">
        <Csrf session={session} />
        {error("destination")}
        <DestinationFields values={values("destination")} />
        <div class="actions">
          <button type="submit">Add destination</button>
        </div>
      </form>
      <h2>{`Recent requests (${plural(source.requestCount, "request")} in all)`}</h2>
      <div class="card">
        <p class="muted">
          A sample event for this source's preset, signed with its secret and sent to its ingest URL:
          verified, recorded, forwarded and streamed to listening clients like a sender's (also{" "}
          <code>scoutpost trigger</code>).
        </p>
        <PostButton session={session} action={`${base}/trigger`} label="Send a test event" kind="secondary" />
      </div>
      {page.items.map((r) => (
        <RequestCard r={r} source={source} session={session} />
      ))}
      {page.items.length === 0 ? <p class="muted">Nothing received yet.</p> : null}
      <Pager base={base} prev={page.prev_cursor} next={page.next_cursor} />
      {/* Folded, so deleting a source and its log takes a second, deliberate click (the pages run no scripts). */}
      <details class="card">
        <summary>Delete this source</summary>
        <p>
          Its ingest URL stops answering and its destinations and request log are deleted. Deliveries already
          made stay in the delivery log.
        </p>
        <form method="post" action={`${base}/delete`}>
          <Csrf session={session} />
          <button type="submit" class="danger">
            Delete source and its requests
          </button>
        </form>
      </details>
    </Layout>
  );
}
