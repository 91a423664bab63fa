import { findPreset, type PresetName, presetScheme } from "./presets";
import type { VerifyInput } from "./sources";
import { type VerifyOptions, type VerifyScheme, verifyConfigProblem } from "./verify";
import type { HmacSettings } from "./verify-hmac";

/**
 * A source's verification as the API and the pages take it (docs/relay.md, Verification): a preset, or a scheme
 * with its own fields. The secret is `secret` for every scheme; `password` (basic_auth) and `public_key`
 * (ed25519) are the same field under the name their scheme gives it.
 */
export interface VerifyFields {
  preset?: PresetName;
  scheme?: VerifyScheme;
  secret?: string;
  header?: string;
  algorithm?: HmacSettings["algorithm"];
  encoding?: HmacSettings["encoding"];
  prefix?: string;
  content?: string;
  timestamp_header?: string;
  tolerance_s?: number;
  username?: string;
  password?: string;
  public_key?: string;
  signature_header?: string;
}

type Field = keyof VerifyFields;

/** Which fields each scheme takes besides `scheme` and `secret`; any other is refused rather than ignored. */
const SCHEME_FIELDS: Record<VerifyScheme, Field[]> = {
  standard_webhooks: [],
  stripe: [],
  github: [],
  slack: [],
  header: ["header"],
  hmac: ["header", "algorithm", "encoding", "prefix", "content", "timestamp_header", "tolerance_s"],
  basic_auth: ["username", "password"],
  ed25519: ["public_key", "signature_header", "timestamp_header"],
};
const ALWAYS: Field[] = ["preset", "scheme", "secret"];

export type Checked = { ok: true; value: VerifyInput } | { ok: false; problem: string };
const refuse = (problem: string): Checked => ({ ok: false, problem });

/** The fields read into what a source stores, or the problem that makes them unusable. */
export function checkVerifyFields(f: VerifyFields): Checked {
  const preset = f.preset === undefined ? undefined : findPreset(f.preset);
  if (f.preset !== undefined && !preset) return refuse("the preset is not one we know");
  const scheme = preset ? presetScheme(preset) : f.scheme;
  if (!scheme) return refuse("choose a scheme or a preset");
  if (preset && f.scheme !== undefined && f.scheme !== scheme)
    return refuse(`the ${preset.name} preset verifies with the ${scheme} scheme, not ${f.scheme}`);
  // A preset fills every setting but the secret (and Basic credentials' user name).
  const allowed = new Set<Field>([...ALWAYS, ...(preset ? [] : SCHEME_FIELDS[scheme])]);
  if (preset && scheme === "basic_auth") allowed.add("username").add("password");
  const extra = (Object.keys(f) as Field[]).filter((k) => f[k] !== undefined && !allowed.has(k));
  if (extra.length > 0)
    return refuse(
      `${extra.join(", ")} ${extra.length === 1 ? "is not a setting" : "are not settings"} of ${preset ? `the ${preset.name} preset` : `the ${scheme} scheme`}`,
    );
  const aliases = [f.secret, f.password, f.public_key].filter((v) => v !== undefined);
  if (new Set(aliases).size > 1) return refuse("give the secret once");
  const secret = aliases[0];
  if (!secret) return refuse("give the secret");
  if (scheme === "hmac" && !preset && (!f.algorithm || !f.encoding))
    return refuse("the hmac scheme needs its algorithm and encoding");
  const options = optionsOf(f, preset?.name as PresetName | undefined);
  const value: VerifyInput = {
    scheme,
    secret,
    header: !preset && (scheme === "header" || scheme === "hmac") ? (f.header ?? null) : null,
    options,
  };
  const problem = verifyConfigProblem({
    scheme,
    secret,
    header: value.header ?? undefined,
    options: options ?? undefined,
  });
  return problem ? refuse(problem) : { ok: true, value };
}

function optionsOf(f: VerifyFields, preset: PresetName | undefined): VerifyOptions | null {
  const o: VerifyOptions = {
    preset,
    algorithm: f.algorithm,
    encoding: f.encoding,
    prefix: f.prefix,
    content: f.content,
    timestamp_header: f.timestamp_header,
    tolerance_s: f.tolerance_s,
    username: f.username,
    signature_header: f.signature_header,
  };
  const kept = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ""));
  return Object.keys(kept).length > 0 ? (kept as VerifyOptions) : null;
}

/** What an answer shows of a stored verification: never the secret, the password or the public key. */
export function verifyView(scheme: VerifyScheme, header: string | null, options: VerifyOptions | null) {
  return { scheme, ...(header ? { header } : {}), ...(options ?? {}) };
}
