import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import type { BrowserSession } from "../../src/engines/browser/session";
import { executeAction } from "../../src/engines/navigator/actions";
import { collectElements, formatElements, MAX_ELEMENTS } from "../../src/engines/navigator/elements";
import { runNavigator } from "../../src/engines/navigator/loop";
import { readPage } from "../../src/engines/navigator/page-read";
import type { Decision, NavigatorPolicy } from "../../src/engines/navigator/types";
import { silentLogger } from "../../src/logger";
import { startBrowseSite } from "../helpers/browse-site";

let pool: BrowserPool;
let session: BrowserSession;
let site: Awaited<ReturnType<typeof startBrowseSite>>;
beforeAll(async () => {
  site = await startBrowseSite();
  pool = new BrowserPool({ logger: silentLogger });
  session = await pool.newSession({ allowPrivateNetworks: false });
});
afterAll(async () => {
  await session?.close();
  await pool?.close();
  await site?.close();
});

describe("element list", () => {
  it("lists the visible interactive elements in view, in document order, with name, text, href and value", async () => {
    await session.page.setContent(`
      <span id="lbl">Find</span><span id="lbl2">things</span>
      <input aria-labelledby="lbl lbl2" value="tea">
      <label>Remember me <input type="checkbox" checked></label>
      <input type="password" aria-label="Password" value="secret">
      <div role="button" aria-label="Close dialog">×</div>
      <span onclick="void 0">Clickable span</span>
      <a href="/docs" title="Documentation">Read the docs</a>
      <div contenteditable="true">Notes</div>
      <button disabled>Disabled</button>
      <button style="display:none">Gone</button>
      <div aria-hidden="true"><button>Hidden from assistive tech</button></div>
      <button style="visibility:hidden">Invisible</button>
      <a href="/far" style="position:absolute;top:5000px">Far below</a>
      <button>${"Very long label ".repeat(20)}</button>
      <input type="submit" value="Send">`);
    const elements = await collectElements(session.page);
    expect(formatElements(elements).split("\n").slice(1)).toEqual([
      '[0] textbox "Find things" value="tea"',
      '[1] checkbox "Remember me" value="checked"',
      '[2] textbox "Password" value="(hidden)"',
      '[3] button "Close dialog" text="×"',
      '[4] span "Clickable span"',
      '[5] link "Documentation" text="Read the docs" href=/docs',
      '[6] textbox "Notes"',
      `[7] button "${"Very long label ".repeat(8).slice(0, 119)}…"`,
      '[8] button "Send"',
    ]);
    expect(elements[7]!.name).toHaveLength(120);
    const marked = await session.page.$$eval("[data-sp-index]", (els) =>
      els.map((e) => e.getAttribute("data-sp-index")),
    );
    expect(marked).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);

    // A new list replaces the old marks; the element tools act on the marked element.
    await session.page.evaluate(() => document.querySelector("input")!.remove());
    const again = await collectElements(session.page);
    expect(again[0]!.role).toBe("checkbox");
    expect(await session.page.locator("[data-sp-index]").count()).toBe(8);
    await executeAction(session.page, { type: "click_element", index: 0 });
    expect(await session.page.locator("input[type=checkbox]").isChecked()).toBe(false);
    await expect(executeAction(session.page, { type: "click_element", index: 40 })).rejects.toThrow(
      "Element 40 is no longer on the page (it changed since the element list was made)",
    );
  });

  it("reads a page that gives arrays a toJSON of its own (old Prototype.js) as any other", async () => {
    const html = `<table><tr><th>Day</th><th>Opens</th></tr><tr><th>Monday</th><td>9:00</td></tr></table>
      <form><label>Email <input type="email" name="email"></label><button>Join</button></form>`;
    await session.page.setContent(html);
    const plain = { elements: await collectElements(session.page), page: await readPage(session.page) };
    expect(plain.page.blocks).toContain("Monday: Opens 9:00");
    expect(plain.page.forms[0]!.fields.map((f) => f.label)).toEqual(["Email"]);
    await session.page.setContent(
      `<script>Array.prototype.toJSON = function () { return JSON.stringify(this.slice()); }</script>${html}`,
    );
    expect(await collectElements(session.page)).toEqual(plain.elements);
    expect(await readPage(session.page)).toEqual(plain.page);
  });

  it(`lists at most ${MAX_ELEMENTS} elements`, async () => {
    await session.page.setContent(
      Array.from({ length: 400 }, (_, i) => `<button style="width:20px;height:10px">${i}</button>`).join(""),
    );
    const elements = await collectElements(session.page);
    expect(elements).toHaveLength(MAX_ELEMENTS);
    expect(formatElements(elements)).toMatch(/\(only the first 150 are listed\)$/);
  });

  it("a refused navigation by an element tool still ends the task, though the action is recoverable", async () => {
    await session.page.setContent(`<a href="${site.url("/pricing.html")}">Pricing</a>`);
    let asked = 0;
    const policy: NavigatorPolicy = {
      async next(obs): Promise<Decision> {
        if (asked++ > 0) return { kind: "done", result: "should not get here" };
        await collectElements(obs.page);
        return { kind: "act", action: { type: "click_element", index: 0 }, recoverable: true };
      },
    };
    const before = site.requests.length;
    const outcome = await runNavigator({
      session,
      policy,
      maxSteps: 5,
      stepTimeoutMs: 60_000,
      taskTimeoutMs: 120_000,
      signal: new AbortController().signal,
      onStep: () => {},
    });
    expect(outcome).toMatchObject({
      status: "failed",
      error: expect.stringMatching(
        /^Step 1 \(click element 0\) failed: Blocked .*127\.0\.0\.1 is a loopback address/,
      ),
    });
    expect(site.requests.length).toBe(before);
  });
});
