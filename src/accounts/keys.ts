import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Clock } from "../clock";
import { storageProblem } from "../db/errors";
import type { accounts } from "../db/schema";
import { $, all, exec, get, one, run, serializeAcrossInstances, statement, tx, type Work } from "../db/store";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const API_KEY_PATTERN = /^sp_[0-9A-Za-z]{40}$/;

/** `count` unbiased base62 characters from the CSPRNG (rejection sampling, no modulo bias). */
export function randomBase62(count: number): string {
  let out = "";
  while (out.length < count) {
    for (const b of randomBytes(count * 2)) {
      if (b < 248 && out.length < count) out += BASE62[b % 62];
    }
  }
  return out;
}

export const generateApiKey = () => `sp_${randomBase62(40)}`;
export const hashApiKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export type Account = typeof accounts.$inferSelect;

/** Open an account with `credits`; returns its row. */
export function* createAccount(clock: Clock, name: string, credits: number): Work<Account> {
  const row: Account = {
    id: randomUUID(),
    name,
    creditsBalance: credits,
    billingEnabled: false,
    webhookSecret: newWebhookSecret(),
    retiredWebhookSecrets: [],
    createdAt: clock.now(),
  };
  yield* run((db, t) => db.insert(t.accounts).values(row));
  return row;
}

export function* findAccount(id: string): Work<Account | undefined> {
  return yield* get((db, t) => db.select().from(t.accounts).where(eq(t.accounts.id, id)));
}

export function* findAccountByName(name: string): Work<Account | undefined> {
  return yield* get((db, t) => db.select().from(t.accounts).where(eq(t.accounts.name, name)));
}

/** Every account, in no particular order (the CLI's `accounts list`). */
export function* listAccounts(): Work<Account[]> {
  return yield* all((db, t) => db.select().from(t.accounts));
}

/** Store a key (given, or newly generated) for an account; returns the plain key, which is never stored. */
export function* createApiKey(
  clock: Clock,
  accountId: string,
  opts: { name?: string; key?: string } = {},
): Work<{ id: string; key: string; prefix: string }> {
  const key = opts.key ?? generateApiKey();
  const id = randomUUID();
  const prefix = key.slice(0, 7);
  yield* run((db, t) =>
    db.insert(t.apiKeys).values({
      id,
      accountId,
      name: opts.name ?? "default",
      prefix,
      keyHash: hashApiKey(key),
      createdAt: clock.now(),
    }),
  );
  return { id, key, prefix };
}

/** A key's use is recorded at most this often: a write per request would serialise every read. */
const TOUCH_EVERY_MS = 60_000;

// Every authenticated request runs these: defined once, prepared once per connection, not rebuilt per call. Only
// the statements are kept, never a key or an account: each request reads the key from the database, so a key
// created or revoked through any instance counts at once on every other.
const lookup = statement((db, t) =>
  db
    .select({ key: t.apiKeys, account: t.accounts })
    .from(t.apiKeys)
    .innerJoin(t.accounts, eq(t.accounts.id, t.apiKeys.accountId))
    .where(and(eq(t.apiKeys.keyHash, $("hash")), isNull(t.apiKeys.revokedAt))),
);
const touch = statement((db, t) =>
  db
    .update(t.apiKeys)
    .set({ lastUsedAt: $("now") })
    .where(
      and(
        eq(t.apiKeys.id, $("id")),
        or(isNull(t.apiKeys.lastUsedAt), lt(t.apiKeys.lastUsedAt, $("staleBefore"))),
      ),
    ),
);

/**
 * Resolve a presented key to its account. The lookup is by SHA-256 hash, and the stored hash is compared again in
 * constant time, so neither the key nor its hash leaks through timing. Revoked keys resolve to nothing.
 */
export function* verifyApiKey(presented: string): Work<{ account: Account; keyId: string } | undefined> {
  if (!API_KEY_PATTERN.test(presented)) return undefined;
  const hash = hashApiKey(presented);
  const row = yield* one(lookup, { hash });
  if (!row) return undefined;
  const a = Buffer.from(row.key.keyHash, "hex");
  const b = Buffer.from(hash, "hex");
  if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
  return { account: row.account, keyId: row.key.id };
}

/** Note that a key was used (at most one write per key per minute). */
export function* touchApiKey(keyId: string, now: number): Work<void> {
  try {
    yield* exec(touch, { id: keyId, now, staleBefore: now - TOUCH_EVERY_MS });
  } catch (err) {
    // "Last used" is a hint: a read must not fail because a lock is held or the disk is full; a later request
    // records it.
    if (!storageProblem(err)) throw err;
  }
}

export function* revokeApiKey(clock: Clock, keyId: string, accountId?: string): Work<boolean> {
  const now = clock.now();
  return (
    (yield* run((db, t) => {
      const cond = accountId
        ? and(eq(t.apiKeys.id, keyId), eq(t.apiKeys.accountId, accountId), isNull(t.apiKeys.revokedAt))
        : and(eq(t.apiKeys.id, keyId), isNull(t.apiKeys.revokedAt));
      return db.update(t.apiKeys).set({ revokedAt: now }).where(cond);
    })) > 0
  );
}

export function* listApiKeys(accountId?: string) {
  return yield* all((db, t) => {
    const q = db
      .select({
        id: t.apiKeys.id,
        accountId: t.apiKeys.accountId,
        account: t.accounts.name,
        name: t.apiKeys.name,
        prefix: t.apiKeys.prefix,
        createdAt: t.apiKeys.createdAt,
        lastUsedAt: t.apiKeys.lastUsedAt,
        revokedAt: t.apiKeys.revokedAt,
      })
      .from(t.apiKeys)
      .innerJoin(t.accounts, eq(t.accounts.id, t.apiKeys.accountId));
    return (accountId ? q.where(eq(t.apiKeys.accountId, accountId)) : q).orderBy(t.apiKeys.createdAt);
  });
}

/** What ensureBootstrap did that boot must tell. */
export interface Bootstrapped {
  createdKey?: string;
  bootstrapRevoked?: boolean;
}

/**
 * First start: make sure the `default` account exists. With `bootstrapKey`, make that key exist for it
 * (idempotent). A bootstrap key that was revoked stays revoked (`bootstrapRevoked`, for boot to warn about):
 * a restart must not undo a revocation, which is what one does with a leaked key. Returns a newly generated key
 * when one was created because the database had no key at all, so boot can print it once.
 */
export function* ensureBootstrap(
  clock: Clock,
  opts: { bootstrapKey?: string; defaultCredits: number },
): Work<Bootstrapped> {
  // Instances starting together on one database (compose.yaml's two, naming one BOOTSTRAP_API_KEY) each look for
  // the account and the key, then make what is missing: one at a time, so the second finds what the first made.
  return yield* tx(function* () {
    yield* serializeAcrossInstances("accounts:bootstrap");
    return yield* bootstrapNow(clock, opts);
  });
}

function* bootstrapNow(
  clock: Clock,
  opts: { bootstrapKey?: string; defaultCredits: number },
): Work<Bootstrapped> {
  const account =
    (yield* findAccountByName("default")) ?? (yield* createAccount(clock, "default", opts.defaultCredits));
  if (opts.bootstrapKey) {
    const hash = hashApiKey(opts.bootstrapKey);
    const existing = yield* get((db, t) => db.select().from(t.apiKeys).where(eq(t.apiKeys.keyHash, hash)));
    if (!existing) yield* createApiKey(clock, account.id, { name: "bootstrap", key: opts.bootstrapKey });
    return existing?.revokedAt != null ? { bootstrapRevoked: true } : {};
  }
  const anyKey = yield* get((db, t) => db.select({ id: t.apiKeys.id }).from(t.apiKeys).limit(1));
  if (anyKey) return {};
  return { createdKey: (yield* createApiKey(clock, account.id, { name: "first-start" })).key };
}
