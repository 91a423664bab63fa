import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { $, statement } from "../../db/store";
import type { Tables } from "../../db/store/work";
import { statusWhere, type TransitionName } from "./machine";

// The delivery log's statements, each defined once for both databases and prepared once per connection
// (src/db/store/statement.ts): every delivery runs the send path's, and building them through drizzle for each
// run cost more than the HTTP exchange (docs/performance.md, "One definition per statement"). Status guards are
// ./machine.ts's, written into the SQL as literals. A stored event, and the retired secrets, are read as their JSON
// text (`sql` of the column: drizzle's JSON mode would parse them); the send path hands the text on.
// The claim (./claim.ts) and PostgreSQL's batches (./batch-pg.ts) are the statements written per database.

const d = (t: Tables) => t.deliveries;
const a = (t: Tables) => t.deliveryAttempts;

/** What ends a claim; every write that moves a delivery out of `delivering` sets it. */
const RELEASE = { allocationId: null, leaseExpiresAt: null };
/** A claim that started its attempt ends: the reserved slot (webhook_pace) it went in is spent. */
const SPENT = { ...RELEASE, slotAt: null };
/** A claim that started no attempt ends: it gives back the count it took (./claim.ts). */
const GIVE_BACK = (t: Tables) => ({ ...RELEASE, attempts: sql`${d(t).attempts} - 1` });
// The subqueries below name their tables in SQL text: drizzle writes a one-table statement's columns unqualified,
// and an unqualified `id` inside them would be the attempt's own.

/**
 * The automatic attempts recorded of the delivery (a test's included): what its count is once a claim that may
 * have started none has ended (failClaim, requeueExpired), whatever that claim counted.
 */
export const recordedAttempts = () =>
  sql<number>`(select count(*) from webhook_attempts r where r.delivery_id = webhook_deliveries.id
    and r.trigger <> 'manual')`.mapWith(Number);
/** No automatic attempt of the delivery is open: the claim that holds it started none (the `unstarted` guard). */
const unstarted = () =>
  sql`not exists (select 1 from webhook_attempts r where r.delivery_id = webhook_deliveries.id
    and r.completed_at is null and r.trigger in ('initial', 'retry'))`;
/** A delivery's last result: an attempt's status code, error and error class. */
const LAST = { lastStatusCode: $("status"), lastError: $("error"), lastErrorClass: $("errorClass") };

export const insertDelivery = statement((db, t) =>
  db.insert(d(t)).values({
    id: $("id"),
    accountId: $("accountId"),
    sourceType: $("sourceType"),
    sourceId: $("sourceId"),
    updateId: $("updateId"),
    url: $("url"),
    format: $("format"),
    event: sql`${$("event")}`,
    requestId: $("requestId"),
    destinationId: $("destinationId"),
    status: "pending",
    nextAttemptAt: $("dueAt"),
    createdAt: $("createdAt"),
  }),
);

/** A test delivery is never due: it has exactly one attempt, made by its sender, and no job. */
export const insertTestDelivery = statement((db, t) =>
  db.insert(d(t)).values({
    id: $("id"),
    accountId: $("accountId"),
    sourceType: "test",
    sourceId: $("sourceId"),
    url: $("url"),
    format: $("format"),
    event: sql`${$("event")}`,
    status: "pending",
    createdAt: $("createdAt"),
  }),
);

export const insertAttempt = statement((db, t) =>
  db.insert(a(t)).values({
    id: $("id"),
    deliveryId: $("deliveryId"),
    accountId: $("accountId"),
    number: $("number"),
    trigger: $("trigger"),
    startedAt: $("startedAt"),
    requestUrl: $("url"),
    requestMethod: $("method"),
    requestHeaders: $("headers"),
    requestBody: $("body"),
    requestBodyEncoding: $("bodyEncoding"),
  }),
);

/**
 * A test delivery's one attempt starts: counted and in flight. (An automatic attempt is counted by the claim it
 * starts under, ./claim.ts: the delivery row is written once fewer in its life.)
 */
export const countTest = statement((db, t) =>
  db
    .update(d(t))
    .set({ attempts: sql`${d(t).attempts} + 1`, status: "delivering", nextAttemptAt: null, slotAt: null })
    .where(eq(d(t).id, $("id"))),
);

export const countManual = statement((db, t) =>
  db
    .update(d(t))
    .set({ manualAttempts: sql`${d(t).manualAttempts} + 1` })
    .where(eq(d(t).id, $("id"))),
);

/** An open attempt's result; changes nothing once it was closed (as interrupted) meanwhile. */
export const completeAttempt = statement((db, t) =>
  db
    .update(a(t))
    .set({
      completedAt: $("completedAt"),
      durationMs: $("durationMs"),
      responseStatus: $("status"),
      // JSON text or null, as written (a placeholder of the JSON column would store null as the text "null").
      responseHeaders: sql`${$("headers")}`,
      responseBody: $("body"),
      responseBodyEncoding: $("bodyEncoding"),
      errorClass: $("errorClass"),
      errorMessage: $("error"),
      retryable: $("retryable"),
    })
    .where(and(eq(a(t).id, $("id")), isNull(a(t).completedAt))),
);

export const lastResult = statement((db, t) =>
  db
    .update(d(t))
    .set(LAST)
    .where(eq(d(t).id, $("id"))),
);

/** A manual or test attempt's success; ends a manual attempt's hold too. */
export const succeed = statement((db, t) =>
  db
    .update(d(t))
    .set({ status: "succeeded", completedAt: $("completedAt"), nextAttemptAt: null, ...RELEASE })
    .where(and(eq(d(t).id, $("id")), statusWhere(d(t).status, "completeAttempt:succeeded"))),
);

export const failTest = statement((db, t) =>
  db
    .update(d(t))
    .set({ status: "failed", completedAt: $("completedAt"), nextAttemptAt: null })
    .where(
      and(
        eq(d(t).id, $("id")),
        eq(d(t).sourceType, "test"),
        statusWhere(d(t).status, "completeAttempt:failed"),
      ),
    ),
);

/** The delivery `claim` holds (`id`, `allocationId` placeholders), while transition `name`'s guard passes. */
const held = (t: Tables, name: TransitionName) =>
  and(eq(d(t).id, $("id")), eq(d(t).allocationId, $("allocationId")), statusWhere(d(t).status, name));

// An automatic attempt's outcome on its delivery, one statement each: the last result, the new status, and the
// end of the claim. When a manual redelivery settled it meanwhile, only the last result is written (and the claim
// ended), by lastResultOfClaim.
export const succeedClaimed = statement((db, t) =>
  db
    .update(d(t))
    .set({ ...LAST, status: "succeeded", completedAt: $("completedAt"), nextAttemptAt: null, ...SPENT })
    .where(held(t, "succeedClaimed")),
);
export const retryClaimed = statement((db, t) =>
  db
    .update(d(t))
    .set({ ...LAST, status: "pending", nextAttemptAt: $("retryAt"), ...SPENT })
    .where(held(t, "scheduleRetry")),
);
export const failClaimedAttempt = statement((db, t) =>
  db
    .update(d(t))
    .set({ ...LAST, status: "failed", completedAt: $("completedAt"), nextAttemptAt: null, ...SPENT })
    .where(held(t, "failClaimedAttempt")),
);
export const lastResultOfClaim = statement((db, t) =>
  db
    .update(d(t))
    .set({ ...LAST, ...RELEASE })
    .where(and(eq(d(t).id, $("id")), eq(d(t).allocationId, $("allocationId")))),
);

/**
 * A claim fails without an attempt result; a null `error` keeps the last one. Its count is the automatic attempts
 * recorded: a claim given up before its attempt started (its begin threw) gives back the one it took.
 */
export const failClaim = statement((db, t) =>
  db
    .update(d(t))
    .set({
      status: "failed",
      completedAt: $("now"),
      nextAttemptAt: null,
      lastError: sql`coalesce(${$("error")}, ${d(t).lastError})`,
      attempts: recordedAttempts(),
      ...RELEASE,
    })
    .where(held(t, "failClaim")),
);
export const renewClaim = statement((db, t) =>
  db
    .update(d(t))
    .set({ leaseExpiresAt: $("leaseUntil") })
    .where(and(eq(d(t).id, $("id")), eq(d(t).allocationId, $("allocationId")))),
);
export const releaseClaim = statement((db, t) =>
  db
    .update(d(t))
    .set({ status: "pending", nextAttemptAt: $("dueAt"), ...SPENT })
    .where(held(t, "releaseClaim")),
);
/**
 * A claim ends where it began: the claim leaves next_attempt_at as it was, so the delivery keeps its place, and
 * its count goes back. Once its attempt has started, the claim can only be released or settled.
 */
export const unclaim = statement((db, t) =>
  db
    .update(d(t))
    .set({ status: "pending", ...GIVE_BACK(t) })
    .where(and(held(t, "unclaim"), unstarted())),
);
/** A rate-limited destination's turn is later: back to pending until the slot it reserved (./pace.ts). */
export const deferToSlot = statement((db, t) =>
  db
    .update(d(t))
    .set({ status: "pending", nextAttemptAt: $("slot"), slotAt: $("slot"), ...GIVE_BACK(t) })
    .where(and(held(t, "deferToSlot"), unstarted())),
);
export const requeueExpired = statement((db, t) =>
  db
    .update(d(t))
    .set({
      status: "pending",
      nextAttemptAt: $("now"),
      lostCount: $("lost"),
      attempts: recordedAttempts(),
      ...SPENT,
    })
    .where(held(t, "requeueExpired")),
);
export const hold = statement((db, t) =>
  db
    .update(d(t))
    .set({ status: "delivering", allocationId: $("allocationId"), leaseExpiresAt: $("leaseUntil") })
    .where(and(eq(d(t).id, $("id")), statusWhere(d(t).status, "hold"), isNotNull(d(t).nextAttemptAt)))
    .returning({ dueAt: d(t).nextAttemptAt }),
);
