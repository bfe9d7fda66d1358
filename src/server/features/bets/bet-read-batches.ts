import type pg from 'pg';
import type { Db } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { BatchQueue, batchesOfStatement } from './batch-queue';
import type { BetBatching } from './bet-batching';
import { executeEach } from './execute-each';

/**
 * The batches of a read statement on the database's pool: one per instance and statement. The settings
 * are the first caller's (the instance's config).
 */
export function readBatchesOf<Row>(db: Db, statement: { name: string; text: string }, settings: BetBatching) {
  const pool = poolOf(db);
  return batchesOfStatement(pool, statement.name, () => new ReadBatches<Row>(pool, statement, settings));
}

/**
 * Runs one prepared statement's reads in batches (batch-queue.ts): a batch executes the statement once
 * per read, in one round trip (execute-each.ts), and each read gets its own execution's rows. A read that
 * arrives with nothing in flight runs alone, as a single read does. If a batch fails, each of its reads
 * runs alone, so one read's error is its own.
 */
class ReadBatches<Row> {
  private readonly queue: BatchQueue<unknown[], Row[]>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly statement: { name: string; text: string },
    settings: BetBatching,
  ) {
    this.queue = new BatchQueue(settings, (reads) => this.readBatch(reads));
  }

  /** The rows of one read, whose parameters are `values`, in the statement's order. */
  async read(values: unknown[]): Promise<Row[]> {
    const alone = async () => (await this.pool.query({ ...this.statement, values })).rows as Row[];
    return (await this.queue.run(values, alone)) ?? (await alone());
  }

  private async readBatch(reads: unknown[][]): Promise<Row[][]> {
    const client = await this.pool.connect();
    try {
      const rows = await executeEach<Row>(client, this.statement, reads);
      client.release();
      return rows;
    } catch (error) {
      // Closed rather than kept: the failure may be the connection's own.
      client.release(true);
      throw error;
    }
  }
}
