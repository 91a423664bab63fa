/** Minimal pino-style JSON logger: one line per event, level filtered, secrets redacted. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const SECRET_KEYS = /^(authorization|x-api-key|cookie|set-cookie|api_?key|secret|password|token|key)$/i;
// No word boundaries: a key glued to other characters (`/tasks/<key>_copy`) must be caught too.
const SECRET_VALUES = /(sp_[0-9A-Za-z]{40}|whsec_[0-9A-Za-z+/=]{20,})/g;

/** Replace anything that looks like a credential, by key name or by value shape. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(SECRET_VALUES, "[redacted]");
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: redact(value.message, depth + 1) };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEYS.test(k) ? "[redacted]" : redact(v, depth + 1);
  return out;
}

export function createLogger(
  level: LogLevel = "info",
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log = (lvl: Exclude<LogLevel, "silent">) => (msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    const entry = { level: lvl, time: new Date().toISOString(), ...base, ...(fields ?? {}), msg };
    write(JSON.stringify(redact(entry)));
  };
  return {
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

export const silentLogger = createLogger("silent");
