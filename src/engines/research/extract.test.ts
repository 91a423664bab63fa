import { describe, expect, it } from "vitest";
import { extractHtml, extractText } from "./extract";
import { queryText, urlsInQuery } from "./search";

const article = (body: string) =>
  `<html><head><title>Page title</title><script>var x = "script text";</script></head><body>
  <nav><a href="/">Home</a> <a href="/about#team">About</a></nav>
  <article><h1>Heading</h1>${body}</article>
  <footer><a href="mailto:x@example.com">mail</a> <a href="https://other.example/page">Other site</a></footer></body></html>`;

describe("extractHtml", () => {
  it("keeps paragraphs, list items and headings as blocks, without scripts or navigation", () => {
    const long = "The Glimmerfen Lighthouse was built in 1874 by the engineer Marta Kessel. ".repeat(4);
    const page = extractHtml(
      article(`<p>${long}</p><ul><li>Height: <b>42</b> metres</li></ul>`),
      "https://s.example/a",
    );
    expect(page.title).toBe("Page title");
    expect(page.blocks).toContain(long.trim());
    expect(page.blocks).toContain("Height: 42 metres");
    expect(page.blocks.join(" ")).not.toContain("script text");
    expect(page.blocks.join(" ")).not.toContain("Home");
  });

  it("falls back to the body when Readability finds no article", () => {
    const page = extractHtml(
      "<html><body><div>Short note: open at 10:00.</div></body></html>",
      "https://s.example/",
    );
    expect(page.blocks).toEqual(["Short note: open at 10:00."]);
    expect(page.title).toBe("s.example");
  });

  it("collects absolute http(s) links once, without fragments or the page itself", () => {
    const page = extractHtml(
      article(
        '<p>See <a href="/about">about us</a> and <a href="#top">top</a> and <a href="a">self</a>.</p>',
      ),
      "https://s.example/a",
    );
    expect(page.links).toEqual([
      { url: "https://s.example/", text: "Home" },
      { url: "https://s.example/about", text: "About" },
      { url: "https://other.example/page", text: "Other site" },
    ]);
  });
});

describe("extractHtml: banners and menus are not content", () => {
  it("leaves out cookie and consent banners, dialogs, hidden parts and ARIA menus, with or without Readability", () => {
    const banner = `<div id="cookie-consent" class="cookie-notice"><p>${"We use cookies to improve your experience. ".repeat(6)}</p></div>
      <div role="dialog"><p>Subscribe to our newsletter for weekly updates about everything we do here.</p></div>
      <p hidden>A hidden paragraph that nobody can see on the page at all, whatever they do.</p>
      <div class="site-menu" role="navigation"><ul><li>Products and services overview</li><li>Contact the team</li></ul></div>`;
    const short = extractHtml(
      `<html><body>${banner}<main><p>Opening hours: 10:00 to 17:00, Tuesday to Sunday.</p></main></body></html>`,
      "https://s.example/",
    );
    expect(short.blocks).toEqual(["Opening hours: 10:00 to 17:00, Tuesday to Sunday."]);
    const long = extractHtml(
      article(`<p>${"The keeper climbed 212 steps every night. ".repeat(12)}</p>${banner}`),
      "https://l.example/",
    );
    expect(long.blocks.join(" ")).toContain("212 steps");
    expect(long.blocks.join(" ")).not.toMatch(/cookies|newsletter|hidden paragraph|Contact the team/);
  });
});

describe("extractHtml: hostile shapes stay cheap (the extraction runs on the thread that serves everything)", () => {
  it("reads a page nested 5,000 levels deep as text, scripts and entities handled, without parsing it", () => {
    const html = `<html><head><title>Deep</title><script>var secret = "no";</script></head><body>${"<div>".repeat(5_000)}
      <p>The keeper lit the lamp at dusk &amp; again at midnight&#33;</p></body></html>`;
    const page = extractHtml(html, "https://deep.example/");
    expect(page.blocks).toContain("The keeper lit the lamp at dusk & again at midnight!");
    expect(page.blocks.join(" ")).not.toContain("secret");
  });

  it("reads a page too large for Readability (20,000 links) with the plain fallback, keeping its links", () => {
    const links = Array.from({ length: 20_000 }, (_, i) => `<a href="/item/${i}">item ${i}</a>`).join(" ");
    const html = `<html><body><p>${"A paragraph about the catalogue. ".repeat(10)}</p><div>${links}</div></body></html>`;
    const page = extractHtml(html, "https://big.example/");
    expect(page.links).toHaveLength(20_000);
    expect(page.blocks[0]).toMatch(/^A paragraph about the catalogue\./);
  });
});

describe("extractText", () => {
  it("splits paragraphs on blank lines and takes a short first line as the title", () => {
    expect(extractText("Notes\n\nline one\ncontinued\n\n\nline two", "https://s.example/n.txt")).toEqual({
      title: "Notes",
      blocks: ["Notes", "line one continued", "line two"],
      records: ["Notes", "line one continued", "line two"].map((text) => ({
        kind: "text",
        subject: "",
        fields: [],
        text,
        section: "",
      })),
      links: [],
      preview: { title: null, description: null, favicon: null, image: null },
    });
  });
});

describe("extractHtml: structure", () => {
  it("ends a line at every block element (a heading is never glued to the sentence after it) and reads a table row with its header", () => {
    const page = extractHtml(
      `<html><body><div class="x"><h2>About us</h2>Acme was founded in 1990.</div>
       <div>Opening hours<br>Monday to Friday</div><table><tr><td>Basic</td><td>$10</td></tr></table>
       <ul><li>One <b>bold</b> item</li><li><p>First part</p><p>Second part</p></li></ul></body></html>`,
      "https://s.example/",
    );
    expect(page.blocks).toEqual([
      "About us",
      "Acme was founded in 1990.",
      "Opening hours",
      "Monday to Friday",
      "Basic: $10",
      "One bold item",
      "First part",
      "Second part",
    ]);
  });
});

describe("extractHtml: preview data", () => {
  it("reads the title, meta description, favicon and og:image, as absolute URLs", () => {
    const page = extractHtml(
      `<html><head><title> Acme | About </title><meta name="description" content="All about Acme.">
       <meta property="og:description" content="Not this one"><meta property="og:image" content="/img/card.png">
       <link rel="shortcut icon" href="/favicon.png"><link rel="stylesheet" href="/s.css"></head>
       <body><p>Acme was founded in 1990.</p></body></html>`,
      "https://s.example/about",
    );
    expect(page.preview).toEqual({
      title: "Acme | About",
      description: "All about Acme.",
      favicon: "https://s.example/favicon.png",
      image: "https://s.example/img/card.png",
    });
  });

  it("falls back to og:description, and leaves what the page lacks null", () => {
    const page = extractHtml(
      `<html><head><meta property="og:description" content="From Open Graph"><link rel="icon" href="javascript:x"></head>
       <body><p>Text.</p></body></html>`,
      "https://s.example/",
    );
    expect(page.preview).toEqual({ title: null, description: "From Open Graph", favicon: null, image: null });
  });
});

describe("query URLs", () => {
  it("finds http(s) URLs without trailing punctuation, once each", () => {
    expect(
      urlsInQuery(
        "Compare https://a.example/x?y=1, (http://b.example/) and https://a.example/x?y=1. ftp://c",
      ),
    ).toEqual(["https://a.example/x?y=1", "http://b.example/"]);
  });

  it("keeps a closing bracket the URL opened, and drops one that closes the prose", () => {
    expect(
      urlsInQuery(
        "Read https://en.wikipedia.org/wiki/Mercury_(planet). (See https://w.example/a_(b)_c), [https://x.example/y]",
      ),
    ).toEqual([
      "https://en.wikipedia.org/wiki/Mercury_(planet)",
      "https://w.example/a_(b)_c",
      "https://x.example/y",
    ]);
  });

  it("leaves the words to search for", () => {
    expect(queryText("Who built https://a.example/x it?")).toBe("Who built it?");
  });
});
