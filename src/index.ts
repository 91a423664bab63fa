import { serve } from "@hono/node-server";
import { type Bootstrapped, ensureBootstrap } from "./accounts/keys";
import { systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { cannotOpen, storageProblem } from "./db/errors";
import { retryWhileLocked, START_LOCK_WAIT_MS, waitForWriteLock } from "./db/lock";
import { type OpenDatabase, openDatabase } from "./db/open";
import type { AppDeps } from "./deps";
import { BrowserPool } from "./engines/browser/pool";
import { serverOptions } from "./http/server-options";
import { JobRunner } from "./jobs/runner";
import { createLogger } from "./logger";
import { createProcessMemory } from "./memory";
import { parseCidrs } from "./net/address-policy";
import { startingFetch } from "./starting";

/**
 * Where a person goes first: the platform and the API reference, on PUBLIC_URL. Its default names PORT, so with
 * `PORT=0` (any free port) the port actually bound is put in.
 */
function startUrls(publicUrl: string, port: number) {
  const base = publicUrl.replace(/:0$/, `:${port}`);
  return { publicUrl: base, platform: `${base}/platform`, docs: `${base}/docs` };
}

async function boot() {
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
  // A malformed WEBHOOK_ALLOWED_CIDRS stops the boot here, not when the webhook client is built after listening.
  try {
    parseCidrs(config.webhooks.allowedCidrs);
  } catch (err) {
    process.stderr.write(`WEBHOOK_ALLOWED_CIDRS: ${(err as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel, { service: "scoutpost" });
  // PID 1 inherits every orphaned process and must reap it; Node never does. Chromium leaves orphans (its crash
  // handler at every launch, its whole process tree when the browser dies), and they would stay zombies for good.
  if (process.pid === 1)
    logger.warn(
      "running as PID 1 with no init: processes Chromium leaves behind are never reaped; start the container with an init (the image's tini, or docker run --init)",
    );
  const clock = systemClock;
  /** Stop start-up with one line saying why the database is unusable (a bad path, a full disk), no stack. */
  const unusable = (err: unknown): never => {
    process.stderr.write(`${cannotOpen(config.databaseUrl ? "DATABASE_URL" : config.databasePath, err)}\n`);
    process.exit(1);
  };
  let database: OpenDatabase;
  try {
    database = await openDatabase(config);
  } catch (err) {
    return unusable(err);
  }
  const { store, sqlite: db } = database;
  /**
   * The `default` account and its key, once the port is ours: a first start that cannot listen must not create a
   * key it shows only on its way out (the next start would not show it again).
   */
  const bootstrap = async () => {
    let opened: Bootstrapped;
    try {
      // A CLI command may hold the write lock as the service starts: wait for it rather than give up.
      opened = await retryWhileLocked(db, () =>
        store.run(
          ensureBootstrap(clock, {
            bootstrapKey: config.bootstrapApiKey,
            defaultCredits: config.defaultCredits,
          }),
        ),
      );
    } catch (err) {
      return unusable(err);
    }
    if (opened.bootstrapRevoked)
      logger.warn(
        "BOOTSTRAP_API_KEY names a key that was revoked; it stays revoked (set a new one or unset it)",
      );
    if (opened.createdKey) {
      // Printed once, straight to the terminal: the logger would (rightly) redact it.
      process.stdout.write(
        `\n  First start: created account "default" with API key\n\n    ${opened.createdKey}\n\n  Store it now; it is not shown again` +
          ` (lost it? npx scoutpost keys create --account default).\n  Sign in with it at ${urls.platform}\n\n`,
      );
    }
  };

  const memory = createProcessMemory();
  const jobs = new JobRunner(store, clock, logger, { storage: memory.storage, peers: database.peers });
  // Made before listening so that /health says whether a browser can be launched from its first answer.
  const browserPool = new BrowserPool({ configuredPath: config.browser.path, logger });
  const early: Omit<AppDeps, "http" | "forwarders"> = {
    db,
    store,
    config,
    clock,
    logger,
    jobs,
    memory,
    browserStatus: () => browserPool.status(),
  };
  /**
   * The rest of the service, loaded once the port is open (src/started.ts): its outbound clients, the workers (whose
   * sweeps and schedules write, so a full disk stops the start here too), the full app, then the job runner's first
   * turn. Until it resolves, /health is answered and other requests wait (src/starting.ts).
   */
  const loadRest = async () => {
    const { createApp, createHttpClients, relayForwarder, startWorkers } = await import("./started");
    // The relay's forwards are composed into the webhook pipeline here (src/webhooks/forwarders.ts).
    const deps: AppDeps = Object.assign(early, {
      http: createHttpClients(config),
      forwarders: [relayForwarder],
    });
    let stopWorkers: () => Promise<void>;
    try {
      // The workers' first sweeps write at once; started part-way they could not be started again, so the lock
      // is waited for first (a holder that takes it back meanwhile still fails the start as busy).
      if (db) await waitForWriteLock(db, START_LOCK_WAIT_MS);
      stopWorkers = startWorkers(deps, { browserPool });
    } catch (err) {
      if (storageProblem(err)) return unusable(err);
      throw err;
    }
    const app = createApp(deps);
    jobs.start();
    return { app, deps, stopWorkers };
  };
  // Begun once this turn has opened the port.
  const rest = new Promise<void>((resolve) => setImmediate(resolve)).then(loadRest);
  const full = rest.then((r) => r.app);
  full.catch((err: unknown) => {
    process.stderr.write(`The service could not start: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  });

  let urls = startUrls(config.publicUrl, config.port);
  const listen = {
    fetch: startingFetch(early, full),
    port: config.port,
    hostname: config.host,
    serverOptions: serverOptions(config.http),
  };
  const server = serve(listen, (info) => {
    urls = startUrls(config.publicUrl, info.port);
    void bootstrap().then(() =>
      logger.info("listening", {
        url: `http://${info.address}:${info.port}`,
        publicUrl: urls.publicUrl,
        platform: urls.platform,
        docs: urls.docs,
      }),
    );
  });
  // A port taken (another Scoutpost still running) or not ours to bind: one line saying so, not a stack.
  server.on("error", (err: NodeJS.ErrnoException) => {
    const why =
      err.code === "EADDRINUSE"
        ? "the address is in use (is another Scoutpost still running? set PORT to another port)"
        : err.message;
    process.stderr.write(`Cannot listen on ${config.host}:${config.port}: ${why}\n`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    server.close();
    const { stopWorkers, deps } = await rest;
    await jobs.stop(10_000);
    await stopWorkers();
    await deps.http.close();
    await browserPool.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

void boot();
