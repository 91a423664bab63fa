import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";

// A karting track's, a sofa mover's and a clock mender's forms, as people ask for them: a list of clock times is a
// time whatever it is called, a count said after the thing it counts, an age said as who'll be, two lists alike
// taking what is said of each in turn, a doing's noun said as its verb, and a count the task speaks of but does not
// give, which is not sent as the list's first.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => String(i));
const you = [
  formField({ name: "name", label: "Your name", invalid: "required" }),
  formField({ name: "email", label: "Email", type: "email", invalid: "required" }),
];

const KARTING = plainForm(
  selectField("Track", ["Outdoor circuit, Harlow", "Indoor track, Bexmoor"]),
  formField({ name: "date", label: "Date", type: "date", invalid: "required" }),
  selectField("Race", ["11:00", "13:00 (Indoor track)", "15:00", "18:30 (Outdoor evening league)"]),
  selectField("Drivers", upTo(8)),
  selectField("Helmets to hire", upTo(8)),
  selectField("Age they'll be", upTo(16).slice(3)),
  ...you,
);

describe("lists of times and counts", () => {
  it("takes the time said from a list of clock times, not an option named by the track's words", () => {
    const race = filledBy(
      KARTING,
      "book 3 drivers on the outdoor circuit for the 3pm race on saturday 5th december, helmet hire for all 3 of us. Ola Berg ola@example.com",
      NOW,
    );
    expect(race).toMatchObject({ Race: "15:00", Drivers: "3", "Helmets to hire": "3" });
  });

  it("reads an age said as who'll be, and no party's size as an age", () => {
    const birthday = filledBy(
      KARTING,
      "book 6 drivers on the indoor track at 1pm on saturday 5th december for my son Sam Ruiz who'll be 9, no helmet hire. Ola Berg ola@example.com",
      NOW,
    );
    expect(birthday).toMatchObject({ "Age they'll be": "9", Drivers: "6" });
    expect(birthday["Helmets to hire"]).toBeUndefined();
    const party = plainForm(
      selectField("Age they'll be", ["8", "9", "10"]),
      selectField("Guests", upTo(8)),
      ...you,
    );
    expect(
      filledBy(party, "book a party for saturday, we'll be 6 guests. Ola Berg ola@example.com", NOW),
    ).toEqual({
      Guests: "6",
      "Your name": "Ola Berg",
      Email: "ola@example.com",
    });
  });

  it("does not send a count the task speaks of without a number as the list's first", () => {
    expect(() =>
      filledBy(
        KARTING,
        "book 3 drivers on the outdoor circuit for the 3pm race on saturday 5th december, we need helmet hire for everyone. Ola Berg ola@example.com",
        NOW,
      ),
    ).toThrow(/"Helmets to hire" asks how many, which the task does not give for it/);
  });
});

const FLOORS = ["Ground floor", "Ground floor, with steps", "First floor", "Second floor or higher"];
const SOFA = plainForm(
  formField({ name: "from", label: "Collect from (postcode)", invalid: "required" }),
  selectField("Which floor", FLOORS),
  formField({ name: "to", label: "Deliver to (postcode)", invalid: "required" }),
  selectField("And there", FLOORS),
  ...you,
);

describe("a headcount", () => {
  const PARTY = plainForm(
    selectField("Package", ["Racer party", "Grand prix party"]),
    selectField("Children", upTo(20).slice(8)),
    ...you,
  );

  it("is sent only where a list took it, never as a list's first option", () => {
    expect(
      filledBy(PARTY, "book a racer party on saturday 5th december, 12 kids. Ola Berg ola@example.com", NOW),
    ).toMatchObject({ Children: "12" });
    expect(() =>
      filledBy(
        PARTY,
        "my son turns 10 - book a racer party on saturday 5th december, 12 of them coming. Ola Berg ola@example.com",
        NOW,
      ),
    ).toThrow(/"Children" asks how many, which the task does not give for it/);
  });
});

describe("a thing asked for with 'a'", () => {
  it("is one of it", () => {
    const course = plainForm(
      selectField("Course", ["Junior racing", "Adult racing"]),
      selectField("Places", ["1", "2", "3"]),
      ...you,
    );
    expect(
      filledBy(course, "can i get a place on the junior racing course? Ola Berg ola@example.com", NOW),
    ).toMatchObject({ Course: "Junior racing", Places: "1" });
  });
});

describe("two lists alike", () => {
  it("give each the option said in its turn, from then to", () => {
    const move = filledBy(
      SOFA,
      "quote to move my sofa from a first floor flat in HW1 2AB to a ground floor house in HW9 8ZZ. Ola Berg ola@example.com",
      NOW,
    );
    expect(move).toMatchObject({
      "Collect from (postcode)": "HW1 2AB",
      "Which floor": "First floor",
      "Deliver to (postcode)": "HW9 8ZZ",
      "And there": "Ground floor",
    });
  });
});

const CLOCKS = plainForm(
  selectField("What needs doing", ["A service", "A new mainspring", "A full restoration", "Not sure"]),
  formField({ name: "make", label: "Make" }),
  selectField("Roughly how old", ["Before 1900", "1900 to 1950", "After 1950", "Don't know"]),
  ...you,
);

describe("what a thing is and needs", () => {
  it("reads a doing's noun said as its verb, a maker said as what it is, and a year before or after a list's", () => {
    const restore = filledBy(
      CLOCKS,
      "get a quote to restore my grandad's clock, it's a Comitti from about 1890. Ola Berg ola@example.com",
      NOW,
    );
    expect(restore).toMatchObject({
      "What needs doing": "A full restoration",
      Make: "Comitti",
      "Roughly how old": "Before 1900",
    });
    const newer = filledBy(
      CLOCKS,
      "a quote to service my clock from around 1962. Ola Berg ola@example.com",
      NOW,
    );
    expect(newer).toMatchObject({ "What needs doing": "A service", "Roughly how old": "After 1950" });
    expect(newer.Make).toBeUndefined();
  });
});

describe("the one a form is for", () => {
  it("is named by the doer's name field of one signed up ('Surfer's name' of 'sign my daughter … up')", () => {
    const surf = plainForm(
      selectField("Course", ["Grommets (6 to 9)", "Adult improvers"]),
      formField({ name: "surfer", label: "Surfer's name", invalid: "required" }),
      ...you,
    );
    expect(
      filledBy(surf, "sign my daughter Ava Reid up for the grommets course. Jo Reid jo@example.com", NOW),
    ).toMatchObject({ Course: "Grommets (6 to 9)", "Surfer's name": "Ava Reid", "Your name": "Jo Reid" });
  });
});

describe("a school's visit", () => {
  it("takes the school by its name, the visit for the class's key stage, and the children as its pupils", () => {
    const visit = plainForm(
      formField({ name: "school", label: "School", invalid: "required" }),
      selectField("Visit", [
        "Little Scientists (Reception and KS1)",
        "Forces Lab (KS2)",
        "Chemistry Club (KS3)",
      ]),
      formField({ name: "pupils", label: "Pupils", type: "number", invalid: "required" }),
      formField({ name: "adults", label: "Adults", type: "number", invalid: "required" }),
      ...you,
    );
    expect(
      filledBy(
        visit,
        "book a school visit for our year 3 class from Oakfield Primary, 28 kids and 3 adults. Ola Berg ola@example.com",
        NOW,
      ),
    ).toMatchObject({ School: "Oakfield Primary", Visit: "Forces Lab (KS2)", Pupils: "28", Adults: "3" });
  });
});
