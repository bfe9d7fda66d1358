// Shared by the benchmarks: a throwaway database on the machine's PostgreSQL (or BENCH_DATABASE_URL).
import pg from 'pg';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Creates a fresh database, named `<prefix>_<pid>` (BENCH_DB_PREFIX replaces the prefix, for a machine
 * where each user keeps to its own database names), and returns its URL and a function that drops it.
 */
export async function scratchDatabase(prefix: string) {
  const name = `${process.env.BENCH_DB_PREFIX ?? prefix}_${process.pid}`;
  const admin = new pg.Client(BASE_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabase(BASE_URL, name),
    drop: async () => {
      const client = new pg.Client(BASE_URL);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
