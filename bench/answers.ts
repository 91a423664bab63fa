/**
 * Answers corpus (not part of the test run): `npx tsx bench/answers.ts
 * [--part tuning|sealed|outside|fresh|holdout|final|last|blind|unseen|untried|unmet|cold|frost|gale|hail|sleet|thaw|rime|dew|mist|fog|haze|dusk|gust|squall|brume|virga|graupel|hoar|flurry|scud|murk|mizzle|smirr|haar|fret|gloam|sundog|cirrus|nimbus|stratus|cumulus|drizzle|breeze|zephyr|mistral|sirocco|harmattan|khamsin|chinook|bora|meltemi|zonda|pampero|levanter|tramontane|williwaw|bise|foehn|all|every]
 * [--engine navigator|research|all] [--only id,id] [--show] [--show-sealed] [--timeout seconds] [--in-process]`.
 *
 * Several parts may be named at once (`--part cirrus,nimbus`); `every` is every part. `--in-process` runs research
 * items on one app in this process (test/corpus/research-in-process.ts), every part in under a minute with the same
 * verdicts: for checking a change to the answers across the corpus; the measurements below are of tasks run whole.
 *
 * Runs the navigator and research items of test/corpus/ through the real API against one hundred and eighteen fixture sites on
 * 127.0.0.1 (no model), and prints right / not found / wrong per engine × part × kind. `--show` prints each tuning item
 * that was not right, with its result; sealed, outside, fresh, holdout, final, last, blind, unseen, untried, unmet,
 * cold, frost, gale, hail, sleet, thaw, rime, dew, mist, fog, haze, dusk, gust, squall, brume, virga, graupel, hoar,
 * flurry, scud, murk, mizzle, smirr, haar, fret, gloam, sundog, cirrus, nimbus, stratus, cumulus, drizzle, breeze,
 * zephyr, mistral, sirocco, harmattan, khamsin, chinook, bora, meltemi, zonda, pampero, levanter, tramontane, williwaw, bise and foehn items are never printed unless `--show-sealed`, and bench/results/answers.json holds only their verdicts. The fresh,
 * holdout, final, last, blind, unseen, untried, unmet, cold, frost, gale, hail, sleet, thaw, rime, dew, mist, fog,
 * haze, dusk, gust, squall, brume, virga, graupel, hoar, flurry, scud, murk, mizzle, smirr, haar, fret, gloam, sundog,
 * cirrus, nimbus, stratus, cumulus, drizzle, breeze, zephyr, mistral, sirocco, harmattan, khamsin, chinook, bora, meltemi, zonda, pampero, levanter, tramontane, williwaw, bise and foehn parts are held out for one run each at the end: `all` leaves
 * them out, so each runs only when asked for by name (`--part fresh`, `--part holdout`, `--part final`, `--part last`,
 * `--part blind`, `--part unseen`, `--part untried`, `--part unmet`, `--part cold`, `--part frost`, `--part gale`,
 * `--part hail`, `--part sleet`, `--part thaw`, `--part rime`, `--part dew`, `--part mist`, `--part fog`,
 * `--part haze`, `--part dusk`, `--part gust`, `--part squall`, `--part brume`, `--part virga`, `--part graupel`,
 * `--part hoar`, `--part flurry`, `--part scud`, `--part murk`, `--part mizzle`, `--part smirr`, `--part haar`,
 * `--part fret`, `--part gloam`, `--part sundog`, `--part cirrus`, `--part nimbus`, `--part stratus`, `--part cumulus`,
 * `--part drizzle`, `--part breeze`, `--part zephyr`, `--part mistral`, `--part sirocco`, `--part harmattan`, `--part khamsin`, `--part chinook`, `--part bora`, `--part meltemi`, `--part zonda`, `--part pampero`, `--part levanter`, `--part tramontane`, `--part williwaw`, `--part bise`, `--part foehn`; final has research items only). The blind part (a ferry operator and a co-working
 * space), the unseen part (a garden centre and a driving school), the untried part (a craft brewery and a holiday
 * park), the unmet part (a garage with two workshops and a self-storage company), the cold part (a pharmacy with two
 * branches and a marina on two sites), the frost part (a dry cleaner with two shops and boarding kennels with a
 * cattery), the gale part (a community music school with two centres and a man-and-van removals firm with a storage
 * warehouse), the hail part (a community lido with indoor baths and an independent bookshop with a café and book
 * clubs), the sleet part (a dental practice with two surgeries and a community farm with allotments), the thaw part (an
 * opticians with two branches and a village hall with rooms to hire and classes), the rime part (a family bakery with
 * two shops and a tennis and padel club), the dew part (a community cinema with two screens and a riding school and
 * livery yard), the mist part (a hairdresser with two salons and a barber's, and a climbing company with two walls),
 * the fog part (a bowling alley with escape rooms and a diner, and a van and car hire firm with two depots), the haze
 * part (a plumbing and heating firm and a car wash and valeting business with two sites), the dusk part (a members'
 * golf club with two courses and a driving range, and a language school with two centres), the gust part (a paddle
 * sports centre on a lake and a river, and a picture framer and art shop with two shops and a gallery), the squall part
 * (a phone, tablet and laptop repair shop with two branches, and a trampoline park with a soft play and a café), the
 * brume part (a dog groomer with a salon, a grooming van and a day care, and a family-run coach tour operator picking
 * up in two towns), the virga part (a pottery studio with a wheel room, a paint-your-own café and a kiln yard, and an
 * escape room company with a city-centre venue and a retail park venue), the graupel part (a ski and snowboard school
 * and hire shop at an indoor snow slope with a hire shop in town, and a knitting and sewing haberdashery with
 * workshops, machine servicing and alterations), the hoar part (a small independent gym with a 24-hour gym and a
 * town-centre studio, and a locksmith, key cutting and shoe repair business with a kiosk and a shop), the flurry part
 * (an independent print and copy shop with a high-street shop and a trade park unit, and a dance school with two
 * studios), the scud part (an independent florist with two shops, and a children's day nursery with two settings), the
 * murk part (an independent cookery school with a town-centre kitchen and a barn kitchen, and a tool and plant hire
 * firm with two yards), the mizzle part (an indoor soft play and party centre with a town-centre venue and a play barn
 * at a garden centre, and a window cleaning, gutter and pressure washing firm working rounds by postcode), the smirr
 * part (a portrait and events photography studio with a town-centre studio and a converted chapel studio, and a chimney
 * sweep, stove installer and stove showroom), the haar part (an ice rink with a full-size arena and a small learner
 * rink at a leisure park, and a piano tuner, restorer and piano shop with a showroom and a workshop), the fret part (a
 * tattoo and piercing studio with a town-centre studio and a second studio in another town, and a public observatory
 * and planetarium), the gloam part (a heritage steam railway with five stations along its line, and an archery and
 * axe-throwing centre with two venues), the sundog part (a wildlife park, and a canal narrowboat holiday company with
 * two bases), the cirrus part (an independent summer music festival in a park, and a skip hire and waste removal firm
 * serving seven towns in three zones), the nimbus part (a scuba diving centre with a boat, and an airport parking
 * company with four car parks), the stratus part (a band rehearsal and recording studio on two sites, and a go-karting
 * company with an indoor track and an outdoor circuit), the cumulus part (a vineyard and winery with a cellar door shop
 * and café, and an auction house with two salerooms), the drizzle part (a hot-air balloon company flying from three
 * launch sites, and a martial arts club with two dojos) and the breeze part (a farm shop and butcher's with a café and
 * a second shop in town, and a taxi and private hire firm with two offices), the zephyr part (a circus school with
 * an aerial hall and a big top, and a firm of solicitors with two offices), the mistral part (a family funeral
 * director with two branches, and a wedding and events venue with a threshing barn and a garden room), the
 * sirocco part (a pick-your-own fruit farm with a pumpkin patch and a Christmas tree field, and a carpet and
 * flooring shop with two showrooms), the harmattan part (a bridal shop with a boutique and an alterations
 * studio, and a pet shop with a pet store in town and an aquatic centre), the khamsin part (a paintball and laser
 * tag company with a woodland site and an indoor arena, and a costume hire business with a shop and a costume
 * store), the chinook part (a hot tub, bouncy castle and party hire firm with two depots, and a coffee roastery
 * with two cafés), the bora part (a coarse fishery with three lakes, a river, a lodge and a tackle shop in town,
 * and a chocolate maker with a workshop shop and a second shop), the meltemi part (a holiday cottage letting
 * agency with eight cottages in two villages, an office and a key office, and an independent hearing care practice
 * with two branches), the zonda part (a tailoring and alterations business with two shops, and a translation and
 * interpreting agency with two offices), the pampero part (an accountancy practice for sole traders and small
 * firms with two offices, and a pest control company with two depots), the levanter part (an electrical
 * contractor with two bases and an emergency line, and a children's swimming school at two pools), the tramontane
 * part (an upholsterer and curtain maker with a workshop and a showroom, and a residential letting agent with two
 * offices), the williwaw part (a tutoring centre with two centres, and a caterer for weddings, parties and offices
 * with a kitchen and a tasting room), the bise part (a day spa with two spas, and a local bus company with two
 * travel shops) and the foehn part (a physiotherapy practice with two clinics, and a home broadband provider with two
 * shops) were written by someone who did not tune the engines, each to be run once,
 * unseen, as an outside measurement.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { type Engine, type Part, type Row, scoreAnswers, TASK_TIME } from "../test/corpus/score";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
/** One of `all` by name, or `all` of them; `byName` are accepted only by name, never as part of `all`. */
const choose = <T extends string>(name: string, all: T[], byName: T[] = []): T[] => {
  const v = value(name) ?? "all";
  if (v === "all") return all;
  // (Several by name, joined by commas: "--part cirrus,nimbus"; "every" is all of them.)
  if (v === "every") return [...all, ...byName];
  const named = v.split(",");
  const unknown = named.find((n) => ![...all, ...byName].includes(n as T));
  if (unknown) throw new Error(`--${name} must be one of ${[...all, ...byName].join(", ")}, all or every`);
  return named as T[];
};

// `all` is the parts the engines may be measured on while they are tuned; fresh, holdout, final, last, blind, unseen,
// untried, unmet, cold, frost, gale, hail, sleet, thaw, rime, dew, mist, fog, haze, dusk, gust, squall, brume, virga,
// graupel, hoar, flurry, scud, murk, mizzle, smirr, haar, fret, gloam, sundog, cirrus, nimbus, stratus, cumulus,
// drizzle, breeze, zephyr, mistral, sirocco, harmattan, khamsin, chinook, bora, meltemi, zonda, pampero, levanter,
// tramontane, williwaw, bise and foehn run only by name, once each, at the end.
const parts = choose<Part>(
  "part",
  ["tuning", "sealed", "outside"],
  [
    "fresh",
    "holdout",
    "final",
    "last",
    "blind",
    "unseen",
    "untried",
    "unmet",
    "cold",
    "frost",
    "gale",
    "hail",
    "sleet",
    "thaw",
    "rime",
    "dew",
    "mist",
    "fog",
    "haze",
    "dusk",
    "gust",
    "squall",
    "brume",
    "virga",
    "graupel",
    "hoar",
    "flurry",
    "scud",
    "murk",
    "mizzle",
    "smirr",
    "haar",
    "fret",
    "gloam",
    "sundog",
    "cirrus",
    "nimbus",
    "stratus",
    "cumulus",
    "drizzle",
    "breeze",
    "zephyr",
    "mistral",
    "sirocco",
    "harmattan",
    "khamsin",
    "chinook",
    "bora",
    "meltemi",
    "zonda",
    "pampero",
    "levanter",
    "tramontane",
    "williwaw",
    "bise",
    "foehn",
  ],
);
const engines = choose<Engine>("engine", ["navigator", "research"]);
const only = value("only")?.split(",").filter(Boolean);
const show = flag("show");
const showSealed = flag("show-sealed");
const timeoutMs = Number(value("timeout") ?? 60) * 1000;
const visible = (r: Row) => r.part === "tuning" || showSealed;

const pct = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)}%` : "-");
const count = (rows: Row[]) => {
  const right = rows.filter((r) => r.verdict === "right").length;
  const nf = rows.filter((r) => r.verdict === "not_found").length;
  const wrong = rows.length - right - nf;
  return { n: rows.length, right, nf, wrong };
};
const line = (label: string, rows: Row[]) => {
  const c = count(rows);
  return `${label.padEnd(34)} ${String(c.n).padStart(3)}  right ${String(c.right).padStart(3)} (${pct(c.right, c.n).padStart(4)})  not found ${String(c.nf).padStart(3)} (${pct(c.nf, c.n).padStart(4)})  wrong ${String(c.wrong).padStart(3)} (${pct(c.wrong, c.n).padStart(4)})`;
};

console.log(
  `answers corpus: ${engines.join(" + ")}, ${parts.join(" + ")}; tasks created at ${new Date(TASK_TIME).toISOString()}`,
);
const rows = await scoreAnswers({
  parts,
  engines,
  only,
  timeoutMs,
  inProcess: flag("in-process"),
  onRow: (r, i, n) => {
    const where = visible(r) ? `${r.id} (${r.kind})` : `${r.part} ${r.engine} item`;
    console.log(
      `[${i}/${n}] ${r.engine.padEnd(9)} ${r.verdict.padEnd(9)} ${where} ${(r.ms / 1000).toFixed(1)} s`,
    );
  },
});

console.log("");
for (const engine of engines)
  for (const part of parts) {
    const mine = rows.filter((r) => r.engine === engine && r.part === part);
    if (mine.length === 0) continue;
    console.log(`${engine} / ${part}`);
    for (const kind of [...new Set(mine.map((r) => r.kind))].sort())
      console.log(
        line(
          `  ${kind}`,
          mine.filter((r) => r.kind === kind),
        ),
      );
    console.log(line("  total", mine));
    if (engine === "research") {
      const buried = mine.filter((r) => r.verdict !== "right" && r.in_report).length;
      console.log(`  (answer in the report but not in its lead: ${buried})`);
    }
    console.log("");
  }
console.log(line("all", rows));

if (show || showSealed)
  for (const r of rows.filter((r) => r.verdict !== "right" && (r.part === "tuning" ? show : showSealed)))
    console.log(
      `\n${r.verdict.toUpperCase()} ${r.engine} ${r.part} ${r.id} (${r.kind})\n  result: ${r.result || "-"}\n  error:  ${r.error || "-"}`,
    );

mkdirSync("bench/results", { recursive: true });
const stored = rows.map((r) =>
  visible(r) ? r : { engine: r.engine, part: r.part, kind: r.kind, verdict: r.verdict },
);
writeFileSync(
  "bench/results/answers.json",
  `${JSON.stringify({ at: new Date().toISOString(), parts, engines, summary: count(rows), rows: stored }, null, 2)}\n`,
);
console.log("\nwrote bench/results/answers.json");
