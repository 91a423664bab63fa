import { describe, expect, it } from "vitest";
import { formField } from "../../../test/helpers/form-field";
import { taskValues } from "./form-values";
import { dateText } from "./form-when";
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

const QUOTE: PageForm = {
  fields: [
    field({ tag: "select", name: "store", label: "Store", options: ["North", "South"] }),
    field({
      tag: "select",
      name: "unit",
      label: "Unit size",
      options: ["Locker (15 sq ft)", "Small (25 sq ft)", "Large (75 sq ft)", "Jumbo (150 sq ft, North only)"],
    }),
    field({ type: "number", name: "weeks", label: "For how many weeks?" }),
    field({ name: "name", label: "Name", invalid: REQUIRED }),
    field({ type: "email", name: "email", label: "Email", invalid: REQUIRED }),
  ],
  submit: "Email me a price",
  text: "/quote",
  heading: "Get a quote",
  search: false,
};

const BERTH: PageForm = {
  fields: [
    field({ tag: "select", name: "basin", label: "Basin", options: ["Town Basin", "Heron Reach"] }),
    field({ type: "date", name: "arrive", label: "Arriving", invalid: REQUIRED }),
    field({ type: "date", name: "leave", label: "Leaving", invalid: REQUIRED }),
    field({ type: "number", name: "loa", label: "Length overall (metres)", invalid: REQUIRED }),
    field({ name: "boat", label: "Boat's name" }),
    field({ name: "name", label: "Your name", invalid: REQUIRED }),
    field({ type: "email", name: "email", label: "Email", invalid: REQUIRED }),
  ],
  submit: "Request a berth",
  text: "/visitors",
  heading: "Book a visitor berth",
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

describe("requests said another way", () => {
  it("reads 'put me down for' as booking and 'get them to ring me back' as a call back", () => {
    const wreath = purposeOf("put me down for 2 places on the wreath making at aldwick please")!;
    expect(wreath.verb).toBe("book");
    expect(wreath.objectWords).toEqual(["wreath", "making", "aldwick"]);
    const callback = purposeOf("get clearway to ring me back in the evening about an intensive course")!;
    expect(callback.verb).toBe("callback");
    const form: PageForm = {
      fields: [field({ name: "name", label: "Name" })],
      submit: "Call me back",
      text: "",
      heading: "Ask us to call you",
      search: false,
    };
    expect(formFit(callback, form, { url: "http://127.0.0.1/contact", title: "Contact" })).toBeGreaterThan(0);
    expect(purposeOf("what time do you ring the bell")).toBeUndefined();
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

  it("reads a name beside a phone or introduced, the person it is for, and a postcode", () => {
    const voucher = taskValues(
      "order a gift voucher for my son Jack Dunn, posted please. I'm Paul Dunn, paul.dunn@example.com",
      [],
      NOW,
    );
    expect(voucher.names).toEqual(["Paul Dunn"]);
    expect(voucher.recipients).toEqual(["Jack Dunn"]);
    const lesson = taskValues("pick me up from LN3 7QA. Ellie Marsh 07700 900154", [], NOW);
    expect(lesson.names).toEqual(["Ellie Marsh"]);
    expect(lesson.postcodes).toEqual(["LN3 7QA"]);
    expect(lesson.phones).toEqual(["07700 900154"]);
    // A day is no one's name, and a time is no postcode.
    const day = taskValues("book the grotto for Christmas Eve at b1 2pm", [], NOW);
    expect(day.recipients).toEqual([]);
    expect(day.postcodes).toEqual([]);
  });

  it("counts children and adults apart, a bare party size, and not 'one of us'", () => {
    expect(taskValues("saturday at 11am, 2 kids and 3 adults", [], NOW).amounts).toEqual([
      { n: 3, unit: "people" },
      { n: 2, unit: "children" },
    ]);
    expect(
      taskValues("book afternoon tea for 4 at the shed next tuesday, one of us is gluten free", [], NOW)
        .amounts,
    ).toEqual([{ n: 4, unit: "people" }]);
    expect(taskValues("book the room for 2 hours", [], NOW).amounts).toEqual([{ n: 2, unit: "hours" }]);
  });

  it("reads the British 'half 2' as half past two, am or pm as the form's times have it", () => {
    const v = taskValues("this sunday at half 2", [], NOW);
    expect(v.time).toEqual({ h: 2, min: 30, loose: true });
    const slots: PageForm = {
      fields: [
        field({ tag: "select", name: "time", label: "Time", options: ["10:00", "11:00", "14:00", "14:30"] }),
      ],
      submit: "Book",
      text: "",
      search: false,
    };
    expect(fills(slots, "book the grotto this sunday at half 2")).toEqual({ Time: "14:30" });
  });

  it("writes a day the way the field asks", () => {
    const d = { y: 2026, m: 11, d: 28 };
    expect(dateText(d, "DD/MM/YYYY")).toBe("28/11/2026");
    expect(dateText(d, "mm/dd/yyyy")).toBe("11/28/2026");
    expect(dateText(d, "")).toBe("2026-11-28");
  });
});

describe("values to fields", () => {
  it("fills a postcode, the person it is for and a time of day named by its words", () => {
    const voucher: PageForm = {
      fields: [
        field({ name: "recipient", label: "Who is it for?", invalid: REQUIRED }),
        field({ name: "postcode", label: "Pick-up postcode", invalid: REQUIRED }),
        field({ name: "name", label: "Your name", invalid: REQUIRED }),
        field({
          tag: "select",
          name: "when",
          label: "Best time to call",
          options: ["Morning", "Evening (until 19:00)"],
        }),
      ],
      submit: "Send",
      text: "",
      search: false,
    };
    expect(
      fills(
        voucher,
        "a voucher for my son Jack Dunn, call in the evening, post it to LN3 7QA. I'm Paul Dunn",
      ),
    ).toEqual({
      "Who is it for?": "Jack Dunn",
      "Pick-up postcode": "LN3 7QA",
      "Your name": "Paul Dunn",
      "Best time to call": "Evening (until 19:00)",
    });
  });

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

  it("reads a quote asked for and a thing held as requests, and fills a quote form as said", () => {
    expect(purposeOf("get me a quote for a small unit at north")?.verb).toBe("quote");
    expect(purposeOf("ask Boxley for a price on a timing belt for my astra")).toMatchObject({
      verb: "quote",
      objectWords: ["price", "timing", "belt", "astra"],
    });
    expect(purposeOf("hold a locker at north for me from this saturday")?.verb).toBe("reserve");
    const quote = purposeOf("get me a quote for a small unit")!;
    expect(formFit(quote, QUOTE, { url: "/quote", title: "Quote" })).toBeGreaterThan(0);
    expect(formFit(quote, NEWSLETTER, { url: "/", title: "Home" })).toBe(0);
    // The option by its own name, not a word in its brackets; "Unit size" is no party's size; weeks are counted.
    expect(
      fills(QUOTE, "get me a quote for a small unit at north for about 10 weeks, Ann Lee ann@example.com"),
    ).toEqual({
      Store: "North",
      "Unit size": "Small (25 sq ft)",
      "For how many weeks?": "10",
      Name: "Ann Lee",
      Email: "ann@example.com",
    });
  });

  it("reads a stay's leaving day and a boat's length, and leaves a thing's name to the thing", () => {
    expect(
      fills(
        BERTH,
        "need a visitors berth at heron reach for 3 nights from next tuesday, 11.2 metres, Sian Pritch sian@example.com",
      ),
    ).toEqual({
      Basin: "Heron Reach",
      Arriving: "2026-12-01",
      Leaving: "2026-12-04",
      "Length overall (metres)": "11.2",
      "Your name": "Sian Pritch",
      Email: "sian@example.com",
    });
    expect(
      fills(
        BERTH,
        "book a berth in town basin arriving this saturday, leaving monday, my boat is 12.5m, Ann Lee a@b.co",
      ),
    ).toMatchObject({ Arriving: "2026-11-28", Leaving: "2026-11-30", "Length overall (metres)": "12.5" });
    const LESSON: PageForm = {
      ...BERTH,
      fields: [field({ name: "learner", label: "Learner's name", invalid: REQUIRED }), BERTH.fields[6]!],
    };
    expect(fills(LESSON, "book a lesson, Ellie Marsh e@x.co")).toEqual({
      "Learner's name": "Ellie Marsh",
      Email: "e@x.co",
    });
    // "12.5m" is no time, and no day at all is said: nothing is sent.
    expect(() =>
      planByPurpose(
        BERTH,
        taskValues("put me down for a berth, my boat is 12.5m, Ann Lee a@b.co", [BERTH], NOW),
      ),
    ).toThrow(/"Arriving", "Leaving", which the task does not say/);
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
