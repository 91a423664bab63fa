import { createServer, type Server } from "node:http";
import { esc, htmlSender, listenLocal, readBody } from "./browse-site";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>` +
  `<header><nav><a href="/">Home</a> · <a href="/pricing.html">Pricing</a> · <a href="/about.html">About us</a> · ` +
  `<a href="/hours.html">Opening hours</a> · <a href="/contact.html">Contact</a></nav>` +
  `<form action="/search" method="get" role="search"><input type="search" name="q" aria-label="Search products">` +
  `<button type="submit">Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;

/** The shop's products: each has a page with its price and a specification table. */
const PRODUCTS = [
  { slug: "red-kettle", name: "Red kettle", price: "£34", capacity: "1.7 litres", weight: "1.1 kg" },
  { slug: "steel-kettle", name: "Steel kettle", price: "£45", capacity: "1.5 litres", weight: "1.4 kg" },
  { slug: "blue-teapot", name: "Blue teapot", price: "£28", capacity: "1.2 litres", weight: "0.8 kg" },
];

const DAYS: [string, string, string][] = [
  ["Monday", "9:00", "17:30"],
  ["Tuesday", "9:00", "17:30"],
  ["Wednesday", "9:00", "17:30"],
  ["Thursday", "9:00", "20:00"],
  ["Friday", "9:00", "17:30"],
  ["Saturday", "10:00", "16:00"],
  ["Sunday", "Closed", "Closed"],
];

const PAGES: Record<string, string> = {
  "/": page(
    "Acme Kettles",
    "<p>Acme Kettles sells enamel kettles and teapots to tea lovers everywhere.</p>" +
      "<p>Browse our range, or see our plans for regular deliveries.</p>" +
      `<ul>${PRODUCTS.map((p) => `<li><a href="/products/${p.slug}.html">${p.name}</a></li>`).join("")}</ul>`,
  ),
  "/pricing.html": page(
    "Pricing",
    "<p>Choose a delivery plan.</p><ul><li>The Basic plan costs $9 per month.</li>" +
      "<li>The Pro plan costs $42 per month and includes priority support.</li>" +
      "<li>The Team plan costs $99 per month.</li></ul>",
  ),
  "/about.html": page(
    "About us",
    "<p>Acme Kettles was founded in 2011 by Ada Park and Ben Ortiz in Leeds.</p>" +
      "<p>We employ twelve people who love tea.</p>" +
      "<p>We began shipping to Europe in 2016.</p>",
  ),
  "/hours.html": page(
    "Opening hours",
    "<p>Our shop at 4 Mill Lane is open on these days.</p><table><caption>Opening hours</caption>" +
      "<thead><tr><th>Day</th><th>Opens</th><th>Closes</th></tr></thead><tbody>" +
      DAYS.map(([d, o, c]) => `<tr><th>${d}</th><td>${o}</td><td>${c}</td></tr>`).join("") +
      "</tbody></table>",
  ),
  "/contact.html": page(
    "Contact",
    '<p>Questions? Email us at <a href="mailto:hello@acme-kettles.test">hello@acme-kettles.test</a>.</p>' +
      "<p>Our workshop is at 4 Mill Lane, Leeds.</p>" +
      '<form id="contact" method="post" action="/contact/send"><h2>Write to us</h2>' +
      '<p><label for="full-name">Your name</label> <input id="full-name" name="name"></p>' +
      '<p><label for="mail">Email</label> <input id="mail" name="email" type="email" required></p>' +
      '<p><label for="topic">Topic</label> <select id="topic" name="topic"><option>General</option>' +
      "<option>Orders</option><option>Repairs</option></select></p>" +
      '<p><textarea name="message" placeholder="Your message"></textarea></p>' +
      '<p><button type="submit">Send message</button></p></form>',
  ),
  // Two links from the home page: through a product's page.
  "/care.html": page(
    "Care and warranty",
    "<p>Descale your kettle once a month with white vinegar.</p>" +
      "<p>Every Acme kettle and teapot comes with a five-year warranty.</p>",
  ),
  // A form without a button: Enter in its field sends it.
  "/newsletter.html": page(
    "Newsletter",
    '<form action="/newsletter/join"><p><label>Your email <input type="email" name="email"></label></p></form>',
  ),
};
for (const p of PRODUCTS) {
  PAGES[`/products/${p.slug}.html`] = page(
    p.name,
    `<p>The ${p.name} costs ${p.price}, delivery included.</p>` +
      `<table><tr><th>Capacity</th><td>${p.capacity}</td></tr><tr><th>Weight</th><td>${p.weight}</td></tr></table>` +
      '<p><a href="/care.html">Care and warranty</a></p>',
  );
}

/**
 * A small shop on 127.0.0.1: a home page listing products, product pages (price, a specification table, a link to
 * the care and warranty page), a
 * search, a pricing page, an about page (founders, years), an opening-hours table, a contact page whose form
 * answers with the values it received, and a newsletter form without a button.
 */
export async function startShopSite() {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://shop");
    const send = htmlSender(res);
    if (req.method === "POST" && url.pathname === "/contact/send") {
      const form = new URLSearchParams(await readBody(req));
      const name = form.get("name") ?? "";
      return send(
        200,
        page(
          "Message sent",
          `<p>Thanks, ${esc(name || "friend")}! We will reply to ${esc(form.get("email") ?? "")} ` +
            `about ${esc(form.get("topic") ?? "")}.</p><p>Your message: ${esc(form.get("message") ?? "")}</p>`,
        ),
      );
    }
    if (url.pathname === "/newsletter/join") {
      return send(
        200,
        page("Welcome", `<p>${esc(url.searchParams.get("email") ?? "")} joined the newsletter.</p>`),
      );
    }
    if (url.pathname === "/search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(q));
      const list = hits.length
        ? `<ul>${hits.map((p) => `<li><a href="/products/${p.slug}.html">${p.name}</a> ${p.price}</li>`).join("")}</ul>`
        : "<p>No products found.</p>";
      // A section before the results: "the first result" is the first under "Results", not the first link.
      const popular =
        '<h2>Popular right now</h2><ul><li><a href="/products/blue-teapot.html">Blue teapot</a></li></ul>';
      return send(200, page("Search results", `${popular}<h2>Results for “${esc(q)}”</h2>${list}`));
    }
    const html = PAGES[url.pathname];
    send(html ? 200 : 404, html ?? page("Not found", ""));
  });
  return listenLocal(server);
}
