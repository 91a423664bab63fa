import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { type EgressProxy, startEgressProxy } from "./egress-proxy";
import { type EgressPolicy, type GuardLog, installGuard, systemPolicy } from "./guard";

/** The viewport every task browses in (docs/design.md §7); the model's 1000×1000 grid maps onto it. */
export const VIEWPORT = { width: 1280, height: 800 } as const;

/** WEBP quality for step screenshots: text stays legible, a 1280×800 page stays around tens of KB. */
const WEBP_QUALITY = 80;
const SCREENSHOT_ATTEMPTS = 5;

/**
 * One task's browser: a fresh context (no cookies, storage or cache shared with other tasks), one page, and a CDP
 * session on it for screenshots.
 */
export class BrowserSession {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly cdp: CDPSession,
    /** Requests refused by the private-network guard; empty when private networks are allowed. */
    readonly guard: GuardLog,
    private readonly proxy: EgressProxy | undefined,
  ) {}

  /**
   * Unless private networks are allowed, the context gets two guards on one policy (`egress`: public addresses
   * only; tests give their own): the route guard, which refuses what a page asks for with a clear reason, and its
   * own egress proxy, which every connection the context makes goes through (redirect hops, workers, anything the
   * route guard does not see), dialling only addresses it has checked.
   */
  static async open(
    browser: Browser,
    opts: { allowPrivateNetworks: boolean; egress?: EgressPolicy },
  ): Promise<BrowserSession> {
    const guard: GuardLog = { blocked: [] };
    const policy = opts.egress ?? systemPolicy;
    const proxy = opts.allowPrivateNetworks
      ? undefined
      : await startEgressProxy(
          (url, reason, address) =>
            guard.blocked.push({ url, reason, address, navigation: false, proxied: true }),
          policy,
        );
    let context: BrowserContext | undefined;
    try {
      context = await browser.newContext({
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        acceptDownloads: false,
        // Service workers fetch outside page.route interception, so they would bypass the route guard.
        serviceWorkers: "block",
        userAgent: desktopUserAgent(browser.version()),
        // Playwright adds `<-loopback>` to the bypass list, so loopback goes through the proxy too.
        ...(proxy ? { proxy: { server: proxy.url } } : {}),
      });
      if (proxy) await installGuard(context, policy, guard);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      return new BrowserSession(context, page, cdp, guard, proxy);
    } catch (err) {
      await context?.close().catch(() => {});
      await proxy?.close();
      throw err;
    }
  }

  /**
   * A WEBP screenshot of the viewport, taken by Chromium itself (CDP Page.captureScreenshot). Given a `bound`, it
   * tries until the bound ends rather than a fixed number of times: a renderer busy in a script answers "Unable to
   * capture screenshot" at once, and that is the page not responding, which the bound names.
   */
  async screenshot(bound?: AbortSignal): Promise<Buffer> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { data } = await this.cdp.send("Page.captureScreenshot", {
          format: "webp",
          quality: WEBP_QUALITY,
          optimizeForSpeed: true,
        });
        return Buffer.from(data, "base64");
      } catch (err) {
        const tryAgain = bound ? !bound.aborted : attempt < SCREENSHOT_ATTEMPTS;
        if (!tryAgain || this.page.isClosed()) throw err;
        // A navigation that swaps the renderer (an error page, a cross-site page) briefly leaves nothing to
        // capture ("Not attached to an active page"); it passes once the new document is in place.
        await this.page.waitForLoadState("load", { timeout: 2_000 }).catch(() => {});
        await this.page.waitForTimeout(100 * Math.min(attempt, SCREENSHOT_ATTEMPTS));
      }
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => {});
    await this.proxy?.close();
  }
}

// Headless Chromium announces itself as "HeadlessChrome", which many sites answer with a block page.
function desktopUserAgent(version: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;
}
