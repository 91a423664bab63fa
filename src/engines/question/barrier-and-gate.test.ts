import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A station car park's help page of this file's own, which calls its barrier a gate.

const NOW = new Date("2026-11-26T10:00:00Z");
const HELP = recordsPage(
  "https://railside-parking.example/help",
  "Help | Railside Parking",
  `<h1>Help</h1><h2>Can I pay at the gate?</h2><p>At both car parks, by card only: no cash.</p><h2>Lost ticket</h2>
  <p>Pay the day's maximum at the machine.</p>`,
);

describe("a barrier called a gate", () => {
  it("is the gate's answer", () => {
    expect(answerText([HELP], "can i pay cash at the barrier", NOW)).toMatch(/^No — .*no cash/);
  });
});
