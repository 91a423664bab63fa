import { describe, expect, it } from "vitest";
import { formField } from "../../../test/helpers/form-field";
import { dateText, taskValues } from "./form-values";
import type { PageForm } from "./page-read";
import { formFit, namesObject, purposeOf, saysNoObject } from "./purpose";
import { planByPurpose } from "./purpose-plan";

// Forms by purpose: the request, its values as people say them, and where each lands. The browser half (finding
// the form by following links, sending it, reading the confirmation) is in test/browsing/purpose-forms.test.ts.

/** Thursday 26 November 2026, 10:00 UTC: "next Tuesday" is 1 December. */
const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const field = formField;
const REQUIRED = "Please fill out this field.";

const ROOMS: PageForm = {
  fields: [
    field({
      tag: "select",
      name: "room",
      label: "Room",
      options: ["Choose a room", "Ash Room (Central)", "Rowan Room (Central)", "Willow Room (Fernbrook)"],
    }),
    field({ type: "date", name: "date", label: "Date", invalid: REQUIRED }),
    field({ type: "time", name: "start", label: "Start time", invalid: REQUIRED }),
    field({ type: "number", name: "hours", label: "How many hours?" }),
    field({ type: "number", name: "people", label: "Number of people" }),
    field({ name: "name", label: "Your name", invalid: REQUIRED }),
    field({ type: "email", name: "email", label: "Email", invalid: REQUIRED }),
  ],
  submit: "Send request",
  text: "/spaces/book",
  heading: "Request a booking",
  search: false,
};

const DEMO: PageForm = {
  fields: [
    field({ name: "name", label: "Your name", invalid: REQUIRED }),
    field({ type: "email", name: "work_email", label: "Work email", invalid: REQUIRED }),
    field({ name: "company", label: "Company", invalid: REQUIRED }),
    field({
      tag: "select",
      name: "company_size",
      label: "Company size",
      options: ["Select…", "1–10 employees", "11–50 employees", "51–200 employees", "1001+ employees"],
    }),
    field({ type: "date", name: "preferred_date", label: "Preferred date" }),
  ],
  submit: "Request demo",
  text: "/demo",
  search: false,
};

const NEWSLETTER: PageForm = {
  fields: [field({ type: "email", name: "email", label: "Email address" })],
  submit: "Subscribe",
  text: "/newsletter",
  heading: "Stay in touch",
  search: false,
};

const fills = (form: PageForm, task: string) =>
  Object.fromEntries(
    planByPurpose(form, taskValues(task, [form], NOW)).actions.flatMap((a) =>
      a.type === "fill" ? [[a.field, a.text]] : [],
    ),
  );

describe("requests by purpose", () => {
  it("reads the verb, what it is done to, and keeps the whole request for its values", () => {
    const r = purposeOf("please book the willow room for next tuesday at 2pm, name Priya");
    expect(r).toMatchObject({ verb: "book", object: "the willow room for next tuesday at 2pm" });
    expect(r?.objectWords).toEqual(["willow", "room"]);
    expect(r?.family).toContain("reservation");
    expect(purposeOf("apply for the product designer job for me - name Lucía")?.objectWords).toEqual([
      "product",
      "designer",
      "job",
    ]);
    expect(purposeOf("request a demo for me: Hana Sato")?.objectWords).toEqual(["demo"]);
  });

  it("is not a question, a navigation or a form named by its fields", () => {
    expect(purposeOf("can I book a room online?")).toBeUndefined();
    expect(purposeOf("what does a booking cost")).toBeUndefined();
    expect(purposeOf("go to the bookings page")).toBeUndefined();
    expect(purposeOf("book")).toBeUndefined();
  });

  it("finds the form by its heading, button or page, and never a form for something else", () => {
    const book = purposeOf("book the willow room next tuesday")!;
    const page = { url: "http://127.0.0.1/spaces", title: "Spaces to hire" };
    expect(formFit(book, ROOMS, page)).toBeGreaterThan(0);
    expect(formFit(book, NEWSLETTER, page)).toBe(0);
    expect(
      formFit(purposeOf("subscribe to the newsletter with ada@example.com")!, NEWSLETTER, page),
    ).toBeGreaterThan(0);
  });

  it("knows a form that fits only by its verb, and one that is another thing's", () => {
    const page = { url: "http://127.0.0.1/spaces", title: "Spaces to hire" };
    const massage = purposeOf("book me a hot stone massage tomorrow at 2.30pm")!;
    // A room-booking form fits "book" but names no massage, and is a booking of something else.
    expect(formFit(massage, ROOMS, page)).toBeGreaterThan(0);
    expect(namesObject(massage, ROOMS, page)).toBe(false);
    expect(saysNoObject(massage, { ...ROOMS, heading: "Book a room", submit: "Book" })).toBe(false);
    expect(saysNoObject(massage, { ...ROOMS, heading: "Bookings", submit: "Book now" })).toBe(true);
    // The room named among a select's options is named by the form.
    expect(namesObject(purposeOf("book the willow room next tuesday")!, ROOMS, page)).toBe(true);
    // A newsletter box is not named by the site's name in its page's title.
    const friends = purposeOf("join the playhouse friends scheme, lena@example.com")!;
    const home = { url: "http://127.0.0.1/", title: "Wendlebury Playhouse" };
    expect(namesObject(friends, NEWSLETTER, home)).toBe(false);
  });
});

describe("values as people say them", () => {
  it("resolves days and times from the task's creation", () => {
    const v = taskValues("book a table this saturday at 7.30pm for 4 people", [], NOW);
    expect(v.date).toEqual({ y: 2026, m: 11, d: 28 });
    expect(v.time).toEqual({ h: 19, min: 30 });
    expect(v.amounts).toEqual([{ n: 4, unit: "people" }]);
    expect(taskValues("next wednesday would be ideal", [], NOW).date).toEqual({ y: 2026, m: 12, d: 2 });
    // A length is not a day: "for 2 hours", "6 years".
    const lengths = taskValues("for 2 hours, 6 years experience", [], NOW);
    expect(lengths.date).toBeUndefined();
    expect(lengths.amounts).toEqual([
      { n: 2, unit: "hours" },
      { n: 6, unit: "years" },
    ]);
  });

  it("tells a phone number from a membership number, and reads a name said alone", () => {
    const v = taskValues(
      "membership number HL-204817, phone 07700 900412. Hana Sato, hana@kumo.test",
      [],
      NOW,
    );
    expect(v.phones).toEqual(["07700 900412"]);
    expect(v.emails).toEqual(["hana@kumo.test"]);
    expect(v.names).toEqual(["Hana Sato"]);
    expect(taskValues("there'll be eight of us", [], NOW).amounts).toEqual([{ n: 8, unit: "people" }]);
  });

  it("writes a day the way the field asks", () => {
    const d = { y: 2026, m: 11, d: 28 };
    expect(dateText(d, "DD/MM/YYYY")).toBe("28/11/2026");
    expect(dateText(d, "mm/dd/yyyy")).toBe("11/28/2026");
    expect(dateText(d, "")).toBe("2026-11-28");
  });
});

describe("values to fields", () => {
  it("fills each field the request gives, a list's option by its distinctive words", () => {
    expect(
      fills(
        ROOMS,
        "book the willow room for next tuesday at 2pm for 2 hours, there'll be 8 of us. name Priya Natarajan, email priya.n@example.com",
      ),
    ).toEqual({
      Room: "Willow Room (Fernbrook)",
      Date: "2026-12-01",
      "Start time": "14:00",
      "How many hours?": "2",
      "Number of people": "8",
      "Your name": "Priya Natarajan",
      Email: "priya.n@example.com",
    });
  });

  it("picks the range a number falls in, and the field a word fits closest", () => {
    expect(
      fills(
        DEMO,
        "request a demo for me: Hana Sato, hana@kumo-labs.test, company Kumo Labs. we're about 120 people. next wednesday would be ideal",
      ),
    ).toEqual({
      "Your name": "Hana Sato",
      "Work email": "hana@kumo-labs.test",
      Company: "Kumo Labs",
      "Company size": "51–200 employees",
      "Preferred date": "2026-12-02",
    });
  });

  it("sends nothing when the request names a list's choice that no option is, or that several are", () => {
    const task = "book a central room next tuesday at 2pm, name Ada Park, email ada@example.com";
    expect(() => planByPurpose(ROOMS, taskValues(task, [ROOMS], NOW))).toThrow(
      'the task names a room, but no option of "Room" fits (its options: Ash Room (Central), Rowan Room (Central), Willow Room (Fernbrook))',
    );
    // A list the request says nothing of is left as it is.
    expect(
      fills(ROOMS, "book next tuesday at 2pm, name Ada Park, email ada@example.com").Room,
    ).toBeUndefined();
  });

  it("sends nothing when the form requires what the request does not say", () => {
    expect(() =>
      planByPurpose(
        ROOMS,
        taskValues("book the willow room, name Ada Park, email ada@example.com", [ROOMS], NOW),
      ),
    ).toThrow(/"Date", "Start time", which the task does not say/);
  });
});
