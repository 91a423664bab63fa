import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real Chromium and real sockets: two cores, so keep the worker pool small.
    maxWorkers: 2,
    pool: "forks",
    reporters: ["default", "./test/reporters/summary.ts"],
    // The PostgreSQL server of the store-level suites: TEST_DATABASE_URL's, or a private one started for the run.
    globalSetup: ["./test/helpers/postgres-setup.ts"],
  },
});
