import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { type StoredCitation, type UpdateStats, webhookFormats } from "../../schema";
import { bytea, createdAt, id, int8, json } from "../columns";
import { accounts } from "./accounts";

const researchStatuses = ["queued", "running", "succeeded", "failed"] as const;

export const researchTasks = pgTable(
  "research_tasks",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    query: text().notNull(),
    mode: text({ enum: ["fast", "deep"] }).notNull(),
    status: text({ enum: researchStatuses }).notNull(),
    userTimezone: text(),
    userLocation: text(),
    outputSchema: json<unknown>(),
    webhookUrl: text(),
    webhookFormat: text({ enum: webhookFormats }),
    result: text(),
    structuredResult: json<unknown>(),
    citations: json<StoredCitation[]>(),
    updates: json<{ timestamp: number; message: string }[]>(),
    error: text(),
    rejectionReason: text(),
    jobId: text(),
    createdAt: createdAt(),
    startedAt: int8(),
    completedAt: int8(),
  },
  (t) => [
    index("research_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("research_account_status_time_idx").on(t.accountId, t.status, t.createdAt, t.id),
  ],
);

/** Kept exact by the triggers of drizzle/pg's research_task_count_triggers migration. */
export const researchTaskCounts = pgTable(
  "research_task_counts",
  {
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    status: text({ enum: researchStatuses }).notNull(),
    n: int8().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status] })],
);

export const browsingTasks = pgTable(
  "browsing_tasks",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    task: text().notNull(),
    startUrl: text(),
    maxSteps: integer().notNull(),
    agent: text(),
    outputSchema: json<unknown>(),
    status: text({ enum: ["queued", "running", "succeeded", "failed", "cancelled"] }).notNull(),
    result: text(),
    structuredResult: json<unknown>(),
    error: text(),
    rejectionReason: text(),
    webhookUrl: text(),
    webhookFormat: text({ enum: webhookFormats }),
    cancelRequested: boolean().notNull().default(false),
    jobId: text(),
    createdAt: createdAt(),
    startedAt: int8(),
    completedAt: int8(),
  },
  (t) => [
    index("browsing_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("browsing_account_status_time_idx").on(t.accountId, t.status, t.createdAt, t.id),
  ],
);

export const browsingSteps = pgTable(
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
    image: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("browsing_steps_task_step_idx").on(t.taskId, t.step)],
);

export const scouts = pgTable(
  "scouts",
  {
    id: id(),
    accountId: text()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    query: text().notNull(),
    displayName: text().notNull(),
    status: text({ enum: ["active", "paused", "done"] }).notNull(),
    /** Seconds. */
    outputInterval: integer().notNull(),
    startAt: int8(),
    nextRunAt: int8(),
    lastRunAt: int8(),
    baselineAt: int8(),
    ignore: json<string[]>().notNull().default(sql`'[]'`),
    userTimezone: text(),
    userLocation: text(),
    webhookUrl: text(),
    webhookFormat: text({ enum: webhookFormats }),
    notify: text({ enum: ["changes", "always"] })
      .notNull()
      .default("changes"),
    outputSchema: json<Record<string, unknown>>(),
    skipEmail: boolean().notNull().default(false),
    isPublic: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: int8().notNull(),
    pausedAt: int8(),
    completedAt: int8(),
  },
  (t) => [
    index("scouts_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("scouts_due_idx").on(t.status, t.nextRunAt),
  ],
);

export const scoutUpdates = pgTable(
  "scout_updates",
  {
    id: id(),
    scoutId: text()
      .notNull()
      .references(() => scouts.id, { onDelete: "cascade" }),
    accountId: text().notNull(),
    timestamp: int8().notNull(),
    status: text().notNull(),
    hasChanges: boolean().notNull(),
    summary: text().notNull(),
    reportContent: text().notNull(),
    findings: json<unknown>(),
    findingsVersion: integer().notNull().default(1),
    citations: json<StoredCitation[]>(),
    error: text(),
    structuredResult: json<Record<string, unknown>>(),
    stats: json<UpdateStats>(),
  },
  (t) => [index("scout_updates_scout_time_idx").on(t.scoutId, t.timestamp, t.id)],
);
