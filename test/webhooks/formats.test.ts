import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WebhookEvent } from "../../src/webhooks/event";
import {
  buildBody,
  escapeAndTruncate,
  escapeMrkdwn,
  normalizeEvent,
  SLACK_LIMITS,
  type SlackBlock,
  scoutPayload,
  slackPayload,
  truncate,
  zapierPayload,
} from "../../src/webhooks/formats";

const event: WebhookEvent = {
  scout: { id: "s-1", display_name: "Acme pricing", query: "Track Acme's pricing page" },
  update: {
    id: "u-1",
    timestamp: "2026-01-01T00:00:00.000Z",
    status: "completed",
    has_changes: true,
    summary: "Prices went up",
    details_url: "http://localhost:8080/platform/scouts/s-1",
    report_content: "# Report\nPro plan: $20 -> $25",
  },
};
const meta = { id: "d-1", attempt: 2, timestamp: "2026-01-01T00:00:01.000Z" };

// Long, markup-laden and astral-plane text: the inputs most likely to break a limit or split a surrogate pair.
const nasty = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 5000 }),
  fc.string({
    unit: fc.constantFrom("&", "<", ">", "*", "_", "`", "|", "😀", "𝄞", "a", " ", "\n"),
    maxLength: 8000,
  }),
  fc.constantFrom("", "   ", "😀".repeat(4000), "&".repeat(4000), "<@U123> <!channel>".repeat(300)),
);
const arbEvent: fc.Arbitrary<WebhookEvent> = fc.record({
  scout: fc.record({ id: fc.uuid(), display_name: nasty, query: nasty }),
  update: fc.record({
    id: fc.uuid(),
    timestamp: fc.constant("2026-01-01T00:00:00.000Z"),
    status: fc.oneof(fc.constantFrom("completed", "failed"), nasty),
    has_changes: fc.boolean(),
    summary: nasty,
    details_url: fc.oneof(fc.webUrl(), nasty),
    report_content: nasty,
  }),
});
const arbMeta = fc.record({
  id: fc.uuid(),
  attempt: fc.integer({ min: 1, max: 10 }),
  timestamp: fc.constant(meta.timestamp),
});

const wellFormed = (s: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
const texts = (blocks: SlackBlock[]) =>
  blocks.flatMap((b) =>
    b.type === "header"
      ? [b.text.text]
      : b.type === "section"
        ? [...(b.text ? [b.text.text] : []), ...(b.fields ?? []).map((f) => f.text)]
        : b.type === "actions"
          ? b.elements.flatMap((e) => [e.text.text, e.url])
          : b.elements.map((e) => e.text),
  );

describe("formats: happy path", () => {
  it("scout carries every docs/spec.md §6 field", () => {
    expect(scoutPayload(event, meta)).toEqual({
      event_type: "scout_update",
      scout: event.scout,
      update: event.update,
      delivery: meta,
    });
  });

  it("zapier is flat with the same values", () => {
    expect(zapierPayload(event, meta)).toEqual({
      event_type: "scout_update",
      scout_id: "s-1",
      scout_name: "Acme pricing",
      scout_display_name: "Acme pricing",
      scout_query: "Track Acme's pricing page",
      query: "Track Acme's pricing page",
      update_id: "u-1",
      timestamp: event.update.timestamp,
      formatted_timestamp: "January 1, 2026 at 00:00 UTC",
      status: "completed",
      has_changes: true,
      change_status: "changes_detected",
      summary: "Prices went up",
      details_url: event.update.details_url,
      report_content: event.update.report_content,
      delivery_id: "d-1",
      attempt: 2,
      delivery_timestamp: meta.timestamp,
    });
  });

  it("slack has a fallback, a header, Query and Status fields, the summary and a details button", () => {
    const p = slackPayload(event, meta);
    expect(p.text).toBe("Scout 'Acme pricing' has new updates");
    expect(p.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "Scout Update: Acme pricing", emoji: true },
    });
    const fields = (p.blocks[1] as { fields: { text: string }[] }).fields.map((f) => f.text);
    expect(fields).toEqual([
      "*Query:*\nTrack Acme's pricing page",
      "*Status:*\ncompleted",
      "*Changes:*\nNew findings",
    ]);
    expect(p.blocks[2]).toEqual({ type: "section", text: { type: "mrkdwn", text: "Prices went up" } });
    expect(p.blocks[3]).toMatchObject({
      type: "actions",
      elements: [{ type: "button", url: event.update.details_url }],
    });
  });

  it("zapier's change_status and formatted_timestamp", () => {
    const quiet = {
      ...event,
      update: { ...event.update, has_changes: false, timestamp: "2026-12-09T17:05:59.999Z" },
    };
    expect(zapierPayload(quiet, meta)).toMatchObject({
      change_status: "no_changes",
      formatted_timestamp: "December 9, 2026 at 17:05 UTC",
    });
    const odd = { ...event, update: { ...event.update, timestamp: "not a date" } };
    expect(zapierPayload(odd, meta).formatted_timestamp).toBe("not a date");
  });

  it("slack names the scout by its query, then a placeholder, when it has no name; the name is escaped in text", () => {
    const byQuery = slackPayload({ ...event, scout: { ...event.scout, display_name: " " } }, meta);
    expect(byQuery.text).toBe("Scout 'Track Acme's pricing page' has new updates");
    const unnamed = slackPayload({ ...event, scout: { ...event.scout, display_name: "", query: "" } }, meta);
    expect(unnamed.blocks[0]).toMatchObject({ text: { text: "Scout Update: Untitled scout" } });
    const marked = slackPayload({ ...event, scout: { ...event.scout, display_name: "<!here> & co" } }, meta);
    expect(marked.text).toBe("Scout '&lt;!here&gt; &amp; co' has new updates");
    expect(marked.blocks[0]).toMatchObject({ text: { text: "Scout Update: <!here> & co" } }); // plain_text
  });

  it("slack cuts a long name so the published text and header keep their ends and their limits", () => {
    const long = slackPayload({ ...event, scout: { ...event.scout, display_name: "😀".repeat(3000) } }, meta);
    expect(long.text.length).toBeLessThanOrEqual(SLACK_LIMITS.text);
    expect(long.text).toMatch(/^Scout '(😀)+…' has new updates$/u);
    const header = (long.blocks[0] as { text: { text: string } }).text.text;
    expect(header.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
    expect(header).toMatch(/^Scout Update: (😀)+…$/u);
  });

  it("buildBody picks the format and yields JSON", () => {
    expect(JSON.parse(buildBody("scout", event, meta)).event_type).toBe("scout_update");
    expect(JSON.parse(buildBody("zapier", event, meta)).delivery_id).toBe("d-1");
    expect(JSON.parse(buildBody("slack", event, meta)).blocks.length).toBeGreaterThan(0);
  });
});

describe("formats: hostile input", () => {
  it("slack escapes & < > so text cannot inject mentions or links", () => {
    const p = slackPayload(
      { ...event, update: { ...event.update, summary: "<!channel> a & b <http://x|y>" } },
      meta,
    );
    expect((p.blocks[2] as { text: { text: string } }).text.text).toBe(
      "&lt;!channel&gt; a &amp; b &lt;http://x|y&gt;",
    );
  });

  it("truncation never splits a character (surrogate pair, emoji sequence, flag, accent) or an entity", () => {
    expect(truncate("ab😀", 3)).toBe("ab…");
    expect(truncate("a😀b", 3)).toBe("a…");
    expect(escapeAndTruncate("&&&&", 10)).toBe("&amp;…");
    const family = "👩‍👩‍👧"; // three emoji joined by ZWJ: 8 code units, one character
    expect(truncate(`ab${family}cd`, 8)).toBe("ab…");
    expect(truncate(`ab${family}cd`, 11)).toBe(`ab${family}…`);
    expect(truncate("x🇫🇷🇩🇪", 6)).toBe("x🇫🇷…"); // a flag is two regional indicators
    expect(truncate("cafe\u0301s", 5)).toBe("caf…"); // e + combining acute
    expect(escapeAndTruncate(`<${family}>`, 10)).toBe("&lt;…");
    expect(escapeAndTruncate(`<${family}>`, 13)).toBe(`&lt;${family}…`);
    // One character longer than the room (a letter under many marks) is cut between code points, not dropped.
    expect(escapeAndTruncate(`&${"\u0301".repeat(50)}`, 8)).toBe("&amp;\u0301\u0301…");
  });

  it("truncation keeps whole characters for any text (property)", () => {
    const seg = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    fc.assert(
      fc.property(nasty, fc.integer({ min: 1, max: 200 }), (text, max) => {
        // Both cut the raw text (escapeAndTruncate escapes what it keeps); `shown` maps a kept part to the output.
        const cases = [
          [truncate(text, max), (t: string) => t],
          [escapeAndTruncate(text, max), escapeMrkdwn],
        ] as const;
        const first = seg.segment(text)[Symbol.iterator]().next().value?.segment ?? "";
        for (const [out, shown] of cases) {
          expect(out.length).toBeLessThanOrEqual(max);
          if (out === shown(text)) continue;
          expect(out.endsWith("…")).toBe(true);
          const cut = out.slice(0, -1);
          // The kept part ends between two characters of the text, or, when the first character alone is longer
          // than the room, between two of its code points (cut rather than dropped).
          const ends = [text.length];
          for (const { index } of seg.segment(text)) {
            if (index > cut.length) break;
            ends.push(index);
          }
          const inFirst = first.length > max - 1 ? [...Array(first.length).keys()] : [];
          expect([...ends, ...inFirst].some((at) => shown(text.slice(0, at)) === cut)).toBe(true);
        }
      }),
    );
  });

  it("slack keeps every Block Kit limit for any input (property)", () => {
    fc.assert(
      fc.property(arbEvent, arbMeta, (e, m) => {
        const p = slackPayload(e, m);
        expect(p.text.length).toBeLessThanOrEqual(SLACK_LIMITS.text);
        expect(p.blocks.length).toBeLessThanOrEqual(SLACK_LIMITS.blocks);
        for (const b of p.blocks) {
          if (b.type === "header") {
            expect(b.text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
            expect(b.text.text.length).toBeGreaterThan(0);
          }
          if (b.type === "section") {
            if (b.text) expect(b.text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.sectionText);
            expect((b.fields ?? []).length).toBeLessThanOrEqual(SLACK_LIMITS.fields);
            for (const f of b.fields ?? []) expect(f.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fieldText);
          }
          if (b.type === "actions")
            for (const el of b.elements) expect(el.url.length).toBeLessThanOrEqual(3000);
        }
        for (const t of [p.text, ...texts(p.blocks)]) {
          expect(t.length).toBeGreaterThan(0);
          expect(wellFormed(t)).toBe(true);
        }
        // mrkdwn texts carry no raw control characters: every & starts an entity, no < or > is left.
        for (const b of p.blocks.filter((x) => x.type === "section")) {
          for (const t of texts([b])) expect(t).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("every format serialises to JSON and round-trips for any input (property)", () => {
    fc.assert(
      fc.property(arbEvent, arbMeta, fc.constantFrom("scout", "slack", "zapier" as const), (e, m, f) => {
        const body = buildBody(f, e, m);
        expect(JSON.stringify(JSON.parse(body))).toBe(body);
        if (f === "scout") expect(JSON.parse(body).update.report_content).toBe(e.update.report_content);
      }),
      { numRuns: 200 },
    );
  });

  it("normalizeEvent turns a malformed stored event into strings and booleans", () => {
    const e = normalizeEvent({ scout: { id: 7, display_name: null }, update: { has_changes: "yes" } });
    expect(e.scout).toEqual({ id: "7", display_name: "", query: "" });
    expect(e.update.has_changes).toBe(false);
    expect(e.update.status).toBe("completed");
    expect(() => buildBody("slack", normalizeEvent(null), meta)).not.toThrow();
  });
});
