import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A glazier's emergency call-out charges on a page of this file's own, by day and time: being locked out is a
// call-out, and a part of a named day is a time inside it.

const NOW = new Date("2026-11-26T10:00:00Z");
const CALLOUT = recordsPage(
  "https://clearview.example/emergency",
  "Emergency | Clearview Glass",
  `<h1>Emergency</h1><table><caption>Call-out charges</caption><tr><th>When</th><th>Call-out</th></tr><tr><th>
  Monday to Saturday, 08:00–18:00</th><td>£70</td></tr><tr><th>Monday to Saturday, 18:00–23:00</th><td>£100</td></tr>
  <tr><th>Nights, any day, 23:00–08:00</th><td>£140</td></tr><tr><th>Sundays, 08:00–23:00</th><td>£120</td></tr>
  </table>`,
);
const ask = (question: string) => answerText([CALLOUT], question, NOW);

describe("a call-out by day and time", () => {
  it("is what being locked out costs, by the time said", () => {
    expect(ask("how much if i get locked out at 1am on a tuesday")).toBe(
      "Nights, any day, 23:00–08:00: Call-out £140",
    );
  });

  it("reads a part of a named day as a time inside it", () => {
    expect(ask("i'm locked out this friday evening, what's the call out charge")).toBe(
      "Monday to Saturday, 18:00–23:00: Call-out £100",
    );
    expect(ask("call out charge on a wednesday morning")).toBe(
      "Monday to Saturday, 08:00–18:00: Call-out £70",
    );
  });
});
