// One file, several operations: the one place that writes values into SQL text as literals, and the
// batches' executions that send them.
import pg from 'pg';

/** The statements each pooled connection has prepared for batches, by name. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * Runs `statement` once for each list of values, in order, in one round trip on the client, followed by
 * `then` (a `commit`, say) when given; each execution's rows, in order. The statement is prepared on the
 * client the first time, under a name of its own (the driver's protocol-level statement of the same
 * text shares the namespace), and its values are sent as literals of unknown type, which the casts of its
 * text then read. Several statements in one round trip are one implicit transaction: if one fails, the
 * call throws and none of them took effect.
 */
export async function executeEach<Row>(
  client: pg.PoolClient,
  statement: { name: string; text: string },
  valuesList: unknown[][],
  then?: string,
): Promise<Row[][]> {
  const name = pg.escapeIdentifier(`${statement.name}-batched`);
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  const prepare = prepared.has(statement.name) ? [] : [`prepare ${name} as ${statement.text}`];
  const executes = valuesList.map((values) => `execute ${name}(${values.map(literal).join(', ')})`);
  const reply = (await client.query(
    [...prepare, ...executes, ...(then ? [then] : [])].join('; '),
  )) as unknown as pg.QueryResult | pg.QueryResult[];
  prepared.add(statement.name);
  const replies = Array.isArray(reply) ? reply : [reply];
  return executes.map((_, k) => replies[prepare.length + k]!.rows as Row[]);
}

/** A value as an SQL literal of unknown type, which the statement's parameter types then read. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return pg.escapeLiteral(arrayText(value));
  return pg.escapeLiteral(String(value));
}

/** An array in PostgreSQL's text form: every element quoted, null as NULL. */
function arrayText(values: unknown[]): string {
  const element = (v: unknown) =>
    v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return `{${values.map(element).join(',')}}`;
}
