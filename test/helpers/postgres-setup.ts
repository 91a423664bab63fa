import type { TestProject } from "vitest/node";
import { debianPostgresBin, startCluster } from "./pg-cluster";

// vitest's globalSetup: the PostgreSQL server the store-level suites make their throwaway databases on
// (test/helpers/postgres.ts), provided to every test file as `pgAdminUrl`, an admin URL to database `postgres`.
// TEST_DATABASE_URL names one (CI starts its own, .ci/run); without it, when Debian's PostgreSQL is installed, a
// private cluster is started here once for the run (in a temp dir, on 127.0.0.1 and a free port, trust auth) and
// stopped at the end. With neither, `pgAdminUrl` is null and the files that need PostgreSQL are left out of the run
// (vitest.config.ts, named at its end); when that cluster cannot start, `pgProblem` says why: only the suites that
// need PostgreSQL fail (withPostgres() throws it), not the whole run.

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string | null;
    pgProblem: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  const provide = (url: string | null, problem: string | null) => {
    project.provide("pgAdminUrl", url);
    project.provide("pgProblem", problem);
  };
  if (given) {
    provide(given, null);
    return undefined;
  }
  // `npm run test:quick` runs the unit project alone, which never connects to a server: none is started for it.
  if (project.vitest.projects.every((p) => p.name === "unit")) {
    provide(null, "the unit project runs without PostgreSQL");
    return undefined;
  }
  const bin = debianPostgresBin();
  if (!bin) {
    provide(null, "TEST_DATABASE_URL is not set and no /usr/lib/postgresql/*/bin/initdb exists");
    return undefined;
  }
  try {
    const cluster = await startCluster(bin);
    provide(cluster.url, null);
    return cluster.stop;
  } catch (err) {
    provide(null, `the private cluster of ${bin} did not start: ${(err as Error).message}`);
    return undefined;
  }
}
