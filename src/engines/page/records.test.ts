import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";

const read = (body: string, head = "") =>
  extractHtml(
    `<html><head><title>Branches | Libraries</title>${head}</head><body>${body}</body></html>`,
    "https://lib.example/branches",
  ).records.map((r) => `${r.kind} [${r.section}] ${r.text}`);

describe("the page model: a page's main content as records", () => {
  it("keys a table row by its row header and column headers, under its headings and caption", () => {
    expect(
      read(`<main><h1>Branches</h1><h2>Central</h2><table><caption>Hours</caption>
        <thead><tr><th>Day</th><th>Opens</th><th>Closes</th></tr></thead>
        <tbody><tr><td>Wednesday</td><td>9:00</td><td>18:00</td></tr>
        <tr><td>Sunday</td><td colspan="2">Closed</td></tr></tbody></table></main>`),
    ).toEqual([
      "heading [] Branches",
      "heading [Branches] Central",
      "row [Branches › Central › Hours] Wednesday — Opens 9:00, Closes 18:00",
      "row [Branches › Central › Hours] Sunday — Closed",
    ]);
  });

  it("names a column by each header over it, a cell spanning rows standing in each row it covers", () => {
    expect(
      read(`<main><h1>Fares</h1><table><thead><tr><th rowspan="2">Tariff</th><th rowspan="2">When</th>
        <th colspan="2">Harrowby</th><th colspan="2">Colnford</th></tr>
        <tr><th>First mile</th><th>Each mile after</th><th>First mile</th><th>Each mile after</th></tr></thead>
        <tbody><tr><th>Day</th><td rowspan="2">Every day</td><td>£4.20</td><td>£2.10</td><td>£3.80</td><td>£2.00</td></tr>
        <tr><th>Night</th><td>£5.20</td><td>£2.60</td><td>£4.80</td><td>£2.40</td></tr></tbody></table>
        <table><tr><th>Size</th><th colspan="2">Price</th></tr><tr><th></th><th>White</th><th>Bronze</th></tr>
        <tr><th>Medium</th><td>£68</td><td>£84</td></tr></table></main>`),
    ).toEqual([
      "heading [] Fares",
      "row [Fares] Day — When Every day, Harrowby First mile £4.20, Harrowby Each mile after £2.10, Colnford First mile £3.80, Colnford Each mile after £2.00",
      "row [Fares] Night — When Every day, Harrowby First mile £5.20, Harrowby Each mile after £2.60, Colnford First mile £4.80, Colnford Each mile after £2.40",
      "row [Fares] Medium — Price White £68, Price Bronze £84",
    ]);
  });

  it("keys a row by its own header when a header spanning rows groups it, the group a cell of the row", () => {
    expect(
      read(`<main><h1>Rooms</h1><table><thead><tr><th>Wing</th><th>Room</th><th>Sleeps</th></tr></thead>
        <tbody><tr><th rowspan="2">East</th><th>Lark</th><td>2</td></tr><tr><th>Finch</th><td>4</td></tr>
        <tr><th>West</th><th>Heron</th><td>6</td></tr></tbody></table></main>`),
    ).toEqual([
      "heading [] Rooms",
      "row [Rooms] Lark — Wing East, Sleeps 2",
      "row [Rooms] Finch — Wing East, Sleeps 4",
      "row [Rooms] Heron — Wing West, Sleeps 6",
    ]);
    // (A date keys its rows still: a day's sessions.)
    expect(
      read(`<main><h1>Sessions</h1><table><thead><tr><th>Date</th><th>Time</th><th>Places left</th></tr></thead>
        <tbody><tr><th rowspan="2">Saturday 5 December</th><th>10:00</th><td>4</td></tr><tr><th>14:30</th><td>12</td>
        </tr></tbody></table></main>`),
    ).toEqual([
      "heading [] Sessions",
      "row [Sessions] Saturday 5 December — Time 10:00, Places left 4",
      "row [Sessions] Saturday 5 December — Time 14:30, Places left 12",
    ]);
  });

  it("leaves out a link that only leads on ('Read more'), keeping the sentence it ends", () => {
    expect(
      read(`<main><p>December: the café opens on Mondays until Christmas. <a href="/news">Read more</a></p>
        <p>Our <a href="/clubs">book clubs</a> meet monthly. <a href="/clubs">Find out more →</a></p></main>`),
    ).toEqual([
      "pair [] December: the café opens on Mondays until Christmas.",
      "text [] Our book clubs meet monthly.",
    ]);
  });

  it("reads a feature matrix's row across its columns, and a one-cell row as the name of the rows below it", () => {
    expect(
      read(`<table><tr><th>Feature</th><th>Starter</th><th>Scale</th></tr>
        <tr><td colspan="3">Security</td></tr><tr><td>Single sign-on</td><td>—</td><td>Included</td></tr></table>`),
    ).toEqual(["row [Security] Single sign-on — Starter —, Scale Included"]);
  });

  it("reads definition lists and 'Label: value' lines as pairs, a two-column table without headers too", () => {
    expect(
      read(`<dl><dt>Phone</dt><dd>0131 496 0101</dd></dl><p>Branch manager: Rosa Achterberg</p>
        <table><tr><td>Parking</td><td>6 spaces</td></tr></table><p>It opens at 9:00 on weekdays.</p>`),
    ).toEqual([
      "pair [] Phone: 0131 496 0101",
      "pair [] Branch manager: Rosa Achterberg",
      "pair [] Parking: 6 spaces",
      "text [] It opens at 9:00 on weekdays.",
    ]);
  });

  it("reads one list's entries alike: pairs when every one is 'Label: value', else entries", () => {
    expect(
      read(`<ul><li>Opening: 9:00</li><li>Closing: 17:00</li></ul>
        <ul><li>Lost cards: £2 each</li><li>Returning a book more than 3 weeks late: 20p a day</li></ul>`),
    ).toEqual([
      "pair [] Opening: 9:00",
      "pair [] Closing: 17:00",
      "item [] Lost cards: £2 each",
      "item [] Returning a book more than 3 weeks late: 20p a day",
    ]);
  });

  it("reads each of several alike blocks with a heading as one card, and an article alone as the page", () => {
    const cards = read(`<main><h1>Jobs</h1><div class="job"><h3>Support Engineer</h3><p>Location: Lisbon</p>
      <p>Salary €41,000</p></div><div class="job"><h3>Designer</h3><p>Location: Glasgow</p></div></main>`);
    expect(cards).toEqual([
      "heading [] Jobs",
      "card [Jobs] Support Engineer — Location: Lisbon; Salary €41,000",
      "card [Jobs] Designer — Location: Glasgow",
    ]);
    expect(read(`<article><h2>About</h2><p>We were founded in 1990.</p></article>`)).toEqual([
      "heading [] About",
      "text [About] We were founded in 1990.",
    ]);
  });

  it("leaves out navigation, the page's header and footer, banners, dialogs, hidden parts and forms", () => {
    const records = read(`<header><nav><a href="/">Home</a> <a href="/visit">Visit</a></nav></header>
      <div class="cookie-banner">We use cookies.</div><div role="dialog">Sign up now</div>
      <main><p>The library lends board games.</p><p style="display:none">Hidden text</p>
      <form><label>Size <select><option>11–50 staff</option></select></label></form></main>
      <footer><p>© 2019 Hollowmere Council · 01632 960 000</p></footer>`);
    expect(records).toEqual(["text [] The library lends board games."]);
  });
});
