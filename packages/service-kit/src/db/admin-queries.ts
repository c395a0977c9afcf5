import { DASHBOARD_TIME_ZONE } from '@shop/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// SQL pieces the back office's searches and figures share, written once so every service means the same.

// "Contains what staff typed": case and Polish diacritics ignored ('zolw' finds 'Żółw'), the same on PGlite
// and PostgreSQL whatever their collation (lower() of a C collation leaves non-ASCII letters alone, so those
// are translated by hand). strpos rather than LIKE: nothing typed is a wildcard. Written with literals only,
// so a generated column can store a folded text (a big table then folds once per write, not per search).

const polish = 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż';
const plain = 'acelnoszzacelnoszz';

/** `text` in lower case without Polish diacritics, in SQL (immutable: fit for a generated column). */
export function foldedSql(text: SQL): SQL<string> {
  return sql<string>`translate(lower(${text}), ${sql.raw(`'${polish}'`)}, ${sql.raw(`'${plain}'`)})`;
}

/** Whether the text `expression` contains `typed`, case and diacritics folded on both sides. */
export function containsFolded(expression: SQL, typed: string): SQL {
  return foldedContains(foldedSql(expression), typed);
}

/** Whether an already folded text (a column stored through `foldedSql`) contains `typed`, folded alike. */
export function foldedContains(folded: SQL | AnyColumn, typed: string): SQL {
  return sql`strpos(${folded}, ${foldedSql(sql`${typed}::text`)}) > 0`;
}

/** The Polish calendar day (yyyy-MM-dd) of a timestamptz column: what the dashboard counts by. */
export function warsawDayOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${DASHBOARD_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}
