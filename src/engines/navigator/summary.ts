import { clip } from "../../text";
import { sentences } from "../research/passages";
import { contentLinks, words } from "./links";
import { LABELLED_ROW, type ReadPage } from "./page-read";

/** What a summary clause asks for: the page at hand, or a page on a topic (`strict`: the clause names a page). */
export interface SummaryRequest {
  topic?: string;
  strict: boolean;
}

const SUMMARISE =
  /^(?:summari[sz]e|sum\s+up|recap|describe|give\s+(?:me\s+)?(?:a\s+|an\s+)?(?:short\s+|brief\s+|quick\s+)?(?:summary|overview|description|gist)\s+of|tl;?dr(?:\s+of)?)\b\s*(.*)$/i;
const ABOUT = /^(?:tell\s+me|what\s+(?:do\s+you\s+know|can\s+you\s+tell\s+me))\s+about\s+(.+)$/i;
/** "what is this site about?", "read it", "what does this page say?": the page at hand. */
const THIS_PAGE =
  /^(?:what(?:'s|\s+is)\s+(?:this|the)\s+(?:page|site|website|shop|store|company)\s+(?:all\s+)?about|read\s+(?:it|this|(?:the|this)\s+page)|what\s+does\s+(?:it|this\s+page|the\s+page)\s+say)$/i;
/** Words that mean the page at hand. */
const HERE =
  /^(?:it|this|that|here|(?:the|this)\s+(?:current\s+)?(?:page|site|website|shop|store)(?:'s\s+content)?)?$/i;

/**
 * Whether a clause asks for a summary: "summarize this page", "give me an overview of the pricing page", "what is
 * this site about?", "tell me about the company". Undefined when it does not.
 */
export function summaryRequest(clause: string): SummaryRequest | undefined {
  const s = clause
    .trim()
    .replace(/[?.!]+$/, "")
    .trim();
  if (THIS_PAGE.test(s)) return { strict: false };
  const m = s.match(SUMMARISE) ?? s.match(ABOUT);
  if (!m) return undefined;
  const target = m[1]!
    .replace(/\s+(?:for\s+me|briefly|in\s+(?:a\s+few|one|two|three)\s+(?:sentences?|lines?|words?))$/i, "")
    .trim();
  if (HERE.test(target)) return { strict: false };
  const named = /\s+(?:page|section|tab)$/i.test(target);
  const topic = target.replace(/^the\s+/i, "").replace(/\s+(?:page|section|tab)$/i, "");
  // "tell me about the company" is satisfied by the best page at hand; "summarize the pricing page" needs that page.
  return { topic, strict: named || SUMMARISE.test(s) };
}

/** Whether a page is about a topic: its title or main heading has most of the topic's words. */
export function pageIsAbout(page: ReadPage, topic: string): boolean {
  const want = words(topic);
  if (want.length === 0) return true;
  const have = new Set(words(`${page.title} ${page.blocks.slice(0, 3).join(" ")}`));
  return want.filter((w) => have.has(w)).length / want.length >= 0.5;
}

/** At most this many sentences, and this many characters, from the top of the page's content. */
const LEAD_SENTENCES = 3;
const LEAD_CHARS = 360;
const MAX_LINKS = 8;

/**
 * A page in a few lines, without a model: its lead (the first sentences of its content, as a news summary is cut;
 * headings, labels, menus and the texts of links and buttons left out), what its content links to, and the fields
 * of its forms. Every word is the page's own.
 */
export function summarize(page: ReadPage): string {
  const clickable = new Set(page.links.map((l) => l.text));
  const title = page.title.trim().toLowerCase();
  const lead: string[] = [];
  let chars = 0;
  for (const block of page.blocks) {
    if (lead.length >= LEAD_SENTENCES || chars >= LEAD_CHARS) break;
    // A heading, a label or a lone link says less than a sentence: a block of three words or fewer is left out,
    // unless it ends as a sentence does or is a table's row read with its header ("Capacity: 1.7 litres").
    const said = /[.!?]$/.test(block) || LABELLED_ROW.test(block);
    if (clickable.has(block) || block.toLowerCase() === title || (words(block).length <= 3 && !said))
      continue;
    for (const s of sentences(block)) {
      if (lead.length >= LEAD_SENTENCES || chars >= LEAD_CHARS) break;
      lead.push(/[.!?…]$/.test(s) ? s : `${s}.`);
      chars += s.length + 1;
    }
  }
  const parts = lead.length > 0 ? [clip(lead.join(" "), LEAD_CHARS + 40, "…")] : [];
  const content = [...new Set(contentLinks(page.links).map((l) => l.text))];
  if (content.length > 0) {
    const shown = content.slice(0, MAX_LINKS).join(", ");
    parts.push(`It links to ${shown}${content.length > MAX_LINKS ? ", …" : ""}.`);
  }
  for (const form of page.forms.filter((f) => !f.search)) {
    const fields = form.fields.map((f) => f.label || f.placeholder || f.name).filter(Boolean);
    if (fields.length > 0) parts.push(`It has a form with ${fields.join(", ")}.`);
  }
  if (parts.length === 0) parts.push(page.blocks.slice(0, LEAD_SENTENCES).join(" ") || "The page is empty.");
  return parts.join("\n");
}
