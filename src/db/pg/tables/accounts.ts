import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, int8, json } from "../columns";

export const accounts = pgTable("accounts", {
  id: id(),
  name: text().notNull().unique(),
  creditsBalance: int8().notNull(),
  billingEnabled: boolean().notNull().default(false),
  webhookSecret: text().notNull(),
  retiredWebhookSecrets: json<{ secret: string; expiresAt: number }[]>().notNull().default(sql`'[]'`),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text().notNull().default("default"),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: int8(),
    revokedAt: int8(),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_account_idx").on(t.accountId)],
);

export const platformSessions = pgTable(
  "platform_sessions",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    keyId: text()
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: int8().notNull(),
  },
  (t) => [index("platform_sessions_expiry_idx").on(t.expiresAt)],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    key: text().notNull(),
    fingerprint: text().notNull(),
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

export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: text().notNull(),
});

export const usageEvents = pgTable(
  "usage_events",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text({ enum: ["browsing_task", "research_task", "scout_run", "chat_request"] }).notNull(),
    refId: text(),
    credits: int8().notNull(),
    overage: int8().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("usage_account_time_idx").on(t.accountId, t.createdAt), index("usage_ref_idx").on(t.refId)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    queue: text().notNull(),
    payload: json<unknown>().notNull(),
    status: text({ enum: ["pending", "running", "done", "failed"] }).notNull(),
    availableAt: int8().notNull(),
    leaseExpiresAt: int8(),
    allocationId: text(),
    lostCount: integer().notNull().default(0),
    lastError: text(),
    groupKey: text(),
    subject: text(),
    createdAt: createdAt(),
    updatedAt: int8().notNull(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.queue, t.status, t.availableAt),
    index("jobs_group_idx").on(t.queue, t.groupKey, t.availableAt).where(sql`status = 'pending'`),
    index("jobs_lease_idx").on(t.status, t.leaseExpiresAt),
    index("jobs_subject_idx")
      .on(t.queue, t.subject)
      .where(sql`status in ('pending', 'running') and subject is not null`),
  ],
);
