/**
 * Process-level kill -9 chaos run (by hand, not part of the test run): `node bench/chaos.mjs [seed] [kills]`.
 *
 * Starts the real service (`node --import tsx src/index.ts`) on a temp SQLite file, a fixture site and a webhook
 * receiver that answers 200, 503, hangs past the 1 s timeout or resets (seeded), then `kills` times: creates
 * research tasks (webhooks on), test sends and manual redeliveries for 0.2-3 s and SIGKILLs the service. Finally it
 * lets one process settle (at most 120 s) and audits the database (bench/chaos-lib.mjs `audit`: no accepted task
 * lost, every task finished, at most 3 automatic attempts, no attempt left open, one delivery per finished task,
 * succeeded deliveries seen and holding a 2xx attempt, each task charged once, no 5xx, `PRAGMA integrity_check`).
 * Exits 1 and lists what broke. Only 127.0.0.1 is used.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { audit, seeded, service, settle, startReceiver, startSite, tally, workload } from "./chaos-lib.mjs";

const seed = Number(process.argv[2] ?? 1);
const KILLS = Number(process.argv[3] ?? 12);
const rnd = seeded(seed);
const dir = mkdtempSync(join(tmpdir(), "chaos-"));
const dbPath = join(dir, "c.db");
const key = `sp_${"A1b2C3d4E5".repeat(4)}`;

const site = await startSite();
const receiver = await startReceiver(rnd);
const svc = service({ port: 18600 + (seed % 200), dbPath, key });
const work = workload({ base: svc.base, key, rnd, sitePort: site.port, hook: receiver.hook });

for (let k = 0; k < KILLS; k++) {
  await svc.start();
  const answers = await work.run(200 + rnd() * 2800);
  await svc.stop("SIGKILL");
  await answers;
}
await svc.start();
const db = new Database(dbPath, { readonly: true });
const problems = (await settle(db)) ? [] : ["did not settle in 120 s"];
problems.push(...audit(db, { accepted: work.accepted, seen: receiver.seen }));
const { research, tests } = work.accepted;
console.log(JSON.stringify({ seed, kills: KILLS, research: research.length, tests, ...tally(db) }));
console.log(problems.length ? `PROBLEMS:\n- ${problems.join("\n- ")}` : "OK: no invariant broken");
await svc.stop();
rmSync(dir, { recursive: true, force: true });
site.close();
receiver.close();
process.exit(problems.length ? 1 : 0);
