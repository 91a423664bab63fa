import { hostname } from "node:os";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
/** A whole number written in decimal digits (not `0x10`, `1e3` or `16.0`); empty or unset means the default. */
const int = (def: number, min = 0) =>
  z.preprocess(
    (v) => (typeof v !== "string" || v.trim() === "" ? undefined : /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: "must be a whole number in decimal digits" }).int().min(min).default(def),
  );
/** A timer length in ms: at least 1, at most what setTimeout takes (a longer one would fire at once). */
const ms = (def: number) => int(def, 1).pipe(z.number().max(2_147_483_647));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));
const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

/** The environment contract of docs/design.md §3. Every variable is optional. */
const EnvSchema = z.object({
  PORT: int(8080, 0).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_PATH: z.string().min(1).default("./data/scoutpost.db"),
  // Selects PostgreSQL over the SQLite file (docs/postgres.md).
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  PUBLIC_URL: optionalUrl,
  // This process's name in /health and the logs; several instances on one database tell themselves apart by it.
  INSTANCE_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]{1,64}$/, "must be 1 to 64 letters, digits, '.', '_' or '-'")
      .optional(),
  ),
  BOOTSTRAP_API_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^sp_[0-9A-Za-z]{40}$/, "must be sp_ followed by 40 base62 characters")
      .optional(),
  ),
  DEFAULT_CREDITS: int(1000),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^\S{16,}$/, "must be at least 16 characters, without spaces")
      .optional(),
  ),
  CORS_ORIGINS: optionalString.refine(
    (v) => parseList(v).every((o) => o === "*" || /^https?:\/\/[^/\s]+\/*$/i.test(o)),
    "each entry must be * or an origin such as https://app.example.com",
  ),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // How long a client may take to send a request's headers, and the whole request (the answer, a stream, is not
  // bounded); and how long an idle keep-alive connection stays open.
  HTTP_HEADERS_TIMEOUT_MS: ms(20_000),
  HTTP_REQUEST_TIMEOUT_MS: ms(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ms(5_000),
  WEBHOOK_TIMEOUT_MS: ms(10_000),
  WEBHOOK_MAX_ATTEMPTS: int(3, 1).pipe(z.number().max(10)),
  // 0 is allowed (retries at once, for tests and drills), the rest bounded as every other time is.
  WEBHOOK_BACKOFF_MS: int(1000, 0).pipe(z.number().max(2_147_483_647)),
  WEBHOOK_CONCURRENCY: int(16, 1),
  WEBHOOK_RECEIVER_CONCURRENCY: int(4, 1),
  WEBHOOK_ACCOUNT_CONCURRENCY: int(0, 0),
  WEBHOOK_ALLOWED_CIDRS: optionalString,
  WEBHOOK_LOCAL_HTTP: z.enum(["any", "inbox", "off"]).default("any"),
  WEBHOOK_RETENTION_DAYS: int(30, 1),
  RELAY_MAX_BODY_BYTES: int(1024 * 1024, 1).pipe(z.number().max(64 * 1024 * 1024)),
  RELAY_MAX_STREAMS_PER_KEY: int(10, 1),
  BROWSER_PATH: optionalString,
  BROWSER_CONCURRENCY: int(2, 1),
  BROWSER_STEP_TIMEOUT_MS: ms(60_000),
  BROWSER_TASK_TIMEOUT_MS: ms(1_800_000),
  AGENT_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  RESEARCH_TIMEOUT_MS: ms(600_000),
  SEARCH_URL: optionalUrl,
  MODEL_BASE_URL: optionalUrl,
  MODEL_API_KEY: optionalString,
  MODEL_NAME: optionalString,
  SCOUT_MIN_INTERVAL_S: int(1800, 1),
  CREDITS_BROWSING_TASK: int(10),
  CREDITS_RESEARCH_FAST: int(5),
  CREDITS_RESEARCH_DEEP: int(15),
  CREDITS_SCOUT_RUN: int(5),
  CREDITS_CHAT_REQUEST: int(1),
});

export type Env = z.input<typeof EnvSchema>;

/** A comma-separated list (CIDRs, origins), trimmed, empty items dropped. */
function parseList(raw: string | undefined): string[] {
  return raw
    ? raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** Build the readonly, nested config from an environment. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      `Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must be at most HTTP_REQUEST_TIMEOUT_MS (${e.HTTP_REQUEST_TIMEOUT_MS})`,
    );
  const config = {
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    databaseUrl: e.DATABASE_URL,
    instanceId: e.INSTANCE_ID ?? `${hostname()}-${process.pid}`,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    bootstrapApiKey: e.BOOTSTRAP_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    defaultCredits: e.DEFAULT_CREDITS,
    logLevel: e.LOG_LEVEL,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    // Browsers send the scheme and host in lower case.
    corsOrigins: parseList(e.CORS_ORIGINS).map((o) => o.replace(/\/+$/, "").toLowerCase()),
    webhooks: {
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      backoffMs: e.WEBHOOK_BACKOFF_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
      receiverConcurrency: e.WEBHOOK_RECEIVER_CONCURRENCY,
      /** 0: no cap per account. */
      accountConcurrency: e.WEBHOOK_ACCOUNT_CONCURRENCY,
      allowedCidrs: parseList(e.WEBHOOK_ALLOWED_CIDRS),
      localHttp: e.WEBHOOK_LOCAL_HTTP,
      retentionDays: e.WEBHOOK_RETENTION_DAYS,
    },
    relay: { maxBodyBytes: e.RELAY_MAX_BODY_BYTES, maxStreamsPerKey: e.RELAY_MAX_STREAMS_PER_KEY },
    browser: {
      path: e.BROWSER_PATH,
      concurrency: e.BROWSER_CONCURRENCY,
      stepTimeoutMs: e.BROWSER_STEP_TIMEOUT_MS,
      taskTimeoutMs: e.BROWSER_TASK_TIMEOUT_MS,
    },
    agent: { allowPrivateNetworks: e.AGENT_ALLOW_PRIVATE_NETWORKS },
    research: { timeoutMs: e.RESEARCH_TIMEOUT_MS },
    searchUrl: e.SEARCH_URL,
    model: e.MODEL_BASE_URL
      ? { baseUrl: e.MODEL_BASE_URL.replace(/\/+$/, ""), apiKey: e.MODEL_API_KEY, name: e.MODEL_NAME }
      : undefined,
    scouts: { minIntervalS: e.SCOUT_MIN_INTERVAL_S },
    credits: {
      browsingTask: e.CREDITS_BROWSING_TASK,
      researchFast: e.CREDITS_RESEARCH_FAST,
      researchDeep: e.CREDITS_RESEARCH_DEEP,
      scoutRun: e.CREDITS_SCOUT_RUN,
      chatRequest: e.CREDITS_CHAT_REQUEST,
    },
  } as const;
  return Object.freeze(config);
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}
