import { describe, expect, it } from "vitest";
import { formField } from "../../../test/helpers/form-field";
import type { PageForm, ReadPage } from "./page-read";
import { purposeOf } from "./purpose";
import { PurposeTask } from "./purpose-task";

// Finding the form a request is for, as data: which step the task takes from the pages it has read. The browser
// half is in test/browsing/purpose-forms.test.ts.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const SEARCH: PageForm = {
  fields: [formField({ type: "search", name: "q", label: "Search" })],
  submit: "Search",
  text: "/search",
  search: true,
};

const home = (links: [string, string][]): ReadPage => ({
  url: "http://127.0.0.1:9/",
  title: "Hollybrook Garden Centres",
  blocks: ["Plants, gifts and good advice"],
  links: links.map(([text, path]) => ({
    text,
    href: `http://127.0.0.1:9${path}`,
    chrome: true,
    section: "",
  })),
  forms: [SEARCH],
  lists: [],
  searchable: true,
});

const step = (task: string, page: ReadPage) =>
  new PurposeTask(purposeOf(task)!, NOW).step(page, new Map([[page.url, page]]));

describe("finding the form a request is for", () => {
  it("asks the site's search for what is booked when no link names it", () => {
    const page = home([
      ["Festive", "/christmas"],
      ["Contact", "/contact"],
    ]);
    expect(step("book santa's boathouse at riverside for saturday 12th december at 11am", page)).toEqual({
      action: { type: "search", query: "santa's boathouse riverside" },
      recoverable: true,
    });
  });

  it("follows a link that names it instead", () => {
    const page = home([
      ["Santa's Boathouse", "/christmas/boathouse"],
      ["Contact", "/contact"],
    ]);
    expect(step("book santa's boathouse at riverside", page)).toEqual({
      action: { type: "click", target: "Santa's Boathouse" },
      recoverable: true,
    });
  });
});
