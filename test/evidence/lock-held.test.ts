import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { type RunningService, startService } from "../helpers/service";
import { tempDir } from "../helpers/temp";
import { type Receiver, startReceiver } from "../webhooks/receiver";

// Another process holding SQLite's write lock (a CLI command, a backup tool, a second instance) must not freeze
// the service: reads and /health answer at once, API writes get a 503 with Retry-After while it is still held, and
// background work resumes by itself once the lock is released, losing nothing.

const KEY = `sp_${"Locks".repeat(8)}`;
const HOLD_MS = 20_000;
const headers = { "X-API-Key": KEY, "Content-Type": "application/json" };

let site: FixtureSite;
let receiver: Receiver;
let svc: RunningService | undefined;
let holder: ChildProcess | undefined;

beforeAll(async () => {
  site = await startFixtureSite();
  receiver = await startReceiver();
});
afterAll(async () => {
  holder?.kill("SIGKILL");
  svc?.proc.kill("SIGKILL");
  await svc?.exited;
  await site.close();
  await receiver.close();
});

/**
 * A second process that takes the write lock (BEGIN IMMEDIATE) on `path`, says "locked", holds it for `ms`, then
 * rolls back and says "released".
 */
function holdWriteLock(
  path: string,
  ms: number,
): { proc: ChildProcess; locked: Promise<void>; released: Promise<void> } {
  const script = `
    const db = require("better-sqlite3")(process.argv[1]);
    db.pragma("busy_timeout = 10000");
    db.exec("BEGIN IMMEDIATE");
    process.stdout.write("locked\\n");
    setTimeout(() => { db.exec("ROLLBACK"); db.close(); process.stdout.write("released\\n"); }, Number(process.argv[2]));
  `;
  const proc = spawn(process.execPath, ["-e", script, path, String(ms)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  const saw = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (out.includes(word)) resolve();
      };
      proc.stdout!.on("data", (d) => {
        out += d;
        check();
      });
      proc.on("exit", () =>
        out.includes(word) ? resolve() : reject(new Error(`lock holder exited: ${out}`)),
      );
    });
  const released = saw("released");
  released.catch(() => undefined); // killed by afterAll when the test failed first
  return { proc, locked: saw("locked"), released };
}

async function call(path: string, init?: RequestInit) {
  const res = await fetch(`${svc!.baseUrl}${path}`, { headers, ...init });
  const body = await res.text();
  return { status: res.status, body, retryAfter: res.headers.get("retry-after") };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, deadlineMs: number): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("another process holding the SQLite write lock", () => {
  it("never freezes the service: reads answer at once, writes get a 503 in time, background work resumes", async () => {
    const dir = tempDir("lock-held");
    const dbPath = join(dir, "s.db");
    svc = await startService({
      DATABASE_PATH: dbPath,
      BOOTSTRAP_API_KEY: KEY,
      AGENT_ALLOW_PRIVATE_NETWORKS: "true",
    });

    // Work that is under way when the lock is taken: a research task whose result and webhook must still land.
    const created = await call("/v1/research/tasks", {
      method: "POST",
      body: JSON.stringify({
        query: `${site.url}/history.html founding year`,
        mode: "fast",
        webhook_url: receiver.url("/hook"),
      }),
    });
    expect(created.status).toBe(200);
    const taskId = (JSON.parse(created.body) as { task_id: string }).task_id;
    const lock = holdWriteLock(dbPath, HOLD_MS);
    holder = lock.proc;
    await lock.locked;
    const lockedAt = Date.now();
    let released = false;
    void lock.released.then(() => {
      released = true;
    });

    // While it is held: /health says busy at once, reads answer at once, every time. "At once" is measured against
    // the service itself rather than a clock a busy machine stretches: the reads are answered while an API write,
    // sent first, still waits for the lock (it waits up to src/db/lock.ts's WRITE_LOCK_WAIT_MS), and long before
    // the lock is released. Before, each read waited for the lock (5-20 s) and came back after the write's 503.
    const reads: { path: string; status: number; whileWriteWaited: boolean; whileLocked: boolean }[] = [];
    let health: Awaited<ReturnType<typeof call>> | undefined;
    let writeDone = false;
    const write = call("/v1/research/tasks", {
      method: "POST",
      body: JSON.stringify({ query: `${site.url}/ more` }),
    }).finally(() => {
      writeDone = true;
    });
    const read = async (path: string) => {
      const r = await call(path);
      reads.push({ path, status: r.status, whileWriteWaited: !writeDone, whileLocked: !released });
      return r;
    };
    // Until the write is refused, and then for a few rounds more while the lock is still held. A round's reads go
    // together: one after another, a busy machine once stretched the first round past the write's wait.
    for (let after = 0; !writeDone || after < 3; after += writeDone ? 1 : 0) {
      const paths = ["/v1/research/tasks", `/v1/research/tasks/${taskId}`, "/v1/webhooks/deliveries"];
      [health] = await Promise.all([read("/health"), ...paths.map(read)]);
    }
    expect(JSON.parse(health!.body)).toMatchObject({ status: "ok", checks: { database: "busy" } });
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    // Every path was read at least once while the write waited, and every read came back with the lock held.
    const answeredWhileWaiting = new Set(reads.filter((r) => r.whileWriteWaited).map((r) => r.path));
    expect([...answeredWhileWaiting].sort()).toEqual([...new Set(reads.map((r) => r.path))].sort());
    expect(reads.filter((r) => !r.whileLocked)).toEqual([]);

    // An API write waited for the lock and was refused while it was still held, saying when to come back.
    const refused = await write;
    expect(refused).toMatchObject({ status: 503 });
    expect(released).toBe(false);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({
      detail: "The database is busy, so the request was not completed. Try again shortly.",
    });

    await lock.released;
    expect(Date.now() - lockedAt).toBeGreaterThanOrEqual(HOLD_MS - 100);
    // Afterwards: the task finishes and its webhook arrives with no one's help; the refused write created nothing.
    const done = await until(
      "the research task to finish",
      async () => {
        const r = JSON.parse((await call(`/v1/research/tasks/${taskId}`)).body) as { status: string };
        return r.status === "succeeded" || r.status === "failed" ? r.status : undefined;
      },
      60_000,
    );
    expect(done).toBe("succeeded");
    await until("the webhook", async () => (receiver.requests.length > 0 ? true : undefined), 30_000);
    expect(receiver.requests.map((r) => r.url)).toEqual(["/hook"]);
    const list = JSON.parse((await call("/v1/research/tasks")).body) as { total: number };
    expect(list.total).toBe(1);
    expect((await call("/health")).body).toContain('"database":"ok"');
  }, 120_000);
});
