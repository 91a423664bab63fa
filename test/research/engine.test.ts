import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_DIRECT_URLS, ResearchError, runResearch } from "../../src/engines/research/engine";
import { makeDeps } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { startModelServer } from "../helpers/model-server";

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
  site.setSearchResults(undefined);
});

const pagesRead = () => site.requests.filter((p) => !p.startsWith("/search"));

describe("research engine: time limit (RESEARCH_TIMEOUT_MS)", () => {
  it("stops reading when the limit passes and reports from the pages it has", async () => {
    site.setPage("/never", { hang: true });
    const notes: string[] = [];
    const report = await runResearch(makeDeps({ env: { RESEARCH_TIMEOUT_MS: "700" } }), {
      query: `When was the lighthouse built? ${site.url}/history.html ${site.url}/never`,
      mode: "deep",
      onProgress: (m) => notes.push(m),
    });
    expect(report.markdown).toContain("Marta Kessel");
    expect(report.unreadDirect).toEqual([`${site.url}/never`]);
    expect(notes).toContain(`Could not use ${site.url}/never: not read: the research time limit passed`);
    expect(notes).toContain("Stopped reading: the research time limit of 0.7 s (RESEARCH_TIMEOUT_MS) passed");
    // Deep mode follows links one level down; a run out of time does not.
    expect(notes.some((n) => n.startsWith("Following"))).toBe(false);
  });

  it("cuts off a model that stalls and quotes the sources after what it streamed", async () => {
    const model = await startModelServer([{ content: "The lighthouse", stall: true }]);
    try {
      const deps = makeDeps({ env: { RESEARCH_TIMEOUT_MS: "700", MODEL_BASE_URL: model.baseUrl } });
      const notes: string[] = [];
      let streamed = "";
      const report = await runResearch(deps, {
        query: `When was the lighthouse built? ${site.url}/history.html`,
        mode: "fast",
        onProgress: (m) => notes.push(m),
        onText: (t) => {
          streamed += t;
        },
      });
      expect(notes).toContain(
        "The model could not write the report (the research time limit of 0.7 s (RESEARCH_TIMEOUT_MS) passed); quoting the sources instead",
      );
      expect(report.markdown).toMatch(/^The lighthouse\n\n/);
      expect(report.markdown).toContain("Marta Kessel");
      expect(streamed).toBe(report.markdown);
    } finally {
      await model.close();
    }
  });
});

describe("research engine: sources from the query", () => {
  it("answers from a URL in the query with a cited report", async () => {
    const deps = makeDeps();
    const report = await runResearch(deps, {
      query: `When was the Glimmerfen lighthouse built and by whom? ${site.url}/history.html`,
      mode: "fast",
    });
    expect(report.markdown).toContain("built in 1874 by the engineer Marta Kessel");
    expect(report.citations).toEqual([
      {
        id: 1,
        url: `${site.url}/history.html`,
        title: "History of the Glimmerfen Lighthouse",
        preview_data: {
          title: "History of the Glimmerfen Lighthouse",
          description: null,
          favicon: null,
          image: null,
        },
      },
    ]);
    expect(report.markdown).toMatch(/Marta Kessel[^\n]*\[1\]/);
    expect(report.markdown).toContain(`1. [History of the Glimmerfen Lighthouse](${site.url}/history.html)`);
    expect(report.summary).toContain("1874");
    expect(report.passages[0]?.text).toContain("1874");
    expect(report.passages[0]!.score).toBeGreaterThan(0);
  });

  it("leads with a timetable's cell for what is on at a time, though the question asks for no kind", async () => {
    site.setPage(
      "/shows.html",
      `<html><head><title>Shows</title></head><body><main><h1>Shows</h1><table><caption>Show times</caption><tr>
      <th>Day</th><th>11:00</th><th>15:30</th></tr><tr><th>Saturday</th><td>Stars over the Fen</td>
      <td>The Keeper's Tale</td></tr><tr><th>Sunday</th><td>The Keeper's Tale</td><td>Stars over the Fen</td></tr>
      </table></main></body></html>`,
    );
    const report = await runResearch(makeDeps(), {
      query: `which show is on at half 3 on a saturday ${site.url}/shows.html`,
      mode: "fast",
    });
    // (The report opens with its heading, then the lead.)
    expect(report.markdown.split("\n\n")[1]).toContain("Saturday, 15:30: The Keeper's Tale");
  });

  it("leads with the rule whose notice takes in the days a question gives, though it asks for no kind", async () => {
    site.setPage(
      "/cancelling.html",
      `<html><head><title>Cancelling</title></head><body><main><h1>Cancelling</h1><p>Wear flat shoes, and tie long
      hair back.</p><dl><dt>10 days' notice or more</dt><dd>A full refund</dd><dt>3 to 9 days' notice</dt><dd>A 50%
      refund, or move it once</dd><dt>Less than 3 days' notice</dt><dd>No refund</dd></dl></main></body></html>`,
    );
    const report = await runResearch(makeDeps(), {
      query: `if i cancel 5 days before what do i get back ${site.url}/cancelling.html`,
      mode: "fast",
    });
    expect(report.markdown.split("\n\n")[1]).toContain("3 to 9 days' notice: A 50% refund");
  });

  it("leads with the band whose prices take in a sum a question gives, though it asks for no kind", async () => {
    site.setPage(
      "/premium.html",
      `<html><head><title>Buying</title></head><body><main><h1>Buying</h1><p>The premium is added to every lot.</p>
      <table><tr><th>Hammer price</th><th>Buyer's premium</th></tr><tr><th>Up to £1,000</th><td>25%</td></tr>
      <tr><th>Over £1,000</th><td>20%</td></tr></table></main></body></html>`,
    );
    const report = await runResearch(makeDeps(), {
      query: `buyer's premium on a £3,000 lot ${site.url}/premium.html`,
      mode: "fast",
    });
    expect(report.markdown.split("\n\n")[1]).toMatch(/^Over £1,000\b.*20% \[1\]$/);
  });

  it("leads with the part of a record an open question picks out, not the record whole", async () => {
    site.setPage(
      "/collect.html",
      `<html><head><title>Collect</title></head><body><main><h1>Getting it home</h1><dl><dt>Click and collect</dt>
      <dd>Ready in 3 hours at Millbrook; the day after at Eastgate</dd><dt>Delivery</dt><dd>Free over £50</dd></dl>
      </main></body></html>`,
    );
    const report = await runResearch(makeDeps(), {
      query: `how quickly is click and collect ready at eastgate ${site.url}/collect.html`,
      mode: "fast",
    });
    expect(report.markdown.split("\n\n")[1]).toMatch(/^Click and collect: the day after at Eastgate \[1\]$/);
  });

  it("leads with the one row's day a question asks for, though it asks for no kind", async () => {
    site.setPage(
      "/bases.html",
      `<html><head><title>Bases</title></head><body><main><h1>Bases</h1><table><tr><th>Base</th>
      <th>A week starts</th><th>Weekend breaks start</th></tr><tr><th>Ashford Basin</th><td>Saturday</td>
      <td>Friday</td></tr><tr><th>Combe Wharf</th><td>Sunday</td><td>Friday</td></tr></table></main></body></html>`,
    );
    const report = await runResearch(makeDeps(), {
      query: `what day do week long hires start from combe ${site.url}/bases.html`,
      mode: "fast",
    });
    const lead = report.markdown.split("\n\n")[1];
    expect(lead).toContain("Combe Wharf: A week starts Sunday");
    expect(lead).not.toContain("Saturday");
  });

  it(`reads at most ${MAX_DIRECT_URLS} of the URLs a query names, however many it names`, async () => {
    const urls = Array.from({ length: 40 }, (_, i) => `${site.url}/history.html?copy=${i}`);
    await runResearch(makeDeps(), {
      query: `When was the lighthouse built? ${urls.join(" ")}`,
      mode: "fast",
    });
    expect(pagesRead().length).toBeGreaterThan(0);
    expect(pagesRead().length).toBeLessThanOrEqual(MAX_DIRECT_URLS);
  });

  it("numbers several sources and ranks the passage that answers first", async () => {
    const deps = makeDeps();
    const report = await runResearch(deps, {
      query: `How far is the Glimmerfen light visible? ${site.url}/visit.html ${site.url}/technology.html`,
      mode: "fast",
    });
    expect(report.passages[0]?.url).toBe(`${site.url}/technology.html`);
    const tech = report.citations.find((c) => c.url.endsWith("/technology.html"))!;
    expect(report.markdown).toMatch(new RegExp(`23 nautical miles[^\\n]*\\[${tech.id}\\]`));
    expect(report.summary).toContain("23 nautical miles");
  });

  it("follows redirects and reads plain-text pages", async () => {
    const deps = makeDeps();
    const report = await runResearch(deps, {
      query: `fog signal diaphone ${site.url}/notes.txt ${site.url}/moved`,
      mode: "fast",
    });
    const urls = report.citations.map((c) => c.url);
    expect(urls).toContain(`${site.url}/notes.txt`);
    expect(report.markdown).toContain("diaphone installed in 1903");
  });
});

describe("research engine: modes", () => {
  it("fast reads only the given page; deep follows a promising link one level down", async () => {
    const query = `Who was the last keeper of the Glimmerfen lighthouse? ${site.url}/history.html`;
    const fast = await runResearch(makeDeps(), { query, mode: "fast" });
    expect(pagesRead()).toEqual(["/history.html"]);
    expect(fast.markdown).not.toContain("Ivo Brandt");

    site.requests.length = 0;
    const deep = await runResearch(makeDeps(), { query, mode: "deep" });
    expect(pagesRead()).toContain("/keepers.html");
    expect(deep.markdown).toMatch(/last keeper of the Glimmerfen Lighthouse was Ivo Brandt/);
    const keepers = deep.citations.find((c) => c.url === `${site.url}/keepers.html`);
    expect(keepers?.title).toBe("The Keepers of Glimmerfen");
    expect(deep.passages[0]?.url).toBe(`${site.url}/keepers.html`);
  });
});

describe("research engine: SEARCH_URL", () => {
  it("finds sources through a SearXNG-shaped search and cites them", async () => {
    const deps = makeDeps({ env: { SEARCH_URL: site.url } });
    const progress: string[] = [];
    const report = await runResearch(deps, {
      query: "lighthouse museum tickets price",
      mode: "fast",
      onProgress: (m) => progress.push(m),
    });
    expect(site.requests.some((p) => p.startsWith("/search?q=lighthouse+museum+tickets+price"))).toBe(true);
    expect(report.citations.map((c) => c.url)).toContain(`${site.url}/visit.html`);
    expect(report.markdown).toContain("Tickets cost 8 euros");
    expect(progress[0]).toContain("Searching the web");
    expect(progress.some((m) => m.startsWith("Reading "))).toBe(true);
  });

  it("goes on with the query's URLs when the search service fails", async () => {
    site.setSearchResults({ status: 500 });
    const deps = makeDeps({ env: { SEARCH_URL: site.url } });
    const report = await runResearch(deps, {
      query: `lamp Fresnel lens ${site.url}/technology.html`,
      mode: "fast",
    });
    expect(report.markdown).toContain("first-order Fresnel lens");
  });

  it("skips results that cannot be read and uses the next ones", async () => {
    site.setSearchResults([
      { url: `${site.url}/missing`, title: "gone", content: "" },
      { url: `${site.url}/logo.png`, title: "logo", content: "" },
      { url: `${site.url}/technology.html`, title: "Lamp", content: "" },
    ]);
    const deps = makeDeps({ env: { SEARCH_URL: site.url } });
    const report = await runResearch(deps, { query: "Glimmerfen lamp paraffin", mode: "fast" });
    expect(report.citations.map((c) => c.url)).toEqual([`${site.url}/technology.html`]);
    expect(report.markdown).toContain("paraffin");
  });

  it("tries every result in order until it has enough pages, none skipped between short batches", async () => {
    // Fast reads 3 pages, 3 at a time: after the first batch gives 2, the next batch is one page long, and the
    // following one must start right after it.
    site.setSearchResults([
      { url: `${site.url}/history.html`, title: "History", content: "" },
      { url: `${site.url}/missing-1`, title: "gone", content: "" },
      { url: `${site.url}/technology.html`, title: "Lamp", content: "" },
      { url: `${site.url}/missing-2`, title: "gone", content: "" },
      { url: `${site.url}/visit.html`, title: "Visit", content: "" },
    ]);
    const deps = makeDeps({ env: { SEARCH_URL: site.url } });
    const report = await runResearch(deps, { query: "Glimmerfen lighthouse", mode: "fast" });
    expect(report.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(
      ["/history.html", "/technology.html", "/visit.html"].sort(),
    );
  });
});

describe("research engine: errors", () => {
  it("fails clearly without URLs and without SEARCH_URL", async () => {
    const err = await runResearch(makeDeps(), { query: "who built it", mode: "fast" }).catch((e) => e);
    expect(err).toBeInstanceOf(ResearchError);
    expect(err.message).toMatch(/put one or more URLs in the query, or set SEARCH_URL/);
  });

  it("fails with the reasons when no page is usable", async () => {
    const err = await runResearch(makeDeps(), {
      query: `lighthouse ${site.url}/missing ${site.url}/logo.png ${site.url}/loop`,
      mode: "fast",
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ResearchError);
    expect(err.message).toContain("No usable source");
    expect(err.message).toContain("HTTP 404");
    expect(err.message).toContain("not HTML or text (image/png)");
    expect(err.message).toContain("Too many redirects");
  });

  it("fails when the search finds nothing", async () => {
    site.setSearchResults([]);
    const deps = makeDeps({ env: { SEARCH_URL: site.url } });
    const err = await runResearch(deps, { query: "nothing at all", mode: "fast" }).catch((e) => e);
    expect(err).toBeInstanceOf(ResearchError);
    expect(err.message).toContain("No usable source");
  });
});

describe("research engine: security", () => {
  it("refuses loopback pages unless private networks are allowed", async () => {
    const deps = makeDeps({ env: { AGENT_ALLOW_PRIVATE_NETWORKS: "false" } });
    const err = await runResearch(deps, {
      query: `lighthouse ${site.url}/history.html`,
      mode: "fast",
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ResearchError);
    expect(err.message).toContain("not publicly routable");
    expect(pagesRead()).toEqual([]);
  });

  it("ignores non-http URLs in the query", async () => {
    const err = await runResearch(makeDeps(), {
      query: "read file:///etc/passwd and ftp://example.com/x",
      mode: "fast",
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ResearchError);
    expect(err.message).toMatch(/No sources to read/);
  });
});

describe("research engine: with a model", () => {
  it("drops the model's citation marks that name no source it was given", async () => {
    const model = await startModelServer([
      {
        content:
          "Built in 1874 [3], by Marta Kessel [1][7]; see [1, 4] and the [1](https://x.example/) link.",
      },
    ]);
    try {
      const deps = makeDeps({ env: { MODEL_BASE_URL: model.baseUrl } });
      const report = await runResearch(deps, {
        query: `Who built it? ${site.url}/history.html`,
        mode: "fast",
      });
      expect(report.citations).toHaveLength(1);
      expect(report.markdown).toMatch(
        /^Built in 1874 , by Marta Kessel \[1\]; see \[1\] and the \[1\]\(https:\/\/x\.example\/\) link\./,
      );
    } finally {
      await model.close();
    }
  });

  it("has the model write the report from the ranked passages, sources appended", async () => {
    const model = await startModelServer([
      { content: "The lighthouse was built in 1874 by Marta Kessel [1]. It is 42 metres tall [1]." },
    ]);
    try {
      const deps = makeDeps({ env: { MODEL_BASE_URL: model.baseUrl, MODEL_NAME: "scripted-writer" } });
      const report = await runResearch(deps, {
        query: `Who built the Glimmerfen lighthouse? ${site.url}/history.html`,
        mode: "fast",
        userLocation: "Bergen, Norway",
      });
      expect(report.markdown).toMatch(/^The lighthouse was built in 1874 by Marta Kessel \[1\]/);
      expect(report.markdown).toContain(
        `1. [History of the Glimmerfen Lighthouse](${site.url}/history.html)`,
      );
      expect(report.summary).toBe(
        "The lighthouse was built in 1874 by Marta Kessel . It is 42 metres tall .",
      );
      const sent = model.requests[0]!.body;
      expect(sent.model).toBe("scripted-writer");
      const user = JSON.stringify(sent.messages);
      expect(user).toContain("[1] History of the Glimmerfen Lighthouse");
      expect(user).toContain("built in 1874 by the engineer Marta Kessel");
      expect(user).toContain("Bergen, Norway");
    } finally {
      await model.close();
    }
  });

  it("streams the model's text through onText, whole report in order", async () => {
    const model = await startModelServer([{ content: "Built in 1874 [1], by Marta Kessel [1]." }]);
    try {
      const deps = makeDeps({ env: { MODEL_BASE_URL: model.baseUrl } });
      const deltas: string[] = [];
      const report = await runResearch(deps, {
        query: `Who built the lighthouse? ${site.url}/history.html`,
        mode: "fast",
        onText: (d) => deltas.push(d),
      });
      expect(model.requests[0]!.body.stream).toBe(true);
      expect(deltas.length).toBeGreaterThan(2);
      expect(deltas.join("")).toBe(report.markdown);
      expect(report.markdown).toContain("### Sources");
    } finally {
      await model.close();
    }
  });

  it("falls back to the quoted report when the model fails", async () => {
    const model = await startModelServer([{ status: 500, error: "model overloaded" }]);
    try {
      const deps = makeDeps({ env: { MODEL_BASE_URL: model.baseUrl } });
      const progress: string[] = [];
      const report = await runResearch(deps, {
        query: `Who built the lighthouse? ${site.url}/history.html`,
        mode: "fast",
        onProgress: (m) => progress.push(m),
      });
      expect(report.markdown).toContain("Marta Kessel");
      expect(progress.some((m) => m.includes("model overloaded"))).toBe(true);
    } finally {
      await model.close();
    }
  });
});
