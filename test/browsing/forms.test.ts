import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { startBrowseSite } from "../helpers/browse-site";
import { startShopSite } from "../helpers/shop-site";
import { browsingApp, isWebp } from "./support";

// Forms filled in by their meaning, without a model: each value goes into the field it names, each fill is a step
// with its screenshot, and what the site received comes back in the result.
let pool: BrowserPool;
let shop: Awaited<ReturnType<typeof startShopSite>>;
let fixture: Awaited<ReturnType<typeof startBrowseSite>>;
beforeAll(async () => {
  shop = await startShopSite();
  fixture = await startBrowseSite();
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await shop?.close();
  await fixture?.close();
});

describe("the default navigator fills in forms", () => {
  it("fills each field as a step with its screenshot, sends the form and reports what the page said", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "Go to the contact page and fill in the form with name Ada Park, topic Repairs and email ada@example.com, then submit",
      start_url: shop.url("/"),
    });
    expect(done.error).toBeNull();
    expect(done.steps.map((s) => s.action)).toEqual([
      { type: "goto_url", url: shop.url("/") },
      { type: "click", target: "Contact" },
      { type: "fill", field: "Your name", text: "Ada Park" },
      { type: "fill", field: "Topic", text: "Repairs" },
      { type: "fill", field: "Email", text: "ada@example.com" },
      { type: "click", target: "Send message", button: true },
    ]);
    expect(done.result).toBe(
      `Sent the form on ${shop.url("/contact.html")} with Your name "Ada Park", Topic "Repairs", Email "ada@example.com".\n` +
        "Message sent Thanks, Ada Park! We will reply to ada@example.com about Repairs. Your message:\n" +
        `(from "Message sent", ${shop.url("/contact/send")})`,
    );
    const traj = (await (await t.trajectory(done.task_id)).json()) as {
      steps: { step: number; image: string }[];
    };
    expect(traj.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const s of traj.steps) expect(isWebp(Buffer.from(s.image, "base64")), `step ${s.step}`).toBe(true);
  });

  it("a value no field takes fails, naming its field word, before anything is typed", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "fill in the contact form with name Ada and phone 0113 496 0000 and submit",
      start_url: shop.url("/contact.html"),
    });
    expect(done.status).toBe("failed");
    expect(done.error).toBe(
      'Cannot carry out instruction 1 ("fill in the contact form with name Ada and phone 0113 496 0000"): ' +
        'the form has no field for "phone" (its fields: Your name, Email, Topic, Your message)',
    );
    expect(done.steps.map((s) => s.action.type)).toEqual(["goto_url"]);
  });

  it("a form the browser refuses to send (a required field left empty) fails, naming the field", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "fill in the form with name Ada and submit",
      start_url: shop.url("/contact.html"),
    });
    expect(done.status).toBe("failed");
    expect(done.error).toContain('): the form was not sent: "Email": ');
    expect(new URL(done.steps.at(-1)!.url).pathname).toBe("/contact.html");
  });

  it("without a submit button, sends with Enter", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "fill in the form with email ada@example.com and send it",
      start_url: shop.url("/newsletter.html"),
    });
    expect(done.error).toBeNull();
    expect(done.steps.slice(1).map((s) => s.action)).toEqual([
      { type: "fill", field: "Your email", text: "ada@example.com" },
      { type: "key_press", key_comb: "Enter" },
    ]);
    expect(done.result).toContain("ada@example.com joined the newsletter.");
  });

  it("leaves a search box alone and finds the contact form by its link", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "fill in the contact form with name 'Ada Lovelace' and email ada@example.com and submit",
      start_url: fixture.url("/"),
    });
    expect(done.error).toBeNull();
    expect(done.steps[1]!.action).toEqual({ type: "click", target: "Contact form" });
    expect(done.result).toContain("Thanks, Ada Lovelace! We will write to ada@example.com.");
    expect(fixture.requests.filter((r) => r.path.startsWith("/search"))).toEqual([]);
  });
});
