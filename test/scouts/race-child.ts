// A second process for the scheduler race test: one real scheduler loop over the given SQLite file, ticking every
// 2 ms with the system clock, until SIGTERM; then it prints how many runs it claimed and exits.
import { systemClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { sqliteStore } from "../../src/db/store";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { ScoutScheduler } from "../../src/scouts/scheduler";

const db = createDb(process.argv[2]!);
const jobs = new JobRunner(sqliteStore(db), systemClock, silentLogger);
let claimed = 0;
// Every enqueue of the runner goes through enqueueManyWork (enqueueWork included).
const enqueueMany = jobs.enqueueManyWork.bind(jobs);
jobs.enqueueManyWork = function* (...args) {
  const ids = yield* enqueueMany(...args);
  claimed += ids.length;
  return ids;
};
const scheduler = new ScoutScheduler(
  { store: sqliteStore(db), clock: systemClock, jobs, logger: silentLogger },
  { tickMs: 2 },
);
scheduler.start();
process.stdout.write("ready\n");
process.on("SIGTERM", async () => {
  await scheduler.stop();
  db.$client.close();
  process.stdout.write(`${JSON.stringify({ claimed })}\n`);
  process.exit(0);
});
// Keep the process alive: the scheduler's timer is unref'd so it never holds a process open by itself.
setInterval(() => {}, 1 << 30);
