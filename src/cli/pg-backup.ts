// `scoutpost backup` when DATABASE_URL is set: PostgreSQL is backed up with its own tools, which take a consistent
// snapshot of a running database, so the command prints them rather than copying anything itself.

/** `word` quoted for a POSIX shell when it holds anything but plain path characters. */
const shellWord = (word: string) =>
  /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * The lines `scoutpost backup [FILE]` prints for a PostgreSQL database: the pg_dump command that writes FILE
 * (default scoutpost.dump) and the pg_restore command that loads it into an empty database. The URL stays
 * `"$DATABASE_URL"`, so its password is neither printed nor put in the shell's history.
 */
export function postgresBackupAdvice(file = "scoutpost.dump"): string[] {
  const f = shellWord(file);
  return [
    "DATABASE_URL is set: back up PostgreSQL with pg_dump (it reads one consistent snapshot; the service may run).",
    "",
    "  Back up:",
    `    pg_dump --format=custom --file=${f} "$DATABASE_URL"`,
    "",
    "  Restore, into an empty database with the service stopped:",
    `    pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" ${f}`,
  ];
}
