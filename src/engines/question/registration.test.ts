import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

// A business's registration numbers, which only its footer states: read from the footer for a question that asks
// for one, and for nothing else. Another body's number (a trade's, a regulator's) only for a question naming the
// body as the footer does.

const NOW = new Date("2026-11-26T10:00:00Z");

const page = (path: string, main: string, footer: string) => {
  const url = `https://thornbury-boats.example${path}`;
  const read = extractHtml(
    `<html><head><title>Thornbury Boat Trust</title></head><body><nav><a href="/">Home</a></nav><main>${main}</main><footer>${footer}</footer></body></html>`,
    url,
  );
  return { url, title: read.title, records: read.records, registrations: read.registrations };
};
type Page = ReturnType<typeof page>;

const answer = (pages: Page[], question: string) => {
  const outcome = answerQuestion(pages, parseQuestion(question, NOW));
  return "found" in outcome ? `${outcome.found.text} (${outcome.found.evidence})` : "not found";
};

const FOOTER =
  "<p>Thornbury Boat Trust, registered charity no. 1170042 · Thornbury Boats Ltd, registered in England and Wales, " +
  "company no. 09127744 · VAT no. GB 284 1170 62 · Trips daily from Easter to October</p><p>© 2019 Thornbury Boat Trust</p>";
const HOME = page(
  "/",
  "<h1>Welcome aboard</h1><p>Two boats, 12 miles of canal and 40 volunteers. We opened our second wharf in 2021.</p>",
  FOOTER,
);

describe("registration numbers, from the footer only when asked", () => {
  it("answers the kind of number asked for, citing the footer's clause", () => {
    expect(answer([HOME], "what's the charity number for thornbury boat trust")).toBe(
      "Registered charity number: 1170042 (Thornbury Boat Trust, registered charity no. 1170042)",
    );
    expect(answer([HOME], "whats their company reg no")).toBe(
      "Company number: 09127744 (Thornbury Boats Ltd, registered in England and Wales, company no. 09127744)",
    );
    expect(answer([HOME], "vat number?")).toBe("VAT number: GB 284 1170 62 (VAT no. GB 284 1170 62)");
  });

  it("never answers anything else from the footer", () => {
    expect(answer([HOME], "what year did they open")).not.toContain("2019");
    expect(answer([HOME], "are trips daily in winter")).toBe("not found");
    expect(answer([HOME], "how many boats do they have")).toContain("Two boats");
  });

  it("says not found for a kind the footer does not state, rather than another number", () => {
    const shop = page(
      "/",
      "<h1>Shop</h1><p>Maps and mugs.</p>",
      "<p>Thornbury Boats Ltd, registered in England no. 09127744</p>",
    );
    expect(answer([shop], "what's their charity number")).toBe("not found");
    expect(answer([shop], "what's their vat number")).toBe("not found");
  });

  it("leaves two different numbers of one kind to the content, which here says none", () => {
    const two = page(
      "/",
      "<h1>Partners</h1><p>Run with the canal society.</p>",
      "<p>Thornbury Boat Trust, registered charity no. 1170042 · Canal Society, registered charity no. 1001234</p>",
    );
    expect(answer([two], "what's the charity number")).toBe("not found");
  });

  it("reads footers of any layout: separate lines, bars, 'company number', Scottish charities", () => {
    const read = extractHtml(
      `<html><body><main><p>Hi</p></main><div role="contentinfo"><p>Glenlair Trust | Scottish charity no. SC041234</p>
      <p>Registered in Scotland, company number SC301122</p><p>Gas Safe registered business no. 548213</p></div></body></html>`,
      "https://glenlair.example/",
    );
    expect(read.registrations).toEqual([
      { kind: "charity", number: "SC041234", stated: "Scottish charity no. SC041234" },
      { kind: "company", number: "SC301122", stated: "Registered in Scotland, company number SC301122" },
      { kind: "other", number: "548213", stated: "Gas Safe registered business no. 548213" },
    ]);
    expect(read.records.map((r) => r.text)).toEqual(["Hi"]);
  });
});

describe("another body's number, from the footer only when the question names the body", () => {
  const CLUB = page(
    "/",
    "<h1>Rowing club</h1><p>Call 01632 960111 to book a taster.</p>",
    "<p>Thornbury Rowing Club Ltd, registered in England no. 09127744 · British Rowing club no. BR 40217 · " +
      "Water Safety Certificate WS-2291</p>",
  );

  it("is the clause naming the body", () => {
    expect(answer([CLUB], "what's the british rowing club number")).toBe(
      "British Rowing club no. BR 40217 (British Rowing club no. BR 40217)",
    );
    expect(answer([CLUB], "whats their water safety number")).toBe(
      "Water Safety Certificate WS-2291 (Water Safety Certificate WS-2291)",
    );
  });

  it("is not another body's, nor a phone's", () => {
    expect(answer([CLUB], "what's their gas safe number")).toBe("not found");
    expect(answer([CLUB], "what's the phone number")).toContain("01632 960111");
  });
});
