import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EgressPolicy } from "../../src/engines/browser/guard";
import { BrowserPool } from "../../src/engines/browser/pool";
import { executeAction } from "../../src/engines/navigator/actions";
import { InstructionFollower } from "../../src/engines/navigator/follower";
import { runNavigator } from "../../src/engines/navigator/loop";
import { silentLogger } from "../../src/logger";
import { startBrowseSite } from "../helpers/browse-site";
import { startModelServer } from "../helpers/model-server";
import { browsingApp, waitFor } from "./support";

// Production defaults: the browser may not open loopback or private addresses, and the fixture site is on 127.0.0.1.
const PRIVATE_BLOCKED = { AGENT_ALLOW_PRIVATE_NETWORKS: "false" };

let pool: BrowserPool;
let site: Awaited<ReturnType<typeof startBrowseSite>>;
beforeAll(async () => {
  site = await startBrowseSite();
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

describe("browsing: security", () => {
  it("refuses a private start URL: the task fails with a clear error and the site is never contacted", async () => {
    const t = browsingApp(pool, PRIVATE_BLOCKED);
    const before = site.requests.length;
    const done = await t.run({ task: "find 'Pricing'", start_url: site.url("/") });
    expect(done.status).toBe("failed");
    expect(done.error).toBe(
      `Step 1 (go to ${site.url("/")}) failed: Blocked ${site.url("/")}: 127.0.0.1 is a loopback address; ` +
        "loopback and private addresses are refused unless AGENT_ALLOW_PRIVATE_NETWORKS=true",
    );
    expect(done.steps).toHaveLength(1);
    expect(site.requests.length).toBe(before);
  });

  it("refuses names that resolve to loopback, and model goto_url calls too", async () => {
    const model = await startModelServer([
      {
        tool_calls: [
          { name: "goto_url", arguments: { url: site.url("/").replace("127.0.0.1", "localhost") } },
        ],
      },
    ]);
    try {
      const t = browsingApp(pool, { ...PRIVATE_BLOCKED, MODEL_BASE_URL: model.baseUrl });
      const before = site.requests.length;
      const done = await t.run({ task: "Open the fixture site" });
      expect(done.status).toBe("failed");
      expect(done.error).toMatch(
        /^Step 1 \(go to http:\/\/localhost:\d+\/\) failed: Blocked .*localhost is a loopback address/,
      );
      expect(site.requests.length).toBe(before);
    } finally {
      await model.close();
    }
  });

  it("guards every request the page makes, not only navigations: subresources, frames, fetch and links", async () => {
    const session = await pool.newSession({ allowPrivateNetworks: false });
    try {
      const before = site.requests.length;
      await session.page.setContent(
        `<img src="${site.url("/pixel.png")}"><iframe src="${site.url("/about.html")}"></iframe>
         <script>fetch(${JSON.stringify(site.url("/api"))}).catch(() => {})</script>
         <a href="${site.url("/pricing.html")}" style="font-size:40px">Pricing</a>`,
        { waitUntil: "load" },
      );
      await waitFor(() => session.guard.blocked.length >= 3);
      await executeAction(session.page, { type: "click", target: "Pricing" });
      expect(site.requests.length).toBe(before);
      const blocked = session.guard.blocked.map((b) => [new URL(b.url).pathname, b.navigation]);
      expect(blocked).toEqual(
        expect.arrayContaining([
          ["/pixel.png", false],
          ["/about.html", false],
          ["/api", false],
          ["/pricing.html", true],
        ]),
      );
    } finally {
      await session.close();
    }
  });
});

// The egress proxy, under a policy where 127.0.0.1 plays the public internet and 127.0.0.2 a private network: a
// "public" site that redirects, runs a shared worker or whose DNS answer changes must still never reach 127.0.0.2.
describe("browsing: the egress proxy guards what the route guard cannot see", () => {
  let internal: Server;
  let publicSite: Server;
  const internalHits: string[] = [];
  let internalUrl = "";
  let publicPort = 0;
  let flips = 0;
  const dns: Record<string, () => string[]> = {
    "site.test": () => ["127.0.0.1"],
    "internal.test": () => ["127.0.0.2"],
    // A rebinding name: the first answer is "public", every later one private.
    "flip.test": () => (flips++ === 0 ? ["127.0.0.1"] : ["127.0.0.2"]),
  };
  const egress: EgressPolicy = {
    resolve: async (host) => {
      const answer = dns[host];
      if (!answer) throw new Error("ENOTFOUND");
      return answer();
    },
    allowed: (address) => address === "127.0.0.1",
  };

  beforeAll(async () => {
    internal = createServer((req, res) => {
      internalHits.push(req.url ?? "");
      res.writeHead(200, { "content-type": "text/html" }).end("<h1>INTERNAL-SECRET</h1>");
    });
    await new Promise<void>((r) => internal.listen(0, "127.0.0.2", r));
    internalUrl = `http://internal.test:${(internal.address() as AddressInfo).port}`;
    publicSite = createServer((req, res) => {
      if (req.url?.startsWith("/redirect")) {
        res.writeHead(302, { location: `${internalUrl}/via-redirect` }).end();
      } else if (req.url === "/worker.js") {
        res.writeHead(200, { "content-type": "text/javascript" });
        res.end(`fetch(${JSON.stringify(`${internalUrl}/from-shared-worker`)}).catch(() => {});`);
      } else if (req.url === "/shared-worker.html") {
        res
          .writeHead(200, { "content-type": "text/html" })
          .end('<script>new SharedWorker("/worker.js")</script>');
      } else {
        res.writeHead(200, { "content-type": "text/html" }).end("<title>Public</title><h1>Public page</h1>");
      }
    });
    await new Promise<void>((r) => publicSite.listen(0, "127.0.0.1", r));
    publicPort = (publicSite.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => internal?.close(r));
    await new Promise((r) => publicSite?.close(r));
  });

  it("control: a public page loads through the proxy", async () => {
    const session = await pool.newSession({ allowPrivateNetworks: false, egress });
    try {
      await session.page.goto(`http://site.test:${publicPort}/`);
      expect(await session.page.title()).toBe("Public");
      expect(session.guard.blocked).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("a redirect into a private address fails the step with the reason, and nothing reaches it", async () => {
    const session = await pool.newSession({ allowPrivateNetworks: false, egress });
    try {
      const steps: string[] = [];
      const outcome = await runNavigator({
        session,
        policy: new InstructionFollower("find 'INTERNAL-SECRET'"),
        startUrl: `http://site.test:${publicPort}/redirect`,
        maxSteps: 3,
        stepTimeoutMs: 60_000,
        taskTimeoutMs: 120_000,
        signal: new AbortController().signal,
        onStep: (s) => {
          steps.push(s.url);
        },
      });
      expect(outcome).toEqual({
        status: "failed",
        error:
          `Step 1 (go to http://site.test:${publicPort}/redirect) failed: Blocked ${internalUrl}/via-redirect: ` +
          "internal.test resolves to a loopback address; loopback and private addresses are refused unless " +
          "AGENT_ALLOW_PRIVATE_NETWORKS=true",
      });
      expect(internalHits).toEqual([]);
      expect(await session.page.content()).not.toContain("INTERNAL-SECRET");
    } finally {
      await session.close();
    }
  });

  it("a name that does not resolve fails the step saying so, not that private addresses are refused", async () => {
    const session = await pool.newSession({ allowPrivateNetworks: false, egress });
    try {
      const startUrl = `http://nowhere.test:${publicPort}/`;
      const outcome = await runNavigator({
        session,
        policy: new InstructionFollower("find 'Public'"),
        startUrl,
        maxSteps: 2,
        stepTimeoutMs: 60_000,
        taskTimeoutMs: 120_000,
        signal: new AbortController().signal,
        onStep: () => {},
      });
      expect(outcome).toEqual({
        status: "failed",
        error: `Step 1 (go to ${startUrl}) failed: Could not open ${startUrl}: nowhere.test could not be resolved`,
      });
    } finally {
      await session.close();
    }
  });

  it("refuses a shared worker's requests and a name whose DNS answer changes after the page's check", async () => {
    const session = await pool.newSession({ allowPrivateNetworks: false, egress });
    try {
      await session.page.goto(`http://site.test:${publicPort}/shared-worker.html`);
      await waitFor(() => session.guard.blocked.some((b) => b.url.endsWith("/from-shared-worker")));
      // The route guard asks first and gets 127.0.0.1; the proxy resolves again, gets 127.0.0.2 and refuses.
      const flipUrl = `http://flip.test:${(internal.address() as AddressInfo).port}/rebound`;
      await session.page.goto(flipUrl).catch(() => {});
      await waitFor(() => session.guard.blocked.some((b) => b.url === flipUrl));
      expect(session.guard.blocked.filter((b) => b.proxied).map((b) => b.reason)).toEqual([
        "internal.test resolves to a loopback address",
        "flip.test resolves to a loopback address",
      ]);
      expect(internalHits).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
