import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

// The precision rules a site not tuned for needed (the answers corpus's clinic site): a news card's teaser, a
// package, a job's pay, a price that looks like a time and a sentence that names something else are not answers.

const page = (path: string, body: string) => {
  const url = `https://physio.example${path}`;
  const m = extractHtml(
    `<html><head><title>${path}</title></head><body><header><nav><a href="/">Home</a></nav></header><main>${body}</main></body></html>`,
    url,
  );
  return { url, title: m.title, records: m.records };
};

const HOME = page(
  "/",
  `<h1>Feel like yourself again</h1><p>We have three clinics. You don't need a referral.</p><h2>News</h2>
  <div class="cards"><div class="card"><h3>Gift vouchers are back</h3><p>18 November 2026</p>
  <p>Give a sports massage this Christmas: vouchers from £40.</p></div>
  <div class="card"><h3>Group Pilates</h3><p>2 November 2026</p><p>From 1 November a class costs £16 (it was £14).</p></div></div>`,
);
const FEES = page(
  "/fees",
  `<h1>Fees</h1><table><tr><th>Treatment</th><th>Length</th><th>Price</th></tr>
  <tr><td>Sports massage (30 min)</td><td>30 min</td><td>£42</td></tr>
  <tr><td>Sports massage (60 min)</td><td>60 min</td><td>£70</td></tr></table>
  <dl><dt>Block of 10 group Pilates classes</dt><dd>£140</dd><dt>Delivery</dt><dd>£3.95 per order, Saturdays</dd></dl>`,
);
const JOBS = page(
  "/careers",
  `<h1>Work with us</h1><table><tr><th>Role</th><th>Clinic</th><th>Hours</th><th>Pay</th></tr>
  <tr><td>Receptionist</td><td>Quayside</td><td>Weekends</td><td>£12.60 an hour</td></tr>
  <tr><td>MSK physiotherapist</td><td>Eastfield</td><td>Full time</td><td>£42,000</td></tr></table>`,
);
const FAQ = page(
  "/good-to-know",
  `<h1>Good to know</h1><dl><dt>Step-free access</dt><dd>No. The entrance has three steps.</dd>
  <dt>Where can I park?</dt><dd>Quayside has no parking of its own. Eastfield has a free car park with 14 spaces.</dd></dl>`,
);

const NOW = new Date("2026-11-26T10:00:00Z");
const ask = (question: string, pages = [HOME, FEES, JOBS, FAQ]) => {
  const outcome = answerQuestion(pages, parseQuestion(question, NOW));
  return "found" in outcome ? outcome.found.text : "not found";
};

describe("precision on a site not tuned for", () => {
  it("prefers the price list to a news card, and an hour to the half-hour", () => {
    expect(ask("how much is an hour long sports massage?")).toBe("Sports massage (60 min): Price £70");
    // Only the news card says it: it answers, without the price it had before.
    expect(ask("how much does a group pilates class cost now", [HOME])).toMatch(/£16\.$/);
  });

  it("marks an answer read from a news item, so the navigator reads on first", () => {
    const outcome = answerQuestion([HOME], parseQuestion("how much are the gift vouchers", NOW));
    expect("found" in outcome && outcome.found.news).toBe(true);
  });

  it("never ranges over news cards or jobs' pay when comparing prices", () => {
    expect(ask("what's the most expensive thing on your price list")).toMatch(/^Sports massage \(60 min\)/);
  });

  it("reads a leading Yes or No, and the sentence about the place asked", () => {
    expect(ask("is it step-free? my mum uses a wheelchair", [FAQ])).toMatch(/^No — /);
    expect(ask("Is there parking at Eastfield?", [FAQ])).toMatch(/^Yes — .*14 spaces/);
    // Nothing read is about children: no "No" from "You don't need a referral".
    expect(ask("does the physio treat kids?", [HOME])).toBe("not found");
  });

  it("never takes a price for a time, nor a price for a count", () => {
    expect(ask("what time do you close on saturday", [FEES])).toBe("not found");
    expect(ask("how many clinics are open on saturdays", [HOME, JOBS])).toBe("not found");
  });

  it("keeps what the question says to leave out after it, and a quality named with -free", () => {
    expect(
      parseQuestion("which physios work at eastfield? not massage, an actual physio", NOW).exclude,
    ).toEqual(["massage"]);
    expect(parseQuestion("is the pool step-free", NOW).exclude).toEqual([]);
    expect(parseQuestion("is the cake nut-free", NOW).exclude).toEqual(["nut"]);
  });
});

describe("precision: what the blind part's first run taught", () => {
  const TIMES = page(
    "/visit",
    `<h1>Visit</h1><table><tr><th>Day</th><th>North Hall</th><th>South Hall</th></tr>
    <tr><td>Monday</td><td>08:00–18:00</td><td>09:00–17:00</td></tr>
    <tr><td>Thursday</td><td>08:00–21:00</td><td>07:30–20:00</td></tr></table>`,
  );
  const PASSES = page(
    "/passes",
    `<h1>Tickets</h1><table><tr><th>Ticket</th><th>Adult</th><th>Child (5–15)</th><th>Senior (60+)</th></tr>
    <tr><td>Day ticket</td><td>£12</td><td>£6</td><td>£8.40</td></tr></table>`,
  );

  it("reads 'how late is … open' as its closing time, 'how early' as its opening", () => {
    expect(parseQuestion("How late is the North Hall open on Thursdays?", NOW)).toMatchObject({
      type: "time",
    });
    expect(ask("How late is the North Hall open on Thursdays?", [TIMES])).toContain("21:00");
    expect(ask("How late is the North Hall open on Thursdays?", [TIMES])).not.toContain("20:00");
    expect(ask("how early does the south hall open on a thursday", [TIMES])).toContain("07:30");
  });

  it("takes a pensioner for a senior, and a family ticket no row sells for nothing found", () => {
    expect(ask("what does a day ticket cost for a pensioner?", [PASSES])).toContain("£8.40");
    expect(ask("what does a day ticket cost for a pensioner?", [PASSES])).not.toContain("£12");
    expect(ask("how much is a family ticket for the day", [PASSES])).toBe("not found");
    expect(ask("how much is a day ticket for a child", [PASSES])).toContain("£6");
  });

  it("prices no other thing for a thing no page names, nor for one the site's name alone is said with", () => {
    expect(parseQuestion("how much is the sauna with a sports massage", NOW).priced).toEqual(["sauna"]);
    expect(ask("how much is the sauna with a sports massage", [HOME, FEES, JOBS])).toBe("not found");
    expect(ask("how much is a 60 min sports massage", [HOME, FEES, JOBS])).toContain("£70");
    // Every record of its pages has the site's name (their titles): "at Larkspur Physio" says nothing of a course.
    const titled = (path: string, body: string) => ({
      ...page(path, body),
      title: `${path} | Larkspur Physio`,
    });
    const COURSES = titled(
      "/courses",
      `<h1>Courses</h1><p>Our massage course starts on 12 January 2027.</p><p>Pilates runs every Monday.</p>`,
    );
    const CLASSES = titled("/classes", `<h1>Classes</h1><p>Yoga runs every Tuesday.</p>`);
    const read = [COURSES, CLASSES];
    expect(ask("when is the massage course at larkspur physio", read)).toContain("12 January 2027");
    expect(ask("when is the deep tissue massage course at larkspur physio", read)).toBe("not found");
  });

  it("answers from the side of an 'and' about the thing asked", () => {
    const news = page(
      "/news",
      `<h1>News</h1><div class="cards"><div class="card"><h3>Christmas opening</h3><p>12 November 2026</p>
      <p>Both clinics close on 25 December. On 24 December Quayside closes at 15:00 and Eastfield at 14:00; on 31
      December both close at 16:00.</p></div></div>
      <p>We guarantee orthotics for 12 months and braces for 3 months.</p>`,
    );
    expect(ask("what time does eastfield close on christmas eve", [news])).toBe("Eastfield at 14:00");
    expect(ask("how long are braces guaranteed for", [news])).toMatch(/^braces for 3 months/);
  });
});

describe("precision: sizes, row numbers and the next date", () => {
  const TREES = page(
    "/christmas",
    `<h1>Festive</h1><table><caption>Christmas trees</caption>
    <tr><th>Height</th><th>Nordmann fir</th><th>Fraser fir</th></tr>
    <tr><td>4–5 ft</td><td>£39</td><td>£45</td></tr>
    <tr><td>5–6 ft</td><td>£49</td><td>£55</td></tr>
    <tr><td>7–8 ft</td><td>£79</td><td>£89</td></tr></table>`,
  );
  const TASTERS = page(
    "/courses",
    `<h1>Courses</h1><table><caption>Next taster days</caption><tr><th>Date</th><th>Sessions</th></tr>
    <tr><td>Sunday 15 November 2026</td><td>10:00</td></tr>
    <tr><td>Sunday 13 December 2026</td><td>10:00, 11:15</td></tr>
    <tr><td>Sunday 17 January 2027</td><td>10:00</td></tr></table>`,
  );

  it("takes the cheapest of a matrix as one cell of all its rows", () => {
    expect(ask("what's the cheapest christmas tree", [TREES])).toBe("4–5 ft — Nordmann fir: £39");
    expect(ask("which is the most expensive tree", [TREES])).toBe("7–8 ft — Fraser fir: £89");
  });

  it("reads a size written as one word as the page writes it apart", () => {
    expect(ask("how much is a 5-6ft fraser fir", [TREES])).toMatch(/^5–6 ft: .*£55/);
  });

  it("takes a number that says which one as the subject: no row has it, so nothing answers", () => {
    expect(ask("how much is an 8-9ft nordmann fir", [TREES])).toBe("not found");
  });

  it("answers 'the next' with the first date to come", () => {
    expect(ask("When is the next taster day?", [TASTERS])).toMatch(/13 December 2026/);
    expect(ask("When is the next taster day?", [TASTERS])).not.toMatch(/January|15 November/);
  });
});

describe("precision: a label's clauses, told apart by the place named", () => {
  const DELIVERY = page(
    "/delivery",
    `<h1>Getting it home</h1><dl><dt>Click and collect</dt><dd>Ready in 2 hours at Aldwick; next day at
    Riverside</dd><dt>Delivery</dt><dd>£10 within 10 miles</dd></dl>`,
  );

  it("answers with the clause about the place asked, the label kept", () => {
    expect(ask("how quickly is click and collect ready at riverside", [DELIVERY])).toBe(
      "Click and collect: next day at Riverside",
    );
    expect(ask("how quickly is click and collect ready at aldwick", [DELIVERY])).toBe(
      "Click and collect: Ready in 2 hours at Aldwick",
    );
  });
});

describe("precision: what a page's address files, and an event's date", () => {
  const CLASSES = page(
    "/workshops",
    `<h1>Learn with us</h1><div class="cards">
    <article class="card"><h3>Wreath making</h3><dl><dt>When</dt><dd>Thursday 3 December 2026, 19:00</dd>
    <dt>Price</dt><dd>£45</dd></dl></article>
    <article class="card"><h3>Rose pruning</h3><dl><dt>When</dt><dd>Saturday 9 January 2027, 10:30</dd>
    <dt>Price</dt><dd>£18</dd></dl></article></div>`,
  );
  const url = "https://physio.example/clinics";
  const visit = extractHtml(
    `<html><head><title>Visit us</title></head><body><main><h1>Visit us</h1><table><tr><th>Day</th><th>Hours</th></tr>
    <tr><td>Friday</td><td>08:00–18:00</td></tr><tr><td>Saturday</td><td>09:00–13:00</td></tr></table></main></body></html>`,
    url,
  );
  const CLINICS = { url, title: visit.title, records: visit.records };

  it("compares the cards its address files them under, an event's labelled date no sign of news", () => {
    expect(ask("which workshop is the most expensive", [CLASSES])).toMatch(/^Wreath making — .*£45/);
  });

  it("never counts a page's table rows as the things its address names", () => {
    expect(ask("how many clinics are open on saturday", [CLINICS])).toBe("not found");
  });
});

describe("precision on a marina's pages", () => {
  const marina = (path: string, body: string) => page(path, body);
  const TEAM = marina(
    "/team",
    `<h1>Crew</h1><p>The Haldane family dug the Town Basin in 1984; Heron Reach, once Pengelly's boatyard, joined us
    in 2009.</p><div class="cards"><article class="card"><h3>Ian Trelawney</h3><p>Harbour master</p><p>Town Basin</p>
    </article><article class="card"><h3>Declan Rowe</h3><p>Yard manager</p><p>Heron Reach</p></article></div>`,
  );
  const ASHORE = marina(
    "/ashore",
    `<h1>Ashore</h1><dl><dt>Showers</dt><dd>Town Basin: open 24 hours. Heron Reach: 07:00–21:00</dd>
    <dt>Café</dt><dd>The Galley, on the quay at Town Basin: breakfasts, lunches and cakes</dd></dl>`,
  );
  const SITES = marina(
    "/sites",
    `<h1>Two basins</h1><table><tr><th></th><th>Town Basin</th><th>Heron Reach</th></tr>
    <tr><td>Getting in</td><td>Through the lock, from 3 hours before to 3 hours after high water</td>
    <td>At any state of tide</td></tr></table>`,
  );

  it("takes no place for a person, and no role's holder the pages do not tie to the thing asked", () => {
    expect(ask("who runs the boatyard", [TEAM])).toBe("not found");
    expect(ask("who is the yard manager", [TEAM])).toMatch(/Declan Rowe/);
  });

  it("reads the entry a general noun heads, not another entry's hours, when the question names nothing else", () => {
    expect(ask("what time does the cafe open in the morning", [ASHORE])).toBe("not found");
    expect(ask("what time do the showers open", [ASHORE])).toMatch(/07:00/);
  });

  it("does not answer a yes or no for a column from what another column says", () => {
    expect(ask("can i get into the town basin at low tide", [SITES])).toBe("not found");
    expect(ask("can i get into heron reach at low tide", [SITES])).toMatch(/^Yes/);
  });
});

describe("precision on a music school's and a removals firm's pages", () => {
  const EXAMS = page(
    "/exams",
    `<h1>Grades</h1><h2>Practical exam fees</h2><table><tr><th>Grade</th><th>Exam fee</th><th>Accompanist</th></tr>
    <tr><td>Grade 7</td><td>£98</td><td>£35</td></tr><tr><td>Grade 8</td><td>£112</td><td>£35</td></tr></table>`,
  );
  const NEWS = page(
    "/news",
    `<h1>On the road</h1><div class="cards"><article class="card"><h3>Christmas and New Year</h3>
    <p>20 November 2026</p><p>Our last moves before Christmas are on Thursday 24 December, mornings only. We don't move
    on Friday 25 or Saturday 26 December. Tuesday 29 to Thursday 31 December are ordinary weekdays.</p></article></div>`,
  );

  it("gives each cell a question joins with 'and', and one alone when it asks for one", () => {
    expect(ask("grade 8 exam, how much is the fee and the accompanist", [EXAMS])).toBe(
      "Grade 8: Exam fee £112, Accompanist £35",
    );
    expect(ask("how much is the accompanist for grade 8", [EXAMS])).toBe("Grade 8: Accompanist £35");
  });

  it("reads 'what's the last day …' as a date, from the sentence of a news post that says it", () => {
    expect(ask("whats the last day youre doing moves before christmas", [NEWS])).toBe(
      "Our last moves before Christmas are on Thursday 24 December, mornings only.",
    );
  });
});
