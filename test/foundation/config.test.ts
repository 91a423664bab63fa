import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

describe("config", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe("127.0.0.1");
    expect(c.databasePath).toBe("./data/scoutpost.db");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:8080");
    expect(c.webhooks).toEqual({
      timeoutMs: 10_000,
      maxAttempts: 3,
      backoffMs: 1000,
      concurrency: 16,
      receiverConcurrency: 4,
      allowedCidrs: [],
      localHttp: "any",
      accountConcurrency: 0,
      retentionDays: 30,
    });
    expect(c.agent.allowPrivateNetworks).toBe(false);
    expect(c.scouts.minIntervalS).toBe(1800);
    expect(c.model).toBeUndefined();
  });

  it("reads every variable it documents", () => {
    const c = loadConfig({
      PORT: "9000",
      PUBLIC_URL: "https://scout.example.com/",
      WEBHOOK_ALLOWED_CIDRS: "10.0.0.0/8, 192.168.1.0/24",
      MODEL_BASE_URL: "http://127.0.0.1:11434/v1",
      MODEL_NAME: "llama",
      AGENT_ALLOW_PRIVATE_NETWORKS: "true",
      BOOTSTRAP_API_KEY: `sp_${"A".repeat(40)}`,
      RESEARCH_TIMEOUT_MS: "120000",
      CORS_ORIGINS: "https://App.Example.com/, http://localhost:5173",
    });
    expect(c.research.timeoutMs).toBe(120_000);
    expect(c.corsOrigins).toEqual(["https://app.example.com", "http://localhost:5173"]);
    expect(c.port).toBe(9000);
    expect(c.publicUrl).toBe("https://scout.example.com");
    expect(c.webhooks.allowedCidrs).toEqual(["10.0.0.0/8", "192.168.1.0/24"]);
    expect(c.model).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", apiKey: undefined, name: "llama" });
    expect(c.agent.allowPrivateNetworks).toBe(true);
  });

  it("takes an empty number as unset (the default), not as 0", () => {
    const c = loadConfig({ PORT: "", DEFAULT_CREDITS: " ", WEBHOOK_CONCURRENCY: "" });
    expect([c.port, c.defaultCredits, c.webhooks.concurrency]).toEqual([8080, 1000, 16]);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["WEBHOOK_TIMEOUT_MS", "0"],
    ["WEBHOOK_TIMEOUT_MS", "0x10"],
    ["DEFAULT_CREDITS", "1e3"],
    ["BROWSER_STEP_TIMEOUT_MS", "1.5"],
    ["METRICS_TOKEN", "too-short"],
    ["METRICS_TOKEN", "sixteen chars but spaced"],
    ["BROWSER_TASK_TIMEOUT_MS", "3000000000"], // past setTimeout's limit, it would fire at once
    ["AGENT_ALLOW_PRIVATE_NETWORKS", "maybe"],
    ["PUBLIC_URL", "not a url"],
    ["BOOTSTRAP_API_KEY", "sp_short"],
    ["LOG_LEVEL", "loud"],
    ["CORS_ORIGINS", "app.example.com"],
    ["CORS_ORIGINS", "https://app.example.com/path"],
    ["RESEARCH_TIMEOUT_MS", "0"],
    ["WEBHOOK_BACKOFF_MS", "9999999999"], // past setTimeout's limit, as for every other time
    ["DATABASE_URL", "mysql://db.example.com/scoutpost"],
    ["DATABASE_URL", "db.example.com:5432"],
  ])("refuses a bad %s and names it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("bounds receiving a request: headers 20 s, the whole request 60 s, an idle keep-alive 5 s by default", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
    });
    const set = {
      HTTP_HEADERS_TIMEOUT_MS: "1000",
      HTTP_REQUEST_TIMEOUT_MS: "3000",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "65000",
    };
    expect(loadConfig(set).http).toEqual({
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 3_000,
      keepAliveTimeoutMs: 65_000,
    });
    for (const name of Object.keys(set)) expect(() => loadConfig({ [name]: "0" })).toThrow(new RegExp(name));
    // Node refuses a server whose headers may take longer than the whole request: start-up says so instead.
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "70000" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must be at most HTTP_REQUEST_TIMEOUT_MS \(60000\)/,
    );
  });

  it("reads DATABASE_URL (postgres:// or postgresql://); blank is unset", () => {
    for (const url of [
      "postgres://sp:pw@db.example.com:5432/scoutpost",
      "postgresql://127.0.0.1/scoutpost",
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    expect(loadConfig({ DATABASE_URL: " " }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: "mysql://127.0.0.1/x" })).toThrow(/DATABASE_URL/);
  });

  it("names the instance by INSTANCE_ID, else by host name and process id", () => {
    expect(loadConfig({ INSTANCE_ID: "web-2" }).instanceId).toBe("web-2");
    expect(loadConfig({}).instanceId).toMatch(new RegExp(`-${process.pid}$`));
    expect(() => loadConfig({ INSTANCE_ID: "no spaces please" })).toThrow(/INSTANCE_ID/);
  });
});
