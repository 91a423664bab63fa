import { describe, expect, it } from "vitest";
import { createSource } from "../../src/relay/sources";
import { makeAccount } from "../helpers/deps";
import { relayPagesSuite } from "./relay-session";

// A relay destination's page (/platform/relay/<id>/destinations/<destination id>): its settings, retry policy and
// transform saved through the relay's services (read back through the API), and Try a transform.

const signedIn = relayPagesSuite();
const stripe = '{"id":"evt_1","type":"invoice.paid","data":{"object":{"amount_paid":2500}}}';

async function withDestination(fields: Record<string, string> = {}) {
  const t = await signedIn();
  const { id } = await t.create({ name: "Stripe", destination_url: "https://example.com/in", ...fields });
  const view = async () => (await t.api("GET", `/v1/relay/sources/${id}`)).body.destinations[0];
  const page = `/platform/relay/${id}/destinations/${(await view()).id}`;
  return { ...t, id, page, view };
}

describe("relay destination page: happy path", () => {
  it("the New source form takes a transform, max attempts with max age and a rate limit", async () => {
    const { b, id, page, view } = await withDestination({
      destination_max_attempts: "12",
      destination_max_age_s: "86400",
      destination_rate_limit: "5",
      destination_transform: '{"body": {"t": body.type}}',
    });
    expect(await view()).toMatchObject({
      retry: { max_attempts: 12, max_age_s: 86400 },
      rate_limit_per_s: 5,
      transform: '{"body": {"t": body.type}}',
    });
    const sourcePage = await (await b.get(`/platform/relay/${id}`)).text();
    expect(sourcePage).toContain("passthrough, transformed");
    expect(sourcePage).toContain(`href="${page}"`);
    const html = await (await b.get(page)).text();
    expect(html).toContain("12 attempts within 24 h, at most 5/s");
    expect(html).toContain('name="max_attempts" min="1" max="50" value="12"');
    expect(html).toContain("{&quot;body&quot;: {&quot;t&quot;: body.type}}</textarea>");
  });

  it("Save changes retry schedule, rate limit, filter and transform; empty fields go back to the defaults", async () => {
    const { post, follow, page, view } = await withDestination();
    const saved = await follow(
      await post(page, {
        url: "https://example.com/moved",
        format: "discord",
        retry_schedule: "0, 60, 3600",
        rate_limit: "2.5",
        filter: '{"body": {"type": "invoice.paid"}}',
        transform: '{"body": {"type": body.type}}',
      }),
    );
    expect(saved).toContain("Saved.");
    expect(saved).toContain('value="0, 60, 3600"');
    expect(await view()).toMatchObject({
      url: "https://example.com/moved",
      format: "discord",
      retry: { schedule_s: [0, 60, 3600] },
      rate_limit_per_s: 2.5,
      filter: { body: { type: "invoice.paid" } },
      transform: '{"body": {"type": body.type}}',
    });
    await follow(await post(page, { url: "https://example.com/moved" }));
    expect(await view()).toMatchObject({
      format: "passthrough",
      retry: { schedule_s: [0, 5, 300, 1800, 7200, 18000, 36000, 36000] },
      rate_limit_per_s: null,
      filter: null,
      transform: null,
    });
  });

  it("Try runs an expression on a stored request of the source, saving and sending nothing", async () => {
    const { b, post, id, page, view, send, ingestPath, deps } = await withDestination();
    const html = await (await b.get(`/platform/relay/${id}`)).text();
    const sent = await send(`http://x${ingestPath(html)}`, {
      headers: { "content-type": "application/json" },
      body: stripe,
    });
    const deliveries = () => deps.db.$client.prepare("select count(*) n from webhook_deliveries").get();
    const before = deliveries();
    const form = await (await b.get(page)).text();
    expect(form).toContain(`<option value="${sent.body.request_id}" selected="">`);
    const res = await post(`${page}/try`, {
      expression: '{"path": "/paid", "body": {"cents": body.data.object.amount_paid}}',
      request_id: sent.body.request_id,
      sample: "",
    });
    expect(res.status).toBe(200);
    const tried = await res.text();
    expect(tried).toContain("It would be forwarded as:");
    expect(tried).toContain("POST https://example.com/in/paid");
    expect(tried).toContain("{&quot;cents&quot;:2500}");
    expect(tried).toContain("What the expression received");
    expect((await view()).transform).toBeNull();
    expect(deliveries()).toEqual(before);
  });

  it("Try runs on a pasted JSON body, which wins over the chosen request, and shows a failure as the attempt would", async () => {
    const { b, post, id, page, send, ingestPath } = await withDestination();
    const html0 = await (await b.get(`/platform/relay/${id}`)).text();
    const stored = await send(`http://x${ingestPath(html0)}`, {
      headers: { "content-type": "application/json" },
      body: '{"type": "stored.one"}',
    });
    const pasted = await post(`${page}/try`, {
      expression: '{"body": {"text": "Paid: " & body.type}}',
      request_id: stored.body.request_id,
      sample: '{"type": "invoice.paid"}',
    });
    expect(pasted.status).toBe(200);
    expect(await pasted.text()).toContain("{&quot;text&quot;:&quot;Paid: invoice.paid&quot;}");
    const failed = await post(`${page}/try`, { expression: '{"nope": 1}', sample: "{}" });
    expect(failed.status).toBe(200);
    const html = await failed.text();
    expect(html).toContain("The transform failed: The transform answered an unknown key &quot;nope&quot;");
    expect(html).toContain("{&quot;nope&quot;: 1}</textarea>");
  });
});

describe("relay destination page: errors", () => {
  it("Save refuses a bad transform or retry policy at its field, keeps what was typed and changes nothing", async () => {
    const { post, page, view } = await withDestination();
    const refusals: [Record<string, string>, string][] = [
      [{ transform: '{"body": ' }, "Transform: not a JSONata expression"],
      [{ retry_schedule: "0, 5", max_attempts: "3", max_age_s: "60" }, "not both"],
      [{ max_attempts: "3" }, "Max age: a whole number of seconds from 1 to 604800"],
      [{ max_attempts: "51", max_age_s: "60" }, "Max attempts: a whole number from 1 to 50"],
      [{ retry_schedule: "0, 90000" }, "Retry schedule: at most 20 whole numbers"],
      [{ rate_limit: "0" }, "Rate limit: a number of requests a second"],
      [{ format: "fax" }, "Destination format: one of passthrough, slack, discord"],
    ];
    for (const [fields, problem] of refusals) {
      const res = await post(page, { url: "https://example.com/changed", ...fields });
      const html = await res.text();
      expect(res.status, problem).toBe(422);
      expect(html, problem).toContain(problem);
      expect(html, problem).toContain('value="https://example.com/changed"');
    }
    expect(await view()).toMatchObject({
      url: "https://example.com/in",
      transform: null,
      rate_limit_per_s: null,
    });
  });

  it("Try refuses an expression that does not compile, a sample that is not JSON, and no sample at all", async () => {
    const { post, page } = await withDestination();
    for (const [fields, problem] of [
      [{ expression: "$$$(", sample: "{}" }, "Expression: "],
      [{ expression: "", sample: "{}" }, "Expression: enter an expression."],
      [{ expression: "body", sample: "{nope" }, "Sample: not valid JSON"],
      [
        { expression: "body", sample: "", request_id: "" },
        "Sample: paste a JSON body, or pick a stored request.",
      ],
    ] as const) {
      const res = await post(`${page}/try`, fields);
      expect(res.status, problem).toBe(422);
      expect(await res.text(), problem).toContain(problem);
    }
  });
});

describe("relay destination page: security", () => {
  it("another source's request cannot be tried, and another account's destination is not found", async () => {
    const { b, post, page, create, send, ingestPath, deps } = await withDestination();
    const other = await create({ name: "Other" });
    const sent = await send(`http://x${ingestPath(other.html)}`, { body: "{}" });
    const res = await post(`${page}/try`, { expression: "body", request_id: sent.body.request_id });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("Sample: that request is not one this source received.");

    const bob = makeAccount(deps, "bob");
    const theirs = await deps.store.run(
      createSource(deps.clock, bob.account.id, {
        name: "Bob",
        destinations: [{ url: "https://example.com/bob" }],
      }),
    );
    const theirPage = `/platform/relay/${theirs.id}/destinations/${theirs.destinations[0]!.id}`;
    for (const r of [
      await b.get(theirPage),
      await post(theirPage, { url: "https://example.com/stolen" }),
      await post(`${theirPage}/try`, { expression: "body", sample: "{}" }),
    ]) {
      expect(r.status).toBe(404);
      expect(await r.text()).toContain("<h1>Not found</h1>");
    }
    const row = deps.db.$client.prepare("select url from relay_destinations where id = ?");
    expect(row.get(theirs.destinations[0]!.id)).toEqual({ url: "https://example.com/bob" });
  });
});
