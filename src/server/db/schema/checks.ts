// One file, several operations: the CHECK-constraint builders every schema file uses, one small family.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `column in ('A','B',...)` from one of the lists in src/shared/statuses.ts, so no list is typed twice. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(','))})`;
}

/**
 * `column` holds no control character (C0, DEL, C1; U+0000 cannot be stored at all): the database's
 * own guard on what a person typed, behind the API's text type (src/shared/contracts/text.ts), so a
 * route that forgets that type fails in tests. `lines`: tab and newline are allowed (a reason).
 */
export function withoutControlCharacters(column: AnyPgColumn, options: { lines?: boolean } = {}): SQL {
  return sql`${column} !~ ${sql.raw(literal(options.lines ? CONTROL_BUT_TAB_OR_NEWLINE : CONTROL))}`;
}

// PostgreSQL regular expressions (the \u escapes are the regex engine's, not the string literal's).
const CONTROL = '[\\u0001-\\u001f\\u007f-\\u009f]';
const CONTROL_BUT_TAB_OR_NEWLINE = '[\\u0001-\\u0008\\u000b-\\u001f\\u007f-\\u009f]';
