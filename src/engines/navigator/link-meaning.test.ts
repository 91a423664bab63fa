import { describe, expect, it } from "vitest";
import { requestOf } from "../../../test/helpers/form-field";
import { parseQuestion } from "../question/question";
import { linkWeights } from "./link-meaning";
import { linkQuestion } from "./purpose";

// Which link a question follows first when no link says its words: the section such answers are usually in; and of
// links that do, the thing's own page before one for doing it.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const LINKS = [
  { text: "Latest", href: "http://127.0.0.1:9/news" },
  { text: "What it costs", href: "http://127.0.0.1:9/prices" },
  { text: "Drop by", href: "http://127.0.0.1:9/shops" },
  { text: "Privacy", href: "http://127.0.0.1:9/privacy" },
];
const topOf = (links: typeof LINKS, question: string) => {
  const weights = linkWeights(links, parseQuestion(question, NOW));
  return [...weights].sort((a, b) => b[1] - a[1])[0]![0].text;
};
const first = (question: string) => topOf(LINKS, question);

describe("a link by the section its answer is usually in", () => {
  it("takes hours and a phone number to the shops page, a price to the price list", () => {
    expect(first("what time does the one in the arcade close on a friday")).toBe("Drop by");
    expect(first("whats the number for the shop in the arcade")).toBe("Drop by");
    expect(first("how much is a silk blouse")).toBe("What it costs");
  });
});

describe("a price as it was last year", () => {
  it("is looked for in the news, where a site posts a year's prices", () => {
    const links = [
      { text: "Club news", href: "http://127.0.0.1:9/news" },
      { text: "Join", href: "http://127.0.0.1:9/join" },
      { text: "Classes", href: "http://127.0.0.1:9/timetable" },
    ];
    expect(topOf(links, "how much was a private lesson last year")).toBe("Club news");
  });
});

describe("sections as small sites name them", () => {
  const links = [
    { text: "On the road", href: "http://127.0.0.1:9/news" },
    { text: "How much?", href: "http://127.0.0.1:9/rates" },
    { text: "Our two centres", href: "http://127.0.0.1:9/centres" },
    { text: "Say hello", href: "http://127.0.0.1:9/contact" },
  ];
  const top = (question: string) => topOf(links, question);

  it("takes a charge to 'How much?' and a centre's hours to the centres page", () => {
    expect(top("whats the extra charge if they move us on a sunday")).toBe("How much?");
    expect(top("what time does the brookside one shut on wednesdays")).toBe("Our two centres");
  });
});

describe("a trade's people", () => {
  it("takes engineers, plumbers and electricians to the team page", () => {
    const links = [
      { text: "Where we go", href: "http://127.0.0.1:9/areas" },
      { text: "The team", href: "http://127.0.0.1:9/team" },
      { text: "Questions", href: "http://127.0.0.1:9/faq" },
    ];
    expect(topOf(links, "which penhallow engineers work on saturdays")).toBe("The team");
    expect(topOf(links, "how many electricians have they got")).toBe("The team");
  });

  it("takes who works at a place to the team page, not to the page its place's words name", () => {
    const links = [
      { text: "Workshop and showroom", href: "http://127.0.0.1:9/visit" },
      { text: "Our team", href: "http://127.0.0.1:9/team" },
      { text: "Our offices", href: "http://127.0.0.1:9/offices" },
    ];
    expect(topOf(links, "who works at hartwell & daughter's ashcombe workshop")).toBe("Our team");
    expect(topOf(links, "who works at pennant lettings' coldharbour office")).toBe("Our team");
    expect(topOf(links, "who teaches at the ashcombe workshop")).toBe("Our team");
    // (Where the workshop is, the place's own page.)
    expect(topOf(links, "where is the ashcombe workshop")).toBe("Workshop and showroom");
  });
});

describe("a page for doing a thing", () => {
  const links = [
    { text: "Book a piercing", href: "http://127.0.0.1:9/piercing/book" },
    { text: "Steel and gold", href: "http://127.0.0.1:9/piercing" },
  ];

  it("weighs less than the thing's own page for a question, not for a request to do it", () => {
    expect(topOf(links, "what's the cheapest piercing")).toBe("Steel and gold");
    const request = requestOf("book a piercing for saturday at 11, Ola Berg ola@example.com")!;
    const weights = linkWeights(links, linkQuestion(request));
    expect(weights.get(links[0]!)).toBeGreaterThan(weights.get(links[1]!)!);
  });
});
