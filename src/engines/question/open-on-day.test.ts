import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A swimming club's pages of this file's own. Its Christmas closure is given as dates: a day inside them is a no to
// being open (a yes to being closed); a day outside them is not answered by the closure. Its car park's Sundays say
// nothing of the club's. Its two pools are columns, one named by what a row says of it ("Indoors and heated").

const NOW = new Date("2026-11-26T10:00:00Z");
const SESSIONS = recordsPage(
  "https://otterclub.example/sessions",
  "Sessions | Otter Swimming Club",
  `<h1>Sessions</h1><h2>Over the holidays</h2><dl><dt>Last session of the year</dt><dd>Wednesday 23 December</dd>
  <dt>Christmas</dt><dd>Closed from Thursday 24 December to Sunday 3 January</dd></dl>`,
);

describe("a closure given as dates", () => {
  it("says no to a session on a day inside them, and yes to being closed", () => {
    expect(answerText([SESSIONS], "are there any sessions on christmas eve", NOW)).toMatch(/^No — /);
    expect(answerText([SESSIONS], "is the club closed on christmas eve", NOW)).toMatch(/^Yes — /);
  });

  it("is no no where the record says something is open that day", () => {
    const POOLS = recordsPage(
      "https://otterclub.example/pools",
      "Pools | Otter Swimming Club",
      `<h1>Pools</h1><p>On Christmas Eve the deep pool is open 08:00–12:00; the learner pool is closed from Thursday
      24 December to Sunday 3 January.</p>`,
    );
    expect(answerText([POOLS], "is the deep pool open on christmas eve", NOW)).not.toMatch(/^No\b/);
  });

  it("leaves a day outside them to other records", () => {
    expect(answerText([SESSIONS], "are there any sessions on 23rd december", NOW)).not.toMatch(
      /^No — .*Closed/,
    );
  });
});

describe("a label of something else", () => {
  it("does not say whether the place is open that day", () => {
    const VISIT = recordsPage(
      "https://otterclub.example/visit",
      "Visiting | Otter Swimming Club",
      `<h1>Visiting</h1><h2>Otter Lane pool</h2><dl><dt>Address</dt><dd>4 Otter Lane, Brenford</dd>
      <dt>Parking</dt><dd>Otter Lane car park, pay and display; free on Sundays</dd></dl>`,
    );
    expect(answerText([VISIT], "is the otter lane pool open on sundays", NOW)).toBe("not found");
  });

  it("nor does a price for hiring it on those days", () => {
    const HIRE = recordsPage(
      "https://otterclub.example/hire",
      "Pool hire | Otter Swimming Club",
      `<h1>Pool hire</h1><table><tr><th>Pool</th><th>Weekdays, an hour</th><th>Weekends, an hour</th></tr>
      <tr><th>Otter Lane</th><td>£60</td><td>£80</td></tr></table>`,
    );
    expect(answerText([HIRE], "is the otter lane pool open on mondays", NOW)).toBe("not found");
  });
});

describe("a place named by what a row says of it", () => {
  const VENUES = recordsPage(
    "https://otterclub.example/venues",
    "Our two pools | Otter Swimming Club",
    `<h1>Our two pools</h1><table><tr><th></th><th>Millbrook</th><th>Castle Meadow</th></tr><tr><th>Indoors or out</th>
    <td>Indoors and heated to 29°C</td><td>Outdoors, heated in summer only</td></tr><tr><th>Pool</th><td>25 m, six
    lanes</td><td>50 m, eight lanes</td></tr><tr><th>Food</th><td>The Otter Café by the pool, open while the pool is</td><td>Kiosk,
    weekends</td></tr></table>`,
  );
  const HOLIDAYS = recordsPage(
    "https://otterclub.example/holidays",
    "Holiday hours | Otter Swimming Club",
    `<h1>Holiday hours</h1><table><tr><th>Day</th><th>Millbrook</th><th>Castle Meadow</th></tr><tr><th>Saturday 26
    December</th><td>10:00 to 16:00</td><td>Closed</td></tr><tr><th>Friday 1 January</th><td>Closed</td>
    <td>Closed</td></tr></table>`,
  );

  it("answers for that place's column, not another's", () => {
    expect(answerText([VENUES, HOLIDAYS], "is the indoor pool open on boxing day", NOW)).toMatch(/^Yes — /);
    expect(answerText([VENUES, HOLIDAYS], "is the outdoor pool open on boxing day", NOW)).toMatch(/^No — /);
  });

  it("names the rows whose cell is that place", () => {
    const CLASSES = recordsPage(
      "https://otterclub.example/classes",
      "Classes | Otter Swimming Club",
      `<h1>Classes</h1><table><tr><th>Class</th><th>Pool</th><th>Ages</th></tr><tr><th>Aquafit</th>
      <td>Millbrook</td><td>16 and up</td></tr><tr><th>Open water skills</th><td>Castle Meadow</td><td>12 and up</td>
      </tr><tr><th>Lifesaving</th><td>Castle Meadow</td><td>10 and up</td></tr></table>`,
    );
    const listed = answerText([VENUES, CLASSES], "what classes does the club run at the outdoor pool", NOW);
    expect(listed).toMatch(/Open water skills/);
    expect(listed).toMatch(/Lifesaving/);
    expect(listed).not.toMatch(/Aquafit/);
  });

  it("is no no for a day one of them is open, when the question names neither", () => {
    // (The day's row does not say "pool": Millbrook's Food cell says it in a sentence, which is no list of pools.)
    expect(answerText([VENUES, HOLIDAYS], "is the otter club's pool open on boxing day", NOW)).not.toMatch(
      /^No\b/,
    );
  });
});
