// `npm run build` (and `npm install`, through `prepare`): src/ as plain JavaScript in dist/, which `npm start` and
// the image run with node alone; `node build.mjs <folder>` builds into another folder, whose parent must hold
// package.json and drizzle/ (the built files read them from there, src/root.ts). The service and the CLI are bundled
// with their shared code split into chunks, so a dynamic import() (the browser driver, PostgreSQL) stays a file of
// its own, loaded only when reached. Source maps (without the sources' text, which only the debugger would read)
// let stack traces name the TypeScript lines.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
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

// undici's entry loads all of it (fetch, WebSocket, mocks, caches: 1 MB bundled, a fifth of the start's parsing)
// while the service uses its Agent, its connector and `request`. Bundled imports of "undici" get those alone, built
// as its index.js builds them; a name outside them fails the build ("No matching export") rather than the run.
const UNDICI_USED = `
import Agent from "undici/lib/dispatcher/agent.js";
import Dispatcher from "undici/lib/dispatcher/dispatcher.js";
import buildConnector from "undici/lib/core/connect.js";
import api from "undici/lib/api/index.js";
import util from "undici/lib/core/util.js";
import { InvalidArgumentError } from "undici/lib/core/errors.js";
import { getGlobalDispatcher } from "undici/lib/global.js";
Object.assign(Dispatcher.prototype, api);
export { Agent, buildConnector };
export function request(url, opts, handler) {
  if (typeof opts === "function") [handler, opts] = [opts, null];
  if (!url || (typeof url !== "string" && typeof url !== "object")) throw new InvalidArgumentError("invalid url");
  if (opts != null && typeof opts !== "object") throw new InvalidArgumentError("invalid opts");
  if (opts?.path != null) {
    if (typeof opts.path !== "string") throw new InvalidArgumentError("invalid opts.path");
    url = new URL(util.parseOrigin(url).origin + (opts.path.startsWith("/") ? opts.path : \`/\${opts.path}\`));
  } else {
    opts ??= typeof url === "object" ? url : {};
    url = util.parseURL(url);
  }
  const { agent, dispatcher = getGlobalDispatcher() } = opts;
  if (agent) throw new InvalidArgumentError("unsupported opts.agent. Did you mean opts.client?");
  const path = url.search ? \`\${url.pathname}\${url.search}\` : url.pathname;
  return api.request.call(dispatcher, { ...opts, origin: url.origin, path, method: opts.method || (opts.body ? "PUT" : "GET") }, handler);
}
`;
/** @type {import("esbuild").Plugin} */
const lean = {
  name: "lean",
  setup(build) {
    build.onResolve({ filter: /^undici$/ }, () => ({ path: "undici", namespace: "undici-used" }));
    build.onLoad({ filter: /.*/, namespace: "undici-used" }, () => ({
      contents: UNDICI_USED,
      resolveDir: process.cwd(),
      loader: "js",
    }));
    // Required by undici only when first needed, so read from node_modules then: HTTP/1's parser (160 kB of
    // WebAssembly as base64, at the first request) and fetch's body encoder (a FormData body).
    build.onResolve({ filter: /^\.\.\/(llhttp\/llhttp(_simd)?-wasm|web\/fetch\/body)\.js$/ }, (args) =>
      args.importer.includes("/node_modules/undici/lib/")
        ? { path: `undici/lib/${args.path.slice(3)}`, external: true }
        : undefined,
    );
    // zod's `z` carries every locale (360 kB) for `z.locales`, which nothing here reads; English, its default, is
    // imported by zod's schemas themselves.
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes("/node_modules/zod/")
        ? { path: "zod-locales", namespace: "zod-locales" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-locales" }, () => ({
      contents: 'export { default as en } from "zod/v4/locales/en.js";',
      resolveDir: process.cwd(),
      loader: "js",
    }));
  },
};

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
  plugins: [lean],
  sourcemap: true,
  sourcesContent: false,
  logLevel: "warning",
});

// The single-file listen and trigger client that GET /cli/scoutpost.mjs serves (src/api/relay/cli-client.ts): its
// own bundle, with no chunks and no library, so one downloaded file runs with Node alone. Its options are shared
// with the route's on-demand build when the service runs from its sources.
const standalone = JSON.parse(readFileSync("src/cli/standalone-build.json", "utf8"));
await esbuild.build({ ...standalone, outfile: `${outdir}/cli/scoutpost.mjs` });
