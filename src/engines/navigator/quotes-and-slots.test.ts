import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";
import { taskValues } from "./form-values";
import { planByPurpose } from "./purpose-plan";

// A window cleaner's quotes and call backs as people ask for them ("get a quote from …", "get … to price …", "ask
// … & sons for a quote", "get … to ring me after 5pm"), and the values their forms take: an area in square metres,
// a part of the day said "after 17:00", storeys up to "4 or more" and the business the office is; then a sweep's
// and a photographer's: the pets said, a time ago in months for a list in years, and a "What for" left open.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("a quote or a call back asked of a firm by name", () => {
  it("reads 'get a quote from', 'get … to price' and 'ask … & sons for a quote' as quotes", () => {
    expect(
      requestOf(
        "get a quote from clearpane for cleaning my windows every 4 weeks, SQ5 3RT. Ali ali@example.com",
      )?.verb,
    ).toBe("quote");
    const price = requestOf(
      "get clearpane & sons to price pressure washing my drive, SQ2 7HD. Ali 07700 900111",
    );
    expect([price?.verb, price?.object]).toEqual(["quote", "pressure washing my drive"]);
    expect(
      requestOf(
        "ask clearpane & sons for a quote for fortnightly window cleaning at our office. Ali 07700 900111",
      )?.verb,
    ).toBe("quote");
  });

  it("reads 'get … & sons to ring me after 5pm' as a call back from them", () => {
    const ring = requestOf("get clearpane & sons to ring me after 5pm about my gutters. Ali 07700 900111");
    expect(ring?.verb).toBe("callback");
    expect(ring?.objectWords).toContain("clearpane");
  });
});

describe("values a quote's and a call back's forms take", () => {
  it("puts an area in square metres in the field for it, not a length's", () => {
    const quote = plainForm(
      formField({ type: "number", name: "area", label: "Area to wash, square metres" }),
      formField({ type: "number", name: "length", label: "Length of the drive, metres" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(quote, "quote for pressure washing my drive, about 45 square metres, Dev Rana", NOW),
    ).toEqual({
      "Area to wash, square metres": "45",
      "Your name": "Dev Rana",
    });
  });

  it("takes the part of the day said 'after 17:00' for a call after 5pm", () => {
    const call = plainForm(
      // (Named "time" by the page, so a list of times.)
      formField({
        tag: "select",
        name: "time",
        label: "When",
        options: ["Morning", "Afternoon", "Evening, after 17:00"],
      }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(call, "callback after 5pm about my gutters, Ian Vosper", NOW).When).toBe(
      "Evening, after 17:00",
    );
    // (A time no option takes in sends nothing.)
    expect(() => filledBy(call, "callback at 11am about my gutters, Ian Vosper", NOW)).toThrow(
      /no option for 11:00/,
    );
  });

  it("counts storeys among 1, 2, 3 and '4 or more', and names the office's business", () => {
    const office = plainForm(
      formField({ name: "business", label: "Business", invalid: "required" }),
      selectField("Storeys", ["1", "2", "3", "4 or more"]),
      formField({ name: "contact", label: "Contact name", invalid: "required" }),
    );
    const said =
      "quote for window cleaning at our 2-storey office, Threlby Family Dental, SQ3 1AB. contact Ama Boateng";
    expect(filledBy(office, said, NOW)).toEqual({
      Business: "Threlby Family Dental",
      Storeys: "2",
      "Contact name": "Ama Boateng",
    });
  });
});

describe("values a sweep's and a photographer's booking forms take", () => {
  it("counts the pets said ('plus our dog', 'our 2 cats') for a Pets list", () => {
    const sitting = plainForm(
      selectField("People in the photos", ["1", "2", "3", "4", "5", "6"]),
      selectField("Pets", ["0", "1", "2"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(sitting, "book a family shoot, there'll be 4 of us plus our dog. Megan Hollis", NOW),
    ).toEqual({
      "People in the photos": "4",
      Pets: "1",
      "Your name": "Megan Hollis",
    });
    expect(filledBy(sitting, "book a family shoot, 3 of us and our 2 cats. Megan Hollis", NOW).Pets).toBe(
      "2",
    );
  });

  it("reads 'about 18 months ago' as a year and a half, never a rough count of 18", () => {
    const sweep = plainForm(
      selectField("How many flues", ["1", "2", "3 or more"]),
      selectField("Last swept", [
        "Less than a year ago",
        "1 to 2 years ago",
        "More than 2 years ago",
        "Don't know",
      ]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(sweep, "book a sweep, it was last done about 18 months ago. Gareth Pugh", NOW)).toEqual({
      "Last swept": "1 to 2 years ago",
      "Your name": "Gareth Pugh",
    });
  });

  it("sends nothing when its 'What for' list is left open by what the request is for", () => {
    const book = plainForm(
      selectField("What for", ["A sweep", "A CCTV flue survey", "A sweep and a CCTV survey"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(() =>
      planByPurpose(
        book,
        taskValues("book a survey for a 5kw stove, Ayesha Khan", [book], NOW),
        [],
        "a survey",
      ),
    ).toThrow(/"What for" has no option for a survey/);
  });
});
