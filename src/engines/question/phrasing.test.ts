import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { wordsOf } from "./match";
import { parseQuestion } from "./question";

// Questions as people type them, over a courier-and-storage firm of this file's own: a rate "an hour", a rate after
// a minimum, who runs or does what, a superlative the page states itself, a headcount "in total", a verb the page
// leaves unsaid, "best for", the asker's own thing, and a synonym.

const page = (path: string, body: string) => {
  const url = `https://hauliers.example${path}`;
  const m = extractHtml(
    `<html><head><title>${path} | Tern Haulage</title></head><body><nav><a href="/">Home</a></nav><main>${body}</main>
    <footer>Tern Haulage, one low price every day</footer></body></html>`,
    url,
  );
  return { url, title: m.title, records: m.records };
};

const RATES = page(
  "/rates",
  `<h1>Rates</h1><table><tr><th>Crew</th><th>First 3 hours</th><th>Each hour after that</th><th>Full day</th></tr>
  <tr><td>Two transit vans and 3 porters</td><td>£330</td><td>£118</td><td>£1,100</td></tr>
  <tr><td>Transit van and 1 porter</td><td>£120</td><td>£38</td><td>£310</td></tr>
  <tr><td>Box lorry and 1 porter</td><td>£150</td><td>£52</td><td>£390</td></tr></table>
  <h2>Extras</h2><dl><dt>Sundays</dt><dd>add 20% to the bill</dd><dt>Packing</dt><dd>£28 an hour for each packer</dd><dt>Oversize bags</dt><dd>£4 each</dd></dl>`,
);
const PEOPLE = page(
  "/people",
  `<h1>People</h1><p>There are 19 of us altogether; these are the ones you will meet.</p>
  <div class="cards"><div class="card"><h3>Ruth Okafor</h3><p>Owner</p><p>Started Tern in 2004.</p></div>
  <div class="card"><h3>Callum Webb</h3><p>Depot manager</p><p>Looks after every crate in the depot.</p></div>
  <div class="card"><h3>Nadia Sousa</h3><p>Upholsterer</p><p>Does every repair to sofas and chairs.</p></div>
  <div class="card"><h3>Ama Lee</h3><p>Upholsterer</p><p>Re-covers cushions.</p></div></div>`,
);
const HELP = page(
  "/help",
  `<h1>Help</h1><h2>When can you start?</h2><p>Our earliest start is 06:30 and our latest is 14:00.</p>
  <h2>How do I cancel?</h2><p>You can cancel online. Give us 14 days' notice in writing. Crates can be returned
  after the three-month minimum term.</p>
  <h2>Storage</h2><dl><dt>Shortest stay</dt><dd>6 weeks</dd><dt>Days</dt><dd>Monday, Wednesday and Friday</dd></dl>`,
);

const NOW = new Date("2026-11-26T10:00:00Z");
const ask = (question: string, pages = [RATES, PEOPLE, HELP]) => {
  const outcome = answerQuestion(pages, parseQuestion(question, NOW));
  return "found" in outcome ? outcome.found.text : "not found";
};

describe("questions as people type them", () => {
  it("reads 'how much an hour' as a rate's period, and the hours after a minimum as their own column", () => {
    expect(ask("how much an hour for your packers")).toMatch(/£28 an hour/);
    expect(ask("after the first 3 hours how much an hour for a box lorry with 1 porter")).toBe(
      "Box lorry and 1 porter: Each hour after that £52",
    );
  });

  it("reads 'how much extra' as the charge for the thing, a share of the bill included", () => {
    expect(ask("whats the extra charge if you move us on a sunday")).toBe("Sundays: add 20% to the bill");
  });

  it("does not read the 1 of '£1,100' as '1 porter'", () => {
    expect(wordsOf("Full day £1,100").has("1")).toBe(false);
    expect(wordsOf("Full day £1,100").has("1100")).toBe(true);
    expect(ask("how much is a full day with a transit van and 1 porter")).toBe(
      "Transit van and 1 porter: Full day £310",
    );
  });

  it("names who runs a thing from their role, and who does a thing from what they do", () => {
    expect(ask("who runs the depot")).toMatch(/^Callum Webb/);
    expect(ask("whos in charge of the depot")).toMatch(/^Callum Webb/);
    expect(ask("who does the sofa repairs these days")).toMatch(/^Nadia Sousa/);
  });

  it("lists the people asked for by what they are", () => {
    expect(ask("who are the upholsterers")).toMatch(/^Nadia Sousa, Ama Lee\n/);
    expect(ask("which of your people are managers")).toMatch(/^Callum Webb/);
    // A role "who" reads: the one person who holds it.
    expect(ask("who are the owners")).toMatch(/^Ruth Okafor/);
  });

  it("answers a superlative the page states itself, and only that clause", () => {
    expect(ask("whats the latest start time you do")).toBe("our latest is 14:00");
    expect(ask("whats the shortest time i can store things for")).toBe("Shortest stay: 6 weeks");
  });

  it("reads a headcount 'in total' from the sentence that states it", () => {
    expect(ask("how many people work at tern in total")).toBe("There are 19 of us altogether");
  });

  it("leaves out verbs pages do not say and the asker's own things, never the subject", () => {
    expect(ask("which days does the storage thing run")).toBe("Days: Monday, Wednesday and Friday");
    expect(ask("how much notice do i have to give to cancel my account")).toBe(
      "Give us 14 days' notice in writing.",
    );
    // A subject no record names is still not answered.
    expect(ask("which days does the ferry run")).toBe("not found");
  });

  it("reads 'best for' as which one is for it, and a suitcase as a bag", () => {
    expect(ask("which of your people is best for sofa repairs")).toMatch(/^Nadia Sousa/);
    expect(ask("how much do you charge for an oversize suitcase")).toBe("Oversize bags: £4 each");
  });
});

const SCHOOL = page(
  "/lessons",
  `<h1>What we teach</h1><table><tr><th>Instrument</th><th>Northside</th><th>Southside</th><th>Youngest age</th></tr>
  <tr><td>Piano</td><td>Monday to Saturday</td><td>Tuesday, Thursday</td><td>5</td></tr>
  <tr><td>Cello</td><td>Wednesday</td><td>Tuesday</td><td>9</td></tr></table>
  <h2>Practice rooms, per hour</h2><table><tr><th>Room</th><th>Our pupils</th><th>Everyone else</th></tr>
  <tr><td>Small practice room</td><td>£7</td><td>£11</td></tr></table>
  <h2>Boxes</h2><table><tr><th>Item</th><th>Each</th><th>Pack price</th></tr>
  <tr><td>Music box</td><td>£3.50</td><td>4 for £12</td></tr></table>
  <p>Tern started the school with one piano in 1999. Members get 2 hours of practice rooms a week.</p>`,
);
const FLEET = page(
  "/fleet",
  `<h1>Fleet</h1><dl><dt>Box lorry</dt><dd>20 cubic metres, with a tail lift</dd><dt>Our fleet</dt>
  <dd>5 lorries and 2 vans</dd></dl>`,
);

describe("the cell, the count and the yes a question means", () => {
  it("the price for everyone else when the asker is not one of the pupils, and one item's 'Each'", () => {
    expect(ask("how much an hour is the small practice room if im not one of your pupils", [SCHOOL])).toBe(
      "Small practice room: Everyone else £11",
    );
    expect(ask("how much is one music box", [SCHOOL])).toBe("Music box: Each £3.50");
  });

  it("an age for 'how old', and the days of the centre asked for a yes or no", () => {
    expect(ask("how old do you have to be for cello", [SCHOOL])).toBe("Cello: Youngest age 9");
    expect(ask("is the southside centre open on a friday", [SCHOOL])).toMatch(/^No — /);
  });

  it("counts neither what a place began with, an amount of a thing, a measure, nor a deed's doers", () => {
    expect(ask("how many pianos have you got", [SCHOOL])).toBe("not found");
    expect(ask("how many practice rooms do members get", [SCHOOL])).toBe("not found");
    expect(ask("how many lorries have you got", [FLEET])).toMatch(/^Our fleet: 5 lorries/);
    expect(ask("how many teachers are there", [SCHOOL])).toBe("not found");
  });

  it("is not answered by the site's name alone", () => {
    const home = {
      ...page("/", `<h1>Tern Haulage</h1><p>Visitors welcome from £22 a day.</p>`),
      title: "Tern Haulage",
      url: "https://hauliers.example/",
    };
    expect(ask("what do tern charge to use their slipway", [home])).toBe("not found");
    // A list of what only the site's name says is not the page's rows ("Visit | Wren Physio": its days).
    const visit = {
      ...page(
        "/visit",
        `<h1>Visit</h1><table><tr><th>Day</th><th>Hours</th></tr>
      <tr><td>Monday</td><td>09:00–17:00</td></tr><tr><td>Tuesday</td><td>09:00–19:00</td></tr></table>`,
      ),
      title: "Visit | Wren Physio",
    };
    expect(ask("which physiotherapists could i see on a tuesday", [visit])).toBe("not found");
  });
});
