import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { choiceLeftOpen } from "./form-choices";

// Requests and forms as a broadband provider's and a physiotherapy practice's customers make them, on forms of this
// file's own: an option's price said by a contract's length, a checkbox's price, where an option alone is offered,
// a street line with its town another field's, a town before its postcode, "haven't been before" as a no, a long
// word said short, and a list for the other choice of a group answered.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const radios = (name: string, label: string, options: string[]) =>
  formField({ tag: "select", type: "radio", name, label, options, unchosen: true, invalid: "required" });
const person = [
  formField({ name: "name", label: "Your name" }),
  formField({ name: "email", label: "Email", type: "email" }),
  formField({ name: "phone", label: "Phone", type: "tel" }),
];

const ORDER = plainForm(
  selectField("Plan", ["Fibre 40", "Fibre 200", "Fibre 900"]),
  radios("contract", "Contract", ["12 months", "24 months"]),
  formField({ name: "address", label: "House number and street", invalid: "required" }),
  selectField("Town", ["Ashby", "Marlow Bridge", "Tilby"]),
  formField({ name: "postcode", label: "Postcode", invalid: "required" }),
  selectField("Calls", ["No phone line", "Evening calls, £6 a month", "Anytime calls, £12 a month"]),
  selectField("TV", ["No TV", "TV Basics, £12 a month", "TV and Sports, £40 a month"]),
  formField({ name: "static_ip", label: "Add a static IP address, £5 a month", type: "checkbox" }),
  ...person,
);
const BOOK = plainForm(
  selectField("Appointment", ["Physiotherapy assessment", "Physiotherapy follow-up", "Sports massage"]),
  radios("length", "Length", ["30 minutes", "60 minutes"]),
  radios("clinic", "Clinic", ["Ashby, Mill Road", "Marlow, Quay Street"]),
  radios("patient", "Have you been to us before?", ["No, I'm a new patient", "Yes, I'm a returning patient"]),
  selectField("Insurer", ["None, I'm paying myself", "Bupa", "Vitality (Ashby only)"]),
  ...person,
);

const VOUCHER = plainForm(
  radios("type", "Voucher", ["A money voucher", "An experience voucher"]),
  selectField("Amount (money vouchers)", ["£25", "£50", "£75"]),
  selectField("Experience", ["Archery have-a-go for 2, £44", "Axe throwing for 2, £50"]),
  radios("delivery", "Send it", ["By email, free", "In a card by post, £2"]),
  formField({ name: "recipient", label: "Who it's for", invalid: "required" }),
  ...person,
);

describe("orders and bookings as a broadband provider's and a physio's customers make them", () => {
  it("never picks an option or ticks a box by its price, said as a contract's length", () => {
    const order = filledBy(
      ORDER,
      "order fibre 200 on the 12 month contract, 4 Green Lane, Tilby TB2 6QS. Zoe Ward zoe.ward@example.com 07700 900676",
      NOW,
    );
    expect(order).toMatchObject({ Plan: "Fibre 200", Contract: "12 months" });
    expect(order.TV).not.toBe("TV Basics, £12 a month");
    expect(order.Calls).not.toBe("Anytime calls, £12 a month");
    expect(order["Add a static IP address, £5 a month"]).toBeUndefined();
    // (Asked by its own words, it is chosen.)
    const calls = filledBy(
      ORDER,
      "order fibre 40 on 24 months with anytime calls and a static ip, 2 Oak Road, Ashby AB1 2CD. Mo Ali mo@example.com",
      NOW,
    );
    expect(calls).toMatchObject({
      Calls: "Anytime calls, £12 a month",
      "Add a static IP address, £5 a month": "yes",
    });
  });

  it("fills the street line without its town, and never takes a town before its postcode for a name", () => {
    const order = filledBy(
      ORDER,
      "order fibre 900 on 24 months at 8 Bridge Street, Marlow Bridge MB7 1EE. Mary Fox mary.fox@example.com 07700 900898",
      NOW,
    );
    expect(order).toMatchObject({
      "House number and street": "8 Bridge Street",
      Town: "Marlow Bridge",
      Postcode: "MB7 1EE",
      "Your name": "Mary Fox",
    });
  });

  it("reads 'haven't been before' as a no, a word said short, and an option offered at one place as unnamed", () => {
    const massage = filledBy(
      BOOK,
      "book a 30 minute sports massage at the ashby clinic, i haven't been there before. Ella James ella@example.com",
      NOW,
    );
    expect(massage).toMatchObject({
      Appointment: "Sports massage",
      "Have you been to us before?": "No, I'm a new patient",
    });
    expect(massage.Insurer).not.toBe("Vitality (Ashby only)");
    const followUp = filledBy(
      BOOK,
      "book a 60 minute physio follow-up at ashby, i've been before. Grace Walker grace@example.com",
      NOW,
    );
    expect(followUp).toMatchObject({
      Appointment: "Physiotherapy follow-up",
      "Have you been to us before?": "Yes, I'm a returning patient",
    });
  });

  it("leaves a list for the other choice of a group answered, not chosen by its price", () => {
    const voucher = filledBy(
      VOUCHER,
      "send a £50 gift voucher in a card by post to my brother Kieran Walsh. from Niamh Walsh niamh@example.com",
      NOW,
    );
    expect(voucher).toMatchObject({ Voucher: "A money voucher", "Amount (money vouchers)": "£50" });
    expect(voucher.Experience).toBeUndefined();
    // The list of experiences is left open only when an experience voucher is the one chosen.
    const [type, amount, , delivery] = VOUCHER.fields;
    const money = new Map([
      [type!, "A money voucher"],
      [amount!, "£50"],
      [delivery!, "In a card by post, £2"],
    ]);
    expect(choiceLeftOpen(VOUCHER, money, "a £50 gift voucher")).toBeUndefined();
    const experience = new Map([
      [type!, "An experience voucher"],
      [delivery!, "In a card by post, £2"],
    ]);
    expect(choiceLeftOpen(VOUCHER, experience, "a gift voucher")?.message).toMatch(
      /"Experience" has no option/,
    );
  });
});
