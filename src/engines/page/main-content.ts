/**
 * The main content of a parsed page: what is left when navigation, page headers and footers, sidebars, dialogs,
 * cookie and consent banners, hidden parts and forms are taken away; the `<main>` landmark when the page has one.
 * Works on any DOM (linkedom in the service, the browser's own in a page).
 */

/** Never content: scripts and styles, and what a reader never reads as the page's text. */
const NEVER =
  "script, style, noscript, template, svg, iframe, canvas, object, select, option, datalist, button";
/** Overlays and hidden parts. */
const OVERLAYS =
  'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"], [hidden], [aria-hidden="true"]';
/** Site chrome by landmark. `header` and `footer` count only outside an article or section (see chromeHeader). */
const CHROME =
  'nav, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="search"]';
/** Chrome and banners that use no landmark, only names (matched on whole words of id and class). */
const CHROME_NAMES =
  /(?:^|[\s_-])(?:cookies?|consent|gdpr|newsletter|site-?header|site-?footer|footer|navbar|nav|menu|breadcrumbs?|sidebar|skip-?link|banner|masthead|social)(?:$|[\s_-])/i;

interface El {
  tagName: string;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
  remove(): void;
  querySelectorAll(selector: string): ArrayLike<El>;
  querySelector(selector: string): El | null;
  parentElement: El | null;
}
interface Doc {
  querySelectorAll(selector: string): ArrayLike<El>;
  querySelector(selector: string): El | null;
  body: El | null;
  documentElement: El | null;
}

const hiddenByStyle = (el: El) =>
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(el.getAttribute("style") ?? "");

/** A page's own header or footer (not one inside an article, a section or <main>, which belongs to its content). */
const chromeHeader = (el: El) => !el.parentElement?.closest("article, section, main, [role=main]");

/**
 * Remove from `doc` everything that is not the page's content, and return the element that holds the content: the
 * first `<main>` (or role=main) that has any text, else the body. Forms go too: a form's labels and options are
 * never what a page says (the navigator reads forms on their own).
 */
export function mainContent(doc: Doc): El | null {
  const drop = (selector: string, keep?: (el: El) => boolean) => {
    for (const el of Array.from(doc.querySelectorAll(selector))) if (!keep?.(el)) el.remove();
  };
  drop(NEVER);
  drop(OVERLAYS);
  for (const el of Array.from(doc.querySelectorAll("[style]"))) if (hiddenByStyle(el)) el.remove();
  drop(CHROME);
  drop("header, footer", (el) => !chromeHeader(el));
  for (const el of Array.from(doc.querySelectorAll("[id], [class]"))) {
    const tag = el.tagName.toLowerCase();
    if (tag === "main" || tag === "body" || tag === "html") continue;
    const names = `${el.getAttribute("id") ?? ""} ${el.getAttribute("class") ?? ""}`;
    // A "menu" inside the content is a restaurant's menu, not the site's: names count only outside <main>.
    if (CHROME_NAMES.test(names) && !el.closest("main, [role=main], article")) el.remove();
    else if (/(?:^|[\s_-])(?:cookies?|consent|gdpr)(?:$|[\s_-])/i.test(names)) el.remove();
  }
  drop("form");
  const main = Array.from(doc.querySelectorAll("main, [role=main]"))[0];
  return main ?? doc.body ?? doc.documentElement;
}
