import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { type CorpusSite, type ServedSite, serveSite } from "../corpus/serve";
import { browsingApp } from "./support";

// A booking form that asks for a lesson's start time the request does not say, in a real browser without a model:
// the request names the lesson, the pool and the day ("stage 1 at the lido road pool this saturday"), and the time
// is read from the site's timetable (behind a link called "Pool week") before the form is sent; a pool the request
// does not name is the one the timetable's row gives. Two rows that both fit leave the time open: nothing is sent.

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Brightwater Swim School</title>` +
  `</head><body><header><nav><a href="/">Home</a> · <a href="/about">Who we are</a> · ` +
  `<a href="/timetable">Pool week</a> · <a href="/try">Try a lesson</a> · <a href="/prices">Prices</a></nav></header>` +
  `<main><h1>${title}</h1>${body}</main><footer>© 2026 Brightwater Swim School · 0161 496 0456</footer></body></html>`;

const day = (name: string, rows: string[][]) =>
  `<table><caption>${name}</caption><tr><th>Time</th><th>Lesson</th><th>Ages</th><th>Pool</th></tr>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</table>`;

const TIMES = ["09:00", "09:30", "10:00", "17:00", "17:30", "18:00"];

const SWIM: CorpusSite = {
  name: "swim",
  layout,
  pages: {
    "/": layout("Brightwater Swim School", "<p>Small groups in two warm pools, from age 4 to adults.</p>"),
    "/about": layout("Who we are", "<p>Teachers trained by Swim England since 2009.</p>"),
    "/prices": layout("Prices", "<p>£9.50 a lesson, paid by the term. Your first lesson is free.</p>"),
    "/timetable": layout(
      "Pool week",
      day("Monday", [
        ["17:00", "Stage 2", "6 to 8", "Marsh Lane pool"],
        ["17:30", "Stage 3", "7 to 10", "Marsh Lane pool"],
        ["18:00", "Stage 3", "7 to 10", "Lido Road pool"],
      ]) +
        day("Saturday", [
          ["09:00", "Stage 1", "4 to 6", "Lido Road pool"],
          ["09:30", "Stage 2", "6 to 8", "Marsh Lane pool"],
          ["10:00", "Stage 1", "4 to 6", "Marsh Lane pool"],
        ]),
    ),
    "/try": layout(
      "Try a lesson",
      `<p>Your first lesson is on us.</p><form method="post" action="/try/send">
      <p><label>Swimmer's name <input name="swimmer" required></label></p>
      <p><label>Lesson <select name="lesson"><option>Stage 1</option><option>Stage 2</option>
      <option>Stage 3</option></select></label></p>
      <p><label>Pool <select name="pool"><option>Lido Road pool</option><option>Marsh Lane pool</option>
      </select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Lesson start time <select name="time">${TIMES.map((t) => `<option>${t}</option>`).join("")}
      </select></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Book my free lesson</button></form>`,
    ),
  },
  forms: {
    "/try/send": {
      title: "Booked",
      reply: (f) => `${f.swimmer}'s free lesson is booked for ${f.date} at ${f.time}, ${f.pool}.`,
    },
  },
};

let pool: BrowserPool;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(SWIM);
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

// Thursday 26 November 2026: "this saturday" is the 28th, "monday" the 30th.
const clock = { now: () => Date.UTC(2026, 10, 26, 10) };
const run = async (task: string) => {
  const sent = site.submissions.length;
  const done = await browsingApp(pool, {}, clock).run({ task, start_url: `${site.url}/` });
  return { ...done, sent: site.submissions.slice(sent) };
};

describe("a lesson's start time read from the site's timetable", () => {
  it("books the lesson named at the time the timetable gives, and says where the time came from", async () => {
    const done = await run(
      "book a free trial lesson for my son Tom Reid - stage 1 at the lido road pool this saturday. ana.reid@example.com",
    );
    expect(done.error).toBeNull();
    expect(done.sent).toEqual([
      {
        path: "/try/send",
        fields: {
          swimmer: "Tom Reid",
          lesson: "Stage 1",
          pool: "Lido Road pool",
          date: "2026-11-28",
          time: "09:00",
          email: "ana.reid@example.com",
        },
      },
    ]);
    expect(done.result).toContain("/timetable");
  });

  it("takes the pool the timetable's row gives when the request names none", async () => {
    const done = await run("book me a free stage 2 lesson this saturday, Ravi Shah ravi.shah@example.com");
    expect(done.error).toBeNull();
    expect(done.sent[0]?.fields).toMatchObject({ lesson: "Stage 2", pool: "Marsh Lane pool", time: "09:30" });
  });

  it("sends nothing when two rows fit, and says so", async () => {
    const done = await run(
      "my daughter Mia Ode is 9, book her a free trial lesson at stage 3 on monday. sam.ode@example.com",
    );
    expect(done.error).toMatch(/more than one time/);
    expect(done.sent).toEqual([]);
  });
});
