import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a garden centre's questions and answers, each answer under the question it answers. Of answers
// that disagree, the one under the question asked says; a sentence saying no first of a thing asked that no other
// sentence names ("Not to the Aquatic Centre") is the answer for it.

const NOW = new Date("2026-11-26T10:00:00Z");

const FAQ = recordsPage(
  "https://greenhaw.example/faq",
  "Questions | Greenhaw Garden Centre",
  `<h1>Questions</h1>
  <h3>Can I bring my dog in?</h3><p>Yes, on a lead, to the Plant Hall. Not to the Glasshouse, please: the butterflies fly free.</p>
  <h3>Will you take plants I don't want?</h3><p>Yes, if they're healthy, at the Glasshouse. We don't pay for them.</p>`,
);

describe("an answer under the question it answers", () => {
  it("says no of the thing its sentence saying no first names alone", () => {
    expect(answerText([FAQ], "can i bring my dog with me to the glasshouse", NOW)).toBe(
      "No — Questions › Can I bring my dog in?: Yes, on a lead, to the Plant Hall. Not to the Glasshouse, please: the butterflies fly free.",
    );
  });
});
