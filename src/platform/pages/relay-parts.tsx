// Pieces of the relay pages: the ingest URL to copy, the verification and destination form fields.

import { relayDestinationFormats, relayVerifySchemes } from "../../db/schema";

/** What a refused form typed (never a secret: that field is always empty again). */
export type RelayFormValues = Record<string, string>;

const SCHEME_LABELS: Record<(typeof relayVerifySchemes)[number], string> = {
  standard_webhooks: "Standard Webhooks (webhook-signature)",
  stripe: "Stripe (Stripe-Signature)",
  github: "GitHub (X-Hub-Signature-256)",
  slack: "Slack (X-Slack-Signature)",
  header: "A header equal to the secret",
};

/** A verification as a reader sees it: the scheme, and the header a `header` source checks. */
export const verifyLabel = (scheme: string | null, header: string | null) =>
  scheme === null
    ? "none (every request is accepted)"
    : scheme === "header"
      ? `header ${header ?? ""}`
      : (SCHEME_LABELS[scheme as keyof typeof SCHEME_LABELS] ?? scheme);

/**
 * A value to copy (the ingest URL): the pages run no scripts, so one click selects all of it (user-select: all),
 * ready for the clipboard.
 */
export const CopyValue = (p: { value: string }) => (
  <pre class="secret copy" title="Click to select, then copy">
    {p.value}
  </pre>
);

/** Scheme, secret (never prefilled) and header name; `none` offered when verification is optional. */
export function VerifyFields(p: { values: RelayFormValues; optional: boolean; current?: string | null }) {
  const chosen = p.values.verify_scheme ?? p.current ?? (p.optional ? "none" : "");
  return (
    <div class="row">
      <label>
        {p.optional ? "Verification (optional)" : "Verification"}
        <select name="verify_scheme">
          {p.optional ? (
            <option value="none" selected={chosen === "none"}>
              none
            </option>
          ) : null}
          {relayVerifySchemes.map((s) => (
            <option value={s} selected={s === chosen}>
              {SCHEME_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Secret
        <input type="password" name="verify_secret" maxlength={500} autocomplete="off" value="" />
      </label>
      <label>
        Header name (for the header scheme)
        <input type="text" name="verify_header" maxlength={200} value={p.values.verify_header ?? ""} />
      </label>
    </div>
  );
}

/** URL, format and filter of a destination, each name after `prefix`; `optional` for a source's first one. */
export function DestinationFields(p: { values: RelayFormValues; prefix?: string; optional?: boolean }) {
  const n = (name: string) => `${p.prefix ?? ""}${name}`;
  const v = (name: string) => p.values[n(name)] ?? "";
  return (
    <>
      <div class="row">
        <label>
          {p.optional ? "First destination URL (optional)" : "Destination URL"}
          <input
            type="url"
            name={n("url")}
            required={!p.optional}
            placeholder="https://example.com/webhooks"
            value={v("url")}
          />
        </label>
        <label>
          Format
          <select name={n("format")}>
            {relayDestinationFormats.map((f) => (
              <option value={f} selected={f === (v("format") || "passthrough")}>
                {f}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="row">
        <label>
          Filter (optional JSON: exact matches on headers and dotted body paths)
          <textarea
            name={n("filter")}
            placeholder='{"headers": {"x-github-event": "push"}, "body": {"ref": "refs/heads/main"}}'
          >
            {v("filter")}
          </textarea>
        </label>
      </div>
    </>
  );
}
