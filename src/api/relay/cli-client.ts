import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createRoute, z } from "@hono/zod-openapi";
import { HTTPError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { projectPath } from "../../root";
import { ErrorSchema } from "../webhooks/params";

// GET /cli/scoutpost.mjs (docs/relay.md, "scoutpost listen without a checkout"): the single-file listen and trigger
// client, built from src/cli/standalone.ts. Public, like a download page: it holds no secret, and a key is what
// it asks for to do anything.

export const downloadCli = createRoute({
  operationId: "downloadCliClient",
  method: "get",
  path: "/cli/scoutpost.mjs",
  tags: ["Relay"],
  security: [],
  summary: "Download the single-file listen and trigger client (Node 20, no dependencies)",
  description:
    "`curl -O $SP/cli/scoutpost.mjs && node scoutpost.mjs --help`: `listen <source-id> --forward-to <port | " +
    "host:port | URL> [--filter JSON] [--print-json]` and `trigger <source-id> [event]`, with `SCOUTPOST_URL` " +
    "and `SCOUTPOST_API_KEY` in the environment.",
  responses: {
    200: {
      description: "The client, one ES module",
      content: { "text/javascript": { schema: z.string() } },
    },
    503: {
      description: "This installation was not built (`npm run build`)",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

/**
 * The client's text. Built, the service's code sits in the build folder beside `cli/scoutpost.mjs` (build.mjs
 * writes it there). Run from its TypeScript sources (tsx, the tests), it bundles src/cli/standalone.ts with the
 * same options on each request instead (about 50 ms): esbuild is there as a dev dependency, and a bundle made at
 * each request cannot go stale while the sources change.
 */
async function clientText(): Promise<string> {
  if (!import.meta.url.endsWith(".ts"))
    return readFile(fileURLToPath(new URL("./cli/scoutpost.mjs", import.meta.url)), "utf8");
  // A name the bundler cannot follow: the built service must not carry esbuild, which it never reaches.
  const bundler = "esbuild";
  const esbuild = (await import(bundler)) as typeof import("esbuild");
  const options = JSON.parse(await readFile(projectPath("src/cli/standalone-build.json"), "utf8"));
  const built = await esbuild.build({
    ...options,
    entryPoints: options.entryPoints.map((p: string) => projectPath(p)),
    absWorkingDir: projectPath(),
    outfile: "scoutpost.mjs",
    write: false,
  });
  return built.outputFiles![0]!.text;
}

export const cliClientRouter = createRouter().openapi(downloadCli, async () => {
  let text: string;
  try {
    text = await clientText();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    throw new HTTPError(503, "The listen client was not built with this installation: run `npm run build`");
  }
  return new Response(text, {
    status: 200,
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "content-disposition": 'attachment; filename="scoutpost.mjs"',
      "cache-control": "no-cache",
    },
  }) as never;
});
