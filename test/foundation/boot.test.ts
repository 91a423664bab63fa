import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect, createServer } from "node:net";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { revokeApiKey, verifyApiKey } from "../../src/accounts/keys";
import { systemClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { runNow } from "../../src/db/store";
import { startExpectingFailure, startService } from "../helpers/service";
import { tempDir } from "../helpers/temp";
import { closedPort } from "../webhooks/receiver";

/** Whether this machine lets us start a process as PID 1 of a new PID namespace. */
const pidNamespaces = spawnSync("unshare", ["--pid", "--fork", "true"]).status === 0;

const tempDbPath = () => join(tempDir("boot"), "data", "scoutpost.db");
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Whether something accepts a TCP connection on 127.0.0.1:port right now. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("boot (the real service as a child process)", () => {
  it("first start creates the database, prints a working key once, and stops cleanly on SIGTERM", async () => {
    const dbPath = tempDbPath();
    const svc = await startService({ DATABASE_PATH: dbPath });
    const key = svc.stdout().match(/sp_[0-9A-Za-z]{40}/)?.[0];
    expect(key).toBeDefined();
    // The start-up log names where to go: the platform (PUBLIC_URL's default, with the port bound) and /docs; the
    // first-start banner says where to sign in with the key and how to get another.
    const port = new URL(svc.baseUrl).port;
    const listening = JSON.parse(
      svc
        .stdout()
        .split("\n")
        .find((l) => l.includes('"msg":"listening"'))!,
    );
    expect(listening).toMatchObject({
      platform: `http://localhost:${port}/platform`,
      docs: `http://localhost:${port}/docs`,
    });
    expect(svc.stdout()).toContain(`Sign in with it at http://localhost:${port}/platform`);
    expect(svc.stdout()).toContain("npx scoutpost keys create --account default");
    const landing = await fetch(`${svc.baseUrl}/`, { redirect: "manual" });
    expect([landing.status, landing.headers.get("location")]).toEqual([302, "/platform"]);
    const health = await fetch(`${svc.baseUrl}/health`);
    expect(health.status).toBe(200);
    // An authenticated request to an unknown /v1 path passes auth and is answered 404, not 401.
    const authed = await fetch(`${svc.baseUrl}/v1/__probe`, { headers: { "X-API-Key": key! } });
    expect(authed.status).toBe(404);
    svc.proc.kill("SIGTERM");
    expect(await svc.exited).toBe(0);
    expect(svc.stdout()).toContain('"msg":"stopped"');
    expect(svc.stdout()).not.toContain("PID 1");
    // The key appears exactly once in everything the process printed.
    expect(svc.stdout().split(key!).length - 1).toBe(1);

    const again = await startService({ DATABASE_PATH: dbPath });
    expect(again.stdout()).not.toMatch(/sp_[0-9A-Za-z]{40}/);
    const stillValid = await fetch(`${again.baseUrl}/v1/__probe`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(stillValid.status).toBe(404);
    again.proc.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });

  it("BOOTSTRAP_API_KEY makes that key exist, idempotently, and prints no other key", async () => {
    const dbPath = tempDbPath();
    const key = `sp_${"K".repeat(20)}${"7".repeat(20)}`;
    for (let i = 0; i < 2; i++) {
      const svc = await startService({ DATABASE_PATH: dbPath, BOOTSTRAP_API_KEY: key });
      expect(svc.stdout()).not.toMatch(/First start/);
      const res = await fetch(`${svc.baseUrl}/v1/__probe`, { headers: { "X-API-Key": key } });
      expect(res.status).toBe(404);
      svc.proc.kill("SIGTERM");
      expect(await svc.exited).toBe(0);
    }
  });

  it("keeps the database private to its user: directory 0700, database and WAL 0600", async () => {
    const dbPath = tempDbPath();
    const svc = await startService({ DATABASE_PATH: dbPath });
    try {
      const mode = (p: string) => statSync(p).mode & 0o777;
      expect(mode(join(dbPath, ".."))).toBe(0o700);
      expect(mode(dbPath)).toBe(0o600);
      expect(mode(`${dbPath}-wal`)).toBe(0o600);
    } finally {
      svc.proc.kill("SIGTERM");
      await svc.exited;
    }
  });

  it("a revoked BOOTSTRAP_API_KEY stays revoked across restarts, and boot says so", async () => {
    const dbPath = tempDbPath();
    const key = `sp_${"R".repeat(20)}${"3".repeat(20)}`;
    const first = await startService({ DATABASE_PATH: dbPath, BOOTSTRAP_API_KEY: key });
    first.proc.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const db = createDb(dbPath);
    const found = runNow(db, verifyApiKey(key))!;
    runNow(db, revokeApiKey(systemClock, found.keyId, found.account.id));
    db.$client.close();

    const again = await startService({ DATABASE_PATH: dbPath, BOOTSTRAP_API_KEY: key });
    try {
      const res = await fetch(`${again.baseUrl}/v1/__probe`, { headers: { "X-API-Key": key } });
      expect(res.status).toBe(401);
      expect(again.stdout()).toContain("BOOTSTRAP_API_KEY names a key that was revoked");
      expect(again.stdout()).not.toContain(key);
    } finally {
      again.proc.kill("SIGTERM");
      await again.exited;
    }
  });

  it("start-up waits for another process's write lock (a CLI command) instead of giving up", async () => {
    const dbPath = tempDbPath();
    const first = await startService({ DATABASE_PATH: dbPath });
    first.proc.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    // Another process holds the write lock while the service boots, and lets go a second later.
    const holder = new Database(dbPath);
    holder.exec("BEGIN IMMEDIATE");
    const heldFrom = Date.now();
    const release = setTimeout(() => holder.exec("ROLLBACK"), 1_000);
    try {
      const again = await startService({ DATABASE_PATH: dbPath });
      try {
        expect(Date.now() - heldFrom).toBeGreaterThanOrEqual(1_000);
        expect((await fetch(`${again.baseUrl}/health`)).status).toBe(200);
        expect(again.proc.exitCode).toBeNull();
      } finally {
        again.proc.kill("SIGTERM");
        await again.exited;
      }
    } finally {
      clearTimeout(release);
      if (holder.inTransaction) holder.exec("ROLLBACK");
      holder.close();
    }
  });

  it("a bad configuration value stops start-up with a message naming the variable", async () => {
    const { code, stderr } = await startExpectingFailure({
      DATABASE_PATH: tempDbPath(),
      WEBHOOK_MAX_ATTEMPTS: "lots",
    });
    expect(code).toBe(1);
    expect(stderr).toContain("WEBHOOK_MAX_ATTEMPTS");
    expect(stderr).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
  });

  it("a DATABASE_URL nothing answers at stops start-up with one line, password hidden, and creates no SQLite file", async () => {
    const dbPath = tempDbPath();
    const port = await closedPort();
    const { code, stderr, stdout } = await startExpectingFailure({
      DATABASE_PATH: dbPath,
      DATABASE_URL: `postgres://scoutpost:hunter2secret@127.0.0.1:${port}/scoutpost`,
    });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Cannot open the database at DATABASE_URL: .*ECONNREFUSED/);
    expect(stderr).not.toContain("hunter2secret");
    expect(stdout).toBe("");
    expect(existsSync(dbPath)).toBe(false);
  });

  it("a port already in use stops start-up with one line saying so, and a first start makes no key it cannot show", async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
    const port = (taken.address() as AddressInfo).port;
    const dbPath = tempDbPath();
    try {
      const { code, stderr, stdout } = await startExpectingFailure({
        DATABASE_PATH: dbPath,
        PORT: String(port),
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`Cannot listen on 127.0.0.1:${port}: the address is in use`);
      expect(stderr).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(stdout).not.toMatch(/sp_[0-9A-Za-z]{40}/);
    } finally {
      taken.close();
    }
    // The next start on a free port is the first start: it makes the key and shows it.
    const svc = await startService({ DATABASE_PATH: dbPath });
    const key = svc.stdout().match(/sp_[0-9A-Za-z]{40}/)?.[0];
    expect(key).toBeDefined();
    expect((await fetch(`${svc.baseUrl}/v1/__probe`, { headers: { "X-API-Key": key! } })).status).toBe(404);
    svc.proc.kill("SIGTERM");
    expect(await svc.exited).toBe(0);
  });

  it("`npm start`'s command runs the service in the process it starts: SIGKILL to that PID closes the port", async () => {
    const script = (
      JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } }
    ).scripts.start;
    // Split on spaces, as sh would for a command with nothing for a shell to interpret (nor a VAR=value prefix).
    expect(script).not.toMatch(/[|&;<>()$`\\"'*?[\]#~=%]/);
    const [command, ...args] = script.trim().split(/\s+/);
    // npm puts node_modules/.bin and the directory of its node first on the script's PATH.
    const path = [join(root, "node_modules", ".bin"), dirname(process.execPath), process.env.PATH ?? ""].join(
      delimiter,
    );
    const proc = spawn(command!, args, {
      cwd: root,
      env: { PATH: path, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", DATABASE_PATH: tempDbPath() },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, so that whatever it leaves behind can be cleaned up below
    });
    let out = "";
    proc.stdout!.on("data", (d) => {
      out += d;
    });
    proc.stderr!.on("data", (d) => {
      out += d;
    });
    const exited = new Promise((resolve) => proc.on("exit", resolve));
    try {
      const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 30_000) => {
        const deadline = Date.now() + ms;
        while (!(await ok())) {
          if (Date.now() > deadline) throw new Error(`${what} in ${ms} ms: ${out}`);
          await new Promise((r) => setTimeout(r, 25));
        }
      };
      await until("no listening line", () => /"msg":"listening"/.test(out) || proc.exitCode !== null);
      const port = Number(out.match(/"url":"http:\/\/[^"]+:(\d+)/)?.[1]);
      expect(port, out).toBeGreaterThan(0);
      expect(await accepts(port)).toBe(true);

      process.kill(proc.pid!, "SIGKILL");
      await exited;
      await until("the port still accepts connections", async () => !(await accepts(port)), 10_000);
    } finally {
      try {
        process.kill(-proc.pid!, "SIGKILL"); // a service left running by a wrapper process
      } catch {}
      await exited;
    }
  });

  // As in a container started without an init. Needs a PID namespace (root, util-linux unshare), as CI has.
  it.skipIf(!pidNamespaces)(
    "as PID 1 (a container with no init) it warns that Chromium's leftover processes would never be reaped",
    async () => {
      const svc = await startService({ DATABASE_PATH: tempDbPath() }, 30_000, [
        "unshare",
        "--pid",
        "--fork",
        "--kill-child",
      ]);
      try {
        expect(svc.stdout()).toMatch(/"level":"warn".*running as PID 1 with no init/);
        expect((await fetch(`${svc.baseUrl}/health`)).status).toBe(200);
      } finally {
        svc.proc.kill("SIGKILL");
        await svc.exited;
      }
    },
  );

  it("a database that cannot be opened stops start-up with a message naming the file and why, not a stack trace", async () => {
    const dir = tempDir("boot");
    const notADatabase = join(dir, "notes.db");
    writeFileSync(notADatabase, "these are my notes, not a database ".repeat(200));
    const underAFile = join(notADatabase, "scoutpost.db");
    for (const [path, why] of [
      [notADatabase, /not a database \(SQLITE_NOTADB\)/],
      [underAFile, /EEXIST: file already exists, mkdir/],
    ] as const) {
      const { code, stderr } = await startExpectingFailure({ DATABASE_PATH: path });
      expect(code, path).toBe(1);
      expect(stderr).toContain(`Cannot open the database at ${path}:`);
      expect(stderr).toMatch(why);
      expect(stderr).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
    // Nothing was written over what was there.
    expect(readFileSync(notADatabase, "utf8")).toMatch(/^these are my notes/);
  });
});
