import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { cannotOpen, DatabaseUnreachable, StorageHealth, storageProblem } from "../../src/db/errors";
import { capStorage, jsonInit, makeTestApp } from "../helpers/deps";
import { startFixtureSite } from "../helpers/fixture-site";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The error `fn` throws (it must throw). */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected a throw");
}

describe("a full or locked database is a 503 the client can retry, not a 500", () => {
  it("answers a write on a full database with 503, Retry-After and a plain detail; reads still work, and the retry succeeds", async () => {
    const { deps, app, user } = makeTestApp();
    const release = capStorage(deps.db);
    const body = { query: "widgets http://127.0.0.1:9/", mode: "fast" };
    // Enough tasks to need a new page whatever room the last one had.
    let res: Response | undefined;
    for (let i = 0; i < 200; i++) {
      res = await app.request("/v1/research/tasks", jsonInit("POST", body, user.headers));
      if (res.status !== 200) break;
    }
    expect(res?.status).toBe(503);
    expect(res?.headers.get("retry-after")).toBe("30");
    const text = await res!.text();
    expect(JSON.parse(text)).toEqual({
      detail: "The server's storage is full, so the request was not completed. Try again later.",
    });
    expect(text).not.toMatch(/Sqlite|\.ts:|at /);

    const list = await app.request("/v1/research/tasks", { headers: user.headers });
    expect(list.status).toBe(200);
    const stored = ((await list.json()) as { total: number }).total;

    release();
    const again = await app.request("/v1/research/tasks", jsonInit("POST", body, user.headers));
    expect(again.status).toBe(200);
    const after = await app.request("/v1/research/tasks", { headers: user.headers });
    expect(((await after.json()) as { total: number }).total).toBe(stored + 1);
  });

  it("gives the chat route OpenAI's error object with the same 503", async () => {
    const { deps, app, user } = makeTestApp();
    // Questions that read a page, so each keeps its charge and the ledger grows until the disk refuses it.
    const site = await startFixtureSite();
    capStorage(deps.db);
    let res: Response | undefined;
    try {
      for (let i = 0; i < 200; i++) {
        res = await app.request(
          "/v1/chat/completions",
          jsonInit(
            "POST",
            {
              model: "research-fast",
              messages: [{ role: "user", content: `Lamp? ${site.url}/technology.html` }],
            },
            { Authorization: `Bearer ${user.key}` },
          ),
        );
        if (res.status === 503) break;
      }
    } finally {
      await site.close();
    }
    expect(res?.status).toBe(503);
    const body = (await res!.json()) as { detail: string; error: { type: string; message: string } };
    expect(body.error.type).toBe("server_error");
    expect(body.error.message).toBe(body.detail);
  });

  it("remembers a full disk for /health, and a held lock met after it does not hide it", () => {
    const health = new StorageHealth();
    health.note("full", 1_000);
    health.note("busy", 2_000);
    expect(health.recent(3_000)).toBe("full");
    // A lock is seen live while it is held, never remembered.
    const other = new StorageHealth();
    other.note("busy", 1_000);
    expect(other.recent(1_001)).toBeUndefined();
  });

  it("forgets a storage problem once a write commits, and never remembers a server out of reach", () => {
    const health = new StorageHealth();
    health.note("unwritable", 1_000);
    health.wrote();
    expect(health.recent(1_001)).toBeUndefined();
    // /health's own query sees a server out of reach (or shutting down) live, as it sees a held lock.
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { syscall: "connect" });
    health.note("unwritable", 2_000, new DatabaseUnreachable(refused));
    const shutdown = Object.assign(new Error("terminating connection"), { code: "57P01", severity: "FATAL" });
    health.note(storageProblem(shutdown)!, 2_000, shutdown);
    expect(health.recent(2_001)).toBeUndefined();
    const readOnly = Object.assign(new Error("read-only transaction"), { code: "25006", severity: "ERROR" });
    health.note(storageProblem(readOnly)!, 3_000, readOnly);
    expect(health.recent(3_001)).toBe("unwritable");
  });

  it("names full, busy and read-only storage, and nothing else", () => {
    const dir = mkdtempSync(join(tmpdir(), "scoutpost-storage-"));
    dirs.push(dir);
    const path = join(dir, "s.db");
    const db = createDb(path);
    db.$client.exec("create table t (x text not null)");

    const full = new Database(path);
    full.pragma(`max_page_count = ${full.pragma("page_count", { simple: true })}`);
    const fullError = thrown(() => {
      for (let i = 0; i < 10_000; i++) full.prepare("insert into t (x) values (?)").run("x".repeat(500));
    });
    expect((fullError as { code?: string }).code).toBe("SQLITE_FULL");
    expect(storageProblem(fullError)).toBe("full");
    expect(cannotOpen("/data/s.db", fullError)).toBe(
      "Cannot open the database at /data/s.db: database or disk is full (SQLITE_FULL): the disk is full; free some space and start again",
    );
    full.close();

    // Another connection holds the write lock and ours will not wait.
    const holder = new Database(path);
    holder.exec("begin immediate");
    const impatient = new Database(path);
    impatient.pragma("busy_timeout = 0");
    const busy = thrown(() => impatient.exec("begin immediate"));
    expect((busy as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
    expect(storageProblem(busy)).toBe("busy");
    holder.exec("rollback");
    holder.close();
    impatient.close();

    const readOnly = new Database(path, { readonly: true });
    const ro = thrown(() => readOnly.exec("delete from t"));
    expect((ro as { code?: string }).code).toMatch(/^SQLITE_READONLY/);
    expect(storageProblem(ro)).toBe("unwritable");
    expect(cannotOpen("/data/s.db", ro)).toMatch(
      /\(SQLITE_READONLY\w*\): check that the disk has space and the file system is writable$/,
    );
    readOnly.close();

    // A bug is still a bug: a constraint or a syntax error stays a 500.
    const constraint = thrown(() => db.$client.prepare("insert into t (x) values (null)").run());
    expect(constraint.name).toBe("SqliteError");
    expect(storageProblem(constraint)).toBeUndefined();
    expect(storageProblem(thrown(() => db.$client.prepare("selec 1")))).toBeUndefined();
    expect(storageProblem(new Error("database or disk is full"))).toBeUndefined();
    db.$client.close();
  });
});
