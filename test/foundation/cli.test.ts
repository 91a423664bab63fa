import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findAccountByName, verifyApiKey } from "../../src/accounts/keys";
import { CliError, runCli } from "../../src/cli";
import { createDb } from "../../src/db/client";
import { runNow } from "../../src/db/store";
import { builtCommand } from "../helpers/built";
import { withPostgres } from "../helpers/postgres";
import { tempDir } from "../helpers/temp";

function cli() {
  const db = createDb(":memory:");
  const lines: string[] = [];
  const run = (...argv: string[]) => runCli(argv, { db, defaultCredits: 1000, out: (l) => lines.push(l) });
  return { db, lines, run };
}

describe("cli", () => {
  it("creates accounts and keys that authenticate, lists keys by prefix only, revokes them", async () => {
    const { db, lines, run } = cli();
    await run("accounts", "create", "acme", "--credits", "50");
    expect(runNow(db, findAccountByName("acme"))?.creditsBalance).toBe(50);
    await run("keys", "create", "--account", "acme");
    const key = lines.join("\n").match(/sp_[0-9A-Za-z]{40}/)![0];
    expect(runNow(db, verifyApiKey(key))?.account.name).toBe("acme");
    lines.length = 0;
    await run("keys", "list");
    expect(lines.join("\n")).not.toContain(key);
    const id = lines[0]!.split(/\s+/)[0]!;
    await run("keys", "revoke", id);
    expect(runNow(db, verifyApiKey(key))).toBeUndefined();
    await expect(run("keys", "revoke", id)).rejects.toThrow(CliError);
  });

  it("grants credits and toggles billing", async () => {
    const { db, run } = cli();
    await run("accounts", "create", "acme");
    await run("credits", "grant", "acme", "25");
    await run("billing", "enable", "acme");
    const acct = runNow(db, findAccountByName("acme"))!;
    expect(acct.creditsBalance).toBe(1025);
    expect(acct.billingEnabled).toBe(true);
    await run("billing", "disable", "acme");
    expect(runNow(db, findAccountByName("acme"))!.billingEnabled).toBe(false);
  });

  it("backs up the database to a file that opens with the same data", async () => {
    const { run } = cli();
    await run("accounts", "create", "acme");
    const file = join(tempDir("backup"), "copy.db");
    await run("backup", file);
    expect(runNow(createDb(file), findAccountByName("acme"))).toBeDefined();
  });

  it("backs up a database that another connection writes to all the while (a running service) and ends", async () => {
    const dir = tempDir("backup");
    const path = join(dir, "live.db");
    const db = createDb(path);
    db.$client.exec("create table ballast (x blob)");
    const fill = db.$client.prepare("insert into ballast values (randomblob(65536))");
    db.$client.transaction(() => {
      for (let i = 0; i < 160; i++) fill.run();
    })();
    // The service: its own connection, a small write at every turn of the event loop, between any two steps.
    const service = createDb(path).$client;
    const write = service.prepare("insert into ballast values (randomblob(100))");
    let writes = 0;
    let writing = true;
    const loop = () => {
      if (!writing || writes >= 20_000) return;
      write.run();
      writes++;
      setImmediate(loop);
    };
    setImmediate(loop);
    try {
      await runCli(["backup", join(dir, "copy.db")], { db, defaultCredits: 0, out: () => {} });
    } finally {
      writing = false;
    }
    // A stepwise backup restarts at every write and runs until the writes stop (all 20,000 of them).
    expect(writes).toBeLessThan(20_000);
    const copy = createDb(join(dir, "copy.db")).$client;
    expect(
      (copy.prepare("select count(*) as n from ballast where length(x) = 65536").get() as { n: number }).n,
    ).toBe(160);
  });

  it("explains bad commands and arguments", async () => {
    const { run } = cli();
    await expect(run("nonsense")).rejects.toThrow(/Usage/);
    await expect(run("credits", "grant", "nobody", "5")).rejects.toThrow(/no account named/);
    await run("accounts", "create", "acme");
    await expect(run("credits", "grant", "acme", "lots")).rejects.toThrow(/whole number/);
    await expect(run("accounts", "create", "acme")).rejects.toThrow(/already exists/);
  });

  describe("manners", () => {
    const bin = fileURLToPath(new URL("../../bin/scoutpost.mjs", import.meta.url));
    // From a folder of its own, with no DATABASE_PATH: anything the command creates lands in it.
    const scoutpost = (cwd: string, env: Record<string, string>, ...argv: string[]) =>
      spawnSync(process.execPath, [bin, ...argv], {
        cwd,
        env: { PATH: process.env.PATH ?? "", ...env },
        encoding: "utf8",
      });

    it("prints --help for the whole CLI and for each command on stdout, exits 0 and creates nothing", () => {
      const cwd = tempDir("cli-help");
      const all = scoutpost(cwd, {}, "--help");
      expect([all.status, all.stderr]).toEqual([0, ""]);
      for (const line of ["keys list", "backup FILE", "migrate-to-postgres", "listen SOURCE_ID"])
        expect(all.stdout).toContain(line);
      const keys = scoutpost(cwd, {}, "keys", "create", "--account", "acme", "-h");
      expect([keys.status, keys.stderr]).toEqual([0, ""]);
      expect(keys.stdout).toContain("keys create [--account NAME]");
      expect(keys.stdout).not.toContain("keys list");
      const listen = scoutpost(cwd, {}, "listen", "--help");
      expect([listen.status, listen.stderr]).toEqual([0, ""]);
      expect(listen.stdout).toContain("listen SOURCE_ID --forward-to PORT|HOST:PORT|URL");
      const trigger = scoutpost(cwd, {}, "trigger", "--help");
      expect([trigger.status, trigger.stderr]).toEqual([0, ""]);
      expect(trigger.stdout).toContain("trigger SOURCE_ID [EVENT]");
      expect(readdirSync(cwd)).toEqual([]);
    });

    it("refuses a database that does not exist, naming its path, and creates none; an unknown command neither", () => {
      const cwd = tempDir("cli-missing");
      const typo = scoutpost(cwd, { DATABASE_PATH: "./data/scoutpst.db" }, "keys", "list");
      expect(typo.status).toBe(2);
      expect(typo.stdout).toBe("");
      expect(typo.stderr).toContain(`no database at ${join(cwd, "data", "scoutpst.db")}`);
      const unknown = scoutpost(cwd, {}, "keys", "lsit");
      expect([unknown.status, unknown.stderr]).toEqual([2, expect.stringMatching(/^Usage/)]);
      expect(readdirSync(cwd)).toEqual([]);
      // The first account is what makes a database.
      expect(scoutpost(cwd, {}, "accounts", "create", "acme").status).toBe(0);
      const listed = scoutpost(cwd, {}, "accounts", "list");
      expect([listed.status, listed.stdout]).toEqual([0, expect.stringContaining(" acme ")]);
    });
  });

  it("with DATABASE_URL works on PostgreSQL and leaves the SQLite file alone", async () => {
    const dbPath = join(tempDir("cli-pg"), "scoutpost.db");
    const database = await withPostgres();
    try {
      const [command, ...built] = builtCommand("cli");
      const cli = (...argv: string[]) =>
        spawnSync(command, [...built, ...argv], {
          cwd: fileURLToPath(new URL("../..", import.meta.url)),
          env: { PATH: process.env.PATH ?? "", DATABASE_PATH: dbPath, DATABASE_URL: database.url },
          encoding: "utf8",
        });
      const created = cli("accounts", "create", "acme", "--credits", "7");
      expect([created.status, created.stderr]).toEqual([0, ""]);
      expect(created.stdout).toMatch(/^created account acme \(.+\) with 7 credits/);
      expect(cli("credits", "grant", "acme", "5").stdout.trim()).toBe("account acme: 12 credits");
      expect(cli("accounts", "list").stdout).toMatch(/ acme {2}credits=12 {2}billing=off/);
      expect(existsSync(dbPath)).toBe(false);
    } finally {
      await database.drop();
    }
  });
});
