import { describe, expect, it } from "vitest";
import { findsAFact, isQuestion, questionText } from "./answer";
import { parseFormClause } from "./forms";
import { parseInstruction } from "./instructions";
import {
  amountOf,
  extremeItem,
  extremeRequest,
  itemsOf,
  listRequest,
  nthLink,
  nthRequest,
  pickList,
} from "./page-lists";
import type { ReadPage } from "./page-read";
import { read } from "./reading";
import { summarize, summaryRequest } from "./summary";

const page = (over: Partial<ReadPage>): ReadPage => ({
  url: "https://shop.example/",
  title: "Shop",
  blocks: [],
  links: [],
  forms: [],
  lists: [],
  ...over,
});

describe("summary clauses", () => {
  it("tells the page at hand from a page named, and a named page from a topic", () => {
    expect(summaryRequest("Summarize this page")).toEqual({ strict: false });
    expect(summaryRequest("summarise it in a few sentences")).toEqual({ strict: false });
    expect(summaryRequest("What is this site about?")).toEqual({ strict: false });
    expect(summaryRequest("give me a short overview of the pricing page")).toEqual({
      topic: "pricing",
      strict: true,
    });
    expect(summaryRequest("Tell me about the company")).toEqual({ topic: "company", strict: false });
    expect(summaryRequest("tell me the price of the Pro plan")).toBeUndefined();
    expect(summaryRequest("click Summary")).toBeUndefined();
  });

  it("is the page's lead, what its content links to and its form's fields, without headings or menus", () => {
    const text = summarize(
      page({
        title: "Contact",
        blocks: [
          "Contact",
          "Questions? Email us at a@b.c.",
          "Write to us",
          "Send message",
          "Capacity: 2 litres",
        ],
        links: [
          { text: "Home", href: "https://shop.example/", chrome: true },
          { text: "Send message", href: "" },
          { text: "Map", href: "https://shop.example/map" },
        ],
        forms: [
          {
            fields: [
              {
                tag: "input",
                type: "",
                name: "name",
                id: "",
                label: "Your name",
                placeholder: "",
                options: [],
                invalid: "",
              },
            ],
            submit: "Send message",
            text: "contact",
            search: false,
          },
        ],
      }),
    );
    expect(text).toBe(
      "Questions? Email us at a@b.c. Capacity: 2 litres.\nIt links to Map.\nIt has a form with Your name.",
    );
  });

  it("follows the link to a page it names, and fails when there is none", () => {
    const home = page({
      links: [{ text: "Pricing", href: "https://shop.example/pricing", chrome: true }],
    });
    const pages = new Map([[home.url, home]]);
    expect(read({ kind: "summary", topic: "pricing", strict: true }, home, pages, 0)).toEqual({
      hop: home.links[0],
    });
    expect(read({ kind: "summary", topic: "careers", strict: true }, home, pages, 0)).toEqual({
      error: 'no link on the page leads to "careers"',
    });
  });
});

describe("lists and positions", () => {
  const links = [
    { text: "Blue teapot", href: "https://shop.example/p/blue", section: "Popular" },
    { text: "Red kettle", href: "https://shop.example/p/red", section: "Results for kettle" },
    { text: "Steel kettle", href: "https://shop.example/p/steel", section: "Results for kettle" },
    { text: "Home", href: "https://shop.example/", chrome: true, section: "" },
  ];

  it("takes the nth link under the heading named, and the first result under the results", () => {
    expect(nthLink(links, nthRequest("click the second link under Results")!)).toEqual({ link: links[2] });
    expect(nthLink(links, nthRequest("open the first result")!)).toEqual({ link: links[1] });
    expect(nthLink(links, nthRequest("open the first link")!)).toEqual({ link: links[0] });
    expect(nthLink(links, nthRequest("click the first link under Reviews")!)).toEqual({
      error: 'the page has no links under a heading like "Reviews"',
    });
    expect(nthLink(links, nthRequest("open the third result")!)).toEqual({
      error: "the page has no third link in its content",
    });
  });

  it("reads what to list, and picks the list that names it", () => {
    expect(listRequest("List all the plans")).toBe("plans");
    expect(listRequest("give me a list of the products on this page")).toBe("products");
    expect(listRequest("give me the founding year")).toBeUndefined();
    expect(listRequest("What plans do you offer?")).toBe("plans");
    expect(listRequest("which teapots does the shop sell")).toBe("teapots");
    expect(listRequest("What is the price of the Pro plan?")).toBeUndefined();
    const lists = [
      { heading: "News", items: ["We opened", "We moved", "We grew"] },
      { heading: "Plans", items: ["Basic $9", "Pro $42"] },
    ];
    expect(pickList(page({ lists }), "plans")?.items).toEqual(["Basic $9", "Pro $42"]);
    expect(pickList(page({ lists }), "prices")?.items).toEqual(["We opened", "We moved", "We grew"]);
    const products = { heading: "Shop", items: ["Red kettle", "Blue teapot", "Green teapot"] };
    expect(itemsOf(products, "teapots")).toEqual(["Blue teapot", "Green teapot"]);
    expect(itemsOf(products, "products")).toEqual(products.items);
  });
});

describe("the cheapest and the dearest", () => {
  it("reads which end of the prices a clause asks for, and of what", () => {
    expect(extremeRequest("find the cheapest plan")).toEqual({
      highest: false,
      thing: "plan",
      word: "cheapest",
    });
    expect(extremeRequest("What is the most expensive plan?")).toEqual({
      highest: true,
      thing: "plan",
      word: "most expensive",
    });
    expect(extremeRequest("Which kettle is the cheapest?")).toEqual({
      highest: false,
      thing: "kettle",
      word: "cheapest",
    });
    expect(extremeRequest("find the Pro plan")).toBeUndefined();
  });

  it("compares the amounts the items state", () => {
    expect(amountOf("The Pro plan costs $1,042.50 per month")).toBe(1042.5);
    expect(amountOf("Red kettle 34 EUR")).toBe(34);
    expect(amountOf("Twelve people")).toBeUndefined();
    const list = { heading: "", items: ["Team $99", "Free trial", "Basic $9", "Pro $42"] };
    expect(extremeItem(list, false)).toBe("Basic $9");
    expect(extremeItem(list, true)).toBe("Team $99");
  });
});

describe("answers", () => {
  it("tells a fact to find from a text to find, and writing to a site from filling a form", () => {
    expect(findsAFact("Find the price of the Blue teapot")).toBe(true);
    expect(findsAFact("look up the email address")).toBe(true);
    expect(findsAFact("find out who founded it")).toBe(true);
    expect(findsAFact("find the Pro plan")).toBe(false);
    expect(findsAFact("find 'the price of tea'")).toBe(false);
    expect(isQuestion("show me how much the Pro plan costs")).toBe(true);
    expect(isQuestion("Pro plan price")).toBe(true);
    expect(isQuestion("Book me a flight to Paris")).toBe(false);
    expect(questionText("show me how much the Pro plan costs")).toBe("how much the Pro plan costs");
    expect(parseInstruction("show me how much the Pro plan costs")).toBeUndefined();
    expect(parseInstruction("show me the opening hours")).toEqual({ type: "click", target: "opening hours" });
    expect(parseFormClause("write to them with name Ada and message Hi")).toEqual({
      form: "contact",
      pairs: [
        { field: "name", value: "Ada" },
        { field: "message", value: "Hi" },
      ],
      submit: true,
    });
  });
});

describe("links a reading follows", () => {
  it("never leaves the site, nor follows a social link that names it", () => {
    const home = page({
      links: [
        { text: "Facebook", href: "https://facebook.example/shopworkshops", chrome: true },
        { text: "Privacy", href: "https://shop.example/privacy", chrome: true },
        { text: "Our workshops", href: "https://shop.example/workshops", chrome: true },
      ],
    });
    const reading = { kind: "list" as const, thing: "shop workshops" };
    expect(read(reading, home, new Map(), 0)).toEqual({ hop: home.links[2] });
    const offSite = page({ links: [home.links[0]!] });
    expect(read(reading, offSite, new Map(), 0)).toEqual({ error: "the page has no list of shop workshops" });
  });
});
