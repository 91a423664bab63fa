import { describe, expect, it } from "vitest";
import { isWebp, type ModelMessage, type ModelPart, modelNavigator } from "./support";

const fx = modelNavigator();
const images = (m: ModelMessage) =>
  Array.isArray(m.content) ? m.content.filter((p) => p.type === "image_url") : [];

describe("model navigator: happy path", () => {
  it("runs the tool-calling loop over screenshots with the reference action space", async () => {
    fx.model.setScript([
      { tool_calls: [{ id: "c1", name: "left_click", arguments: { coordinates: [500, 250] } }] },
      {
        content: "Going back, then to the long page.",
        tool_calls: [
          { id: "c2", name: "go_back", arguments: {} },
          { id: "c3", name: "goto_url", arguments: { url: fx.site.url("/long.html") } },
        ],
      },
      {
        tool_calls: [
          { id: "c4", name: "scroll", arguments: { direction: "down", amount: 5, coordinates: [500, 500] } },
        ],
      },
      { content: "The Pro plan costs $42 per month." },
    ]);
    const requestsBefore = fx.model.requests.length;
    const t = fx.app();
    const done = await t.run({ task: "How much is the Pro plan?", start_url: fx.site.url("/") });

    expect(done.error).toBeNull();
    expect(done).toMatchObject({ status: "succeeded", result: "The Pro plan costs $42 per month." });
    expect(done.steps.map((s) => [s.action.type, new URL(s.url).pathname])).toEqual([
      ["goto_url", "/"],
      ["left_click", "/pricing.html"],
      ["go_back", "/"],
      ["goto_url", "/long.html"],
      ["scroll", "/long.html"],
    ]);
    expect(done.steps[1]!.action).toEqual({ type: "left_click", coordinates: [500, 250] });

    const sent = fx.model.requests.slice(requestsBefore);
    expect(sent).toHaveLength(4);
    expect(sent[0]!.headers.authorization).toBe("Bearer k-test");
    expect(sent[0]!.body.model).toBe("scripted");
    const tools = (sent[0]!.body.tools as { function: { name: string } }[]).map((x) => x.function.name);
    expect(tools).toEqual([
      "click_element",
      "type_into",
      "select_option",
      "left_click",
      "scroll",
      "type",
      "key_press",
      "goto_url",
      "go_back",
      "wait",
    ]);

    const first = sent[0]!.body.messages as ModelMessage[];
    expect(first.map((m) => m.role)).toEqual(["system", "user"]);
    expect(first[0]!.content).toMatch(/1000×1000/);
    const firstUser = first[1]!.content as ModelPart[];
    expect(firstUser[0]!.text).toContain("How much is the Pro plan?");
    expect(firstUser[0]!.text).toContain(`Current URL: ${fx.site.url("/")}`);
    const url = images(first[1]!)[0]!.image_url!.url;
    expect(url.startsWith("data:image/webp;base64,")).toBe(true);
    expect(isWebp(Buffer.from(url.split(",")[1]!, "base64"))).toBe(true);

    // Every tool call is answered by a tool message before the next screenshot.
    const third = sent[2]!.body.messages as ModelMessage[];
    const tail = third.slice(-3);
    expect(tail.map((m) => [m.role, m.tool_call_id])).toEqual([
      ["tool", "c2"],
      ["tool", "c3"],
      ["user", undefined],
    ]);
    expect((tail[2]!.content as ModelPart[])[0]!.text).toContain(`Current URL: ${fx.site.url("/long.html")}`);
    // Only the latest screenshots travel with each request.
    const last = sent[3]!.body.messages as ModelMessage[];
    expect(last.flatMap(images)).toHaveLength(3);
  });

  it("types into the focused field and returns a structured result for output_schema", async () => {
    fx.model.setScript([
      { tool_calls: [{ name: "key_press", arguments: { key_comb: "Tab" } }] },
      { tool_calls: [{ name: "type", arguments: { text: "Grace", press_enter_after: true } }] },
      { content: 'Sent.\n```json\n{"name": "Grace"}\n```' },
    ]);
    const t = fx.app();
    const done = await t.run({
      task: "Send the contact form as Grace",
      start_url: fx.site.url("/form.html"),
      output_schema: { type: "object", properties: { name: { type: "string" } } },
    });
    expect(done.status).toBe("succeeded");
    expect(done.structured_result).toEqual({ name: "Grace" });
    expect(done.steps.map((s) => [s.action.type, s.title])).toEqual([
      ["goto_url", "Contact form"],
      ["key_press", "Contact form"],
      ["type", "Thank you"],
    ]);
    expect(fx.site.requests).toContainEqual({ method: "POST", path: "/submit" });
  });
});

describe("model navigator: output_schema", () => {
  const schema = {
    type: "object",
    properties: { plan: { type: "string" }, monthly: { type: "number" } },
    required: ["plan", "monthly"],
  };

  it("sends a final answer that does not match the schema back once, with its problems", async () => {
    fx.model.setScript([
      { content: '{"plan": "Pro", "monthly": "$42"}' },
      { content: '{"plan": "Pro", "monthly": 42}' },
    ]);
    const before = fx.model.requests.length;
    const done = await fx
      .app()
      .run({ task: "Price of Pro?", start_url: fx.site.url("/"), output_schema: schema });
    expect(done).toMatchObject({ status: "succeeded", structured_result: { plan: "Pro", monthly: 42 } });
    const sent = fx.model.requests.slice(before);
    expect(sent).toHaveLength(2);
    const last = (sent[1]!.body.messages as ModelMessage[]).at(-1)!;
    expect(last.role).toBe("user");
    expect((last.content as ModelPart[])[0]!.text).toMatch(
      /^That answer does not match the JSON Schema:\n- monthly: /,
    );
    expect(done.steps).toHaveLength(1);
  });

  it("corrects once per task, even when the model browses on after the correction", async () => {
    fx.model.setScript([
      { content: '{"plan": "Pro"}' },
      {
        tool_calls: [
          { name: "scroll", arguments: { direction: "down", amount: 2, coordinates: [500, 500] } },
        ],
      },
      { content: '{"plan": "Pro"}' },
    ]);
    const before = fx.model.requests.length;
    const done = await fx
      .app()
      .run({ task: "Price of Pro?", start_url: fx.site.url("/"), output_schema: schema });
    expect(done).toMatchObject({ status: "succeeded", structured_result: null });
    const sent = fx.model.requests.slice(before).map((r) => JSON.stringify(r.body.messages));
    expect(sent).toHaveLength(3);
    expect(sent[2]!.match(/That answer does not match the JSON Schema/g)).toHaveLength(1);
  });

  it("keeps the answer's text but no structured result when the correction does not match either", async () => {
    fx.model.setScript([{ content: '{"plan": "Pro"}' }, { content: "Pro costs $42 a month." }]);
    const before = fx.model.requests.length;
    const done = await fx
      .app()
      .run({ task: "Price of Pro?", start_url: fx.site.url("/"), output_schema: schema });
    expect(done).toMatchObject({
      status: "succeeded",
      result: "Pro costs $42 a month.",
      structured_result: null,
    });
    expect(fx.model.requests.length - before).toBe(2);
  });
});

describe("model navigator: errors", () => {
  it("an unknown tool is answered as a tool error; three in a row end the task failed, keeping the trajectory", async () => {
    fx.model.setScript([{ tool_calls: [{ name: "teleport", arguments: { to: "mars" } }] }]);
    const before = fx.model.requests.length;
    const t = fx.app();
    const done = await t.run({ task: "Go somewhere", start_url: fx.site.url("/") });
    expect(done).toMatchObject({
      status: "failed",
      error:
        'The model made 3 bad tool calls in a row; the last: The model called an unknown tool "teleport"',
    });
    expect(fx.model.requests.length - before).toBe(3);
    const second = fx.model.requests[before + 1]!.body.messages as ModelMessage[];
    expect(second.find((m) => m.role === "tool")!.content).toBe(
      'Error: The model called an unknown tool "teleport"',
    );
    expect(done.steps).toHaveLength(1);
    expect((await t.trajectory(done.task_id)).status).toBe(200);
  });

  it("max_steps bounds a model that never stops", async () => {
    fx.model.setScript([{ tool_calls: [{ name: "scroll", arguments: { direction: "down" } }] }]);
    const t = fx.app();
    const done = await t.run({ task: "Scroll forever", start_url: fx.site.url("/long.html"), max_steps: 3 });
    expect(done).toMatchObject({
      status: "failed",
      error: "Reached max_steps (3) before the task was finished",
    });
    expect(done.steps.map((s) => s.action.type)).toEqual(["goto_url", "scroll", "scroll"]);
  });

  it("a model server error fails the task with the server's message", async () => {
    fx.model.setScript([{ status: 500, error: "model overloaded" }]);
    const t = fx.app();
    const done = await t.run({ task: "Anything", start_url: fx.site.url("/") });
    expect(done).toMatchObject({
      status: "failed",
      error: "Model server answered 500: model overloaded",
    });
    expect(done.steps).toHaveLength(1);
  });

  it("a model server refusing our key fails the task without quoting what it said (it names the operator's key)", async () => {
    fx.model.setScript([{ status: 401, error: "Incorrect API key provided: sk-oper*****-key." }]);
    const done = await fx.app().run({ task: "Anything", start_url: fx.site.url("/") });
    expect(done).toMatchObject({
      status: "failed",
      error:
        "Model server answered 401: it refused this service's credentials (the operator should check MODEL_API_KEY)",
    });
  });
});
