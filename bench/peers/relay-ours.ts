/**
 * Child of bench/peers/relay.ts: our relay as src/index.ts serves it (temp-file SQLite with its background
 * checkpointer, the job runner with the webhook dispatcher, the whole app on @hono/node-server), with one source
 * verifying Stripe signatures and one destination. Argument: the destination's URL. Prints
 * `{port, path, secret}` once it listens; stops on SIGTERM.
 */
// First: it adds `.openapi()` to zod, which the relay's schemas need when they load before the app.
import "@hono/zod-openapi";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createAccount } from "../../src/accounts/keys";
import { createApp } from "../../src/app";
import { systemClock } from "../../src/clock";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import type { AppDeps } from "../../src/deps";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { createProcessMemory } from "../../src/memory";
import { createHttpClients } from "../../src/net/clients";
import { relayForwarder } from "../../src/relay/forwarder";
import { createSource } from "../../src/relay/sources";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { say } from "./fixture";

const destination = process.argv[2]!;
const dir = mkdtempSync(join(tmpdir(), "scoutpost-peers-relay-"));
const config = loadConfig({
  DATABASE_PATH: join(dir, "relay.db"),
  WEBHOOK_CONCURRENCY: "16",
  // One destination: it may use every slot, as the peer's worker does.
  WEBHOOK_RECEIVER_CONCURRENCY: "16",
  AGENT_ALLOW_PRIVATE_NETWORKS: "true",
});
const database = await openDatabase(config);
const { store } = database;
const memory = createProcessMemory();
const jobs = new JobRunner(store, systemClock, silentLogger, { storage: memory.storage });
const http = createHttpClients(config);
const deps: AppDeps = {
  db: database.sqlite,
  store,
  config,
  clock: systemClock,
  logger: silentLogger,
  jobs,
  http,
  memory,
  forwarders: [relayForwarder],
};
registerWebhookDispatcher(deps);
jobs.start();
const app = createApp(deps);
const account = await store.run(createAccount(systemClock, "bench", 0));
const secret = process.env.STRIPE_SECRET!;
const source = await store.run(
  createSource(systemClock, account.id, {
    name: "stripe",
    verify: { scheme: "stripe", secret },
    destinations: [{ url: destination }],
  }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
  say({ port: info.port, path: `/hooks/relay/${source.token}` }),
);
process.on("SIGTERM", async () => {
  server.close();
  await jobs.stop(5_000);
  await http.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
