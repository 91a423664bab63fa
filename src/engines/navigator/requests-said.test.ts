import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { isQuestion } from "./answer";
import { purposeOf } from "./purpose";

// Questions and requests as people type them without a form's verb or a question's first word, and the values a
// form takes from them: a friend denied, a reader named before "up", months counted by a list's options.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("questions asked without a question's first word", () => {
  it("reads 'could we', 'any offers on', 'if i book … can i' and a long place name before the question", () => {
    expect(isQuestion("could we party till midnight at millbrook village hall for my 40th")).toBe(true);
    expect(isQuestion("any offers on at boxwell millbridge right now")).toBe(true);
    expect(isQuestion("if i book packhorse's small van can i ride along with my stuff")).toBe(true);
    expect(isQuestion("millbrook village hall bridge club what time does it finish")).toBe(true);
    expect(isQuestion("harlow & finch ear wax removal price")).toBe(true);
    // Not a question: an instruction, or a request.
    expect(isQuestion("if you see a cookie banner click accept")).toBe(false);
    expect(isQuestion("any time after 2pm suits me")).toBe(false);
  });

  it("reads a fact named before whose it is, a question after a dash, and a superlative without 'the'", () => {
    expect(isQuestion("opening hours for the canal street kiosk")).toBe(true);
    expect(isQuestion("email address of the harbour office")).toBe(true);
    expect(isQuestion("the gym is doing a january offer - whats the joining fee now")).toBe(true);
    expect(isQuestion("longest class on the timetable at flex fitness")).toBe(true);
    expect(isQuestion("most expensive frame in the sale")).toBe(true);
    // Whose number it is, given as a value: no question.
    expect(isQuestion("my phone number for texts is 07700 900123")).toBe(false);
    expect(isQuestion("number 14 please")).toBe(false);
  });
});

describe("requests said another way", () => {
  it("reads asking a shop to do a job as requesting it, but not asking it to ring back", () => {
    expect(purposeOf("ask the cobbler to re-heel my boots by friday")?.object).toBe(
      "re-heel my boots by friday",
    );
    expect(purposeOf("ask the cobbler to re-heel my boots by friday")?.verb).toBe("request");
    expect(purposeOf("ask keyway to ring me back this afternoon")?.verb).toBe("callback");
  });

  it("keeps how many are put down, and who is signed up, said before 'up'", () => {
    const two = purposeOf(
      "put two of us down for the behind the scenes tour next wednesday, name Hamish Doyle",
    );
    expect(two?.verb).toBe("book");
    expect(two?.objectWords).toEqual(["behind", "scenes", "tour"]);
    expect(two?.text).toMatch(/^book two people for the behind/);
    expect(purposeOf("put my twins down for the christmas story time, so 2 places")?.verb).toBe("book");
    const leo = purposeOf("sign my son Leo Kapoor up for lantern juniors starting in february, hes 10");
    expect(leo?.verb).toBe("sign up");
    expect(leo?.object).toBe("lantern juniors starting in february");
    expect(leo?.text).toContain("for my son Leo Kapoor");
  });

  it("reads an enquiry, a message, a lost item, becoming a member, reminders and a job needing doing", () => {
    expect(purposeOf("ask packhorse about storing everything from my 1 bed flat")?.verb).toBe("request");
    expect(purposeOf("enquire about swimming lessons for my son Idris")?.objectWords).toContain("swimming");
    const message = purposeOf("send brightwater dental a message asking if i'd be suitable for an implant");
    expect(message?.verb).toBe("message");
    expect(message?.family).toContain("contact");
    expect(purposeOf("message harlow and finch for me to ask if my varifocals are ready")?.verb).toBe(
      "message",
    );
    expect(purposeOf("I left a blue rucksack on the ferry yesterday, please report it as lost")?.verb).toBe(
      "report",
    );
    expect(purposeOf("I want to become a member, family membership")?.verb).toBe("join");
    expect(purposeOf("set me up with bin reminders the night before")?.verb).toBe("subscribe");
    const lens = purposeOf("need my contact lens check up doing at the harlow and finch in town");
    expect(lens?.verb).toBe("book");
    expect(lens?.objectWords).toEqual(expect.arrayContaining(["contact", "lens", "check"]));
    expect(
      purposeOf("hi, i teach year 4 and we'd like to bring 28 children for the seed to plate visit")?.verb,
    ).toBe("book");
    // A question stays one, and so does a fact to report back.
    expect(purposeOf("what would a message to the office cost")).toBeUndefined();
    expect(purposeOf("report the opening hours of the library")).toBeUndefined();
    expect(purposeOf("report a pothole on Ferrier Road")?.verb).toBe("report");
  });
});

describe("values a request gives", () => {
  it("answers a yes / no list with no for a thing the request denies being", () => {
    const club = plainForm(
      formField({ name: "name", label: "Your name" }),
      selectField("Friend of the Lantern?", ["Choose…", "Yes, I'm a Friend of the Lantern", "No"]),
    );
    expect(filledBy(club, "im Ravi Kapoor and im not a friend", NOW)["Friend of the Lantern?"]).toBe("No");
    expect(filledBy(club, "we're not friends of the shop. Anna Byrne", NOW)["Friend of the Lantern?"]).toBe(
      "No",
    );
    expect(filledBy(club, "Anna Byrne, I'm a friend of the lantern", NOW)["Friend of the Lantern?"]).toMatch(
      /^Yes/,
    );
  });

  it("puts the one it is for in a reader's name, and the sender in theirs", () => {
    const join = plainForm(
      formField({ name: "reader", label: "Reader's name (if it isn't you)" }),
      formField({ name: "name", label: "Your name" }),
    );
    const task = purposeOf("sign my son Leo Kapoor up for lantern juniors, hes 10. im Ravi Kapoor")!.text;
    expect(filledBy(join, task, NOW)).toEqual({
      "Reader's name (if it isn't you)": "Leo Kapoor",
      "Your name": "Ravi Kapoor",
    });
  });

  it("counts in the unit a list's options give, and picks no option by its little words", () => {
    const storage = plainForm(
      selectField("For about", ["1 to 3 months", "3 to 6 months", "6 to 12 months", "More than a year"]),
      selectField("Shall we fetch it?", ["No, I'll bring it to you", "Yes, please collect it"]),
    );
    const filled = filledBy(
      storage,
      "storing everything for about 4 months, theyd need to come and get it",
      NOW,
    );
    expect(filled["For about"]).toBe("3 to 6 months");
    // A lesson's length in brackets names no range: the lesson is chosen by its words.
    const lessons = plainForm(
      selectField("Lesson", [
        "First-lesson offer (3 hours)",
        "Single lesson (1 hour)",
        "Double lesson (2 hours)",
      ]),
    );
    expect(filledBy(lessons, "my first driving lesson, the 3 hour offer", NOW).Lesson).toBe(
      "First-lesson offer (3 hours)",
    );
    expect(filled["Shall we fetch it?"]).toBe("Yes, please collect it");
    // "to" is said, and names neither option.
    expect(
      filledBy(storage, "storing my stuff for 4 months, i want to know soon", NOW)["Shall we fetch it?"],
    ).toBeUndefined();
  });

  it("reads a thing done as its option's verb, and keeps who does it", () => {
    const order = plainForm(
      selectField("How would you like it?", [
        "Collect from Ashby Road",
        "Collect from Market Square",
        "Deliver it to me",
      ]),
      selectField("Packing", ["We'll do our own", "Bring boxes and materials", "Pack everything for us"]),
    );
    expect(filledBy(order, "repeat prescription, have it delivered. we'll pack ourselves", NOW)).toEqual({
      "How would you like it?": "Deliver it to me",
      Packing: "We'll do our own",
    });
  });

  it("sends nothing when the list of what the form books has no option for what is asked", () => {
    const events = plainForm(
      selectField("Event", ["Santa in the barn", "Christmas wreath workshop", "Orchard wassail"]),
      formField({ name: "name", label: "Your name" }),
    );
    const task = "book 28 children for the seed to plate visit, Ben Carter";
    expect(() => filledBy(events, task, NOW, [], "the seed to plate visit")).toThrow(/"Event" has no option/);
    expect(
      filledBy(events, "book the wreath workshop, Ben Carter", NOW, [], "the wreath workshop").Event,
    ).toBe("Christmas wreath workshop");
  });

  it("puts the street said in a street's name, never the sender's, and the area the page gives a street", () => {
    const pothole = plainForm(
      formField({ name: "street", label: "Street name", invalid: "Please fill out this field." }),
      formField({ name: "name", label: "Your name" }),
    );
    expect(
      filledBy(pothole, "report a pothole on Ferrier Road outside number 12. name Gwen Tallis", NOW),
    ).toEqual({
      "Street name": "Ferrier Road",
      "Your name": "Gwen Tallis",
    });
    const reminders = plainForm(
      selectField("Your area", ["Choose your area", "Area 1", "Area 2", "Area 3"]),
      formField({ type: "email", name: "email", label: "Email" }),
    );
    const page = [
      "Area 1 Abbey Road, Birch Close Monday",
      "Area 3 Ivy Court, Juniper Way, Kingsmead Wednesday",
    ];
    expect(
      filledBy(reminders, "bin reminders, I'm on juniper way. sam@example.com", NOW, page)["Your area"],
    ).toBe("Area 3");
  });
});

describe("a form's values said as people say them", () => {
  const court = plainForm(
    selectField("Court", ["Grass court", "Clay court, indoor", "Clay court, outdoor"]),
    selectField("How long?", ["1 hour", "1½ hours", "2 hours"]),
    formField({ type: "number", name: "players", label: "Number of players" }),
    selectField("Are you a member?", ["Yes", "No, I'm a visitor"]),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  );

  it("takes an hour and a half, how many of us there are, and none of us being members", () => {
    const filled = filledBy(
      court,
      "book an indoor clay court for an hour and a half, there's 3 of us and none of us are members. Ada Lowe",
      NOW,
    );
    expect(filled).toMatchObject({
      "How long?": "1½ hours",
      "Number of players": "3",
      "Are you a member?": "No, I'm a visitor",
      "Your name": "Ada Lowe",
    });
    expect(
      filledBy(court, "book a grass court for two and a half hours, Ada Lowe", NOW)["How long?"],
    ).toBeUndefined();
    expect(filledBy(court, "book a grass court for 2 hours, i'm a member. Ada Lowe", NOW)).toMatchObject({
      "How long?": "2 hours",
      "Are you a member?": "Yes",
    });
  });

  it("writes the words in quotes as the message, and a message's own words after 'for me:'", () => {
    const cake = plainForm(
      formField({ name: "message", label: "Message on the cake" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(cake, "order a sponge cake with 'Well done Sam' piped on it, they'd love it. Ada Lowe", NOW),
    ).toEqual({
      "Message on the cake": "Well done Sam",
      "Your name": "Ada Lowe",
    });
    const asked = purposeOf(
      "send ashdown bakehouse a message for me: we run a deli and want to know if they'd supply us rye. Ada Lowe",
    );
    expect(asked?.verb).toBe("message");
    expect(asked?.object).toBe("we run a deli and want to know if they'd supply us rye");
    const contact = plainForm(
      selectField("What's it about?", ["A general question", "Classes", "Buying wholesale for my business"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(contact, asked!.text, NOW)["What's it about?"]).toBe("Buying wholesale for my business");
  });
});

describe("a party and tickets booked for someone else", () => {
  const party = plainForm(
    formField({ type: "date", name: "date", label: "Date", invalid: "required" }),
    selectField("Time", ["Saturday 13:30–15:30", "Sunday 14:00–16:00"]),
    formField({ name: "child", label: "Birthday child's name" }),
    formField({ type: "number", name: "age", label: "Age they'll be" }),
    formField({ type: "number", name: "children", label: "Number of children", invalid: "required" }),
    formField({ name: "name", label: "Your name", invalid: "required" }),
  );

  it("leaves the child's name to be said, takes the birthday's age, and a day said with a date's number", () => {
    expect(
      filledBy(
        party,
        "book a party for my daughter's 7th birthday on sunday 13 december, 9 kids. Ada Lowe",
        NOW,
      ),
    ).toEqual({
      Date: "2026-12-13",
      Time: "Sunday 14:00–16:00",
      "Age they'll be": "7",
      "Number of children": "9",
      "Your name": "Ada Lowe",
    });
  });

  it("reads no time from 'under 16s', so a showing time not said is asked for", () => {
    const tickets = plainForm(
      formField({ type: "date", name: "date", label: "Date", invalid: "required" }),
      formField({ type: "time", name: "time", label: "Showing time", invalid: "required" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(() => filledBy(tickets, "book 1 adult and 2 under 16s this sunday. Ada Lowe", NOW)).toThrow(
      /Showing time/,
    );
  });
});

describe("requests typed as people type them, and the option they name", () => {
  it("reads 'can u book', signing two up as, volunteering, and hiring", () => {
    expect(purposeOf("can u book me on the adult group lesson this saturday, the 2pm one")?.verb).toBe(
      "book",
    );
    const joint = purposeOf("sign me and my husband up as joint friends of the lantern");
    expect(joint?.verb).toBe("join");
    expect(joint?.object).toBe("joint friends of the lantern");
    expect(purposeOf("i'd like to volunteer in the box office, weekends suit me")?.verb).toBe("apply");
    expect(purposeOf("we'd like to hire the barn for a party on saturday")?.object).toMatch(/^hire the barn/);
  });

  it("tells a private lesson from a semi-private one, and a 2 hour hack from a 1 hour one", () => {
    const lesson = plainForm(
      selectField("Lesson", ["Private (1 rider)", "Semi-private (2 riders)", "Group", "Lunge lesson"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(lesson, "book a 30 min private lesson, Ada Lowe", NOW).Lesson).toBe("Private (1 rider)");
    expect(filledBy(lesson, "book a semi-private lesson, Ada Lowe", NOW).Lesson).toBe(
      "Semi-private (2 riders)",
    );
    const voucher = plainForm(
      selectField("Voucher", [
        "1-hour steady hack, £48",
        "2-hour common hack, £80",
        "An amount of my choice",
      ]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(voucher, "buy a voucher for the 2 hour hack, Ada Lowe", NOW).Voucher).toBe(
      "2-hour common hack, £80",
    );
  });

  it("reads 'the quarter to nine showing' tomorrow night as 20:45", () => {
    const tickets = plainForm(
      formField({ type: "date", name: "date", label: "Date", invalid: "required" }),
      formField({ type: "time", name: "time", label: "Showing time", invalid: "required" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(
      filledBy(tickets, "book tickets for tomorrow night, the quarter to nine showing. Ada Lowe", NOW),
    ).toEqual({
      Date: "2026-11-27",
      "Showing time": "20:45",
      "Your name": "Ada Lowe",
    });
  });
});
