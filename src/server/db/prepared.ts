// One file, several operations: a prepared statement's text and the named parameters it is written
// with, built together for one statement.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A named prepared statement for node-postgres, built once from Drizzle `sql` fragments whose values
 * are positional parameters written as `sql.raw('$1')`. For measured hot paths only (docs/decisions/0008):
 * PostgreSQL parses and plans it once per connection, and no query is built per request.
 */
export function preparedStatement(name: string, statement: SQL): { name: string; text: string } {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length > 0) throw new Error(`${name}: use $n parameters, not bound values`);
  return { name, text };
}

/**
 * The parameters of a prepared statement by name: `ref.x` is `$n::type` for the statement's text, and
 * `values({...})` lists the values in the same order, so no caller counts positions.
 */
export function namedParameters<const T extends Record<string, string>>(types: T) {
  const names = Object.keys(types) as (keyof T & string)[];
  const placeholders = Object.fromEntries(
    names.map((name, i) => [name, `$${i + 1}::${types[name]}`]),
  ) as Record<keyof T, string>;
  const ref = Object.fromEntries(names.map((name) => [name, sql.raw(placeholders[name])])) as Record<
    keyof T,
    SQL
  >;
  return {
    ref,
    /** Each parameter as the statement's text writes it (`$n::type`), e.g. to inline values in pgbench. */
    placeholders,
    values: (values: Record<keyof T, unknown>) => names.map((name) => values[name]),
  };
}
