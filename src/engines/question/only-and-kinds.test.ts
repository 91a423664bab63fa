import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Yes/no questions a page answers for a whole kind or one named place or kind: a firm's "we don't do" asked of what
// "your fitter" can do, a discount "Not on holiday camps" asked of one camp, a taster "At Northgate only" asked of the
// other centre (named by the question alone), an FAQ answered "Only in Juniors." asked of another group or in other
// words, the days an "Evening" row names, and where the asker is, which the page leaves unsaid.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const JOBS = recordsPage(
  "https://fixit.example/jobs",
  "Small jobs | Fixit Handyman Services",
  `<h1>Small jobs</h1><table><tr><th>Job</th><th>Price</th></tr><tr><th>Hang a door</th><td>£85</td></tr>
  <tr><th>Fit a curtain pole</th><td>£40</td></tr></table>
  <dl><dt>Electrical work</dt><dd>We don't do any electrical work, including light fittings and sockets. Ask
  Brightline Electrical next door.</dd></dl>`,
);

const CAMPS = recordsPage(
  "https://clamber.example/camps",
  "Holiday camps | Clamber Climbing",
  `<h1>Holiday camps</h1><table><tr><th>Camp</th><th>Dates</th><th>Price</th></tr>
  <tr><th>Summer</th><td>Monday 2 to Friday 6 August 2027</td><td>£140</td></tr>
  <tr><th>October half term</th><td>Monday 25 to Friday 29 October 2027</td><td>£120</td></tr></table>
  <dl><dt>Member discount</dt><dd>Not on holiday camps</dd><dt>Free taster session</dt><dd>At Northgate only, one
  hour, for ages 8 to 12</dd></dl><p>We climb at Northgate and at Riverside.</p>`,
);

const FAQ = recordsPage(
  "https://clamber.example/faq",
  "FAQs | Clamber Climbing",
  `<h1>FAQs</h1><h2>Does a grown-up have to stay?</h2><p>Only in Juniors. For every other group you can leave
  them with us.</p><h2>What should they wear?</h2><p>Loose clothes and trainers.</p>`,
);

describe("what the firm does, asked of 'your fitter'", () => {
  it("reads 'can your handyman' as the firm asked, and 'my new' as the asker's own thing", () => {
    const q = parseQuestion("can your handyman fit my new light fitting", NOW);
    expect(q.asked).toBe("can you fit my light fitting");
  });

  it("says no from the firm's 'we don't do any …, including …'", () => {
    expect(answerText([JOBS], "can your team fit my new light fitting", NOW)).toMatch(
      /^No — .*don't do any electrical work/,
    );
  });
});

describe("a kind said of all of it, asked of one", () => {
  it("says no of one camp from 'Not on holiday camps'", () => {
    expect(answerText([CAMPS], "can i use my member discount on the summer holiday camp", NOW)).toMatch(
      /^No — .*Not on holiday camps/,
    );
  });

  it("says no of the other centre from 'At Northgate only'", () => {
    expect(answerText([CAMPS], "is there a free taster session at riverside", NOW)).toMatch(
      /^No — .*At Northgate only/,
    );
    // (Of sessions in general, the free taster's label says nothing.)
    expect(answerText([CAMPS], "are there sessions at riverside", NOW)).not.toMatch(/^No — .*Northgate only/);
  });
});

describe("an FAQ answered 'only' for one named kind", () => {
  it("is a no for another kind and a yes for that one", () => {
    expect(answerText([FAQ], "does a grown-up have to stay for the seniors group", NOW)).toMatch(
      /^No — .*Does a grown-up have to stay\?: Only in Juniors/,
    );
    expect(answerText([FAQ], "does a grown-up have to stay with juniors", NOW)).toMatch(/^Yes — /);
  });
});

const CALLOUTS = recordsPage(
  "https://drains.example/prices",
  "Prices | Swiftflow Drains",
  `<h1>Prices</h1><h2>Call-outs and surcharges</h2><table><tr><th>When</th><th>Days</th><th>Added</th></tr>
  <tr><th>Evening</th><td>Monday to Friday, 18:00 to 22:00</td><td>£40</td></tr>
  <tr><th>Bank holiday</th><td>Any bank holiday</td><td>£60</td></tr></table>
  <dl><dt>Tree roots</dt><dd>We never destroy tree roots. We cut them back and line the pipe.</dd>
  <dt>Drain clearing by van</dt><dd>At Harlow depot only, for vans over 3.5 tonnes.</dd></dl>`,
);

const PHYSIO_FAQ = recordsPage(
  "https://physio.example/faq",
  "FAQs | Kestrel Physio",
  `<h1>FAQs</h1><h2>Do I need a referral from my GP?</h2><p>No. Book with us directly.</p>`,
);

describe("a row of the part of day asked, naming its days", () => {
  it("says no of a weekend evening and yes of a weekday one", () => {
    expect(answerText([CALLOUTS], "can you come out in the evening at the weekend", NOW)).toMatch(
      /^No — .*Evening — .*Monday to Friday/,
    );
    expect(answerText([CALLOUTS], "can you come out on a tuesday evening", NOW)).toMatch(/^Yes — .*Evening/);
  });
});

describe("what the page leaves unsaid of the asker", () => {
  it("reads a place the question ends on as the one asked, though the page never names it", () => {
    expect(answerText([CALLOUTS], "can i get my van drain cleared at colby", NOW)).toMatch(
      /^No — .*Harlow depot only/,
    );
  });

  it("leaves where the asker is unsaid ('in my garden') and reads 'kill' as 'destroy'", () => {
    expect(answerText([CALLOUTS], "will you kill the tree roots in my garden", NOW)).toMatch(
      /^No — .*never destroy tree roots/,
    );
  });

  it("reads 'no X here' as the asker's own lack, not a thing the answer must be without", () => {
    expect(parseQuestion("no drive here, can you park on the road", NOW).exclude).toEqual([]);
    expect(parseQuestion("can you fit it with no cable", NOW).exclude).toEqual(["cable"]);
  });

  it("reads an FAQ's label in the asker's words: 'doctor' is its 'GP'", () => {
    expect(answerText([PHYSIO_FAQ], "do i need a referral from my doctor", NOW)).toMatch(
      /^No — FAQs › Do I need a referral from my GP\?: No\./,
    );
  });
});
