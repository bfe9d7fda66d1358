import { sql } from 'drizzle-orm';
import { uuidSchema } from '@shared/contracts/ids';
import type { Transaction, TransactionsPage } from '@shared/contracts/wallet';
import { paiseToRupees } from '@shared/money';
import type { BetSide } from '@shared/statuses';
import type { Db } from '../../db/client';
import { invalid } from '../../errors';
import { playerAmount } from './ledger';

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
  /** The bet's match, market and pick (null when the row names no bet). */
  match_id: number | null;
  home_team: string | null;
  away_team: string | null;
  market_name: string | null;
  market_line: string | null;
  option_name: string | null;
  side: BetSide | null;
  stake_paise: string | null;
}

// A timestamptz as PostgreSQL prints it: '2026-11-23 07:12:33.123456+00' (or +05:30).
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?([+-])(\d{2})(?::(\d{2}))?$/;

/** True for a real moment: every field in range (no month 13, no 30 February, no offset +99). */
function isTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [offsetHours, offsetMinutes] = [Number(m[8]), Number(m[9] ?? 0)];
  if (year < 1000 || hour > 23 || minute > 59 || second > 59 || offsetHours > 15 || offsetMinutes > 59)
    return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const cursorId = uuidSchema('cursor');

/** How a transfer `t` stands for its player: a hold is PENDING until posted (COMPLETED) or voided (VOIDED). */
const playerStatus = sql`case when t.status = 'PENDING' then
    coalesce((select case when r.type in ('WITHDRAWAL_PAID', 'BET_PLACED') then 'COMPLETED' else 'VOIDED' end
              from transactions r where r.pending_id = t.id), 'PENDING')
  else t.status end`;

/** The transfers through the player's wallet, signed as they moved it, newest first, keyset-paged on (created_at, id). */
export async function listTransactions(
  db: Db,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<TransactionsPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const { rows } = await db.execute<LedgerRow>(sql`
    select t.id, t.type, ${playerAmount('t')} as amount_paise, ${playerStatus} as status, t.created_at,
           t.created_at::text as created_key, b.id as bet_id, t.metadata,
           m.id as match_id, home.short_name as home_team, away.short_name as away_team, mk.name as market_name,
           mk.line::text as market_line, o.name as option_name, coalesce(b.side, h.side) as side,
           coalesce(co.stake_paise, b.amount_paise + b.cashed_out_stake_paise, h.amount_paise) as stake_paise
    from transactions t
    -- An in-play bet's hold, and its release, name the selection held; a hold posted names its bet.
    left join bet_holds h on h.id = case t.type when 'BET_HOLD' then t.id when 'BET_HOLD_RELEASED' then t.pending_id end
    left join bets b on b.id = coalesce(t.bet_id, (select p.bet_id from transactions p
                                                   where t.type = 'BET_HOLD' and p.pending_id = t.id))
    left join matches m on m.id = coalesce(b.match_id, h.match_id)
    left join teams home on home.id = m.home_team_id
    left join teams away on away.id = m.away_team_id
    left join markets mk on mk.id = coalesce(b.market_id, h.market_id)
    left join market_options o on o.id = coalesce(b.option_id, h.option_id)
    left join cash_outs co on t.type = 'CASH_OUT' and co.id = (t.metadata ->> 'cash_out_id')::uuid
    where t.user_id = ${userId}
      ${after ? sql`and (t.created_at, t.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by t.created_at desc, t.id desc
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
      bet: betOf(r),
      metadata: r.metadata,
    })),
    nextCursor: more && last ? encodeCursor(last.created_key, last.id) : null,
  };
}

/** The row's bet named for the player: its match's teams, its market, its pick and the stake. */
function betOf(r: LedgerRow): Transaction['bet'] {
  if (r.match_id === null || r.stake_paise === null) return null;
  return {
    matchId: r.match_id,
    homeTeam: r.home_team ?? '',
    awayTeam: r.away_team ?? '',
    market: r.market_name ?? '',
    optionName: r.option_name ?? '',
    line: r.market_line === null ? null : Number(r.market_line),
    side: r.side ?? 'BACK',
    stake: paiseToRupees(r.stake_paise),
  };
}

function encodeCursor(createdAt: string, id: string) {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      cursorId.safeParse(id).success &&
      isTimestamp(createdAt)
    )
      return { createdAt, id };
  } catch {
    // fall through
  }
  throw invalid('cursor: Invalid cursor');
}
