// `npm run build` (and `npm install`, through `prepare`): src/ as plain JavaScript in dist/, which `npm start` and
// the image run with node alone; `node build.mjs <folder>` builds into another folder, whose parent must hold
// package.json and drizzle/ (the built files read them from there, src/root.ts). The service and the CLI are bundled
// with their shared code split into chunks, so a dynamic import() (the browser driver, PostgreSQL) stays a file of
// its own, loaded only when reached. Source maps (without the sources' text, which only the debugger would read)
// let stack traces name the TypeScript lines.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// `--if-stale` (npm start's `prestart`): build only when a source is newer than the build, so a checkout that moved
// on never starts an old dist/ while an unchanged one starts at once (the check reads ~300 file times, a few ms).
const ifStale = process.argv.includes("--if-stale");
const outdir = resolve(process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "dist");
process.chdir(fileURLToPath(new URL(".", import.meta.url)));

if (ifStale && existsSync(`${outdir}/index.js`)) {
  const built = statSync(`${outdir}/index.js`).mtimeMs;
  const inputs = [
    "package.json",
    "build.mjs",
    ...readdirSync("src", { recursive: true }).map((f) => join("src", String(f))),
  ];
  if (inputs.every((f) => statSync(f).mtimeMs <= built)) process.exit(0);
}

let esbuild;
try {
  esbuild = await import("esbuild");
} catch {
  // A production install (`npm ci --omit=dev`) runs `prepare` too, without the dev dependencies that build.
  if (existsSync(`${outdir}/index.js`)) process.exit(0);
  process.stderr.write(
    `${outdir} is not built and esbuild (a dev dependency) is not installed: run \`npm ci\` with the dev` +
      " dependencies (then `npm prune --omit=dev` to drop them), as the Dockerfile does\n",
  );
  process.exit(1);
}

// A fresh folder: chunk names change with their contents, and stale ones would pile up.
rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: ["src/index.ts", "src/cli.ts"],
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // The libraries are bundled too: resolving and loading their hundreds of files one by one was half of the
  // start's CPU time (1.1 s to the first /health, 0.6 s bundled). Left out: the native driver, and what is loaded
  // only when first used (src/engines/browser/pool.ts, src/db/open.ts, src/engines/research/extract.ts).
  external: ["better-sqlite3", "playwright-core", "pg", "linkedom", "@mozilla/readability"],
  // Bundled CommonJS libraries require Node's own modules, which an ES module has no `require` for.
  banner: {
    js: 'import { createRequire as bannerRequire } from "node:module"; const require = bannerRequire(import.meta.url);',
  },
  sourcemap: true,
  sourcesContent: false,
  logLevel: "warning",
});
