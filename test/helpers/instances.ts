import { generateApiKey } from "../../src/accounts/keys";
import { chromiumPath } from "./browser";
import { freePort } from "./ports";
import { fetchRetryingReset, type RunningService, startService } from "./service";

// Several real Scoutpost processes (the built service, test/helpers/built.ts) on one PostgreSQL database, each on
// its own port, as compose.yaml runs them: the harness of the PostgreSQL service tests.

export interface Instance {
  name: string;
  base: string;
  service: RunningService;
  /** A JSON API call with the bootstrap key; throws on a status other than 2xx with the body. */
  api<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** A raw request to this instance (no key unless given), redirects not followed. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** Start one instance on `databaseUrl` with the shared `key`; `env` adds to (or overrides) the defaults. */
export async function startInstance(
  name: string,
  databaseUrl: string,
  key: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const service = await startService(
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      INSTANCE_ID: name,
      BOOTSTRAP_API_KEY: key,
      AGENT_ALLOW_PRIVATE_NETWORKS: "true",
      BROWSER_PATH: chromiumPath,
      BROWSER_CONCURRENCY: "1",
      ...env,
    },
    60_000,
  );
  const base = service.baseUrl;
  const request = (path: string, init: RequestInit = {}) =>
    fetchRetryingReset(`${base}${path}`, { redirect: "manual", ...init });
  async function api<T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await request(path, {
      method: body === undefined ? "GET" : "POST",
      headers: { "X-API-Key": key, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${name} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }
  return { name, base, service, api, request };
}

/** `n` instances started together on one database (they migrate and bootstrap at the same moment). */
export async function startInstances(n: number, databaseUrl: string, env: Record<string, string> = {}) {
  const key = generateApiKey();
  const started = await Promise.allSettled(
    Array.from({ length: n }, (_, i) => startInstance(`instance-${i + 1}`, databaseUrl, key, env)),
  );
  const instances = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await stopInstances(instances);
    throw (failed as PromiseRejectedResult).reason;
  }
  return { key, instances };
}

/** Stop instances as an operator does (SIGTERM) and wait for each to exit. */
export async function stopInstances(instances: Instance[], killAfterMs?: number): Promise<void> {
  await Promise.all(
    instances.map(async (i) => {
      if (i.service.proc.exitCode === null && i.service.proc.signalCode === null) {
        i.service.proc.kill("SIGTERM");
        // A teardown that needs no graceful end (the crash suites kill instances anyway) does not wait out a
        // drain that a busy machine stretches: past `killAfterMs`, the instance is killed.
        const kill =
          killAfterMs === undefined
            ? undefined
            : setTimeout(() => i.service.proc.kill("SIGKILL"), killAfterMs);
        await i.service.exited;
        clearTimeout(kill);
      }
    }),
  );
}

/** Poll `read` until `done` holds for its value, for at most `timeoutMs`: for work the service does on its own. */
export async function until<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
