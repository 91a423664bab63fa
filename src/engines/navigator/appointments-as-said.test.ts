import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import type { SeenPage } from "./answer";
import { siteNameRead, withoutSiteNameSaid } from "./purpose-task";

// Of this file's own: a tailor's appointments (its kinds, times some only on Saturdays, guests and a wedding day)
// and its sale's two days, as people ask for them, with the site's name said as they say it.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const page = (url: string, title: string): SeenPage => ({ url, title, blocks: [], links: [] });
const SITE = new Map([
  ["https://hartley.example/", page("https://hartley.example/", "Hartley Tailoring")],
  ["https://hartley.example/book", page("https://hartley.example/book", "Appointments | Hartley Tailoring")],
]);
const BOOK = plainForm(
  selectField("Appointment", [
    "Tailoring",
    "The Hartley Fitting",
    "A second visit",
    "Groomsmen",
    "Alterations",
  ]),
  formField({ name: "day", label: "Day", type: "date", invalid: "required" }),
  selectField("Time", ["09:30, Saturdays", "10:00", "11:30, Saturdays", "14:00"]),
  formField({ name: "guests", label: "Guests coming with you", type: "number" }),
  formField({ name: "wedding", label: "Your wedding day", type: "date" }),
  formField({ name: "name", label: "Your name" }),
);
const fill = (task: string) => filledBy(BOOK, withoutSiteNameSaid(task, siteNameRead(SITE)), NOW);

describe("an appointment as people book it", () => {
  it("reads the request without the site's name said whole, keeping a kind named after it", () => {
    expect(
      withoutSiteNameSaid(
        "book a groomsmen appointment at hartley tailoring for next tuesday",
        siteNameRead(SITE),
      ),
    ).toBe("book a groomsmen appointment for next tuesday");
    expect(
      fill("book a groomsmen appointment at hartley tailoring for next tuesday at 2pm. Sam Cole").Appointment,
    ).toBe("Groomsmen");
    expect(
      fill("book the hartley fitting at hartley tailoring on saturday 5th december at 10am. Sam Cole")
        .Appointment,
    ).toBe("The Hartley Fitting");
  });

  it("takes a time said with the days it is offered, and counts those brought along", () => {
    expect(
      fill("book a tailoring appointment this saturday at half 11, me and 4 groomsmen. Sam Cole"),
    ).toMatchObject({
      Time: "11:30, Saturdays",
      "Guests coming with you": "4",
    });
    expect(
      fill("book a tailoring appointment next tuesday at 10am, i'll bring about 3 friends. Sam Cole"),
    ).toMatchObject({
      "Guests coming with you": "3",
    });
    expect(
      fill("book a tailoring appointment next tuesday at 10am, i'm bringing my dad. Sam Cole"),
    ).toMatchObject({
      "Guests coming with you": "1",
    });
  });

  it("gives the wedding day only when the request says it of the wedding", () => {
    expect(fill("book a tailoring appointment next tuesday at 10am. Sam Cole")).not.toHaveProperty(
      "Your wedding day",
    );
    expect(
      fill(
        "book a tailoring appointment next tuesday at 10am, the wedding is 4th september next year. Sam Cole",
      )["Your wedding day"],
    ).toBe("2027-09-04");
  });
});

describe("a list of days asked by its weekday", () => {
  const SALE = plainForm(
    selectField("Day", ["Saturday 16 January", "Sunday 17 January"]),
    selectField("Time", ["09:00", "10:00", "11:00"]),
    formField({ name: "name", label: "Your name" }),
  );
  it("takes the one day named by the weekday said with no date, and none for another date", () => {
    expect(filledBy(SALE, "get me a slot at the sale on the sunday at 10am. Zoe Marsh", NOW).Day).toBe(
      "Sunday 17 January",
    );
    expect(
      filledBy(SALE, "get me a slot at the sale on sunday 29th november at 10am. Zoe Marsh", NOW),
    ).not.toHaveProperty("Day");
  });
});
