import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";

// Forms a festival's ticket buyers and a skip firm's customers fill in, on forms of this file's own: children
// counted into age groups by the ages said, a pass said of another kind, people for an extra nobody asked for, and
// a load sized by the count the form's page gives each option.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const radios = (label: string, options: string[]) =>
  formField({ tag: "select", type: "radio", name: label, label, options });
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => String(i));

const TICKETS = plainForm(
  radios("Ticket", ["Weekend, with camping", "Saturday day ticket", "Sunday day ticket"]),
  selectField("Adults, 18 and over", upTo(10)),
  selectField("Teens, 13 to 17", upTo(10)),
  selectField("Children, 5 to 12", upTo(10)),
  selectField("Under 5s (free)", upTo(6)),
  radios("Campervan pass", ["No", "Yes, add one"]),
  selectField("Car parking", ["No parking", "Weekend pass, Car Park B", "Day pass, Car Park C"]),
  selectField("Early entry on Thursday, people", upTo(10)),
  formField({ name: "name", label: "Your name", invalid: "required" }),
);

describe("a festival's ticket form", () => {
  it("counts the children into the age groups their ages fall in, the grown-ups apart", () => {
    const task =
      "buy saturday day tickets for me, my wife and our two kids, they're 10 and 3, plus a day parking pass. Priya Nair";
    expect(filledBy(TICKETS, requestOf(task)!.text, NOW)).toMatchObject({
      Ticket: "Saturday day ticket",
      "Adults, 18 and over": "2",
      "Teens, 13 to 17": "0",
      "Children, 5 to 12": "1",
      "Under 5s (free)": "1",
      "Car parking": "Day pass, Car Park C",
    });
  });

  it("adds no pass of another kind than the one said, and no people for an extra nobody asked for", () => {
    const task = "buy saturday day tickets for me and my wife, plus a day parking pass. Priya Nair";
    const filled = filledBy(TICKETS, requestOf(task)!.text, NOW);
    expect(filled["Campervan pass"]).toBeUndefined();
    expect(filled["Early entry on Thursday, people"]).toBeUndefined();
    const early = "buy weekend tickets for me and my wife, with early entry on thursday. Priya Nair";
    expect(filledBy(TICKETS, requestOf(early)!.text, NOW)["Early entry on Thursday, people"]).toBe("2");
  });
});

describe("a request to get tickets", () => {
  it("buys what it gets, and no parking it never asks for", () => {
    const req = requestOf(
      "get 2 adult weekend tickets and a teen one, and we're coming in our campervan. Sam Lee",
    )!;
    expect(req.verb).toBe("buy");
    expect(req.objectWords).not.toContain("and");
    const filled = filledBy(TICKETS, req.text, NOW);
    expect(filled).toMatchObject({
      Ticket: "Weekend, with camping",
      "Adults, 18 and over": "2",
      "Teens, 13 to 17": "1",
      "Campervan pass": "Yes, add one",
    });
    expect(filled["Car parking"]).toBeUndefined();
    expect(requestOf("get a quote for a man and van to clear my garage. Rob Haines")?.verb).toBe("quote");
  });
});

describe("a skip firm's quote form", () => {
  it("sizes a load by the count the page gives each option, the smallest that takes it all", () => {
    const quote = plainForm(
      radios("Which service?", ["Wait and load", "Man and van"]),
      selectField("How much", [
        "8 yard wait and load",
        "Single item",
        "Quarter load",
        "Half load",
        "Full load",
      ]),
      formField({ name: "name", label: "Your name", invalid: "required" }),
    );
    const page = [
      "Quarter load — About 15 bin bags, Zone 1 £95",
      "Half load — About 30 bin bags, Zone 1 £160",
      "Full load — About 60 bin bags, Zone 1 £270",
    ];
    const task =
      "get a quote from heron for a man and van to clear about 25 bags of junk out of my garage. Rob Haines";
    expect(filledBy(quote, requestOf(task)!.text, NOW, page)).toMatchObject({
      "Which service?": "Man and van",
      "How much": "Half load",
    });
  });
});
