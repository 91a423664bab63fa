import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

// Yes/no rules that sites not tuned for needed (the answers corpus's co-working space, ferry and salons): a
// building named like the site, a "step-free" that is no "free", a no said of the thing asked, a field headed by
// it, "free" asked of a paid thing, a label that says no ("Not for bouldering: …"), a quality ("step-free"), and no yes
// from a record saying nothing of the day or the age asked.

const site = "Kiln Yard Works";
const page = (path: string, body: string) => {
  const url = `https://kilnyard.example${path}`;
  const m = extractHtml(
    `<html><head><title>${path === "/" ? site : `Where we are | ${site}`}</title></head><body><main>${body}</main></body></html>`,
    url,
  );
  return { url, title: m.title, records: m.records };
};

const BUILDINGS = page(
  "/buildings",
  `<h1>Where we are</h1><h2>The Kiln</h2><dl><dt>Floors</dt><dd>Three, with a lift</dd>
  <dt>Access</dt><dd>Step-free, with an accessible toilet</dd>
  <dt>Parking</dt><dd>Pay and display on Kiln Street, 2 hours at most</dd></dl>
  <h2>Printworks</h2><dl><dt>Floors</dt><dd>Two; the ground floor is step-free, and there is no lift</dd>
  <dt>Parking</dt><dd>8 spaces, £6 a day, book at reception</dd></dl>`,
);
const BOARD = page(
  "/on-board",
  `<h1>On board</h1><h2>Pets</h2><dl><dt>Dogs</dt><dd>Free, on a lead. On the Corran Lass they may sit on the
  open deck or in the pet lounge, but not in the main saloon.</dd></dl>
  <h2>Are the ferries accessible?</h2><p>The Corran Lass has an accessible toilet. The Skua's cabin is
  step-free, but it has no toilet.</p>
  <h2>Can I return things?</h2><p>Yes, within 28 days with a receipt, except cut flowers and food.</p>
  <h2>Do I need to book?</h2><p>Not for bouldering: just turn up and register. Courses must be booked.</p>`,
);

const NOW = new Date("2026-11-26T10:00:00Z");
const ask = (question: string, pages = [BUILDINGS, BOARD]) => {
  const outcome = answerQuestion(pages, parseQuestion(question, NOW));
  return "found" in outcome ? outcome.found.text : "not found";
};

describe("yes or no on a site not tuned for", () => {
  it("tells two buildings apart when one is named like the site", () => {
    expect(ask("is there a lift at the kiln building")).toMatch(
      /^Yes — .*The Kiln: Floors: Three, with a lift/,
    );
    expect(ask("is there a lift at printworks")).toMatch(/^No — .*Printworks/);
  });

  it("reads a no said of the very thing asked, and no 'free' in 'step-free'", () => {
    expect(ask("can my dog sit with me in the main saloon on the corran lass")).toMatch(/^No — .*Dogs/);
    expect(ask("Is there a toilet on the Skua?")).toMatch(/^No — /);
  });

  it("says yes from a field headed by the thing, and answers 'free' by free or paid", () => {
    expect(ask("can I park my car at printworks")).toMatch(/^Yes — .*Printworks: Parking: 8 spaces/);
    expect(ask("is there free parking at the kiln")).toMatch(/^No — .*The Kiln: Parking: Pay and display/);
    expect(ask("are dogs free?")).toMatch(/^Yes — .*Dogs: Free/);
  });

  it("reads a no said of a place within, in a record headed by the thing, whatever its accents", () => {
    const kiln = page(
      "/kiln-cafe",
      `<h1>Eat</h1><h2>The Kiln</h2><dl><dt>Dogs</dt><dd>Welcome on a lead, but not in the café</dd></dl>`,
    );
    expect(ask("can I take my dog into the cafe at the kiln", [kiln])).toMatch(/^No — .*not in the café/);
  });

  it("of two sentences each saying as much, takes the one naming the place asked", () => {
    const faq = page(
      "/faq",
      `<h1>Ask us</h1><h2>Is there somewhere for children to play?</h2><p>Printworks has an outdoor play area for
      under-8s. The Kiln has no play area, but its café has a children's corner with books.</p>`,
    );
    expect(ask("is there somewhere for children to play at printworks", [faq])).toMatch(/^Yes — /);
  });

  it("says no of a place when a thing is had at another place only, and no step-free up 14 stairs", () => {
    const faq = page(
      "/faq",
      `<h1>Before you come</h1><h2>Do you fill growlers?</h2><p>Yes, at Printworks only: £12 a fill.</p>
      <h2>Printworks</h2><dl><dt>Opening</dt><dd>Daily</dd></dl><h2>The Tannery</h2><dl><dt>Access</dt>
      <dd>Step-free on the ground floor; the upstairs bar is up 14 stairs</dd></dl>`,
    );
    expect(ask("can i get my growler filled at the tannery", [faq])).toMatch(/^No — .*Printworks only/);
    expect(ask("can i get my growler filled at printworks", [faq])).not.toMatch(/^No/);
    expect(ask("is the upstairs bar at the tannery step free", [faq])).toMatch(/^No — .*14 stairs/);
  });

  it("reads a label that says no, and a quality asked for said of the thing", () => {
    expect(ask("do i need to book to go bouldering")).toMatch(/^No — .*Not for bouldering/);
    expect(ask("Is the Kiln step-free?")).toMatch(/^Yes — .*The Kiln: Access: Step-free/);
    expect(ask("can i return cut flowers")).toMatch(/^No — .*except cut flowers/);
  });
});

describe("a yes that says nothing of what is asked", () => {
  it("is none from a row naming no day, of a day asked", () => {
    const sites = page(
      "/sites",
      `<h1>Where we are</h1><table><tr><th></th><th>The Kiln</th><th>Printworks</th></tr><tr><th>Address</th><td>
      4 Kiln Street</td><td>12 Press Lane</td></tr><tr><th>Parking</th><td>On the street</td><td>8 spaces</td></tr>
      </table>`,
    );
    expect(ask("is printworks open on mondays", [sites])).toBe("not found");
  });

  it("is none from a record saying no age, of an age asked", () => {
    const club = page(
      "/club",
      `<h1>Members</h1><table><tr><th>Membership</th><th>A year</th><th>What you get</th></tr><tr><th>Maker</th><td>
      £90</td><td>10% off, and 2 free pottery tasters</td></tr></table>`,
    );
    expect(ask("can my 11 year old do a pottery taster", [club])).toBe("not found");
  });
});
