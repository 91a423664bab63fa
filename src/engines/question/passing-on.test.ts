import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// A boat trip company's vouchers on a page of this file's own, whose column says whether each can be passed on:
// giving one to someone is passing it on.

const NOW = new Date("2026-11-26T10:00:00Z");
const VOUCHERS = recordsPage(
  "https://riverboats.example/vouchers",
  "Gift vouchers | River Boats",
  `<h1>Gift vouchers</h1><table><tr><th>Voucher</th><th>Valid for</th><th>Can you pass it on?</th><th>Price</th></tr>
  ${headedRow("Day Cruise", "12 months", "Yes, to anyone", "£40")}
  ${headedRow("Last Minute", "6 months", "No, it's in your name", "£25")}</table>`,
);

describe("giving a voucher to someone", () => {
  it("is passing it on, which its column answers", () => {
    expect(answerText([VOUCHERS], "can i give my last minute voucher to my brother", NOW)).toMatch(/^No — /);
    expect(answerText([VOUCHERS], "can i give the day cruise voucher to someone else", NOW)).toMatch(
      /^Yes — /,
    );
  });
});
