import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";

describe("the favicon", () => {
  it("answers /favicon.ico with an SVG icon a browser may keep for a week, without signing in", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=604800");
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });

  it("is named by every platform page, with its type", async () => {
    const { app } = makeTestApp();
    const page = await (await app.request("/platform/sign-in")).text();
    expect(page).toContain('<link rel="icon" href="/favicon.ico" type="image/svg+xml"/>');
  });
});
