/** What every page of one corpus site shares: the brand, the header's links, the footer's facts. */
export interface Shell {
  brand: string;
  tagline: string;
  nav: [label: string, href: string][];
  footer: { year: number; address: string; phone: string; email: string; socials: string[] };
}

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page function of one site. Every page carries what real pages carry around the content, each a distractor for
 * some question: a header whose link names are not a question's words, a search box, a cookie banner, and a footer
 * with a © year, an address, a phone number and social links.
 */
export function shell(s: Shell) {
  const nav = s.nav.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join("");
  const socials = s.footer.socials
    .map(
      (name) =>
        `<a href="https://${name.toLowerCase()}.example/${s.brand.replace(/\W+/g, "").toLowerCase()}">${name}</a>`,
    )
    .join(" ");
  return (title: string, body: string): string =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${title} | ${s.brand}</title><style>body{font-family:sans-serif;margin:0}header,main,footer{padding:1rem 2rem}` +
    `nav ul{display:flex;gap:1.5rem;list-style:none;padding:0}table{border-collapse:collapse}td,th{border:1px solid #ccc;` +
    `padding:.3rem .6rem}.cards{display:flex;gap:1rem;flex-wrap:wrap}.card{border:1px solid #ddd;padding:1rem;width:16rem}` +
    `.cookies{position:fixed;bottom:0;left:0;right:0;background:#222;color:#fff;padding:1rem}</style></head><body>` +
    `<header><a href="/" class="brand"><strong>${s.brand}</strong></a> <span>${s.tagline}</span>` +
    `<nav aria-label="Main"><ul>${nav}</ul></nav>` +
    `<form action="/search" method="get" role="search"><label>Search <input type="search" name="q" placeholder="Search ${esc(s.brand)}"></label> <button type="submit">Go</button></form></header>` +
    `<main><h1>${title}</h1>${body}</main>` +
    `<footer><p>${s.brand} · ${s.footer.address} · Tel ${s.footer.phone} · <a href="mailto:${s.footer.email}">${s.footer.email}</a></p>` +
    `<p>Follow us: ${socials}</p><p><a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a> · <a href="/accessibility">Accessibility statement</a></p>` +
    `<p>© ${s.footer.year} ${s.brand}. All rights reserved.</p></footer>` +
    `<div class="cookies" role="dialog" aria-label="Cookie consent"><p>We use cookies to remember your choices and to ` +
    `count visits. Some are essential; others are optional.</p><button type="button" onclick="this.parentNode.remove()">Accept all</button> ` +
    `<button type="button" onclick="this.parentNode.remove()">Reject optional</button> <a href="/cookies">Manage preferences</a></div>` +
    `</body></html>`;
}

/** A table from a header row and body rows (cells are HTML). */
export const table = (caption: string, head: string[], rows: string[][]) =>
  `<table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr></thead><tbody>` +
  rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${first}</th>${rest.map((c) => `<td>${c}</td>`).join("")}</tr>`,
    )
    .join("") +
  "</tbody></table>";

/** A definition list from [term, description] pairs. */
export const dl = (pairs: [string, string][]) =>
  `<dl>${pairs.map(([t, d]) => `<dt>${t}</dt><dd>${d}</dd>`).join("")}</dl>`;

/** News or event cards: [date, title, text, href?]. */
export const cards = (items: [date: string, title: string, text: string, href?: string][]) =>
  `<div class="cards">${items
    .map(
      ([date, title, text, href]) =>
        `<article class="card"><time>${date}</time><h3>${href ? `<a href="${href}">${title}</a>` : title}</h3><p>${text}</p></article>`,
    )
    .join("")}</div>`;

/** A person's card on a team page: their name, then a paragraph for each thing said of them. */
export const personCard = (name: string, ...said: string[]) =>
  `<article class="card"><h3>${name}</h3>${said.map((s) => `<p>${s}</p>`).join("")}</article>`;

/** The page a real site answers for a path it does not have. */
export const notFoundBody =
  "<p>Sorry, we couldn't find that page. Try the search box above or go back to the home page.</p>";
