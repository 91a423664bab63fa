import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import { type Db, type DbOrTx, perDatabase } from "../db/client";
import { storageProblem } from "../db/errors";
import { accounts, apiKeys } from "../db/schema";

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

export function createAccount(db: DbOrTx, clock: Clock, name: string, credits: number): Account {
  const row: Account = {
    id: randomUUID(),
    name,
    creditsBalance: credits,
    billingEnabled: false,
    webhookSecret: newWebhookSecret(),
    retiredWebhookSecrets: [],
    createdAt: clock.now(),
  };
  db.insert(accounts).values(row).run();
  return row;
}

export const findAccountByName = (db: DbOrTx, name: string) =>
  db.select().from(accounts).where(eq(accounts.name, name)).get();

/** Store a key (given, or newly generated) for an account; returns the plain key, which is never stored. */
export function createApiKey(
  db: DbOrTx,
  clock: Clock,
  accountId: string,
  opts: { name?: string; key?: string } = {},
): { id: string; key: string; prefix: string } {
  const key = opts.key ?? generateApiKey();
  const id = randomUUID();
  const prefix = key.slice(0, 7);
  db.insert(apiKeys)
    .values({
      id,
      accountId,
      name: opts.name ?? "default",
      prefix,
      keyHash: hashApiKey(key),
      createdAt: clock.now(),
    })
    .run();
  return { id, key, prefix };
}

function prepareKeyStatements(db: Db) {
  return {
    lookup: db
      .select({ key: apiKeys, account: accounts })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .where(and(eq(apiKeys.keyHash, sql.placeholder("hash")), isNull(apiKeys.revokedAt)))
      .prepare(),
    // Record use at most once a minute per key: a write per request would serialise every read.
    touch: db
      .update(apiKeys)
      .set({ lastUsedAt: sql`${sql.placeholder("now")}` })
      .where(
        and(
          eq(apiKeys.id, sql.placeholder("id")),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql.placeholder("staleBefore"))),
        ),
      )
      .prepare(),
  };
}
// Every authenticated request runs these: prepared once per database, not rebuilt per call.
const statementsFor = perDatabase(prepareKeyStatements);

/**
 * Resolve a presented key to its account. The lookup is by SHA-256 hash, and the stored hash is compared again in
 * constant time, so neither the key nor its hash leaks through timing. Revoked keys resolve to nothing.
 */
export function verifyApiKey(db: Db, presented: string): { account: Account; keyId: string } | undefined {
  if (!API_KEY_PATTERN.test(presented)) return undefined;
  const hash = hashApiKey(presented);
  const row = statementsFor(db).lookup.get({ hash });
  if (!row) return undefined;
  const a = Buffer.from(row.key.keyHash, "hex");
  const b = Buffer.from(hash, "hex");
  if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
  return { account: row.account, keyId: row.key.id };
}

/** Note that a key was used (at most one write per key per minute). */
export function touchApiKey(db: Db, keyId: string, now: number): void {
  try {
    statementsFor(db).touch.run({ id: keyId, now, staleBefore: now - 60_000 });
  } catch (err) {
    // "Last used" is a hint: a read must not fail because a lock is held or the disk is full; a later request
    // records it.
    if (!storageProblem(err)) throw err;
  }
}

export function revokeApiKey(db: DbOrTx, clock: Clock, keyId: string, accountId?: string): boolean {
  const cond = accountId
    ? and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt))
    : and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt));
  return db.update(apiKeys).set({ revokedAt: clock.now() }).where(cond).run().changes > 0;
}

export function listApiKeys(db: DbOrTx, accountId?: string) {
  const q = db
    .select({
      id: apiKeys.id,
      accountId: apiKeys.accountId,
      account: accounts.name,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId));
  return (accountId ? q.where(eq(apiKeys.accountId, accountId)) : q).orderBy(apiKeys.createdAt).all();
}

/**
 * First start: make sure the `default` account exists. With `bootstrapKey`, make that key exist for it
 * (idempotent). A bootstrap key that was revoked stays revoked (`bootstrapRevoked`, for boot to warn about):
 * a restart must not undo a revocation, which is what one does with a leaked key. Returns a newly generated key
 * when one was created because the database had no key at all, so boot can print it once.
 */
export function ensureBootstrap(
  db: DbOrTx,
  clock: Clock,
  opts: { bootstrapKey?: string; defaultCredits: number },
): { createdKey?: string; bootstrapRevoked?: boolean } {
  const account =
    findAccountByName(db, "default") ?? createAccount(db, clock, "default", opts.defaultCredits);
  if (opts.bootstrapKey) {
    const hash = hashApiKey(opts.bootstrapKey);
    const existing = db.select().from(apiKeys).where(eq(apiKeys.keyHash, hash)).get();
    if (!existing) createApiKey(db, clock, account.id, { name: "bootstrap", key: opts.bootstrapKey });
    return existing?.revokedAt != null ? { bootstrapRevoked: true } : {};
  }
  const anyKey = db.select({ id: apiKeys.id }).from(apiKeys).limit(1).get();
  if (anyKey) return {};
  return { createdKey: createApiKey(db, clock, account.id, { name: "first-start" }).key };
}
