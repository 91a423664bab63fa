import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnCaptured } from "../helpers/service";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The service as `npm start` and the image run it: today's sources built by build.mjs into a folder of its own
 * beside package.json, drizzle/ and node_modules (linked from the project), then run with node alone.
 */
describe("the built service", () => {
  let dir: string;
  let dist: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "scoutpost-built-"));
    for (const name of ["package.json", "drizzle", "node_modules"])
      symlinkSync(join(root, name), join(dir, name));
    dist = join(dir, "dist");
    execFileSync(process.execPath, [join(root, "build.mjs"), dist], { stdio: "pipe" });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts with node alone, migrates a new database and answers /health", async () => {
    const svc = spawnCaptured(process.execPath, ["--enable-source-maps", join(dist, "index.js")], {
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      DATABASE_PATH: join(dir, "built.db"),
    });
    try {
      const deadline = Date.now() + 30_000;
      let url: string | undefined;
      while (!url) {
        if (svc.proc.exitCode !== null || Date.now() > deadline)
          throw new Error(svc.stderr() || svc.stdout());
        url = /"msg":"listening"/.test(svc.stdout()) ? svc.stdout().match(/"url":"([^"]+)"/)?.[1] : undefined;
        await new Promise((r) => setTimeout(r, 25));
      }
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      // The version is read from package.json and the migrations from drizzle/, both found from the built files.
      const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
      expect(await health.json()).toMatchObject({ status: "ok", version, checks: { database: "ok" } });
    } finally {
      svc.proc.kill("SIGTERM");
      expect(await svc.exited).toBe(0);
    }
  });

  it("loads the browser driver and PostgreSQL's only when first used, not at start", () => {
    // The packages index.js imports, with the chunks it imports statically (and, with `dynamic`, through import()).
    const packages = (dynamic: boolean) => {
      const found = new Set<string>();
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const code = readFileSync(file, "utf8");
        const specs = [...code.matchAll(/^(?:import|export)\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)];
        if (dynamic) specs.push(...code.matchAll(/\bimport\("([^"]+)"\)/g));
        for (const [, from, bare] of specs) {
          const spec = (from ?? bare)!;
          if (spec.startsWith(".")) visit(resolve(dirname(file), spec));
          else
            found.add(
              spec
                .split("/")
                .slice(0, spec.startsWith("@") ? 2 : 1)
                .join("/"),
            );
        }
      };
      visit(join(dist, "index.js"));
      return [...found];
    };
    const lazy = ["playwright-core", "pg"];
    expect(packages(false)).toContain("better-sqlite3"); // the walk finds the imports it should
    expect(packages(false).filter((p) => lazy.includes(p))).toEqual([]);
    expect(packages(true)).toEqual(expect.arrayContaining(lazy));
  });

  it("ships source maps that name the TypeScript files, so stack traces point at them", () => {
    // src/app.ts is in the chunk loaded once the service listens (src/started.ts), not in index.js's own map.
    const sources = readdirSync(dist)
      .filter((f) => f.endsWith(".js.map"))
      .flatMap((f) => (JSON.parse(readFileSync(join(dist, f), "utf8")) as { sources: string[] }).sources)
      .map((s) => resolve(dist, s));
    expect(sources).toContain(join(root, "src", "index.ts"));
    expect(sources).toContain(join(root, "src", "app.ts"));
    const ours = sources.filter((s) => s.startsWith(join(root, "src")));
    for (const source of ours) expect(existsSync(source), source).toBe(true);
  });
});
