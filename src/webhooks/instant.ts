const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An instant given as unix milliseconds (digits only) or ISO 8601 (`2026`, `2026-01`, `2026-01-31`,
 * `2026-01-31T12:00:00Z`, `...+02:00`); a date or time without an offset is UTC. A year alone (four digits) is
 * the start of that year, not 2026 ms after 1970. Returns unix ms, or undefined when unparseable.
 */
export function parseInstant(raw: string): number | undefined {
  const reduced = /^(\d{4})(?:-(\d{2}))?$/.exec(raw.trim());
  if (reduced) return parseInstant(`${reduced[1]}-${reduced[2] ?? "01"}-01`);
  if (/^\d{1,15}$/.test(raw)) return Number(raw);
  const m = ISO.exec(raw.trim());
  if (!m) return undefined;
  const [, date, time, zone] = m;
  // Date.parse rolls an impossible day over (2026-02-30 is March 2nd); such a date is an error instead.
  const [y, mo, d] = date!.split("-").map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, mo - 1, d);
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined;
  const ms = Date.parse(time ? `${date}T${time}${zone ?? "Z"}` : `${date}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}
