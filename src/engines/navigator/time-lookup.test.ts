import { describe, expect, it } from "vitest";
import { selectField } from "../../../test/helpers/form-field";
import { amountsSaid } from "./form-amounts";
import { choiceLeftOpen, TimeLeftOpen } from "./form-choices";
import { taskValues } from "./form-values";
import { clockOf, TimeLookup } from "./time-lookup";

// A booking form's start time that the request leaves to the site's timetable: what the site is asked (the class
// by the form's options the request says, the day, the part of the day, an age), the time read from a row, a list of
// start times that is no list of classes, and a child's age said after the child's name.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const lookup = (task: string, chosen: string[]) => TimeLookup.of(taskValues(task, [], NOW), chosen, NOW);

describe("the question a start time is looked up by", () => {
  it("names the class by the options the request says, with its day, part of the day and age", () => {
    const q = lookup(
      "book a free trial ballet class for my daughter Isla Bell, she's 6 - the saturday morning one at the chapel studio, this saturday. kate@example.com",
      ["Ballet", "Chapel Studio, Larkhill Road", "6"],
    )?.question;
    expect(q?.terms).toEqual(["ballet", "chapel", "studio"]);
    expect(q?.days).toEqual(["saturday"]);
    expect(q?.partOfDay).toBe("morning");
    expect(q?.amounts).toEqual([{ n: 6, unit: "age" }]);
  });

  it("asks nothing without a day, with a time said, or when no option the request says names the class", () => {
    expect(lookup("book a free ballet class for Isla", ["Ballet"])).toBeUndefined();
    expect(lookup("book a free ballet class on saturday at 10:30 for Isla", ["Ballet"])).toBeUndefined();
    expect(lookup("book Isla a free class on saturday", ["Ballet"])).toBeUndefined();
  });
});

describe("a timetable's time and a form's list of times", () => {
  it("reads the first clock time of a row, as timetables write it", () => {
    expect(clockOf("10:30: Class Ballet Primary, Ages 5 to 7")).toEqual({ h: 10, min: 30 });
    expect(clockOf("Adult improvers — 7.30pm")).toEqual({ h: 19, min: 30 });
    expect(clockOf("Stage 1 at 9am")).toEqual({ h: 9, min: 0 });
    expect(clockOf("Stage 1, ages 4 to 6")).toBeUndefined();
  });

  it("leaves a 'Class start time' open as a time, not as a class the request does not name", () => {
    const form = {
      fields: [selectField("Class start time", ["09:00", "10:30", "16:45"])],
      submit: "Book my free class",
      text: "",
      search: false,
    };
    const open = choiceLeftOpen(form, new Map(), "a free trial ballet class");
    expect(open).toBeInstanceOf(TimeLeftOpen);
    expect(open?.message).toBe(
      '"Class start time" asks for a time the task does not say (its options: 09:00, 10:30, 16:45)',
    );
  });

  it("names the class by its lists, not by how it is paid for", () => {
    const cls = selectField("Class", ["Spin", "Pilates"]);
    const pay = selectField("How you'll pay", ["My membership", "Not a member: £8 drop-in"]);
    const form = {
      fields: [cls, pay, selectField("Start time", ["07:00", "19:00"])],
      submit: "Book",
      text: "",
      search: false,
    };
    const open = choiceLeftOpen(
      form,
      new Map([
        [cls, "Pilates"],
        [pay, "Not a member: £8 drop-in"],
      ]),
      "",
    );
    expect(open).toBeInstanceOf(TimeLeftOpen);
    expect((open as TimeLeftOpen).chosen).toEqual(["Pilates"]);
  });

  it("reads a child's age said after the child's name", () => {
    expect(amountsSaid("my son leo grant is 9 and wants to try street dance")).toContainEqual({
      n: 9,
      unit: "years",
      age: true,
    });
    expect(amountsSaid("my son leo is 5 foot tall")).not.toContainEqual(
      expect.objectContaining({ n: 5, unit: "years" }),
    );
  });
});
