import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { coversDays } from "./days-covered";
import { inForce } from "./former";
import { type Candidate, has, isGeneric, ownTerms, untitledTerms, wordsOf } from "./match";
import { mostSpecific } from "./most-specific";
import { chrono } from "./nlp";
import { attributeWordsSaid } from "./parts-about";
import type { Question } from "./question";
import { best, evidenceOf, foundFrom, lastSection, namedFields } from "./record-fields";
import { DATED_KINDS } from "./run-dates";
import { statementFrom } from "./statement";
import { CLOCK_TIME, savingNotAsked, startForClose } from "./unsaid";
import { firstValue, holds, inPartOfDay, TIME_SPAN } from "./values";

// A value of the kind asked for (a time, a price, a name …) from the records that best cover the question
// (answer.ts asks): the record naming the attribute, the one naming the question most exactly, this part of the
// day's, the next date to come, or a table whose rows all answer; none when equally good records disagree.

/** How much of the question's subject a record must cover to be taken as about it. */
export const MIN_COVERAGE = 0.75;

/**
 * "A one to one lesson for an hour" asks for one: "5 lessons of an hour, paid upfront" is a bundle of them, its
 * subject counting two or more of a thing the question asks for one of.
 */
function bundleOf(c: Candidate, q: Question): boolean {
  return q.terms.some(
    (t) =>
      /^[a-z]+$/.test(t) &&
      new RegExp(`^\\s*(?:[2-9]|\\d{2,})\\s+${t}(?:e?s)?\\b`, "i").test(c.record.subject) &&
      new RegExp(`\\b(?:an?|one|single)\\s+(?:[\\w-]+\\s+){0,3}?${t}\\b`, "i").test(q.asked),
  );
}

/**
 * "When is the next taster day?" over a table of dates: the records dated on or after `after`, soonest first (the
 * next is the first); undefined when one of them gives no whole date, so which is next cannot be told.
 */
function comingOf(chosen: Candidate[], after: number): Candidate[] | undefined {
  const dated = chosen.map((c) => ({
    c,
    at: chrono()
      .parse(c.record.text, new Date(after))
      .find((r) => r.start.isCertain("day") && r.start.isCertain("month") && r.start.isCertain("year"))
      ?.start.date()
      .getTime(),
  }));
  if (dated.some((d) => d.at === undefined)) return undefined;
  return dated
    .filter((d) => d.at! >= after)
    .sort((a, b) => a.at! - b.at!)
    .map((d) => d.c);
}

/** "When are your lasting power of attorney talks": every one to come is asked, not the next alone. */
const EVERY_ONE_ASKED = /^when\s+(?:are|do|will)\b.*\b[a-z]{2,}s(?<!hours|times|dates|days|[su]s)\s*\??$/i;

/** "Who runs the workshop?": the roles a page names for what the question's verb says someone does. */
const ROLE_OF: Record<string, string[]> = {
  run: ["manager", "head", "director", "owner", "lead"],
  runs: ["manager", "head", "director", "owner", "lead"],
  manage: ["manager"],
  manages: ["manager"],
  own: ["owner"],
  owns: ["owner"],
  lead: ["lead", "leader", "head"],
  leads: ["lead", "leader", "head"],
  // A cut-off is what pages write "Order by 13:00".
  cut: ["order"],
  cutoff: ["order"],
};

/** A value of the kind asked for, from the records that best cover the question; undefined when none has one. */
export function typedAnswer(cands: Candidate[], scores: number[], q: Question): Outcome | undefined {
  // Each candidate's statement is read once: the choices below ask for it up to four times.
  const stated = new Map<Candidate, string | undefined>();
  const statementOf = (c: Candidate) => {
    if (!stated.has(c)) stated.set(c, statementFrom(c, q));
    return stated.get(c);
  };
  // (A sum saved is no price: "save up to £8 on a family ticket"; an opening time no closing one.)
  const bestFound = best(cands, scores, MIN_COVERAGE, (c) => {
    const said = statementOf(c);
    return said !== undefined && !savingNotAsked(said, q) && !startForClose(said, q);
  });
  if (bestFound.length === 0) return undefined;
  const single = bestFound.filter((c) => !bundleOf(c, q));
  const found = single.length > 0 ? single : bestFound;
  // A record headed by the day asked ("Friday — … Market Square 09:00–17:00") is that day's, before one that only
  // names the day in passing ("Pharmacist's lunch break — … Closed 13:00–13:30, Monday to Friday").
  const dayHeaded = q.days.length > 0 ? found.filter((c) => coversDays(c.record.subject, q.days)) : [];
  // A label naming what the question asks of ("Rounds: 8 January, …" of "when is the first round of the league")
  // beats one naming only the attribute ("Time: 18:00–21:00").
  const telling = q.terms.filter((t) => !isGeneric(t));
  const asked = wordsOf(q.asked);
  const termLabelled = found.filter((c) => {
    const untitled = untitledTerms(telling, c.title);
    const label = { words: wordsOf(c.record.subject) };
    // So does, for a date, a card headed by the event ("Small Works: the Christmas show") over "Opening: … except
    // when we're hanging the Christmas show".
    // A row is headed by its thing as a label is ("Wheel Taster — … Price £45 a person" over "Tasters: … £6 each").
    const labelling =
      c.record.kind === "pair" ||
      c.record.kind === "row" ||
      (c.record.kind === "card" && DATED_KINDS.has(q.type));
    // With every term in the page's title ("Solar panel cleaning"), a label the question says ("A panel" of "how
    // much a panel"), not "Smallest charge".
    const saidLabel = [...label.words].every((w) => asked.has(w)) && telling.some((t) => has(label, t));
    return labelling && (untitled.length > 0 ? untitled.every((t) => has(label, t)) : saidLabel);
  });
  const headed = dayHeaded.length > 0 ? dayHeaded : termLabelled.length > 0 ? termLabelled : found;
  // A table with a column named as the question says it ("3 days" of "3 days in economy") over one whose column
  // only takes it in ("1 to 3 days", a price a day).
  const exactly = headed.filter((c) =>
    c.record.fields.some((f) => q.terms.some((t) => t.includes(" ") && t === f.name.trim().toLowerCase())),
  );
  const top = exactly.length > 0 ? exactly : headed;
  // A record that names the attribute ("Closes") beats one that merely holds a value of the kind.
  // So does a column named for the period a price is asked for ("Week £95" of "for a week").
  const periodNamed = (c: Candidate) =>
    q.period !== undefined &&
    c.record.fields.some((f) => has({ words: wordsOf(f.name) }, q.period!) && holds(q.type, f.value));
  const naming = top.filter((c) => namedFields(c.record, q).length > 0 || periodNamed(c));
  // Else a sentence that says the attribute ("founded … by Ada Park") beats one that merely holds a name.
  // The attribute words the question itself says ("end"), when it says some: a news card saying "opens" is not
  // cued by "when does the offer end?".
  const said = attributeWordsSaid(q);
  // "Pay" cues a salary only when asked by that word: "with a paying adult" names no price.
  const cues =
    said.length > 0
      ? [...said, ...said.flatMap((a) => ROLE_OF[a] ?? [])]
      : q.attribute.filter((a) => a !== "pay" || /\bpay\b/i.test(q.asked));
  // A record's heading asks for it too: "How much notice do I have to give?" over its "7 days."
  const cueWords = (c: Candidate) => wordsOf(`${c.record.text} ${c.record.section}`);
  // (Of a time, a record cued by its state alone, "Closed", is not before one giving the hours: "Saturday 19 December
  // to Monday 28 December — Millbrook centre Closed" is no closing time for "millbrook saturday closing time?".)
  const clock = (c: Candidate) => CLOCK_TIME.test(statementOf(c) ?? "");
  const clocked = q.type === "time" && top.some(clock);
  const cued = top.filter((c) => cues.some((a) => has({ words: cueWords(c) }, a)) && (!clocked || clock(c)));
  // "Who is the director?" where no record says "director": a name a label gives for another role ("Curator: Dr
  // Ruth Abara") does not answer it; a sentence may still say it in other words ("… first let campers in").
  const labelled = top.filter((c) => c.record.kind !== "text" && c.record.kind !== "item");
  if (
    q.type === "person" &&
    said.length > 0 &&
    naming.length + cued.length === 0 &&
    labelled.length === top.length
  )
    return undefined;
  // "What time does it open on a Sunday?" of a page no record of which says Sunday or opening: a time said of
  // something else ("order by 15:00").
  const onTheDay = (c: Candidate) => coversDays(`${c.record.text} ${c.record.section}`, q.days);
  if (q.type === "time" && q.days.length > 0 && naming.length + cued.length === 0 && !top.some(onTheDay))
    return undefined;
  // "How deep is the deep end?": a length is no depth; the record must say the dimension asked (nor is a van's
  // "250 miles a day" the length of its load space).
  if (
    q.type === "distance" &&
    q.attribute.some((a) => a === "depth" || a === "length") &&
    naming.length + cued.length === 0
  )
    return undefined;
  // …unless another label says more of a price asked itself: "Food: … party food from us at £7 a child" of "how
  // much extra is it for them to do the food at a party", not "Price: £28 a child".
  const ownMost = (cs: Candidate[]) => Math.max(0, ...cs.map((c) => ownTerms(c, telling)));
  const labels = q.type === "price" ? top.filter((c) => c.record.kind === "pair") : [];
  const saysAsMuch = (cs: Candidate[]) => cs.length > 0 && ownMost(cs) >= ownMost(labels);
  // (Not a sentence saying "prices" of less of the question than a row does: "Prices are a child, and grown-ups come
  // free" of "price per child for the roar party", beside the Roar Party row.)
  const cuedAsMuch = saysAsMuch(cued) && ownMost(cued) >= ownMost(top);
  // (Nor a row whose column only names the attribute, "Fraser Fir, ready cut — … Price £70", over one saying more of
  // the question itself: "6ft to 7ft — Nordmann Fir Cut your own £60" of "a 6-7ft nordmann fir if we cut our own".)
  const namingAsMuch = saysAsMuch(naming) && ownMost(naming) >= ownMost(top);
  // (Of the rest, those whose statement holds a value of the kind: "Address: Oakhurst Unit 6, Brookmead Retail Park"
  // of "where is the oakhurst showroom", not its Christmas hours.)
  // (Only of kinds a statement must say outright: a price may be "10% of the low estimate".)
  const outright = /^(?:address|phone|email|postcode|contact)$/.test(q.type);
  const holding = outright ? top.filter((c) => holds(q.type, statementOf(c) ?? "")) : [];
  const rest = holding.length > 0 ? holding : top;
  const specific = mostSpecific(namingAsMuch ? naming : cuedAsMuch ? cued : rest, q, cands);
  // "Evening performances": of rows giving times, those in that part of the day.
  const inPart = q.partOfDay ? specific.filter((c) => inPartOfDay(statementOf(c)!, q.partOfDay!)) : specific;
  const inPartOr = inPart.length > 0 ? inPart : specific;
  // Records tied through their page's title ("Kiln Yard Co-working", "Annual test") and saying different things:
  // those saying more of the question themselves ("Where we are › The Kiln: Desks: 64 hot desks", not the
  // Printworks' desks; "An MOT takes about 45 minutes", not the retest's "within 10 working days") are about it.
  // (Its own words, not a general noun's stem: "Clinical Pilates instructor" says nothing of "the clinic".)
  const most = Math.max(...inPartOr.map((c) => ownTerms(c, telling)));
  const own = inPartOr.filter((c) => ownTerms(c, telling) === most);
  const differ = new Set(inPartOr.map((c) => statementOf(c))).size > 1;
  const told = differ && new Set(own.map((c) => statementOf(c))).size === 1 ? own : inPartOr;
  const chosen = differ ? inForce(told, (c) => `${c.record.text} ${c.record.section}`, q) : told;
  const statements = [...new Set(chosen.map((c) => statementOf(c)!))];
  if (statements.length === 1) return foundFrom(chosen[0]!, statements[0]!);
  const after = q.soonest ?? q.comingFrom;
  const coming = after === undefined ? undefined : comingOf(chosen, after);
  if (coming && coming.length > 1 && q.soonest === undefined && EVERY_ONE_ASKED.test(q.asked)) {
    const text = coming.map((c) => statementOf(c)!).join("\n");
    const evidence = coming.map((c) => evidenceOf(c.record)).join("\n");
    return { found: { text, evidence, url: coming[0]!.url, title: coming[0]!.title } };
  }
  if (coming?.[0]) return foundFrom(coming[0], statementOf(coming[0])!);
  // "When are you open?": every row of one table answers, and the table is the answer. So do a page's tables under
  // one heading when their rows all give one value ("Spaces 12" for every day's kettlebells class).
  const parent = (c: Candidate) => c.record.section.replace(/\s*›[^›]*$/, "");
  // (Of a time, the span a row gives: "09:00 to 16:00" and "09:00 to 17:00" open alike and do not agree.)
  const spanOrValue = (c: Candidate) => {
    const said = statementOf(c)!;
    return (q.type === "time" && said.match(TIME_SPAN)?.[0]) || firstValue(q.type, said);
  };
  const firsts = chosen.map(spanOrValue);
  const oneValue = new Set(firsts).size === 1;
  const table = chosen.every(
    (c) =>
      c.record.kind === "row" &&
      (c.record.section === chosen[0]!.record.section ||
        (oneValue && c.record.section.includes("›") && parent(c) === parent(chosen[0]!))) &&
      c.url === chosen[0]!.url,
  );
  // "… to get it to Dunford tomorrow" over a table of zones when no page read says Dunford: the question names a
  // thing the table does not tell apart, so the whole table is no answer to it.
  const unknown = untitledTerms(telling, chosen[0]!.title).some((t) =>
    cands.every((c) => ownTerms(c, [t]) === 0),
  );
  if (table && unknown && chosen.length > 1) return undefined;
  if (table && chosen.length <= 31) {
    // A column the question names (a place: "at Stanmere") narrows each row to its cell, and a row whose cell there
    // has no value of the kind is left out ("Vans: Stanmere Not tested here"); one its attribute names ("Opens", of
    // "when are you open?") does not: the rows whole say the hours. The rows whole are the evidence.
    const placed = chosen.every((c) => columnsNamed(c.record, q).length > 0);
    const valued = placed ? chosen.filter((c) => firstValue(q.type, statementOf(c)!) !== undefined) : chosen;
    const rows = valued.length > 0 ? valued : chosen;
    // (Rows of several tables are told apart by their sections: the evidence says them, the answer is the value.)
    const tables = new Set(rows.map((c) => c.record.section)).size;
    const evidence = rows
      .map(
        (c) =>
          `${tables > 1 ? `${lastSection(c.record)} › ` : ""}${c.record.subject}: ${c.record.text.slice(c.record.subject.length + 3)}`,
      )
      .join("\n");
    // Rows that all give one value ("19:30" for every evening performance) answer with it.
    const values = new Set(rows.map(spanOrValue));
    const [one] = values;
    const text =
      values.size === 1 && one
        ? tables > 1
          ? one
          : `${one} (${rows.map((c) => c.record.subject).join("; ")})`
        : placed
          ? rows.map((c) => statementOf(c)!).join("\n")
          : evidence;
    return { found: { text, evidence, url: rows[0]!.url, title: rows[0]!.title } };
  }
  // Records saying one value in other words ("Nights 3 nights" and "3 nights' bed and breakfast …"): that value.
  const values = new Set(firsts.map((v) => v?.toLowerCase()));
  const [value] = values;
  if (values.size === 1 && value !== undefined) return foundFrom(chosen[0]!, statementOf(chosen[0]!)!);
  // Records equally about the question that say different things: which one is meant is not known.
  return undefined;
}
