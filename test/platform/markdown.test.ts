import { describe, expect, it } from "vitest";
import { escapeHtml, renderMarkdown, safeHref, withoutSourcesSection } from "../../src/platform/markdown";
import { cpuMs } from "../helpers/cpu";

/** Every tag name in the output: the renderer may only ever produce these. */
const ALLOWED = new Set(
  "p h2 h3 h4 h5 h6 ul ol li strong em del code pre a blockquote hr".split(" ").map((t) => t.toLowerCase()),
);
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase());
/** Every attribute in the output, as name="value". */
const attrsOf = (html: string) =>
  [...html.matchAll(/<[a-z0-9]+((?:\s+[\w-]+="[^"]*")*)\s*\/?>/g)].flatMap((m) =>
    [...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!] as const),
  );

function expectSafe(html: string) {
  for (const tag of tagsOf(html)) expect(ALLOWED).toContain(tag);
  for (const [name, value] of attrsOf(html)) {
    expect(["href", "rel", "target", "class", "start"]).toContain(name);
    if (name === "href") expect(value).toMatch(/^(https?:\/\/|#source-\d+$)/);
  }
  // Text is escaped, so every "<" left opens a tag the renderer wrote; none may carry a handler or a script URL.
  expect(html).not.toMatch(/<(?![a-z/])/);
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/\son\w+=|javascript:|style=/i);
}

describe("markdown: happy path", () => {
  it("renders headings (below the page's h1), paragraphs, lists, emphasis, code and links", () => {
    const html = renderMarkdown(
      [
        "# Title",
        "",
        "Some **bold**, _italic_, ~~gone~~ and `a < b` text, see [docs](https://example.com/a?b=1&c=2).",
        "",
        "- one",
        "- two",
        "",
        "3. three",
        "4. four",
        "",
        "```",
        "const x = '<b>';",
        "```",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain("<code>a &lt; b</code>");
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener nofollow noreferrer" target="_blank">docs</a>',
    );
    expect(html).toContain("<ul><li>one</li><li>two</li></ul>");
    expect(html).toContain('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(html).toContain("<pre><code>const x = &#39;&lt;b&gt;&#39;;</code></pre>");
    expectSafe(html);
  });

  it("links [n] to the sources list only for citations that exist, and leaves snake_case alone", () => {
    const html = renderMarkdown("Built in 1874 [1], restored [7]; see snake_case_name.", {
      citations: new Set([1]),
    });
    expect(html).toContain('<a class="cite" href="#source-1">[1]</a>');
    expect(html).toContain("restored [7]");
    expect(html).toContain("snake_case_name");
    expect(html).not.toContain("<em>");
  });

  it("keeps backslash-escaped brackets in link titles (as the research report writes them)", () => {
    const html = renderMarkdown("1. [\\[PDF\\] Annual report](https://e.example/r%28x%29.pdf)");
    expect(html).toContain('href="https://e.example/r%28x%29.pdf"');
    expect(html).toContain(">[PDF] Annual report</a>");
  });

  it("drops a trailing Sources section only when it is just a numbered list", () => {
    const report =
      "## Answer\n\nText [1].\n\n### Sources\n\n1. [A](https://a.example)\n2. [B](https://b.example)\n";
    expect(withoutSourcesSection(report)).toBe("## Answer\n\nText [1].\n");
    const notAList = "## Sources\n\nWe used many.\n";
    expect(withoutSourcesSection(notAList)).toBe(notAList);
  });
});

describe("markdown: security (hostile input never becomes markup)", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[click](vbscript:msgbox(1))",
    '[x](https://ok.example/"onmouseover="alert(1))',
    '[x](https://ok.example/)"><script>alert(1)</script>',
    "[<img src=x onerror=alert(1)>](https://ok.example/)",
    "**<svg onload=alert(1)>**",
    "`</code><script>alert(1)</script>`",
    "```\n</pre><script>alert(1)</script>\n```",
    '<https://ok.example/"onclick="alert(1)>',
    'https://ok.example/?q="><script>alert(1)</script>',
    "# <iframe src=javascript:alert(1)>",
    "> <style>body{display:none}</style>",
    "- [x](javascript://%0aalert(1))",
    "\uE0000\uE000 token forgery \uE000999\uE000",
  ];
  for (const input of hostile) {
    it(`neutralises ${JSON.stringify(input).slice(0, 60)}`, () => {
      const html = renderMarkdown(input, { citations: new Set([1]) });
      expectSafe(html);
      expect(html).not.toMatch(/<(script|img|svg|iframe|style)/i);
    });
  }

  it("keeps the text of a link whose URL is not http(s), without the link", () => {
    const html = renderMarkdown("[click me](javascript:alert(document.cookie))");
    expect(html).toBe("<p>click me</p>");
  });

  it("percent-encodes quotes inside an accepted URL, so the attribute cannot be closed", () => {
    const html = renderMarkdown('[x](https://ok.example/a"b)');
    expect(html).toContain('href="https://ok.example/a%22b"');
  });

  it("stays linear on a long paragraph of openers without closers (no regex blow-up)", () => {
    for (const unit of ["[", "**a ", "__a ", "~~a "]) {
      // Unbounded patterns took seconds of CPU here; bounded ones take tens of milliseconds.
      expect(
        cpuMs(() => renderMarkdown(unit.repeat(100_000 / unit.length))),
        unit,
      ).toBeLessThan(1500);
    }
  });

  it("safeHref accepts http(s) only, and escapeHtml covers the five significant characters", () => {
    expect(safeHref("https://a.example/x")).toBe("https://a.example/x");
    expect(safeHref("http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080/");
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/relative",
      "mailto:a@b",
    ])
      expect(safeHref(bad)).toBeUndefined();
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
