import { errors } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describeError } from "./loop";

describe("describeError", () => {
  it("says a Playwright timeout plainly, in seconds, without its call log", () => {
    const err = new errors.TimeoutError(
      'page.goto: Timeout 30000ms exceeded.\nCall log:\n  - navigating to "http://127.0.0.1:9/", waiting until "domcontentloaded"',
    );
    expect(describeError(err)).toBe("the page did not respond within 30 s");
    expect(describeError(new errors.TimeoutError("locator.click: Timeout 15000ms exceeded."))).toBe(
      "the page did not respond within 15 s",
    );
  });

  it("keeps the first line of any other error, without Playwright's method prefix", () => {
    expect(describeError(new Error("page.goto: net::ERR_CONNECTION_REFUSED at http://x/\nCall log: …"))).toBe(
      "net::ERR_CONNECTION_REFUSED at http://x/",
    );
    expect(describeError("")).toBe("unknown error");
  });
});
