import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The README and every page of docs/, as absolute paths. */
export function markdownFiles(): string[] {
  const docs = join(repoRoot, "docs");
  return [
    join(repoRoot, "README.md"),
    ...readdirSync(docs)
      .filter((f) => f.endsWith(".md"))
      .map((f) => join(docs, f)),
  ];
}

export interface Block {
  lang: string;
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
}

/**
 * Split markdown into its prose (fenced blocks blanked, so line numbers hold) and its fenced blocks. Fences are
 * told by a line that starts with them: a ```` ```json ```` inside a sentence opens nothing.
 */
export function splitMarkdown(text: string): { prose: string; blocks: Block[] } {
  const prose: string[] = [];
  const blocks: Block[] = [];
  let open: { fence: string; block: Block; lines: string[] } | undefined;
  text.split("\n").forEach((line, i) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (open) {
      if (fence && fence[1] === open.fence) {
        blocks.push({ ...open.block, code: open.lines.join("\n") });
        open = undefined;
      } else open.lines.push(line);
      prose.push("");
    } else if (fence) {
      open = { fence: fence[1]!, block: { lang: fence[2] ?? "", line: i + 1, code: "" }, lines: [] };
      prose.push("");
    } else prose.push(line);
  });
  return { prose: prose.join("\n"), blocks };
}

/** The anchors GitHub gives a page's headings (lower case, punctuation dropped, spaces to dashes, -1 for repeats). */
export function headingAnchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of splitMarkdown(text).prose.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const plain = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/`/g, "");
    const slug = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** The text of `path`. */
export const read = (path: string) => readFileSync(path, "utf8");
