import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";
import { asksOverSite, extremeRequest, listRequest } from "./page-lists";

// A caterer's tasting and a tutor's course as people book them: the tasting's day and the party's or the wedding's
// day in one request, each to its own date field; twins named together, counted and written as one answer; a
// child named "for Ethan Cole"; lists and superlatives said with whose they are, which are questions over the site,
// not the page's bulleted list; a message in quotes, signed "from Mark Doyle"; and an order for Brightline Design.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const TASTING = plainForm(
  formField({ type: "date", name: "date", label: "Day", invalid: "required" }),
  selectField("Time", ["12:00, Sundays only", "17:30, Thursdays only"]),
  formField({ type: "number", name: "people", label: "How many of you" }),
  formField({ type: "date", name: "event_date", label: "Date of your event", invalid: "required" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);

const COURSE = (names: string) =>
  plainForm(
    selectField("Course", [
      "11+ preparation (Saturdays from 9 January)",
      "GCSE English (Thursdays from 7 January)",
    ]),
    formField({ type: "number", name: "children", label: "How many children" }),
    formField({ name: "child", label: names, invalid: "required" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  );

describe("two days in one request", () => {
  it("gives the event's date field the day said of the party or the wedding", () => {
    const party =
      "book a tasting of the buffet for 2 of us on sunday 6th december at 12:00, for our party on saturday 13th march 2027. Jess Palmer jess@example.com";
    expect(filledBy(TASTING, requestOf(party)!.text, NOW)).toMatchObject({
      Day: "2026-12-06",
      "Date of your event": "2027-03-13",
    });
    const wedding =
      "book a tasting of the sit-down menu for 3 people on thursday 3rd december at 17:30, our wedding is on saturday 12th june 2027. Sam Okoro sam@example.com";
    expect(filledBy(TASTING, requestOf(wedding)!.text, NOW)).toMatchObject({
      Day: "2026-12-03",
      "Date of your event": "2027-06-12",
    });
  });
});

describe("twins", () => {
  const task =
    "book my twins Ava and Isla Brooks onto the 11+ preparation course. Kate Brooks kate@example.com";

  it("are two children, named together", () => {
    for (const label of ["Child's name (or names)", "Children's names"])
      expect(filledBy(COURSE(label), requestOf(task)!.text, NOW)).toMatchObject({
        "How many children": "2",
        [label]: "Ava and Isla Brooks",
        "Your name": "Kate Brooks",
      });
  });
});

describe("one child", () => {
  it("is named as the one the place is for", () => {
    const course = "book one place on the 11+ preparation course for Ethan Cole. Jo Cole jo@example.com";
    expect(filledBy(COURSE("Child's name (or names)"), requestOf(course)!.text, NOW)).toMatchObject({
      "Child's name (or names)": "Ethan Cole",
      "Your name": "Jo Cole",
    });
  });
});

describe("lists and superlatives said with whose they are", () => {
  it("are questions over the site; a bare thing is the page's list", () => {
    const cheapest = extremeRequest("find fieldfare tutors' cheapest exam course")!;
    expect(cheapest.thing).toBe("exam course");
    expect(asksOverSite("find fieldfare tutors' cheapest exam course", cheapest.thing)).toBe(true);
    const platters = listRequest("list the office lunch platters marlow & finch do")!;
    expect(asksOverSite("list the office lunch platters marlow & finch do", platters)).toBe(true);
    expect(asksOverSite("list all plans", listRequest("list all plans")!)).toBe(false);
    expect(asksOverSite("find the cheapest plan", extremeRequest("find the cheapest plan")!.thing)).toBe(
      false,
    );
  });
});

describe("a message in quotes", () => {
  const CONTACT = plainForm(
    formField({ name: "name", label: "Your name", invalid: "required" }),
    formField({ type: "email", name: "email", label: "Email", invalid: "required" }),
    formField({ tag: "textarea", name: "message", label: "Message", invalid: "required" }),
  );

  it("is the message box's words, without the quotes; the sender signs off 'from …'", () => {
    const saying =
      "send fieldfare tutors a message about an invoice saying 'Please resend the November invoice.' from Mark Doyle, mark.doyle@example.com";
    expect(filledBy(CONTACT, requestOf(saying)!.text, NOW)).toMatchObject({
      "Your name": "Mark Doyle",
      Email: "mark.doyle@example.com",
      Message: "Please resend the November invoice.",
    });
    const colon =
      "send marlow & finch a message about office lunches: 'Can you deliver to our Wrenbury office on Fridays? We're new there.' from Owen Hale, owen.hale@example.com";
    expect(filledBy(CONTACT, requestOf(colon)!.text, NOW)).toMatchObject({
      "Your name": "Owen Hale",
      Message: "Can you deliver to our Wrenbury office on Fridays? We're new there.",
    });
  });
});

describe("an order for a business", () => {
  it("gives the company field the business named by its last word", () => {
    const ORDER = plainForm(
      formField({ name: "company", label: "Company", invalid: "required" }),
      formField({ type: "number", name: "quantity", label: "How many platters" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const task =
      "order 4 sandwich platters for Brightline Design on tuesday 8th december. Nadia Rahman nadia.rahman@example.com";
    expect(filledBy(ORDER, requestOf(task)!.text, NOW)).toMatchObject({
      Company: "Brightline Design",
      "Your name": "Nadia Rahman",
    });
  });
});
