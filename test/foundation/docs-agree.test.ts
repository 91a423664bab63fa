import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { headingAnchors, markdownFiles, read, repoRoot, splitMarkdown } from "../helpers/markdown";

// The docs and the comments point at files and sections; a file moved or a heading renamed leaves a pointer to
// nothing that no reader can follow and no other test notices.

const CODE_DIRS = ["src", "test", "bench", "bin"];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(ts|tsx|mjs)$/.test(e.name)) out.push(p);
  }
  return out;
}

/** Every comment of a TypeScript or JavaScript file, found by the parser (a `//` inside a string is none). */
function commentsOf(path: string): string[] {
  const text = read(path);
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const found = new Map<number, string>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()];
}

/** Paths a text names: from the repository's root (`src/…`, `docs/…`), or relative to the file, with one or two dots. */
const CITED = /(?<![\w@/.:-])(?:(?:\.\.?\/)+|(?:src|test|bench|docs|drizzle|bin)\/)[\w./*-]*[\w/*]/g;

/** The files below `dir`, as paths relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => !f.includes("node_modules"));
}

/** A glob (`*` within a name, `**` across folders) as a regular expression. */
function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replaceAll("**/", "(.*/)?").replaceAll("*", "[^/]*")}$`);
}

/** Whether `path` (from `base`) names something that is there. */
function exists(path: string, base: string): boolean {
  const full = join(base, path);
  if ([full, `${full}.ts`, `${full}.tsx`].some((p) => existsSync(p))) return true;
  // A glob (`src/api/*/*.routes.ts`) names at least one file.
  if (path.includes("*")) {
    const dir = full.slice(0, full.indexOf("*")).replace(/[^/]*$/, "");
    const pattern = globPattern(full.slice(dir.length));
    return existsSync(dir) && filesBelow(dir).some((f) => pattern.test(f));
  }
  // `drizzle/sqlite/0018` names a migration by its number.
  const dir = dirname(full);
  const name = basename(full);
  return /^\d{4}$/.test(name) && existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(`${name}_`));
}

/** What git ignores is what a program writes (bench/results/…): named as an output, not as a file kept here. */
function ignored(path: string): boolean {
  return spawnSync("git", ["check-ignore", "-q", path], { cwd: repoRoot }).status === 0;
}

/** Whether `path`, cited in the file `from`, names nothing. In the docs a path is a shell's, from the root. */
function missing(path: string, from: string): boolean {
  const base = path.startsWith(".") && !from.endsWith(".md") ? dirname(from) : repoRoot;
  const folder = path.endsWith("/") ? "/" : "";
  return !exists(path, base) && !ignored(relative(repoRoot, join(base, path)) + folder);
}

describe("the docs and the code agree on what exists", () => {
  it("every relative link in the README and docs/ leads to a file, and its #anchor to a heading there", () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const { prose } = splitMarkdown(read(file));
      for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [path, anchor] = target!.split("#");
        const dest = path ? join(dirname(file), path) : file;
        const where = `${relative(repoRoot, file)}: ${target}`;
        if (!existsSync(dest)) broken.push(`${where} (no such file)`);
        else if (anchor && dest.endsWith(".md") && !headingAnchors(read(dest)).has(anchor))
          broken.push(`${where} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every repository path the docs name in backticks exists", () => {
    const broken: string[] = [];
    for (const file of markdownFiles())
      for (const [, code] of splitMarkdown(read(file)).prose.matchAll(/`([^`\n]+)`/g))
        for (const [path] of code!.matchAll(CITED))
          if (missing(path, file)) broken.push(`${relative(repoRoot, file)}: ${path}`);
    expect(broken).toEqual([]);
  });

  it("every file path a comment in src/, test/, bench/ or bin/ cites exists", () => {
    const broken: string[] = [];
    for (const file of CODE_DIRS.flatMap((d) => sourceFiles(join(repoRoot, d))))
      for (const comment of commentsOf(file))
        for (const [path] of comment.matchAll(CITED))
          if (missing(path, file)) broken.push(`${relative(repoRoot, file)}: ${path}`);
    expect(broken).toEqual([]);
  }, 60_000);

  it("finds what is broken: a link, an anchor and a cited path that lead nowhere", () => {
    const here = join(repoRoot, "docs", "README.md");
    expect(missing("src/relay/forward.ts", here)).toBe(true);
    expect(missing("src/relay/ingest.ts", here)).toBe(false);
    expect(missing("../src/nothing.ts", join(repoRoot, "src", "cli.ts"))).toBe(true);
    expect(missing("../src/cli.ts", join(repoRoot, "src", "cli.ts"))).toBe(false);
    expect(missing("src/api/*/*.routes.ts", here)).toBe(false);
    expect(missing("src/**/nothing*.ts", here)).toBe(true);
    expect(missing("bench/results/never-written.json", here)).toBe(false);
    expect(missing("drizzle/sqlite/0018", here)).toBe(false);
    expect(missing("drizzle/sqlite/9999", here)).toBe(true);
    expect(headingAnchors(read(join(repoRoot, "docs", "api.md"))).has("getting-a-browser")).toBe(true);
    expect(headingAnchors("# A `code` heading, here (1)\n## Again\n## Again\n")).toEqual(
      new Set(["a-code-heading-here-1", "again", "again-1"]),
    );
    expect(splitMarkdown("text\n```sh\n# not a heading\n```\n# heading").prose).not.toContain(
      "not a heading",
    );
  });
});
