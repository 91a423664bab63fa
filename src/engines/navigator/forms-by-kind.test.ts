import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import type { ReadPage } from "./page-read";
import { purposeOf } from "./purpose";
import { PurposeTask } from "./purpose-task";

// A cycle hire shop's and a sailing school's forms, as people ask for them: the form of the kind of thing booked,
// the list's option a request means when it does not spell it out, and the counts and names it gives.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const HIRE = plainForm(
  selectField("Bike", ["Adult tandem", "Adult hybrid", "Junior hybrid (8 to 12)"]),
  selectField("For how long", ["1 day", "A week", "Two weeks"]),
  formField({ name: "from", label: "Collection date", type: "date", invalid: "required" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);

describe("the option a request means", () => {
  it("takes an adult's over a child's unless a child is said, a week over two weeks, and no Yes not asked for", () => {
    const adult = filledBy(HIRE, "hire a hybrid for a week from saturday 5th december, Ola Berg", NOW);
    expect(adult).toMatchObject({ Bike: "Adult hybrid", "For how long": "A week" });
    // A Yes / No list the request says nothing of is left as it is, though its Yes names the thing hired.
    const helmets = plainForm(
      HIRE.fields[0]!,
      selectField("Add helmets", ["No thanks", "Yes, one for each bike"]),
    );
    expect(filledBy(helmets, "hire 2 adult hybrid bikes, Ola Berg", NOW)).toEqual({ Bike: "Adult hybrid" });
    expect(filledBy(helmets, "hire 2 adult hybrid bikes with helmets, Ola Berg", NOW)["Add helmets"]).toBe(
      "Yes, one for each bike",
    );
    const child = filledBy(
      HIRE,
      "hire a hybrid for my son for two weeks from saturday 5th december, Ola Berg",
      NOW,
    );
    expect(child).toMatchObject({ Bike: "Junior hybrid (8 to 12)", "For how long": "Two weeks" });
  });

  it("counts learners, things in pairs and copies, takes a day over as soon as possible, a man's shoes for dad's boots, and a holder's name as the sender's", () => {
    const lesson = plainForm(
      selectField("Course", ["Dinghy taster", "Keelboat day"]),
      selectField("Number of learners", ["1", "2", "3", "4"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(lesson, "book 3 of us on the dinghy taster, Ola Berg", NOW)["Number of learners"]).toBe(
      "3",
    );
    const repair = plainForm(
      selectField("Item", ["Gloves", "Boots"]),
      formField({ name: "items", label: "How many items", type: "number" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(repair, "repair 2 pairs of gloves, Ola Berg", NOW)["How many items"]).toBe("2");
    const callout = plainForm(
      selectField("When", ["As soon as possible", "On a day that suits me"]),
      formField({ name: "day", label: "Day (if booking)", type: "date" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(callout, "fit a new lock on monday 30th november, Ola Berg", NOW).When).toBe(
      "On a day that suits me",
    );
    const heels = plainForm(
      selectField("Shoes", ["Women's", "Men's"]),
      selectField("Pairs", ["1", "2", "3"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(heels, "re-heel my dad's work boots, Ola Berg", NOW).Shoes).toBe("Men's");
    expect(filledBy(heels, "re-heel my boots, Ola Berg", NOW).Shoes).toBeUndefined();
    const copies = plainForm(
      selectField("Key", ["Standard key", "Security key"]),
      selectField("How many", ["1", "2", "3", "4"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(copies, "order 3 copies of my security key, Ola Berg", NOW)["How many"]).toBe("3");
    const pass = plainForm(
      selectField("Pass", ["Season pass", "Ten-visit card"]),
      formField({ name: "holder", label: "Holder's name", invalid: "required" }),
    );
    expect(filledBy(pass, "buy me a season pass, Ola Berg ola@example.com", NOW)["Holder's name"]).toBe(
      "Ola Berg",
    );
  });
});

describe("requests made another way", () => {
  it("reads booking onto a class, pausing, asking for a thing, and getting a firm to send or come", () => {
    expect(purposeOf("book me on zumba at flexwell this friday")?.object).toBe(
      "zumba at flexwell this friday",
    );
    expect(purposeOf("pause my flexwell membership for a month from 1st march")?.family).toContain("freeze");
    expect(purposeOf("i'm a member - ask for a free nutrition chat with dev please")?.object).toBe(
      "a free nutrition chat",
    );
    expect(purposeOf("get keyway to send someone round, i've lost my keys")?.verb).toBe("book");
    // A quote asked for is no request of this kind.
    expect(purposeOf("ask for a quote for a new door lock")?.verb).not.toBe("request");
    expect(purposeOf("the lock jammed - book keyway to come and fix it on monday")?.object).toBe(
      "fix it on monday",
    );
  });

  it("names the one signed up with the sender, and leaves a field for another kind empty", () => {
    const join = plainForm(
      selectField("Plan", ["Solo", "Couples"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
      formField({ name: "partner", label: "Second member's name (Couples only)" }),
      formField({ name: "parent", label: "Parent's name (Junior only)" }),
    );
    const both = filledBy(
      join,
      "sign me and my husband up to the couples plan. I'm Ola Berg, and he's Per Berg",
      NOW,
    );
    expect(both).toEqual({
      Plan: "Couples",
      "Your name": "Ola Berg",
      "Second member's name (Couples only)": "Per Berg",
    });
    // No one else named: the second member's name is not the sender's.
    expect(filledBy(join, "sign me up to the couples plan, Ola Berg", NOW)).toEqual({
      Plan: "Couples",
      "Your name": "Ola Berg",
    });
  });
});

describe("the form of the kind of thing booked", () => {
  const page = (path: string, form: ReturnType<typeof plainForm>, links: [string, string][]): ReadPage => ({
    url: `http://127.0.0.1:9${path}`,
    title: "Hire | Tarn Sailing",
    blocks: [],
    links: links.map(([text, href]) => ({
      text,
      href: `http://127.0.0.1:9${href}`,
      chrome: true,
      section: "",
    })),
    forms: [{ ...form, heading: "Book your hire" }],
    lists: [],
  });

  it("reads who is booked into what, and looks on when a form has no option for it", () => {
    const req = purposeOf("book my 9 year old daughter onto the dinghy taster this saturday, Ola Berg")!;
    expect(req.object).toBe("the dinghy taster this saturday");
    expect(req.text).toContain("for my 9 year old daughter");
    const hire = page(
      "/hire",
      plainForm(selectField("Package", ["Topper hire", "Laser hire"]), HIRE.fields[3]!),
      [["Dinghy courses", "/courses"]],
    );
    const task = new PurposeTask(req, NOW);
    // The hire form books, but has no option for a taster: the next link is followed, not an error.
    expect(task.step(hire, new Map([[hire.url, hire]]))).toEqual({
      action: { type: "click", target: "Dinghy courses" },
      recoverable: true,
    });
  });

  it("does not take a form that books other things for a lesson", () => {
    const req = purposeOf("book 2 of us onto the adult dinghy lesson on sunday, Ola Berg")!;
    const hire = page(
      "/hire",
      plainForm(selectField("Boat", ["Adult dinghy", "Junior dinghy"]), HIRE.fields[3]!),
      [["Lessons", "/lessons"]],
    );
    const task = new PurposeTask(req, NOW);
    expect(task.step(hire, new Map([[hire.url, hire]]))).toEqual({
      action: { type: "click", target: "Lessons" },
      recoverable: true,
    });
  });
});
