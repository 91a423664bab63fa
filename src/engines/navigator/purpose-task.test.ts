import { describe, expect, it } from "vitest";
import { formField } from "../../../test/helpers/form-field";
import { taskValues } from "./form-values";
import type { PageForm, ReadPage } from "./page-read";
import { purposeOf } from "./purpose";
import { planByPurpose } from "./purpose-plan";
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

  it("does not take the site's name for what is booked: the book club's form is not the story time's", () => {
    const club: ReadPage = {
      ...home([["What's on", "/whats-on"]]),
      url: "http://127.0.0.1:9/book-club",
      title: "Book club | Lantern Books",
      forms: [
        {
          fields: [
            formField({
              tag: "select",
              name: "club",
              label: "Club",
              options: ["Lantern Book Club", "Lantern Juniors"],
            }),
            formField({ name: "name", label: "Your name", invalid: "Please fill out this field." }),
          ],
          submit: "Join",
          text: "/book-club/join",
          heading: "Join a Lantern Books club",
          search: false,
        },
      ],
    };
    const front = { ...home([]), title: "Lantern Books" };
    const task = new PurposeTask(
      purposeOf("book my twins on the christmas story time at lantern books, Anna Byrne")!,
      NOW,
    );
    const pages = new Map([
      [front.url, front],
      [club.url, club],
    ]);
    // Not filled in: the site's search is asked for the story time (the twins are who it is for), as no link names it.
    expect(task.step(club, pages)).toEqual({
      action: { type: "search", query: "christmas story time" },
      recoverable: true,
    });
  });
});

describe("where a newsletter's form is", () => {
  it("looks on the news page for it, whatever its link says", () => {
    const front: ReadPage = {
      ...home([
        ["Our beers", "/beers"],
        ["From the mill", "/news"],
      ]),
      title: "Old Weir Brewing Co.",
      forms: [],
      searchable: false,
    };
    const beers = { ...front, url: "http://127.0.0.1:9/beers", title: "Our beers | Old Weir Brewing Co." };
    const task = new PurposeTask(purposeOf("sign me up for the old weir newsletter, Ana Lopes")!, NOW);
    const pages = new Map([
      [front.url, front],
      [beers.url, beers],
    ]);
    expect(task.step(front, pages)).toEqual({
      action: { type: "click", target: "From the mill" },
      recoverable: true,
    });
  });
});

describe("requests and values said as people say them", () => {
  it("reads 'get 4 places on', 'we'd like a …' and 'put us on the waiting list' as what they ask", () => {
    expect(purposeOf("can you get 4 places on the tasting evening in tolbury")?.verb).toBe("book");
    expect(purposeOf("we'd like a glamping pod arriving next tuesday")?.objectWords).toEqual([
      "glamping",
      "pod",
    ]);
    expect(purposeOf("put us on the waiting list for a lodge")?.verb).toBe("join");
    expect(purposeOf("I'd like to know your opening hours")).toBeUndefined();
  });

  it("answers a Yes / No list by what the request says of its thing, and keeps an address out of a name", () => {
    const stay: PageForm = {
      fields: [
        formField({ tag: "select", name: "dog", label: "Bringing a dog?", options: ["Yes", "No"] }),
        formField({ name: "name", label: "Name" }),
        formField({ type: "email", name: "email", label: "Email" }),
      ],
      submit: "Book",
      text: "",
      search: false,
    };
    const fill = (task: string) =>
      Object.fromEntries(
        planByPurpose(stay, taskValues(task, [stay], NOW)).actions.flatMap((a) =>
          a.type === "fill" ? [[a.field, a.text]] : [],
        ),
      );
    expect(fill("book a lodge, and we're bringing the dog. name is Gemma Price gemma@example.com")).toEqual({
      "Bringing a dog?": "Yes",
      Name: "Gemma Price",
      Email: "gemma@example.com",
    });
    expect(fill("a pod for two, no dog. Priya Das, priya@example.com")["Bringing a dog?"]).toBe("No");
    expect(fill("a pod for two. Priya Das, priya@example.com")["Bringing a dog?"]).toBeUndefined();
  });
});

describe("a form that asks for what the request never gives", () => {
  it("is taken for another thing's, and the next best link is followed", () => {
    const front: ReadPage = {
      ...home([
        ["Measuring", "/measuring"],
        ["Visit us", "/showrooms"],
      ]),
      title: "Weft & Warp Flooring",
      forms: [],
      searchable: false,
    };
    const measuring: ReadPage = {
      ...front,
      url: "http://127.0.0.1:9/measuring",
      title: "Measuring | Weft & Warp Flooring",
      forms: [
        {
          fields: [
            formField({ name: "postcode", label: "Postcode", invalid: "Please fill out this field." }),
            formField({
              tag: "select",
              name: "floor",
              label: "Flooring",
              options: ["Carpet", "Hard floors"],
            }),
            formField({ name: "date", label: "Day", type: "date" }),
            formField({ name: "name", label: "Your name" }),
          ],
          submit: "Book",
          text: "/measure/book",
          heading: "Book an appointment to measure, from our showrooms",
          search: false,
        },
      ],
    };
    const task = new PurposeTask(
      purposeOf(
        "book an appointment at the oakhurst showroom on saturday 5th december to look at hard floors, Ben Okafor",
      )!,
      NOW,
    );
    const pages = new Map([
      [front.url, front],
      [measuring.url, measuring],
    ]);
    expect(task.step(measuring, pages)).toEqual({
      action: { type: "click", target: "Visit us" },
      recoverable: true,
    });
  });
});
