import { cleanText, labelValue, lineRecords, type PageRecord, pairRecord, type RecordField } from "./records";
import { tableRecords } from "./tables";

/** The DOM a page is read from: linkedom's in the service. Only what the reader uses. */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
  querySelector?(selector: string): DomNode | null;
  querySelectorAll?(selector: string): ArrayLike<DomNode>;
  closest?(selector: string): DomNode | null;
}

/** Elements that end a line of text; inline ones (a, b, span, …) run on. */
const BLOCK: ReadonlySet<string> = new Set(
  (
    "address article aside blockquote body br caption center dd details dialog div dl dt fieldset figcaption " +
    "figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main menu nav ol p pre section summary table " +
    "tbody td tfoot th thead tr ul"
  ).split(" "),
);
/** A link that only leads on: "Read more", "Find out more →", "See all", "Details". */
const MORE_LINK =
  /^(?:(?:read|learn|find\s+out|see|view|discover)\s+(?:more|all|details)(?:\s+(?:here|about\s+\S+))?|more(?:\s+info)?|details)\W*$/i;
const HEADING = /^h([1-6])$/;
/** Blocks named as one thing of a list: a product, a job, a branch, a plan, an event. */
const CARD_NAMES =
  /(?:^|[\s_-])(?:card|tile|product|job|role|position|event|plan|tier|branch|location|venue|listing|offer|result|item|entry|dish|post|teaser)s?(?:$|[\s_-])/i;
const CARD_MAX_CHARS = 800;
/** Nesting past which the rest of a subtree is read as plain lines (a page may nest without end). */
const MAX_DEPTH = 200;

const tagOf = (n: DomNode) => n.nodeName.toLowerCase();
const attr = (n: DomNode, name: string) => n.getAttribute?.(name) ?? "";

/** The text of an element as lines: every block element ends a line. Iterative, so depth costs nothing. */
export function linesOf(root: DomNode): string[] {
  const out: string[] = [];
  let line = "";
  const flush = () => {
    const t = cleanText(line);
    if (t) out.push(t);
    line = "";
  };
  const stack: (DomNode | null)[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null) {
      flush();
      continue;
    }
    if (!node) continue;
    if (node.nodeType === 3) {
      line += node.textContent ?? "";
      continue;
    }
    if (node.nodeType !== 1) continue;
    if (BLOCK.has(tagOf(node))) {
      flush();
      stack.push(null);
    }
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  flush();
  return out;
}

/** The first heading inside an element (h2–h6, a role=heading, or a <strong> line of its own), if any. */
function headingIn(el: DomNode): DomNode | undefined {
  return el.querySelector?.("h2, h3, h4, h5, h6, [role=heading]") ?? undefined;
}

/** Element children of a node. */
const elementsOf = (n: DomNode | null | undefined) =>
  n ? Array.from(n.childNodes).filter((c) => c.nodeType === 1) : [];

/**
 * Whether an element is a card: one of several alike (siblings of its tag and class: a product, a job, a branch),
 * with a heading of its own and a few lines about it. An article alone on its page is the page, not a card.
 */
function isCard(el: DomNode, tag: string, parent: DomNode | undefined): boolean {
  const named = CARD_NAMES.test(`${attr(el, "class")} ${attr(el, "id")}`);
  if (tag !== "article" && tag !== "li" && !named) return false;
  const alike = elementsOf(parent).filter((s) => tagOf(s) === tag && attr(s, "class") === attr(el, "class"));
  if (alike.length < 2) return false;
  if (!headingIn(el) || el.querySelector?.("table, article")) return false;
  const text = cleanText(el.textContent);
  return text.length > 0 && text.length <= CARD_MAX_CHARS;
}

/**
 * A card as one record: its heading is the subject; "Label: value" lines and its definition lists' entries
 * ("Surgery" → "Second Thursday of the month") are named fields, other lines unnamed.
 */
function cardRecord(el: DomNode, section: string): PageRecord {
  const subject = cleanText(headingIn(el)?.textContent);
  const defined = Array.from(el.querySelectorAll?.("dl") ?? []).flatMap((dl) =>
    definitionRecords(dl, "").map((r) => r.fields[0]!),
  );
  const inLists = new Set(
    Array.from(el.querySelectorAll?.("dt, dd") ?? []).map((n) => cleanText(n.textContent)),
  );
  const lines = linesOf(el).filter((l) => l !== subject && !inLists.has(l));
  const fields: RecordField[] = [...lines.map((l) => labelValue(l) ?? { name: "", value: l }), ...defined];
  const said = [...lines, ...defined.map((f) => `${f.name}: ${f.value}`)];
  return { kind: "card", subject, fields, text: `${subject} — ${said.join("; ")}`, section };
}

/** A definition list's entries as pairs: each <dt> with the <dd>s after it. */
function definitionRecords(dl: DomNode, section: string): PageRecord[] {
  const out: PageRecord[] = [];
  let terms: string[] = [];
  let values: string[] = [];
  const flush = () => {
    if (terms.length > 0 && values.length > 0)
      for (const name of terms) out.push(pairRecord({ name, value: values.join("; ") }, section));
    terms = [];
    values = [];
  };
  // A <dl> may wrap its pairs in <div>s (HTML allows it): the dt and dd elements in order either way.
  for (const el of Array.from(dl.querySelectorAll?.("dt, dd") ?? [])) {
    const text = cleanText(el.textContent);
    if (!text) continue;
    if (tagOf(el) === "dt") {
      if (values.length > 0) flush();
      terms.push(text);
    } else values.push(text);
  }
  flush();
  return out;
}

/** Whether every entry of a list reads "Label: value" (then each is a pair; else each is an entry). */
function entriesArePairs(list: DomNode): boolean {
  const entries: DomNode[] = [];
  for (let i = 0; i < list.childNodes.length; i++)
    if (tagOf(list.childNodes[i]!) === "li") entries.push(list.childNodes[i]!);
  return entries.every((li) => labelValue(cleanText(li.textContent)) !== undefined);
}

/**
 * Read an element's content as records, in document order. `pageHeading` is the page's title, under which a page
 * without headings of its own sits.
 */
export function readRecords(root: DomNode): PageRecord[] {
  const out: PageRecord[] = [];
  const headings: string[] = [];
  const section = () => headings.filter(Boolean).join(" › ");
  let line = "";
  const flush = () => {
    const text = cleanText(line);
    line = "";
    if (text) out.push(...lineRecords(text, section()));
  };
  const pairLists = new Map<DomNode, boolean>();
  const listOfPairs = (list: DomNode) => {
    if (!pairLists.has(list)) pairLists.set(list, entriesArePairs(list));
    return pairLists.get(list)!;
  };
  const visit = (node: DomNode, depth: number, parent?: DomNode) => {
    if (node.nodeType === 3) {
      line += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = tagOf(node);
    const level =
      tag.match(HEADING)?.[1] ?? (attr(node, "role") === "heading" ? attr(node, "aria-level") || "2" : "");
    if (level) {
      flush();
      const text = cleanText(node.textContent);
      if (!text) return;
      const n = Number(level);
      headings.length = n - 1;
      out.push({ kind: "heading", subject: text, fields: [], text, section: section() });
      headings[n - 1] = text;
      return;
    }
    // "Read more", "Find out more": a link's words, never something the page says (links are read apart).
    if (tag === "a" && MORE_LINK.test(cleanText(node.textContent))) return;
    const block = BLOCK.has(tag);
    if (block) flush();
    if (depth > MAX_DEPTH) {
      for (const l of linesOf(node)) out.push(...lineRecords(l, section()));
      return;
    }
    if (tag === "table") out.push(...tableRecords(node, section()));
    else if (tag === "dl") out.push(...definitionRecords(node, section()));
    else if (isCard(node, tag, parent)) out.push(cardRecord(node, section()));
    else if (tag === "li" && !node.querySelector?.("ul, ol, p, div, table")) {
      const text = cleanText(node.textContent);
      // (One list's entries are read alike: "Lost keys or fobs: the cost of replacing them" is an entry of "What
      // we charge tenants" as "Rent more than 14 days late: interest at 3% …" beside it is.)
      const pair = parent && !listOfPairs(parent) ? undefined : labelValue(text);
      if (pair) out.push(pairRecord(pair, section()));
      else if (text) out.push({ kind: "item", subject: text, fields: [], text, section: section() });
    } else {
      const children = node.childNodes;
      for (let i = 0; i < children.length; i++) visit(children[i]!, depth + 1, node);
    }
    if (block) flush();
  };
  visit(root, 0);
  flush();
  return out;
}
