import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The layering of src/: the capabilities (src/research, src/browsing, src/scouts, src/chat) are services that know
// no HTTP; the API (src/api) and the platform (src/platform) are their adapters, and neither adapter leans on the
// other. Checked on the source text: every `from "…"` specifier (imports and re-exports), every bare `import "…"`
// and every `import("…")`.

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const tests = join(root, "test");

/** Every TypeScript file under `dir` (tests included: they may not cross the layers either). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

/** The module specifiers a file imports, as written. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(SPECIFIER)].map((m) => (m[1] ?? m[2])!);
}

/** What a file imports from src/, as paths relative to src/ without extension ("api/research/research.routes"). */
function srcImports(file: string): string[] {
  return specifiers(file)
    .filter((s) => s.startsWith("."))
    .map((s) =>
      relative(src, resolve(dirname(file), s))
        .split(sep)
        .join("/"),
    )
    .filter((p) => !p.startsWith(".."));
}

/** `path` (relative to src/) is `area` or lies inside it. */
const within = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** Each import of the files under `from` (a folder or a file of src/) that lands in one of `forbidden`. */
function crossings(from: string, forbidden: string[]): string[] {
  const target = join(src, from);
  const files = /\.tsx?$/.test(from) ? [target] : sourceFiles(target);
  expect(files.length, `no source files under src/${from}`).toBeGreaterThan(0);
  return files.flatMap((file) =>
    srcImports(file)
      .filter((path) => forbidden.some((area) => within(path, area)))
      .map((path) => `${relative(root, file)} imports src/${path}`),
  );
}

// Where tests live (docs/architecture.md, "Layout"): `test/` holds the integration tests, one folder per capability;
// a unit test of pure functions may sit beside its code as `src/**/*.test.ts`, and then opens no database or server.

/**
 * A source file's code without its line comments: the ownership checks look for writes, and a comment may show one
 * as an example (src/db/store/work.ts).
 */
const code = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n");

/** The folders of test/ that hold tests: one per capability. */
const TEST_FOLDERS = [
  "browsing",
  "chat",
  "evidence",
  "foundation",
  "platform",
  "research",
  "scouts",
  "sdk",
  "webhooks",
  "webhooks-inspector",
  "relay",
  "sdk",
];

/** Modules whose import opens (or exists to open) a database, a server or a connection. */
const OPENERS = ["better-sqlite3", "pg", "@hono/node-server", "node:http", "node:https", "http", "https"];

/** Names of undici that send a request (its types, and `errors`, open nothing). */
const UNDICI_SENDERS = new Set(["request", "fetch", "stream", "pipeline", "connect", "upgrade"]);
const UNDICI_IMPORT = /\bimport\s+(?!type\b)([^;]*?)\s*from\s*["']undici["']/g;

/** What an import of undici in `text` takes that sends: its senders by name, or all of it (default or namespace). */
function undiciSenders(text: string): string[] {
  return [...text.matchAll(UNDICI_IMPORT)].flatMap((m) => {
    const clause = m[1]!;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
    const whole = clause
      .replace(/\{[^}]*\}/, "")
      .replace(/,/g, " ")
      .trim();
    const names = named
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "))
      .map((n) => n.split(/\s+as\s+/)[0]!.trim());
    return [...(whole ? [whole] : []), ...names.filter((n) => UNDICI_SENDERS.has(n))];
  });
}

/** Why a unit test (a file of src/) is not one: each import of it that opens a database or a server. */
function openerImports(file: string): string[] {
  const found = specifiers(file).filter(
    (s) =>
      OPENERS.some((o) => s === o || s.startsWith(`${o}/`)) ||
      (s.startsWith(".") &&
        /^db\/((pg\/)?client|open)$/.test(
          relative(src, resolve(dirname(file), s))
            .split(sep)
            .join("/"),
        )),
  );
  found.push(...undiciSenders(readFileSync(file, "utf8")).map((name) => `undici (${name})`));
  return found.map((s) => `${relative(root, file).split(sep).join("/")} imports ${s}`);
}

describe("architecture", () => {
  it("reads the import specifiers it checks", () => {
    // A parser that found nothing would pass every rule below.
    const imports = srcImports(join(src, "platform/pages/research.tsx"));
    expect(imports).toContain("research/service");
    expect(imports).toContain("http/errors");
    expect(srcImports(join(src, "app.ts"))).toContain("api/research/research.index");
  });

  it("the platform imports nothing from the API", () => {
    expect(crossings("platform", ["api"])).toEqual([]);
  });

  it("the webhooks import nothing from the HTTP layer", () => {
    expect(crossings("webhooks", ["http"])).toEqual([]);
  });

  it.each(["research", "browsing", "scouts", "chat", "relay"])(
    "the %s service knows no HTTP: nothing from src/api, src/http or src/platform",
    (service) => {
      expect(crossings(service, ["api", "http", "platform"])).toEqual([]);
    },
  );

  it("the workers come from the services, not from the API", () => {
    expect(crossings("workers.ts", ["api"])).toEqual([]);
  });

  it("each service is the only writer of its tables", () => {
    const tables: Record<string, string[]> = {
      research: ["researchTasks"],
      browsing: ["browsingTasks", "browsingSteps"],
      scouts: ["scouts", "scoutUpdates"],
    };
    const writes: string[] = [];
    for (const [service, names] of Object.entries(tables)) {
      const write = new RegExp(`\\.(?:insert|update|delete)\\(\\s*(?:t\\.)?(?:${names.join("|")})\\s*\\)`);
      for (const file of sourceFiles(src)) {
        if (within(relative(src, file).split(sep).join("/"), service)) continue;
        if (write.test(code(file))) writes.push(`${relative(root, file)} writes ${service}'s tables`);
      }
    }
    expect(writes).toEqual([]);
  });

  it("the relay's tables each have one writer: sources.ts (with the counts), destinations.ts and requests.ts", () => {
    const owners: [RegExp, string][] = [
      [
        /(insert\s+into|update|delete\s+from)\s+relay_sources\b|\.(insert|update|delete)\(\s*(t\.)?relaySources\b/i,
        "relay/sources.ts",
      ],
      [
        /(insert\s+into|update|delete\s+from)\s+relay_source_counts\b|\.(insert|update|delete)\(\s*(t\.)?relaySourceCounts\b/i,
        "relay/sources.ts",
      ],
      [
        /(insert\s+into|update|delete\s+from)\s+relay_destinations\b|\.(insert|update|delete)\(\s*(t\.)?relayDestinations\b/i,
        "relay/destinations.ts",
      ],
      [
        /(insert\s+into|update|delete\s+from)\s+relay_requests\b|\.(insert|update|delete)\(\s*(t\.)?relayRequests\b/i,
        "relay/requests.ts",
      ],
    ];
    for (const [write, owner] of owners) {
      const writers = sourceFiles(src)
        .filter((file) => write.test(code(file)))
        .map((file) => relative(src, file).split(sep).join("/"));
      expect(writers).toEqual([owner]);
    }
  });

  it("the delivery log (src/webhooks/log/) is the only writer of deliveries and attempts", () => {
    const write =
      /(insert\s+into|update|delete\s+from)\s+webhook_(deliveries|attempts)\b|\.(insert|update|delete)\(\s*(t\.)?(deliveries|deliveryAttempts)\b/i;
    const writers = sourceFiles(src)
      .filter((file) => write.test(readFileSync(file, "utf8")))
      .map((file) => relative(src, file).split(sep).join("/"));
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((path) => !within(path, "webhooks/log"))).toEqual([]);
  });

  it("the jobs table is written by the job runner's store (src/jobs/) alone", () => {
    const write = /(insert\s+into|update|delete\s+from)\s+jobs\b|\.(insert|update|delete)\(\s*(t\.)?jobs\b/i;
    const writers = sourceFiles(src)
      .filter((file) => write.test(code(file)))
      .map((file) => relative(src, file).split(sep).join("/"));
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((path) => !within(path, "jobs"))).toEqual([]);
  });

  it("the centre imports no feature: the job runner nothing from the capabilities, the webhook pipeline nothing from the relay", () => {
    expect(crossings("jobs", ["relay", "webhooks", "scouts", "research", "browsing", "api"])).toEqual([]);
    // The relay's forwards reach the pipeline as a Forwarder composed at boot (deps.forwarders).
    expect(crossings("webhooks", ["relay"])).toEqual([]);
  });

  it("a rate-limited receiver's pace (webhook_pace) is written by src/webhooks/log/pace.ts alone", () => {
    const write =
      /(insert\s+into|update|delete\s+from)\s+webhook_pace\b|\.(insert|update|delete)\(\s*(t\.)?webhookPace\b/i;
    const writers = sourceFiles(src)
      .filter((file) => write.test(code(file)))
      .map((file) => relative(src, file).split(sep).join("/"));
    expect(writers).toEqual(["webhooks/log/pace.ts"]);
  });

  it("finds the imports that open a database or a server", () => {
    // A check that found nothing would pass every unit test; these files each open something.
    const has = (file: string, what: string) =>
      expect(
        openerImports(join(root, file)).some((o) => o.endsWith(` imports ${what}`)),
        `${file}: ${what}`,
      ).toBe(true);
    has("src/db/client.ts", "better-sqlite3");
    has("src/db/pg/client.ts", "pg");
    has("test/foundation/pg-client.test.ts", "../../src/db/pg/client");
    has("src/index.ts", "@hono/node-server");
    has("src/index.ts", "./db/open");
    has("test/foundation/guarded-agent.test.ts", "node:http");
    has("test/foundation/guarded-agent.test.ts", "undici (request)");
    expect(undiciSenders('import { errors, type Dispatcher, fetch as f } from "undici";')).toEqual(["fetch"]);
    expect(undiciSenders('import * as u from "undici";')).toEqual(["* as u"]);
    expect(undiciSenders('import type { Dispatcher } from "undici";')).toEqual([]);
  });

  it("the unit tests beside the code (src/**/*.test.ts) open no database or server", () => {
    const unitTests = sourceFiles(src).filter((file) => file.endsWith(".test.ts"));
    expect(unitTests.length).toBeGreaterThan(0);
    expect(unitTests.flatMap(openerImports)).toEqual([]);
  });

  it("every test under test/ lives in the folder of a capability", () => {
    const all = sourceFiles(tests)
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => relative(tests, file).split(sep).join("/"));
    expect(all.length).toBeGreaterThan(0);
    const misplaced = all.filter((path) => {
      const folder = path.includes("/") ? path.split("/")[0]! : undefined;
      return path !== "architecture.test.ts" && !(folder && TEST_FOLDERS.includes(folder));
    });
    expect(misplaced.map((path) => `test/${path}`)).toEqual([]);
  });

  it("no hand-written statement binds a bare LIMIT, which SQLite would prepare again on every run", () => {
    // src/db/store/statement.ts: a bare bound LIMIT (`limit ?`, `limit @n`, `limit $1`) is read when the statement
    // is prepared, so each run re-prepares it; bound as an expression (`limit +?`) it is read when it runs.
    // SQL text only: not a property (`.limit ?? 10`) and not a comment line.
    const BARE = /(?<![.\w])limit\s+(?:\?(?!\?)|[@:$]\w+)/gi;
    const sqlLines = (text: string) => text.split("\n").filter((l) => !/^\s*(?:\/\/|\*|\/\*)/.test(l));
    expect("order by due limit ?) and limit @limit".match(BARE)).toHaveLength(2); // the pattern finds what it should
    expect("limit +?) limit +@limit limit 1 o.limit ?? 10 limit ?? 10".match(BARE)).toBeNull();
    const bare = sourceFiles(src)
      .filter((file) => !file.endsWith(".test.ts"))
      .flatMap((file) =>
        sqlLines(readFileSync(file, "utf8")).flatMap((line) =>
          (line.match(BARE) ?? []).map((m) => `${relative(src, file)}: ${m}`),
        ),
      );
    expect(bare).toEqual([]);
  });

  it("no module of src/ declares state of its own: state is owned by deps (deps.http, deps.memory)", () => {
    // At the top level (column 0, as Biome formats it): a `let` or `var`; a `const` holding a new Map, Set, WeakMap
    // or WeakSet, unless its type says it is a read-only table (ReadonlyMap / ReadonlySet); a connection pool or a
    // metrics registry. Values made per connection go through perConnection / perDatabase (src/db/client.ts).
    const STATE =
      /^(?:export\s+)?(?:(?:let|var)\s+(\w+)|const\s+(\w+)(?:\s*:(?!\s*Readonly(?:Map|Set)\b)[^=]+)?\s*=\s*(?:new\s+(?:Weak)?(?:Map|Set)\b|new\s+(?:Agent|Pool|Registry)\b|createGuardedAgent\())/gm;
    // What must stay, each with its reason. Keep this short.
    const allowed = new Set([
      // The process's Prometheus registry: /metrics reports the process, and its counters are observed from every
      // layer (moving it into deps would thread deps into pure engine code for no behaviour).
      "metrics.ts registry",
      // uuidv7's last millisecond and sequence: ids must increase across everything the process makes, whichever
      // deps made them, exactly as the clock they stand for is the process's.
      "db/ids.ts lastMs",
      "db/ids.ts sequence",
    ]);
    const declared = sourceFiles(src)
      .filter((file) => !file.endsWith(".test.ts"))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(STATE)].map(
          (m) => `${relative(src, file).split(sep).join("/")} ${m[1] ?? m[2]}`,
        ),
      );
    expect(declared).toContain("metrics.ts registry"); // the pattern finds what it should
    expect(declared.filter((d) => !allowed.has(d))).toEqual([]);
  });
});
