import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { executeAction } from "../../src/engines/navigator/actions";
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
