import type { FixturePage } from "../../helpers/fixture-site";
import { cards, dl, table } from "./kit";

const PLANS = ["Feature", "Hobby", "Team", "Business", "Enterprise"];

/** Driftwire's plans matrix, changelog and help centre (its articles found only through search). */
export function softwareDocPages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/pricing": page(
      "Plans for every team",
      `<p>Hobby: $0 · Team: $24 per seat / month billed annually ($29 billed monthly) · Business: $59 per seat / month
      · Enterprise: talk to us.</p>` +
        table("Compare plans", PLANS, [
          ["Feature flags", "Unlimited", "Unlimited", "Unlimited", "Unlimited"],
          ["Environments", "2", "5", "20", "Unlimited"],
          ["Monthly active users", "10,000", "100,000", "1,000,000", "Custom"],
          ["SSO (SAML)", "—", "—", "✓", "Included"],
          ["Audit log retention", "7 days", "90 days", "1 year", "7 years"],
          ["Scheduled rollouts", "—", "✓", "✓", "✓"],
          ["Approvals workflow", "—", "—", "✓", "✓"],
          ["Uptime SLA", "—", "99.9%", "99.95%", "99.99%"],
          ["Support", "Community forum", "Email", "Priority email and chat", "Dedicated manager"],
          ["EU data residency", "—", "—", "Add-on, $400 / month", "Included"],
        ]) +
        `<h2>Questions</h2>` +
        dl([
          ["Is there a free trial?", "Yes: 21 days of Business, no card needed."],
          ["Do you offer discounts for nonprofits?", "Yes, 50% off Team and Business."],
          [
            "Can I change plans later?",
            "Any time. Upgrades apply at once; downgrades at the end of the billing period.",
          ],
        ]),
    ),
    "/changelog": page(
      "What's new",
      `<p>Every release of Driftwire, newest first.</p>` +
        [
          [
            "4.12.0",
            "18 November 2026",
            [
              "Scheduled rollouts can pause when the error rate passes a threshold",
              "Terraform provider 2.3",
              "Fixed: audit log exports timing out on large workspaces",
            ],
          ],
          [
            "4.11.2",
            "30 October 2026",
            ["Fixed: stale flag values in the Go SDK's cache", "Security: rotated webhook signing keys"],
          ],
          [
            "4.11.0",
            "14 October 2026",
            [
              "Approvals workflow: changes to production flags can require a reviewer",
              "Slack notifications for approvals",
            ],
          ],
          [
            "4.10.0",
            "9 September 2026",
            ["EU data residency: workspaces can live in the Dublin region (eu-2)"],
          ],
          ["4.9.3", "21 August 2026", ["Python SDK: async client"]],
        ]
          .map(
            ([v, d, notes]) =>
              `<section><h2>Version ${v}</h2><p>Released: ${d}</p><ul>${(notes as string[]).map((n) => `<li>${n}</li>`).join("")}</ul></section>`,
          )
          .join(""),
    ),
    "/help": page(
      "Help centre",
      `<p>Search our articles or browse the guides below.</p>
      <form action="/search" method="get"><label>How can we help? <input type="search" name="q"></label> <button type="submit">Search help</button></form>` +
        cards([
          [
            "Guide",
            "Getting started",
            "Create a workspace, add an SDK and ship your first flag.",
            "/help/articles/getting-started",
          ],
          ["Guide", "Billing and seats", "Invoices, seats and plan changes.", "/help/articles/seat-billing"],
        ]),
    ),
    "/help/articles/getting-started": page(
      "Getting started",
      `<p>Create a workspace, copy your server key from Settings → Keys, install an SDK and wrap your first feature in a flag.</p>`,
    ),
    "/help/articles/seat-billing": page(
      "Billing and seats",
      `<p>Seats added during a billing period are charged pro rata. Removed seats are credited on your next invoice.</p>`,
    ),
    // Linked from nowhere: only the help search finds these.
    "/help/articles/api-key-rotation": page(
      "Rotating API keys",
      `<p>Server API keys expire after 180 days. Workspace admins get an email 14 days before a key expires.</p>
      <p>To rotate a key, create a new one, deploy it, then revoke the old one.</p>`,
    ),
    "/help/articles/sdk-support-matrix": page(
      "SDK support matrix",
      `<p>The oldest language versions each SDK supports:</p>` +
        table(
          "Supported versions",
          ["SDK", "Minimum version", "Latest SDK release"],
          [
            ["Go", "1.21", "5.4.0"],
            ["Python", "3.9", "3.2.1"],
            ["Node.js", "18", "7.0.3"],
            ["Java", "17", "2.8.0"],
            ["Ruby", "3.1", "1.6.2"],
          ],
        ),
    ),
  };
}
