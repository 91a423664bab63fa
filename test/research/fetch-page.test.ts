import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchError, fetchPage } from "../../src/engines/research/fetch-page";
import { createGuardedAgent } from "../../src/net/guarded-agent";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";

let site: FixtureSite;
const open = createGuardedAgent(() => true);
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site.close();
  await open.close();
});

describe("fetchPage: happy path", () => {
  it("reads an HTML page and reports its final URL after redirects", async () => {
    const page = await fetchPage(`${site.url}/moved#section`, { dispatcher: open });
    expect(page).toMatchObject({ url: `${site.url}/history.html`, contentType: "html", truncated: false });
    expect(page.body).toContain("Marta Kessel");
  });

  it("decodes the charset the server names", async () => {
    site.setPage("/latin1", {
      contentType: "text/plain; charset=ISO-8859-1",
      body: Buffer.from([0x4b, 0xf8, 0x62, 0x65, 0x6e, 0x68, 0x61, 0x76, 0x6e]),
    });
    const page = await fetchPage(`${site.url}/latin1`, { dispatcher: open });
    expect(page).toMatchObject({ contentType: "text", body: "København" });
  });

  it("decodes the charset an HTML page declares itself when the header names none (meta, or a BOM)", async () => {
    const latin1 = Buffer.from(
      '<html><head><meta charset="iso-8859-1"><title>Caf\xe9</title></head><body><p>K\xf8benhavn</p></body></html>',
      "latin1",
    );
    site.setPage("/meta-charset", { contentType: "text/html", body: latin1 });
    const page = await fetchPage(`${site.url}/meta-charset`, { dispatcher: open });
    expect(page.body).toContain("<title>Café</title>");
    expect(page.body).toContain("København");
    const equiv = Buffer.from(
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>\xe9t\xe9</p>',
      "latin1",
    );
    site.setPage("/equiv", { contentType: "text/html", body: equiv });
    expect((await fetchPage(`${site.url}/equiv`, { dispatcher: open })).body).toContain("<p>été</p>");
    // 0x80-0x9F are windows-1252's punctuation (curly quotes, dashes, €), for the latin-1 labels too.
    const quotes = Buffer.from(
      '<meta charset="iso-8859-1"><p>\x93Caf\xe9\x94 \x96 5\x80\x85 \x81</p>',
      "latin1",
    );
    site.setPage("/quotes", { contentType: "text/html", body: quotes });
    expect((await fetchPage(`${site.url}/quotes`, { dispatcher: open })).body).toContain(
      "<p>\u201cCafé\u201d \u2013 5€… \x81</p>",
    );
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('<meta charset="iso-8859-1"><p>é</p>'),
    ]);
    site.setPage("/bom", { contentType: "text/html", body: bom });
    expect((await fetchPage(`${site.url}/bom`, { dispatcher: open })).body).toContain("<p>é</p>");
    // The header wins over the page's own claim.
    site.setPage("/both", {
      contentType: "text/html; charset=utf-8",
      body: Buffer.from('<meta charset="iso-8859-1"><p>é</p>'),
    });
    expect((await fetchPage(`${site.url}/both`, { dispatcher: open })).body).toContain("<p>é</p>");
  });

  it("decodes gzip, deflate and brotli bodies, asked for or not, and caps the decoded size", async () => {
    const html = "<p>The lighthouse was built in 1874 by Marta Kessel.</p>";
    for (const [coding, body] of [
      ["gzip", gzipSync(html)],
      ["x-gzip", gzipSync(html)],
      ["deflate", deflateSync(html)],
      // Raw deflate (no zlib header), as some servers send it: browsers read it, so do we.
      ["deflate", deflateRawSync(html)],
      // Mislabelled, as browsers forgive it: gzip sent as deflate, zlib or raw deflate sent as gzip.
      ["deflate", gzipSync(html)],
      ["gzip", deflateSync(html)],
      ["gzip", deflateRawSync(html)],
      ["br", brotliCompressSync(html)],
      ["gzip, br", brotliCompressSync(gzipSync(html))],
    ] as const) {
      site.setPage("/packed", { contentType: "text/html", headers: { "content-encoding": coding }, body });
      const page = await fetchPage(`${site.url}/packed`, { dispatcher: open });
      expect(page.body, coding).toBe(html);
    }
    // A compressed body cut short gives what it holds; an empty one is an empty page.
    const whole = gzipSync(`<p>${"lighthouse keeper ".repeat(2000)}</p>`);
    site.setPage("/cut", {
      contentType: "text/html",
      headers: { "content-encoding": "gzip" },
      body: whole.subarray(0, whole.length - 20),
    });
    expect((await fetchPage(`${site.url}/cut`, { dispatcher: open })).body).toMatch(/^<p>lighthouse keeper /);
    site.setPage("/empty", { contentType: "text/html", headers: { "content-encoding": "gzip" }, body: "" });
    expect((await fetchPage(`${site.url}/empty`, { dispatcher: open })).body).toBe("");
    // 64 MiB of spaces in 64 KiB: only the cap is unpacked.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, " "));
    expect(bomb.length).toBeLessThan(100_000);
    site.setPage("/bomb", { contentType: "text/html", headers: { "content-encoding": "gzip" }, body: bomb });
    const page = await fetchPage(`${site.url}/bomb`, { dispatcher: open, maxBytes: 100_000 });
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(100_000);
    // The same cap for raw deflate, whose decoder sits in front of zlib's own.
    const rawBomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024, " "));
    site.setPage("/raw-bomb", {
      contentType: "text/html",
      headers: { "content-encoding": "deflate" },
      body: rawBomb,
    });
    const rawPage = await fetchPage(`${site.url}/raw-bomb`, { dispatcher: open, maxBytes: 100_000 });
    expect(rawPage.truncated).toBe(true);
    expect(rawPage.body.length).toBe(100_000);
  });

  it("cuts a huge page at the size cap", async () => {
    site.setPage("/huge", `<p>${"lighthouse ".repeat(200_000)}</p>`);
    const page = await fetchPage(`${site.url}/huge`, { dispatcher: open, maxBytes: 10_000 });
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.body)).toBe(10_000);
  });
});

describe("fetchPage: errors", () => {
  const reason = (url: string, opts: Partial<Parameters<typeof fetchPage>[1]> = {}) =>
    fetchPage(url, { dispatcher: open, ...opts }).then(
      () => "no error",
      (e: Error) => (e instanceof FetchError ? e.message : `unexpected ${e.name}: ${e.message}`),
    );

  it("refuses what is not HTML or text", async () => {
    expect(await reason(`${site.url}/logo.png`)).toContain("is not HTML or text (image/png)");
  });

  it("names a body that does not decode, and a content encoding it cannot read", async () => {
    site.setPage("/bad-gzip", {
      contentType: "text/html",
      headers: { "content-encoding": "gzip" },
      body: "<p>not gzip at all</p>",
    });
    expect(await reason(`${site.url}/bad-gzip`)).toMatch(/\/bad-gzip sent a body that does not decode: /);
    site.setPage("/bad-deflate", {
      contentType: "text/html",
      headers: { "content-encoding": "deflate" },
      body: Buffer.from([0xff, 0xff, 0xff, 0xff]),
    });
    expect(await reason(`${site.url}/bad-deflate`)).toMatch(
      /\/bad-deflate sent a body that does not decode: /,
    );
    site.setPage("/zstd", { contentType: "text/html", headers: { "content-encoding": "zstd" }, body: "x" });
    expect(await reason(`${site.url}/zstd`)).toContain("uses a content encoding that cannot be read (zstd)");
  });

  it("names the HTTP status of a failed page", async () => {
    expect(await reason(`${site.url}/nowhere`)).toContain("answered HTTP 404");
  });

  it("stops after the redirect limit", async () => {
    expect(await reason(`${site.url}/loop`, { maxRedirects: 3 })).toContain("Too many redirects");
  });

  it("times out a page that never answers", async () => {
    site.setPage("/hang", { hang: true });
    expect(await reason(`${site.url}/hang`, { timeoutMs: 300 })).toContain("timed out");
  });

  it("refuses schemes other than http and https", async () => {
    expect(await reason("file:///etc/passwd")).toContain("Only http and https");
    site.setPage("/to-file", { status: 302, headers: { location: "file:///etc/passwd" } });
    expect(await reason(`${site.url}/to-file`)).toContain("Only http and https");
  });
});

describe("fetchPage: security", () => {
  it("checks the guard again at every redirect hop", async () => {
    // The guard admits connections for the name "localhost" only, so the first hop passes and a redirect to the
    // same server by IP address must be refused when the next hop connects.
    const onlyLocalhost = createGuardedAgent((_address, target) => target.hostname === "localhost");
    try {
      const port = new URL(site.url).port;
      site.setPage("/bounce", {
        status: 302,
        headers: { location: `http://127.0.0.1:${port}/history.html` },
      });
      site.requests.length = 0;
      const msg = await fetchPage(`http://localhost:${port}/bounce`, { dispatcher: onlyLocalhost }).then(
        () => "no error",
        (e: Error) => e.message,
      );
      expect(site.requests).toEqual(["/bounce"]);
      expect(msg).toContain(
        `http://127.0.0.1:${port}/history.html refused: the address is not publicly routable (AGENT_ALLOW_PRIVATE_NETWORKS=true allows it)`,
      );
    } finally {
      await onlyLocalhost.close();
    }
  });
});
