import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, selectField } from "../../../test/helpers/form-field";
import { isQuestion } from "./answer";
import type { PageForm } from "./page-read";
import { purposeOf } from "./purpose";

// Requests as people type them to a dry cleaner's and a kennels, and the values their forms take from them.

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const select = selectField;
const form = plainForm;
const fill = (f: PageForm, task: string, page: string[] = [], about = "") =>
  filledBy(f, task, NOW, page, about);

describe("requests said without a form's verb", () => {
  it("reads needing someone to collect, sorting out an enquiry, a ring back and getting pets in as requests", () => {
    expect(purposeOf("i need someone from pressleys to collect a bag of shirts this friday")?.object).toBe(
      "collect a bag of shirts this friday",
    );
    expect(
      purposeOf("can you book pressleys to pick up some dry cleaning from my house")?.objectWords,
    ).toContain("collect");
    expect(purposeOf("sort me out a business account enquiry with pressleys")?.family).toContain("enquiry");
    expect(purposeOf("ask fernleigh to give me a ring back tomorrow afternoon")?.verb).toBe("callback");
    expect(purposeOf("can you get our 2 cats into the cattery from next tuesday")?.verb).toBe("book");
    expect(purposeOf("can you tell me when the cattery opens")).toBeUndefined();
  });

  it("reads a question after what it is about, with no question mark", () => {
    expect(isQuestion("my puppy is 5 months old, can she go to day club")).toBe(true);
    expect(isQuestion("fernleigh cattery, price per night for 2 cats sharing over christmas")).toBe(true);
    expect(isQuestion("Translate the page into French")).toBe(false);
    // A price asked by its name, with what it is about before a comma or after "of".
    expect(isQuestion("hollins green tractor ride price, we're not friends or anything")).toBe(true);
    expect(isQuestion("brightwater dental, iv sedation cost for plan members")).toBe(true);
    expect(isQuestion("price of a 6-7ft nordmann christmas tree from hollins green farm")).toBe(true);
    expect(isQuestion("search for price of tea")).toBe(false);
  });
});

describe("values a form takes from a request", () => {
  it("an address, the zone the page ties its town to, and the slot a time falls in", () => {
    const pickUp = form(
      formField({ name: "address", label: "Address", invalid: "required" }),
      formField({ name: "postcode", label: "Postcode" }),
      select("Zone", ["Zone 1", "Zone 2", "Zone 3"]),
      select("Time slot", ["08:00–10:00", "12:00–14:00", "18:00–20:00"]),
    );
    const page = [
      "Zone 1: Hollinsbury town (HB1 and HB2)",
      "Zone 2: Upper Hollinsbury, Coldbrook and Sedley (HB3)",
    ];
    expect(
      fill(pickUp, "collect 2 suits next tuesday at 8am. im at 8 Willow Close, Coldbrook HB3 5TN", page),
    ).toEqual({
      Address: "8 Willow Close, Coldbrook",
      Postcode: "HB3 5TN",
      Zone: "Zone 2",
      "Time slot": "08:00–10:00",
    });
    expect(fill(pickUp, "collect shirts friday, like 7pm. 41 Station Road, HB1 4DL", page)).toMatchObject({
      Zone: "Zone 1",
      "Time slot": "18:00–20:00",
    });
  });

  it("where to as the second postcode said, and an option said in the singular", () => {
    const move = form(
      formField({ name: "from", label: "Moving from (postcode)" }),
      formField({ name: "to", label: "Moving to (postcode)" }),
      select("How much is there?", ["Studio or bedsit", "1 bedroom", "2 bedrooms", "3 bedrooms"]),
    );
    expect(fill(move, "moving our 3 bedroom house, WB3 1AA to WB5 9QZ next tuesday")).toEqual({
      "Moving from (postcode)": "WB3 1AA",
      "Moving to (postcode)": "WB5 9QZ",
      "How much is there?": "3 bedrooms",
    });
    const boxes = form(select("Extra wardrobe boxes", ["None", "1", "2", "3"]));
    expect(fill(boxes, "the flat kit of boxes plus 2 wardrobe boxes")).toEqual({
      "Extra wardrobe boxes": "2",
    });
  });

  it("a business by name, and a rough number's range", () => {
    const business = form(
      formField({ name: "company", label: "Business name" }),
      select("Items a week", ["Fewer than 50", "50 to 200", "More than 200"]),
    );
    expect(
      fill(business, "for my restaurant The Copper Kettle, we'd send about 120 tablecloths a week"),
    ).toEqual({
      "Business name": "The Copper Kettle",
      "Items a week": "50 to 200",
    });
  });

  it("how many of a thing, the option naming nothing else, 'No dogs' when none come, and a stay's last day", () => {
    const stay = form(
      select("Who's staying?", ["Dog(s)", "Cat(s)", "Dogs and cats"]),
      select("Dog size", ["No dogs", "Small (up to 10 kg)", "Large (25 to 40 kg)"]),
      select("How many cats?", ["0", "1", "2", "3"]),
      formField({ type: "date", name: "arrival", label: "Arriving" }),
      formField({ type: "date", name: "departure", label: "Going home" }),
    );
    expect(fill(stay, "our 2 cats, from saturday 19 december to sunday 27 december")).toEqual({
      "Who's staying?": "Cat(s)",
      "Dog size": "No dogs",
      "How many cats?": "2",
      Arriving: "2026-12-19",
      "Going home": "2026-12-27",
    });
    expect(fill(stay, "my labrador Bramble, shes 32kg, from 19 december to 27 december")["Dog size"]).toBe(
      "Large (25 to 40 kg)",
    );
  });

  it("a pet's name and breed, and what needs doing from the request itself", () => {
    const trial = form(
      formField({ name: "dog_name", label: "Dog's name", invalid: "required" }),
      formField({ name: "breed", label: "Breed" }),
      formField({ tag: "textarea", name: "work", label: "What needs doing?", invalid: "required" }),
    );
    expect(fill(trial, "shes a 9kg cockapoo called Pip", [], "take in the sides of a dress")).toEqual({
      "Dog's name": "Pip",
      Breed: "cockapoo",
      "What needs doing?": "take in the sides of a dress",
    });
  });
});

describe("what a request gives beside a name, and what it says it does not want", () => {
  it("a date of birth for its field, never as the day asked for, and the name said before it", () => {
    const f = form(
      formField({ name: "name", label: "Your name" }),
      formField({ name: "dob", label: "Date of birth", type: "date" }),
      formField({ name: "date", label: "Appointment date", type: "date" }),
    );
    expect(fill(f, "book me a flu jab next tuesday. Dan Whitley born 12/05/1982, 07700 900211")).toEqual({
      "Your name": "Dan Whitley",
      "Date of birth": "1982-05-12",
      "Appointment date": "2026-12-01",
    });
  });

  it("an option the request says it does not get is not chosen for its word", () => {
    const f = form(select("What for?", ["Choose…", "NHS flu jab (free)", "Private flu jab (£16)"]));
    expect(fill(f, "book me a flu jab, im 44 so i dont get a free one")).toEqual({
      "What for?": "Private flu jab (£16)",
    });
    expect(fill(f, "book me a free flu jab")).toEqual({ "What for?": "NHS flu jab (free)" });
  });

  it("a thing's name said right after it: 'motor boat Bluebell'", () => {
    const f = form(formField({ name: "boat", label: "Boat's name" }));
    expect(
      fill(f, "need a visitors berth for 3 nights from next tuesday, motor boat Bluebell, 11.2 metres"),
    ).toEqual({
      "Boat's name": "Bluebell",
    });
  });
});

describe("requests said around their verb", () => {
  it("finds the request in a later clause, and reads trying, hiring and asking about a thing as requests", () => {
    expect(purposeOf("I already belay, book me a belay assessment at wharf mill on friday")?.object).toBe(
      "a belay assessment at wharf mill on friday",
    );
    expect(
      purposeOf("id like to try a singing lesson at skylark, on thursday next week")?.objectWords,
    ).toEqual(["singing", "lesson", "skylark"]);
    expect(purposeOf("we need to hire a half size violin for my daughter")?.verb).toBe("book");
    expect(purposeOf("ask kestrel about a boulder party at cobb lane for 8 kids")?.family).toContain(
      "enquiry",
    );
    expect(purposeOf("I already belay, what time do you open")).toBeUndefined();
  });

  it("an age said as 'will be 9' for an age field, not the number of children", () => {
    const f = form(
      formField({ name: "children", label: "Number of children", type: "number" }),
      formField({ name: "age", label: "Age the birthday child will be", type: "number" }),
    );
    expect(fill(f, "a boulder party for 8 kids, my son will be 9")).toEqual({
      "Number of children": "8",
      "Age the birthday child will be": "9",
    });
  });
});

describe("a quote and a taster as people ask for them", () => {
  it("the child a request is for by the name they are called, and their age", () => {
    const f = form(
      formField({ name: "pupil", label: "Pupil's name" }),
      select("Age", ["Under 8", "8 to 11", "12 to 17", "18 or over"]),
      formField({ name: "name", label: "Your name" }),
    );
    expect(
      fill(f, "book my son a taster drum lesson, hes 9. hes called Oliver Grant, im Kate Grant"),
    ).toEqual({
      "Pupil's name": "Oliver Grant",
      Age: "8 to 11",
      "Your name": "Kate Grant",
    });
  });

  it("'can I get a quote', a 2 bed flat, the second floor and as early as possible", () => {
    expect(purposeOf("can i get a quote to move my 2 bed flat on saturday 12 december")?.verb).toBe("quote");
    const f = form(
      select("How much is there?", ["Just a few things", "1 bedroom", "2 bedrooms", "3 bedrooms"]),
      select("Where is it now?", ["Ground floor, or a house", "1st or 2nd floor", "3rd floor or higher"]),
      select("Start", ["First thing (07:30)", "Mid-morning (10:00)", "Afternoon (13:00)"]),
    );
    expect(fill(f, "move my 2 bed flat, as early as poss. its on the second floor, no lift")).toEqual({
      "How much is there?": "2 bedrooms",
      "Where is it now?": "1st or 2nd floor",
      Start: "First thing (07:30)",
    });
  });
});

describe("a lane and a party as people ask for them", () => {
  it("the session whose span takes in the time said, and a list of kinds named 'Party' by its words", () => {
    const lane = form(
      select("Session", ["Early (opening to 09:00)", "Daytime (09:00–16:00)", "Evening (16:00 to closing)"]),
      select("Lane", ["Slow", "Medium", "Fast"]),
    );
    expect(fill(lane, "reserve me a slow lane this saturday around 2pm")).toEqual({
      Session: "Daytime (09:00–16:00)",
      Lane: "Slow",
    });
    const party = form(
      select("Party", [
        "Inflatable party (Millbrook)",
        "Pool games party (lido)",
        "Lido splash party (summer)",
      ]),
      select("Children coming", ["Up to 15", "16 to 20", "21 to 25"]),
    );
    expect(fill(party, "ask about a pool games party at the lido, about 20 kids coming")).toEqual({
      Party: "Pool games party (lido)",
      "Children coming": "16 to 20",
    });
  });
});

describe("a dentist's and a farm's forms as people fill them", () => {
  it("a part of the day by its name over an option whose brackets name the day, and 'I'm 19' as an age", () => {
    const visit = form(
      select("Time of day", [
        "Morning (before 12:30)",
        "Afternoon (12:30–17:00)",
        "Evening (after 17:00: Tuesday at Quay Street, Wednesday at Elm Park)",
      ]),
      select("Age", ["14 or 15", "16 or 17", "18 or over"]),
    );
    expect(fill(visit, "book me in at elm park next tuesday morning please, i'm 19")).toEqual({
      "Time of day": "Morning (before 12:30)",
      Age: "18 or over",
    });
  });

  it("'2 grown ups' as adults, and 'we aren't friends' as a no", () => {
    const santa = form(
      formField({ name: "adults", label: "Adults", type: "number" }),
      select("Friend of the farm?", ["Yes, I'm a Friend of the farm", "No"]),
    );
    expect(
      fill(santa, "book us in to see santa, 2 grown ups and 3 kids. we arent friends of the farm"),
    ).toEqual({
      Adults: "2",
      "Friend of the farm?": "No",
    });
  });
});
