// One relay destination's page (`/platform/relay/<id>/destinations/<destination id>`): its settings to edit (URL,
// format, retry policy, rate limit, filter, transform) and a form that tries a transform on a stored request of the
// source or on a pasted JSON body, before it is saved.

import type { Context } from "hono";
import type { DestinationRow } from "../../relay/destinations";
import { listRequests } from "../../relay/requests";
import type { Source } from "../../relay/sources";
import type { TransformTried } from "../../relay/transform-try";
import { Badge, Body, Headers, utcLabel } from "../display";
import { takeNotice } from "../flash";
import { Csrf } from "../forms";
import { Layout } from "../layout";
import type { PlatformEnv } from "../session";
import { retryLabel } from "./relay-failing";
import { DestinationFields, type RelayFormValues } from "./relay-parts";

/** How many of the source's newest requests the try form offers. */
const SAMPLES = 20;

/** A refused form of this page (its problem and what was typed), or what a try made. */
export type DestinationForm =
  | { form: "edit"; error: string; values: RelayFormValues }
  | { form: "try"; error?: string; values: RelayFormValues; tried?: TransformTried };

/** The destination as its edit form shows it. */
export function destinationValues(d: DestinationRow): RelayFormValues {
  const r = d.retry;
  return {
    url: d.url,
    format: d.format,
    filter: d.filter ? JSON.stringify(d.filter) : "",
    retry_schedule: r && "schedule_s" in r ? r.schedule_s.join(", ") : "",
    max_attempts: r && "max_attempts" in r ? String(r.max_attempts) : "",
    max_age_s: r && "max_age_s" in r ? String(r.max_age_s) : "",
    rate_limit: d.rateLimitPerS === null ? "" : String(d.rateLimitPerS),
    transform: d.transform ?? "",
  };
}

/** What a try made: the request as it would be forwarded, or why it failed; what the expression received. */
function Tried(p: { tried: TransformTried }) {
  const { tried } = p;
  const input = JSON.stringify(tried.input, null, 2);
  return (
    <div class="card" id="tried">
      {tried.ok && tried.output ? (
        <>
          <p class="flash">It would be forwarded as:</p>
          <p class="mono">{`${tried.output.method} ${tried.url}`}</p>
          <Headers headers={tried.output.headers} />
          <Body text={tried.output.body} />
        </>
      ) : (
        <p class="flash error">{`The transform failed: ${tried.error}. A forward would record this on its attempt and not be retried.`}</p>
      )}
      <details>
        <summary>What the expression received</summary>
        <pre>{input}</pre>
      </details>
    </div>
  );
}

/** `/platform/relay/<id>/destinations/<destination id>`; `shown` is a refused form or a try's result. */
export async function renderDestinationPage(
  c: Context<PlatformEnv>,
  source: Source,
  d: DestinationRow,
  shown?: DestinationForm,
) {
  const { store } = c.get("deps");
  const session = c.get("session");
  const base = `/platform/relay/${source.id}/destinations/${d.id}`;
  const notice = takeNotice(c, base);
  const recent = await store.run(listRequests(session.account.id, source.id, { pageSize: SAMPLES }));
  const edit = shown?.form === "edit" ? shown : undefined;
  const tryForm = shown?.form === "try" ? shown : undefined;
  const tryValues = tryForm?.values ?? { expression: d.transform ?? "" };
  const picked = tryValues.request_id ?? recent.items[0]?.id ?? "";
  return (
    <Layout title={`Destination ${d.url}`} session={session} section="relay">
      <p>
        <a href={`/platform/relay/${source.id}`}>{`← ${source.name}`}</a>
      </p>
      <h1 class="url">{d.url}</h1>
      {notice ? <p class="flash">{notice}</p> : null}
      <div class="card">
        <dl class="kv">
          <dt>State</dt>
          <dd>
            <Badge status={d.paused ? "paused" : "active"} />
          </dd>
          <dt>Retries</dt>
          <dd>{retryLabel(d.retry, d.rateLimitPerS)}</dd>
          <dt>Transform</dt>
          <dd>
            {d.transform ? <pre>{d.transform}</pre> : <span class="muted">none: forwarded as received</span>}
          </dd>
        </dl>
      </div>
      <h2>Settings</h2>
      <form method="post" action={base} class="card">
        <Csrf session={session} />
        {edit ? <p class="flash error">{edit.error}</p> : null}
        <p class="muted">
          An empty retry field is the default schedule (about 27 hours); an empty transform forwards the
          request as received.
        </p>
        <DestinationFields values={edit?.values ?? destinationValues(d)} />
        <div class="actions">
          <button type="submit">Save</button>
        </div>
      </form>
      <h2>Try a transform</h2>
      <form method="post" action={`${base}/try`} class="card">
        <Csrf session={session} />
        {tryForm?.error ? <p class="flash error">{tryForm.error}</p> : null}
        <p class="muted">
          Runs the expression as a forward to this destination would, on a request this source received or on
          a JSON body you paste. Nothing is saved or sent.
        </p>
        <div class="row">
          <label>
            JSONata expression
            <textarea name="expression" class="mono" maxlength={10000} required>
              {tryValues.expression ?? ""}
            </textarea>
          </label>
        </div>
        <div class="row">
          <label>
            A stored request
            <select name="request_id">
              <option value="" selected={picked === ""}>
                none (use the pasted JSON)
              </option>
              {recent.items.map((r) => (
                <option value={r.id} selected={r.id === picked}>
                  {`${utcLabel(new Date(r.receivedAt).toISOString())} ${r.method} ${r.path} (${r.status})`}
                </option>
              ))}
            </select>
          </label>
          <label>
            Or a pasted JSON body (used instead when given)
            <textarea name="sample" class="mono" placeholder='{"type": "invoice.paid"}'>
              {tryValues.sample ?? ""}
            </textarea>
          </label>
        </div>
        <div class="actions">
          <button type="submit">Try it</button>
        </div>
      </form>
      {tryForm?.tried ? <Tried tried={tryForm.tried} /> : null}
    </Layout>
  );
}
