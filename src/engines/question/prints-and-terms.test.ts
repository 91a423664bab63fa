import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a print shop's and a dance school's pages, on a copy shop's and a music school's
// pages of this file's own: "one sided" as a price list's "single-sided"; what it takes for a thing to be free; the
// period said with "how much" ("3 lessons a week, how much a term"); a number of things said with them; a price
// asked of a service that emails ("how much to scan documents and email them"); no price for printing on a thing
// the pages do not sell ("a photo printed on canvas").

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://copyhouse.example${path}`, `${title} | Copy House`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const COPIES = page(
  "/copies",
  "Copies",
  `<h1>Copies</h1><dl><dt>Scanning to email</dt><dd>15p a page</dd></dl><table><tr><th>Copy</th><th>A4</th><th>A3</th></tr><tr><td>Colour, single-sided</td><td>40p</td>
  <td>80p</td></tr><tr><td>Colour, double-sided</td><td>70p</td><td>£1.40</td></tr></table>`,
);
const POSTERS = page(
  "/posters",
  "Poster printing",
  `<h1>Poster printing</h1><p>On our wide printer while you wait.</p><table><tr><th>Size</th><th>Matt paper</th>
  <th>Satin photo paper</th></tr><tr><td>A3</td><td>£7</td><td>£11</td></tr><tr><td>A2</td><td>£12</td><td>£18</td>
  </tr></table>`,
);
const DELIVERY = page(
  "/delivery",
  "Delivery",
  `<h1>Delivery</h1><dl><dt>Local delivery in Harbury</dt><dd>£5 by our van; free on orders over £60</dd>
  <dt>UK courier</dt><dd>£8.50; free on orders over £120</dd></dl>`,
);
const LESSONS = page(
  "/fees",
  "Fees",
  `<h1>Fees</h1><table><tr><th>Lessons</th><th>Term fee</th><th>Or monthly</th></tr>
  <tr><td>1 lesson a week</td><td>£90</td><td>3 × £30</td></tr><tr><td>2 lessons a week</td><td>£170</td>
  <td>3 × £57</td></tr><tr><td>3 lessons a week</td><td>£240</td><td>3 × £80</td></tr></table>`,
);

describe("a print shop's and a school's prices as people ask them", () => {
  it("reads 'one sided' as the single-sided row", () => {
    expect(ask([COPIES], "how much is a colour a3 copy, one sided")).toBe("Colour, single-sided: A3 80p");
  });

  it("gives what it takes for delivery to be free, of the place asked", () => {
    expect(ask([DELIVERY], "how much do i need to spend to get free delivery in harbury")).toBe(
      "Local delivery in Harbury: free on orders over £60",
    );
  });

  it("takes the period said with 'how much', and the row saying the number of things asked", () => {
    expect(parseQuestion("my son wants 3 lessons a week, how much a term", NOW).period).toBe("term");
    expect(ask([LESSONS], "my son wants to do 3 lessons a week, how much a term")).toBe(
      "3 lessons a week: Term fee £240",
    );
  });

  it("reads 'how much … and email them to me' as a price, not an email address", () => {
    expect(parseQuestion("how much to scan documents and email them to me", NOW).type).toBe("price");
    expect(ask([COPIES], "how much do you charge to scan documents and email them to me")).toContain("15p");
  });

  it("gives no price for printing on a thing the pages do not sell", () => {
    expect(ask([POSTERS], "how much to get a photo printed on canvas")).toBe("not found");
    expect(ask([POSTERS], "how much is an a3 poster on photo paper")).toContain("£11");
  });
});
