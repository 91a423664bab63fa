import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Agent, fetch as undiciFetch } from "undici";
import { builtCommand } from "./built";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A child process with everything it has written so far. */
export interface CapturedProcess {
  proc: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolve when the process exits, with its exit code (or signal name). */
  exited: Promise<number | string>;
}

export interface RunningService extends CapturedProcess {
  baseUrl: string;
}

/** Spawn `command` in the project's folder with `env` (and PATH) only, no stdin, capturing its output. */
export function spawnCaptured(command: string, args: string[], env: Record<string, string>): CapturedProcess {
  const proc = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  proc.stdout!.on("data", (d) => {
    out += d;
  });
  proc.stderr!.on("data", (d) => {
    err += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    proc.on("exit", (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { proc, stdout: () => out, stderr: () => err, exited };
}

/**
 * Start the real service (built, as `npm start` runs it: test/helpers/built.ts) as a child process on an
 * ephemeral port and wait, with a deadline, until it logs that it is listening.
 */
export async function startService(
  env: Record<string, string>,
  timeoutMs = 30_000,
  /** A command to run the service under (e.g. `unshare --pid --fork`), or none. */
  wrap: string[] = [],
): Promise<RunningService> {
  const [command, ...args] = [...wrap, ...builtCommand("index")];
  const started = spawnCaptured(command!, args, { HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env });
  const { proc, stdout, stderr } = started;
  const deadline = Date.now() + timeoutMs;
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const out = stdout();
      const m = out.match(/"msg":"listening"/) ? out.match(/"url":"(http:\/\/[^"]+)"/) : null;
      if (m) return resolve(m[1]!);
      if (proc.exitCode !== null) return reject(new Error(`service exited early: ${stderr() || out}`));
      if (Date.now() > deadline)
        return reject(new Error(`service did not start in time: ${stderr() || out}`));
      setTimeout(check, 25);
    };
    check();
  });
  return { ...started, baseUrl };
}

/** Run the service with an environment that must make it refuse to start; resolves with exit code and output. */
export function startExpectingFailure(env: Record<string, string>, timeoutMs = 30_000) {
  return new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve, reject) => {
    const [command, ...args] = builtCommand("index");
    const proc = spawn(command, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    let out = "";
    proc.stderr!.on("data", (d) => {
      err += d;
    });
    proc.stdout!.on("data", (d) => {
      out += d;
    });
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error("service did not exit"));
    }, timeoutMs);
    proc.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: err, stdout: out });
    });
  });
}

/**
 * SIGTERM a running service and wait (15 s at most) for it to exit; SIGKILL if it does not. Its output is pushed
 * to `logs`. Nothing happens to a service that has already exited.
 */
export async function stopService(running: RunningService | undefined, logs: string[]): Promise<void> {
  if (!running || running.proc.exitCode !== null || running.proc.signalCode !== null) return;
  running.proc.kill("SIGTERM");
  const how = await Promise.race([
    running.exited,
    new Promise((r) => setTimeout(() => r("timeout"), 15_000)),
  ]);
  if (how === "timeout") {
    running.proc.kill("SIGKILL");
    await running.exited;
  }
  logs.push(running.stdout(), running.stderr());
}

let freshConnections: Agent | undefined;

/**
 * fetch, sending an idempotent request (GET, HEAD) once more when the connection it reused was reset, as HTTP
 * clients may (RFC 9112 §9.3.1): with two full test runs on the machine at once (load 9-12), a test's polls of a
 * running service were twice answered ECONNRESET. Any other failure fails as it came. Any other method goes on a
 * connection of its own (undici's `pipelining: 0`), which no idle timeout can close under it: a POST on a reused one
 * met that race once with two full runs at once.
 */
export async function fetchRetryingReset(url: string, init: RequestInit = {}): Promise<Response> {
  const idempotent = init.method === undefined || init.method === "GET" || init.method === "HEAD";
  if (!idempotent) {
    freshConnections ??= new Agent({ pipelining: 0 });
    const sent = { ...init, dispatcher: freshConnections } as Parameters<typeof undiciFetch>[1];
    return (await undiciFetch(url, sent)) as unknown as Response;
  }
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw err;
    return fetch(url, init);
  }
}
