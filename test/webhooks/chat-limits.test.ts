import { describe, expect, it } from "vitest";
import { relayedOutgoing } from "../../src/relay/outgoing";
import type { ChatCard } from "../../src/webhooks/chat";
import { DISCORD_LIMITS, discordMessage } from "../../src/webhooks/chat/discord";
import { GOOGLE_CHAT_LIMITS, googleChatMessage } from "../../src/webhooks/chat/google-chat";
import { TEAMS_LIMITS, teamsMessage } from "../../src/webhooks/chat/teams";
import { buildPayload } from "../../src/webhooks/formats";

const long = (n: number, unit = "word ") => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const bytes = (p: unknown) => Buffer.byteLength(JSON.stringify(p));
/** A relayed request with a JSON body, as the relay stores it. */
const jsonRequest = (body: unknown) => ({
  id: "r",
  sourceId: "s",
  method: "POST",
  path: "/",
  query: null,
  headers: { "content-type": "application/json" },
  body: Buffer.from(JSON.stringify(body)),
  receivedAt: 0,
});

/** A card with every text far past every platform's limits, with escapes and characters of 2-4 UTF-8 bytes. */
const huge = (): ChatCard => ({
  text: long(5000, "@everyone ☃ "),
  title: long(5000, "Title <&> "),
  facts: Array.from({ length: 60 }, (_, i) => ({
    label: `${long(400, "k")}${i}`,
    value: long(3000, 'v😀 "'),
  })),
  body: long(200_000, 'body <b>"&"</b> 😀 '),
  link: { label: "Open", url: "https://example.com/x" },
  footer: long(3000, "foot "),
  timestamp: "2026-01-31T09:00:00.000Z",
});

type Embed = {
  title: string;
  description: string;
  fields?: { name: string; value: string }[];
  footer: { text: string };
};

function expectDiscordLimits(m: ReturnType<typeof discordMessage>) {
  expect(m.content.length).toBeLessThanOrEqual(DISCORD_LIMITS.content);
  expect(m.embeds.length).toBeLessThanOrEqual(DISCORD_LIMITS.embeds);
  let total = 0;
  for (const e of m.embeds as unknown as Embed[]) {
    const fields = e.fields ?? [];
    expect(e.title.length).toBeLessThanOrEqual(DISCORD_LIMITS.title);
    expect(e.description.length).toBeLessThanOrEqual(DISCORD_LIMITS.description);
    expect(fields.length).toBeLessThanOrEqual(DISCORD_LIMITS.fields);
    for (const f of fields) {
      expect(f.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldName);
      expect(f.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
      expect(f.name.length * f.value.length).toBeGreaterThan(0);
    }
    expect(e.footer.text.length).toBeLessThanOrEqual(DISCORD_LIMITS.footer);
    total += e.title.length + e.description.length + e.footer.text.length;
    total += fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
  }
  expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.total);
}

describe("chat messages keep each platform's limits whatever the text", () => {
  it("discord: content, embed count, every field and the 6000-character total; cut texts end with …", () => {
    const m = discordMessage(huge());
    expectDiscordLimits(m);
    const e = m.embeds[0] as unknown as Embed;
    expect(e.fields).toHaveLength(25);
    expect(e.fields![24]!.value).toBe("36 more");
    expect(e.description.endsWith("…")).toBe(true);
    expect(e.title.endsWith("…")).toBe(true);
    expect(m.allowed_mentions).toEqual({ parse: [] });
  });

  it("discord: a body shown as it came stays in one code block, cut inside it", () => {
    const m = discordMessage({ ...huge(), body: long(9000, "a```b "), monospace: true, facts: [] });
    expectDiscordLimits(m);
    const d = (m.embeds[0] as unknown as Embed).description;
    expect(d.startsWith("```\n")).toBe(true);
    expect(d.endsWith("…\n```")).toBe(true);
    expect(d.slice(3, -3)).not.toContain("```");
  });

  it("teams: the JSON stays within 28,000 bytes and the card keeps its shape", () => {
    const m = teamsMessage(huge());
    expect(bytes(m)).toBeLessThanOrEqual(TEAMS_LIMITS.bytes);
    expect(bytes(m)).toBeGreaterThan(TEAMS_LIMITS.bytes - 2000);
    const content = m.attachments[0]!.content as { type: string; version: string; body: { type: string }[] };
    expect(content.type).toBe("AdaptiveCard");
    expect(content.body.map((b) => b.type)).toEqual(["TextBlock", "FactSet", "TextBlock", "TextBlock"]);
  });

  it("google_chat: the JSON stays within 32,000 bytes, user text escaped, no entity cut in half", () => {
    const m = googleChatMessage(huge());
    expect(bytes(m)).toBeLessThanOrEqual(GOOGLE_CHAT_LIMITS.bytes);
    const json = JSON.stringify(m);
    expect(json).not.toContain("<b>");
    expect(json).not.toMatch(/&(a|am|l|g)…|&(amp|lt|gt)(?!;)/);
  });

  it("our webhooks: a scout with a 100 KB summary and name fits every chat format", () => {
    const event = {
      scout: { id: "s", display_name: long(10_000), query: long(10_000) },
      update: {
        id: "u",
        timestamp: "2026-01-31T09:00:00.000Z",
        status: "completed",
        has_changes: true,
        summary: long(100_000),
        details_url: "https://x.example/y",
        report_content: "",
      },
    };
    const meta = { id: "d", attempt: 1, timestamp: "2026-01-31T09:00:00.000Z" };
    expectDiscordLimits(buildPayload("discord", event, meta) as ReturnType<typeof discordMessage>);
    expect(bytes(buildPayload("teams", event, meta))).toBeLessThanOrEqual(TEAMS_LIMITS.bytes);
    expect(bytes(buildPayload("google_chat", event, meta))).toBeLessThanOrEqual(GOOGLE_CHAT_LIMITS.bytes);
  });

  it("relay: a JSON body of 300 keys with long values fits, the last fact counting the rest", () => {
    const body = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`key_${i}`, long(5000)]));
    const req = jsonRequest(body);
    const event = {
      relay: { request_id: "r", destination_id: "d", source_id: "s", source_name: long(1000) },
    };
    const out = (f: string) =>
      JSON.parse(relayedOutgoing(f, event, req, "d", "https://x.example").body as string);
    const discord = out("discord");
    expectDiscordLimits(discord);
    expect(discord.embeds[0].fields.at(-1)).toMatchObject({ name: "…", value: "276 more" });
    expect(bytes(out("teams"))).toBeLessThanOrEqual(TEAMS_LIMITS.bytes);
    expect(bytes(out("google_chat"))).toBeLessThanOrEqual(GOOGLE_CHAT_LIMITS.bytes);
  });
});

describe("security: text from a page or a sender mentions nobody", () => {
  const ping = "<users/all> and <users/123456789> <https://evil.example|pay here>";
  const relayed = (format: string) =>
    JSON.parse(
      relayedOutgoing(
        format,
        { relay: { request_id: "r", destination_id: "d", source_id: "s", source_name: ping } },
        jsonRequest({ type: ping }),
        "d",
        "https://x.example",
      ).body as string,
    );
  const scout = {
    scout: { id: "s", display_name: ping, query: ping },
    update: {
      id: "u",
      timestamp: "2026-01-31T09:00:00.000Z",
      status: "completed",
      has_changes: true,
      summary: ping,
      details_url: "https://x.example/y",
      report_content: "",
    },
  };
  const meta = { id: "d", attempt: 1, timestamp: "2026-01-31T09:00:00.000Z" };

  it("google_chat: <users/…> and <url|label> in the notification line are broken, the words kept", () => {
    for (const m of [relayed("google_chat"), buildPayload("google_chat", scout, meta)] as {
      text: string;
    }[]) {
      expect(m.text).toContain("users/all");
      expect(m.text).not.toMatch(/<users\/|<https:/);
      // Card texts are HTML, escaped (&lt;); the header's title is plain text, broken as the line is.
      expect(JSON.stringify(m)).not.toMatch(/<users\/|<https:/);
    }
  });

  it("discord parses no mentions; teams' Adaptive Card names no mention entities", () => {
    for (const m of [relayed("discord"), buildPayload("discord", scout, meta)])
      expect((m as { allowed_mentions: unknown }).allowed_mentions).toEqual({ parse: [] });
    for (const m of [relayed("teams"), buildPayload("teams", scout, meta)])
      expect(JSON.stringify(m)).not.toMatch(/msteams|"entities"|<at>/);
  });
});
