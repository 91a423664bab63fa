import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// A fare table by zone, asked of one zone by its number ("a zone 1 adult single", not "All zones (1 to 3 …)" nor
// "Zones 1 and 2"), with the site's name said ("on moorline buses", which names no "Zone 1 (Moorline town)"), after
// a fare change said in pence ("will be 20p more", "goes up by 20p"); and "single will cost", where "will" is a verb.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const FARES = recordsPage(
  "https://moorline.example/fares",
  "Fares | Moorline Buses",
  `<h1>Fares</h1><table><tr><th>Zone</th><th>Adult Single</th><th>Adult Day</th></tr>
  <tr><th>Zone 1 (Moorline town)</th><td>£2.10</td><td>£4.60</td></tr>
  <tr><th>Zones 1 and 2 (to Ashby)</th><td>£2.90</td><td>£6.40</td></tr>
  <tr><th>All zones (1 to 3, the villages)</th><td>£3.50</td><td>£8.00</td></tr></table>
  <p>From Sunday 3 January 2027: every adult single will be 20p more.</p>`,
);
FARES.site = "Moorline Buses";

const NEWS = recordsPage(
  "https://moorline.example/news",
  "News | Moorline Buses",
  `<h1>News</h1><article class="card"><h3>Fares from January</h3><p>10 November 2026</p><p>From Sunday 3 January
  2027 every adult single goes up by 20p. Day tickets stay the same.</p></article>`,
);
NEWS.site = "Moorline Buses";

describe("a zone asked by its number", () => {
  it("is the row of that zone alone", () => {
    expect(answerText([FARES], "how much is a zone 1 adult single", NOW)).toBe(
      "Zone 1 (Moorline town): Adult Single £2.10",
    );
  });

  it("is not the row naming the site's name when the question says the name", () => {
    expect(answerText([FARES], "what an all zones adult single will cost on moorline buses", NOW)).toBe(
      "All zones (1 to 3, the villages): Adult Single £3.50",
    );
  });

  it("reads 'single will cost' as a verb, not a will", () => {
    expect(parseQuestion("what an all zones adult single will cost", NOW).terms).not.toContain("will");
  });
});

describe("a fare after a change said in pence", () => {
  it("adds the pence the page's notice says", () => {
    expect(
      answerText([FARES], "how much will a zone 1 adult single be after the fares go up in january", NOW),
    ).toMatch(/^£2\.30: /);
  });

  it("adds them from a news card that says the fare goes up by them", () => {
    expect(
      answerText(
        [NEWS, FARES],
        "what will an all zones adult single cost after the january fare change",
        NOW,
      ),
    ).toMatch(/^£3\.70: /);
  });
});

describe("a notice that says the prices to come", () => {
  const HIRE = recordsPage(
    "https://meremouth.example/hire",
    "Hire | Meremouth Paddle",
    `<h1>Hire</h1><table><tr><th>Craft</th><th>1 hour</th></tr><tr><th>Single kayak</th><td>£14</td></tr></table>
    <p>From 1 January 2027 an hour's hire goes up by £2: a single kayak will be £16, a double kayak £24.</p>`,
  );

  it("is not a rise to add to today's price", () => {
    expect(answerText([HIRE], "what will an hour in a single kayak cost from january", NOW)).not.toMatch(
      /^£16: .*\(of /,
    );
  });
});
