import { describe, expect, it } from "vitest";
import type { PageRecord } from "../page/records";
import { parseQuestion } from "../question/question";
import { type SoughtPage, seek } from "./seek";

// Of this file's own: a paintball site whose woods page gives a weekly rule for walk-on players, and whose
// "Where & when" page has the Christmas rows. A yes or no for a date asked is not taken from the weekly rule while
// the page of the dates' own hours is unread.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday
const pair = (subject: string, value: string, section: string): PageRecord => ({
  kind: "pair",
  subject,
  section,
  fields: [{ name: subject, value }],
  text: `${subject}: ${value}`,
});
const row = (subject: string, section: string, cells: [string, string][]): PageRecord => ({
  kind: "row",
  subject,
  section,
  fields: cells.map(([name, value]) => ({ name, value })),
  text: `${subject} — ${cells.map(([n, v]) => `${n} ${v}`).join(", ")}`,
});
const link = (path: string, text: string) => ({ href: `https://scarrow.example${path}`, text, chrome: true });
const when = link("/venues", "Where & when");
const links = [link("/rules", "Before you play"), when, link("/parties", "Birthdays")];
const woods: SoughtPage = {
  url: "https://scarrow.example/woods",
  title: "Out in the woods | Scarrow Wood Paintball",
  records: [
    pair(
      "Walk-on players",
      "On Saturdays and Sundays singles and small groups join other groups: book at least 24 hours ahead",
      "Out in the woods",
    ),
  ],
  links,
};
const venues: SoughtPage = {
  url: "https://scarrow.example/venues",
  title: "Where & when | Scarrow Wood Paintball",
  records: [
    row("Sunday 27 December", "Where & when › Christmas and New Year", [
      ["Scarrow Wood", "Closed"],
      ["The Arena", "12:00 to 19:00"],
    ]),
  ],
  links,
};

describe("a yes or no for a date asked", () => {
  const q = parseQuestion("can we play paintball at scarrow wood on sunday 27th december", NOW);

  it("goes first to the page of the days' hours rather than take a weekly rule's yes", () => {
    expect(seek(q, [woods], woods, { searched: false })).toEqual({ go: when, onCurrent: true });
  });

  it("answers from the date's own row once it is read, the light verb asking nothing of it", () => {
    expect(seek(q, [woods, venues], venues, { searched: true, deferred: 1 })).toMatchObject({
      result: expect.stringMatching(/^No — .*Sunday 27 December — Scarrow Wood Closed/),
      url: venues.url,
    });
  });

  it("takes the weekly rule of a weekday asked without a date", () => {
    const saturday = parseQuestion("can i play paintball on my own at scarrow wood on a saturday", NOW);
    expect(seek(saturday, [woods], woods, { searched: false })).toMatchObject({
      result: expect.stringMatching(/^Yes — .*Walk-on players/),
    });
  });
});
