import type { Page } from "playwright-core";
import { extractHtml } from "../research/extract";
import type { SeenPage } from "./answer";
import { evaluateInPage } from "./elements";

/** A field of a form as the follower matches values to it. */
export interface FormField {
  tag: string;
  type: string;
  name: string;
  id: string;
  label: string;
  placeholder: string;
  /**
   * A select's options (their labels). A group of radio buttons is one field, tag "select" and type "radio": its
   * label the group's legend (else the buttons' name), its options the buttons' labels.
   */
  options: string[];
  /** The browser's validation message when the field's value is not acceptable (a required one left empty). */
  invalid: string;
  /** A group of radio buttons none of which is checked: sent without a choice unless one is made. */
  unchosen?: boolean;
}

/** A form of the page (fields outside any form are one more), with the text of its submit button. */
export interface PageForm {
  fields: FormField[];
  submit: string;
  /** What names the form: its id, name, aria-label, action and headings. */
  text: string;
  /** The heading the form follows on the page ("Request a booking"), when it has none of its own. */
  heading?: string;
  search: boolean;
}

/** A table's row as readPage gives it, read with its header: "Saturday: Opens 10:00, Closes 16:00" (label first). */
export const LABELLED_ROW = /^([^:]{1,40}): \S/;

/** A list of the page's content (navigation, header and footer left out), under the heading it follows. */
export interface PageList {
  heading: string;
  items: string[];
}

/** A page as the follower reads it: its text, links and buttons, forms and lists. */
export interface ReadPage extends SeenPage {
  forms: PageForm[];
  lists: PageList[];
}

/**
 * Read the page in one evaluate: its text as lines, a table's rows read with their headers ("Saturday: Opens
 * 10:00, Closes 16:00"), its visible links and buttons (marked `chrome` inside navigation, header and footer, each
 * with the heading it follows), its visible forms with their fields, and the lists of its content.
 */
export async function readPage(page: Page): Promise<ReadPage> {
  const seen = await evaluateInPage(page, readInPage);
  // The page model of research and scouts, over the document as it is now (after its scripts ran).
  const model = extractHtml(await page.content(), page.url());
  const labelled = new Map(seen.rows.map((r) => [r.raw, r.labelled]));
  const linkTexts = [...new Set(seen.links.map((l) => l.text))].sort((a, b) => b.length - a.length);
  const blocks = seen.text
    .split(/\n+/)
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter((l) => l && !onlyLinks(l, linkTexts))
    .map((l) => labelled.get(l) ?? l);
  return {
    url: page.url(),
    title: seen.title,
    blocks,
    links: seen.links,
    forms: seen.forms,
    lists: seen.lists,
    records: model.records,
    ...(model.registrations ? { registrations: model.registrations } : {}),
    searchable: seen.forms.some((f) => f.search),
  };
}

interface PageSeen {
  text: string;
  title: string;
  links: { text: string; href: string; chrome: boolean; section: string }[];
  rows: { raw: string; labelled: string }[];
  forms: PageForm[];
  lists: PageList[];
}

/** Runs in the page: it may use only the DOM. */
function readInPage(): PageSeen {
  const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const CHROME = 'nav, header, footer, [role="navigation"], [role="banner"], [role="contentinfo"]';
  const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"], caption';
  const LIST = "ul, ol";
  const CLICKABLE =
    'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"]';
  // One walk in document order: each link is under the last heading before it; each list of the content too.
  const links: PageSeen["links"] = [];
  const lists: PageList[] = [];
  let section = "";
  for (const el of Array.from(document.querySelectorAll(`${HEADING}, ${LIST}, ${CLICKABLE}`))) {
    if (el.matches(HEADING)) {
      section = clean((el as HTMLElement).innerText) || section;
    } else if (el.matches(LIST)) {
      // A list inside another's item is part of that item.
      if (el.closest(CHROME) || el.parentElement?.closest("li") || !shown(el)) continue;
      const items = Array.from(el.children)
        .filter((li) => li.tagName === "LI" && shown(li))
        .map((li) => clean((li as HTMLElement).innerText))
        .filter(Boolean);
      if (items.length > 0) lists.push({ heading: section, items });
    } else if (shown(el)) {
      const text = clean(
        (el as HTMLElement).innerText || (el as HTMLInputElement).value || el.getAttribute("aria-label"),
      );
      if (!text) continue;
      links.push({
        text,
        href: (el as HTMLAnchorElement).href || "",
        chrome: el.closest(CHROME) !== null,
        section,
      });
    }
  }
  const rows = Array.from(document.querySelectorAll("table")).flatMap((table) => {
    const cellsOf = (tr: HTMLTableRowElement) => Array.from(tr.cells).map((c) => clean(c.innerText));
    const all = Array.from(table.rows);
    const head = all.find(
      (tr) => tr.cells.length > 1 && Array.from(tr.cells).every((c) => c.tagName === "TH"),
    );
    const headers = head ? cellsOf(head) : [];
    return all
      .filter((tr) => tr !== head && tr.cells.length > 1)
      .map((tr) => {
        const cells = cellsOf(tr);
        const rest = cells
          .slice(1)
          .map((c, i) => (headers.length === cells.length ? `${headers[i + 1]} ${c}` : c))
          .join(", ");
        return { raw: cells.join(" "), labelled: `${cells[0]}: ${rest}` };
      });
  });
  const controls = Array.from(
    document.querySelectorAll(
      "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]), select, textarea",
    ),
  ).filter((el) => shown(el) && !(el as HTMLInputElement).disabled) as HTMLInputElement[];
  const owners = [...new Set(controls.map((el) => el.form))];
  const forms = owners.map((form) => {
    const fields = controls
      .filter((el) => el.form === form)
      .map((el) => ({
        tag: el.tagName.toLowerCase(),
        type: (el.getAttribute("type") ?? "").toLowerCase(),
        name: el.name ?? "",
        id: el.id,
        label: clean(
          el.getAttribute("aria-label") ||
            Array.from(el.labels ?? [])
              .map((l) => {
                // A label wrapping its control: its words without the control's own (a list's options).
                const own = l.cloneNode(true) as HTMLElement;
                for (const c of Array.from(own.querySelectorAll("select, textarea"))) c.remove();
                return own.textContent;
              })
              .join(" "),
        ),
        placeholder: el.getAttribute("placeholder") ?? "",
        options:
          el instanceof HTMLSelectElement ? Array.from(el.options).map((o) => clean(o.label || o.value)) : [],
        invalid: el.validationMessage,
        legend:
          el.type === "radio" ? clean(el.closest("fieldset")?.querySelector("legend")?.textContent) : "",
        checked: el instanceof HTMLInputElement && el.type === "radio" && el.checked,
      }))
      // Radio buttons sharing a name are one choice: a list of their labels, named by their group's legend.
      .reduce<(FormField & { legend: string; checked: boolean })[]>((all, f) => {
        const group =
          f.type === "radio" ? all.find((g) => g.type === "radio" && g.name === f.name) : undefined;
        if (group) {
          group.options.push(f.label);
          group.checked ||= f.checked;
        } else if (f.type === "radio")
          all.push({ ...f, tag: "select", label: f.legend || f.name, options: [f.label] });
        else all.push(f);
        return all;
      }, [])
      .map(({ legend: _, checked, ...f }) => (f.type === "radio" && !checked ? { ...f, unchosen: true } : f));
    const scope = form ?? document.body;
    const button = Array.from(
      scope.querySelectorAll('button:not([type=button]):not([type=reset]), input[type="submit"]'),
    ).find((b) => shown(b) && (b as HTMLButtonElement).form === form && !(b as HTMLButtonElement).disabled);
    const headings = form
      ? Array.from(form.querySelectorAll("h1, h2, h3, legend")).map((h) => h.textContent)
      : [];
    const before = form
      ? Array.from(document.querySelectorAll("h1, h2, h3")).filter(
          (h) => !form.contains(h) && h.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
        )
      : [];
    return {
      fields,
      submit: button ? clean((button as HTMLElement).innerText || (button as HTMLInputElement).value) : "",
      text: clean(
        form
          ? [
              // Attributes, not properties: a field named "name" or "id" shadows the form's own.
              form.getAttribute("id"),
              form.getAttribute("name"),
              form.getAttribute("aria-label"),
              form.getAttribute("action"),
              ...headings,
            ].join(" ")
          : "",
      ),
      heading: clean(before.at(-1)?.textContent ?? ""),
      search:
        (form !== null && form.closest('[role="search"]') !== null) ||
        fields.every((f) => f.type === "search"),
    };
  });
  return { text: document.body?.innerText ?? "", title: document.title, links, rows, forms, lists };
}

/** A line of nothing but links and buttons ("Home · Pricing · Contact") is a menu, not something the page says. */
function onlyLinks(line: string, linkTexts: string[]): boolean {
  let rest = line;
  let found = 0;
  for (const t of linkTexts) {
    if (!rest.includes(t)) continue;
    found++;
    rest = rest.split(t).join(" ");
  }
  // One link alone may be the page's heading ("Contact" on the contact page), or a list item worth reading.
  return found >= 2 && !/[\p{L}\p{N}]/u.test(rest);
}
