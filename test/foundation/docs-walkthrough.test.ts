import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "../../src/accounts/keys";
import { startBrowseSite } from "../helpers/browse-site";
import { chromiumPath } from "../helpers/browser";
import { type Block, markdownFiles, read, repoRoot, splitMarkdown } from "../helpers/markdown";
import { freePort } from "../helpers/ports";
import { type RunningService, startService } from "../helpers/service";

// The curl walkthroughs of the README and docs/, run as written against the real service: a renamed field, a
// path or a status the docs promise and the service no longer gives fails here. Only the addresses change: the
// service's own, and every outside site a block names, which becomes a site on 127.0.0.1.

/** What a reader's shell has that the blocks use. */
const SHELL_BLOCK = /^(sh|bash|shell)$/;

/** Blocks that cannot run here as written, each with why. */
const NOT_RUN: Record<string, string> = {
  "deliveries/01947a6e-…/redeliver": "a delivery id written as a placeholder",
  '"secret": "whsec_…"': "a Stripe secret and a Slack URL written as placeholders",
  "/cancel": "a browsing task still running, which depends on timing",
  '"response_format":{"type":"json_schema"': "a model server (MODEL_BASE_URL), as its docs say",
};

/**
 * A block's commands: its lines joined where one ends in `\` or inside a quoted string, so that what a command
 * prints names what the next one uses (an inbox created, then read by its id).
 */
function commandsOf(code: string): string[] {
  const commands: string[] = [];
  let current = "";
  let quote: string | undefined;
  for (const line of code.split("\n")) {
    current += (current ? "\n" : "") + line;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quote) {
        if (ch === quote && (quote === "'" || line[i - 1] !== "\\")) quote = undefined;
      } else if (ch === "#" && (i === 0 || /\s/.test(line[i - 1]!))) break;
      else if (ch === "'" || ch === '"') quote = ch;
    }
    if (!quote && !line.endsWith("\\")) {
      if (current.trim() && !current.trim().startsWith("#")) commands.push(current);
      current = "";
    }
  }
  return commands;
}

interface Walkthrough {
  where: string;
  block: Block;
}

function walkthroughs(): Walkthrough[] {
  return markdownFiles().flatMap((file) =>
    splitMarkdown(read(file))
      .blocks.filter((b) => SHELL_BLOCK.test(b.lang) && /\$SP\b/.test(b.code))
      .map((block) => ({ where: `${relative(repoRoot, file)}:${block.line}`, block })),
  );
}

const skipReason = (code: string) => Object.entries(NOT_RUN).find(([marker]) => code.includes(marker))?.[1];

/** Names the blocks use for what earlier blocks made, found in what those printed. */
function namesFrom(stdout: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const line of stdout.split("\n").filter((l) => l.startsWith("{"))) {
    let o: Record<string, unknown>;
    try {
      o = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof o.task_id === "string") found.TASK_ID = o.task_id;
    if (typeof o.delivery_id === "string") found.DELIVERY_ID = o.delivery_id;
    if (typeof o.id === "string" && "output_interval" in o) found.ID = o.id;
    if (typeof o.id === "string" && String(o.url).includes("/hooks/inbox/")) found.INBOX_ID = o.id;
  }
  return found;
}

const CARRIED = ["TASK_ID", "BT", "HOOK", "ID", "INBOX_ID", "DELIVERY_ID", "SOURCE"];

let service: RunningService;
let site: Awaited<ReturnType<typeof startBrowseSite>>;
let receiver: Server;
let receiverOrigin = "";
/** The headers of every request the receiver got. */
const received: Record<string, string | string[] | undefined>[] = [];
/** Commands a reader leaves running in the background (`listen … &`), stopped at the end. */
const background: ChildProcess[] = [];
let dir = "";
const key = generateApiKey();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-walkthrough-"));
  site = await startBrowseSite();
  receiver = createServer((req, res) => {
    received.push(req.headers);
    res.writeHead(200).end("ok");
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const port = await freePort();
  service = await startService({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_PATH: join(dir, "walkthrough.db"),
    BOOTSTRAP_API_KEY: key,
    AGENT_ALLOW_PRIVATE_NETWORKS: "true",
    WEBHOOK_ALLOWED_CIDRS: "127.0.0.0/8",
    BROWSER_PATH: chromiumPath,
    BROWSER_CONCURRENCY: "1",
  });
}, 60_000);

afterAll(async () => {
  for (const p of background) p.kill("SIGTERM");
  service?.proc.kill("SIGTERM");
  await service?.exited;
  await new Promise((r) => receiver?.close(r));
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The block with the docs' addresses replaced by this run's. */
function localised(code: string): string {
  return code
    .replaceAll("http://127.0.0.1:8080", service.baseUrl)
    .replaceAll("KEY=sp_...", `KEY=${key}`)
    .replace(/https:\/\/hooks\.slack\.com\/services\/[\w/]+/g, `${receiverOrigin}/slack`)
    .replaceAll("http://localhost:3000", receiverOrigin)
    .replace(/--forward-to 3000\b/g, `--forward-to ${receiverOrigin}`)
    .replace(/https:\/\/(?:[\w-]+\.)*example\.(?:com|org)/g, site.origin);
}

/** A reader's shell: the docs' two names, and the listen client's two, which the README exports. */
const shellEnv = (names: Record<string, string>) => ({
  PATH: process.env.PATH ?? "",
  SP: service.baseUrl,
  KEY: key,
  SCOUTPOST_URL: service.baseUrl,
  SCOUTPOST_API_KEY: key,
  ...names,
});

/**
 * A command a reader leaves running (`… &`, the listen client): started as it is, and stopped when the walkthrough
 * ends. It counts as run once it has said something (the listener: that it is listening), as a reader waits for
 * before going on; exit status 0 unless it ended by then.
 */
async function runInBackground(code: string, names: Record<string, string>) {
  const command = localised(code).replace(/&\s*(#.*)?$/, "");
  const p = spawn("bash", ["--norc", "--noprofile", "-c", `exec ${command}`], {
    cwd: dir,
    env: shellEnv(names),
    stdio: ["ignore", "pipe", "pipe"],
  });
  background.push(p);
  let said = "";
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    p.stdout!.once("data", done);
    p.stderr!.on("data", (d) => {
      said += d;
      done();
    });
    p.once("exit", done);
    setTimeout(done, 30_000);
  });
  return { status: p.exitCode ?? (said ? 0 : 1), stdout: said, stderr: said, names: {} };
}

/** Run one command in bash as a reader would, every curl failing on an HTTP error; its output and the names it set. */
function run(code: string, names: Record<string, string>) {
  const script = [
    "set -eo pipefail",
    // 23: `| head -c 300` stopped reading, which is what it is for.
    'curl() { local rc=0; command curl --fail-with-body --max-time 60 "$@" || rc=$?; [ $rc -eq 23 ] || return $rc; }',
    `trap 'for v in ${CARRIED.join(" ")}; do printf "\\n__NAME__ %s=%s\\n" "$v" "\${!v:-}"; done' EXIT`,
    localised(code),
  ].join("\n");
  const r = spawnSync("bash", ["--norc", "--noprofile", "-c", script], {
    cwd: dir,
    env: shellEnv(names),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 120_000,
  });
  const set = [...r.stdout.matchAll(/^__NAME__ (\w+)=(.+)$/gm)]
    .filter((m) => names[m[1]!] !== m[2])
    .map((m) => [m[1]!, m[2]!] as const);
  const stdout = r.stdout.replace(/\n__NAME__ .*/g, "");
  return {
    status: r.status,
    stdout,
    stderr: r.stderr,
    names: { ...namesFrom(stdout), ...Object.fromEntries(set) },
  };
}

/** Wait until no browsing task is queued or running: what a reader does before reading a trajectory or deleting. */
async function browsingSettled() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (service.proc.exitCode !== null) throw new Error(`the service exited: ${service.stderr()}`);
    const res = await fetch(`${service.baseUrl}/v1/browsing/tasks?page_size=100`, {
      headers: { "X-API-Key": key, Connection: "close" },
    });
    const { tasks } = (await res.json()) as { tasks: { status: string }[] };
    if (tasks.every((t) => t.status !== "queued" && t.status !== "running")) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("browsing tasks did not finish within 120 s");
}

describe("the docs' curl walkthroughs run against the real service", () => {
  it("runs every command of every block that names $SP, in order, each exiting 0 with no HTTP error", async () => {
    const failed: string[] = [];
    let ran = 0;
    const byFile = new Map<string, Walkthrough[]>();
    for (const w of walkthroughs())
      byFile.set(w.where.split(":")[0]!, [...(byFile.get(w.where.split(":")[0]!) ?? []), w]);
    // What a reader has set stays set from page to page (the README's first, as a reader goes).
    const names: Record<string, string> = {};
    for (const blocks of byFile.values()) {
      // A delete ends what later blocks of the page go on to use: deletes run last, with the names of their place.
      const deletes: { where: string; command: string; names: Record<string, string> }[] = [];
      const runOne = async (where: string, command: string, given: Record<string, string>) => {
        if (/browsing\/tasks\/\$\w+\/trajectory|-X DELETE\s+"?\$SP\/v1\/browsing/.test(command))
          await browsingSettled();
        const r = /&\s*(#.*)?$/.test(command) ? await runInBackground(command, given) : run(command, given);
        ran++;
        if (r.status !== 0)
          failed.push(`${where} \`${command.split("\n")[0]}\` exited ${r.status}: ${r.stdout.slice(0, 300)}`);
        return r.names;
      };
      for (const { where, block } of blocks) {
        if (skipReason(block.code)) continue;
        for (const command of commandsOf(block.code)) {
          if (/-X DELETE/.test(command)) deletes.push({ where, command, names: { ...names } });
          else Object.assign(names, await runOne(where, command, names));
        }
      }
      for (const d of deletes) await runOne(d.where, d.command, d.names);
    }
    expect(failed).toEqual([]);
    // The README's listen client forwarded the event its trigger sent, signed as Stripe signs.
    expect(received.some((h) => String(h["stripe-signature"] ?? "").startsWith("t="))).toBe(true);
    // Most of them: the skip list is for a few placeholders, not a way out.
    expect(ran).toBeGreaterThanOrEqual(55);
  }, 600_000);

  it("the README's first webhook reaches its inbox, as the comment under it says", () => {
    const block = walkthroughs().find(
      (w) => w.where.startsWith("README.md") && w.block.code.includes("HOOK="),
    );
    const r = run(block!.block.code, {});
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ success: true, status_code: 200, error: null });
  }, 60_000);

  it("the skip list names only blocks that exist", () => {
    const codes = walkthroughs().map((w) => w.block.code);
    for (const marker of Object.keys(NOT_RUN))
      expect(
        codes.some((c) => c.includes(marker)),
        marker,
      ).toBe(true);
  });
});
