import type pg from 'pg';
import type { Db } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { BatchQueue, batchesOfStatement } from './batch-queue';
import type { BetBatching } from './bet-batching';

/** A row of a set-based read: which of the batch's reads it answers (1-based, the arrays' ordinality). */
interface ReadRow {
  position: string | number;
}

/**
 * The batches of a set-based read on the database's pool: one per instance and statement. The settings
 * are the first caller's (the instance's config).
 */
export function readBatchesOf<Row extends ReadRow>(
  db: Db,
  statement: { name: string; text: string },
  settings: BetBatching,
) {
  const pool = poolOf(db);
  return batchesOfStatement(pool, statement.name, () => new ReadBatches<Row>(pool, statement, settings));
}

/**
 * Runs the reads of one set-based statement in batches (batch-queue.ts): each of its parameters is an
 * array with an element per read, and each row it returns names its read by `position`. A batch is one
 * statement in one round trip, however many reads it holds; one read alone is the same statement with
 * arrays of one. If a batch fails, each of its reads runs alone, so one read's error is its own.
 */
class ReadBatches<Row extends ReadRow> {
  private readonly queue: BatchQueue<unknown[], Row[]>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly statement: { name: string; text: string },
    settings: BetBatching,
  ) {
    this.queue = new BatchQueue(settings, (reads) => this.query(reads));
  }

  /** The rows of one read, whose parameters (one value each, in the statement's order) are `values`. */
  async read(values: unknown[]): Promise<Row[]> {
    const alone = async () => (await this.query([values]))[0]!;
    return (await this.queue.run(values, alone)) ?? (await alone());
  }

  private async query(reads: unknown[][]): Promise<Row[][]> {
    const parameters = reads[0]!.map((_, k) => reads.map((values) => values[k]));
    const { rows } = await this.pool.query<Row>({ ...this.statement, values: parameters });
    const answers = reads.map((): Row[] => []);
    for (const row of rows) answers[Number(row.position) - 1]!.push(row);
    return answers;
  }
}
