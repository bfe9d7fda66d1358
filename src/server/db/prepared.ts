import type { SQL } from 'drizzle-orm';
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
