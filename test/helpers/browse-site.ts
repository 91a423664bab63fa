import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>` +
  `<style>body{font:16px/1.5 sans-serif;margin:0;padding:0 24px}</style></head><body>${body}</body></html>`;

/** The catalogue the search box searches. */
export const CATALOGUE = [
  { slug: "red-kettle", name: "Red kettle", text: "A red enamel kettle that whistles in E flat." },
  { slug: "blue-teapot", name: "Blue teapot", text: "A blue teapot for six cups." },
  { slug: "green-mug", name: "Green mug", text: "A green mug with a chipped handle." },
];

/** Text that sits at the very end of /long.html, far below the first screen. */
export const TREASURE = "The hidden treasure is under the last paragraph";

const HOME = page(
  "Fixture Home",
  // The banner covers the top half of the viewport, so a model click at [500, 250] (grid) lands on it.
  `<a id="banner" href="/pricing.html" style="position:absolute;left:0;top:0;width:100%;height:400px;
     background:#dde8f6;display:flex;align-items:center;justify-content:center;font-size:40px">See our prices</a>
   <div style="margin-top:420px">
   <h1>Fixture Home</h1>
   <nav><a href="/pricing.html">Pricing</a> · <a href="/about.html">About us</a> ·
     <a href="/form.html">Contact form</a> · <a href="/long.html">Long page</a></nav>
   <form action="/search" method="get" role="search">
     <input type="search" name="q" placeholder="Search the site" aria-label="Search">
     <button type="submit">Go</button>
   </form></div>`,
);

const PAGES: Record<string, string> = {
  "/": HOME,
  "/pricing.html": page(
    "Pricing",
    `<h1>Pricing</h1><p>The Pro plan costs $42 per month.</p><p><a href="/">Back home</a></p>`,
  ),
  "/about.html": page(
    "About us",
    `<h1>About us</h1><p>We make fixtures for browser tests.</p><a href="/">Home</a>`,
  ),
  "/form.html": page(
    "Contact form",
    `<h1>Contact us</h1>
     <form method="post" action="/submit">
       <p><label for="name">Name</label> <input id="name" name="name"></p>
       <p><label for="email">Email</label> <input id="email" name="email" type="email"></p>
       <p><button type="submit">Send</button></p>
     </form>`,
  ),
  "/order.html": page(
    "Order",
    `<h1>Order a kettle</h1>
     <form method="post" action="/submit">
       <p><label for="size">Size</label> <select id="size" name="size">
         <option value="s">Small</option><option value="l">Large</option></select></p>
       <p><button type="submit" disabled>Sold out</button> <a href="/" hidden>Hidden home</a></p>
     </form>`,
  ),
  "/long.html": page(
    "Long page",
    `<h1>Long page</h1>${Array.from(
      { length: 150 },
      (_, i) => `<p>Paragraph ${i + 1}: filler text so that the page is much taller than the viewport.</p>`,
    ).join("")}<p id="treasure">${TREASURE}</p>`,
  ),
  // A page whose script never yields once it has loaded: the renderer stops answering (screenshots, evaluation).
  "/busy.html": page(
    "Busy page",
    `<p>hello from a busy page</p><script>addEventListener("load", () => setTimeout(() => { for (;;) {} }, 50))</script>`,
  ),
};

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The browsing fixture site on 127.0.0.1: a home page with links, a banner and a search box, a search results
 * page, a contact form that echoes what was sent, item pages, and a long page. Records every request.
 */
export async function startBrowseSite() {
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    requests.push({ method: req.method ?? "GET", path: url.pathname + url.search });
    const send = htmlSender(res);
    if (req.method === "POST" && url.pathname === "/submit") {
      const form = new URLSearchParams(await readBody(req));
      const name = form.get("name") ?? "";
      const email = form.get("email") ?? "";
      return send(
        200,
        page("Thank you", `<h1>Thanks, ${esc(name)}!</h1><p>We will write to ${esc(email)}.</p>`),
      );
    }
    if (url.pathname === "/search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const hits = CATALOGUE.filter((i) => `${i.name} ${i.text}`.toLowerCase().includes(q));
      const list = hits.length
        ? `<ul>${hits.map((i) => `<li><a href="/item/${i.slug}">${esc(i.name)}</a></li>`).join("")}</ul>`
        : "<p>No results</p>";
      return send(200, page("Search results", `<h1>Results for “${esc(q)}”</h1>${list}`));
    }
    const item = CATALOGUE.find((i) => url.pathname === `/item/${i.slug}`);
    if (item) return send(200, page(item.name, `<h1>${esc(item.name)}</h1><p>${esc(item.text)}</p>`));
    const html = PAGES[url.pathname];
    if (html) return send(200, html);
    return send(404, page("Not found", "<h1>Not found</h1>"));
  });
  return { ...(await listenLocal(server)), requests };
}

/** `send(status, html)` for one response. */
export const htmlSender = (res: ServerResponse) => (status: number, html: string) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(html);
};

/** Listen on a free port of 127.0.0.1: the origin, a URL maker and a close that drops open connections. */
export async function listenLocal(server: Server) {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
