import { afterEach, describe, expect, it } from "vitest";
import { runHarness } from "./harness";

// Text from pages keeps its structure: a heading read by a scout is never glued to the sentence after it, in the
// update's summary, its report or the webhook payload ("About us Acme was founded…" is two lines).

const page = (founded: number) => `<!doctype html><html><head><title>Acme</title></head><body><main>
<div><h2>About us</h2>Acme was founded in ${founded} by two blacksmiths in the town of Wexley.</div>
<h3>Products</h3><p>Acme makes anvils, hammers and tongs for working smiths in the whole region.</p>
</main></body></html>`;

type Harness = Awaited<ReturnType<typeof runHarness>>;
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("scout updates: text from pages keeps its structure", () => {
  it("keeps a heading apart from the next sentence in summaries, reports and webhook payloads", async () => {
    h = await runHarness();
    h.site.setPage("/about.html", page(1990));
    const res = await h.call<{ id: string }>("POST", "/v1/scouting/tasks", {
      query: `When was Acme founded? ${h.site.url}/about.html`,
      output_interval: 3600,
      webhook_url: h.receiver.url,
    });
    expect(res.status).toBe(200);
    const id = res.body.id;

    await h.runDue();
    let [first] = await h.updates(id);
    expect(first!.summary).toBe(
      "First run: Acme was founded in 1990 by two blacksmiths in the town of Wexley.",
    );
    expect(first!.report_content).toMatch(/About us\s*\n\s*Acme was founded in 1990/);
    const glued = /About us Acme|Products Acme/;
    expect(first!.report_content).not.toMatch(glued);
    const sent = h.receiver.received[0]!.body as { update: { summary: string; report_content: string } };
    expect(sent.update.summary).toBe(first!.summary);
    expect(JSON.stringify(sent)).not.toMatch(glued);

    // A change is named by its sentence alone, without the heading before it.
    h.site.setPage("/about.html", page(1991));
    h.clock.advance(3_600_000);
    await h.runDue();
    [first] = await h.updates(id);
    expect(first!.has_changes).toBe(true);
    expect(first!.summary).toContain('"Acme was founded in 1990 by two blacksmiths in the town of Wexley."');
    expect(first!.summary).not.toMatch(glued);
    const changed = h.receiver.received.at(-1)!.body as { update: { summary: string } };
    expect(changed.update.summary).toBe(first!.summary);
  });
});
