// One file, several operations: the one place that writes values into SQL text as literals, and the
// executions of batched statements that send them.
import pg from 'pg';

/** The statements each pooled connection has prepared for batches, by name. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** Makes the statements that follow in the caller's transaction run their generic plans. */
export const GENERIC_PLANS = 'set local plan_cache_mode = force_generic_plan';

/**
 * Runs `statement` once for each list of values, in order, in one round trip on the client, between
 * `before` (a `begin`, say) and `then` (a `commit`) when given; each execution's rows, in order. The
 * statement is prepared on the client the first time, in a round trip of its own (so a failed execution
 * never leaves it unknown whether it was), under a name of its own (the driver's protocol-level statement
 * of the same text shares the namespace), and its values are sent as literals of unknown type, which the
 * casts of its text then read. Several statements in one round trip are one implicit transaction: if one
 * fails, the call throws and none of them took effect.
 */
export async function executeEach<Row>(
  client: pg.PoolClient,
  statement: { name: string; text: string },
  valuesList: unknown[][],
  around: { before?: string[]; then?: string } = {},
): Promise<Row[][]> {
  const name = pg.escapeIdentifier(`${statement.name}-batched`);
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  if (!prepared.has(statement.name)) {
    await client.query(`prepare ${name} as ${statement.text}`);
    prepared.add(statement.name);
  }
  const before = around.before ?? [];
  const executes = valuesList.map((values) => `execute ${name}(${values.map(literal).join(', ')})`);
  const reply = (await client.query(
    [...before, ...executes, ...(around.then ? [around.then] : [])].join('; '),
  )) as unknown as pg.QueryResult | pg.QueryResult[];
  const replies = Array.isArray(reply) ? reply : [reply];
  return executes.map((_, k) => replies[before.length + k]!.rows as Row[]);
}

/**
 * Runs `statement` once with `values` on a connection of the pool, in a transaction of its own, under its
 * generic plan: one round trip once the connection has prepared it. A statement over arrays (a round of
 * slips or cash-outs) needs the generic plan: told a lone execution's values, PostgreSQL would plan it
 * anew every time (a custom plan for arrays of one element, which it estimates cheaper than the generic
 * one), and that planning costs more than the execution.
 */
export async function executeAlone<Row>(
  pool: pg.Pool,
  statement: { name: string; text: string },
  values: unknown[],
): Promise<Row[]> {
  const client = await pool.connect();
  try {
    const [rows] = await executeEach<Row>(client, statement, [values], {
      before: ['begin', GENERIC_PLANS],
      then: 'commit',
    });
    client.release();
    return rows!;
  } catch (error) {
    // The round trip stopped at the error, inside its transaction.
    await client.query('rollback').then(
      () => client.release(),
      () => client.release(true),
    );
    throw error;
  }
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
