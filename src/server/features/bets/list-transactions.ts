import { sql } from 'drizzle-orm';
import type { Transaction, TransactionsPage } from '@shared/contracts/bets';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';

interface LedgerRow extends Record<string, unknown> {
  id: string;
  type: Transaction['type'];
  amount_paise: string;
  status: Transaction['status'];
  created_at: Date;
  /** created_at as PostgreSQL prints it: microseconds, which a JS Date would lose. */
  created_key: string;
  bet_id: string | null;
  metadata: Record<string, unknown>;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The player's own ledger, newest first, keyset-paged on (created_at, id). */
export async function listTransactions(
  db: Db,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<TransactionsPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const { rows } = await db.execute<LedgerRow>(sql`
    select id, type, amount_paise, status, created_at, created_at::text as created_key, bet_id, metadata
    from transactions
    where user_id = ${userId}
      ${after ? sql`and (created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by created_at desc, id desc
    limit ${page.limit + 1}`);
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    transactions: items.map((r) => ({
      id: r.id,
      type: r.type,
      amount: paiseToRupees(r.amount_paise),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      betId: r.bet_id,
      metadata: r.metadata,
    })),
    nextCursor: more && last ? encodeCursor(last.created_key, last.id) : null,
  };
}

function encodeCursor(createdAt: string, id: string) {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && UUID.test(id) && TIMESTAMP.test(createdAt))
      return { createdAt, id };
  } catch {
    // fall through
  }
  throw new AppError(400, 'VALIDATION_ERROR', 'cursor: Invalid cursor');
}
