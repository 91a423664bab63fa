import type { FixturePage } from "../../helpers/fixture-site";
import type { CorpusSite } from "../serve";
import { cards, dl, shell, table } from "./kit";
import { softwareDocPages } from "./software-docs";

// Driftwire: a feature-flag product whose plans, releases, components and jobs are all rows of the same tables,
// so each answer has neighbours of the same kind.
const page = shell({
  brand: "Driftwire",
  tagline: "Feature flags and release monitoring",
  nav: [
    ["Product", "/"],
    ["Plans", "/pricing"],
    ["What's new", "/changelog"],
    ["Company", "/company"],
    ["Careers", "/careers"],
    ["Support", "/help"],
    ["Talk to sales", "/demo"],
  ],
  footer: {
    year: 2026,
    address: "Driftwire Ltd, 40 Candleriggs, Glasgow G1 1LD",
    phone: "+44 141 496 0831",
    email: "hello@driftwire.test",
    socials: ["GitHub", "LinkedIn", "Bluesky"],
  },
});

const ROLES: [slug: string, role: string, team: string, location: string, remote: string, salary: string][] =
  [
    [
      "senior-backend-engineer",
      "Senior Backend Engineer (Go)",
      "Platform",
      "Lisbon",
      "Hybrid",
      "€78,000–€92,000",
    ],
    ["staff-sre", "Staff SRE", "Infrastructure", "Anywhere in the EU", "Fully remote", "€105,000–€120,000"],
    ["product-designer", "Product Designer", "Design", "Glasgow", "Hybrid", "£58,000–£66,000"],
    [
      "developer-advocate",
      "Developer Advocate",
      "Growth",
      "Anywhere in the Americas",
      "Fully remote",
      "$118,000–$135,000",
    ],
    ["support-engineer", "Support Engineer", "Customer", "Lisbon", "Office-based", "€41,000–€47,000"],
    ["engineering-manager-sdks", "Engineering Manager, SDKs", "SDKs", "Glasgow", "Hybrid", "£88,000–£97,000"],
  ];

const SIZES = ["1-10", "11-50", "51-200", "201-1000", "1001+"];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Ship on Friday. Sleep on Friday.",
    `<p>Driftwire lets you release features to a slice of your users, watch the error rate, and roll back in one click.</p>
    <p><a href="/demo">Book a demo</a> · <a href="/pricing">See plans</a> · <a href="/status">System status</a></p>
    <h2>News</h2>` +
      cards([
        ["18 November 2026", "Driftwire 4.12 is out", "Rollouts that pause themselves.", "/changelog"],
        ["28 October 2026", "SOC 2 Type II", "Our second audit is complete."],
        ["1 October 2026", "Hello, Lisbon", "Our second office opened in Lisbon."],
      ]),
  ),
  "/company": page(
    "About Driftwire",
    `<p>Driftwire was founded in Glasgow in 2019 by two engineers who were tired of release-night pizza.</p>` +
      dl([
        ["Founded", "2019, Glasgow"],
        ["Chief executive", "Eilidh Marchetti"],
        ["Chief technology officer", "Tomasz Quillfeather"],
        ["Employees", "84"],
        ["Offices", "Glasgow (head office) and Lisbon"],
      ]),
  ),
  "/status": page(
    "System status",
    `<p>Last updated: 26 November 2026, 09:45 UTC</p>` +
      table(
        "Components",
        ["Component", "Status", "Uptime, last 90 days"],
        [
          ["Flag evaluation API", "Operational", "99.998%"],
          ["Dashboard", "Operational", "99.97%"],
          ["Webhooks", "Degraded performance", "99.81%"],
          ["Audit log export", "Operational", "99.93%"],
          ["EU region (eu-2)", "Under maintenance", "99.95%"],
        ],
      ) +
      `<h2>Past incidents</h2>` +
      cards([
        [
          "24 November 2026",
          "Delayed webhooks",
          "Webhooks were delayed by up to 20 minutes. Resolved 25 November, 03:10 UTC.",
        ],
        ["7 November 2026", "Dashboard login errors", "Some users could not sign in for 41 minutes."],
      ]),
  ),
  "/careers": page(
    "Careers",
    `<p>We are 84 people in Glasgow, Lisbon and remote. Every role has 30 days' holiday and a learning budget of £1,500.</p>` +
      table(
        "Open roles",
        ["Role", "Team", "Location", "Remote", "Salary"],
        ROLES.map(([, ...cells]) => cells),
      ) +
      `<p><a href="/careers/apply">Apply for a role</a></p>`,
  ),
  "/careers/apply": page(
    "Apply",
    `<form method="post" action="/careers/apply">
    <p><label>Role <select name="role">${ROLES.map(([slug, role]) => `<option value="${slug}">${role}</option>`).join("")}</select></label></p>
    <p><label>Full name <input name="full_name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Years of experience <input type="number" name="years_experience" min="0"></label></p>
    <p><label>Portfolio or LinkedIn URL <input type="url" name="portfolio_url"></label></p>
    <p><label>Anything else? <textarea name="note"></textarea></label></p>
    <button type="submit">Send application</button></form>`,
  ),
  "/demo": page(
    "Request a demo",
    `<p>A 30-minute call with a product specialist.</p><form method="post" action="/demo">
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Work email <input type="email" name="work_email" required></label></p>
    <p><label>Company <input name="company" required></label></p>
    <p><label>Company size <select name="company_size"><option value="">Select…</option>${SIZES.map(
      (s) => `<option value="${s}">${s.replace("-", "–")} employees</option>`,
    ).join("")}</select></label></p>
    <p><label>Preferred date <input type="date" name="preferred_date"></label></p>
    <button type="submit">Request demo</button></form>`,
  ),
  ...softwareDocPages(page),
};

export const SOFTWARE: CorpusSite = {
  name: "software",
  pages,
  layout: page,
  forms: {
    "/careers/apply": {
      title: "Application received",
      reply: (f) =>
        `Thanks, ${f.full_name}. We received your application for ${f.role} with ${f.years_experience} years of ` +
        `experience (${f.portfolio_url}). We will write to ${f.email} within ten days.`,
    },
    "/demo": {
      title: "Demo requested",
      reply: (f) =>
        `Thanks, ${f.name}. A specialist will email ${f.work_email} to arrange a demo for ${f.company} ` +
        `(${f.company_size} employees), on or near ${f.preferred_date}.`,
    },
  },
};
