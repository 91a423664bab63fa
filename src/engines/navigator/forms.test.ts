import { describe, expect, it } from "vitest";
import { formField } from "../../../test/helpers/form-field";
import { chooseForm, parseFormClause, parsePairs, planForm } from "./forms";
import type { PageForm } from "./page-read";

const field = formField;

const CONTACT: PageForm = {
  fields: [
    field({ name: "name", id: "full-name", label: "Your name" }),
    field({ name: "email", id: "mail", label: "Email", type: "email" }),
    field({ tag: "select", name: "topic", label: "Topic", options: ["General", "Orders"] }),
    field({ tag: "textarea", name: "message", placeholder: "Your message" }),
  ],
  submit: "Send message",
  text: "contact /contact/send",
  search: false,
};

describe("form clauses", () => {
  it("reads the form's name, the values by field word and whether to send it", () => {
    expect(
      parseFormClause("fill in the contact form with name Ada and email ada@example.com and submit it"),
    ).toEqual({
      form: "contact",
      pairs: [
        { field: "name", value: "Ada" },
        { field: "email", value: "ada@example.com" },
      ],
      submit: true,
    });
    expect(parseFormClause("fill out the form: name Ada")).toEqual({
      form: undefined,
      pairs: [{ field: "name", value: "Ada" }],
      submit: false,
    });
    expect(parseFormClause("submit the form")).toEqual({ pairs: [], submit: true });
    expect(parseFormClause("fill 'Name' with 'Ada'")).toBeUndefined();
  });

  it("ends a value at the next field word after a separator, or one followed by ':' or '='", () => {
    expect(parsePairs("name Ada Park, email ada@example.com and message Hello there, and welcome")).toEqual([
      { field: "name", value: "Ada Park" },
      { field: "email", value: "ada@example.com" },
      { field: "message", value: "Hello there, and welcome" },
    ]);
    // Without a separator, only a field word followed by ":" or "=" ends the value before it.
    expect(parsePairs("name: Ben email = b@c.de subject Kettles")).toEqual([
      { field: "name", value: "Ben" },
      { field: "email", value: "b@c.de subject Kettles" },
    ]);
    expect(parsePairs('message "Hi, name: x" and topic Orders')).toEqual([
      { field: "message", value: "Hi, name: x" },
      { field: "topic", value: "Orders" },
    ]);
    expect(parsePairs("ada@example.com")).toEqual([{ field: undefined, value: "ada@example.com" }]);
  });

  it("knows the page's own field words", () => {
    expect(parsePairs("postcode LS1 4AB and name Ada", ["Postcode"])).toEqual([
      { field: "postcode", value: "LS1 4AB" },
      { field: "name", value: "Ada" },
    ]);
  });
});

describe("matching values to fields", () => {
  it("matches by label, name, id and placeholder, and an address without a field word by its type", () => {
    const plan = planForm(CONTACT, {
      pairs: [
        { field: "message", value: "Hello" },
        { field: "full name", value: "Ada Park" },
        { value: "ada@example.com" },
        { field: "subject", value: "orders" },
      ],
      submit: true,
    });
    expect(plan.actions).toEqual([
      { type: "fill", field: "Your message", text: "Hello" },
      { type: "fill", field: "Your name", text: "Ada Park" },
      { type: "fill", field: "Email", text: "ada@example.com" },
      { type: "fill", field: "Topic", text: "Orders" },
      { type: "click", target: "Send message", button: true },
    ]);
  });

  it("fails naming the field word no field takes, or the option a list lacks", () => {
    expect(() =>
      planForm(CONTACT, { pairs: [{ field: "phone", value: "0113 496 0000" }], submit: true }),
    ).toThrow('the form has no field for "phone" (its fields: Your name, Email, Topic, Your message)');
    expect(() => planForm(CONTACT, { pairs: [{ field: "topic", value: "Refunds" }], submit: false })).toThrow(
      '"Topic" has no option "Refunds" (its options: General, Orders)',
    );
  });

  it("without a submit button, sends with Enter from a one-line field filled last", () => {
    const plan = planForm(
      { ...CONTACT, submit: "" },
      {
        pairs: [
          { field: "email", value: "a@b.c" },
          { field: "message", value: "Hi" },
        ],
        submit: true,
      },
    );
    expect(plan.actions.map((a) => a.type === "fill" && a.field)).toEqual(["Your message", "Email", false]);
    expect(plan.actions.at(-1)).toEqual({ type: "key_press", key_comb: "Enter" });
  });

  it("chooses the form that takes the values, never a search box for them", () => {
    const search: PageForm = {
      fields: [field({ type: "search", name: "q" })],
      submit: "Go",
      text: "",
      search: true,
    };
    const page = { url: "http://x/", title: "Home" };
    const req = { pairs: [{ field: "email", value: "a@b.c" }], submit: true };
    expect(chooseForm([search, CONTACT], req, page)).toBe(CONTACT);
    expect(chooseForm([search], req, page)).toBeUndefined();
    // A form named otherwise, on a page named otherwise: look for the contact page first.
    expect(
      chooseForm([{ ...CONTACT, text: "newsletter" }], { ...req, form: "contact" }, page),
    ).toBeUndefined();
  });
});
