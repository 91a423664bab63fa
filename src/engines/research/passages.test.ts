import { describe, expect, it } from "vitest";
import { rankPassages, selectPassages, sentences, splitPassages } from "./passages";
import { clip, extractiveReport, numberSources, sourcesSection, summaryOf } from "./report";

const words = (n: number, w = "word") => Array.from({ length: n }, () => w).join(" ");

describe("splitPassages", () => {
  it("joins short blocks and splits long ones at sentence ends", () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} has some more words here.`).join(
      " ",
    );
    const out = splitPassages(["Heading", words(10), words(45), long]);
    // Each block on a line of its own: a heading is never glued to the sentence after it.
    expect(out[0]).toBe(`Heading\n${words(10)}\n${words(45)}`);
    for (const p of out.slice(1)) expect(p.split(" ").length).toBeLessThanOrEqual(160);
    expect(out.slice(1).join(" ")).toBe(long);
  });

  it("keeps every passage within 1,200 characters: text without stops, minified text, CJK", () => {
    const endless = words(5_000, "lighthouse"); // no sentence end anywhere
    const minified = "x".repeat(5_000); // no space either
    const cjk = "灯台は一八七四年に建てられた。高さは四十二メートルである。".repeat(100);
    for (const block of [endless, minified, cjk]) {
      const out = splitPassages([block]);
      expect(out.length).toBeGreaterThan(1);
      for (const p of out) expect(p.length).toBeLessThanOrEqual(1_200);
      expect(out.join("").replaceAll(" ", "")).toBe(block.replaceAll(" ", ""));
    }
    expect(sentences("灯台は一八七四年に建てられた。高さは四十二メートルである。")).toEqual([
      "灯台は一八七四年に建てられた。",
      "高さは四十二メートルである。",
    ]);
  });

  it("ends a sentence at a line end: a heading line stands alone", () => {
    expect(sentences("About us\nAcme was founded in 1990. It makes anvils.")).toEqual([
      "About us",
      "Acme was founded in 1990.",
      "It makes anvils.",
    ]);
  });

  it("splits sentences only before a capital, digit or quote", () => {
    expect(sentences('It is 42 m. tall. Built in 1874. e.g. this. "Quoted."')).toEqual([
      "It is 42 m. tall.",
      "Built in 1874. e.g. this.",
      '"Quoted."',
    ]);
  });
});

describe("rankPassages and selectPassages", () => {
  const pages = [
    { url: "https://a.example/", title: "Lamp", blocks: ["The lamp is visible for 23 nautical miles."] },
    { url: "https://b.example/", title: "Tickets", blocks: ["Tickets cost 8 euros.", words(50, "filler")] },
  ];

  it("ranks the passage that answers first, and drops duplicates", () => {
    const ranked = rankPassages([...pages, pages[0]!], "how far is the lamp visible");
    expect(ranked[0]).toMatchObject({
      url: "https://a.example/",
      text: expect.stringContaining("23 nautical"),
    });
    expect(ranked.filter((p) => p.text.includes("23 nautical"))).toHaveLength(1);
  });

  it("keeps only matching passages, or each page's first when nothing matches", () => {
    expect(selectPassages(rankPassages(pages, "lamp visible"), 5).map((p) => p.url)).toEqual([
      "https://a.example/",
    ]);
    const none = selectPassages(rankPassages(pages, "zebra"), 5);
    expect(none.map((p) => p.url)).toEqual(["https://a.example/", "https://b.example/"]);
  });

  it("caps passages per page", () => {
    const many = [
      { url: "https://c.example/", title: "c", blocks: Array.from({ length: 10 }, () => words(40, "lamp")) },
    ];
    const distinct = many[0]!.blocks.map((b, i) => `${b} ${i}`);
    expect(selectPassages(rankPassages([{ ...many[0]!, blocks: distinct }], "lamp"), 10, 3)).toHaveLength(3);
  });
});

describe("report", () => {
  const passages = [
    {
      url: "https://a.example/",
      title: "Lamp [old]",
      text: "The lamp is visible for 23 nautical miles.",
      score: 2,
    },
    { url: "https://b.example/x (1)", title: "Tickets", text: "Tickets cost 8 euros.", score: 1 },
    { url: "https://a.example/", title: "Lamp [old]", text: "The lamp flashes every 7.5 seconds.", score: 1 },
  ];

  it("numbers sources by first appearance and escapes their markdown", () => {
    const cites = numberSources(passages);
    expect(cites.map((c) => c.id)).toEqual([1, 2]);
    expect(sourcesSection(cites)).toBe(
      "### Sources\n\n1. [Lamp \\[old\\]](https://a.example/)\n2. [Tickets](https://b.example/x%20%281%29)\n",
    );
  });

  it("keeps a heading on its own line in the findings and out of the answer", () => {
    const ranked = rankPassages(
      [
        {
          url: "https://acme.example/",
          title: "Acme",
          blocks: ["About us", "Acme was founded in 1990 by two smiths."],
        },
      ],
      "when was Acme founded",
    );
    const { markdown, summary } = extractiveReport("When was Acme founded?", ranked, numberSources(ranked));
    expect(summary).toBe("Acme was founded in 1990 by two smiths.");
    expect(markdown).toContain("- About us  \n  Acme was founded in 1990 by two smiths. [1]");
    expect(markdown).not.toContain("About us Acme");
  });

  it("writes an extractive report whose every finding cites its source", () => {
    const cites = numberSources(passages);
    const { markdown, summary } = extractiveReport("How far is the lamp visible?", passages, cites);
    expect(markdown).toMatch(
      /^## How far is the lamp visible\?\n\nThe lamp is visible for 23 nautical miles\. \[1\]/,
    );
    expect(markdown).toContain("- Tickets cost 8 euros. [2]");
    expect(markdown).toContain("- The lamp flashes every 7.5 seconds. [1]");
    expect(summary).toBe("The lamp is visible for 23 nautical miles.");
  });

  it("never leads with a question: a FAQ's question lends its words to the answer under it", () => {
    const faq = [
      {
        url: "https://pool.example/faq",
        title: "FAQ",
        text:
          "Do I need a swimming cap?\nCaps are required in the main pool for everyone over eight.\n" +
          "Where can I park?\nThe leisure centre car park is free for the first three hours.",
        score: 1,
      },
    ];
    const { markdown, summary } = extractiveReport("do i need a cap to swim", faq, numberSources(faq));
    expect(markdown.split("\n")[2]).toBe("Caps are required in the main pool for everyone over eight. [1]");
    expect(summary).not.toContain("?");
    const parking = extractiveReport("where can i park", faq, numberSources(faq));
    expect(parking.summary).toBe("The leisure centre car park is free for the first three hours.");
  });

  it("never leads with a heading of the pages: it lends its words to the sentences under it", () => {
    const timetable = [
      {
        url: "https://buses.example/timetables",
        title: "Timetables",
        text: "Route 6: Ashby to Low Moor\nBuses leave the bus station every two hours from 08:10 on weekdays.",
        score: 1,
      },
    ];
    const cites = numberSources(timetable);
    const headed = extractiveReport(
      "route 6 to low moor",
      timetable,
      cites,
      undefined,
      new Set(["Route 6: Ashby to Low Moor"]),
    );
    expect(headed.markdown.split("\n")[2]).toBe(
      "Buses leave the bus station every two hours from 08:10 on weekdays. [1]",
    );
    // (Without the pages' headings, the line is a sentence like any other, and the best.)
    expect(extractiveReport("route 6 to low moor", timetable, cites).markdown.split("\n")[2]).toMatch(
      /^Route 6/,
    );
  });

  it("answers with a sentence once, when the page repeats it", () => {
    const said = "The lighthouse was built by engineer Marta Kessel in 1874.";
    const repeated = [
      { url: "https://a.example/", title: "Lamp", text: `${said} ${said} It is white.`, score: 1 },
    ];
    const { markdown } = extractiveReport("Who built the lighthouse?", repeated, numberSources(repeated));
    const lead = markdown.split("\n")[2]!;
    expect(lead).toBe(`${said} [1]`);
  });

  it("clips at a sentence or word boundary", () => {
    expect(clip("One two three. Four five six seven eight", 30)).toBe("One two three. Four five six…");
    expect(clip("First sentence is here. Second one is long", 30)).toBe("First sentence is here.");
  });

  it("summarises a model report as plain text", () => {
    expect(summaryOf("# Title\n\n**Built** in 1874 [1] by [Marta](https://x).\n\nMore.")).toBe(
      "Built in 1874 by Marta.",
    );
  });
});
