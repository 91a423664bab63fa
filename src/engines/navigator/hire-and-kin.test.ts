import { describe, expect, it } from "vitest";
import { filledBy, formField, plainForm, requestOf, selectField } from "../../../test/helpers/form-field";

// Requests to a punt and rowing boat hire's forms as people type them: "me and my wife want to hire …", "looking to
// book …", "we want to do the …"; then a child's first name typed in lower case, a "first-time" list that asks no
// time, a count said of the boat chosen, children said as "2 of them are under 12", an organiser's name, a pet's name
// typed in lower case, and an option of the sender's own ("I'll travel in my wheelchair") not chosen by "my wife".

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const numbers = (label: string, from: number, to: number) =>
  selectField(
    label,
    Array.from({ length: to - from + 1 }, (_, i) => String(from + i)),
  );
const named = formField({ name: "name", label: "Your name", invalid: "required" });

describe("wishes that are bookings", () => {
  it("books a hire wished for by two, a booking looked to make and a trip wanted", () => {
    const hire = requestOf("me and my wife want to hire a punt this saturday. Jo Park jo@example.com");
    expect(hire?.verb).toBe("book");
    expect(hire?.objectWords).toContain("punt");
    expect(requestOf("looking to book the picnic cruise for a hen do. Jo Park jo@example.com")?.verb).toBe(
      "book",
    );
    expect(requestOf("we want to do the evening river trip on friday. Jo Park jo@example.com")?.verb).toBe(
      "book",
    );
    const party = requestOf(
      "we're the Fenley rowing club - 14 of us would like a picnic cruise. jo@example.com",
    );
    expect(party?.verb).toBe("book");
    expect(party?.objectWords).toEqual(expect.arrayContaining(["picnic", "cruise"]));
  });

  it("subscribes to what the sender asks to be added to", () => {
    const news = requestOf("add me to the punt hire newsletter - mostly the summer trips. jo@example.com");
    expect(news?.verb).toBe("subscribe");
    expect(news?.objectWords).toContain("newsletter");
  });

  it("keeps who wishes it, to count the asker and the one they name as two people", () => {
    const request = requestOf("me and my wife want to hire a punt this saturday. Jo Park");
    expect(request?.text).toContain("me and my wife");
    const form = plainForm(formField({ type: "number", name: "people", label: "Number of people" }), named);
    expect(filledBy(form, request!.text, NOW)).toMatchObject({ "Number of people": "2" });
  });
});

describe("values of a boat hire's forms", () => {
  it("takes a child's first name typed in lower case after who they are", () => {
    const form = plainForm(
      formField({ name: "child", label: "Child's first name", invalid: "required" }),
      formField({ name: "name", label: "Parent or guardian's name", invalid: "required" }),
    );
    expect(
      filledBy(
        form,
        "can i book my son alfie (he's 10) into rowing club on saturday. Jo Park jo@example.com",
        NOW,
      ),
    ).toMatchObject({ "Child's first name": "Alfie", "Parent or guardian's name": "Jo Park" });
  });

  it("reads a 'first-time' list by its words, not as a time", () => {
    const form = plainForm(selectField("First-time taster (Rowing club, £8)", ["No", "Yes"]), named);
    expect(filledBy(form, "book my son into rowing club, the £8 taster please. Jo Park", NOW)).toMatchObject({
      "First-time taster (Rowing club, £8)": "Yes",
    });
  });

  it("counts the boat chosen, and the children said of the party", () => {
    const form = plainForm(
      selectField("Boat", ["Punt (up to 6)", "Rowing boat (up to 4)"]),
      selectField("Trip", ["One hour", "One way to Fenley Lock"]),
      numbers("Number of boats", 1, 4),
      numbers("How many of them are under 12?", 0, 6),
      named,
    );
    const filled = filledBy(
      form,
      "book the one way trip to fenley lock in rowing boats - 2 rowing boats, 7 of us and 3 of them are under 12. Jo Park",
      NOW,
    );
    expect(filled).toMatchObject({
      Boat: "Rowing boat (up to 4)",
      "Number of boats": "2",
      "How many of them are under 12?": "3",
    });
  });

  it("puts the sender's name in an organiser's name", () => {
    const form = plainForm(formField({ name: "name", label: "Organiser's name", invalid: "required" }));
    expect(
      filledBy(form, "book the picnic cruise for a hen do, 12 of us. Jo Park jo@example.com", NOW),
    ).toEqual({
      "Organiser's name": "Jo Park",
    });
  });
});

describe("a pet's name typed in lower case", () => {
  const pets = plainForm(
    formField({ name: "dog", label: "Dog's name" }),
    formField({ name: "breed", label: "Breed" }),
    named,
  );

  it("is the word after what it is, up to a preposition, a comma or the end; two are both", () => {
    expect(filledBy(pets, "please book my labrador biscuit on the 2pm punt. Jo Park", NOW)).toMatchObject({
      "Dog's name": "Biscuit",
      Breed: "labrador",
    });
    expect(
      filledBy(pets, "book our 2 golden retrievers ted and honey in for saturday. Jo Park", NOW),
    ).toMatchObject({ "Dog's name": "Ted, Honey", Breed: "golden retriever" });
  });

  it("is never a verb's particle or who the asker is with", () => {
    expect(filledBy(pets, "can i drop my dog off at the boathouse first? Jo Park", NOW)["Dog's name"]).toBe(
      undefined,
    );
    expect(
      filledBy(pets, "me and my husband want to hire a punt with our spaniel. Jo Park", NOW)["Dog's name"],
    ).toBe(undefined);
  });
});

describe("an option of the sender's own", () => {
  it('is not chosen by a request\'s "my" alone', () => {
    const help = plainForm(
      selectField("Any help we should plan for?", [
        "None",
        "I'll travel in my wheelchair",
        "A seat near the front",
      ]),
      named,
    );
    expect(filledBy(help, "book me and my wife on the 2pm punt. Jo Park", NOW)).not.toMatchObject({
      "Any help we should plan for?": "I'll travel in my wheelchair",
    });
    expect(
      filledBy(help, "book me on the 2pm punt, i'll travel in my wheelchair. Jo Park", NOW),
    ).toMatchObject({
      "Any help we should plan for?": "I'll travel in my wheelchair",
    });
  });

  it('is chosen by what it means: "feeling better now" is "My symptoms have improved"', () => {
    const why = plainForm(
      selectField("Why are you cancelling?", ["I can't make it", "My symptoms have improved", "Cost"]),
      named,
    );
    expect(
      filledBy(why, "cancel my massage please, my shoulder is feeling better now. Jo Park", NOW),
    ).toMatchObject({ "Why are you cancelling?": "My symptoms have improved" });
  });
});
