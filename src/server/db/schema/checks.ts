import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `column in ('A','B',...)` from one of the lists in src/shared/statuses.ts, so no list is typed twice. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(','))})`;
}
