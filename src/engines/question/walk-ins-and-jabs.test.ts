import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Yes/no questions on pages of this file's own: closing with what the asker's doing is for ("for a haircut", "for
// axe throwing", "to stay"), which the record answering need not say again when the pages say it all over or
// nowhere; a make said as part of a hyphenated name ("Mercedes-Benz"); "my old" keys as the asker's keys; money
// off as a discount.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (site: string, path: string, title: string, main: string) =>
  recordsPage(`https://${site}.example${path}`, `${title} | ${site}`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const SALONS = page(
  "shears",
  "/salons",
  "Our salons",
  `<h1>Chairs and doors</h1><table><tr><th>Salon</th><th>Walk-ins</th><th>Chairs</th></tr>
  ${headedRow("Mill Quay", "No, by appointment only", "6")}${headedRow("Abbey Street", "Yes, Tuesday to Saturday", "4")}
  </table>`,
);
const KENNELS = page(
  "barkhouse",
  "/requirements",
  "Before you come",
  `<h1>Before you come</h1><p>We check every vaccination card at the gate.</p>
  <dl><dt>Cat flu and enteritis (cats)</dt><dd>Within the last 12 months</dd>
  <dt>Feline leukaemia (cats)</dt><dd>Recommended, but not required</dd>
  <dt>Kennel cough (dogs)</dt><dd>At least 14 days before arrival</dd>
  <dt>Flea treatment</dt><dd>Within a week of arrival</dd></dl>`,
);

const RANGE = recordsPage(
  "https://bullseye.example/rules",
  "Range rules | Bullseye Archery & Axe",
  `<h1>Range rules</h1><p>Closed-toe shoes for everyone: no sandals, sliders or flip-flops. Wear boots when it's
  wet.</p><p>No more than 2 drinks before your session.</p>`,
);
const KEYS = page(
  "keyworks",
  "/car-keys",
  "Car keys",
  `<h1>Car keys</h1><p>We can do most Ford, Vauxhall and Toyota keys. We can't programme keys for Mercedes-Benz,
  Tesla or Land Rover.</p><h2>Pianos</h2><dl><dt>Ivory keys</dt><dd>We repair ivory keys, but never buy or sell
  ivory</dd><dt>Plastic keys</dt><dd>New sets from £180</dd></dl>`,
);

const TICKETS = page(
  "lockedin",
  "/tickets",
  "Tickets",
  `<h1>Tickets</h1><h2>Discounts</h2><dl><dt>Students</dt><dd>15% off off-peak games, with a student card</dd>
  <dt>Loyalty card</dt><dd>Collect 5 stamps and get £20 off your next game</dd></dl>`,
);

describe("what the asker's doing is for", () => {
  it("answers a walk-in question of the salon named, though no page says a haircut", () => {
    expect(ask([SALONS], "can i just walk in for a haircut at mill quay")).toBe(
      "No — Chairs and doors: Mill Quay — Walk-ins No, by appointment only, Chairs 6",
    );
    expect(ask([SALONS], "can i walk in for a haircut at abbey street")).toBe(
      "Yes — Chairs and doors: Abbey Street — Walk-ins Yes, Tuesday to Saturday, Chairs 4",
    );
  });

  it("answers whether a jab is needed to stay at kennels whose pages never say staying", () => {
    expect(ask([KENNELS], "does my cat have to have the leukaemia jab to stay")).toBe(
      "No — Before you come: Feline leukaemia (cats): Recommended, but not required",
    );
  });

  it("reads a purpose said as doing something, which no record says again", () => {
    expect(ask([RANGE], "can i wear sandals for axe throwing")).toBe(
      "No — Range rules: Closed-toe shoes for everyone: no sandals, sliders or flip-flops. Wear boots when it's wet.",
    );
  });

  it("still needs the place asked: a salon no page names is not found", () => {
    expect(ask([SALONS], "can i walk in for a haircut at the harbour salon")).toBe("not found");
  });
});

describe("names and the asker's own things", () => {
  it("reads a make said in a hyphenated name as the one asked", () => {
    expect(ask([KEYS], "can you do a new key for my mercedes")).toMatch(/^No — Car keys: .*can't programme/);
  });

  it("reads my old keys as the asker's keys", () => {
    expect(ask([KEYS], "will you buy my old ivory keys")).toBe(
      "No — Car keys › Pianos: Ivory keys: We repair ivory keys, but never buy or sell ivory",
    );
  });

  it("reads money off asked yes or no as a discount, and asked how many as said", () => {
    expect(ask([TICKETS], "do students get money off")).toBe(
      "Yes — Tickets › Discounts: Students: 15% off off-peak games, with a student card",
    );
    expect(ask([TICKETS], "how many stamps do i need to get money off")).toMatch(/5 stamps/);
  });
});
