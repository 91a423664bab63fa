// The relay pages' forms read into the relay services' inputs, checked as the API checks them (docs/design.md
// §6b): a verification that could never pass, a URL outside the webhook URL rule, a filter that is not the
// filter's JSON shape each come back as a sentence for the form, never as a 500.

import type { Config } from "../../config";
import { relayDestinationFormats, relayVerifySchemes } from "../../db/schema";
import type { DestinationInput } from "../../relay/destinations";
import { relayFilterSchema } from "../../relay/filter";
import { PRESET_NAMES, type PresetName } from "../../relay/presets";
import type { VerifyInput } from "../../relay/sources";
import { transformSyntaxError } from "../../relay/transform";
import { checkVerifyFields, type VerifyFields } from "../../relay/verify-input";
import { RETRY_LIMITS, type RetryPolicy } from "../../webhooks/retry-policy";
import { parseWebhookUrl } from "../../webhooks/url-policy";

/** A form field's trimmed text, as readFormText gives it. */
type Text = (name: string) => string;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const NAME_MAX = 200;
const SECRET_MAX = 500;
const FIELD_MAX = 1000;
/** A filter's JSON as typed: generous, the schema's own limits then apply to what it holds. */
const FILTER_TEXT_MAX = 100_000;

/** The ingest URL a sender is pointed at (as the API's `ingest_url`). */
export const ingestUrl = (config: Config, token: string) => `${config.publicUrl}/hooks/relay/${token}`;

export function parseName(raw: string): Parsed<string> {
  if (!raw) return { ok: false, problem: "Name: give the source a name." };
  if (raw.length > NAME_MAX) return { ok: false, problem: `Name: at most ${NAME_MAX} characters.` };
  return { ok: true, value: raw };
}

/**
 * The verification fields: `verify_preset` (a provider, which fills the scheme), else `verify_scheme` with
 * `verify_secret` and the scheme's own fields (`verify_header`, the hmac ones, `verify_username`); empty fields
 * are left out. Null when neither is chosen and `optional`; otherwise checked as the API checks them.
 */
export function parseVerify(text: Text, optional: boolean): Parsed<VerifyInput | null> {
  const preset = text("verify_preset");
  const scheme = preset ? "" : text("verify_scheme");
  if (!preset && (!scheme || scheme === "none")) {
    if (optional) return { ok: true, value: null };
    return { ok: false, problem: "Verification: choose a provider or a scheme." };
  }
  if (preset && !(PRESET_NAMES as readonly string[]).includes(preset))
    return { ok: false, problem: "Verification: the provider is not one we know." };
  if (scheme && !(relayVerifySchemes as readonly string[]).includes(scheme))
    return { ok: false, problem: "Verification: the scheme is not one we know." };
  const secret = text("verify_secret");
  if (!secret) return { ok: false, problem: "Verification: enter the sender's secret." };
  if (secret.length > SECRET_MAX)
    return { ok: false, problem: `Verification: the secret is at most ${SECRET_MAX} characters.` };
  for (const name of ["header", "timestamp_header", "username", "prefix", "content"])
    if (text(`verify_${name}`).length > FIELD_MAX)
      return { ok: false, problem: `Verification: ${name} is at most ${FIELD_MAX} characters.` };
  const given = (name: string) => (scheme && text(`verify_${name}`)) || undefined;
  const tolerance = given("tolerance_s");
  const header = given("header");
  const fields: VerifyFields = {
    ...(preset ? { preset: preset as PresetName } : { scheme: scheme as VerifyFields["scheme"] }),
    secret,
    ...(scheme === "ed25519" ? { signature_header: header } : { header }),
    timestamp_header: given("timestamp_header"),
    username: text("verify_username") || undefined,
    ...(scheme === "hmac"
      ? {
          algorithm: given("algorithm") as VerifyFields["algorithm"],
          encoding: given("encoding") as VerifyFields["encoding"],
          prefix: given("prefix"),
          content: given("content"),
          tolerance_s: tolerance === undefined ? undefined : Number(tolerance),
        }
      : {}),
  };
  for (const k of Object.keys(fields) as (keyof VerifyFields)[])
    if (fields[k] === undefined) delete fields[k];
  const checked = checkVerifyFields(fields);
  return checked.ok ? checked : { ok: false, problem: `Verification: ${checked.problem}.` };
}

/** The filter textarea: empty is no filter; otherwise JSON of the filter's shape. */
export function parseFilter(raw: string): Parsed<DestinationInput["filter"]> {
  if (!raw) return { ok: true, value: null };
  if (raw.length > FILTER_TEXT_MAX) return { ok: false, problem: "Filter: too long." };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    return { ok: false, problem: `Filter: not valid JSON (${(err as Error).message}).` };
  }
  const parsed = relayFilterSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${["filter", ...i.path].join(".")}: ${i.message}`);
    return { ok: false, problem: `Filter: ${issues.join("; ")}.` };
  }
  const { headers, body } = parsed.data;
  const empty = !headers && !body;
  return { ok: true, value: empty ? null : parsed.data };
}

/**
 * The destination fields (`url`, `format`, `filter`, the retry policy's `retry_schedule` or `max_attempts` with
 * `max_age_s`, `rate_limit`, `transform`), with `prefix` before each name (`destination_`). An empty field is the
 * default: no filter, the default schedule, no limit, no transform.
 */
export function parseDestination(text: Text, prefix = ""): Parsed<DestinationInput> {
  const { url, problem } = parseWebhookUrl(text(`${prefix}url`));
  if (!url) return { ok: false, problem: `Destination URL: ${problem}.` };
  const format = text(`${prefix}format`) || "passthrough";
  if (!(relayDestinationFormats as readonly string[]).includes(format))
    return { ok: false, problem: `Destination format: one of ${relayDestinationFormats.join(", ")}.` };
  const filter = parseFilter(text(`${prefix}filter`));
  if (!filter.ok) return filter;
  const retry = parseRetry((name) => text(`${prefix}${name}`));
  if (!retry.ok) return retry;
  const rate = text(`${prefix}rate_limit`).trim();
  const rateLimitPerS = rate ? Number(rate) : null;
  if (rateLimitPerS !== null && !(rateLimitPerS > 0 && rateLimitPerS <= 1000))
    return { ok: false, problem: "Rate limit: a number of requests a second, above 0 and at most 1000." };
  const transform = text(`${prefix}transform`).trim() || null;
  const notJsonata = transform === null ? null : transformSyntaxError(transform);
  if (notJsonata) return { ok: false, problem: `Transform: not a JSONata expression: ${notJsonata}.` };
  return {
    ok: true,
    value: {
      url: url.href,
      format: format as DestinationInput["format"],
      filter: filter.value,
      retry: retry.value,
      rateLimitPerS,
      transform,
    },
  };
}

/** The retry fields: a schedule, or max attempts with max age, or neither (the default); never both. */
function parseRetry(text: Text): Parsed<RetryPolicy | null> {
  const schedule = parseSchedule(text("retry_schedule"));
  if (!schedule.ok) return schedule;
  const attempts = text("max_attempts");
  const age = text("max_age_s");
  if (!attempts && !age) return schedule;
  if (schedule.value)
    return { ok: false, problem: "Retry: give a schedule, or max attempts and max age, not both." };
  const { attempts: most, ageS } = RETRY_LIMITS;
  const whole = (raw: string, max: number) => (/^\d+$/.test(raw) && +raw >= 1 && +raw <= max ? +raw : null);
  const maxAttempts = whole(attempts, most);
  if (maxAttempts === null)
    return { ok: false, problem: `Max attempts: a whole number from 1 to ${most}, with a max age.` };
  const maxAgeS = whole(age, ageS);
  if (maxAgeS === null)
    return { ok: false, problem: `Max age: a whole number of seconds from 1 to ${ageS}, with max attempts.` };
  return { ok: true, value: { max_attempts: maxAttempts, max_age_s: maxAgeS } };
}

/** A retry schedule as typed (seconds, separated by commas or spaces); empty: the default. */
function parseSchedule(raw: string): Parsed<{ schedule_s: number[] } | null> {
  const parts = raw.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return { ok: true, value: null };
  const delays = parts.map(Number);
  const { delays: most, delayS } = RETRY_LIMITS;
  if (delays.length > most || delays.some((d) => !Number.isInteger(d) || d < 0 || d > delayS))
    return {
      ok: false,
      problem: `Retry schedule: at most ${most} whole numbers of seconds, each from 0 to ${delayS}.`,
    };
  return { ok: true, value: { schedule_s: delays } };
}
