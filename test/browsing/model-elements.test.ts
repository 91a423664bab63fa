import { describe, expect, it } from "vitest";
import { isWebp, type ModelMessage, modelNavigator } from "./support";

// The element-indexed tools: every request carries the numbered list of the interactive elements in view beside
// the screenshot; bad calls are answered to the model as tool errors, three in a row end the task.

const fx = modelNavigator();
/** The messages of each request sent since `before`. */
const sentSince = (before: number) =>
  fx.model.requests.slice(before).map((r) => r.body.messages as ModelMessage[]);
const parts = (m: ModelMessage) => (Array.isArray(m.content) ? m.content : []);
/** The element list of a request's latest observation. */
const elementList = (messages: ModelMessage[]) =>
  parts(messages.findLast((m) => m.role === "user")!).find((p) => p.text?.startsWith("Interactive elements"))
    ?.text ?? "";

const HOME_ELEMENTS = [
  '[0] link "See our prices" href=/pricing.html',
  '[1] link "Pricing" href=/pricing.html',
  '[2] link "About us" href=/about.html',
  '[3] link "Contact form" href=/form.html',
  '[4] link "Long page" href=/long.html',
  '[5] searchbox "Search" value=""',
  '[6] button "Go"',
];

describe("model navigator, element-indexed tools: happy path", () => {
  it("clicks and types by element index, with the element list beside each screenshot", async () => {
    fx.model.setScript([
      { tool_calls: [{ name: "click_element", arguments: { index: 3 } }] },
      {
        tool_calls: [
          { name: "type_into", arguments: { index: 0, text: "Grace" } },
          { name: "type_into", arguments: { index: "1", text: "grace@example.com", press_enter: true } },
        ],
      },
      { content: '{"sent_as": "Grace"}' },
    ]);
    const before = fx.model.requests.length;
    const done = await fx.app().run({
      task: "Send the contact form as Grace",
      start_url: fx.site.url("/"),
      output_schema: { type: "object", properties: { sent_as: { type: "string" } }, required: ["sent_as"] },
    });
    expect(done.error).toBeNull();
    expect(done).toMatchObject({ status: "succeeded", structured_result: { sent_as: "Grace" } });
    expect(done.steps.map((s) => [s.action, s.title])).toEqual([
      [{ type: "goto_url", url: fx.site.url("/") }, "Fixture Home"],
      [{ type: "click_element", index: 3, element: 'link "Contact form"' }, "Contact form"],
      [{ type: "type_into", index: 0, text: "Grace", element: 'textbox "Name"' }, "Contact form"],
      [
        {
          type: "type_into",
          index: 1,
          text: "grace@example.com",
          press_enter: true,
          element: 'textbox "Email"',
        },
        "Thank you",
      ],
    ]);
    expect(fx.site.requests).toContainEqual({ method: "POST", path: "/submit" });

    const sent = sentSince(before);
    expect(sent).toHaveLength(3);
    const tools = (fx.model.requests[before]!.body.tools as { function: { name: string } }[]).map(
      (t) => t.function.name,
    );
    expect(tools.slice(0, 3)).toEqual(["click_element", "type_into", "select_option"]);
    expect(tools).toContain("left_click");
    expect(sent[0]![0]!.content).toMatch(/numbered list of the interactive elements/);
    expect(elementList(sent[0]!).split("\n").slice(1)).toEqual(HOME_ELEMENTS);
    expect(elementList(sent[1]!)).toContain('[0] textbox "Name" value=""');
    expect(elementList(sent[1]!)).toContain('[2] button "Send"');
    // The page after the form was sent has no interactive elements.
    expect(elementList(sent[2]!)).toBe("Interactive elements in view: none found.");
    // Screenshots still travel with every observation; only the latest element list is kept.
    for (const messages of sent) {
      const image = parts(messages.at(-1)!).find((p) => p.type === "image_url")!.image_url!.url;
      expect(isWebp(Buffer.from(image.split(",")[1]!, "base64"))).toBe(true);
    }
    const lists = sent[2]!
      .flatMap(parts)
      .filter((p) => /element list|^Interactive elements/.test(p.text ?? ""));
    expect(lists.map((p) => p.text!.split("\n")[0])).toEqual([
      "(earlier element list omitted)",
      "(earlier element list omitted)",
      "Interactive elements in view: none found.",
    ]);
  });

  it("selects an option, and leaves out hidden and disabled elements", async () => {
    fx.model.setScript([
      { tool_calls: [{ name: "select_option", arguments: { index: 0, value: "Large" } }] },
      { content: "Large chosen." },
    ]);
    const before = fx.model.requests.length;
    const done = await fx.app().run({ task: "Choose the large size", start_url: fx.site.url("/order.html") });
    expect(done).toMatchObject({ status: "succeeded", result: "Large chosen." });
    expect(done.steps[1]!.action).toEqual({
      type: "select_option",
      index: 0,
      value: "Large",
      element: 'combobox "Size"',
    });
    const [first, second] = sentSince(before);
    expect(elementList(first!).split("\n").slice(1)).toEqual([
      '[0] combobox "Size" value="Small" options=["Small","Large"]',
    ]);
    expect(elementList(second!)).toContain('value="Large"');
  });
});

describe("model navigator, element-indexed tools: bad calls", () => {
  it("answers out-of-range and malformed calls as tool errors; three in a row fail the task", async () => {
    fx.model.setScript([
      { tool_calls: [{ id: "b1", name: "click_element", arguments: { index: 99 } }] },
      { tool_calls: [{ id: "b2", name: "type_into", arguments: '{"index": 5, "text": ' }] },
      { tool_calls: [{ id: "b3", name: "type_into", arguments: { index: -1 } }] },
    ]);
    const before = fx.model.requests.length;
    const t = fx.app();
    const done = await t.run({ task: "Search for kettles", start_url: fx.site.url("/") });
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(
      /^The model made 3 bad tool calls in a row; the last: The model called type_into with invalid arguments \(index: /,
    );
    expect(done.steps).toHaveLength(1);
    const sent = sentSince(before);
    expect(sent).toHaveLength(3);
    const toolAnswer = (messages: ModelMessage[]) => messages.filter((m) => m.role === "tool").at(-1);
    expect(toolAnswer(sent[1]!)).toEqual({
      role: "tool",
      tool_call_id: "b1",
      content: "Error: The model called click_element with index 99, which is not in the element list (0–6)",
    });
    expect(toolAnswer(sent[2]!)).toMatchObject({
      tool_call_id: "b2",
      content: expect.stringMatching(/^Error: The model called type_into with arguments that are not JSON/),
    });
    // Each bad call is followed by a fresh observation with its screenshot and element list.
    expect(elementList(sent[2]!).split("\n").slice(1)).toEqual(HOME_ELEMENTS);
  });

  it("a good call after bad ones starts the count again", async () => {
    fx.model.setScript([
      { tool_calls: [{ name: "teleport", arguments: {} }] },
      { tool_calls: [{ name: "click_element", arguments: { index: 42 } }] },
      { tool_calls: [{ name: "click_element", arguments: { index: 1 } }] },
      { tool_calls: [{ name: "teleport", arguments: {} }] },
      { tool_calls: [{ name: "teleport", arguments: {} }] },
      { content: "The Pro plan costs $42 per month." },
    ]);
    const done = await fx.app().run({ task: "Price?", start_url: fx.site.url("/") });
    expect(done).toMatchObject({ status: "succeeded", result: "The Pro plan costs $42 per month." });
    expect(done.steps.map((s) => s.title)).toEqual(["Fixture Home", "Pricing"]);
  });

  it("an element gone since the list was made is a tool error and a stored failed step, not the task's end", async () => {
    fx.model.setScript([
      {
        tool_calls: [
          { id: "g1", name: "click_element", arguments: { index: 1 } },
          { id: "g2", name: "type_into", arguments: { index: 5, text: "kettle" } },
        ],
      },
      { content: "The Pro plan costs $42 per month." },
    ]);
    const before = fx.model.requests.length;
    const done = await fx.app().run({ task: "Price?", start_url: fx.site.url("/") });
    expect(done).toMatchObject({ status: "succeeded", result: "The Pro plan costs $42 per month." });
    expect(done.steps.map((s) => [s.action.type, s.title, s.action.error])).toEqual([
      ["goto_url", "Fixture Home", undefined],
      ["click_element", "Pricing", undefined],
      [
        "type_into",
        "Pricing",
        "Element 5 is no longer on the page (it changed since the element list was made)",
      ],
    ]);
    const tools = sentSince(before)[1]!.filter((m) => m.role === "tool");
    expect(tools).toEqual([
      { role: "tool", tool_call_id: "g1", content: "done" },
      {
        role: "tool",
        tool_call_id: "g2",
        content:
          'Error: Step 3 (type into element 5 (searchbox "Search")) failed: Element 5 is no longer on the page (it changed since the element list was made)',
      },
    ]);
  });
});
