import { serve } from "@hono/node-server";
import { ensureBootstrap } from "./accounts/keys";
import { createApp } from "./app";
import { systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { startBackgroundCheckpoints } from "./db/checkpointer";
import { createDb } from "./db/client";
import type { AppDeps } from "./deps";
import { JobRunner } from "./jobs/runner";
import { createLogger } from "./logger";
import { startWorkers } from "./workers";

function boot() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel, { service: "scoutpost" });
  const db = createDb(config.databasePath);
  // WAL checkpoints (copying committed pages into the file, two fsyncs) off the event loop.
  const stopCheckpoints =
    config.databasePath === ":memory:" ? async () => {} : startBackgroundCheckpoints(db, config.databasePath);
  const clock = systemClock;

  const { createdKey, bootstrapRevoked } = ensureBootstrap(db, clock, {
    bootstrapKey: config.bootstrapApiKey,
    defaultCredits: config.defaultCredits,
  });
  if (bootstrapRevoked)
    logger.warn(
      "BOOTSTRAP_API_KEY names a key that was revoked; it stays revoked (set a new one or unset it)",
    );
  if (createdKey) {
    // Printed once, straight to the terminal: the logger would (rightly) redact it.
    process.stdout.write(
      `\n  First start: created account "default" with API key\n\n    ${createdKey}\n\n  Store it now; it is not shown again.\n\n`,
    );
  }

  const jobs = new JobRunner(db, clock, logger);
  const deps: AppDeps = { db, config, clock, logger, jobs };
  const stopWorkers = startWorkers(deps);
  const app = createApp(deps);
  jobs.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", { url: `http://${info.address}:${info.port}`, publicUrl: config.publicUrl });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    server.close();
    await jobs.stop(10_000);
    await stopWorkers();
    await stopCheckpoints();
    db.$client.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

boot();
