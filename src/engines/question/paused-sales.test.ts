import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a farm shop selling hens and their houses, which sells no hens over its Christmas pause.
// "Can I buy a hen on 23rd december" is a no from the sentence pausing the sales of its kind on dates taking the
// day in; a hen house, which is no hen, is not.

const NOW = new Date("2026-11-26T10:00:00Z");

const HENS = recordsPage(
  "https://applegarth.example/hens",
  "Hens | Applegarth Farm",
  `<h1>Hens</h1><p>Point-of-lay hens, reared here, from the farm shop.</p>
  <table><caption>Birds</caption><tr><th>Bird</th><th>Price</th></tr>
  ${headedRow("Hen, Warren", "£18")}
  ${headedRow("Hen, Speckledy", "£22")}</table>
  <table><caption>Houses</caption><tr><th>House</th><th>For</th><th>Price</th></tr>
  ${headedRow("Cedar house with a run", "4 hens", "£260")}</table>
  <dl><dt>Christmas</dt><dd>We don't sell birds from Monday 21 December to Sunday 3 January: they settle badly in the cold.</dd></dl>`,
);

describe("sales paused on the day asked", () => {
  it("is a no for a thing of the kind paused, on a day the pause takes in", () => {
    expect(answerText([HENS], "can i buy a hen on 23rd december as a present for my dad", NOW)).toBe(
      "No — Hens: Christmas: We don't sell birds from Monday 21 December to Sunday 3 January: they settle badly in the cold.",
    );
  });

  it("says nothing of another day, or of a thing of another kind", () => {
    expect(answerText([HENS], "can i buy a hen on 5th january", NOW)).not.toMatch(/^No/);
    expect(answerText([HENS], "can i buy a hen house on 23rd december", NOW)).not.toMatch(/^No/);
  });
});
