import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";

// A planetarium's membership and gift voucher forms and a photo studio's hire form, of this file's own, as people
// ask for them: a request said after who is asking, a voucher got without "me", the partner named with the
// sender, the day a voucher is emailed on, whose email is whose, a business named after the sender's name, and a
// piercing of both ears or one.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

const JOIN = plainForm(
  selectField("Membership", ["Single", "Joint", "Family"]),
  formField({ name: "start", label: "Start date", type: "date", invalid: "required" }),
  formField({
    tag: "select",
    type: "radio",
    name: "gift",
    label: "Who's it for?",
    options: ["Me", "It's a gift"],
  }),
  formField({ name: "name", label: "Member's name", invalid: "required" }),
  formField({ name: "second", label: "Second adult's name (Joint and Family)" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
);

const VOUCHER = plainForm(
  selectField("Amount", ["£25", "£50", "£100"]),
  formField({ name: "recipient", label: "Who it's for", invalid: "required" }),
  formField({ name: "send_date", label: "Email it on", type: "date" }),
  formField({ name: "to", label: "Their email", invalid: "required" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Your email", type: "email", invalid: "required" }),
);

const HIRE = plainForm(
  selectField("Studio", ["The Loft", "The Chapel"]),
  formField({ name: "date", label: "Date", type: "date", invalid: "required" }),
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "business", label: "Business" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
);

describe("a request said another way", () => {
  it("is the hire after who is asking, and a voucher got without saying for whom", () => {
    expect(
      requestOf("i'm a photographer and want to hire the chapel for a product shoot on friday")?.verb,
    ).toBe("book");
    expect(requestOf("get a £50 gift voucher emailed to my sister Amy Lowe on 3rd december")?.verb).toBe(
      "buy",
    );
  });
});

describe("the names and addresses a request gives", () => {
  it("puts the partner signed up with the sender in the second member's field, not a gift's", () => {
    const filled = filledBy(
      JOIN,
      "sign me and my husband Rob Marsh up for joint membership starting 1st january. Ellie Marsh, ellie.marsh@example.com",
      NOW,
    );
    expect(filled).toMatchObject({
      Membership: "Joint",
      "Member's name": "Ellie Marsh",
      "Second adult's name (Joint and Family)": "Rob Marsh",
    });
    expect(filled["Who's it for?"]).not.toBe("It's a gift");
  });

  it("emails a voucher on the day said, to the one it is for, and gives the sender's own address as theirs", () => {
    expect(
      filledBy(
        VOUCHER,
        "get a £50 gift voucher emailed to my sister Amy Lowe (amy.lowe@example.com) on 3rd december. from Jess Lowe jess.lowe@example.com",
        NOW,
      ),
    ).toMatchObject({
      "Email it on": "2026-12-03",
      "Their email": "amy.lowe@example.com",
      "Your email": "jess.lowe@example.com",
    });
  });

  it("takes the name said after the sender's as a business", () => {
    expect(
      filledBy(
        HIRE,
        "hire the chapel on wednesday 16th december. Leon Barraclough, Barraclough Creative, leon@barraclough.example",
        NOW,
      ),
    ).toMatchObject({ "Your name": "Leon Barraclough", Business: "Barraclough Creative" });
  });
});

describe("one of a pair or both", () => {
  it("is the option saying both for a request saying both, and one for one", () => {
    const PIERCING = plainForm(selectField("Piercing", ["Lobe, one ear", "Both lobes", "Helix"]));
    expect(filledBy(PIERCING, "book my daughter in to have both ears pierced, Mark Dunn", NOW)).toEqual({
      Piercing: "Both lobes",
    });
    expect(filledBy(PIERCING, "book me in to have one ear pierced, Mark Dunn", NOW)).toEqual({
      Piercing: "Lobe, one ear",
    });
  });
});
