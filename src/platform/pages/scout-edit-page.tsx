// The scout's Edit page (`/platform/scouts/:id/edit`), and the fields it edits as the form shows them.

import type { Context } from "hono";
import type { ScoutRow } from "../../scouts/updates";
import { Layout } from "../layout";
import type { PlatformEnv } from "../session";
import { ScoutForm, type ScoutFormValues } from "./scout-parts";

/** The scout form's fields that its page's Edit changes. */
export const EDITED = [
  "query",
  "display_name",
  "output_interval",
  "notify",
  "user_timezone",
  "webhook_url",
  "webhook_format",
  "ignore",
] as const;

/** A scout as its Edit form shows it (and as the edit handler compares what came back with). */
export function formValues(row: ScoutRow) {
  return {
    query: row.query,
    display_name: row.displayName,
    output_interval: row.outputInterval,
    notify: row.notify,
    user_timezone: row.userTimezone ?? "",
    webhook_url: row.webhookUrl ?? "",
    // No format stored means the structured one, which the form shows chosen.
    webhook_format: row.webhookFormat ?? "scout",
    ignore: row.ignore,
  };
}

/**
 * `/platform/scouts/:id/edit`: the scout's fields in the New scout form's layout, filled in as it is, or as typed
 * when the edit came back with a problem. A page of its own: the scout's page refreshes itself while a run is due,
 * which would wipe a form being typed into.
 */
export function renderEditPage(
  c: Context<PlatformEnv>,
  row: ScoutRow,
  edit: { error?: string; values?: ScoutFormValues } = {},
) {
  const { config } = c.get("deps");
  const session = c.get("session");
  return (
    <Layout title={`Edit ${row.displayName}`} session={session} section="scouts">
      <p>
        <a href={`/platform/scouts/${row.id}`}>{`← ${row.displayName}`}</a>
      </p>
      <h1>Edit scout</h1>
      {edit.error ? <p class="flash error">{edit.error}</p> : null}
      <ScoutForm
        session={session}
        values={edit.values ?? { ...formValues(row), ignore: row.ignore.join("\n") }}
        minInterval={config.scouts.minIntervalS}
        edit={{ scoutId: row.id }}
      />
    </Layout>
  );
}
