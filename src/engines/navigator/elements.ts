import type { Page } from "playwright-core";

/** At most this many elements are listed per step, and each field is cut to FIELD_CHARS. */
export const MAX_ELEMENTS = 150;
export const FIELD_CHARS = 120;
/** The attribute that marks each listed element with its index, so an action finds it by selector. */
export const INDEX_ATTRIBUTE = "data-sp-index";
/** Listing runs once per model request; a page that does not answer within this gets no list that step. */
const COLLECT_TIMEOUT_MS = 5_000;

/** One visible interactive element, as the model is told of it. */
export interface PageElement {
  index: number;
  role: string;
  name: string;
  text?: string;
  href?: string;
  value?: string;
  /** A select's options (their labels), first ones only. */
  options?: string[];
}

const SELECTOR = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[role=link]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=tab]",
  "[role=menuitem]",
  "[role=option]",
  "[role=switch]",
  "[role=combobox]",
  "[role=textbox]",
  "[onclick]",
  "[contenteditable]:not([contenteditable=false])",
].join(",");

/**
 * List the interactive elements visible in the viewport, in document order (one evaluate): each is marked with
 * `data-sp-index` (the marks of the previous list removed first), so `elementLocator` finds it again. An empty list
 * when the page cannot be read in time (it is navigating, or stopped responding).
 */
export async function collectElements(page: Page): Promise<PageElement[]> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<PageElement[]>((r) => {
    timer = setTimeout(() => r([]), COLLECT_TIMEOUT_MS);
  });
  const args = { selector: SELECTOR, max: MAX_ELEMENTS, chars: FIELD_CHARS, attr: INDEX_ATTRIBUTE };
  const listing = evaluateInPage(page, listInPage, args).catch(() => [] as PageElement[]);
  try {
    return await Promise.race([listing, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Call `fn` with `arg` in the page and return its result. Sent as source because a transpiler that keeps function
 * names (tsx, which `npm start` runs) wraps inner functions, arrow functions held in a const included, in a
 * `__name` helper the page does not have: a stand-in is declared around it. The result comes back as one JSON
 * string: Playwright's own serialisation of a few hundred small objects costs more than the page's work.
 */
export async function evaluateInPage<T extends object>(
  page: Page,
  fn: (arg: never) => T,
  arg: unknown = null,
): Promise<T> {
  // A page whose JSON.stringify is not the browser's own, or that gives arrays a toJSON (old Prototype.js), would
  // garble the string: its result is then returned as an object.
  const script =
    `(() => { const __name = (f) => f; const r = (${fn})(${JSON.stringify(arg)}); ` +
    `const own = !("toJSON" in Array.prototype) && /\\[native code\\]/.test(String(JSON.stringify)); ` +
    "return own ? JSON.stringify(r) : r; })()";
  const result = await page.evaluate<T | string>(script);
  return typeof result === "string" ? (JSON.parse(result) as T) : result;
}

/** Runs in the page: it may use only its arguments and the DOM. */
function listInPage(a: { selector: string; max: number; chars: number; attr: string }): PageElement[] {
  const clip = (s: string | null | undefined) => {
    const t = (s ?? "").replace(/\s+/g, " ").trim();
    return t.length > a.chars ? `${t.slice(0, a.chars - 1)}…` : t;
  };
  for (const old of document.querySelectorAll(`[${a.attr}]`)) old.removeAttribute(a.attr);
  const implicitRole = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    if (tag === "a") return "link";
    if (tag === "button" || tag === "summary") return "button";
    if (tag === "select") return (el as HTMLSelectElement).multiple ? "listbox" : "combobox";
    if (tag === "textarea") return "textbox";
    if (tag === "input") {
      const type = ((el as HTMLInputElement).type || "text").toLowerCase();
      if (["button", "submit", "reset", "image"].includes(type)) return "button";
      if (type === "checkbox" || type === "radio") return type;
      if (type === "search") return "searchbox";
      if (type === "range") return "slider";
      return ["email", "tel", "url", "text", "password", "number"].includes(type)
        ? "textbox"
        : `input ${type}`;
    }
    if ((el as HTMLElement).isContentEditable) return "textbox";
    return tag;
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
      if (clip(text)) return text;
    }
    const direct = el.getAttribute("aria-label");
    if (direct?.trim()) return direct;
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return [...labels].map((l) => l.textContent ?? "").join(" ");
    const input = el as HTMLInputElement;
    if (el.tagName === "INPUT" && ["submit", "button", "reset"].includes(input.type) && input.value)
      return input.value;
    const alt = el.querySelector("img[alt]")?.getAttribute("alt") ?? el.getAttribute("alt");
    return (
      el.getAttribute("placeholder") ??
      el.getAttribute("title") ??
      (alt || (el as HTMLElement).innerText || "")
    );
  };
  const visible = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
  };
  const out: PageElement[] = [];
  for (const el of document.querySelectorAll(a.selector)) {
    if (out.length >= a.max) break;
    if ((el as HTMLInputElement).disabled || el.closest("[aria-hidden=true], [inert]") || !visible(el))
      continue;
    const index = out.length;
    el.setAttribute(a.attr, String(index));
    const item: PageElement = {
      index,
      role: clip(el.getAttribute("role")) || implicitRole(el),
      name: clip(nameOf(el)),
    };
    const text = clip((el as HTMLElement).innerText);
    if (text && text !== item.name && !(el instanceof HTMLSelectElement)) item.text = text;
    const href = el.getAttribute("href");
    if (href && el.tagName === "A") item.href = clip(href);
    if (el instanceof HTMLSelectElement) {
      item.value = clip(el.selectedOptions[0]?.label);
      item.options = [...el.options].slice(0, 20).map((o) => clip(o.label || o.value));
    } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      const input = el as HTMLInputElement;
      if (input.type === "checkbox" || input.type === "radio")
        item.value = input.checked ? "checked" : "unchecked";
      else if (input.type === "password") item.value = input.value ? "(hidden)" : "";
      else if (!["submit", "button", "reset", "image"].includes(input.type)) item.value = clip(input.value);
    }
    out.push(item);
  }
  return out;
}

/** One line per element: `[3] link "Pricing" href=/pricing.html`. */
export function formatElement(e: PageElement): string {
  const q = (s: string) => JSON.stringify(s);
  const parts = [`[${e.index}] ${e.role}`, e.name ? q(e.name) : ""];
  if (e.text) parts.push(`text=${q(e.text)}`);
  if (e.href) parts.push(`href=${e.href}`);
  if (e.value !== undefined) parts.push(`value=${q(e.value)}`);
  if (e.options) parts.push(`options=${JSON.stringify(e.options)}`);
  return parts.filter(Boolean).join(" ");
}

/** The element list as the model reads it beside the screenshot. */
export function formatElements(elements: PageElement[]): string {
  if (elements.length === 0) return "Interactive elements in view: none found.";
  const more = elements.length >= MAX_ELEMENTS ? `\n(only the first ${MAX_ELEMENTS} are listed)` : "";
  return `Interactive elements in view (use the index with click_element, type_into, select_option):\n${elements.map(formatElement).join("\n")}${more}`;
}

/** A short label for a step's stored action: `link "Pricing"`. */
export const elementLabel = (e: PageElement) => (e.name ? `${e.role} ${JSON.stringify(e.name)}` : e.role);

/** The element listed under `index` in the page's latest list. */
export const elementLocator = (page: Page, index: number) => page.locator(`[${INDEX_ATTRIBUTE}="${index}"]`);
