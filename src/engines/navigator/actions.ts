import type { Locator, Page, Request } from "playwright-core";
import { escapeRegExp } from "../../text";
import { VIEWPORT } from "../browser/session";
import { elementLocator } from "./elements";
import { normaliseKeyComb } from "./keys";
import { type Action, ActionError } from "./types";

const ACTION_TIMEOUT_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 30_000;
/** After the DOM is ready, how long a navigation may keep loading subresources before the step moves on. */
const LOAD_GRACE_MS = 10_000;
/** A click or key press may start a navigation a moment after it returns; this is how long we look for one. */
const NAVIGATION_START_WINDOW_MS = 250;

/** Carry out one action on the page; throws ActionError (or Playwright's error) when it cannot be done. */
export async function executeAction(page: Page, action: Action): Promise<void> {
  switch (action.type) {
    case "goto_url":
      return gotoUrl(page, action.url);
    case "go_back":
      return goBack(page);
    case "left_click": {
      const { x, y } = toViewport(action.coordinates);
      return withSettle(page, () => page.mouse.click(x, y));
    }
    case "scroll":
      return wheelScroll(page, action);
    case "type":
      if (action.clear_before_typing) {
        await page.keyboard.press("ControlOrMeta+A");
        await page.keyboard.press("Backspace");
      }
      await page.keyboard.type(action.text);
      if (action.press_enter_after) await withSettle(page, () => page.keyboard.press("Enter"));
      return;
    case "key_press":
      return withSettle(page, () => page.keyboard.press(normaliseKeyComb(action.key_comb)));
    case "wait":
      // The action's meaning is "let the page get on for a moment" (animations, timers, late content).
      return page.waitForTimeout(1000);
    case "click": {
      const el = await firstVisible(
        action.button ? buttonCandidates(page, action.target) : clickCandidates(page, action.target),
      );
      if (!el) throw new ActionError(`No link, button or text "${action.target}" is visible on the page`);
      return withSettle(page, () => el.click({ timeout: ACTION_TIMEOUT_MS }));
    }
    case "fill": {
      // (Within its form, when another form of the page has a field of the same name.)
      const scope = action.form
        ? page
            .locator("form")
            .filter({ has: page.getByRole("button", { name: action.form, exact: true }) })
            .first()
        : page;
      // A group of radio buttons (page-read.ts reads it as one list): the button its option names is checked.
      const radio = await firstVisible(radioCandidates(scope, action.field, action.text));
      if (radio) return radio.check({ timeout: ACTION_TIMEOUT_MS });
      const el = await firstVisible(fieldCandidates(scope, action.field));
      if (!el) throw new ActionError(`No input field "${action.field}" is visible on the page`);
      const kind = await el.evaluate((e) =>
        e.tagName === "INPUT" ? (e as HTMLInputElement).type : e.tagName,
      );
      // A checkbox is ticked by a yes (form-ticks.ts) and cleared by anything else.
      if (kind === "checkbox")
        return /^(?:yes|on|true|checked|ticked?)$/i.test(action.text.trim())
          ? el.check({ timeout: ACTION_TIMEOUT_MS })
          : el.uncheck({ timeout: ACTION_TIMEOUT_MS });
      if (kind === "SELECT") {
        // A list is filled in by choosing the option the text names (Playwright matches its value or label).
        await el.selectOption(action.text, { timeout: ACTION_TIMEOUT_MS });
        return;
      }
      return el.fill(action.text, { timeout: ACTION_TIMEOUT_MS });
    }
    case "search": {
      const el = await firstVisible(searchCandidates(page));
      if (!el) throw new ActionError("No search box is visible on the page");
      await el.fill(action.query, { timeout: ACTION_TIMEOUT_MS });
      return withSettle(page, () => el.press("Enter", { timeout: ACTION_TIMEOUT_MS }));
    }
    case "find": {
      const el = page.getByText(action.text).filter({ visible: true }).first();
      if ((await el.count()) === 0) throw new ActionError(`Text "${action.text}" was not found on the page`);
      return el.scrollIntoViewIfNeeded({ timeout: ACTION_TIMEOUT_MS });
    }
    case "click_element": {
      const el = await listedElement(page, action.index);
      return withSettle(page, () => el.click({ timeout: ACTION_TIMEOUT_MS }));
    }
    case "type_into": {
      const el = await listedElement(page, action.index);
      await el.fill(action.text, { timeout: ACTION_TIMEOUT_MS });
      if (action.press_enter) await withSettle(page, () => el.press("Enter", { timeout: ACTION_TIMEOUT_MS }));
      return;
    }
    case "select_option": {
      const el = await listedElement(page, action.index);
      // Playwright matches the option's value or its label.
      await el.selectOption(action.value, { timeout: ACTION_TIMEOUT_MS });
      return;
    }
    case "scroll_to":
      await page.evaluate(
        (bottom) => window.scrollTo(0, bottom ? document.documentElement.scrollHeight : 0),
        action.position === "bottom",
      );
      return nextFrame(page);
  }
}

/** `example.com/x` → `https://example.com/x`; anything but http(s) is refused. */
export function normaliseUrl(raw: string): string {
  const trimmed = raw.trim();
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^/:]+:\d/.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ActionError(`"${raw}" is not a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ActionError(`Only http and https URLs can be opened, not ${url.protocol}`);
  }
  return url.href;
}

async function gotoUrl(page: Page, raw: string): Promise<void> {
  try {
    await page.goto(normaliseUrl(raw), { waitUntil: "domcontentloaded", timeout: NAVIGATION_TIMEOUT_MS });
  } catch (err) {
    // Chromium shows its error page a moment after the navigation failed; wait for it, so the failed step's
    // screenshot shows why instead of the page before.
    if (/net::ERR_/.test(String(err)) && !page.url().startsWith("chrome-error:")) {
      await page.waitForEvent("framenavigated", { timeout: 2_000 }).catch(() => {});
    }
    throw err;
  }
  await page.waitForLoadState("load", { timeout: LOAD_GRACE_MS }).catch(() => {});
}

async function goBack(page: Page): Promise<void> {
  // Every tab starts on a blank page, the entry before the first one opened: going back to it is not a page.
  const cdp = await page.context().newCDPSession(page);
  try {
    const { currentIndex, entries } = await cdp.send("Page.getNavigationHistory");
    const previous = entries[currentIndex - 1];
    if (!previous || previous.url === "about:blank")
      throw new ActionError("There is no previous page to go back to");
  } finally {
    await cdp.detach().catch(() => {});
  }
  const before = page.url();
  const res = await page.goBack({ waitUntil: "domcontentloaded", timeout: NAVIGATION_TIMEOUT_MS });
  if (!res && page.url() === before) throw new ActionError("There is no previous page to go back to");
  await page.waitForLoadState("load", { timeout: LOAD_GRACE_MS }).catch(() => {});
}

function toViewport([x, y]: [number, number]): { x: number; y: number } {
  if (![x, y].every((v) => Number.isFinite(v) && v >= 0 && v <= 1000)) {
    throw new ActionError(`Coordinates [${x}, ${y}] are outside the 1000×1000 grid`);
  }
  return { x: Math.round((x / 1000) * VIEWPORT.width), y: Math.round((y / 1000) * VIEWPORT.height) };
}

async function wheelScroll(page: Page, a: Extract<Action, { type: "scroll" }>): Promise<void> {
  const { x, y } = toViewport(a.coordinates ?? [500, 500]);
  // One unit is a tenth of the viewport, as in the reference navigator.
  const delta = (a.amount ?? 3) * VIEWPORT.height * 0.1;
  const dx = a.direction === "left" ? -delta : a.direction === "right" ? delta : 0;
  const dy = a.direction === "up" ? -delta : a.direction === "down" ? delta : 0;
  await page.mouse.move(x, y);
  await page.mouse.wheel(dx, dy);
  await nextFrame(page);
}

/** Wait for two animation frames, so scrolling and repaint triggered by the last input are on screen. */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/**
 * Run an input action and, if it started a main-frame navigation, wait for the new page to load (bounded), so the
 * step's screenshot shows where the action led rather than the page it left.
 */
async function withSettle(page: Page, act: () => Promise<void>): Promise<void> {
  let navStarted!: () => void;
  let navSettled!: () => void;
  const started = new Promise<void>((r) => {
    navStarted = r;
  });
  const settled = new Promise<void>((r) => {
    navSettled = r;
  });
  const isMainNav = (r: Request) => r.isNavigationRequest() && r.frame() === page.mainFrame();
  const onRequest = (r: Request) => isMainNav(r) && navStarted();
  const onFailed = (r: Request) => isMainNav(r) && navSettled();
  const onLoad = () => navSettled();
  page.on("request", onRequest);
  page.on("requestfailed", onFailed);
  page.on("load", onLoad);
  try {
    await act();
    if (await within(started, NAVIGATION_START_WINDOW_MS)) await within(settled, NAVIGATION_TIMEOUT_MS);
  } finally {
    page.off("request", onRequest);
    page.off("requestfailed", onFailed);
    page.off("load", onLoad);
  }
}

/** Whether `p` settles within `ms`. */
async function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((r) => {
    timer = setTimeout(() => r(false), ms);
  });
  try {
    return await Promise.race([p.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The element of the latest element list under `index`; gone when the page changed since it was listed. */
async function listedElement(page: Page, index: number): Promise<Locator> {
  const el = elementLocator(page, index).first();
  if ((await el.count()) === 0) {
    throw new ActionError(
      `Element ${index} is no longer on the page (it changed since the element list was made)`,
    );
  }
  return el;
}

async function firstVisible(candidates: Locator[]): Promise<Locator | undefined> {
  for (const c of candidates) {
    const first = c.first();
    if (await first.isVisible()) return first;
  }
  return undefined;
}

const cssString = (s: string) => JSON.stringify(s);

function clickCandidates(page: Page, target: string): Locator[] {
  return [
    page.getByRole("link", { name: target, exact: true }),
    page.getByRole("button", { name: target, exact: true }),
    page.getByRole("link", { name: target }),
    page.getByRole("button", { name: target }),
    page.getByText(target, { exact: true }),
    page.getByText(target),
    page.getByLabel(target),
    page.getByTitle(target),
  ];
}

function buttonCandidates(page: Page, target: string): Locator[] {
  return [
    page.getByRole("button", { name: target, exact: true }),
    page.getByRole("button", { name: target }),
  ];
}

function fieldCandidates(page: Page | Locator, field: string): Locator[] {
  return [
    page.getByLabel(field, { exact: true }),
    // A list inside its label: the label's text holds every option, its name only the chosen one ("Clinic
    // Choose a clinic"), so "Clinic" must begin its name, not appear in another list's options ("clinical").
    page.getByRole("combobox", {
      name: new RegExp(`^${escapeRegExp(field)}(?:\\s|$)`, "i"),
    }),
    page.getByLabel(field),
    page.getByPlaceholder(field),
    page.getByRole("textbox", { name: field }),
    page.getByRole("searchbox", { name: field }),
    page.getByRole("combobox", { name: field }),
    page.locator(`[name=${cssString(field)}], [id=${cssString(field)}]`),
  ];
}

/** The radio button labelled `option` in the group named `group` (its fieldset's legend, or the buttons' name). */
function radioCandidates(page: Page | Locator, group: string, option: string): Locator[] {
  const radio = page.getByRole("radio", { name: option, exact: true });
  return [
    page.getByRole("group", { name: group, exact: true }).getByRole("radio", { name: option, exact: true }),
    radio.and(page.locator(`[name=${cssString(group)}]`)),
  ];
}

function searchCandidates(page: Page): Locator[] {
  return [
    page.getByRole("searchbox"),
    page.locator('input[type="search"]'),
    page.locator('input[name="q"], input[name="query"], input[name="search"], input[name="s"]'),
    page.getByPlaceholder(/search/i),
    page.getByLabel(/search/i),
    page.getByRole("textbox", { name: /search/i }),
  ];
}
