import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { type CorpusSite, type ServedSite, serveSite } from "../corpus/serve";
import { browsingApp } from "./support";

// Forms by purpose, without a model, in a real browser: "book a check-up …" finds the form it is for by following
// links (back to the next best when a page has none), fills each value where it fits, presses the form's own
// button (not the menu's link of the same name), and reads the confirmation back. A request the form cannot take
// whole is never sent.

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Quayside Dental</title></head><body>` +
  `<header><nav><a href="/">Home</a> · <a href="/check-ups">Check-up bookings</a> · <a href="/team">Our people</a> · ` +
  `<a href="/appointments">Appointments</a> · <a href="/appointments">Book now</a></nav></header>` +
  `<main><h1>${title}</h1>${body}</main><footer>© 2026 Quayside Dental · Call 0113 496 0999</footer></body></html>`;

const DENTAL: CorpusSite = {
  name: "dental",
  layout,
  pages: {
    "/": layout("Welcome", "<p>Two practices on the quay, open six days a week.</p>"),
    // A page without the site's menu: going on means going back to a link of a page read before.
    "/check-ups":
      "<!doctype html><title>Check-ups</title><p>Check-up bookings open on the first of each month.</p>",
    "/team": layout("Our people", "<p>Dr Rao and Dr Lindqvist see patients at both practices.</p>"),
    "/appointments": layout(
      "Appointments",
      `<p>New and existing patients.</p><h2>See a dentist</h2><form method="post" action="/appointments">
      <p><label>Treatment <select name="treatment"><option value="">Choose…</option>
      <option value="checkup">Check-up (30 min)</option><option value="hygiene">Hygiene clean (45 min)</option>
      <option value="whitening">Whitening consultation</option></select></label></p>
      <p><label>Practice <select name="practice"><option value="harbour">Harbour Street</option>
      <option value="hill">Hill Road</option></select></label></p>
      <p><label>Day <input name="day" placeholder="DD/MM/YYYY" required></label></p>
      <p><label>Time <select name="time"><option>9:00 am</option><option>3:00 pm</option><option>4:30 pm</option></select></label></p>
      <p><label>Full name <input name="full_name" required></label></p>
      <p><label>Mobile <input type="tel" name="mobile" required></label></p>
      <button type="submit">Book now</button></form>`,
    ),
  },
  forms: {
    "/appointments": {
      title: "Appointment requested",
      reply: (f) =>
        `Thank you, ${f.full_name}. We will text ${f.mobile} to confirm ${f.treatment} on ${f.day}.`,
    },
  },
};

let pool: BrowserPool;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(DENTAL);
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

/** Thursday 26 November 2026, 10:00 UTC, the task's creation: "next Tuesday" is 1 December. */
const clock = { now: () => Date.UTC(2026, 10, 26, 10) };

describe("forms by purpose", () => {
  it("finds the form, going back when a page has none, fills it, sends it and reads the confirmation", async () => {
    const t = browsingApp(pool, {}, clock);
    const sent = site.submissions.length;
    const done = await t.run({
      task: "book me a check-up at hill road next tuesday at 3pm. name Ada Park, mobile 07700 900123",
      start_url: `${site.url}/`,
    });
    expect(done.error).toBeNull();
    expect(done.steps.map((s) => s.action)).toEqual([
      { type: "goto_url", url: `${site.url}/` },
      { type: "click", target: "Check-up bookings" },
      { type: "goto_url", url: `${site.url}/appointments` },
      { type: "fill", field: "Treatment", text: "Check-up (30 min)" },
      { type: "fill", field: "Practice", text: "Hill Road" },
      { type: "fill", field: "Day", text: "01/12/2026" },
      { type: "fill", field: "Time", text: "3:00 pm" },
      { type: "fill", field: "Full name", text: "Ada Park" },
      { type: "fill", field: "Mobile", text: "07700 900123" },
      { type: "click", target: "Book now", button: true },
    ]);
    expect(site.submissions.slice(sent)).toEqual([
      {
        path: "/appointments",
        fields: {
          treatment: "checkup",
          practice: "hill",
          day: "01/12/2026",
          time: "3:00 pm",
          full_name: "Ada Park",
          mobile: "07700 900123",
        },
      },
    ]);
    expect(done.result).toContain(
      "Thank you, Ada Park. We will text 07700 900123 to confirm checkup on 01/12/2026.",
    );
  });

  it("sends nothing when the form requires what the request does not say, naming it", async () => {
    const t = browsingApp(pool, {}, clock);
    const sent = site.submissions.length;
    const done = await t.run({
      task: "book a hygiene clean next friday at 9am for Ada Park",
      start_url: `${site.url}/appointments`,
    });
    expect(done.status).toBe("failed");
    expect(done.error).toBe(
      `Cannot carry out instruction 1 ("book a hygiene clean next friday at 9am for Ada Park"): ` +
        `${site.url}/appointments: the form asks for "Full name", "Mobile", which the task does not say`,
    );
    expect(site.submissions.length).toBe(sent);
  });

  it("fails plainly when no page read has a form for it", async () => {
    const t = browsingApp(pool, {}, clock);
    const done = await t.run({
      task: "renew my parking permit, plate AB12 CDE",
      start_url: `${site.url}/team`,
    });
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(
      /looked for a form to renew my parking permit on \d+ pages? \(.*\) and found none$/,
    );
  });
});
