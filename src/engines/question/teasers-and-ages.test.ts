import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a lodge park's home page with a teaser saying a lodge is free (to book), its extras page
// headed by what it covers, dogs among them; and an eye clinic's tests, which children under 10 are not seen for.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const HOME = recordsPage(
  "https://lodges.example/",
  "Birchwood Lodges",
  `<h1>Birchwood Lodges</h1><dl><dt>Christmas week</dt><dd>Aspen Lodge is still free from Friday 18 December.
  See prices.</dd></dl>`,
);
const EXTRAS = recordsPage(
  "https://lodges.example/extras",
  "Dogs, logs and extras | Birchwood Lodges",
  `<h1>Dogs, logs and extras</h1><dl><dt>Dogs</dt><dd>£25 a dog for each stay</dd><dt>Logs</dt><dd>£10 a net</dd>
  <dt>A cot</dt><dd>Free at every lodge</dd><dt>Wifi</dt><dd>At every lodge, free</dd></dl>`,
);

describe("a yes or a no from a record saying the asker's own thing", () => {
  it("is not a teaser's 'free', where a page headed by the thing does not say it in each record", () => {
    expect(answerText([HOME, EXTRAS], "can we take our dog to aspen lodge", NOW)).not.toMatch(/^Yes/);
  });
});

const CLINIC = recordsPage(
  "https://eyes.example/tests",
  "Eye tests | Lindell Eyecare",
  `<h1>Eye tests</h1><p>Every test is with an optometrist. We don't see children under 10; your GP can refer them
  to the hospital eye clinic.</p><dl><dt>A friend</dt><dd>Welcome to come in with you</dd></dl>`,
);

describe("whether a place will see someone of an age", () => {
  it("is the no of the record saying the ages it sees, not a yes from one saying nothing of them", () => {
    expect(answerText([CLINIC], "will lindell eyecare see my 7 year old for an eye test", NOW)).toMatch(
      /^No — .*under 10/,
    );
  });
});
