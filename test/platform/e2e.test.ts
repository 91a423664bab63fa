import { mkdirSync, readFileSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBrowserExecutable } from "../../src/engines/browser/executable";
import { LAUNCH_ARGS } from "../../src/engines/browser/pool";
import { type E2E, seedThroughApi, startE2E } from "./e2e-setup";

// The platform end to end: the real service as a child process, real data made through the API, and a real
// Debian Chromium clicking through the pages. Screenshots land in test-artifacts/platform/ for a person to look at.

const SHOTS = "test-artifacts/platform";
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let e: E2E;
let seeded: Awaited<ReturnType<typeof seedThroughApi>>;
let browser: Browser;
let laptop: BrowserContext;
let page: Page;

const shot = (p: Page, name: string) => p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  e = await startE2E();
  seeded = await seedThroughApi(e);
  browser = await chromium.launch({ executablePath: findBrowserExecutable(), args: LAUNCH_ARGS });
  laptop = await browser.newContext({ viewport: LAPTOP });
  page = await laptop.newPage();
  // Fail fast on a missing element instead of at the test timeout.
  laptop.setDefaultTimeout(10_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await e?.stop();
});

// The tests share one signed-in browser and run in order, as one person's visit would.
describe("platform in a real browser", () => {
  it("signs in by pasting the API key and lands on the inspector", async () => {
    await page.goto(`${e.base}/platform/webhooks`);
    await page.waitForURL(/\/platform\/sign-in\?next=/);
    await shot(page, "sign-in");
    await page.fill('input[name="api_key"]', e.key);
    await page.click('button:has-text("Sign in")');
    await page.waitForURL(`${e.base}/platform/webhooks`);
    expect(await page.locator("h1").textContent()).toBe("Webhook deliveries");
    expect(await page.locator("main tbody tr").count()).toBeGreaterThanOrEqual(3);
    await shot(page, "inspector-laptop");
  });

  it("filters the inspector by source and time", async () => {
    await page.selectOption('select[name="source_type"]', "test");
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString().slice(0, 16);
    await page.fill('input[name="since"]', hourAgo);
    await page.click('button:has-text("Filter")');
    await page.waitForURL(/source_type=test/);
    const rows = page.locator("main tbody tr");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("test");
    expect(await page.locator('input[name="since"]').inputValue()).toBe(hourAgo);
    // Nothing was made in the future: a window starting tomorrow is empty.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    await page.fill('input[name="since"]', tomorrow);
    await page.click('button:has-text("Filter")');
    await page.waitForURL(new RegExp(`since=${encodeURIComponent(tomorrow)}`));
    await page.getByText("No deliveries match.").waitFor();
  });

  it("opens a delivery, redelivers it and shows the new manual attempt", async () => {
    await page.goto(`${e.base}/platform/webhooks?source_type=test`);
    await page.locator("main tbody tr a").first().click();
    await page.waitForURL(new RegExp(`/platform/webhooks/deliveries/${seeded.test.delivery_id}$`));
    expect(await page.locator("details summary").first().textContent()).toContain("#1 test");
    await page.click('button:has-text("Redeliver")');
    await page.getByText("Redelivered: the new attempt is at the bottom.").waitFor();
    await page.locator("summary", { hasText: "#2 manual" }).waitFor();
    expect(await page.locator("h1 .badge").textContent()).toBe("succeeded");
    await shot(page, "delivery");
  });

  it("fits the inspector on a phone without sideways scrolling of the page", async () => {
    const phone = await browser.newContext({ viewport: PHONE, storageState: await laptop.storageState() });
    const p = await phone.newPage();
    await p.goto(`${e.base}/platform/webhooks`);
    expect(await p.locator("h1").textContent()).toBe("Webhook deliveries");
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(p, "inspector-phone");
    await p.goto(`${e.base}/platform/browsing/${seeded.browsingId}`);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(p, "browsing-phone");
    // A delivery's attempt names the URL it was sent to (the inbox's, long), in a line of text.
    await p.goto(`${e.base}/platform/webhooks/deliveries/${seeded.test.delivery_id}`);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(p, "delivery-phone");
    // A source's destinations: a table wider than a phone, which scrolls inside its card.
    const long = `http://127.0.0.1:9/${"a-long-path-segment/".repeat(6)}hook`;
    const source = await e.api<{ id: string }>("/v1/relay/sources", {
      name: "phone",
      destinations: [{ url: long }, { url: "http://127.0.0.1:9/short" }],
    });
    await p.goto(`${e.base}/platform/relay/${source.id}`);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const card = p.locator(".card.scroll", { has: p.locator(`text=${long}`) });
    expect(await card.evaluate((c) => c.scrollWidth > c.clientWidth)).toBe(true);
    await shot(p, "relay-source-phone");
    await phone.close();
  });

  it("shows the browsing filmstrip with every step's image loaded, and downloads the ZIP", async () => {
    await page.goto(`${e.base}/platform/browsing/${seeded.browsingId}`);
    const images = page.locator(".filmstrip img");
    expect(await images.count()).toBe(2);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>(".filmstrip img")).every((i) => i.complete),
    );
    const widths = await images.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    expect(widths).toEqual([1280, 1280]);
    expect(await page.locator(".filmstrip figcaption").nth(1).textContent()).toContain('click "Pricing"');
    expect(await page.locator("pre.result").textContent()).toContain("The Pro plan costs $42 per month.");
    await shot(page, "browsing");

    const [download] = await Promise.all([page.waitForEvent("download"), page.click("text=Download ZIP")]);
    expect(download.suggestedFilename()).toBe(`trajectory-${seeded.browsingId}.zip`);
    const zip = readFileSync((await download.path())!);
    expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("starts a browsing task from its form and watches it finish on its page", async () => {
    await page.goto(`${e.base}/platform/browsing`);
    await page.fill('textarea[name="task"]', `go to ${e.browseSite.url("/")}\nclick 'Pricing'`);
    await page.fill('input[name="max_steps"]', "5");
    await page.click('button:has-text("Start task")');
    await page.waitForURL(/\/platform\/browsing\/[0-9a-f-]{36}$/);
    // The page refreshes itself while the task runs; the real Chromium behind the service does the clicking.
    await page.locator("h1 .badge", { hasText: "succeeded" }).waitFor({ timeout: 60_000 });
    expect(await page.locator(".filmstrip img").count()).toBe(2);
    expect(await page.locator("pre.result").textContent()).toContain("The Pro plan costs $42 per month.");
  });

  it("shows the research report rendered, with its sources linked from the citations", async () => {
    await page.goto(`${e.base}/platform/research/${seeded.researchId}`);
    expect(await page.locator("h1 .badge").textContent()).toBe("succeeded");
    expect(await page.locator(".md").textContent()).toContain("1874");
    const cite = page.locator("a.cite").first();
    await cite.click();
    await page.waitForURL(/#source-\d+$/);
    const source = page.locator("ol.sources li a").first();
    expect(await source.getAttribute("rel")).toBe("noopener nofollow noreferrer");
    expect(await source.getAttribute("href")).toMatch(new RegExp(`^${e.researchSite.url}/`));
    await shot(page, "research");
  });

  it("shows a scout's updates and the lists of each section", async () => {
    await page.goto(`${e.base}/platform/scouts/${seeded.scoutId}`);
    // (One update, or the failed runs the seed ran again before it, newest first.)
    expect(await page.locator("article.update").count()).toBe(seeded.scoutUpdates);
    expect(await page.locator("article.update").first().locator(".md").textContent()).toContain("Glimmerfen");
    await shot(page, "scout");
    // Edit in the browser: its page is filled in as the scout is, and saves what changed.
    await page.click('a.button:has-text("Edit")');
    await page.waitForURL(/\/edit$/);
    expect(await page.inputValue('textarea[name="query"]')).toContain("Glimmerfen");
    await page.fill('input[name="display_name"]', "Lighthouse hours");
    await shot(page, "scout-edit");
    await page.click('button:has-text("Save changes")');
    await page.locator("p.flash", { hasText: "Saved" }).waitFor();
    expect(await page.locator("h1").textContent()).toContain("Lighthouse hours");
    for (const [path, id] of [
      ["browsing", seeded.browsingId],
      ["research", seeded.researchId],
      ["scouts", seeded.scoutId],
    ] as const) {
      await page.goto(`${e.base}/platform/${path}`);
      await page.locator(`main a[href="/platform/${path}/${id}"]`).first().waitFor();
      await shot(page, `${path}-list`);
    }
    await page.goto(`${e.base}/platform/webhooks/inboxes/${seeded.inbox.id}`);
    await shot(page, "inbox");
  });

  it("creates a key shown once, reveals the signing secret, and signs out", async () => {
    await page.goto(`${e.base}/platform/settings`);
    expect(await page.locator("pre.secret").count()).toBe(0);
    await page.fill('input[name="name"]', "e2e key");
    await page.click('button:has-text("Create key")');
    await page.locator("pre.secret").waitFor();
    // Redirected after the POST: the page that shows the key is a GET, and reloading it shows the key no more.
    expect(page.url()).toBe(`${e.base}/platform/settings`);
    expect(await page.locator("pre.secret").textContent()).toMatch(/^sp_[0-9A-Za-z]{40}$/);
    await page.reload();
    expect(await page.locator("pre.secret").count()).toBe(0);
    expect(await page.locator("td", { hasText: "e2e key" }).count()).toBe(1);
    await page.click('button:has-text("Reveal secret")');
    await page.waitForURL(`${e.base}/platform/settings/secret/reveal`);
    expect(await page.locator("pre.secret").textContent()).toMatch(/^whsec_/);
    await page.locator("td", { hasText: "e2e key" }).waitFor();
    await shot(page, "settings");
    // A screenshot this browser has cached (finished steps are cached for a day) ...
    const step = `${e.base}/platform/browsing/${seeded.browsingId}/steps/1.webp`;
    expect((await page.goto(step))?.headers()["content-type"]).toBe("image/webp");
    await page.goto(`${e.base}/platform/settings`);
    await page.click('button:has-text("Sign out")');
    await page.waitForURL(/\/platform\/sign-in$/);
    // ... is gone from its cache once signed out: the next person at this browser meets the sign-in page.
    await page.goto(step);
    expect(page.url()).toMatch(/\/platform\/sign-in/);
  });
});
