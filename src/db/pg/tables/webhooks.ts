import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { VerifyOptions } from "../../../relay/verify";
import type { RetryPolicy } from "../../../webhooks/retry-policy";
import type { RetiredSecret } from "../../../webhooks/signing";
import {
  deliveryFormats,
  deliverySources,
  deliveryStatuses,
  relayDestinationFormats,
  relayVerifySchemes,
} from "../../schema";
import { bodyEncodings, bytea, createdAt, errorClasses, id, int8, json } from "../columns";
import { accounts } from "./accounts";

export const deliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    sourceType: text({ enum: deliverySources }).notNull(),
    sourceId: text(),
    updateId: text(),
    url: text().notNull(),
    format: text({ enum: deliveryFormats }).notNull(),
    requestId: text(),
    destinationId: text(),
    event: json<unknown>().notNull(),
    status: text({ enum: deliveryStatuses }).notNull(),
    attempts: integer().notNull().default(0),
    manualAttempts: integer().notNull().default(0),
    nextAttemptAt: int8(),
    lastStatusCode: integer(),
    lastError: text(),
    lastErrorClass: text({ enum: errorClasses }),
    createdAt: createdAt(),
    completedAt: int8(),
    leaseExpiresAt: int8(),
    allocationId: text(),
    lostCount: integer().notNull().default(0),
    slotAt: int8(),
  },
  (t) => [
    index("deliveries_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("deliveries_source_idx").on(t.accountId, t.sourceType, t.sourceId),
    index("deliveries_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index("deliveries_receiver_due_idx").on(t.url, t.nextAttemptAt).where(sql`status = 'pending'`),
    index("deliveries_lease_idx").on(t.leaseExpiresAt).where(sql`status = 'delivering'`),
    index("deliveries_request_idx").on(t.requestId).where(sql`request_id is not null`),
    index("deliveries_destination_idx")
      .on(t.destinationId, t.status, t.completedAt)
      .where(sql`destination_id is not null`),
  ],
);

export const webhookPace = pgTable("webhook_pace", {
  key: text().primaryKey(),
  nextAt: int8().notNull(),
});

export const deliveryAttempts = pgTable(
  "webhook_attempts",
  {
    id: id(),
    deliveryId: text()
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    number: integer().notNull(),
    trigger: text({ enum: ["initial", "retry", "manual", "test"] }).notNull(),
    startedAt: int8().notNull(),
    completedAt: int8(),
    durationMs: integer(),
    requestUrl: text().notNull(),
    requestMethod: text().notNull().default("POST"),
    requestHeaders: json<Record<string, string>>().notNull(),
    requestBody: text().notNull(),
    requestBodyEncoding: text({ enum: bodyEncodings }).notNull().default("utf8"),
    responseStatus: integer(),
    responseHeaders: json<Record<string, string>>(),
    responseBody: text(),
    responseBodyEncoding: text({ enum: bodyEncodings }).notNull().default("utf8"),
    errorClass: text({ enum: errorClasses }),
    errorMessage: text(),
    retryable: boolean(),
  },
  (t) => [
    uniqueIndex("attempts_delivery_number_idx").on(t.deliveryId, t.number),
    index("attempts_account_time_idx").on(t.accountId, t.startedAt),
    index("attempts_open_idx").on(t.startedAt).where(sql`completed_at is null`),
  ],
);

export const inboxes = pgTable(
  "webhook_inboxes",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    token: text().notNull(),
    name: text(),
    responseStatus: integer().notNull().default(200),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("inboxes_token_idx").on(t.token), index("inboxes_account_idx").on(t.accountId)],
);

export const inboxRequests = pgTable(
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
    body: text().notNull(),
    bodyEncoding: text({ enum: bodyEncodings }).notNull().default("utf8"),
    bodyTruncated: boolean().notNull().default(false),
    responseStatus: integer().notNull(),
    receivedAt: int8().notNull(),
  },
  (t) => [index("inbox_requests_inbox_time_idx").on(t.inboxId, t.receivedAt)],
);

export const inlineSlots = pgTable(
  "webhook_inline_slots",
  {
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    slot: integer().notNull(),
    holder: text().notNull(),
    expiresAt: int8().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slot] })],
);

export const relaySources = pgTable(
  "relay_sources",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text().notNull(),
    token: text().notNull(),
    verifyScheme: text({ enum: relayVerifySchemes }),
    verifySecret: text(),
    verifyHeader: text(),
    verifyOptions: json<VerifyOptions>(),
    previousSecret: text(),
    previousSecretUntil: int8(),
    createdAt: createdAt(),
    updatedAt: int8().notNull(),
  },
  (t) => [
    uniqueIndex("relay_sources_token_idx").on(t.token),
    index("relay_sources_account_idx").on(t.accountId, t.createdAt, t.id),
  ],
);

export const relaySourceCounts = pgTable(
  "relay_source_counts",
  {
    sourceId: text()
      .notNull()
      .references(() => relaySources.id, { onDelete: "cascade" }),
    slot: integer().notNull(),
    requestCount: int8().notNull().default(0),
    lastRequestAt: int8().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.slot] })],
);

export const relayDestinations = pgTable(
  "relay_destinations",
  {
    id: id(),
    sourceId: text()
      .notNull()
      .references(() => relaySources.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    url: text().notNull(),
    format: text({ enum: relayDestinationFormats }).notNull().default("passthrough"),
    filter: json<{ headers?: Record<string, string>; body?: Record<string, unknown> }>(),
    paused: boolean().notNull().default(false),
    retry: json<RetryPolicy>(),
    rateLimitPerS: doublePrecision(),
    signingSecret: text(),
    retiredSigningSecrets: json<RetiredSecret[]>(),
    transform: text(),
    createdAt: createdAt(),
  },
  (t) => [index("relay_destinations_source_idx").on(t.sourceId, t.createdAt)],
);

export const relayRequests = pgTable(
  "relay_requests",
  {
    id: id(),
    sourceId: text()
      .notNull()
      .references(() => relaySources.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    receivedAt: int8().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    query: text(),
    headers: json<Record<string, string>>().notNull(),
    body: bytea().notNull(),
    status: text({ enum: ["accepted", "rejected", "duplicate"] }).notNull(),
    reason: text(),
    dedupeKey: text(),
  },
  (t) => [
    index("relay_requests_source_idx").on(t.sourceId, t.receivedAt, t.id),
    index("relay_requests_dedupe_idx")
      .on(t.sourceId, t.dedupeKey)
      .where(sql`dedupe_key is not null and status = 'accepted'`),
    index("relay_requests_time_idx").on(t.receivedAt),
  ],
);
