import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// PAMPERO: the fifty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "12 November 2026",
    "Late Wednesdays in January",
    "Our Ashworth office stays open until 20:00 every Wednesday in January, with an 18:30 first meeting for anyone coming from work.",
  ],
  [
    "6 April 2026",
    "Our prices for 2026/27",
    "A simple PAYE tax return is now £150, and a standard return for a sole trader under £90,000 £320.",
  ],
  [
    "2 September 2025",
    "Payroll from Ashworth",
    "Payroll for clients of both offices is now run by one team at Ashworth.",
  ],
  [
    "7 April 2025",
    "Our prices for 2025/26",
    "A simple PAYE tax return is now £140, and a standard return for a sole trader under £90,000 £300.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function accountantsAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Helen Penrose opened the Ashworth office in 2006 and David Bell the Crandon office in 2014. There are 7 of
      us.</p>
      <div class="cards">${[
        personCard("Helen Penrose", "Founder and chartered accountant, Ashworth", "Since 2006"),
        personCard("David Bell", "Partner and chartered accountant, Crandon", "Since 2011"),
        personCard("Amira Qureshi", "Tax manager, Ashworth", "Every complex return; since 2015"),
        personCard("Joanna Reyes", "Payroll manager, Ashworth", "Runs payroll for both offices; since 2017"),
        personCard("Tom Whitlow", "Bookkeeper, Crandon", "Since 2019"),
        personCard("Nadia Brook", "Office manager, Ashworth", "Books first meetings; since 2021"),
        personCard("Callum Fraser", "Trainee accountant, Crandon", "Joined us in 2025"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do you do audits?</h3><p>No. We don't audit limited companies; we'll point you to a registered audit
      firm.</p>
      <h3>Can you deal with HMRC for me?</h3><p>Yes: as your agent we speak to HMRC for you and answer their
      letters.</p>
      <h3>When do I need my records in?</h3><p>By 10 January, or the late rush surcharge applies. We don't take on
      new returns after Friday 22 January.</p>
      <h3>How do I pay?</h3><p>By direct debit, or by card when the return is filed.</p>
      <h3>What if HMRC fines me for filing late?</h3><p>HMRC's first penalty is £100. If we filed late after you
      sent your records in time, we pay it.</p>
      <h3>Do you help people starting a business?</h3><p>Yes: book a first meeting, free at Ashworth.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your records for 6 years after the tax year they belong to, as the law asks, and never sell them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Our Crandon office is up a flight of stairs; we'll meet you at
      Ashworth, which has a ground-floor meeting room.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/cryptoassets": page(
      "Cryptoassets on your tax return",
      `<p>Can you do my tax return if I sold cryptocurrency? Yes: Penrose Bell Accountants adds a cryptoasset gains
      schedule to any return for £80, for up to 200 trades in the year.</p>`,
    ),
    "/marriage-allowance": page(
      "Claiming the marriage allowance",
      `<p>Can you claim the marriage allowance for us? Yes: Penrose Bell Accountants claims the marriage allowance for
      £35 a couple, backdated up to 4 tax years.</p>`,
    ),
  };
}
