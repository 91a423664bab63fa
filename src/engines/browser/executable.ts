import { accessSync, constants, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

// Where package managers and vendors put Chromium/Chrome; checked in order.
const SYSTEM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/usr/lib/chromium/chromium",
  "/snap/bin/chromium",
  "/opt/google/chrome/chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

function isExecutableFile(path: string): boolean {
  try {
    const st = statSync(path);
    // root passes access(X_OK) for some files without execute bits, hence the explicit mode check.
    if (!st.isFile() || (st.mode & 0o111) === 0) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Chromium builds that `npx playwright install chromium` leaves in its cache, newest first. */
function playwrightCacheCandidates(): string[] {
  const root = join(homedir(), ".cache", "ms-playwright");
  try {
    return readdirSync(root)
      .filter((d) => /^chromium-\d+$/.test(d))
      .sort((a, b) => Number(b.split("-")[1]) - Number(a.split("-")[1]))
      .flatMap((d) => [join(root, d, "chrome-linux64", "chrome"), join(root, d, "chrome-linux", "chrome")]);
  } catch {
    return [];
  }
}

/**
 * The Chromium executable to launch: `configured` (BROWSER_PATH) when given — and then only it, so a wrong path
 * is reported rather than silently replaced — else the first one found on the machine. Undefined when none is.
 */
export function findBrowserExecutable(configured?: string): string | undefined {
  if (configured) return isExecutableFile(configured) ? configured : undefined;
  return [...SYSTEM_CANDIDATES, ...playwrightCacheCandidates()].find(isExecutableFile);
}

/** The error text a task fails with when no browser can be found. */
export function noBrowserMessage(configured?: string): string {
  return configured
    ? `No browser available: BROWSER_PATH=${configured} is not an executable file`
    : "No browser available: no Chromium or Chrome was found on this machine; install one (for example `apt-get install chromium`) or set BROWSER_PATH to its executable";
}
