import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { when } from "./form-when";
import { purposeOf } from "./purpose";

// Requests and forms as a print shop's and a dance school's customers make them, on forms of this file's own: "get
// me 1000 of …", "print 12 copies of …", "our choir wants to hire …", "enter my son for his grade 2 exam"; a
// business or group by name, a yearly spend in a range of money, an option numbered as said, a teacher by first
// name, "done today" as a same-day turnaround, the day a weekly booking starts, the sides printed on, "not a
// member" as the option that says so, a wedding's day beside a consultation's, and a holiday club's week by its days.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("requests said as orders, hires and entries", () => {
  it("reads 'get me 1000 of …' and 'print 12 copies of …' as orders", () => {
    expect(purposeOf("get me 500 of your recycled business cards by friday")?.verb).toBe("order");
    expect(purposeOf("print 12 copies of my 40 page report in colour")).toMatchObject({
      verb: "order",
      objectWords: expect.arrayContaining(["print", "copies", "report"]),
    });
  });

  it("reads 'our choir wants to hire …' as a hire, and 'enter my son … for his exam' as the exam's entry", () => {
    expect(purposeOf("our choir wants to hire the big hall every monday")?.verb).toBe("book");
    expect(purposeOf("enter my son sam cole for his grade 2 piano exam in march")).toMatchObject({
      verb: "enter",
      object: "grade 2 piano exam in march",
    });
  });
});

describe("forms filled as such requests say them", () => {
  it("fills a business's name, its spend in a range of money, and the sender", () => {
    const account = plainForm(
      formField({ name: "business", label: "Business name", invalid: "required" }),
      selectField("Roughly what you'll spend a year", ["£500 to £1,000", "£1,000 to £5,000", "Over £5,000"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const said =
      "open a trade account for my print studio, Ink & Oak, we'd spend about £2,500 a year. Jo Park";
    expect(filledBy(account, said, NOW)).toEqual({
      "Business name": "Ink & Oak",
      "Roughly what you'll spend a year": "£1,000 to £5,000",
      "Your name": "Jo Park",
    });
  });

  it("names a group said as 'it's the …', and books a weekly hire from the day it starts", () => {
    const hire = plainForm(
      formField({
        name: "date",
        label: "Date (the first one, if weekly)",
        type: "date",
        invalid: "required",
      }),
      formField({ name: "group", label: "Group or company (if any)" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const said =
      "our choir wants to hire the hall every monday, starting monday 11th january. it's the Harbury Singers, Tom Reed";
    expect(filledBy(hire, said, NOW)).toEqual({
      "Date (the first one, if weekly)": "2027-01-11",
      "Group or company (if any)": "Harbury Singers",
      "Your name": "Tom Reed",
    });
    expect(when("every sunday at 10am", NOW).date).toEqual({ y: 2026, m: 11, d: 29 });
  });

  it("takes the option numbered as said, a teacher by first name and 'done today' as the same day", () => {
    const entry = plainForm(
      selectField("Grade", ["Primary", "Grade 1", "Grade 2", "Grade 3"]),
      selectField("Teacher", ["Claire Harbury", "Ruth Okoro"]),
      selectField("Turnaround", ["Standard (3 working days)", "Next day (+25%)", "Same day (+50%)"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const said =
      "enter my son for his grade 2 exam at harbury, ruth is his teacher, get it done today. Ann Cole";
    expect(filledBy(entry, said, NOW)).toMatchObject({
      Grade: "Grade 2",
      Teacher: "Ruth Okoro",
      Turnaround: "Same day (+50%)",
    });
  });

  it("reads the sides printed on however said: 'double sided' is 'Both sides', 'one side' 'Single-sided'", () => {
    const cards = (sides: string[]) =>
      plainForm(
        selectField("Printed on", sides),
        formField({ name: "name", label: "Your name", invalid: "required" }),
      );
    const said = (how: string) => `order 250 ${how} postcards please. Ann Cole`;
    expect(filledBy(cards(["One side", "Both sides"]), said("double sided"), NOW)["Printed on"]).toBe(
      "Both sides",
    );
    expect(filledBy(cards(["One side", "Both sides"]), said("single-sided"), NOW)["Printed on"]).toBe(
      "One side",
    );
    const named = cards(["Single-sided", "Double-sided"]);
    expect(filledBy(named, "250 postcards printed on one side. Ann Cole", NOW)["Printed on"]).toBe(
      "Single-sided",
    );
    expect(filledBy(named, "250 postcards on both sides. Ann Cole", NOW)["Printed on"]).toBe("Double-sided");
  });

  it("takes the option that says 'not a member' for one who says they are not", () => {
    const pay = plainForm(
      selectField("How you'll pay", [
        "Included in my membership",
        "Member, £4 a class",
        "Not a member: £7 drop-in",
      ]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const said = "i'm not a member but i'd like to try the friday yoga class, book me in. Ann Cole";
    expect(filledBy(pay, said, NOW)["How you'll pay"]).toBe("Not a member: £7 drop-in");
  });

  it("puts each day said where its field names it: the wedding's, the consultation's", () => {
    const consult = plainForm(
      formField({ name: "consult", label: "Consultation date", type: "date", invalid: "required" }),
      formField({ name: "wedding", label: "Wedding date", type: "date" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const said =
      "we're getting married 4 june 2027 - can we book a consultation on friday 11th december? Ann Cole";
    expect(filledBy(consult, said, NOW)).toMatchObject({
      "Consultation date": "2026-12-11",
      "Wedding date": "2027-06-04",
    });
  });

  it("takes a holiday club's week by the day said or its month, and an age in brackets", () => {
    const club = plainForm(
      formField({ name: "child", label: "Child's name", invalid: "required" }),
      selectField("Age", ["5", "6", "7", "8"]),
      selectField("Week", ["February half term, 15 to 19 February", "Easter, 29 March to 2 April"]),
      formField({ name: "parent", label: "Parent or carer", invalid: "required" }),
    );
    const day = "book my son sam cole (7) into holiday club on wednesday 31st march. Ann Cole";
    expect(filledBy(club, day, NOW)).toMatchObject({ Age: "7", Week: "Easter, 29 March to 2 April" });
    const month = "book my son Sam Cole into holiday club for feb half term. Ann Cole";
    expect(filledBy(club, month, NOW).Week).toBe("February half term, 15 to 19 February");
  });
});
