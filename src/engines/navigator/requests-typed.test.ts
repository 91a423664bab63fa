import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { isQuestion } from "./answer";
import { amountsSaid } from "./form-amounts";
import { when } from "./form-when";
import { splitInstructions } from "./instructions";
import { purposeOf } from "./purpose";

// Requests as people type them to a potter's studio: "wat", getting someone in, a booking said before what it is,
// an enquiry asked at the end, a mailing list, a friend along, two people's addresses, a quoted message, no time
// when none is said, a thing left behind, things offered, a time option that says more, a name after a question mark; then sorting
// out, wanting, asking them, pricing up and telling as requests, any lane, a party of adults and kids, and when a
// hire ends.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("requests and questions as typed", () => {
  it("reads a question after a dash as a question", () => {
    expect(isQuestion("my mum uses a wheelchair - can she get into the westbury studio")).toBe(true);
  });

  it("reads 'wat' and 'wen' as the question words", () => {
    expect(splitInstructions("wat time does the kiln room shut on saturdays")).toEqual([
      "what time does the kiln room shut on saturdays",
    ]);
    expect(isQuestion(splitInstructions("wen is the next raku firing")[0]!)).toBe(true);
  });

  it("reads getting someone in, a booking for someone, and an enquiry asked at the end as requests", () => {
    const fade = purposeOf("can you get me in for a wheel class with ruth tomorrow about 10am? Dean Hart");
    expect(fade).toMatchObject({ verb: "book", object: "a wheel class" });
    const son = purposeOf(
      "booking for my son, hes 6 - a clay club place at eastleigh on saturday. Kerry Dunn",
    );
    expect(son?.object).toBe("a clay club place at eastleigh on saturday");
    expect(son?.text).toContain("for my son, hes 6");
    const scouts = purposeOf(
      "our scout troop wants the studio to ourselves on friday 15 january. can you ask kilnhouse",
    );
    expect(scouts?.verb).toBe("request");
    expect(scouts?.objectWords).toContain("studio");
  });

  it("signs up to a mailing list, not a class, when the emails are what is asked", () => {
    expect(purposeOf("sign me up for the kilnhouse emails, Tom Ellery")?.family).not.toContain("book");
    expect(purposeOf("sign me up for the kilnhouse emails, Tom Ellery")?.family).toContain("newsletter");
    expect(purposeOf("sign me up for the wheel course, Tom Ellery")?.family).toContain("book");
  });

  it("counts the asker and whoever comes with them", () => {
    expect(amountsSaid("book me and a mate onto the taster")).toEqual([{ n: 2, unit: "people" }]);
    expect(amountsSaid("me and 2 friends want to come")).toEqual([{ n: 3, unit: "people" }]);
    expect(amountsSaid("4 of us, me and my wife and two friends")).toEqual([{ n: 4, unit: "people" }]);
  });

  it("reads 'my daughter's 6th' as the age she'll be, not the party's size", () => {
    expect(amountsSaid("a party for my daughter's 6th on saturday, about 12 kids")).toEqual([
      { n: 12, unit: "children" },
      { n: 6, unit: "years" },
    ]);
  });
});

describe("values a form takes from a request", () => {
  const gift = plainForm(
    formField({ name: "recipient", label: "Who is it for?" }),
    formField({ type: "email", name: "recipient_email", label: "Their email (e-gift cards)" }),
    formField({ tag: "textarea", name: "message", label: "Your message" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
    formField({ type: "email", name: "email", label: "Your email", invalid: "required" }),
  );

  it("gives another person's address to their field and the sender's to theirs, and a quoted message", () => {
    expect(
      filledBy(
        gift,
        "buy a gift card for my sister Rachel Kowal, emailed to her at rachel.k@example.com, with the message " +
          "'happy christmas sis x'. it's from me, Anna Kowal, anna.kowal@example.com",
        NOW,
      ),
    ).toEqual({
      "Who is it for?": "Rachel Kowal",
      "Their email (e-gift cards)": "rachel.k@example.com",
      "Your message": "happy christmas sis x",
      "Your name": "Anna Kowal",
      "Your email": "anna.kowal@example.com",
    });
  });

  it("sends no start time the request does not give, and files a thing left behind as lost property", () => {
    const course = plainForm(
      formField({ type: "date", name: "date", label: "Date", invalid: "required" }),
      selectField("Start time", ["07:00", "10:00", "14:00"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(() => filledBy(course, "book the taster this saturday, Ben Okafor", NOW)).toThrow(
      /"Start time" asks for a time the task does not say/,
    );
    const contact = plainForm(
      selectField("What's it about?", ["A general question", "Lost property", "Feedback"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const left = purposeOf(
      "message kilnhouse for me - i left a blue scarf at the studio last night. Hana Sato",
    );
    expect(left?.object).toBe("i left a blue scarf at the studio last night");
    expect(filledBy(contact, left!.text, NOW)["What's it about?"]).toBe("Lost property");
  });

  it("files an offer of things as giving them, not as the thing the shop hires", () => {
    const contact = plainForm(
      selectField("About", [
        "Hiring a costume",
        "Santa suits",
        "Giving us costumes or clothes",
        "Something else",
      ]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const offer = "costume store to ask if they'd like my grandmother's 1940s dresses. Ruth Allen";
    expect(filledBy(contact, offer, NOW).About).toBe("Giving us costumes or clothes");
  });

  it("sends no size the request does not give, and reads a question after its case", () => {
    const valet = plainForm(
      selectField("Package", ["Mini valet", "Full valet"]),
      selectField("Vehicle size", ["Small: city car", "Large: SUV or 4x4"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(() => filledBy(valet, "book a full valet for my qashqai, Sam Reid", NOW)).toThrow(
      /"Vehicle size" asks for a size the task does not say/,
    );
    expect(isQuestion("if my kiln packs up at 2am on a sunday how much is the call out")).toBe(true);
    expect(isQuestion("if im on the kiln plan do i still have to pay for firing")).toBe(true);
  });

  it("takes a kids haircut as a list's children's cut", () => {
    const booking = plainForm(
      selectField("Service", ["Cut and blow-dry, short hair", "Restyle", "Children's cut", "Balayage"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(booking, "book a kids haircut at eastleigh, Kerry Dunn", NOW).Service).toBe(
      "Children's cut",
    );
  });

  it("takes a time option that says more after its time, and a name after a question mark", () => {
    const party = plainForm(
      formField({ type: "date", name: "date", label: "Date", invalid: "required" }),
      selectField("Start time", ["12:30 (Westbury)", "14:00 (Eastleigh)", "15:00 (Westbury)"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(party, "a clay party on sunday 13 december at 2pm please? Laura Denton", NOW)).toEqual({
      Date: "2026-12-13",
      "Start time": "14:00 (Eastleigh)",
      "Your name": "Laura Denton",
    });
  });
});

describe("requests said another way, and when a hire ends", () => {
  it("reads sorting out, wanting a party, asking them, pricing up and telling them as requests", () => {
    expect(
      purposeOf("sort out the raku room at kilnhouse for a work outing next wednesday at 7pm")?.verb,
    ).toBe("book");
    expect(purposeOf("my daughter Ella turns 9 and wants a clay party at kilnhouse on sunday")?.object).toBe(
      "a clay party at kilnhouse on sunday",
    );
    expect(purposeOf("my son is 7 and wants a clay party, how much is it")).toBeUndefined();
    expect(
      purposeOf(
        "i left a green scarf in the studio on tuesday, can you message them to ask if they've got it",
      )?.object,
    ).toBe("i left a green scarf in the studio on tuesday");
    expect(purposeOf("price up a wheel for a week from kilnhouse")?.verb).toBe("quote");
    expect(purposeOf("tell kilnhouse i think i was overcharged for my firing")?.verb).toBe("message");
  });

  it("counts adults and kids together for a field counting everyone, and books any lane as the usual one", () => {
    const lanes = plainForm(
      formField({ type: "number", name: "players", label: "Number of bowlers", invalid: "required" }),
      formField({ type: "number", name: "adults", label: "Adults" }),
      selectField("Lane", ["Standard lane", "Pin Lounge (£95 a lane an hour)"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(lanes, "book a lane for 2 adults and 3 kids, Tom Reid", NOW)).toEqual({
      "Number of bowlers": "5",
      Adults: "2",
      "Your name": "Tom Reid",
    });
  });

  it('takes a name after "name\'s" and a booking reference', () => {
    const contact = plainForm(
      formField({ name: "ref", label: "Booking reference" }),
      formField({ name: "name", label: "Name", invalid: "required" }),
    );
    expect(filledBy(contact, "message kilnhouse about booking KH-40917. name's Priya Shah", NOW)).toEqual({
      "Booking reference": "KH-40917",
      Name: "Priya Shah",
    });
  });

  it("reads when a hire ends: a second day's time, 'same time', and a weekday with its day of the month", () => {
    expect(when("this friday 8am, back saturday 3pm", NOW)).toMatchObject({
      date: { y: 2026, m: 11, d: 27 },
      until: { y: 2026, m: 11, d: 28 },
      untilTime: { h: 15, min: 0 },
    });
    expect(when("from tuesday 15 december 10am back tuesday 22nd same time", NOW)).toMatchObject({
      until: { y: 2026, m: 12, d: 22 },
      untilTime: { h: 10, min: 0 },
    });
  });
});
