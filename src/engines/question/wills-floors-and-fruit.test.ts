import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { missesSaid } from "./parts-about";
import { parseQuestion } from "./question";

// Of this file's own: a solicitors' home page with teaser cards and its wills page, a table that also prices
// changing a will and Lasting Powers of Attorney (with a fee only they pay); a flooring firm's home page, whose
// story names both showrooms, and its showrooms page; a farm's logs page, which answers in one paragraph, and its
// pick-your-own page, whose table gives this year's prices and a notice next summer's.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday
const card = (price: string, title: string, text: string) =>
  `<article class="card"><time>${price}</time><h3>${title}</h3><p>${text}</p></article>`;
const SOLICITORS_HOME = recordsPage(
  "https://vane.example/",
  "Corbridge Vane Solicitors | Corbridge Vane Solicitors",
  `<h1>Corbridge Vane Solicitors</h1><h2>How we can help</h2><div class="cards">
  ${card("From £750 plus VAT", "Moving home", "Fixed fees, no sale, no fee.")}
  ${card("From £240 plus VAT", "Wills", "In your home or ours.")}
  ${card("Free first meeting", "Probate", "When someone has died.")}</div>`,
);
const WILLS = recordsPage(
  "https://vane.example/wills",
  "Later life | Corbridge Vane Solicitors",
  `<h1>Later life</h1><h2>Wills</h2><table><tr><th>Will</th><th>Our fee</th><th>With VAT</th>
  <th>Office of the Public Guardian fee</th></tr>
  ${headedRow("A single will", "£240", "£288", "")}
  ${headedRow("Mirror wills for a couple", "£380", "£456", "")}
  ${headedRow("Changing a will with a codicil", "£125", "£150", "")}
  ${headedRow("One LPA", "£295", "£354", "£92")}</table>`,
);

describe("a will, the document", () => {
  it("is what the question asks about, and 'will' the verb is not", () => {
    expect(parseQuestion("cheapest will you can get at corbridge vane", NOW).terms).toContain("will");
    expect(parseQuestion("how much are mirror wills", NOW).terms).toContain("will");
    expect(parseQuestion("will you be open on sunday", NOW).terms).not.toContain("will");
  });

  it("compares the wills by the fee every row has, not a doing to one or an extra some rows pay", () => {
    expect(answerText([WILLS], "cheapest will you can get at corbridge vane", NOW)).toMatch(
      /^A single will — Our fee: £240$/,
    );
  });

  it("takes the page's row over the home page's teaser at the same price", () => {
    expect(answerText([SOLICITORS_HOME, WILLS], "cheapest will you can get at corbridge vane", NOW)).toMatch(
      /^A single will — Our fee: £240$/,
    );
  });
});

const FLOORING_HOME = recordsPage(
  "https://corrie.example/",
  "Corrie & Webb | Corrie & Webb",
  `<h1>Corrie &amp; Webb</h1><p>Doug Corrie and Pat Webb opened on Wharf Street in 1984. Forty-two years on we have
  two showrooms, in Halesford and Oakhurst, and every floor we sell is fitted by our own fitters.</p>`,
);
const SHOWROOMS = recordsPage(
  "https://corrie.example/showrooms",
  "Visit us | Corrie & Webb",
  `<h1>Visit us</h1><h2>Our two showrooms</h2><table><tr><th></th><th>Halesford</th><th>Oakhurst</th></tr>
  ${headedRow("Address", "14 Wharf Street, Halesford HF2 4WS", "Unit 6, Brookmead Retail Park, Oakhurst OK5 1BR")}
  </table>`,
);
const LOGS = recordsPage(
  "https://fellbrook.example/logs",
  "Logs and kindling | Fellbrook Farm",
  `<h1>Logs and kindling</h1><p>Does Fellbrook Farm sell logs? Yes: kiln-dried ash and oak from our own woods. How
  much? A bulk bag, about 0.7 cubic metres, is £110, delivered free in Zone 1 and for £18 in Zone 2. A net of logs
  from the farm shop is £6.50, and kindling £4 a bag.</p>`,
);

describe("the place and the thing a sentence is about", () => {
  it("does not take a street one showroom is on as the other's address", () => {
    expect(
      answerText([FLOORING_HOME, SHOWROOMS], "where is corrie and webb's oakhurst showroom", NOW),
    ).toMatch(/Brookmead Retail Park/);
    expect(answerText([FLOORING_HOME], "where is corrie and webb's oakhurst showroom", NOW)).toBe(
      "not found",
    );
  });

  it("reads a street after 'on' as a place, and a day after it as none", () => {
    const q = parseQuestion("where is the oakhurst showroom", NOW);
    const other = "Our showrooms are in Halesford and Oakhurst.";
    expect(
      missesSaid("We opened on Market Street in 1984.", ["We opened on Market Street in 1984.", other], q),
    ).toBe(true);
    expect(
      missesSaid("We are open on Monday from 9:00.", ["We are open on Monday from 9:00.", other], q),
    ).toBe(false);
  });

  it("weighs no sentence by the site's name the question says", () => {
    expect(answerText([LOGS], "does fellbrook farm sell logs? how much for a bulk bag", NOW)).toMatch(
      /^A bulk bag, about 0\.7 cubic metres, is £110/,
    );
  });

  it("reads 'what was X a square metre' as a price", () => {
    expect(parseQuestion("what was hadley twist a square metre at corrie and webb last year", NOW).type).toBe(
      "price",
    );
  });
});

const PICKING = recordsPage(
  "https://fellbrook.example/picking",
  "In the fields | Fellbrook Farm",
  `<h1>In the fields</h1><h2>Pick your own fruit</h2><table><tr><th>Fruit</th><th>In season</th><th>A kg, picked by
  you</th></tr>${headedRow("Strawberries", "June to September", "£6.50")}
  ${headedRow("Raspberries", "July to early October", "£11")}
  ${headedRow("Cherries", "July", "£14")}</table>
  <dl><dt>From 1 June 2027</dt><dd>strawberries will be £6.90 a kg and raspberries £11.80 a kg. Every other price
  stays the same.</dd></dl>`,
);

describe("a price a dated notice gives for a month asked", () => {
  it("is the notice's, once the month asked reaches the day it starts", () => {
    expect(
      answerText([PICKING], "how much will fellbrook farm's pick your own strawberries be next summer", NOW),
    ).toMatch(/^Strawberries: From 1 June 2027, strawberries will be £6\.90 a kg$/);
  });

  it("is the table's for a thing the notice does not name", () => {
    expect(answerText([PICKING], "how much will pick your own cherries be in july", NOW)).toMatch(/£14$/);
  });
});
