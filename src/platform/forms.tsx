// The pieces of the pages' forms: the CSRF field, one-button forms, webhook fields, a refused form's problem.

import { webhookFormats } from "../db/schema";
import { HTTPError } from "../http/errors";
import type { PlatformSession } from "./session";

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

/** What is wrong with a form, in words, from the API's own validation (an HTTPError); undefined for other errors. */
export function formProblem(err: unknown): string | undefined {
  if (!(err instanceof HTTPError) || err.status !== 422) return undefined;
  if (typeof err.detail === "string") return err.detail;
  return err.detail
    .map((i) => `${i.loc.slice(1).join(".") || "form"}: ${i.msg.replace(/^Value error, /, "")}`)
    .join("; ");
}
