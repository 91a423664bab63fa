import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";
import { formFit, namesObject } from "./purpose";

// A canal museum's volunteers, vouchers and group visits, asked for as people do: a parent signing a child up to
// volunteer, a voucher sent to someone by its value, a group's request said after who the group is.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const page = { url: "http://127.0.0.1/help", title: "Get involved | Lockside Canal Museum" };

const VOLUNTEER = {
  ...plainForm(
    selectField("Role", ["Guide", "Boat crew", "Lock keeper's helper"]),
    formField({ name: "name", label: "Volunteer's name", invalid: "required" }),
    formField({ name: "parent", label: "Parent or guardian (under 18s)" }),
    formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
  ),
  heading: "Volunteer with us",
};
const VOUCHER = {
  ...plainForm(
    selectField("Voucher", ["Tunnel trip for two", "A money voucher"]),
    selectField("Amount", ["£20", "£50", "£100"]),
    formField({ name: "recipient", label: "Who it's for", invalid: "required" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
    formField({ name: "email", label: "Your email", type: "email", invalid: "required" }),
  ),
  heading: "Buy a voucher",
  submit: "Buy",
};
const GROUPS = {
  ...plainForm(
    formField({ name: "group", label: "Group", invalid: "required" }),
    formField({ name: "size", label: "How many in the group", type: "number", invalid: "required" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  ),
  heading: "Ask for a group booking",
};
const TRIPS = {
  ...plainForm(selectField("Trip", ["Tunnel trip", "Carol cruise"])),
  heading: "Book a boat trip",
};

const EXPERIENCE = {
  ...plainForm(
    selectField("Experience", ["Lock keeper for a day", "Steer a narrowboat"]),
    formField({ name: "who", label: "Who's it for", invalid: "required" }),
    selectField("Is it a gift?", ["No, it's for me", "Yes"]),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  ),
  heading: "Book an experience",
};
const CONTACT = {
  ...plainForm(
    selectField("About", ["A trip", "An online order", "Something else"]),
    formField({ name: "order", label: "Order number (if it's about an order)" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  ),
  heading: "Get in touch",
};

const you = [
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
];
const MEERKATS = plainForm(
  formField({ tag: "select", name: "people", label: "How many taking part", options: ["1", "2", "3", "4"] }),
  selectField("Ages", ["Everyone is 16 or over", "Someone is under 16"]),
  formField({ name: "youngest", label: "Age of the youngest taking part", type: "number" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);
const TICKETS = plainForm(
  formField({ name: "date", label: "Date of your visit", type: "date", invalid: "required" }),
  selectField("Adults", ["0", "1", "2", "3"]),
  selectField("Children", ["0", "1", "2", "3"]),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);

describe("who comes, and forms that would book nobody", () => {
  it("counts me and my two girls as three, one under 16, the youngest 9", () => {
    const task =
      "book the meerkats for me and my two girls, they're 12 and 9, on saturday 12th december. Ann Bell ann@example.com";
    expect(filledBy(MEERKATS, requestOf(task)!.text, NOW)).toMatchObject({
      "How many taking part": "3",
      Ages: "Someone is under 16",
      "Age of the youngest taking part": "9",
    });
  });

  it("takes the option the request's first clause names, unless another says more of it", () => {
    const pass = plainForm(selectField("Pass", ["Adult", "Child", "Family"]), ...you);
    const family = requestOf(
      "get us a family annual pass, the two of us and our three kids. Ann Bell ann@example.com",
    )!;
    expect(filledBy(pass, family.text, NOW)).toMatchObject({ Pass: "Family" });
    const style = plainForm(selectField("Style", ["Tap", "Ballet", "Adult Beginners Tap"]), ...you);
    const tap = requestOf("book me a free go at the adult tap class. Jo Harris jo@example.com")!;
    expect(filledBy(style, tap.text, NOW)).toMatchObject({ Style: "Adult Beginners Tap" });
  });

  it("sends no ticket form whose every count the request leaves at 0", () => {
    const task =
      "buy keeper for a day on wednesday 10th march as a present for my husband Tom Bell. Ann Bell ann@example.com";
    expect(() => filledBy(TICKETS, requestOf(task)!.text, NOW)).toThrow(/"Adults" asks how many/);
    // (A number of people written in counts them: none of them under 16 stays 0.)
    const hire = plainForm(
      formField({ name: "people", label: "Number of people", type: "number", invalid: "required" }),
      selectField("How many of them are under 16?", ["0", "1", "2"]),
      ...you,
    );
    const canoe = requestOf(
      "me and my husband want to hire a canoe this saturday. Ann Bell ann@example.com",
    )!;
    expect(filledBy(hire, canoe.text, NOW)).toMatchObject({ "Number of people": "2" });
  });
});

describe("volunteers, vouchers and groups", () => {
  it("takes a present as a gift, and an order's code for its number", () => {
    const gift = requestOf(
      "book lock keeper for a day as a present for my dad Len Reid. from Owen Reid owen@example.com",
    )!;
    expect(filledBy(EXPERIENCE, gift.text, NOW)).toMatchObject({ "Is it a gift?": "Yes" });
    const order = requestOf(
      "message lockside about my online order LC40912, it hasn't come. Ann Bell ann@example.com",
    )!;
    expect(filledBy(CONTACT, order.text, NOW)).toMatchObject({
      About: "An online order",
      "Order number (if it's about an order)": "LC40912",
    });
  });

  it("takes a member's number said as 'member number' for a 'Membership number' field, the number alone", () => {
    const entry = plainForm(
      formField({ name: "member", label: "Membership number", invalid: "required" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(entry, "enter me for the spring regatta, member number 3086. Kim Lee", NOW),
    ).toMatchObject({
      "Membership number": "3086",
    });
    expect(
      filledBy(entry, "enter me for the spring regatta, my member number is KL3086. Kim Lee", NOW),
    ).toMatchObject({
      "Membership number": "KL3086",
    });
  });

  it("takes wanting to volunteer as applying, on a form headed as volunteering, in the volunteer's name", () => {
    const task =
      "my daughter Maya Okafor is 15 and wants to volunteer as a guide at weekends, sign her up. Tunde Okafor tunde@example.com";
    const req = requestOf(task)!;
    expect(req.verb).toBe("apply");
    expect(formFit(req, VOLUNTEER, page)).toBeGreaterThan(0);
    expect(filledBy(VOLUNTEER, req.text, NOW)).toMatchObject({
      Role: "Guide",
      "Volunteer's name": "Maya Okafor",
      "Parent or guardian (under 18s)": "Tunde Okafor",
    });
  });

  it("buys a voucher sent by its value, as a money voucher, to the one it is sent to, from whoever signs off", () => {
    const task =
      "send a £50 lockside gift voucher to my sister Hannah Reid for her birthday. from Owen Reid owen@example.com";
    const req = requestOf(task)!;
    expect(req.verb).toBe("buy");
    expect(filledBy(VOUCHER, req.text, NOW)).toMatchObject({
      Voucher: "A money voucher",
      Amount: "£50",
      "Who it's for": "Hannah Reid",
      "Your name": "Owen Reid",
    });
    // Named by what it is, a voucher is that one.
    const trip = requestOf("send a tunnel trip voucher to my dad Len Reid. from Owen Reid owen@example.com")!;
    expect(filledBy(VOUCHER, trip.text, NOW)).toMatchObject({
      Voucher: "Tunnel trip for two",
      "Who it's for": "Len Reid",
    });
  });

  it("makes a group's request said after who the group is, on the group form, not any booking form", () => {
    const task =
      "we're a rambling club of 18, the Tanyard Walkers, hoping to visit in may. send them a group booking request. Ann Bell ann@example.com";
    const req = requestOf(task)!;
    expect(req).toMatchObject({ verb: "request", objectWords: ["group"] });
    expect(namesObject(req, TRIPS, page)).toBe(false);
    expect(namesObject(req, GROUPS, page)).toBe(true);
    expect(filledBy(GROUPS, req.text, NOW)).toMatchObject({
      Group: "Tanyard Walkers",
      "How many in the group": "18",
      "Your name": "Ann Bell",
    });
  });
});
