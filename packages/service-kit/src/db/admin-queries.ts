import { DASHBOARD_TIME_ZONE } from '@shop/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// SQL pieces the back office's searches and figures share, written once so every service means the same.

// "Contains what staff typed": case and Polish diacritics ignored ('zolw' finds 'Żółw'), the same on PGlite
// and PostgreSQL whatever their collation (lower() of a C collation leaves non-ASCII letters alone, so those
// are translated by hand). strpos rather than LIKE: nothing typed is a wildcard.

const polish = 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż';
const plain = 'acelnoszzacelnoszz';

const folded = (text: SQL) => sql`translate(lower(${text}), ${polish}, ${plain})`;

/** Whether the text `expression` contains `typed`, case and diacritics folded on both sides. */
export function containsFolded(expression: SQL, typed: string): SQL {
  return sql`strpos(${folded(expression)}, ${folded(sql`${typed}::text`)}) > 0`;
}

/** The Polish calendar day (yyyy-MM-dd) of a timestamptz column: what the dashboard counts by. */
export function warsawDayOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${DASHBOARD_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}
