// The relay list page (`/platform/relay`): the account's sources and the New source form.

import type { Context } from "hono";
import { failingDestinations } from "../../relay/failing";
import { listSources } from "../../relay/sources";
import { Time } from "../display";
import { takeNotice } from "../flash";
import { Csrf } from "../forms";
import { Layout } from "../layout";
import { Head, Pager, pageCursor } from "../lists";
import type { PlatformEnv } from "../session";
import { FailingDestinations } from "./relay-failing";
import { ingestUrl } from "./relay-input";
import { CopyValue, DestinationFields, type RelayFormValues, VerifyFields, verifyLabel } from "./relay-parts";

const PAGE_SIZE = 50;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** `/platform/relay`: sources with their ingest URL, verification, destinations and traffic; the New source form. */
export async function renderRelayList(
  c: Context<PlatformEnv>,
  form: { error?: string; values?: RelayFormValues } = {},
) {
  const { store, config } = c.get("deps");
  const session = c.get("session");
  const notice = takeNotice(c, "/platform/relay");
  const page = await store.run(
    listSources(session.account.id, {
      pageSize: PAGE_SIZE,
      cursor: pageCursor(c.req.query("cursor")),
    }),
  );
  const failing = await store.run(failingDestinations(session.account.id));
  const values = form.values ?? {};
  return (
    <Layout title="Relay" session={session} section="relay">
      <h1>Relay</h1>
      {notice ? <p class="flash">{notice}</p> : null}
      <p class="muted">
        A source receives webhooks from a sender at its ingest URL, checks the sender's signature, and
        forwards each accepted request to its destinations through the delivery log (retries, inspector,
        Redeliver).
      </p>
      <div class="card scroll">
        <table>
          <Head
            columns={["Name", "Ingest URL", "Verification", "Destinations", "Requests", "Last request"]}
          />
          <tbody>
            {page.items.map((s) => (
              <tr>
                <td>
                  <a href={`/platform/relay/${s.id}`}>{s.name}</a>
                </td>
                <td class="url">
                  <CopyValue value={ingestUrl(config, s.token)} />
                </td>
                <td>{verifyLabel(s.verifyScheme, s.verifyHeader, s.verifyOptions)}</td>
                <td class="num">
                  {`${s.destinations.length}${
                    s.destinations.some((d) => d.paused)
                      ? ` (${s.destinations.filter((d) => d.paused).length} paused)`
                      : ""
                  }`}
                </td>
                <td class="num">{String(s.requestCount)}</td>
                <td>
                  <Time iso={iso(s.lastRequestAt)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.items.length === 0 ? (
          <p class="muted">No sources yet: create one below (or POST /v1/relay/sources).</p>
        ) : null}
        <Pager base="/platform/relay" prev={page.prev_cursor} next={page.next_cursor} />
      </div>
      <FailingDestinations session={session} rows={failing} />
      <h2 id="new">New source</h2>
      <form method="post" action="/platform/relay" class="card">
        <Csrf session={session} />
        {form.error ? <p class="flash error">{form.error}</p> : null}
        <div class="row">
          <label>
            Name
            <input type="text" name="name" required maxlength={200} value={values.name ?? ""} />
          </label>
        </div>
        <VerifyFields values={values} optional={true} />
        <DestinationFields values={values} prefix="destination_" optional={true} />
        <div class="actions">
          <button type="submit">Create source</button>
        </div>
      </form>
    </Layout>
  );
}
