import { sql } from "drizzle-orm";
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { VerifyOptions } from "../relay/verify";
import type { RetryPolicy } from "../webhooks/retry-policy";
import type { RetiredSecret } from "../webhooks/signing";

// Times are unix milliseconds (integers) throughout: they sort, compare and page cheaply.
// Every table that holds customer data carries account_id, and every query filters on it.

const id = () => text().primaryKey();
const createdAt = () => integer().notNull();
const json = <T>() => text({ mode: "json" }).$type<T>();

/**
 * A numbered source as stored with a research task or a scout update. `preview_data` (the page's title,
 * description, favicon and image) is absent on rows written before it was kept; the API shows it with null fields.
 */
export type StoredCitation = {
  id: number;
  url: string;
  title: string;
  preview_data?: {
    title: string | null;
    description: string | null;
    favicon: string | null;
    image: string | null;
  };
};

export const accounts = sqliteTable("accounts", {
  id: id(),
  name: text().notNull().unique(),
  creditsBalance: integer().notNull(),
  billingEnabled: integer({ mode: "boolean" }).notNull().default(false),
  /** Standard Webhooks signing secret (`whsec_...`). */
  webhookSecret: text().notNull(),
  /**
   * Secrets replaced by rotations, newest first, each still signing until its own `expiresAt` (24 h after it was
   * replaced), so a second rotation within a day does not cut the first one's overlap short.
   */
  retiredWebhookSecrets: json<{ secret: string; expiresAt: number }[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text().notNull().default("default"),
    /** First characters of the key, safe to display (`sp_AbCd`). */
    prefix: text().notNull(),
    /** SHA-256 hex of the whole key; the key itself is never stored. */
    keyHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer(),
    revokedAt: integer(),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_account_idx").on(t.accountId)],
);

/**
 * Platform (web UI) sign-ins. The cookie carries a random token; the row is keyed by its SHA-256, so the table alone
 * cannot be turned into cookies. Signing out deletes the row; revoking the key ends its sessions too.
 */
export const platformSessions = sqliteTable(
  "platform_sessions",
  {
    /** SHA-256 hex of the cookie's token. */
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    keyId: text()
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer().notNull(),
  },
  (t) => [index("platform_sessions_expiry_idx").on(t.expiresAt)],
);

/**
 * `Idempotency-Key` records (src/http/idempotency.ts, stored by src/db/idempotency-keys.ts): per account and key, the request it was first used with (a
 * hash of method, path and body) and, once answered, the answer to replay. Kept 24 h.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    key: text().notNull(),
    /** SHA-256 (hex) of the method, path and body of the first request. */
    fingerprint: text().notNull(),
    /** Null while the first request is still being answered. */
    status: integer(),
    contentType: text(),
    body: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/** Server-wide settings (for example the platform cookie signing key). */
export const settings = sqliteTable("settings", {
  key: text().primaryKey(),
  value: text().notNull(),
});

/** One row per charged piece of work: the ledger behind credits and `GET /v1/usage`. */
export const usageEvents = sqliteTable(
  "usage_events",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text({ enum: ["browsing_task", "research_task", "scout_run", "chat_request"] }).notNull(),
    refId: text(),
    credits: integer().notNull(),
    /** Credits charged beyond a zero balance (billing set up). */
    overage: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("usage_account_time_idx").on(t.accountId, t.createdAt),
    // The charge of one piece of work, for its refund when it never ran (a browsing task cancelled while queued).
    index("usage_ref_idx").on(t.refId),
  ],
);

/** The durable job queue (src/jobs): claimed by compare-and-swap on allocation_id with a lease. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    queue: text().notNull(),
    payload: json<unknown>().notNull(),
    status: text({ enum: ["pending", "running", "done", "failed"] }).notNull(),
    availableAt: integer().notNull(),
    leaseExpiresAt: integer(),
    allocationId: text(),
    /** How many times a claim ended with its lease expiring (worker died). */
    lostCount: integer().notNull().default(0),
    lastError: text(),
    /** The job's group within its queue, for its store's cap (jobsStore's groupConcurrency). */
    groupKey: text(),
    /** What the job is about (a scout, a delivery): "is one outstanding?" is one lookup of jobs_subject_idx. */
    subject: text(),
    createdAt: createdAt(),
    updatedAt: integer().notNull(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.queue, t.status, t.availableAt),
    // A grouped queue's waiting jobs by group: the claim that passes over full groups visits each group once.
    index("jobs_group_idx").on(t.queue, t.groupKey, t.availableAt).where(sql`status = 'pending'`),
    index("jobs_lease_idx").on(t.status, t.leaseExpiresAt),
    // Outstanding jobs by their subject, for "at most one at a time" checks. Queries repeat the WHERE literally
    // for SQLite to use it.
    index("jobs_subject_idx")
      .on(t.queue, t.subject)
      .where(sql`status in ('pending', 'running') and subject is not null`),
  ],
);

/** Why an attempt failed (src/webhooks/retry.ts): the attempt log's and the metrics' one list. */
export const errorClasses = [
  "timeout",
  "network",
  "http_status",
  "blocked",
  "interrupted",
  "transform",
] as const;
export const webhookFormats = ["scout", "slack", "zapier", "discord", "teams", "google_chat"] as const;
export type WebhookFormat = (typeof webhookFormats)[number];
export const deliverySources = ["scout", "research", "browsing", "test", "relay"] as const;
/**
 * A delivery's status, declared once: waiting (its first attempt or a retry), an attempt in flight, or finished.
 * The columns of both databases, the log's types, the API's and the pages' filters all take it from here.
 */
export const deliveryStatuses = ["pending", "delivering", "succeeded", "failed"] as const;
/** How a delivery's body is built: a webhook format, or a relayed request's own bytes (src/relay). */
export const deliveryFormats = [...webhookFormats, "passthrough"] as const;
export type DeliveryFormat = (typeof deliveryFormats)[number];
export type DeliverySource = (typeof deliverySources)[number];

/** One notification to one URL: the unit the inspector shows and the dispatcher retries. */
export const deliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    sourceType: text({ enum: deliverySources }).notNull(),
    sourceId: text(),
    /** The scout update this delivery announces, when the source is a scout. */
    updateId: text(),
    url: text().notNull(),
    format: text({ enum: deliveryFormats }).notNull(),
    /** The relayed request this delivery forwards (source type `relay`). */
    requestId: text(),
    /** The relay destination it goes to, whose retry policy and rate limit apply (src/webhooks/retry-policy.ts). */
    destinationId: text(),
    /**
     * The event (scout + update) the payload is built from; per-attempt fields are added at send time. A relay
     * delivery's event names its request, destination and source instead (src/relay/ingest.ts).
     */
    event: json<unknown>().notNull(),
    status: text({ enum: deliveryStatuses }).notNull(),
    /** Automatic attempts made (never above WEBHOOK_MAX_ATTEMPTS, or for a relay delivery its destination's policy). */
    attempts: integer().notNull().default(0),
    /** Manual redeliveries made; they never trigger automatic retries. */
    manualAttempts: integer().notNull().default(0),
    nextAttemptAt: integer(),
    lastStatusCode: integer(),
    lastError: text(),
    /** The error class of the last attempt recorded (null after a success); filtered on by the inspector. */
    lastErrorClass: text({ enum: errorClasses }),
    createdAt: createdAt(),
    completedAt: integer(),
    // The delivery row is the dispatcher's queue entry (docs/design.md §6): claimed by compare-and-swap on
    // allocation_id with a lease, through the job runner's queue-store contract (src/jobs/types.ts).
    leaseExpiresAt: integer(),
    allocationId: text(),
    /** How many claims ended with their lease expiring (the process died mid-attempt). */
    lostCount: integer().notNull().default(0),
    /**
     * The start its destination's rate limit reserved for its next automatic attempt (webhook_pace): the attempt
     * goes then without reserving again. Cleared when it starts.
     */
    slotAt: integer(),
  },
  (t) => [
    index("deliveries_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("deliveries_source_idx").on(t.accountId, t.sourceType, t.sourceId),
    // Partial indexes: only the rows the dispatcher looks for, so a delivery leaves them when it settles and the
    // claim and recovery scans never walk finished deliveries. The receiver index serves the claim that passes
    // over receivers at their concurrency cap: it visits each receiver with waiting deliveries once, instead of
    // walking past every waiting delivery of the full ones (a dead receiver's backlog can be 100,000).
    index("deliveries_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index("deliveries_receiver_due_idx").on(t.url, t.nextAttemptAt).where(sql`status = 'pending'`),
    index("deliveries_lease_idx").on(t.leaseExpiresAt).where(sql`status = 'delivering'`),
    index("deliveries_request_idx").on(t.requestId).where(sql`request_id is not null`),
    // A destination's failed and waiting deliveries (the failing destinations list, retry all).
    index("deliveries_destination_idx")
      .on(t.destinationId, t.status, t.completedAt)
      .where(sql`destination_id is not null`),
  ],
);

/**
 * A rate-limited receiver's pace (a relay destination's `rate_limit_per_s`): the earliest start of its next
 * automatic attempt. Each attempt reserves the slot at `next_at` and moves it on by one spacing.
 */
export const webhookPace = sqliteTable("webhook_pace", {
  key: text().primaryKey(),
  nextAt: integer().notNull(),
});

/** Append-only log of attempts: written before the request goes out, completed after. */
export const deliveryAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: id(),
    deliveryId: text()
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    number: integer().notNull(),
    trigger: text({ enum: ["initial", "retry", "manual", "test"] }).notNull(),
    startedAt: integer().notNull(),
    completedAt: integer(),
    durationMs: integer(),
    requestUrl: text().notNull(),
    /** POST for every webhook; a relayed request keeps its sender's method. */
    requestMethod: text().notNull().default("POST"),
    requestHeaders: json<Record<string, string>>().notNull(),
    requestBody: text().notNull(),
    /** `utf8`: `requestBody` is the text sent; `base64`: the bytes sent (a relayed body) were not UTF-8. */
    requestBodyEncoding: text({ enum: ["utf8", "base64"] })
      .notNull()
      .default("utf8"),
    responseStatus: integer(),
    responseHeaders: json<Record<string, string>>(),
    responseBody: text(),
    /** `utf8`: `responseBody` is the text received; `base64`: its bytes were not UTF-8, kept in base64. */
    responseBodyEncoding: text({ enum: ["utf8", "base64"] })
      .notNull()
      .default("utf8"),
    errorClass: text({ enum: errorClasses }),
    errorMessage: text(),
    retryable: integer({ mode: "boolean" }),
  },
  (t) => [
    uniqueIndex("attempts_delivery_number_idx").on(t.deliveryId, t.number),
    index("attempts_account_time_idx").on(t.accountId, t.startedAt),
    // Open attempts only (a handful in flight): the start-up and hourly sweeps of stranded ones read it, not the log.
    index("attempts_open_idx").on(t.startedAt).where(sql`completed_at is null`),
  ],
);

/** Capture URLs a developer can point webhooks at (the relay's receiving side). */
export const inboxes = sqliteTable(
  "webhook_inboxes",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    token: text().notNull(),
    name: text(),
    /** Status the inbox answers with unless the request names one with ?status=. */
    responseStatus: integer().notNull().default(200),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("inboxes_token_idx").on(t.token), index("inboxes_account_idx").on(t.accountId)],
);

export const inboxRequests = sqliteTable(
  "webhook_inbox_requests",
  {
    id: id(),
    inboxId: text()
      .notNull()
      .references(() => inboxes.id, { onDelete: "cascade" }),
    method: text().notNull(),
    path: text().notNull(),
    query: text(),
    headers: json<Record<string, string>>().notNull(),
    /** The body as text, or base64 when its bytes are not UTF-8 (`bodyEncoding`). */
    body: text().notNull(),
    /** `utf8`: `body` is the text as sent; `base64`: the bytes were not UTF-8 and `body` holds them in base64. */
    bodyEncoding: text({ enum: ["utf8", "base64"] })
      .notNull()
      .default("utf8"),
    /** The body went over the capture cap: what is stored is its start (and the inbox answered 413). */
    bodyTruncated: integer({ mode: "boolean" }).notNull().default(false),
    responseStatus: integer().notNull(),
    receivedAt: integer().notNull(),
  },
  (t) => [index("inbox_requests_inbox_time_idx").on(t.inboxId, t.receivedAt)],
);

/**
 * The slots of an account's test sends and single redeliveries in flight (src/webhooks/inline-limit.ts, their
 * only writer): one row per slot taken, numbered 0 to the cap, so the cap holds across every instance on the
 * database. A slot whose holder died is free again once `expiresAt` has passed.
 */
export const inlineSlots = sqliteTable(
  "webhook_inline_slots",
  {
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    slot: integer().notNull(),
    /** Names the send holding the slot: only it gives the slot back. */
    holder: text().notNull(),
    expiresAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slot] })],
);

export const researchTasks = sqliteTable(
  "research_tasks",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    query: text().notNull(),
    mode: text({ enum: ["fast", "deep"] }).notNull(),
    status: text({ enum: ["queued", "running", "succeeded", "failed"] }).notNull(),
    userTimezone: text(),
    userLocation: text(),
    outputSchema: json<unknown>(),
    webhookUrl: text(),
    webhookFormat: text({ enum: webhookFormats }),
    result: text(),
    structuredResult: json<unknown>(),
    citations: json<StoredCitation[]>(),
    /** Progress notes while running (`[{timestamp, message}]`). */
    updates: json<{ timestamp: number; message: string }[]>(),
    error: text(),
    rejectionReason: text(),
    jobId: text(),
    createdAt: createdAt(),
    startedAt: integer(),
    completedAt: integer(),
  },
  (t) => [
    index("research_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("research_account_status_time_idx").on(t.accountId, t.status, t.createdAt, t.id),
  ],
);

/**
 * Research tasks per account and status, kept exact by triggers on research_tasks (migration
 * 0002_research_task_count_triggers), so a list envelope's total and summary cost one small read instead of a scan
 * of every task the account ever made.
 */
export const researchTaskCounts = sqliteTable(
  "research_task_counts",
  {
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    status: text({ enum: ["queued", "running", "succeeded", "failed"] }).notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status] })],
);

export const browsingTasks = sqliteTable(
  "browsing_tasks",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    task: text().notNull(),
    startUrl: text(),
    maxSteps: integer().notNull(),
    /** The `agent` the client asked for, as given: stored and echoed (this instance has one navigator). */
    agent: text(),
    outputSchema: json<unknown>(),
    status: text({ enum: ["queued", "running", "succeeded", "failed", "cancelled"] }).notNull(),
    result: text(),
    structuredResult: json<unknown>(),
    error: text(),
    rejectionReason: text(),
    webhookUrl: text(),
    webhookFormat: text({ enum: webhookFormats }),
    cancelRequested: integer({ mode: "boolean" }).notNull().default(false),
    jobId: text(),
    createdAt: createdAt(),
    startedAt: integer(),
    completedAt: integer(),
  },
  (t) => [
    index("browsing_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("browsing_account_status_time_idx").on(t.accountId, t.status, t.createdAt, t.id),
  ],
);

export const browsingSteps = sqliteTable(
  "browsing_steps",
  {
    id: id(),
    taskId: text()
      .notNull()
      .references(() => browsingTasks.id, { onDelete: "cascade" }),
    step: integer().notNull(),
    action: json<Record<string, unknown>>().notNull(),
    url: text(),
    title: text(),
    /** WEBP bytes from CDP Page.captureScreenshot. */
    image: blob({ mode: "buffer" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("browsing_steps_task_step_idx").on(t.taskId, t.step)],
);

export const scouts = sqliteTable(
  "scouts",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    query: text().notNull(),
    displayName: text().notNull(),
    status: text({ enum: ["active", "paused", "done"] }).notNull(),
    outputInterval: integer().notNull(),
    startAt: integer(),
    nextRunAt: integer(),
    /** When the last update was stored (a run that happened, completed or failed). */
    lastRunAt: integer(),
    /** Set when the query changes: runs compare only with updates from then on (the first after it is a first run). */
    baselineAt: integer(),
    /** Text whose sentences a run leaves out of its findings (a "last updated" clock, a view counter). */
    ignore: json<string[]>().notNull().default([]),
    userTimezone: text(),
    userLocation: text(),
    webhookUrl: text(),
    webhookFormat: text({ enum: webhookFormats }),
    notify: text({ enum: ["changes", "always"] })
      .notNull()
      .default("changes"),
    /** JSON Schema each run's `structured_result` is filled to (with a model); null: none. */
    outputSchema: json<Record<string, unknown>>(),
    /** Published fields stored and echoed: no email is sent by this service, nothing is public (docs/api.md). */
    skipEmail: integer({ mode: "boolean" }).notNull().default(false),
    isPublic: integer({ mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer().notNull(),
    pausedAt: integer(),
    completedAt: integer(),
  },
  (t) => [
    index("scouts_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("scouts_due_idx").on(t.status, t.nextRunAt),
  ],
);

/** What one scout run did, as its update's `stats` shows it (snake_case: stored as the API answers it). */
export interface UpdateStats {
  /** Pages read (fetched and extracted). */
  pages_read: number;
  /** Sources cited in the report. */
  sources: number;
  /** From the run's start to its update being made. */
  duration_ms: number;
  /** Tokens of the model's report-writing call (as its server counted them); null when no model wrote it. */
  model_tokens: { prompt: number; completion: number; total: number } | null;
  /** The scout's output_schema: none, filled, failed (the model's answer did not fit, or it failed), no_model. */
  structured_output: "none" | "filled" | "failed" | "no_model";
}

export const scoutUpdates = sqliteTable(
  "scout_updates",
  {
    id: id(),
    scoutId: text()
      .notNull()
      .references(() => scouts.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    /** Unix milliseconds, as the reference API reports it. */
    timestamp: integer().notNull(),
    status: text().notNull(),
    hasChanges: integer({ mode: "boolean" }).notNull(),
    summary: text().notNull(),
    reportContent: text().notNull(),
    /** Normalised findings the next run compares against (all of them: what the scout ignores is left out then). */
    findings: json<unknown>(),
    /** How the findings were made (FINDINGS_VERSION in src/scouts/compare.ts). */
    findingsVersion: integer().notNull().default(1),
    citations: json<StoredCitation[]>(),
    error: text(),
    /** The scout's output_schema filled from this run's report (with a model), or null. */
    structuredResult: json<Record<string, unknown>>(),
    /** What the run did (UpdateStats in src/scouts/updates.ts); null for updates stored before it was recorded. */
    stats: json<UpdateStats>(),
  },
  (t) => [index("scout_updates_scout_time_idx").on(t.scoutId, t.timestamp, t.id)],
);

export const relayVerifySchemes = [
  "standard_webhooks",
  "stripe",
  "github",
  "slack",
  "header",
  "hmac",
  "basic_auth",
  "ed25519",
] as const;
export type RelayVerifyScheme = (typeof relayVerifySchemes)[number];

/** A relay source: an ingest URL that receives a sender's webhooks, verifies them, and forwards them (src/relay). */
export const relaySources = sqliteTable(
  "relay_sources",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** The secret part of the ingest URL `/hooks/relay/<token>`. */
    token: text().notNull(),
    verifyScheme: text({ enum: relayVerifySchemes }),
    /** The sender's signing secret; never in an answer. */
    verifySecret: text(),
    /** The header the `header` scheme compares with the secret, or the one the `hmac` scheme's signature is in. */
    verifyHeader: text(),
    /** The preset, and the `hmac`, `basic_auth` and `ed25519` settings (src/relay/verify.ts VerifyOptions). */
    verifyOptions: json<VerifyOptions>(),
    /** The secret a rotation replaced, still accepted until `previousSecretUntil` (senders switch gradually). */
    previousSecret: text(),
    previousSecretUntil: integer(),
    createdAt: createdAt(),
    updatedAt: integer().notNull(),
  },
  (t) => [
    uniqueIndex("relay_sources_token_idx").on(t.token),
    index("relay_sources_account_idx").on(t.accountId, t.createdAt, t.id),
  ],
);

/**
 * How many requests a source received and when the last came, kept in a few rows per source (`slot`) that ingest
 * picks at random: a source's concurrent requests then rarely wait on one row (src/relay/sources.ts). A source's
 * figures are the sum and the newest of its rows.
 */
export const relaySourceCounts = sqliteTable(
  "relay_source_counts",
  {
    sourceId: text()
      .notNull()
      .references(() => relaySources.id, { onDelete: "cascade" }),
    slot: integer().notNull(),
    requestCount: integer().notNull().default(0),
    lastRequestAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.slot] })],
);

export const relayDestinationFormats = ["passthrough", "slack", "discord", "teams", "google_chat"] as const;

/** Where a source's accepted requests are forwarded, each as one delivery of the webhook pipeline. */
export const relayDestinations = sqliteTable(
  "relay_destinations",
  {
    id: id(),
    sourceId: text()
      .notNull()
      .references(() => relaySources.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    url: text().notNull(),
    format: text({ enum: relayDestinationFormats }).notNull().default("passthrough"),
    /** Exact matches on header values and dotted JSON paths of the body; all must match (src/relay/filter.ts). */
    filter: json<{ headers?: Record<string, string>; body?: Record<string, unknown> }>(),
    paused: integer({ mode: "boolean" }).notNull().default(false),
    /** Its retry policy (src/webhooks/retry-policy.ts); null: the default schedule. */
    retry: json<RetryPolicy>(),
    /** At most this many deliveries a second start towards it (the others wait their turn); null: no limit. */
    rateLimitPerS: real(),
    /** Our Standard Webhooks secret signing its forwards (`sign: true`); null: forwards are not signed by us. */
    signingSecret: text(),
    /** Secrets a rotation replaced, still signing until each one's `expiresAt` (src/webhooks/signing.ts). */
    retiredSigningSecrets: json<RetiredSecret[]>(),
    /** A JSONata expression reshaping each forward (src/relay/transform.ts); null: forwarded as received. */
    transform: text(),
    createdAt: createdAt(),
  },
  (t) => [index("relay_destinations_source_idx").on(t.sourceId, t.createdAt)],
);

/** Every request a source received, accepted or not, with its bytes as they came. */
export const relayRequests = sqliteTable(
  "relay_requests",
  {
    id: id(),
    sourceId: text()
      .notNull()
      .references(() => relaySources.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    receivedAt: integer().notNull(),
    method: text().notNull(),
    /** The path after the ingest URL (`/` when none). */
    path: text().notNull(),
    query: text(),
    headers: json<Record<string, string>>().notNull(),
    body: blob({ mode: "buffer" }).notNull(),
    status: text({ enum: ["accepted", "rejected", "duplicate"] }).notNull(),
    /** Why it was rejected, or which request it repeats. */
    reason: text(),
    /** The sender's retry identity (webhook-id, X-GitHub-Delivery, …), when it has one. */
    dedupeKey: text(),
  },
  (t) => [
    // Newest first (keyset pages) and "after Last-Event-ID" (the stream) are both walks of this index.
    index("relay_requests_source_idx").on(t.sourceId, t.receivedAt, t.id),
    index("relay_requests_dedupe_idx")
      .on(t.sourceId, t.dedupeKey)
      .where(sql`dedupe_key is not null and status = 'accepted'`),
    index("relay_requests_time_idx").on(t.receivedAt),
  ],
);
