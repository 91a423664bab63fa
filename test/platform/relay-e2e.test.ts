import { mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBrowserExecutable } from "../../src/engines/browser/executable";
import { LAUNCH_ARGS } from "../../src/engines/browser/pool";
import { startDestination } from "../relay/support";
import { type E2E, startE2E, until } from "./e2e-setup";

// The relay pages end to end: the real service as a child process, a real HTTP receiver on 127.0.0.1 as the
// destination, and a real Chromium creating the source, watching a request come in and replaying it.

const SHOTS = "test-artifacts/platform";

let e: E2E;
let receiver: Awaited<ReturnType<typeof startDestination>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [e, receiver] = await Promise.all([startE2E(), startDestination()]);
  browser = await chromium.launch({ executablePath: findBrowserExecutable(), args: LAUNCH_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await e?.stop();
});

/** Reload the page until `selector` matches `count` elements (the service forwards in the background). */
const reloadUntil = (selector: string, count: number) =>
  until(
    async () => {
      await page.reload();
      return page.locator(selector).count();
    },
    (n) => n >= count,
    20_000,
  );

describe("relay pages in a real browser", () => {
  it("creates a source, shows a received request with its delivery, and replays it", async () => {
    await page.goto(`${e.base}/platform/webhooks`);
    await page.waitForURL(/\/platform\/sign-in\?next=/);
    await page.fill('input[name="api_key"]', e.key);
    await page.click('button:has-text("Sign in")');
    await page.waitForURL(`${e.base}/platform/webhooks`);
    await page.click('header nav a:has-text("Relay")');
    await page.waitForURL(`${e.base}/platform/relay`);
    await page.getByText("No sources yet").waitFor();

    await page.fill('input[name="name"]', "Browser source");
    await page.fill('input[name="destination_url"]', receiver.url("/relayed"));
    await page.click('button:has-text("Create source")');
    await page.waitForURL(/\/platform\/relay\/[0-9a-f-]{36}$/);
    await page.getByText("Created: point the sender at the ingest URL below.").waitFor();
    const ingest = (await page.locator("dl.kv pre.copy").textContent())!.trim();
    expect(ingest).toMatch(new RegExp(`^${e.base}/hooks/relay/[0-9A-Za-z]{40}$`));

    const body = JSON.stringify({ event: "order.paid", id: 42 });
    const res = await fetch(`${ingest}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(200);
    await until(
      async () => receiver.hits.length,
      (n) => n >= 1,
      20_000,
    );
    expect(receiver.hits[0]!.body.toString()).toBe(body);
    expect(receiver.hits[0]!.path).toBe("/relayed");

    // The request, accepted, with its delivery: succeeded once the page catches up with the dispatcher.
    await reloadUntil('main a[href^="/platform/webhooks/deliveries/"] .b-succeeded', 1);
    const card = page.locator("div.card", { hasText: "POST /orders" });
    expect(await card.locator(".badge").first().textContent()).toBe("accepted");
    await card.locator("summary", { hasText: "Headers and body" }).click();
    await card.getByText('"order.paid"').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/relay-source.png`, fullPage: true });

    await card.locator('button:has-text("Replay")').click();
    await page.getByText("Replayed to 1 destination").waitFor();
    await until(
      async () => receiver.hits.length,
      (n) => n >= 2,
      20_000,
    );
    expect(receiver.hits[1]!.body.toString()).toBe(body);
    await reloadUntil('main a[href^="/platform/webhooks/deliveries/"] .b-succeeded', 2);
    const links = page.locator('main a[href^="/platform/webhooks/deliveries/"]');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(2);

    // The delivery it links to is the inspector's page, which links back to the source.
    await links.first().click();
    await page.waitForURL(/\/platform\/webhooks\/deliveries\/[0-9a-f-]{36}$/);
    await page.locator('a[href^="/platform/relay/"]').first().waitFor();

    await page.goto(`${e.base}/platform/relay`);
    await page.locator("main td a", { hasText: "Browser source" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/relay-list.png`, fullPage: true });
  });
});
