import { describe, expect, it } from "vitest";
import type { PageRecord } from "../page/records";
import { parseQuestion } from "../question/question";
import { type SoughtPage, searchText, seek } from "./seek";

// What the navigator types into a site's search: the thing asked about, not the site's name, a verb or the
// question around it; a second, narrower search when the first one's results did not answer; a home page's card or
// sentence read as a teaser of the page that says it in full; and an answer from a page not saying a word of the
// question, taken only once the search has been tried for a page that does.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const text = (t: string, section = ""): PageRecord => ({
  kind: "text",
  subject: "",
  section,
  fields: [],
  text: t,
});
const page = (
  url: string,
  title: string,
  records: PageRecord[],
  links: SoughtPage["links"] = [],
): SoughtPage => ({
  url,
  title,
  records,
  links,
  searchable: true,
});

describe("the words a site's search is given", () => {
  it("leaves out the site's own name and a verb pages leave unsaid, and matches words as stems", () => {
    const q = (s: string) => parseQuestion(s, NOW);
    const name = new Set(["fenner", "pharmaci", "pharmacy"]);
    expect(searchText(q("how much is a typhoid jab at fenners pharmacy"), undefined, name)).toBe(
      "typhoid jab",
    );
    expect(searchText(q("what do brackwater charge to use their slipway"))).toBe("brackwater slipway");
    expect(searchText(q("how many swinging moorings are there"))).toBe("swinging moorings");
  });

  it("searches again for the words no page read says, once the first search's best results did not answer", () => {
    const q = parseQuestion("how much is a typhoid jab at fenners pharmacy", NOW);
    const home = page("https://fenners.example/", "Fenner's Pharmacy", [
      text("Jabs and checks at two branches."),
    ]);
    const results = page(
      "https://fenners.example/search?q=typhoid+jab",
      "Search results | Fenner's Pharmacy",
      [],
      [{ href: "https://fenners.example/services", text: "Jabs & checks", chrome: false }],
    );
    const services = page("https://fenners.example/services", "Jabs & checks | Fenner's Pharmacy", [
      text("Flu jabs are £16; travel jabs by appointment.", "Jabs & checks"),
    ]);
    const state = { searched: true };
    expect(seek(q, [home, results, services], services, state)).toEqual({
      search: "typhoid",
      narrowed: true,
    });
    // Searched that way once, it does not search again.
    expect(seek(q, [home, results, services], services, { searched: true, narrowed: true })).toHaveProperty(
      "error",
    );
  });
});

describe("a home page's card", () => {
  it("is a teaser: the page it links to is read first, and answers when it says it", () => {
    const q = parseQuestion("what time does the tenth frame diner at pinfold close on fridays", NOW);
    const card: PageRecord = {
      kind: "card",
      subject: "Happy hour at the diner",
      section: "Pinfold Lanes › Don't miss",
      fields: [
        { name: "", value: "Monday to Friday" },
        { name: "", value: "17:00 to 19:00 at the Tenth Frame." },
      ],
      text: "Happy hour at the diner — Monday to Friday; 17:00 to 19:00 at the Tenth Frame.",
    };
    const diner = { href: "https://pinfold.example/diner", text: "The Tenth Frame diner", chrome: true };
    const home = page("https://pinfold.example/", "Pinfold Lanes", [card], [diner]);
    expect(seek(q, [home], home, { searched: false })).toEqual({ go: diner, onCurrent: true });
    const hours: PageRecord = {
      kind: "row",
      subject: "Friday",
      section: "Tenth Frame Diner › Diner hours",
      fields: [{ name: "Diner", value: "12:00–23:00" }],
      text: "Friday — Diner 12:00–23:00",
    };
    const menu = page("https://pinfold.example/diner", "Tenth Frame Diner | Pinfold Lanes", [hours]);
    expect(seek(q, [home, menu], menu, { searched: false, deferred: 1 })).toMatchObject({
      result: "Friday: Diner 12:00–23:00",
      url: "https://pinfold.example/diner",
    });
  });

  it("is so of its sentences: the page a link names is read before one answers", () => {
    const q = parseQuestion("what kind of sales are held at stowell", NOW);
    const about = text(
      "Auctioneers since 1901, with a main saleroom at Castlebridge for fine art and a second, smaller saleroom at " +
        "Stowell for general and toy sales.",
      "Lark & Sons",
    );
    const calendar = { href: "https://larkandsons.example/sales", text: "Sale calendar", chrome: true };
    const home = page("https://larkandsons.example/", "Lark & Sons", [about], [calendar]);
    expect(seek(q, [home], home, { searched: false })).toEqual({ go: calendar, onCurrent: true });
  });
});

describe("an answer from a page that does not say a word of the question", () => {
  it("waits for the site's search, and a result naming that word, and is taken when none does", () => {
    const q = parseQuestion("can i record a podcast at larkrise? how much an hour with an engineer", NOW);
    const row: PageRecord = {
      kind: "pair",
      subject: "Extra hours",
      section: "Make a record",
      fields: [{ name: "Extra hours", value: "£35 an hour, with the engineer" }],
      text: "Extra hours: £35 an hour, with the engineer",
    };
    const recording = page("https://larkrise.example/recording", "Make a record | Larkrise Studios", [row]);
    const state = { searched: false };
    expect(seek(q, [recording], recording, state)).toEqual({ search: expect.stringContaining("podcast") });
    const suite = { href: "https://larkrise.example/podcast", text: "Podcast suite", chrome: false };
    const results = page(
      "https://larkrise.example/search?q=record+podcast+engineer",
      "Search | Larkrise Studios",
      [],
      [suite],
    );
    const searched = { searched: true, deferred: 1 };
    expect(seek(q, [recording, results], results, searched)).toEqual({ go: suite, onCurrent: true });
    const podcast = page("https://larkrise.example/podcast", "Podcast suite | Larkrise Studios", [
      text(
        "Can you record a podcast at Larkrise? Yes: the podcast suite has 4 mics. How much? £42 an hour with an " +
          "engineer, or £32 an hour on your own.",
        "Podcast suite",
      ),
    ]);
    expect(seek(q, [recording, results, podcast], podcast, { searched: true, deferred: 2 })).toMatchObject({
      result: expect.stringContaining("£42 an hour with an engineer"),
    });
    // With no result naming it, the recording page's answer is taken.
    const none = { ...results, links: [] };
    expect(seek(q, [recording, none], none, { searched: true, deferred: 1 })).toMatchObject({
      result: "Extra hours: £35 an hour, with the engineer",
    });
  });
});
