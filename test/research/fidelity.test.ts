import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries } from "../../src/db/schema";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { startModelServer } from "../helpers/model-server";
import { researchApp } from "./helpers";

// The research task's answer as the hosted service publishes it: `mode` echoed, `structured_output_status`,
// citations with `preview_data`, and page text that keeps its structure (a heading is never glued to the sentence
// after it) in the result, the summary and the webhook payload.

const ABOUT = `<!doctype html><html><head><meta charset="utf-8"><title>About Acme</title>
<meta name="description" content="Who we are and where we come from.">
<meta property="og:image" content="/img/acme-card.png">
<link rel="icon" href="/favicon.ico"></head>
<body><main><section><h2>About us</h2><p>Acme was founded in 1990 by two blacksmiths in the town of Wexley.</p>
<h2>Products</h2><div>Acme makes anvils, hammers and tongs for working smiths.</div>
<p>Every Acme anvil is forged in Wexley and tested by hand before it leaves the workshop.</p></section></main>
</body></html>`;

const BARE = `<!doctype html><html><body><main><p>A page without a title, a description, an icon or an image,
which still says that Acme was founded in 1990 and that it makes anvils for smiths.</p></main></body></html>`;

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ "/about.html": ABOUT, "/bare.html": BARE });
});
afterAll(() => site.close());

const schema = { type: "object", properties: { year: { type: "integer" } } };

describe("research task answers: published fields", () => {
  it("echoes mode on create and get", async () => {
    const { deps, api } = researchApp();
    const fast = await api.create({ query: `When was Acme founded? ${site.url}/about.html`, mode: "fast" });
    expect(fast.body.mode).toBe("fast");
    const deep = await api.create({ query: `When was Acme founded? ${site.url}/about.html` });
    expect(deep.body.mode).toBe("deep");
    await deps.jobs.runUntilEmpty();
    expect((await api.get(fast.body.task_id)).body.mode).toBe("fast");
    expect((await api.get(deep.body.task_id)).body.mode).toBe("deep");
  });

  it("gives each citation the page's preview_data: title, description, favicon and image", async () => {
    const { deps, api } = researchApp();
    const q = `When was Acme founded? ${site.url}/about.html ${site.url}/bare.html`;
    const { body } = await api.create({ query: q, mode: "fast" });
    await deps.jobs.runUntilEmpty();
    const task = (await api.get(body.task_id)).body as unknown as { citations: Record<string, unknown>[] };
    const about = task.citations.find((c) => c.url === `${site.url}/about.html`);
    expect(about).toEqual({
      id: expect.any(Number),
      url: `${site.url}/about.html`,
      title: "About Acme",
      preview_data: {
        title: "About Acme",
        description: "Who we are and where we come from.",
        favicon: `${site.url}/favicon.ico`,
        image: `${site.url}/img/acme-card.png`,
      },
    });
    const bare = task.citations.find((c) => c.url === `${site.url}/bare.html`);
    expect(bare?.preview_data).toEqual({ title: null, description: null, favicon: null, image: null });
  });

  it("structured_output_status: none without a schema; pending, then succeeded or failed with one", async () => {
    const q = `When was Acme founded? ${site.url}/about.html`;
    const plain = researchApp();
    const none = await plain.api.create({ query: q, mode: "fast" });
    expect((await plain.api.get(none.body.task_id)).body.structured_output_status).toBe("none");
    await plain.deps.jobs.runUntilEmpty();
    expect((await plain.api.get(none.body.task_id)).body.structured_output_status).toBe("none");

    // Without a model the schema cannot be filled: failed once the task is done.
    const noModel = await plain.api.create({ query: q, mode: "fast", output_schema: schema });
    expect((await plain.api.get(noModel.body.task_id)).body.structured_output_status).toBe("pending");
    await plain.deps.jobs.runUntilEmpty();
    const failed = (await plain.api.get(noModel.body.task_id)).body;
    expect(failed).toMatchObject({
      status: "succeeded",
      structured_result: null,
      structured_output_status: "failed",
    });

    // A task that fails (no source) cannot fill it either.
    const noSource = await plain.api.create({ query: "no sources", mode: "fast", output_schema: schema });
    await plain.deps.jobs.runUntilEmpty();
    expect((await plain.api.get(noSource.body.task_id)).body).toMatchObject({
      status: "failed",
      structured_output_status: "failed",
    });

    const model = await startModelServer([
      { content: "Founded in 1990 [1]." },
      { content: '{"year": 1990}' },
    ]);
    try {
      const withModel = researchApp({ env: { MODEL_BASE_URL: model.baseUrl } });
      const ok = await withModel.api.create({ query: q, mode: "fast", output_schema: schema });
      expect((await withModel.api.get(ok.body.task_id)).body.structured_output_status).toBe("pending");
      await withModel.deps.jobs.runUntilEmpty();
      expect((await withModel.api.get(ok.body.task_id)).body).toMatchObject({
        structured_result: { year: 1990 },
        structured_output_status: "succeeded",
      });
    } finally {
      await model.close();
    }
  });
});

describe("research task answers: text from pages keeps its structure", () => {
  it("never glues a heading to the next sentence in the result, the summary or the webhook payload", async () => {
    const { deps, api } = researchApp();
    const { body } = await api.create({
      query: `When was Acme founded? ${site.url}/about.html`,
      mode: "fast",
      webhook_url: "https://hooks.example.com/acme",
    });
    await deps.jobs.runUntilEmpty();
    const task = (await api.get(body.task_id)).body as unknown as { result: string };
    expect(task.result).not.toMatch(/About us Acme|Products Acme/);
    expect(task.result).toMatch(/About us\s*\n\s*Acme was founded in 1990/);
    expect(task.result).toMatch(/Products\s*\n\s*Acme makes anvils/);

    const delivery = deps.db.select().from(deliveries).where(eq(deliveries.sourceId, body.task_id)).get()!;
    const update = (delivery.event as { update: { summary: string; report_content: string } }).update;
    expect(update.summary).toBe("Acme was founded in 1990 by two blacksmiths in the town of Wexley.");
    expect(update.report_content).toBe(task.result);
    expect(JSON.stringify(update)).not.toMatch(/About us Acme|Products Acme/);
  });
});
