import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { parseWebhookUrl, sendProblem, webhookUrlField } from "./url-policy";

const PORT = 8080;
const modes = ["any", "inbox", "off"] as const;
const configs = Object.fromEntries(
  modes.map((m) => [m, loadConfig({ WEBHOOK_LOCAL_HTTP: m, PORT: String(PORT) })]),
) as Record<(typeof modes)[number], ReturnType<typeof loadConfig>>;

/** Whether a webhook URL gets through, as a task/scout/test would meet it: accepted at the edge, then sendable. */
function allowed(mode: (typeof modes)[number], spelling: string): boolean {
  const edge = webhookUrlField.safeParse(spelling);
  return edge.success && sendProblem(configs[mode], parseWebhookUrl(spelling)) === undefined;
}

function normalisedForm(spelling: string): string {
  try {
    return new URL(spelling).href;
  } catch {
    return spelling;
  }
}

const caseOf = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((flips) => [...s].map((ch, i) => (flips[i] ? ch.toUpperCase() : ch.toLowerCase())).join(""));

/** Ways to write the loopback address that a URL parser reads as 127.0.0.1. */
const loopbackSpellings = ["127.0.0.1", "0x7f.0.0.1", "2130706433", "127.1", "0177.0.0.1", "127.000.000.001"];
const host = fc.oneof(
  fc.constantFrom(...loopbackSpellings),
  fc.constant("localhost").chain(caseOf),
  fc.constantFrom("%6c%6fcalhost", "localhost.", "[::1]", "example.com", "10.0.0.5", "bücher.example"),
  fc.constant("xn--bcher-kva.example"),
);
const scheme = fc.constantFrom("http", "https").chain(caseOf);
const port = fc.constantFrom("", `:${PORT}`, ":18800", ":80");
const path = fc.constantFrom(
  "/hooks/inbox/tok",
  "/x",
  "/hooks/inbox/../../admin",
  "/hooks/inbox/%2e%2e/%2E%2E/admin",
  "/hooks/inbox/tok?status=500",
);
const userinfo = fc.constantFrom("", "", "user:pw@", "user@", "@");
/** Characters a parser strips or a log line would show differently from what is sent. */
const unsafe = fc.constantFrom(" ", "\t", "\n", "\r", "\0", "\u000b", "\u00a0", "\u200b", "\ufeff", "\u2028");
const insert = (s: string) =>
  fc.tuple(unsafe, fc.nat({ max: s.length })).map(([ch, at]) => `${s.slice(0, at)}${ch}${s.slice(at)}`);

const spelling = fc
  .tuple(scheme, userinfo, host, port, path)
  .map(([sc, ui, h, p, pa]) => `${sc}://${ui}${h}${p}${pa}`);

describe("the webhook URL rule decides on the parsed URL, never on its spelling", () => {
  it("answers every spelling as it answers its normalised form, under each WEBHOOK_LOCAL_HTTP mode", () => {
    fc.assert(
      fc.property(spelling, (s) => {
        const norm = normalisedForm(s);
        for (const mode of modes) expect(allowed(mode, s), `${mode}: ${s}`).toBe(allowed(mode, norm));
        // What is stored is the normalised form.
        const edge = webhookUrlField.safeParse(s);
        if (edge.success) expect(edge.data).toBe(norm);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses any URL with whitespace or control characters in it, whatever the mode", () => {
    fc.assert(
      fc.property(spelling.chain(insert), (s) => {
        for (const mode of modes) expect(allowed(mode, s), `${mode}: ${JSON.stringify(s)}`).toBe(false);
        expect(parseWebhookUrl(s).problem).toBe(
          "Webhook URLs must not contain whitespace or control characters",
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps plain HTTP to other local services closed under inbox and off, however it is written", () => {
    for (const s of [
      "HTTP://127.0.0.1:18800/x",
      "Http://localhost:18800/x",
      "http://0x7f.1:18800/x",
      `hTTp://LOCALHOST:${PORT}/hooks/inbox/../../admin`,
    ]) {
      expect(allowed("any", s), s).toBe(true);
      expect(allowed("inbox", s), s).toBe(false);
      expect(allowed("off", s), s).toBe(false);
    }
    expect(allowed("inbox", `HTTP://127.0.0.1:${PORT}/hooks/inbox/tok`)).toBe(true);
    expect(allowed("off", `HTTP://127.0.0.1:${PORT}/hooks/inbox/tok`)).toBe(false);
  });

  it("refuses plain HTTP to anything but localhost and 127.0.0.1, and credentials in any URL", () => {
    for (const s of [
      "http://[::1]/x",
      "http://10.0.0.5/x",
      "http://example.com/x",
      "https://u:p@example.com/",
    ])
      expect(allowed("any", s), s).toBe(false);
    expect(allowed("any", "https://bücher.example/x")).toBe(true);
    expect(webhookUrlField.parse("HTTPS://Bücher.Example/x")).toBe("https://xn--bcher-kva.example/x");
  });
});
