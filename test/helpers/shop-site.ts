import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
  `<nav><a href="/">Home</a> · <a href="/pricing.html">Pricing</a> · <a href="/about.html">About us</a> · ` +
  `<a href="/contact.html">Contact</a></nav><main><h1>${title}</h1>${body}</main></body></html>`;

const PAGES: Record<string, string> = {
  "/": page(
    "Acme Kettles",
    "<p>Acme Kettles sells enamel kettles and teapots to tea lovers everywhere.</p>" +
      "<p>Browse our range, or see our plans for regular deliveries.</p>",
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
      "<p>We employ twelve people who love tea.</p>",
  ),
  "/contact.html": page(
    "Contact",
    '<p>Questions? Email us at <a href="mailto:hello@acme-kettles.test">hello@acme-kettles.test</a>.</p>' +
      "<p>Our workshop is at 4 Mill Lane, Leeds.</p>",
  ),
};

/** A small shop on 127.0.0.1: a home page, a pricing page, an about page (founders, year) and a contact page. */
export async function startShopSite() {
  const server: Server = createServer((req, res) => {
    const html = PAGES[new URL(req.url ?? "/", "http://shop").pathname];
    res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(html ?? page("Not found", ""));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: (path: string) => `${origin}${path}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
