import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { when } from "./form-when";

// A date said with its weekday and no year is the one that falls on that weekday: a lost bag "on tuesday 24th
// november", reported on Thursday 26 November 2026, was lost two days before, not in November 2027 (a Wednesday);
// so was one lost "yesterday" or "last tuesday".
// And the one sum of money a request gives goes in a form's amount in pounds ("a £75 gift voucher"); "the weekend" is
// an option's "Saturday or Sunday"; "hawley & tarn's tarn spa" is the Tarn option, not the one the site's name says.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

describe("a date said with its weekday", () => {
  it("is in the year it falls on that weekday, though that is past", () => {
    expect(when("i left it on the number 7 bus on tuesday 24th november at about 17:30", NOW)).toEqual({
      date: { y: 2026, m: 11, d: 24 },
      time: { h: 17, min: 30 },
    });
  });

  it("is still the next one when that falls on its weekday", () => {
    expect(when("book us in for friday 4th december", NOW).date).toEqual({ y: 2026, m: 12, d: 4 });
    expect(when("our wedding is on saturday 12th june", NOW).date).toEqual({ y: 2027, m: 6, d: 12 });
  });

  it("reads yesterday and last tuesday as days gone", () => {
    expect(when("report a blue phone i lost on the X9 yesterday", NOW).date).toEqual({
      y: 2026,
      m: 11,
      d: 25,
    });
    expect(when("i left it there last tuesday at 5pm", NOW)).toEqual({
      date: { y: 2026, m: 11, d: 24 },
      time: { h: 17, min: 0 },
    });
  });

  it("keeps a year said", () => {
    expect(when("on wednesday 24th november 2027", NOW).date).toEqual({ y: 2027, m: 11, d: 24 });
  });
});

describe("the sum of money a request gives", () => {
  const voucher = plainForm(
    selectField("Voucher", ["An amount to spend", "Spa day, Monday to Friday"]),
    formField({ name: "amount", label: "Amount in pounds (money vouchers)", type: "number" }),
    formField({ name: "recipient", label: "Who it's for", invalid: "required" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  );

  it("is the amount in pounds", () => {
    const said = "order a £75 gift voucher for my sister Jess Moore. Kate Moore";
    expect(filledBy(voucher, said, NOW)).toMatchObject({ "Amount in pounds (money vouchers)": "75" });
  });

  it("is no amount when two are said", () => {
    const said = "order a £75 gift voucher and a £50 one for my sister Jess Moore. Kate Moore";
    expect(filledBy(voucher, said, NOW)["Amount in pounds (money vouchers)"]).toBeUndefined();
  });
});

describe("options said in other words", () => {
  const voucher = plainForm(
    selectField("Voucher", [
      "An amount to spend",
      "Restore spa day, Monday to Friday",
      "Restore spa day, Saturday or Sunday",
    ]),
    formField({ name: "recipient", label: "Who it's for", invalid: "required" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  );
  const booking = plainForm(
    selectField("Treatment", ["Facial", "Swedish massage"]),
    selectField("Spa", ["Hawley, Ashby", "Tarn, Low Moor"]),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  );

  it("reads the weekend as Saturday or Sunday", () => {
    const said = "order a gift voucher for a restore spa day at the weekend for Alan Hughes. Sarah Hughes";
    expect(filledBy(voucher, said, NOW)).toMatchObject({ Voucher: "Restore spa day, Saturday or Sunday" });
  });

  it("takes the place the words before its kind name, though the site's name says another", () => {
    const said = "book me a facial at hawley & tarn's tarn spa. Hannah Price";
    expect(filledBy(booking, said, NOW)).toMatchObject({ Spa: "Tarn, Low Moor" });
  });
});
