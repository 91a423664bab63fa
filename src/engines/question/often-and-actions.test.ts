import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// What a sweep's and a florist's customers ask in their own words, on pages of this file's own: how often a thing is
// done, which is a frequency a row or a line gives ("every 3 months"), not the row above's or a line's other number;
// a price a clause gives of another thing than the one asked; a stove's size in kW; a thing the customer owns; what
// is not to be done or not included, a label's "Don't" and "Not"; a doing asked ("can I bring …") said of the thing,
// with "no corkage" no no to it.

const NOW = new Date("2026-11-26T10:00:00Z");
const sweep = (path: string, title: string, main: string) =>
  recordsPage(`https://sootandbrush.example${path}`, `${title} | Soot & Brush`, main);
type Page = ReturnType<typeof sweep>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const SAFETY = sweep(
  "/safety",
  "Burn well",
  `<h1>Burn well</h1><p>How often depends on what you burn.</p><table><caption>How often to sweep</caption><tr>
  <th>Fuel</th><th>How often</th></tr><tr><th>Wood</th><td>Every 3 months while it's in use</td></tr><tr><th>Coal</th>
  <td>At least twice a year</td></tr><tr><th>Gas</th><td>Once a year</td></tr></table><dl><dt>Logs</dt><dd>Under 20%
  moisture</dd><dt>Don't burn</dt><dd>Painted wood or plastic</dd></dl>`,
);
const CARE = sweep(
  "/care",
  "Flowers",
  `<h1>Keeping flowers fresh</h1><dl><dt>Stems</dt><dd>Trim 2 cm off at an angle</dd><dt>Water</dt><dd>Change the
  water every two days</dd><dt>Where</dt><dd>Out of the sun, away from fruit</dd></dl>`,
);
const BOOKING = sweep(
  "/booking",
  "Booking",
  `<h1>Booking</h1><p>Book a sweep online and pay a £25 deposit, which comes off the bill.</p><table><caption>Moving or
  cancelling</caption><tr><th>Notice</th><th>Sweeps</th></tr><tr><th>More than 2 days</th><td>Free</td></tr><tr>
  <th>Less than 2 days</th><td>We keep the deposit; moving costs £15</td></tr></table>`,
);
const STOVES = sweep(
  "/stoves",
  "Stoves",
  `<h1>Stoves</h1><table><caption>Fitting, with the stove</caption><tr><th>Size</th><th>Lined chimney</th><th>New
  liner</th></tr><tr><th>Up to 5 kW</th><td>£1,200</td><td>£1,900</td></tr><tr><th>5.1 to 9 kW</th><td>£1,450</td>
  <td>£2,250</td></tr></table><dl><dt>Hearths</dt><dd>From £250</dd><dt>Your own stove</dt><dd>We fit it for
  £790 if it's new</dd></dl><p>We fit every stove ourselves, so you don't need building control.</p><dl><dt>Included
  </dt><dd>The stove, fitting, a carbon monoxide alarm and your first sweep</dd><dt>Not included</dt><dd>A new hearth and
  plastering</dd></dl>`,
);
const CLASSES = sweep(
  "/before-you-come",
  "Your first class",
  `<h1>Your first class</h1><dl><dt>Aprons</dt><dd>We lend them; you don't need to bring any</dd><dt>Drinks</dt><dd>
  Bring your own wine or beer to an evening class, with no corkage</dd><dt>Dogs</dt><dd>Please don't bring dogs into
  the kitchen</dd></dl>`,
);
const HOURS = sweep(
  "/pool",
  "Pool",
  `<h1>The pool</h1><dl><dt>Lane swimming</dt><dd>7am to 9pm, 6 lanes</dd><dt>Temperature</dt><dd>29 degrees</dd></dl>`,
);

describe("a price said of another thing", () => {
  it("is not the deposit's, beside a clause saying the deposit", () => {
    expect(ask([BOOKING], "how much is the deposit on a sweep")).toMatch(/£25 deposit/);
    expect(ask([BOOKING], "how much does it cost to move a sweep at short notice")).toMatch(/£15/);
  });
});

describe("a stove by its size and one of the customer's own", () => {
  it("is the row whose kW take the stove in", () => {
    expect(ask([STOVES], "cost to fit a 7kw stove with a new liner")).toMatch(/^5\.1 to 9 kW.*£2,250/);
    expect(ask([STOVES], "price for fitting a 4 kilowatt stove, lined chimney")).toMatch(
      /^Up to 5 kW.*£1,200/,
    );
  });

  it("is the customer's own, of one they bought themselves", () => {
    expect(ask([STOVES], "how much to fit a stove i've bought myself")).toMatch(/£790/);
    expect(ask([STOVES], "what do you charge to fit my own stove")).toMatch(/£790/);
  });
});

describe("what is not done", () => {
  it("is the label saying not", () => {
    expect(ask([SAFETY], "what shouldn't i burn in my wood burner")).toMatch(/^Don't burn: Painted/);
    expect(ask([STOVES], "what isn't included in the stove fitting price")).toMatch(
      /^Not included: A new hearth/,
    );
    expect(ask([STOVES], "what's not included when you fit a stove")).toMatch(/^Not included: A new hearth/);
  });

  it("leaves what is included to the label saying it", () => {
    expect(ask([STOVES], "what's included in the stove fitting price")).toMatch(/^Included: The stove/);
  });
});

describe("a doing asked, said of the thing", () => {
  it("says yes, and a charge there is none of is no no", () => {
    expect(ask([CLASSES], "can i bring my own wine to an evening class")).toMatch(
      /^Yes\b.*Bring your own wine/,
    );
  });

  it("says no where the doing is said not to be done", () => {
    expect(ask([CLASSES], "can we bring our dog to the class")).toMatch(/^No\b.*don't bring dogs/);
  });
});

describe("how often a thing is done", () => {
  it("asks for a frequency", () => {
    expect(parseQuestion("how often should a wood burner be swept", NOW).type).toBe("frequency");
    expect(parseQuestion("how frequently do you clean the gutters", NOW).type).toBe("frequency");
  });

  it("is the row's frequency, and a line's", () => {
    expect(ask([SAFETY], "how often should a wood burner be swept")).toMatch(/^Wood.*Every 3 months/);
    expect(ask([SAFETY], "how often should a gas fire be swept")).toMatch(/^Gas.*Once a year/);
    expect(ask([CARE], "how often should i change the water in my flowers")).toMatch(/every two days/);
  });

  it("is not found where no record says how often", () => {
    expect(ask([HOURS], "how often is the pool cleaned")).toBe("not found");
  });
});
