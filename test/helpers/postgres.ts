import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** A throwaway PostgreSQL database: its URL, and `drop()` to remove it (ending any connection left open to it). */
export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

const NO_SERVER =
  "These tests need PostgreSQL: set TEST_DATABASE_URL to an admin URL (postgres://user@host:port/postgres), or " +
  "install Debian's PostgreSQL (apt-get install postgresql) and the test run starts a private server itself";

/** Run one statement as the admin on the server vitest's globalSetup provided (test/helpers/postgres-setup.ts). */
async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database `sp_test_<random>` on the test server, for one test or one file. */
export async function withPostgres(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  if (!adminUrl) throw new Error(`${NO_SERVER} (${inject("pgProblem")}).`);
  const name = `sp_test_${randomBytes(6).toString("hex")}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
