// Pieces of the relay pages: the ingest URL to copy, the verification and destination form fields.

import { relayDestinationFormats, relayVerifySchemes } from "../../db/schema";
import { PRESETS } from "../../relay/presets";
import type { VerifyOptions } from "../../relay/verify";
import { HMAC_ALGORITHMS, HMAC_ENCODINGS } from "../../relay/verify-hmac";

/** What a refused form typed (never a secret: that field is always empty again). */
export type RelayFormValues = Record<string, string>;

const SCHEME_LABELS: Record<(typeof relayVerifySchemes)[number], string> = {
  standard_webhooks: "Standard Webhooks (webhook-signature)",
  stripe: "Stripe (Stripe-Signature)",
  github: "GitHub (X-Hub-Signature-256)",
  slack: "Slack (X-Slack-Signature)",
  header: "A header equal to the secret",
  hmac: "HMAC of your choosing (the fields below)",
  basic_auth: "Basic credentials (user name below, the secret is the password)",
  ed25519: "Ed25519 (the secret is the public key in hex)",
};

/** A verification as a reader sees it: the provider, or the scheme and the header it checks. */
export function verifyLabel(scheme: string | null, header: string | null, options?: VerifyOptions | null) {
  if (scheme === null) return "none (every request is accepted)";
  const preset = PRESETS.find((p) => p.name === options?.preset);
  if (preset) return `${preset.provider} (preset ${preset.name})`;
  if (scheme === "header" || scheme === "hmac") return `${scheme} ${header ?? ""}`;
  return SCHEME_LABELS[scheme as keyof typeof SCHEME_LABELS] ?? scheme;
}

/**
 * A value to copy (the ingest URL): the pages run no scripts, so one click selects all of it (user-select: all),
 * ready for the clipboard.
 */
export const CopyValue = (p: { value: string }) => (
  <pre class="secret copy" title="Click to select, then copy">
    {p.value}
  </pre>
);

/**
 * Provider preset or scheme, secret (never prefilled), and the scheme's fields; `none` offered when verification is
 * optional.
 */
export function VerifyFields(p: {
  values: RelayFormValues;
  optional: boolean;
  current?: string | null;
  currentPreset?: string | null;
}) {
  const chosen = p.values.verify_scheme ?? p.current ?? (p.optional ? "none" : "");
  const preset = p.values.verify_preset ?? p.currentPreset ?? "";
  const v = (name: string) => p.values[`verify_${name}`] ?? "";
  return (
    <>
      <div class="row">
        <label>
          Provider
          <select name="verify_preset">
            <option value="" selected={preset === ""}>
              another sender (choose a scheme)
            </option>
            {PRESETS.map((x) => (
              <option value={x.name} selected={x.name === preset}>
                {x.provider}
              </option>
            ))}
          </select>
        </label>
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
          Header name (header, hmac; ed25519: the signature's)
          <input type="text" name="verify_header" maxlength={200} value={v("header")} />
        </label>
        <label>
          User name (basic_auth, Postmark)
          <input type="text" name="verify_username" maxlength={200} value={v("username")} />
        </label>
      </div>
      <div class="row">
        <label>
          HMAC algorithm
          <select name="verify_algorithm">
            {HMAC_ALGORITHMS.map((a) => (
              <option value={a} selected={a === (v("algorithm") || "sha256")}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          Encoding
          <select name="verify_encoding">
            {HMAC_ENCODINGS.map((e) => (
              <option value={e} selected={e === (v("encoding") || "hex")}>
                {e}
              </option>
            ))}
          </select>
        </label>
        <label>
          Prefix (optional, e.g. sha256=)
          <input type="text" name="verify_prefix" maxlength={100} value={v("prefix")} />
        </label>
        <label>
          Signed content (optional; {"{timestamp} {method} {url} {body}"})
          <input
            type="text"
            name="verify_content"
            maxlength={1000}
            placeholder="{body}"
            value={v("content")}
          />
        </label>
        <label>
          Timestamp header (optional)
          <input type="text" name="verify_timestamp_header" maxlength={200} value={v("timestamp_header")} />
        </label>
        <label>
          Tolerance, seconds (optional)
          <input type="number" name="verify_tolerance_s" min={1} max={86400} value={v("tolerance_s")} />
        </label>
      </div>
    </>
  );
}

/**
 * URL, format, retry policy, rate limit, filter and transform of a destination, each name after `prefix`; `optional`
 * for a source's first one. What parseDestination (./relay-input.ts) reads.
 */
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
          Retry schedule (optional: seconds before the first attempt, then after each failure)
          <input
            type="text"
            name={n("retry_schedule")}
            placeholder="0, 5, 300, 1800, 7200, 18000, 36000, 36000"
            value={v("retry_schedule")}
          />
        </label>
        <label>
          Or max attempts (optional, 1 to 50)
          <input type="number" name={n("max_attempts")} min="1" max="50" value={v("max_attempts")} />
        </label>
        <label>
          with max age, seconds (up to 604800)
          <input type="number" name={n("max_age_s")} min="1" max="604800" value={v("max_age_s")} />
        </label>
        <label>
          Rate limit (optional: requests a second)
          <input
            type="number"
            name={n("rate_limit")}
            min="0.001"
            max="1000"
            step="any"
            value={v("rate_limit")}
          />
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
      <div class="row">
        <label>
          Transform (optional JSONata over method, path, query, headers, body; what it leaves out is kept)
          <textarea
            name={n("transform")}
            class="mono"
            maxlength={10000}
            placeholder='{"body": {"text": "Paid: " & body.data.object.amount_paid}}'
          >
            {v("transform")}
          </textarea>
        </label>
      </div>
    </>
  );
}
