import { describe, expect, it } from "vitest";
import { parseInstruction, splitInstructions } from "./instructions";
import { normaliseKeyComb } from "./keys";
import { parseToolCall } from "./tools";

describe("splitInstructions", () => {
  it("splits at line breaks, semicolons, sentence ends and 'then'", () => {
    expect(
      splitInstructions("Go to example.com. Click 'Pricing'; then scroll down\nfind 'Pro', then go back"),
    ).toEqual(["Go to example.com", "Click 'Pricing'", "scroll down", "find 'Pro'", "go back"]);
  });

  it("splits at commas and 'and' only before a verb", () => {
    expect(splitInstructions("search for cats and dogs, click 'Cats', and go back")).toEqual([
      "search for cats and dogs",
      "click 'Cats'",
      "go back",
    ]);
  });

  it("never splits inside quotes", () => {
    expect(splitInstructions("click 'Terms and conditions; then more. And click'")).toEqual([
      "click 'Terms and conditions; then more. And click'",
    ]);
  });

  it("keeps URLs whole", () => {
    expect(splitInstructions("go to http://127.0.0.1:8080/a.html?x=1 then click Next")).toEqual([
      "go to http://127.0.0.1:8080/a.html?x=1",
      "click Next",
    ]);
  });
});

describe("parseInstruction", () => {
  const cases: [string, unknown][] = [
    ["go to https://example.com/x", { type: "goto_url", url: "https://example.com/x" }],
    ["open example.com", { type: "goto_url", url: "example.com" }],
    ["visit 127.0.0.1:3000/a", { type: "goto_url", url: "127.0.0.1:3000/a" }],
    ["navigate to the page 'http://localhost:8080/'", { type: "goto_url", url: "http://localhost:8080/" }],
    ["go back", { type: "go_back" }],
    ["Go to the previous page", { type: "go_back" }],
    ["click 'Pricing'", { type: "click", target: "Pricing" }],
    ['click on the "Sign up" button', { type: "click", target: "Sign up" }],
    ["click About us", { type: "click", target: "About us" }],
    ["open 'Pricing'", { type: "click", target: "Pricing" }],
    ["go to the pricing page", { type: "click", target: "pricing" }],
    ["navigate to the About us section", { type: "click", target: "About us" }],
    ["type 'Ada Lovelace' into 'Name'", { type: "fill", text: "Ada Lovelace", field: "Name" }],
    ["type hello into the search box", { type: "fill", text: "hello", field: "search" }],
    ["enter 'a@b.c' in the Email field", { type: "fill", text: "a@b.c", field: "Email" }],
    ["fill 'Name' with 'Ada'", { type: "fill", field: "Name", text: "Ada" }],
    ["search for 'red kettle'", { type: "search", query: "red kettle" }],
    ["search teapots", { type: "search", query: "teapots" }],
    ["press Enter", { type: "key_press", key_comb: "Enter" }],
    ["press ctrl+a", { type: "key_press", key_comb: "ctrl+a" }],
    ["press 'Send'", { type: "click", target: "Send" }],
    ["scroll down", { type: "scroll", direction: "down", amount: 10 }],
    ["scroll up", { type: "scroll", direction: "up", amount: 10 }],
    ["scroll to the bottom of the page", { type: "scroll_to", position: "bottom" }],
    ["scroll to top", { type: "scroll_to", position: "top" }],
    ["find 'Pro plan'", { type: "find", text: "Pro plan" }],
    ["look for the text “treasure”", { type: "find", text: "treasure" }],
    ["wait", { type: "wait" }],
  ];
  for (const [text, action] of cases) {
    it(`parses ${JSON.stringify(text)}`, () => expect(parseInstruction(text)).toEqual(action));
  }

  it("returns undefined for what it does not understand", () => {
    for (const text of ["book me a flight to Paris", "scroll sideways", "type hello"]) {
      expect(parseInstruction(text)).toBeUndefined();
    }
  });
});

describe("normaliseKeyComb", () => {
  it("maps common names to Playwright's", () => {
    expect(normaliseKeyComb("ctrl+a")).toBe("Control+a");
    expect(normaliseKeyComb("Return")).toBe("Enter");
    expect(normaliseKeyComb("page_down")).toBe("PageDown");
    expect(normaliseKeyComb("cmd + shift + t")).toBe("Meta+Shift+t");
    expect(normaliseKeyComb("f5")).toBe("F5");
  });
});

describe("parseToolCall", () => {
  it("accepts the reference action space", () => {
    expect(parseToolCall("left_click", '{"coordinates":[500,250]}')).toEqual({
      action: { type: "left_click", coordinates: [500, 250] },
    });
    expect(parseToolCall("scroll", '{"direction":"down","amount":5}')).toMatchObject({
      action: { type: "scroll", direction: "down", amount: 5 },
    });
    expect(parseToolCall("key_press", '{"key":"Enter"}')).toEqual({
      action: { type: "key_press", key_comb: "Enter" },
    });
    expect(parseToolCall("go_back", "")).toEqual({ action: { type: "go_back" } });
  });

  it("explains unknown tools and bad arguments", () => {
    expect(parseToolCall("teleport", "{}")).toEqual({ error: 'The model called an unknown tool "teleport"' });
    expect(parseToolCall("left_click", "{}")).toMatchObject({ error: expect.stringMatching(/coordinates/) });
    expect(parseToolCall("scroll", '{"direction":"diagonal"}')).toMatchObject({ error: expect.any(String) });
    expect(parseToolCall("goto_url", "not json")).toMatchObject({ error: expect.stringMatching(/not JSON/) });
  });
});
