import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createLogger } from "../../src/logger";
import { makeAccount, makeDeps } from "../helpers/deps";
import { waitFor } from "../webhooks/receiver";

const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** The app on a real socket, logging into `lines`. */
async function listening(lines: string[]) {
  const deps = makeDeps();
  deps.logger = createLogger("debug", {}, (line) => lines.push(line));
  const user = makeAccount(deps);
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, user };
}

describe("a client that goes away mid-body", () => {
  it.each([
    ["/v1/research/tasks", true],
    ["/platform/sign-in", false],
  ])("on %s is logged as the client's doing, not as a server error", async (path, withKey) => {
    const lines: string[] = [];
    const { port, user } = await listening(lines);
    const key = withKey ? `X-API-Key: ${user.key}\r\n` : "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${key}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":"`,
      );
      setImmediate(() => socket.destroy());
    });
    // The request still ends in the access log, with the status it was given.
    await waitFor(() => lines.some((l) => JSON.parse(l).path === path));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.level === "error")).toEqual([]);
    expect(lines.join("\n")).not.toMatch(/stack/);
    const status = entries.find((e) => e.path === path)?.status as number;
    expect(status >= 400 && status < 500, `status ${status}`).toBe(true);
  });
});
