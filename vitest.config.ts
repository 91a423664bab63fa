import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { classify, missing, type ProjectName } from "./test/projects";
import LongestFirst from "./test/sequencer";

// Four projects, by what a file needs (test/projects.ts): `unit` (one process, nothing else), `integration`
// (PostgreSQL, child processes, sockets), `browser` (a real Chromium) and `evidence` (test/evidence/, the suites
// that crash and fuzz the real service). `vitest run` (and `npm test`) runs all four; `npm run test:quick` runs
// `unit` alone. A file that needs what this machine lacks (Chromium, PostgreSQL) is left out, and the run ends by
// naming it and the command that installs what it needs (test/reporters/summary.ts).

const absent = missing();
const files = classify();
const runnable = files.filter((f) => ![...f.needs].some((n) => absent[n]));
const filesOf = (project: ProjectName) => runnable.filter((f) => f.project === project).map((f) => f.file);

const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

function project(name: ProjectName, extra: TestProjectInlineConfiguration["test"] = {}) {
  // A project with no file left (all skipped here) still needs a pattern; this one matches nothing.
  const include = filesOf(name);
  return {
    test: { ...shared, name, include: include.length ? include : [`${name}-has-no-files`], ...extra },
  };
}

export default defineConfig({
  test: {
    ...shared,
    // Real Chromium and real sockets: two cores, so keep the worker pool small.
    maxWorkers: 2,
    pool: "forks",
    // The long files first (the evidence suites), so that the two workers end together.
    sequence: { sequencer: LongestFirst },
    reporters: ["default", "./test/reporters/summary.ts"],
    // The PostgreSQL server of the store-level suites: TEST_DATABASE_URL's, or a private one started for the run
    // (not for `unit` alone, which has no use for one); and the service and CLI built once for the files that start
    // them as processes. Run once, here, for every project.
    globalSetup: ["./test/helpers/postgres-setup.ts", "./test/helpers/build-setup.ts"],
    // `isolate: false`: a worker runs file after file in one module graph, importing the app once rather than once
    // per file (2-3 s a file on two busy cores). Safe for the files of these two projects: none mocks a module,
    // stubs a global or changes process.env, and each closes what it starts. The browser and evidence files keep a
    // fresh graph each: they are few and long, and start what they test from a clean slate.
    projects: [
      // The guard stops a `unit` file that starts a process or a server (test/helpers/unit-guard.ts).
      project("unit", { isolate: false, setupFiles: ["./test/helpers/unit-guard.ts"] }),
      project("integration", { isolate: false }),
      project("browser"),
      project("evidence"),
    ],
  },
});
