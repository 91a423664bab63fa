import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a gym's and a locksmith's pages, on a swimming club's and a glazier's pages of this
// file's own: a period's word naming a kind ("a night call out", "a day pass"), the column of a thing not wanted
// ("if I don't want a contract"), and a price for those who are not members said as "we aren't members".

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://clearview.example${path}`, `${title} | Clearview`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const CALLOUT = page(
  "/callout",
  "Emergency glazing",
  `<h1>Emergency glazing</h1><p>From 1 March the weekday call-out will be £70 and the night call-out £120.</p>`,
);
const SWIM = page(
  "/join",
  "Join the club",
  `<h1>Join the club</h1><table><caption>Memberships</caption><tr><th>Membership</th><th>12-month contract, a
  month</th><th>No contract, a month</th></tr><tr><td>Adult</td><td>£30</td><td>£36</td></tr><tr><td>Senior</td>
  <td>£22</td><td>£27</td></tr></table><table><caption>Lane sessions</caption><tr><th>Session</th><th>Members</th>
  <th>Non-members</th></tr><tr><td>Lane swim, 45 minutes</td><td>£3</td><td>£6</td></tr></table>`,
);

describe("what a question asks of a price", () => {
  it("reads 'a night call out' and 'a day pass' as kinds, not periods", () => {
    expect(parseQuestion("how much is a night call out", NOW)).toMatchObject({
      terms: ["night", "call out"],
    });
    expect(parseQuestion("how much is a night call out", NOW).period).toBeUndefined();
    expect(parseQuestion("what does a day pass cost", NOW).terms).toContain("day");
    expect(parseQuestion("how much is it a day", NOW).period).toBe("day");
    expect(ask([CALLOUT], "what will a night call out cost from march")).toContain("£120");
  });

  it("takes the column of the thing not wanted, and the non-members' price for those who aren't members", () => {
    expect(ask([SWIM], "im a senior, how much a month if i dont want a contract")).toBe(
      "Senior: No contract, a month £27",
    );
    expect(ask([SWIM], "me and my sister aren't members, how much is a lane swim")).toContain("£6");
  });
});
