// What PostgreSQL did between two points of a benchmark, server-wide: the WAL written (full-page images
// apart), the checkpoints and who wrote the shared buffers out, and the scratch database's temp files
// and block reads. Read on the connection that did the work: pg_stat_force_next_flush makes its own
// counters visible at once, other backends' may lag by up to a second.
import type pg from 'pg';

export type PgActivity = Record<
  | 'walBytes'
  | 'walFpi'
  | 'walBuffersFull'
  | 'checkpointsTimed'
  | 'checkpointsRequested'
  | 'buffersCheckpoint'
  | 'buffersClean'
  | 'buffersBackend'
  | 'tempFiles'
  | 'tempBytes'
  | 'blocksRead'
  | 'blocksHit',
  number
>;

export async function pgActivity(client: pg.Client): Promise<PgActivity> {
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<Record<string, string>>(`
    select w.wal_bytes as "walBytes", w.wal_fpi as "walFpi", w.wal_buffers_full as "walBuffersFull",
           b.checkpoints_timed as "checkpointsTimed", b.checkpoints_req as "checkpointsRequested",
           b.buffers_checkpoint as "buffersCheckpoint", b.buffers_clean as "buffersClean",
           b.buffers_backend as "buffersBackend", d.temp_files as "tempFiles", d.temp_bytes as "tempBytes",
           d.blks_read as "blocksRead", d.blks_hit as "blocksHit"
    from pg_stat_wal w, pg_stat_bgwriter b, pg_stat_database d where d.datname = current_database()`);
  return Object.fromEntries(
    Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]),
  ) as PgActivity;
}

const MB = 1024 * 1024;

/** One line: what changed from `before` to `after`. */
export function describeActivity(before: PgActivity, after: PgActivity): string {
  const delta = (key: keyof PgActivity) => after[key] - before[key];
  const buffers = (key: keyof PgActivity) => `${((delta(key) * 8192) / MB).toFixed(0)} MB`;
  return [
    `WAL ${(delta('walBytes') / MB).toFixed(0)} MB (${delta('walFpi').toLocaleString('en-IN')} full-page images, buffers full ${delta('walBuffersFull')})`,
    `checkpoints ${delta('checkpointsRequested')} requested + ${delta('checkpointsTimed')} timed`,
    `written by checkpointer ${buffers('buffersCheckpoint')}, bgwriter ${buffers('buffersClean')}, backends ${buffers('buffersBackend')}`,
    `temp files ${delta('tempFiles')} (${(delta('tempBytes') / MB).toFixed(0)} MB)`,
    `blocks read ${delta('blocksRead').toLocaleString('en-IN')}, hit ${delta('blocksHit').toLocaleString('en-IN')}`,
  ].join('; ');
}
