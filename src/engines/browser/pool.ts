import type { Browser } from "playwright-core";
import type { Logger } from "../../logger";
import { findBrowserExecutable, noBrowserMessage } from "./executable";
import type { EgressPolicy } from "./guard";
import { BrowserSession } from "./session";

/** Thrown when no browser can be found or launched; its message is what the task's `error` says. */
export class BrowserUnavailableError extends Error {}

/** Flags for a headless Chromium on a closed, sandbox-less server (also used by the platform's browser tests). */
export const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
  // Wheel scrolls finish at once, so the screenshot after a scroll shows where the page ended up.
  "--disable-smooth-scrolling",
  // WebRTC may not send UDP around a context's egress proxy (src/engines/browser/egress-proxy.ts).
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--disable-quic",
];

/**
 * One shared headless Chromium for the whole process, launched on first use, relaunched if it crashed, closed
 * on stop. Tasks never share state: each gets its own context through `newSession`.
 */
export class BrowserPool {
  private browser: Browser | undefined;
  private launching: Promise<Browser> | undefined;
  private lastLaunchError: string | undefined;
  private closed = false;

  constructor(private readonly opts: { configuredPath?: string; logger: Logger; launchTimeoutMs?: number }) {}

  /** The executable that would be launched, or undefined when none is on the machine. */
  executable(): string | undefined {
    return findBrowserExecutable(this.opts.configuredPath);
  }

  /** For /health: a browser exists and the last launch (if any) did not fail. */
  status(): "ok" | "unavailable" {
    return this.executable() && !this.lastLaunchError ? "ok" : "unavailable";
  }

  /** The running browser, launching it if needed. Concurrent callers share one launch. */
  async acquire(): Promise<Browser> {
    if (this.closed) throw new BrowserUnavailableError("The browser pool is shutting down");
    if (this.browser?.isConnected()) return this.browser;
    this.launching ??= this.launch().finally(() => {
      this.launching = undefined;
    });
    return this.launching;
  }

  /** A fresh, isolated context with one page, for one task. */
  async newSession(opts: { allowPrivateNetworks: boolean; egress?: EgressPolicy }): Promise<BrowserSession> {
    return BrowserSession.open(await this.acquire(), opts);
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser ?? (await this.launching?.catch(() => undefined));
    this.browser = undefined;
    await browser?.close().catch(() => {});
  }

  private async launch(): Promise<Browser> {
    const executablePath = this.executable();
    if (!executablePath) {
      this.lastLaunchError = noBrowserMessage(this.opts.configuredPath);
      throw new BrowserUnavailableError(this.lastLaunchError);
    }
    try {
      // Loaded at the first launch, not at start: the driver alone is ~80 MB resident (docs/performance.md).
      const { chromium } = await import("playwright-core");
      const browser = await chromium.launch({
        executablePath,
        headless: true,
        args: LAUNCH_ARGS,
        timeout: this.opts.launchTimeoutMs ?? 30_000,
        // Our own shutdown drains the tasks and then closes the browser (pool.close); Playwright's handlers would
        // kill it at the signal, failing every browsing task in flight instead of handing it back.
        handleSIGTERM: false,
        handleSIGINT: false,
        handleSIGHUP: false,
      });
      browser.on("disconnected", () => {
        if (this.browser === browser) this.browser = undefined;
        if (!this.closed) this.opts.logger.warn("browser disconnected; it will be relaunched on next use");
      });
      this.lastLaunchError = undefined;
      this.opts.logger.info("browser launched", { executablePath, version: browser.version() });
      if (this.closed) {
        await browser.close();
        throw new BrowserUnavailableError("The browser pool is shutting down");
      }
      this.browser = browser;
      return browser;
    } catch (err) {
      if (err instanceof BrowserUnavailableError) throw err;
      const message = err instanceof Error ? err.message.split("\n")[0]! : String(err);
      this.lastLaunchError = `Could not launch the browser at ${executablePath}: ${message}`;
      this.opts.logger.error("browser launch failed", { executablePath, err: message });
      throw new BrowserUnavailableError(this.lastLaunchError);
    }
  }
}
