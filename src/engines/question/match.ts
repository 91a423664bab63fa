import type { PageRecord } from "../page/records";
import { tokenize } from "../research/bm25";
import { sentences } from "../research/passages";
import { describedNames, initialsOf, legendOf, placeMarks, placesDescribed } from "./heading-words";
import { withNamedUnits } from "./named-units";
import { districtsOf, followedLabels, isDiscount, seasonsOf } from "./record-marks";
import { CANONICAL, IRREGULAR, KIND_OF, REDONE, WILL_NOUN } from "./synonyms";

/** A record with the page it is on, and the words it is known by: its text, section, column and page title. */
export interface Candidate {
  record: PageRecord;
  url: string;
  title: string;
  /** The site's own name: its metadata's or footer's, else the last part of the page's title. */
  site: string;
  words: Set<string>;
  /** What the page's places (a row's columns) are known by beside their names: "The Shop" → "Wexham". */
  places?: ReadonlyMap<string, string>;
}

/** A number and its unit written together ("5-6ft", "500ml") as a page writes them apart ("5–6 ft"). */
const UNIT_AFTER_NUMBER = /(\d)(ft|feet|cm|mm|m|kg|g|lbs?|oz|ml|cl|l|km|mi|in|gb|mb|tb|hrs?|mins?|kwh)\b/gi;
/**
 * "A can of Helles", "Can to take away £3.40": the noun, which the tokenizer drops as the verb "can"; compared as "tin"
 * (question.ts writes the question's the same way).
 */
export const CAN_NOUN =
  /\bcans?\b(?=\s+(?:to\s+take|of\b|£|\d))|(?<=\b(?:a|per|the|one|in|by\s+the)\s)cans?\b/gi;

/** "Don't", "isn't", "can't", "not": words the tokenizer drops, compared as "negated". */
const NEGATION =
  /\b(?:do|does|did|should|could|would|must|is|are|was|were|have|has)n['’]?t\b|\b(?:won['’]t|can['’]?t|cannot|not)\b/gi;

/**
 * Words as compared: units apart, dashes as spaces, accents off ("café" is the "cafe" asked about), a sat nav one
 * word (as question.ts writes it, so it is no Saturday), a can as a tin.
 */
const apart = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    // "£6.50 a square metre", "a sq m": the m² as-said.ts writes a question's "per m2" as (never a metre of length).
    .replace(/\bsquare\s+met(?:re|er)s?\b|\bsq\.?\s*m\b|\bsqm\b|\bm2\b/gi, "$& m²")
    .replace(UNIT_AFTER_NUMBER, "$1 $2")
    // "£1,100" is one number, not a 1 ("1 mover") and a 100; "1.8 m" one measure, not a 1 and an 8 ("8 yard").
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/(\d)\.(\d+)(?=\s*(?:m|cm|mm|km|kg|g|l|ft|in|m²|%)(?![\p{L}\d]))/gu, "$1d$2")
    .replace(/\bsat[\s-]?navs?\b/gi, "satnav")
    // "10 × 8 in", "10x8", "10 by 8": one size ("10 × 60 minutes" is ten of an hour's session).
    .replace(
      /\b(\d{1,3})\s*(?:×|x|by)\s*(\d{1,3})\b(?!\s*(?:min(?:ute)?s?|h(?:ou)?rs?|days?|weeks?)\b)/gi,
      "$1x$2",
    )
    .replace(CAN_NOUN, "tin")
    // A café's "Drink in" or "Sit in" column is its "Eat in"; "Take-away" is "Takeaway" (as-said.ts writes both so).
    .replace(/\b(?:drink|sit|dine)[\s-]+in\b(?=\s*(?:$|[,;:)£$€\d]))/gi, "eat in")
    .replace(/\btake[\s-]?aways?\b/gi, "takeaway")
    // "Don't burn", "Not included": a thing not done, a word the tokenizer drops (and a question's term "not").
    .replace(NEGATION, "$& negated")
    // A guide dog is an assistance dog, as as-said.ts writes a question's.
    .replace(/\b(?:guide|hearing|service)\s+dogs?\b/gi, "$& assistance")
    // "Your own stove", "bring your own cake": the customer's own, a word the tokenizer drops (and a question's term
    // "own", of "my own stove").
    .replace(/\b(?:my|your|our|their|his|her)\s+own\b|^own$/gi, "$& owned")
    // "the 3rd floor" is floor 3, as as-said.ts writes a question's ordinals.
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/gi, "$1")
    // "Opens again on Monday 4 January" is reopening, as as-said.ts reads a question's "open again".
    .replace(/\bopen(?:s|ing)?\s+(?:up\s+)?again\b/gi, "$& reopen")
    // "Prices last until 31 January": when they end.
    .replace(/\b(?:lasts?|runs?|valid|available)\s+(?:until|till)\b/gi, "$& end")
    // "Pick up from 15:00", "Pick-up": collecting, as as-said.ts reads a question's "pick the boat up".
    .replace(/\bpick(?:s|ing|ed)?[\s-]*ups?\b/gi, "$& collect")
    // "7 days" (not "4 to 7 days") is a week, as "for a week" asks it; "14 days" a fortnight, and "2 weeks" the
    // 14 days as-said.ts writes a question's.
    .replace(/(?<!\b(?:to|and)\s+|[-–]\s?)\b7\s+days\b/gi, "$& week")
    .replace(/(?<!\b(?:to|and)\s+|[-–]\s?)\b14\s+days\b/gi, "$& fortnight")
    .replace(/\b(?:2|two)\s+weeks\b/gi, "$& 14 days")
    // "Order by, for the next day": what comes tomorrow.
    .replace(/\bnext\s+(?:working\s+)?day\b/gi, "$& tomorrow")
    .replace(/[-–—]/g, " ");

/** Stemmed words of a text, each also as its group's word (so "shipping" finds "deliver"). */
export function wordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(apart(text))) {
    out.add(t);
    const singular = IRREGULAR.get(t);
    if (singular) out.add(singular);
    const c = CANONICAL.get(t);
    if (c) out.add(c);
    // A "Full rewire" is wiring, a "Re-sole" soling: what as-said.ts makes of "rewire my house", "resole my boots".
    const redone = REDONE_TOKEN.exec(t)?.[1];
    if (redone) out.add(tokenize(redone)[0] ?? redone);
    // "fully remote" is "full" remote, "monthly" is per month.
    if (t.length > 5 && t.endsWith("ly")) out.add(t.slice(0, -2));
    // A "Bookshop" column is the books' (of "Lantern Books"), as a "Barbershop" is the barber's.
    const shop = /^(\p{L}{3,})(?:shop|store)$/u.exec(t)?.[1];
    if (shop) out.add(shop);
  }
  // "Sunday 27 to Thursday 31 December" takes in the 28th, as "open on monday 28th december" asks it.
  for (const m of text.matchAll(DATE_RUN))
    for (let d = Number(m[1]) + 1; d < Number(m[2]); d++) out.add(String(d));
  // "An hour on the giant SUP", "1 hour": the "60 min" as-said.ts makes of a question's "an hour" ("half an hour" 30).
  if (/\bhalf\s+an\s+hour\b/i.test(text)) out.add("30").add("min");
  else if (/\b(?:an|1|one)\s+hour\b/i.test(text)) out.add("60").add("min");
  // "Single will — £240": the document, which the tokenizer drops as the verb.
  if (WILL_NOUN.test(text)) out.add("will");
  // Keys cut are keys copied ("Key cutting", "Transponder key, cut and programmed"), as as-said.ts reads questions.
  if (/\bkeys?\b[^.;:]*\bcut(?:ting)?\b|\bcut(?:ting)?\b[^.;:]*\bkeys?\b/i.test(text)) out.add("copy");
  // "De-shedding" is also "deshedding", "T-shirts" "tshirts", as a question may write them.
  if (text.includes("-"))
    for (const m of text.matchAll(/(\p{L}+)-(\p{L}{2,})/gu))
      for (const t of tokenize(m[1]! + m[2]!)) out.add(t);
  return out;
}

/** A run of dates in one month: "27 to 31 December", "Sunday 27th – Thursday 31st Dec". */
const DATE_RUN =
  /\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:[a-z]+day\s+)?(?:to|until|till|[-–—])\s*(?:[a-z]+day\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/gi;

/** A token that is a repair done again ("reheel", "rewir"): the thing done, after its "re". */
const REDONE_TOKEN = new RegExp(`^re-?(${REDONE})`);

/** Words of their own that an "e" makes another word of: a car is no care, a plan no plane. */
const NOT_AN_E_STEM: ReadonlySet<string> = new Set(
  "car hop cut not pin fin man rat tap plan bit kit mat win past ton con cod star scar rob".split(" "),
);

/**
 * Two stems match when equal, when they share a beginning of 5+ letters ("pricing", "price"), when one of 4+
 * letters begins the other, a few letters short ("char", "charred"), or when one is the other and an "e".
 */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  // ("EV chargers" are no charge.)
  if (long === "charger") return false;
  // (A "Weekend" column is no week's, nor a weekday a week.)
  if (
    short.length >= 4 &&
    long.length - short.length <= 3 &&
    long.startsWith(short) &&
    !/^week(?:end|day)/.test(long)
  )
    return true;
  // "based" stems to "bas", "base" to itself; "tied" is "tie" done ("Hand-tied" of "a hand tied bouquet").
  if (short.length >= 3 && long === `${short}e` && !NOT_AN_E_STEM.has(short)) return true;
  if (short.length === 3 && short.endsWith("e") && long === `${short}d`) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  // (Two letters short only as a slip of the keys: "registar" is the registrar, but "control" no "contract".)
  const min = Math.min(a.length, b.length);
  return n >= 5 && (n >= min - 1 || (n >= min - 2 && oneEditApart(a.slice(n), b.slice(n))));
}

/** Whether two short tails differ by one letter added, dropped or changed. */
function oneEditApart(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i + (short.length === long.length ? 1 : 0)) === long.slice(i + 1);
}

/** Whether a candidate's words have the term: every word of it ("4.11.2" is 4, 11 and 2), or its synonym's. */
export function has(c: { words: Set<string> }, term: string): boolean {
  // "christmas eve|24 december": a thing a page may name either way (attributes.ts's EITHER_WAY).
  if (term.includes("|")) return term.split("|").some((t) => has(c, t));
  // A stopword the question keeps as its subject ("a will": attributes.ts) is said as itself.
  const tokens = tokenize(apart(term));
  const parts = tokens.length === 0 && /^\p{L}+$/u.test(term) ? [term.toLowerCase()] : tokens;
  if (parts.length === 0) return false;
  const one = (s: string) => {
    if (c.words.has(s) || c.words.has(CANONICAL.get(s) ?? s)) return true;
    if (KIND_OF.get(s)?.some((k) => c.words.has(k))) return true;
    for (const w of c.words) if (sameStem(w, s)) return true;
    return false;
  };
  return parts.every(one);
}

/**
 * How many of the question's terms a record says itself — its text, its section, what it is of — not only through
 * its page's title ("Kiln Yard Co-working" titles every page of that site, the Printworks' desks among them).
 */
export function ownTerms(c: Candidate, terms: readonly string[]): number {
  const section = c.record.section
    .split(" › ")
    .filter((part) => !LISTING_HEADING.test(part))
    .join(" ");
  const own = { words: wordsOf(`${c.record.text} ${section} ${c.record.of ?? ""}`) };
  return terms.filter((t) => has(own, t)).length;
}

/** A heading listing three things or more, each said by records of its own: "Dogs, cots and extras". */
const LISTING_HEADING = /^[^,]+(?:,\s*[^,]+)+,?\s+(?:and|&)\s+[^,]+$/;

/**
 * The question's terms a page's title does not hold word for word (its site's name is in it): what a record of that
 * page must say itself to be about the question. Word for word: "brewer" is not the "Brewing" of "Old Weir Brewing
 * Co.".
 */
export function untitledTerms(terms: readonly string[], title: string): string[] {
  const titled = wordsOf(title);
  // (Or with an "e": "tuning", stemmed "tun", is the "tune" of "In tune".)
  return terms.filter((t) => ![...wordsOf(t)].every((w) => titled.has(w) || titled.has(`${w}e`)));
}

/** Whether some text writes a one-word term as a name, capitalised: "Eastwold", the "Market" of "Market Square". */
export function writtenAsName(term: string, texts: readonly string[]): boolean {
  if (!/^\p{L}+$/u.test(term)) return false;
  const name = new RegExp(`\\b${term[0]!.toUpperCase()}${term.slice(1)}`, "u");
  return texts.some((t) => name.test(t));
}

/**
 * The site's own name, which its pages need not repeat ("Where is Acme Kettles based?" is answered by "Our
 * workshop is at 4 Mill Lane" on its contact page): the title of its home page when one was read.
 */
function siteName(pages: { url: string; title: string }[]): string {
  return pages.find((p) => isHomePage(p.url))?.title ?? "";
}

/** Whether an address is a site's home page ("https://acme.example/"). */
export const isHomePage = (url: string) => /^https?:\/\/[^/]+\/?$/.test(url);

/** What a page's title says after its own heading: its site's name ("Escape rooms | Pinfold Lanes": Pinfold Lanes). */
export const titleBeyondHeading = (title: string) =>
  title
    .split(/\s+[|–—·]\s+/)
    .slice(1)
    .join(" ");

/**
 * Which terms every page read has in its title (a site's name: "Tansy Cove" in "Arriving | Tansy Cove Holiday
 * Park"), each distinct title read once.
 */
export function inEveryTitle(cands: readonly { title: string }[]): (term: string) => boolean {
  // One page's title is its own heading and its site's name ("Escape rooms | Pinfold Lanes"): only the name is
  // every page's.
  const distinct = [...new Set(cands.map((c) => c.title))];
  const named = distinct.length === 1 ? [titleBeyondHeading(distinct[0]!) || distinct[0]!] : distinct;
  const titles = named.map((t) => ({ words: wordsOf(t) }));
  return (term) => titles.length > 0 && titles.every((w) => has(w, term));
}

/** The words of a page's address ("/workshops" of a page titled "Learn with us"): what the site files it under. */
export function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname)
      .replace(/\.\w+$/, "")
      .replace(/[/_.-]+/g, " ");
  } catch {
    return "";
  }
}

/** Every record of the pages read that can answer (not a heading), with its words (and its site's name). */
export function candidatesOf(
  pages: { url: string; title: string; site?: string; records: PageRecord[] }[],
): Candidate[] {
  const site = siteName(pages);
  return pages.flatMap((p) => {
    // A definition list is about what the one sentence above it in its section says: "Price: £50" under "Video
    // gait analysis for runners" is the price of gait analysis (a paragraph about several things says no one). Of
    // two sentences, the first when it says its heading's thing: "Return: £6" under "Shuttle buses" and "Our
    // shuttle buses run from Castlebrook station … . Every bus has a ramp" is a shuttle's from there.
    const leads = new Map<string, string>();
    for (const r of p.records) {
      if (r.kind !== "text" || leads.has(r.section)) continue;
      const said = sentences(r.text);
      const heading = tokenize(r.section.split(" › ").at(-1) ?? "").filter((w) => !GENERIC.has(w));
      const headed = heading.length > 0 && heading.every((w) => tokenize(said[0] ?? "").includes(w));
      leads.set(r.section, said.length === 1 || (said.length === 2 && headed) ? said[0]! : "");
    }
    const keyed = legendOf(p.records);
    const places = placesDescribed(p.records);
    const named = [...describedNames(p.records), ...placeMarks(places)];
    const follows = followedLabels(p.records);
    return p.records
      .filter((r) => r.kind !== "heading")
      .map(withNamedUnits)
      .map((record) => {
        // (Not what the sentence says is not done: "you don't need to …" is no "Not included" of each pair.)
        const lead = record.kind === "pair" ? (leads.get(record.section) ?? "").replace(NEGATION, " ") : "";
        const marks = keyed.filter(([code]) => code.test(record.text)).map(([, word]) => word);
        // ("Beside The Den", where The Den is "our adventure play area".)
        for (const [name, what] of named) if (name.test(record.text)) marks.push(what);
        marks.push(follows.get(record.text) ?? "", ...seasonsOf(record), ...districtsOf(record));
        // "Groups of 12 or more: 15% off return fares": a value that is an amount off is a discount, though it never
        // says the word (not a sentence beside others: "… £5 and a mortice key £7 … Five or more copies: 10% off").
        // So is a column "Off in the shop" or "Money off" whose cells are amounts ("15%").
        if (record.fields.some(isDiscount)) marks.push("discount");
        // (A row whose cells all say one thing is said once, "Add a bustle — £65, any dress": its columns still name
        // what it is for.)
        const columns =
          record.kind === "row" ? record.fields.filter((f) => !record.text.includes(f.name)) : [];
        marks.push(...columns.map((f) => f.name));
        return {
          record,
          ...(places.size > 0 ? { places } : {}),
          url: p.url,
          title: p.title,
          site: p.site ?? (/\s[|–—·-]\s/.test(p.title) ? p.title.split(/\s+[|–—·-]\s+/).at(-1)! : ""),
          words: wordsOf(
            `${record.text} ${record.section} ${record.of ?? ""} ${lead} ${p.title} ${site} ${p.site ?? ""} ${pathOf(p.url)} ${marks.join(" ")} ${initialsOf(`${record.section} › ${p.title}`)}`,
          ),
        };
      });
  });
}

/** Nouns so general that a page need not repeat them: "the Leith branch" is the card headed "Leith". */
const GENERIC: ReadonlySet<string> = new Set(
  tokenize(
    "branch location restaurant shop store company office site place venue service product team business " +
      "library centre center cafe kitchen they thing option one people staff shop clinic practice surgery " +
      "appointment home house household property ticket tickets salon studio gym workshop garage jab " +
      "patient patients customer customers client clients meeting meetings trip trips tour tours unit units " +
      "session sessions document documents " +
      // (And the "pair" of "a pair of jeans": a price list's row says "Jeans", not how they come.)
      "pair " +
      // (And the "own" of "my own stove": it adds to "Your own stove" and is not missed in "boats bought from us".)
      "owned",
  ),
);

/** Whether a term is a noun so general a page need not repeat it ("the branch", "the shop"). */
export const isGeneric = (t: string) => tokenize(apart(t)).every((s) => GENERIC.has(s));
