import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLOCK_KIT_LIMITS,
  eventType,
  RELAY_SLACK,
  relaySlackMessage,
  type SlackBlock,
} from "./slack-message";

type Message = ReturnType<typeof relaySlackMessage>;
const RECEIVED = Date.UTC(2026, 0, 15, 12, 0, 0);
const base = { sourceName: "Shop", headers: {}, requestId: "req_01J9", receivedAt: RECEIVED };
const message = (body: string | Buffer, more: Partial<Parameters<typeof relaySlackMessage>[0]> = {}) =>
  relaySlackMessage({ ...base, body: typeof body === "string" ? Buffer.from(body) : body, ...more });

const texts = (m: Message) => {
  const [header, body, context] = m.blocks as [SlackBlock, SlackBlock, SlackBlock];
  const fields = (body.fields as { text: string }[] | undefined)?.map((f) => f.text) ?? [];
  return {
    header: (header.text as { text: string }).text,
    section: (body.text as { text: string } | undefined)?.text,
    fields,
    context: (context.elements as { text: string }[])[0]!.text,
  };
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every Block Kit limit, no empty text, no character cut in half, and no `&`, `<`, `>` of the sender's raw. */
function expectWithinLimits(m: Message): void {
  expect(() => JSON.stringify(m)).not.toThrow();
  expect(m.text.length).toBeLessThanOrEqual(RELAY_SLACK.text);
  expect(m.blocks.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.blocks);
  const t = texts(m);
  expect(t.header.length).toBeGreaterThan(0);
  expect(t.header.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.headerText);
  expect(t.fields.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.fields);
  for (const f of t.fields) expect(f.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.fieldText);
  if (t.section !== undefined) expect(t.section.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.sectionText);
  expect(t.fields.length > 0 || (t.section ?? "").length > 0).toBe(true);
  expect(t.context.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.sectionText);
  const mrkdwn = [
    m.text,
    t.section ?? "",
    ...t.fields,
    t.context.replace(/<!date\^[^>]*>|<https?:[^>]*>/g, ""),
  ];
  for (const s of [...mrkdwn, t.header]) expect(s).not.toMatch(LONE_SURROGATE);
  for (const s of mrkdwn) expect(s).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
}

describe("relaySlackMessage", () => {
  it("shows a Stripe event", () => {
    const body = JSON.stringify({
      id: "evt_1NqV",
      object: "event",
      type: "invoice.paid",
      livemode: false,
      created: 1767225600,
      data: { object: { id: "in_1", amount_paid: 500 } },
      pending_webhooks: 1,
      request: null,
    });
    const m = message(body, { headers: { "stripe-signature": "t=1,v1=ab" } });
    expectWithinLimits(m);
    const t = texts(m);
    expect(m.text).toBe("Shop: invoice.paid");
    expect(t.header).toBe("Shop: invoice.paid");
    expect(t.fields).toEqual([
      "*id*\nevt_1NqV",
      "*object*\nevent",
      "*type*\ninvoice.paid",
      "*livemode*\nfalse",
      "*created*\n1767225600",
      "*data*\n{…} 1 key",
      "*pending_webhooks*\n1",
      "*request*\nnull",
    ]);
    expect(t.context).toBe(
      "Received <!date^1768478400^{date_short_pretty} {time_secs}|2026-01-15T12:00:00.000Z> · request req_01J9",
    );
  });
  it("shows a GitHub event with its action, and links the inspector", () => {
    const body = JSON.stringify({
      action: "opened",
      issue: { number: 7, title: "<b>" },
      repository: {},
      sender: {},
    });
    const m = message(body, {
      sourceName: "GitHub",
      headers: { "x-github-event": "issues", "x-github-delivery": "d-1" },
      inspectorUrl: "https://scoutpost.example.com/platform/relay/src_1?request=req_01J9&x=a|b",
    });
    expectWithinLimits(m);
    const t = texts(m);
    expect(t.header).toBe("GitHub: issues.opened");
    expect(t.fields).toContain("*issue*\n{…} 2 keys");
    expect(t.fields).toContain("*repository*\n{…} 0 keys");
    expect(t.context).toContain(
      "<https://scoutpost.example.com/platform/relay/src_1?request=req_01J9&amp;x=a%7Cb|View in Scoutpost>",
    );
  });
  it("finds the event type where common senders put it", () => {
    expect(eventType({ "x-github-event": "push" }, { ref: "main" })).toBe("push");
    expect(eventType({}, { type: "event_callback", event: { type: "app_mention" } })).toBe("app_mention");
    expect(eventType({}, { type: "url_verification", challenge: "x" })).toBe("url_verification");
    expect(eventType({}, { eventType: "order.created" })).toBe("order.created");
    expect(eventType({}, { event: "deploy\nfinished" })).toBe("deploy finished");
    expect(eventType({}, { event: { name: "x" } })).toBe("webhook");
    expect(eventType({ "x-shopify-topic": "orders/create" }, null)).toBe("orders/create");
    expect(eventType({}, [1, 2])).toBe("webhook");
  });
  it("escapes what could ping a channel or smuggle a link", () => {
    const m = message(
      JSON.stringify({ type: "<!channel> & co", note: "<https://evil.example|click> & <@U1>" }),
      {
        sourceName: "a <b> & c",
        requestId: "<!here>",
      },
    );
    expectWithinLimits(m);
    const t = texts(m);
    expect(m.text).toBe("a &lt;b&gt; &amp; c: &lt;!channel&gt; &amp; co");
    expect(t.fields[1]).toBe("*note*\n&lt;https://evil.example|click&gt; &amp; &lt;@U1&gt;");
    expect(t.context).toContain("request &lt;!here&gt;");
    expect(t.header).toBe("a <b> & c: <!channel> & co");
  });
  it("shows 500 keys as nine fields and a count of the rest", () => {
    const body = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`key_${i}`, i]));
    const m = message(JSON.stringify(body));
    expectWithinLimits(m);
    const fields = texts(m).fields;
    expect(fields).toHaveLength(10);
    expect(fields[8]).toBe("*key_8*\n8");
    expect(fields[9]).toBe("*…*\n491 more keys");
  });
  it("cuts huge values and names between characters", () => {
    const family = "👩‍👩‍👧";
    const m = message(
      JSON.stringify({ [family.repeat(500)]: family.repeat(2000), big: "&".repeat(10_000) }),
      {
        sourceName: family.repeat(100),
        requestId: "r".repeat(10_000),
      },
    );
    expectWithinLimits(m);
    const t = texts(m);
    expect(t.fields[0]).toMatch(/^\*(👩‍👩‍👧)+…\*\n(👩‍👩‍👧)+…$/u);
    expect(t.fields[1]).toMatch(/^\*big\*\n(&amp;)+…$/);
    expect(t.header).toMatch(/^(👩‍👩‍👧)+…$/u);
  });
  it("shows a text body in a code block, and says what a binary or empty one is", () => {
    const form = message("token=x&team_id=T1&text=<@U1> hi ```x```");
    expect(texts(form).section).toBe("```token=x&amp;team_id=T1&amp;text=&lt;@U1&gt; hi '''x'''```");
    const huge = texts(message("x".repeat(100_000))).section!;
    expect(huge.length).toBeLessThanOrEqual(RELAY_SLACK.bodyPreview + 6);
    expect(huge.endsWith("…```")).toBe(true);
    const binary = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff]);
    expect(texts(message(binary)).section).toBe("_(binary, 5 bytes)_");
    expect(texts(message("")).section).toBe("_(empty body)_");
    expect(texts(message("[1,2,3]")).section).toBe("```[1,2,3]```");
    expect(texts(message("{}")).section).toBe("```{}```");
    for (const body of [form, message(binary), message("")]) expectWithinLimits(body);
  });
  it("omits a link that is not a web URL, and a blank source name", () => {
    for (const inspectorUrl of ["javascript:alert(1)", "not a url", `https://x.example/${"a".repeat(800)}`])
      expect(texts(message("{}", { inspectorUrl })).context).not.toContain("View in Scoutpost");
    expect(texts(message('{"type":"x"}', { sourceName: " \n " })).header).toBe("Relay: x");
  });
  it("replaces half surrogate pairs that JSON escapes can carry", () => {
    const m = message('{"type":"a\\ud800b","\\udc00k":"v\\ud83d"}', { sourceName: "s\uD800" });
    expectWithinLimits(m);
    expect(texts(m).header).toBe("s\uFFFD: a\uFFFDb");
    expect(texts(m).fields).toEqual(["*type*\na\uFFFDb", "*\uFFFDk*\nv\uFFFD"]);
  });
  it("keeps every limit for any JSON, bytes, names and ids", () => {
    // Characters that stress escaping and cutting, mixed with any code point.
    const tricky = fc.oneof(
      fc.constantFrom("\uD800", "\uDC00", "👩‍👩‍👧", "🇫🇷", "e\u0301", "<", ">", "&", "\n", " ", "```"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    );
    const text = (maxLength: number) => fc.string({ unit: tricky, maxLength });
    const bodies = fc.oneof(
      fc.json({ maxDepth: 3 }).map((s) => Buffer.from(s)),
      fc
        .dictionary(text(300), fc.oneof(text(3000), fc.jsonValue({ maxDepth: 2 })), { maxKeys: 40 })
        .map((o) => Buffer.from(JSON.stringify(o))),
      fc.uint8Array({ maxLength: 5000 }).map((a) => Buffer.from(a)),
      text(5000).map((s) => Buffer.from(s)),
    );
    fc.assert(
      fc.property(bodies, text(400), text(400), text(400), (body, sourceName, requestId, event) => {
        expectWithinLimits(
          relaySlackMessage({ ...base, body, sourceName, requestId, headers: { "x-github-event": event } }),
        );
        expectWithinLimits(relaySlackMessage({ ...base, body, sourceName, requestId }));
      }),
      { numRuns: 200 },
    );
  });
});
