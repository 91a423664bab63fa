import type { KeyObject } from "node:crypto";
import { StorageHealth } from "./db/errors";
import type { ParsedTarget } from "./webhooks/exchange";
import type { DeliveryStats } from "./webhooks/queries";

/**
 * What this process keeps in memory only: memos and bookkeeping of work in flight. One per `AppDeps`
 * (`deps.memory`, built with deps at boot or by a test), so two deps in one process share nothing and no module
 * holds state of its own (checked by test/architecture.test.ts). All of it may be lost on a restart.
 */
export interface ProcessMemory {
  /** src/webhooks/exchange.ts: receiver URLs parsed once (a memo of the URL text). */
  webhookTargets: BoundedMemo<string, ParsedTarget>;
  /** src/webhooks/signing.ts: the HMAC key objects of the secrets in use, decoded once (a memo of the secret). */
  signingKeys: BoundedMemo<string, KeyObject>;
  /** src/browsing/worker.ts: tasks running in this process, so a cancel can interrupt the step in progress. */
  browsingTasks: Map<string, AbortController>;
  /** src/platform/pages/delivery-list-page.tsx: the header's 24 h numbers per account, and when they were counted. */
  deliveryStats: Map<string, { at: number; stats: DeliveryStats }>;
  /** src/platform/session.ts: the cookie signing secret once read. */
  platform: { secret?: string };
  /** src/db/errors.ts: the last full or unwritable disk a write met, for /health (the job runner notes into it too). */
  storage: StorageHealth;
  /** src/api/relay/stream.ts: the relay streams open in this process per API key id (RELAY_MAX_STREAMS_PER_KEY). */
  relayStreams: Map<string, number>;
}

export function createProcessMemory(): ProcessMemory {
  return {
    webhookTargets: new BoundedMemo(1_000),
    signingKeys: new BoundedMemo(1_000),
    browsingTasks: new Map(),
    deliveryStats: new Map(),
    platform: {},
    storage: new StorageHealth(),
    relayStreams: new Map(),
  };
}

/**
 * A memo of a pure function of `K`, holding at most `max` entries: full, it starts over (the values in use are
 * made again on their next call, which is cheap; a least-recently-used order would cost more on every hit).
 */
export class BoundedMemo<K, V> {
  private readonly values = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K, make: (key: K) => V): V {
    let value = this.values.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.values.size >= this.max) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }

  get size(): number {
    return this.values.size;
  }
}
