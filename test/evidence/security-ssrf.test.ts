import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { registerBrowsingWorker } from "../../src/browsing/worker";
import { loadConfig } from "../../src/config";
import { checkUrl, publicOnly } from "../../src/engines/browser/guard";
import { FetchError, fetchPage } from "../../src/engines/research/fetch-page";
import { classifyAddress } from "../../src/net/address-policy";
import { pagesClient } from "../../src/net/clients";
import { createGuardedAgent } from "../../src/net/guarded-agent";
import { registerResearchQueue } from "../../src/research/worker";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { jsonInit, makeAccount, makeDeps, type SqliteDeps } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { type Receiver, startHttpsReceiver, startReceiver } from "../webhooks/receiver";
import { pipeline as evidencePipeline } from "../webhooks/setup";
import { endpointsOf } from "./arbitraries";

// The security suite, part 2: server-side request forgery. Webhook URLs are refused at acceptance (plain HTTP
// beyond localhost) and at send time (any private, loopback, link-local or metadata address, however written);
// the research and browsing engines refuse private addresses unless AGENT_ALLOW_PRIVATE_NETWORKS, redirects too.

let https: Receiver;
let cert: string;
let site: FixtureSite;
let deps: SqliteDeps;
let app: ReturnType<typeof createApp>;
let user: ReturnType<typeof makeAccount>;
const opened: SqliteDeps[] = [];

/** Deps that may not reach private networks (webhooks without an allow list; engines without the flag). */
function privateClosed(extra: Record<string, string> = {}): SqliteDeps {
  const d = makeDeps({
    env: { AGENT_ALLOW_PRIVATE_NETWORKS: "false", WEBHOOK_TIMEOUT_MS: "500", ...extra },
    webhookTlsCa: cert,
  });
  opened.push(d);
  return d;
}

beforeAll(async () => {
  ({ receiver: https, cert } = await startHttpsReceiver());
  site = await startFixtureSite();
  deps = privateClosed();
  registerWebhookDispatcher(deps);
  registerResearchQueue(deps);
  app = createApp(deps);
  user = makeAccount(deps);
});

afterAll(async () => {
  for (const d of opened) {
    await d.jobs.stop(1_000);
    await d.http.close();
  }
  await https.close();
  await site.close();
});

describe("SSRF: webhook URLs at acceptance", () => {
  const refused = [
    "http://10.0.0.1/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://192.168.1.1/",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://example.com/hook",
    "http://localhost.example.com/hook",
    "ftp://127.0.0.1/hook",
    "file:///etc/passwd",
    "gopher://127.0.0.1:70/_x",
    "javascript:alert(1)",
    "http://user:pass@127.0.0.1/hook",
    "https://user:pass@example.com/hook",
    "//127.0.0.1/hook",
    "not a url",
  ];
  const baseBody: Record<string, Record<string, unknown>> = {
    "/v1/research/tasks": { query: "q" },
    "/v1/browsing/tasks": { task: "go to https://example.com" },
    "/v1/scouting/tasks": { query: "q" },
  };

  it("every endpoint that takes a webhook_url refuses private and non-HTTPS URLs with 422 at its loc", async () => {
    const takers = (await endpointsOf(app)).filter((ep) => ep.body?.includes("webhook_url"));
    expect(takers.length).toBeGreaterThanOrEqual(5);
    const scout = await app.request("/v1/scouting/tasks", jsonInit("POST", { query: "q" }, user.headers));
    const scoutId = ((await scout.json()) as { id: string }).id;
    const problems: string[] = [];
    for (const ep of takers) {
      for (const url of refused) {
        const path = ep.path.replace(/:\w+/, scoutId);
        const res = await app.request(
          path,
          jsonInit(ep.method, { ...baseBody[ep.path], webhook_url: url }, user.headers),
        );
        const body = (await res.json()) as { detail: { loc: unknown[] }[] };
        const at =
          Array.isArray(body.detail) && body.detail.some((d) => d.loc.join(".") === "body.webhook_url");
        if (res.status !== 422 || !at) problems.push(`${ep.method} ${ep.path} ${url} -> ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("SSRF: webhook deliveries at send time", () => {
  const port = () => https.port;
  const loopbackForms = () => [
    `https://127.0.0.1:${port()}/hook`,
    `https://127.1:${port()}/hook`,
    `https://2130706433:${port()}/hook`,
    `https://0x7f000001:${port()}/hook`,
    `https://0177.0.0.1:${port()}/hook`,
    `https://[::1]:${port()}/hook`,
    `https://[::ffff:127.0.0.1]:${port()}/hook`,
    `https://[::ffff:7f00:1]:${port()}/hook`,
    `https://localhost:${port()}/hook`,
    `https://0.0.0.0:${port()}/hook`,
    `https://[::]:${port()}/hook`,
  ];
  const privateForms = [
    "https://169.254.169.254/latest/meta-data/",
    "https://100.100.100.200/latest/meta-data/",
    "https://[fd00:ec2::254]/latest/meta-data/",
    "https://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
    "https://10.0.0.1/hook",
    "https://172.16.0.1/hook",
    "https://192.168.1.1/hook",
    "https://100.64.0.1/hook",
    "https://[fe80::1]/hook",
    "https://[fd12:3456::1]/hook",
    "https://224.0.0.1/hook",
  ];

  /** Send a test webhook through the API; return the attempt's error class from the delivery log. */
  async function sendTest(a: ReturnType<typeof createApp>, headers: Record<string, string>, url: string) {
    const res = await a.request(
      "/v1/scouting/webhooks/test",
      jsonInit("POST", { webhook_url: url }, headers),
    );
    expect(res.status, url).toBe(200);
    const out = (await res.json()) as { success: boolean; delivery_id: string; status_code: number | null };
    const detail = (await (
      await a.request(`/v1/webhooks/deliveries/${out.delivery_id}`, { headers })
    ).json()) as { attempt_log: { error_class: string | null }[] };
    return { ...out, errorClass: detail.attempt_log[0]?.error_class };
  }

  it("refuses loopback however it is written (decimal, hex, octal, short, IPv6, mapped, names): blocked, nothing sent", async () => {
    const before = https.requests.length;
    const problems: string[] = [];
    for (const url of loopbackForms()) {
      const out = await sendTest(app, user.headers, url);
      if (out.success || out.errorClass !== "blocked") problems.push(`${url}: ${JSON.stringify(out)}`);
    }
    expect(problems).toEqual([]);
    expect(https.requests.length).toBe(before);
  });

  it("refuses private, link-local, CGNAT, multicast and cloud metadata addresses: blocked", async () => {
    const problems: string[] = [];
    for (const url of privateForms) {
      const out = await sendTest(app, user.headers, url);
      if (out.success || out.errorClass !== "blocked") problems.push(`${url}: ${JSON.stringify(out)}`);
    }
    expect(problems).toEqual([]);
  });

  it("a metadata host name is never reached (here it does not resolve: network error, no request)", async () => {
    const out = await sendTest(app, user.headers, "https://metadata.google.internal/computeMetadata/v1/");
    expect(out.success).toBe(false);
    expect(["blocked", "network"]).toContain(out.errorClass);
  });

  it("control: the same HTTPS receiver is reached once 127.0.0.1/32 is allow-listed", async () => {
    const open = privateClosed({ WEBHOOK_ALLOWED_CIDRS: "127.0.0.1/32" });
    const a = createApp(open);
    const u = makeAccount(open);
    const out = await sendTest(a, u.headers, `https://127.0.0.1:${port()}/hook`);
    expect(out).toMatchObject({ success: true, status_code: 200, errorClass: null });
    expect(https.requests.some((r) => r.headers["webhook-id"] === out.delivery_id)).toBe(true);
  });

  it.each([
    "https://2130706433:PORT/hook",
    "https://[::ffff:127.0.0.1]:PORT/hook",
    "https://localhost:PORT/hook",
  ])("the dispatcher refuses %s too: one blocked attempt, final", async (template) => {
    const p = evidencePipeline({ tlsCa: cert });
    try {
      const before = https.requests.length;
      const id = p.enqueue(template.replace("PORT", String(port())));
      expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 1 });
      expect(p.attempts(id)[0]).toMatchObject({ errorClass: "blocked", retryable: false });
      expect(https.requests.length).toBe(before);
    } finally {
      await p.close();
    }
  });
});

describe("SSRF: WEBHOOK_LOCAL_HTTP decides on the parsed URL, not its spelling", () => {
  let local: Receiver;
  beforeAll(async () => {
    local = await startReceiver();
  });
  afterAll(() => local.close());

  it("inbox and off keep other local services out of reach however the URL is written", async () => {
    const url = local.url("/x");
    const respelled = [url.replace("http:", "HTTP:"), url.replace("http://127.0.0.1", "Http://localhost")];
    for (const mode of ["inbox", "off"]) {
      const d = privateClosed({ WEBHOOK_LOCAL_HTTP: mode });
      const a = createApp(d);
      const u = makeAccount(d);
      for (const spelling of respelled) {
        const res = await a.request(
          "/v1/scouting/webhooks/test",
          jsonInit("POST", { webhook_url: spelling }, u.headers),
        );
        expect(res.status, `${mode} ${spelling}`).toBe(200);
        expect(await res.json(), `${mode} ${spelling}`).toMatchObject({ success: false, status_code: null });
      }
      // Automatic deliveries of a research task too: stored normalised, refused before connecting.
      const task = await a.request(
        "/v1/research/tasks",
        jsonInit("POST", { query: `${site.url}/history.html facts`, webhook_url: respelled[0] }, u.headers),
      );
      const { task_id } = (await task.json()) as { task_id: string };
      registerWebhookDispatcher(d);
      registerResearchQueue(d);
      await d.jobs.runUntilEmpty();
      const list = (await (
        await a.request(`/v1/webhooks/deliveries?source_id=${task_id}`, { headers: u.headers })
      ).json()) as {
        deliveries: { url: string; status: string }[];
      };
      expect(list.deliveries).toMatchObject([{ url, status: "failed" }]);
    }
    expect(local.requests).toEqual([]);
  });

  it("refuses whitespace and control characters in a webhook URL with a 422 at its field, storing nothing", async () => {
    const url = local.url("/x");
    for (const spelling of [
      ` ${url}`,
      `\t${url}`,
      `\n${url}`,
      `${url}\r\n`,
      `${url}\u0000`,
      url.replace("/x", "/\tx"),
    ]) {
      const res = await app.request(
        "/v1/scouting/webhooks/test",
        jsonInit("POST", { webhook_url: spelling }, user.headers),
      );
      expect(res.status, JSON.stringify(spelling)).toBe(422);
      const body = (await res.json()) as { detail: { loc: string[]; msg: string }[] };
      expect(body.detail[0]).toMatchObject({
        loc: ["body", "webhook_url"],
        msg: "Webhook URLs must not contain whitespace or control characters",
      });
    }
    expect(local.requests).toEqual([]);
  });
});

describe("SSRF: the engines without AGENT_ALLOW_PRIVATE_NETWORKS", () => {
  const forms = () => {
    const p = new URL(site.url).port;
    return [
      `http://127.0.0.1:${p}/history.html`,
      `http://127.1:${p}/history.html`,
      `http://2130706433:${p}/history.html`,
      `http://0x7f000001:${p}/history.html`,
      `http://0.0.0.0:${p}/history.html`,
      `http://localhost:${p}/history.html`,
      `http://[::1]:${p}/history.html`,
      `http://[::ffff:127.0.0.1]:${p}/history.html`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
    ];
  };

  it("research fetches refuse loopback and private addresses in every notation", async () => {
    const before = site.requests.length;
    const dispatcher = deps.http.pages;
    for (const url of forms()) {
      const err = await fetchPage(url, { dispatcher, timeoutMs: 2_000 }).catch((e) => e);
      expect(err, url).toBeInstanceOf(FetchError);
      expect((err as Error).message, url).toMatch(/refused|not publicly routable/);
    }
    expect(site.requests.length).toBe(before);
  });

  it("control: with the flag set the same fetch reads the page", async () => {
    const open = loadConfig({ AGENT_ALLOW_PRIVATE_NETWORKS: "true" });
    const dispatcher = pagesClient(open);
    const page = await fetchPage(`${site.url}/history.html`, { dispatcher }).finally(() =>
      dispatcher.destroy(),
    );
    expect(page.body).toContain("Marta Kessel");
  });

  it("a redirect from an allowed host into private space is refused at the hop (guarded per connection)", async () => {
    // 127.0.0.2 stands in for a public host: the guard allows it and nothing else that is not public.
    let redirector: Server | undefined;
    try {
      redirector = createServer((_req, res) => {
        res.writeHead(302, { location: `${site.url}/history.html` });
        res.end();
      });
      await new Promise<void>((resolve, reject) => {
        redirector!.once("error", reject);
        redirector!.listen(0, "127.0.0.2", () => resolve());
      });
    } catch {
      return void console.warn("127.0.0.2 is not available here: redirect test skipped");
    }
    const from = `http://127.0.0.2:${(redirector.address() as AddressInfo).port}/start`;
    const asIfPublic = createGuardedAgent((ip) => ip === "127.0.0.2" || classifyAddress(ip) === "public");
    const before = site.requests.length;
    try {
      const err = await fetchPage(from, { dispatcher: asIfPublic, timeoutMs: 2_000 }).catch((e) => e);
      expect(err).toBeInstanceOf(FetchError);
      expect((err as Error).message).toMatch(/refused|not publicly routable/);
      expect(site.requests.length).toBe(before);
      // Control: a guard that allows the target too follows the same redirect to the page.
      const both = createGuardedAgent((ip) => ip === "127.0.0.2" || ip === "127.0.0.1");
      expect((await fetchPage(from, { dispatcher: both })).body).toContain("Marta Kessel");
      await both.close();
    } finally {
      await asIfPublic.close();
      await new Promise<void>((r) => redirector!.close(() => r()));
    }
  });

  it("a research task on a private URL fails saying why, and the page is never requested", async () => {
    const before = site.requests.length;
    const res = await app.request(
      "/v1/research/tasks",
      jsonInit("POST", { query: `Who built it? ${site.url}/history.html`, mode: "fast" }, user.headers),
    );
    const { task_id } = (await res.json()) as { task_id: string };
    await deps.jobs.runUntilEmpty();
    const task = (await (
      await app.request(`/v1/research/tasks/${task_id}`, { headers: user.headers })
    ).json()) as {
      status: string;
      error: string;
    };
    expect(task.status).toBe("failed");
    expect(task.error).toMatch(/refused|not publicly routable/);
    expect(site.requests.length).toBe(before);
  });

  it("chat research on a private URL answers that it could not read it, without requesting it", async () => {
    const before = site.requests.length;
    const res = await app.request(
      "/v1/chat/completions",
      jsonInit(
        "POST",
        {
          model: "research-fast",
          messages: [{ role: "user", content: `Summarise ${site.url}/history.html` }],
        },
        { Authorization: `Bearer ${user.key}` },
      ),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toMatch(/could not research/);
    expect(site.requests.length).toBe(before);
  });

  it.each([
    ["http://127.0.0.1/", undefined],
    ["http://2130706433/", undefined],
    ["http://0x7f000001/", undefined],
    ["http://0/", undefined],
    ["http://[::1]/", undefined],
    ["http://[::ffff:7f00:1]/", undefined],
    ["http://localhost/", undefined],
    ["http://foo.localhost/", undefined],
    ["http://169.254.169.254/latest/meta-data/", undefined],
    ["file:///etc/passwd", undefined],
    ["chrome://settings", undefined],
    ["http://rebind.example/", ["127.0.0.1"]],
    ["http://mixed.example/", ["93.184.216.34", "10.0.0.5"]],
    ["http://v6.example/", ["::ffff:192.168.0.1"]],
  ] as const)("the browser guard refuses %s", async (url, answer) => {
    const verdict = await checkUrl(
      url,
      publicOnly(async () => [...(answer ?? ["93.184.216.34"])]),
    );
    expect(verdict.allowed).toBe(false);
  });

  it("control: the browser guard lets a public address and local schemes through", async () => {
    expect(
      (
        await checkUrl(
          "http://public.example/",
          publicOnly(async () => ["93.184.216.34"]),
        )
      ).allowed,
    ).toBe(true);
    expect((await checkUrl("data:text/html,hi")).allowed).toBe(true);
  });

  it("a browsing task on a private URL (real Chromium) fails, and the page is never requested", async () => {
    const browsing = privateClosed();
    const stop = registerBrowsingWorker(browsing);
    const a = createApp(browsing);
    const u = makeAccount(browsing);
    const before = site.requests.length;
    try {
      const res = await a.request(
        "/v1/browsing/tasks",
        jsonInit("POST", { task: `go to ${site.url}/history.html`, max_steps: 3 }, u.headers),
      );
      const { task_id } = (await res.json()) as { task_id: string };
      await browsing.jobs.runUntilEmpty();
      const task = (await (
        await a.request(`/v1/browsing/tasks/${task_id}`, { headers: u.headers })
      ).json()) as {
        status: string;
        error: string | null;
      };
      expect(task.status).toBe("failed");
      expect(task.error ?? "").toMatch(/block|refus|not allowed|loopback|private/i);
      expect(site.requests.length).toBe(before);
    } finally {
      await stop();
    }
  }, 90_000);
});
