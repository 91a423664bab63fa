import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";
import { isQuestion } from "./answer";
import { when } from "./form-when";
import { splitInstructions } from "./instructions";

// Requests to a glazier's site said as a question or a wish, with the details after them: "can i book …", "i want
// the …", "need the … fixed", "we'd like them to quote for …", "… and would like an account"; then the list a
// label names every option of, "first thing", and a count said of what a number field is named for.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("a question or a wish that gives the details to send", () => {
  it("books what 'can i book' and 'i want the' name when a phone number or an email follows", () => {
    expect(requestOf("can i book a window survey, it's a bay window. Ali Reza 07700 900111")?.verb).toBe(
      "book",
    );
    expect(requestOf("i want the gutter clean at the clapham yard. ali@example.com")?.object).toBe(
      "the gutter clean at the clapham yard",
    );
    expect(requestOf("can i book a survey online?")).toBeUndefined();
  });

  it("reads a detail with its 'I' left out as a detail, not a question", () => {
    expect(isQuestion("could start saturday 5 december")).toBe(false);
    expect(isQuestion("can do mornings")).toBe(false);
    expect(isQuestion("can i park there")).toBe(true);
  });

  it("reads a thing needing a service or a fix, a quote asked for and an account wanted as requests", () => {
    expect(
      requestOf("need the sash window in my rented flat fixed by clearpane. Ali Reza 07700 900111")?.object,
    ).toBe("a repair");
    const quote = requestOf(
      "we'd like clearpane to quote for triple glazing. 3 bed semi. Ali Reza 07700 900111",
    );
    expect(quote?.verb).toBe("quote");
    expect(quote?.object).toBe("triple glazing");
    const account = requestOf(
      "we run a letting agency with 30 flats and would like a trade account with clearpane. ali@example.com",
    );
    expect(account?.verb).toBe("request");
    expect(account?.objectWords).toEqual(["trade", "account"]);
  });

  it("reads a place asked for, a call back asked of someone, a hire without its verb and an account opened", () => {
    expect(
      requestOf("can i get a place on the bread class next saturday? just me. Cal Frere cal@example.com")
        ?.object,
    ).toBe("a place on the bread class next saturday");
    const ring = requestOf(
      "can someone from clearpane ring me back about a bay window? afternoons. Ali 07700 900111",
    );
    expect([ring?.verb, ring?.objectWords]).toEqual(["callback", ["clearpane", "bay", "window"]]);
    const yard = requestOf("get clearpane's north yard to ring me back in the morning. Ali 07700 900111");
    expect(yard?.objectWords).toEqual(["clearpane", "north", "yard"]);
    const hire = requestOf(
      "glass sucker from the north yard for a day on the 14th please. Ali ali@example.com",
    );
    expect(hire?.verb).toBe("book");
    expect(requestOf("glass sucker for a day please, what does it cost?")).toBeUndefined();
    expect(requestOf("open a trade account with clearpane for Reza Ltd. Ali ali@example.com")?.verb).toBe(
      "apply",
    );
  });

  it("keeps a price asked after a yes or no with it, as one question", () => {
    expect(splitInstructions("does clearpane do shop fronts? how much per window")).toEqual([
      "does clearpane do shop fronts, how much per window",
    ]);
    expect(splitInstructions("is clearpane hiring window cleaners, what's the pay")).toHaveLength(1);
    expect(splitInstructions("is the north yard open on monday? what time does it close")).toHaveLength(2);
  });
});

describe("values a request gives", () => {
  it("takes the option a request names beside the word its label names every option by", () => {
    const survey = plainForm(
      selectField("Window type", ["Sash (two panes that slide up and down)", "Bay window (behind a seat)"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(survey, "book a survey for a sash window, Ali Reza", NOW)["Window type"]).toMatch(
      /^Sash/,
    );
  });

  it("reads 'first thing' as early that day, not the first of the month", () => {
    expect(when("tuesday 8th december first thing (8am)", NOW)).toEqual({
      date: { y: 2026, m: 12, d: 8 },
      time: { h: 8, min: 0 },
    });
  });

  it("reads a house number before a street as no time, so a part of the day said is the list's choice", () => {
    expect(when("on tuesday 1st december in the afternoon, it's at 3 Mill Court", NOW)).toEqual({
      date: { y: 2026, m: 12, d: 1 },
    });
    const visit = plainForm(
      selectField("Part of the day", ["Any time", "Morning", "Afternoon", "Evening"]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const said = "come on tuesday 1st december in the afternoon, it's a house at 3 Mill Court. Aisha Khan";
    expect(filledBy(visit, said, NOW)["Part of the day"]).toBe("Afternoon");
  });

  it("names the child said with their age as the person being booked, the sender as their parent", () => {
    const induction = plainForm(
      formField({ name: "name", label: "Name of the person being inducted", invalid: "required" }),
      formField({ name: "parent", label: "Parent or guardian coming along" }),
    );
    const said = "my daughter maya cole is 14 and wants to start. book her induction, i'm Dan Cole";
    expect(filledBy(induction, said, NOW)).toEqual({
      "Name of the person being inducted": "Maya Cole",
      "Parent or guardian coming along": "Dan Cole",
    });
  });

  it("fills a field whose label offers a choice of names by the one the request says", () => {
    const order = plainForm(
      formField({ name: "code", label: "Key code or security card number" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const said = "order 2 copies of my key, security card number AB-20417. Ben Ward";
    expect(filledBy(order, said, NOW)["Key code or security card number"]).toBe("AB-20417");
  });

  it("fills a number field with the count said of what it is named for", () => {
    const quote = plainForm(
      formField({ type: "number", name: "bedrooms", label: "Bedrooms" }),
      formField({ type: "number", name: "bathrooms", label: "Bathrooms" }),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    expect(filledBy(quote, "quote for new windows, 3 bed semi, one bathroom, Ali Reza", NOW)).toMatchObject({
      Bedrooms: "3",
      Bathrooms: "1",
    });
  });
});
