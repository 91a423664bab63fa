import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";
import { findsAFact, questionText } from "./answer";
import { formFit, purposeOf } from "./purpose";

// A letting agent's and a workshop's forms as people ask for them: a message said after a colon, a viewing asked
// for at "12 noon" by two people, requests said as "get … to", "ask … for", and a form headed "Ask to view a home";
// and facts asked as "find pennant lettings' vat number" or "find out if …".

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday
const page = { url: "https://lets.example/viewing", title: "Ask to view a home | Harbour Lets" };

const CONTACT = plainForm(
  selectField("About", ["An order", "A repair", "A deposit", "Something else"]),
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ type: "email", name: "email", label: "Email", invalid: "required" }),
  formField({ tag: "textarea", name: "message", label: "Message", invalid: "required" }),
);

const VIEWING = {
  ...plainForm(
    selectField("Home", ["AS-1, Flat on Mill Street, Ashby", "AS-2, House on Park Road, Ashby"]),
    formField({ type: "date", name: "date", label: "Day", invalid: "required" }),
    selectField("Time", ["10:00", "12:00", "14:00"]),
    formField({ type: "number", name: "people", label: "How many of you are coming" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  ),
  heading: "Ask to view a home",
  submit: "Ask to view",
};

describe("a message said after a colon", () => {
  it("is the message box's words, without the sender's name and email", () => {
    const task =
      "send harbour lets a message about a repair: the boiler in flat 2 keeps cutting out, can someone look? Ann Lee ann.lee@example.com";
    expect(filledBy(CONTACT, requestOf(task)!.text, NOW)).toMatchObject({
      About: "A repair",
      "Your name": "Ann Lee",
      Message: "the boiler in flat 2 keeps cutting out, can someone look?",
    });
  });
});

describe("a viewing asked for", () => {
  it("reads 'ask … to view' as a request a form headed 'Ask to view' makes, for the two of them at noon", () => {
    const task =
      "ask harbour lets to view the house on park road on friday 4th december at 12 noon, there'll be 2 of us, Sam Cole";
    const req = requestOf(task)!;
    expect(req.verb).toBe("request");
    expect(formFit(req, VIEWING, page)).toBeGreaterThan(0);
    expect(filledBy(VIEWING, req.text, NOW)).toMatchObject({
      Home: "AS-2, House on Park Road, Ashby",
      Day: "2026-12-04",
      Time: "12:00",
      "How many of you are coming": "2",
    });
  });

  it("reads 'get … to collect', 'ask … for a valuation' as requests, 'ask for a quote' as a quote", () => {
    expect(purposeOf("get oakline to collect 2 dining chairs on friday")?.objectWords).toContain("collect");
    expect(purposeOf("ask harbour lets for an in-person valuation of my flat")?.object).toBe(
      "an in-person valuation of my flat",
    );
    expect(purposeOf("ask harbour lets for a quote for a new fence")?.verb).toBe("quote");
  });
});

describe("an option named by a letter", () => {
  it("takes 'Band C' of 'in band c fabric', not any band", () => {
    const quote = plainForm(
      formField({
        tag: "select",
        type: "radio",
        name: "band",
        label: "Fabric",
        invalid: "required",
        unchosen: true,
        options: ["My own fabric", "Band A", "Band B", "Band C"],
      }),
      formField({ name: "postcode", label: "Postcode", invalid: "required" }),
    );
    expect(filledBy(quote, "quote to recover 2 wing chairs in band c fabric, AC1 5PT", NOW)).toMatchObject({
      Fabric: "Band C",
    });
  });
});

describe("facts asked as finding them", () => {
  it("reads 'find <name>'s vat number' as a fact, 'find \"Contact us\"' as a text on the page", () => {
    expect(findsAFact("find harbour lets' vat number")).toBe(true);
    expect(findsAFact("find oakline & sons' company registration number")).toBe(true);
    expect(findsAFact("find 'Contact us'")).toBe(false);
  });

  it("reads 'find out if …' as whether it is so, asked as people ask it", () => {
    expect(questionText("find out if harbour lets let to students")).toBe("do harbour lets let to students");
    expect(questionText("find out if the museum has a cafe")).toBe("whether the museum has a cafe");
    expect(questionText("find out if marlow & finch do kosher catering")).toBe(
      "whether marlow & finch do kosher catering",
    );
    expect(questionText("find out if i book for 6 can we bring a dog")).toBe(
      "if i book for 6 can we bring a dog",
    );
  });
});
