import type { Child } from "hono/jsx";
import type { Finding, FindingsDiff } from "../../scouts/compare";
import type { updateJson } from "../../scouts/serialize";
import type { LatestDelivery } from "../../webhooks/queries";
import { Badge, Markdown, Time } from "../display";
import { Csrf, WebhookFields } from "../forms";
import { withoutSourcesSection } from "../markdown";
import type { PlatformSession } from "../session";
import { Sources } from "./research";

// The pieces of the scout pages (src/platform/pages/scout*.tsx): an update's card, the New scout form, and the
// list of what changed between two runs.

/** An interval in seconds as people say it: "every 30 min", "every 1 day". */
export function every(seconds: number): string {
  const units: [number, string][] = [
    [86_400, "day"],
    [3_600, "h"],
    [60, "min"],
  ];
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const n = seconds / size;
      return `every ${n} ${name}${name === "day" && n !== 1 ? "s" : ""}`;
    }
  }
  return `every ${seconds} s`;
}

// A row from before the schedule fields were bounded can hold a time no Date can show: no time rather than a 500.
export const isoFromUnix = (unixS: number | null) => {
  const d = new Date((unixS ?? Number.NaN) * 1000);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

type Update = ReturnType<typeof updateJson>;

type UpdateDelivery = LatestDelivery;

/** One update: when, how it came out, its webhook delivery (when one was sent) and its report. */
export function UpdateCard(p: { u: Update; open: boolean; delivery?: UpdateDelivery; page?: string }) {
  const { u, delivery } = p;
  const cited = new Set(u.citations.map((s) => s.id));
  return (
    <article class="card update">
      <header class="row">
        {p.page ? (
          <a href={p.page}>
            <Time iso={new Date(u.timestamp).toISOString()} />
          </a>
        ) : (
          <Time iso={new Date(u.timestamp).toISOString()} />
        )}
        <Badge status={u.status} />
        {u.status === "completed" ? <Badge status={u.has_changes ? "changed" : "unchanged"} /> : null}
        {delivery ? (
          <a href={`/platform/webhooks?update_id=${u.id}`} title={delivery.lastError ?? undefined}>
            {"webhook "}
            <Badge status={delivery.status} />
          </a>
        ) : null}
      </header>
      <p>{u.summary}</p>
      {u.error ? <p class="flash error">{u.error}</p> : null}
      {u.report_content ? (
        <details open={p.open}>
          <summary>Report</summary>
          <Markdown source={withoutSourcesSection(u.report_content)} options={{ citations: cited }} />
          <Sources citations={u.citations} />
        </details>
      ) : null}
    </article>
  );
}

/** Values of a scout form, as typed (kept when the form comes back with a problem). */
export type ScoutFormValues = Record<string, string | number | undefined>;

/** Intervals the scout forms offer, those below SCOUT_MIN_INTERVAL_S left out. */
const INTERVALS = [1_800, 3_600, 21_600, 86_400, 604_800];

/**
 * The New scout form, and the same fields to edit one (`edit`: posted to its page's edit action, with the text it
 * ignores); values kept when it comes back with a problem.
 */
export function ScoutForm(p: {
  session: PlatformSession;
  values: ScoutFormValues;
  minInterval: number;
  edit?: { scoutId: string };
}) {
  const v = (name: string) => (p.values[name] === undefined ? "" : String(p.values[name]));
  const chosen = Number(p.values.output_interval ?? 86_400);
  // A scout made through the API can run at any interval from the minimum up: its own is offered too.
  const intervals = [...new Set([...INTERVALS, chosen])]
    .filter((s) => s >= p.minInterval && Number.isSafeInteger(s))
    .sort((a, b) => a - b);
  return (
    <form
      method="post"
      action={p.edit ? `/platform/scouts/${p.edit.scoutId}/edit` : "/platform/scouts"}
      class="card"
    >
      <Csrf session={p.session} />
      <div class="row">
        <label>
          What to watch (name the page's URL)
          <textarea
            name="query"
            required
            maxlength={10_000}
            placeholder="Tell me when the price on https://example.com/product changes"
          >
            {v("query")}
          </textarea>
        </label>
      </div>
      <div class="row">
        <label>
          Name (optional)
          <input type="text" name="display_name" maxlength={200} value={v("display_name")} />
        </label>
        <label>
          Runs
          <select name="output_interval">
            {intervals.map((s) => (
              <option value={String(s)} selected={s === chosen}>
                {every(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Notify
          <select name="notify">
            <option value="changes" selected={v("notify") !== "always"}>
              on changes
            </option>
            <option value="always" selected={v("notify") === "always"}>
              after every run
            </option>
          </select>
        </label>
        <label>
          Time zone (optional)
          <input
            type="text"
            name="user_timezone"
            maxlength={64}
            placeholder="Europe/Oslo"
            value={v("user_timezone")}
          />
        </label>
      </div>
      <div class="row">
        <WebhookFields url={v("webhook_url")} format={v("webhook_format")} />
        {p.edit ? null : <button type="submit">Create scout</button>}
      </div>
      {p.edit ? (
        <div class="row">
          <label>
            Leave out of change detection (one per line: a sentence containing it is not compared)
            <textarea name="ignore" maxlength={12_000} placeholder={"last updated\npeople are viewing"}>
              {v("ignore")}
            </textarea>
          </label>
          <button type="submit">Save changes</button>
        </div>
      ) : null}
    </form>
  );
}

const SHOWN_CHANGES = 50;

/** A finding as a list item: its text, and the page it was read on. */
function FindingItem(p: { f: Finding; mark: string }) {
  return (
    <li>
      {`${p.mark} ${p.f.text}`}
      {p.f.url ? <span class="mono url muted">{` ${p.f.url}`}</span> : null}
    </li>
  );
}

/** One kind of change, headed with its count, at most SHOWN_CHANGES of them listed. */
function ChangeList<T>(p: { title: string; items: T[]; item: (x: T) => Child }) {
  if (p.items.length === 0) return null;
  return (
    <>
      <h3>{`${p.title} (${p.items.length})`}</h3>
      <ul class="changes">
        {p.items.slice(0, SHOWN_CHANGES).map(p.item)}
        {p.items.length > SHOWN_CHANGES ? (
          <li class="muted">{`… and ${p.items.length - SHOWN_CHANGES} more`}</li>
        ) : null}
      </ul>
    </>
  );
}

/** What an update found changed since the run before: changed sentences (before → after), new ones, gone ones. */
export function Changes(p: { diff: FindingsDiff | undefined; title?: string }) {
  const { diff } = p;
  if (!diff) return <p class="muted">The first run of this query: nothing before it to compare with.</p>;
  const none = diff.added.length + diff.removed.length + diff.changed.length === 0;
  return (
    <div class="card">
      <h2>{p.title ?? "What changed since the run before"}</h2>
      {none ? <p class="muted">Nothing: every sentence read is as it was.</p> : null}
      <ChangeList
        title="Changed"
        items={diff.changed}
        item={(c) => (
          <li>
            <del>{c.before.text}</del>
            {" → "}
            <ins>{c.after.text}</ins>
          </li>
        )}
      />
      <ChangeList title="New" items={diff.added} item={(f) => <FindingItem f={f} mark="+" />} />
      <ChangeList title="Gone" items={diff.removed} item={(f) => <FindingItem f={f} mark="−" />} />
    </div>
  );
}
