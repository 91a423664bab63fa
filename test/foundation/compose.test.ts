import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../../src/config";

// compose.yaml (docs/postgres.md, "Running several instances"). Docker is not needed: the file is parsed as Compose
// reads it (YAML 1.2 with merge keys), its `${…}` references are filled in as Compose would with the operator's
// required values set, and the instances' environment is checked against what src/config.ts reads.

interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  restart?: string;
  volumes?: string[];
  healthcheck?: { test?: string[] };
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as Compose;
const configSource = readFileSync("src/config.ts", "utf8");
const dockerfile = readFileSync("Dockerfile", "utf8");
const instances = Object.entries(compose.services).filter(([, s]) => s.build);
const postgres = compose.services.postgres as Service;

/** What the operator sets before `docker compose up`; everything else takes the file's defaults. */
const OPERATOR: Record<string, string> = {
  POSTGRES_PASSWORD: "s3cretpass",
  BOOTSTRAP_API_KEY: `sp_${"a".repeat(40)}`,
};

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?message}` against `env`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op?: string, arg?: string) => {
    const set = env[name];
    if (set !== undefined && set !== "") return set;
    if (op === "?") throw new Error(`${name} is required: ${arg}`);
    return op === "-" ? (arg ?? "") : "";
  });
}

const environmentOf = (s: Service) =>
  Object.fromEntries(
    Object.entries(s.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), OPERATOR)]),
  );

describe("compose.yaml", () => {
  it("runs two instances, each built from the repository's Dockerfile", () => {
    expect(instances.length).toBe(2);
    for (const [, s] of instances) expect(s.build).toEqual({ context: ".", dockerfile: "Dockerfile" });
  });

  it("sets only variables src/config.ts reads, and they make a valid PostgreSQL configuration", () => {
    for (const [name, s] of instances) {
      const env = environmentOf(s);
      for (const key of Object.keys(env))
        expect(configSource, `${name}: ${key}`).toMatch(new RegExp(`\\b${key}:`));
      const config = loadConfig(env);
      expect(config.databaseUrl).toBe("postgres://scoutpost:s3cretpass@postgres:5432/scoutpost");
      expect(config.bootstrapApiKey).toBe(OPERATOR.BOOTSTRAP_API_KEY);
    }
  });

  it("points DATABASE_URL at the postgres service's database and user", () => {
    const pgEnv = environmentOf(postgres);
    for (const [, s] of instances) {
      const url = new URL(environmentOf(s).DATABASE_URL as string);
      expect(url.hostname).toBe("postgres");
      expect(url.username).toBe(pgEnv.POSTGRES_USER);
      expect(url.password).toBe(pgEnv.POSTGRES_PASSWORD);
      expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
    }
  });

  it("refuses to start without the values the operator must choose", () => {
    for (const [, s] of instances)
      for (const required of Object.keys(OPERATOR))
        expect(() =>
          Object.values(s.environment ?? {}).map((v) =>
            interpolate(String(v), { ...OPERATOR, [required]: "" }),
          ),
        ).toThrow(`${required} is required`);
  });

  it("publishes each instance on its own host port, onto the port the Dockerfile listens on", () => {
    const port = /\bPORT=(\d+)/.exec(dockerfile)?.[1];
    const hostPorts = instances.map(([, s]) => {
      expect(s.ports?.length).toBe(1);
      const [host, container] = String(s.ports?.[0]).split(":");
      expect(container).toBe(port);
      return host;
    });
    expect(new Set(hostPorts).size).toBe(instances.length);
  });

  it("starts the instances once PostgreSQL 16 is healthy, and restarts them unless stopped", () => {
    expect(postgres.image).toMatch(/^postgres:16\b/);
    expect(postgres.healthcheck?.test?.join(" ")).toContain("pg_isready");
    const volume = postgres.volumes?.[0]?.split(":")[0] as string;
    expect(Object.keys(compose.volumes ?? {})).toContain(volume);
    for (const [, s] of instances) {
      expect(s.depends_on?.postgres?.condition).toBe("service_healthy");
      expect(s.restart).toBe("unless-stopped");
    }
  });
});
