/**
 * The platform's one stylesheet, served as /platform/style.css (so the CSP can forbid inline styles). System
 * fonts, no framework; tables scroll sideways on a phone instead of squashing.
 */
export const STYLESHEET = `
:root { --fg:#1d2430; --muted:#5d6675; --line:#dde2ea; --bg:#f6f7f9; --card:#fff; --accent:#2456c7;
  --ok:#177245; --bad:#b42318; --warn:#9a6700; --info:#2456c7; color-scheme: light dark; }
@media (prefers-color-scheme: dark) { :root { --fg:#e6e9ef; --muted:#9aa3b2; --line:#2c3340; --bg:#14171c;
  --card:#1b1f26; --accent:#7aa2ff; --ok:#4ac38a; --bad:#ff7b72; --warn:#e3b341; --info:#7aa2ff; } }
* { box-sizing: border-box; }
body { margin:0; font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; color:var(--fg); background:var(--bg); }
a { color:var(--accent); text-decoration:none; } a:hover { text-decoration:underline; }
header.top { display:flex; flex-wrap:wrap; gap:.5rem 1.25rem; align-items:center; padding:.6rem 1rem;
  background:var(--card); border-bottom:1px solid var(--line); }
header.top .brand { font-weight:700; color:var(--fg); }
header.top nav { display:flex; flex-wrap:wrap; gap:.25rem 1rem; flex:1; }
header.top nav a[aria-current=page] { color:var(--fg); font-weight:600; box-shadow:inset 0 -2px var(--accent); }
header.top form { margin:0; }
main { max-width:1200px; margin:0 auto; padding:1rem; }
h1 { font-size:1.35rem; margin:.5rem 0 1rem; } h2 { font-size:1.1rem; margin:1.5rem 0 .5rem; }
.card { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:1rem; margin-bottom:1rem; }
.card > h2:first-child { margin-top:0; }
.scroll { overflow-x:auto; }
/* On a phone the page never scrolls sideways: a wide table scrolls inside its card (.scroll), a long URL in a line of
   text breaks, and a form field is never wider than the screen (a select is as wide as its longest option). */
p.mono { overflow-wrap:anywhere; } label { max-width:100%; } select { max-width:100%; }
table { width:100%; border-collapse:collapse; font-size:.92rem; }
th, td { text-align:left; padding:.45rem .6rem; border-bottom:1px solid var(--line); vertical-align:top; }
th { color:var(--muted); font-weight:600; white-space:nowrap; } td time { white-space:nowrap; }
td.url { min-width:14rem; max-width:28rem; overflow-wrap:anywhere; } td.num { text-align:right; white-space:nowrap; }
.muted { color:var(--muted); } .mono, pre, code { font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace; font-size:.85rem; }
pre { background:var(--bg); border:1px solid var(--line); border-radius:6px; padding:.6rem; overflow:auto; max-height:28rem;
  white-space:pre-wrap; overflow-wrap:anywhere; margin:.25rem 0 .75rem; }
.badge { display:inline-block; padding:.05rem .5rem; border-radius:999px; font-size:.8rem; font-weight:600;
  border:1px solid currentColor; white-space:nowrap; }
.b-succeeded, .b-2xx { color:var(--ok); } .b-failed, .b-5xx, .b-4xx { color:var(--bad); }
.b-pending, .b-3xx, .b-changed { color:var(--warn); }
.b-delivering, .b-queued, .b-running { color:var(--info); } .b-completed, .b-active { color:var(--ok); }
.b-accepted { color:var(--ok); } .b-rejected { color:var(--bad); } .b-duplicate { color:var(--muted); }
.b-cancelled, .b-paused, .b-done, .b-revoked, .b-unchanged { color:var(--muted); }
.stats { display:grid; grid-template-columns:repeat(auto-fit,minmax(9rem,1fr)); gap:.75rem; }
.stats div { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:.6rem .8rem; }
.stats b { display:block; font-size:1.3rem; }
.stats .wide b { white-space:nowrap; }
form.inline { display:inline; margin:0; }
dl.kv + form { margin-top:.9rem; }
form.filters, .row { display:flex; flex-wrap:wrap; gap:.5rem; align-items:end; }
header.row { align-items:center; margin-bottom:.4rem; } .card > table + form.row { margin-top:.9rem; }
form > .row + .row { margin-top:.6rem; } details > form { margin-top:.5rem; }
.toolbar { margin-bottom:.9rem; }
label { display:flex; flex-direction:column; gap:.2rem; font-size:.85rem; color:var(--muted); }
textarea { font:inherit; padding:.4rem .55rem; border:1px solid var(--line); border-radius:6px; background:var(--card);
  color:var(--fg); min-width:min(36rem, 90vw); min-height:4.5rem; }
input, select, button { font:inherit; padding:.4rem .55rem; border:1px solid var(--line); border-radius:6px;
  background:var(--card); color:var(--fg); }
input[type=text], input[type=url], input[type=password] { min-width:14rem; }
button { cursor:pointer; background:var(--accent); color:#fff; border-color:var(--accent); }
button.secondary { background:transparent; color:var(--accent); }
button.danger { background:transparent; color:var(--bad); border-color:var(--bad); }
.flash { padding:.6rem .8rem; border-radius:6px; border:1px solid var(--line); background:var(--card); margin-bottom:1rem; }
.flash.error { border-color:var(--bad); color:var(--bad); }
dl.kv { display:grid; grid-template-columns:max-content 1fr; gap:.3rem 1rem; margin:0; }
dl.kv dt { color:var(--muted); } dl.kv dd { margin:0; overflow-wrap:anywhere; }
details > summary { cursor:pointer; font-weight:600; margin:.25rem 0; }
.pager { display:flex; gap:1rem; margin-top:.75rem; }
.narrow { max-width:28rem; margin:3rem auto; }
.prewrap { white-space:pre-wrap; }
ul.changes { padding-left:1.1rem; } ul.changes li { margin:.25rem 0; overflow-wrap:anywhere; }
del { color:var(--bad); } ins { color:var(--ok); text-decoration:none; }
.actions { display:flex; flex-wrap:wrap; gap:.5rem; margin:.9rem 0 0; }
a.button { display:inline-block; padding:.4rem .75rem; border-radius:6px; background:var(--accent); color:#fff; }
a.button:hover { text-decoration:none; filter:brightness(1.1); }
.filmstrip { display:flex; gap:.75rem; overflow-x:auto; scroll-snap-type:x proximity; padding-bottom:.5rem; }
.filmstrip figure { flex:0 0 min(24rem, 85%); margin:0; scroll-snap-align:start; background:var(--card);
  border:1px solid var(--line); border-radius:8px; overflow:hidden; }
.filmstrip img { display:block; width:100%; height:auto; aspect-ratio:16/10; object-fit:cover; object-position:top;
  background:var(--bg); border-bottom:1px solid var(--line); }
.filmstrip figcaption { padding:.5rem .65rem; font-size:.88rem; display:flex; flex-direction:column; gap:.15rem; }
.filmstrip figcaption .url { overflow-wrap:anywhere; font-size:.8rem; }
.filmstrip .flash { margin:.3rem 0 0; padding:.3rem .5rem; }
pre.result { max-height:20rem; font:inherit; }
pre.secret { user-select:all; font-size:.95rem; margin:.5rem 0; }
pre.copy { cursor:copy; margin:0; font-size:.85rem; }
.flash.reveal { border-color:var(--ok); }
.md { overflow-wrap:anywhere; } .md > :first-child { margin-top:0; } .md > :last-child { margin-bottom:0; }
.md h2, .md h3, .md h4, .md h5 { margin:1.1rem 0 .4rem; } .md h2 { font-size:1.2rem; } .md h3 { font-size:1.05rem; }
.md h4, .md h5, .md h6 { font-size:.95rem; } .md li { margin:.2rem 0; } .md hr { border:0; border-top:1px solid var(--line); }
.md blockquote { margin:.5rem 0; padding:0 .8rem; border-left:3px solid var(--line); color:var(--muted); }
.md del { color:var(--muted); } a.cite { font-size:.8em; }
ol.sources { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:.75rem 1rem .75rem 2.5rem; }
ol.sources li { margin:.3rem 0; } ol.sources li:target { background:var(--bg); }
ol.sources .url { display:block; font-size:.78rem; overflow-wrap:anywhere; }
details ol.sources { margin-top:.75rem; }
@media (max-width: 640px) {
  /* Brand, account and sign-out on the first line; the sections wrap on their own full-width line below. */
  header.top nav { order:3; flex-basis:100%; gap:.2rem .9rem; } header.top > .muted { margin-left:auto; } }
@media (max-width: 640px) { .stats .wide { grid-column:span 2; } main { padding:.6rem; } th, td { padding:.35rem .4rem; } input[type=text], input[type=url] { min-width:0; width:100%; } }
`;
