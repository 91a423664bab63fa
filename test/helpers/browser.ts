import { findBrowserExecutable } from "../../src/engines/browser/executable";

/**
 * The Chromium the tests hand the service (BROWSER_PATH): the one the service itself would find on this machine
 * (src/engines/browser/executable.ts), else Debian's path. Without one, the files that need it are left out of the
 * run (test/projects.ts).
 */
export const chromiumPath: string = findBrowserExecutable() ?? "/usr/bin/chromium";
