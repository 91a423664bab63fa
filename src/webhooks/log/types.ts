import type { DeliveryFormat, DeliverySource, deliveryStatuses } from "../../db/schema";
import type { ErrorClass } from "../retry";
import type { SigningAccount } from "../signing";

/** What made an attempt: the first automatic one, an automatic retry, a person (redeliver), or a test send. */
export type AttemptTrigger = "initial" | "retry" | "manual" | "test";

/** A delivery's status: waiting (first attempt or retry), an attempt in flight, or finished. */
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** A claimed delivery: what its next automatic attempt needs. */
export interface ClaimedDelivery {
  id: string;
  accountId: string;
  url: string;
  format: DeliveryFormat;
  /** The stored event JSON (unparsed). */
  event: string;
  /** The relayed request it forwards, for a relay delivery. */
  requestId: string | null;
  /** Automatic attempts made before this claim (interrupted ones included). */
  attempts: number;
  manualAttempts: number;
  /** The relay destination it goes to: its retry policy and rate limit apply (null: the spec's rules). */
  destinationId: string | null;
  createdAt: number;
  /** The start its destination's rate limit reserved for this attempt, if it waited for one. */
  slotAt: number | null;
  /**
   * Its account's signing secrets, when the claim read them with the row (PostgreSQL's, ./claim-pg.ts); null when
   * the account is gone. Absent: read them apart (./reads.ts accountsSecrets).
   */
  signing?: SigningAccount | null;
}

/** What an attempt needs to know about its delivery and the account's signing secrets. */
export interface AttemptTarget extends SigningAccount {
  id: string;
  accountId: string;
  url: string;
  format: DeliveryFormat;
  /** The stored event JSON (unparsed). */
  event: string;
  /** The relayed request it forwards, for a relay delivery. */
  requestId: string | null;
  /** The relay destination it goes to, whose own secret signs it when it signs. */
  destinationId: string | null;
  status: DeliveryStatus;
  /** Highest attempt number so far (0 when none). */
  lastNumber: number;
}

/** An attempt about to be sent: the request exactly as it will go out. */
export interface NewAttempt {
  attemptId: string;
  deliveryId: string;
  accountId: string;
  number: number;
  trigger: AttemptTrigger;
  startedAt: number;
  url: string;
  /** POST when absent; a relayed request keeps its sender's method. */
  method?: string;
  headers: Record<string, string>;
  /** Text, or the exact bytes of a relayed request. */
  body: string | Buffer;
}

/** A request a relay source received, as its deliveries forward it (read from relay_requests). */
export interface RelayedRequest {
  id: string;
  sourceId: string;
  method: string;
  path: string;
  query: string | null;
  headers: Record<string, string>;
  body: Buffer;
  receivedAt: number;
}

/** What came back from a sent attempt, as its row records it. */
export interface AttemptResultRow {
  completedAt: number;
  durationMs: number;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  /** How `body` holds the response (default `utf8`): its text, or base64 of bytes that were not UTF-8. */
  bodyEncoding?: "utf8" | "base64";
  errorClass: ErrorClass | null;
  errorMessage: string | null;
  retryable: boolean;
}

/** A new delivery, as enqueueDelivery hands it to the log. */
export interface NewDeliveryRow {
  id: string;
  accountId: string;
  sourceType: DeliverySource;
  sourceId: string | null;
  updateId: string | null;
  url: string;
  format: DeliveryFormat;
  /** The event, already JSON. */
  event: string;
  /** The relayed request it forwards, for a relay delivery. */
  requestId?: string | null;
  /** The relay destination it goes to (its retry policy and rate limit apply). */
  destinationId?: string | null;
  createdAt: number;
  /** When its first attempt is due (`createdAt` when absent). */
  dueAt?: number;
}

/** How an automatic attempt's outcome moves its delivery: done, waiting for a retry, or failed for good. */
export type Settle = "succeeded" | "retry" | "failed";

/** An automatic attempt's result, to be written with the move of the delivery its claim holds. */
export interface SettleClaimed {
  attemptId: string;
  claim: Claim;
  result: AttemptResultRow;
  to: Settle;
  /** When the retry is due (`to: "retry"`). */
  retryAt?: number;
}

/** The claim that holds a delivery: only its holder may move the delivery on. */
export interface Claim {
  deliveryId: string;
  allocationId: string;
}

/** Which open attempts `interrupt` closes: of these triggers, of one delivery, started before a time. */
export interface InterruptWhere {
  triggers: AttemptTrigger[];
  deliveryId?: string;
  startedBefore?: number;
}

/** Which unfinished test deliveries `failStrandedTests` fails: one, or those created before a time. */
export interface StrandedTestsWhere {
  deliveryId?: string;
  startedBefore?: number;
}

/** An attempt without a result yet. */
export interface OpenAttempt {
  id: string;
  trigger: AttemptTrigger;
  deliveryId: string;
}

/** What a claim asks for: `limit` due deliveries for `allocationId` until `leaseUntil`, past full keys. */
export interface ClaimRequest {
  allocationId: string;
  leaseUntil: number;
  now: number;
  limit: number;
  /** Receivers (URLs) at their cap: their deliveries are passed over. */
  exclude?: readonly string[];
  /** Accounts at their cap. */
  excludeAccounts?: readonly string[];
}
