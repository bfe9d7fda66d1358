// The ledger: the only code that changes user_profiles.balance_paise or writes to transactions.
//
// Every balance change is a set of entries (rows of `transactions`, signed paise) and the balance
// update they add up to, in one statement. Three ways to post:
//
//   debitCtes()    a guarded debit of one player: the balance must cover the entries' sum, else nothing
//                  is written and the outcome says why. Spliced into a caller's statement, so that the
//                  rows the money pays for (bets, a withdrawal) are written in the same statement.
//   postCredits()  credits, set-based: thousands of entries from one source query (settlement), one
//                  balance update per player.
//   postReversals() compensating entries that cancel named entries (a corrected settlement). The only
//                  posting that may take a balance below zero (the database refuses it otherwise).
//
// The database keeps the rest honest: the ledger is append-only, entry signs match their kind, a bet's
// stake is recorded once and its payout or refund once per settlement round, a withdrawal is
// debited once and refunded at most once, an entry is reversed at most once (by the same player's
// opposite amount), one demo credit per player, and no balance is lowered below zero but by a reversal.
import { sql, type SQL } from 'drizzle-orm';
import type { TransactionType } from '@shared/statuses';
import type { Db } from '../../db/client';

export type LedgerKind = TransactionType;
export type CreditKind = Exclude<LedgerKind, 'BET' | 'WITHDRAWAL' | 'REVERSAL'>;
export type DebitKind = Extract<LedgerKind, 'BET' | 'WITHDRAWAL'>;

/**
 * What a source query selects for each entry, by these column names (any order):
 * user_id (credits only), type, amount_paise (signed), bet_id, settlement_round, withdrawal_id, metadata.
 */
const INSERTED = sql.raw(
  'user_id, type, amount_paise, status, bet_id, settlement_round, withdrawal_id, reverses_id, metadata',
);

/** A player's balance after a posting: `version` counts every change, so a client can drop a stale one. */
export interface BalanceChange {
  userId: string;
  balancePaise: bigint;
  version: number;
}

// --- Guarded debits (in the caller's statement) ---------------------------------------------------

/** Why a debit took nothing. */
export type DebitRefusal = 'INSUFFICIENT_BALANCE' | 'NEGATIVE_BALANCE';

export interface DebitSpec {
  /** The player (an SQL value: a parameter such as sql.raw('$1') in a prepared statement). */
  userId: SQL;
  /**
   * The entries, one row each, with columns type, amount_paise (negative), bet_id, settlement_round,
   * withdrawal_id, metadata. The debit is exactly their sum, so the ledger always balances.
   */
  entries: SQL;
  /** A further condition the debit needs (e.g. the slip's checks passed); re-read after any lock wait. */
  when?: SQL;
}

/**
 * The CTEs of a guarded debit, for a statement that creates what the money pays for in the same
 * statement: `debit` (id, balance_paise, balance_version) has one row when the money was taken, none
 * otherwise; the caller's later CTEs write their rows `where exists (select from debit)`.
 * Data-modifying CTEs always run, whether or not the statement reads them.
 */
export function debitCtes(spec: DebitSpec): SQL {
  return sql`ledger_debit_entries as materialized (${spec.entries}),
    debit as (
      update user_profiles u
      set balance_paise = u.balance_paise + t.total, balance_version = u.balance_version + 1, updated_at = now()
      from (select sum(amount_paise) as total, bool_and(amount_paise < 0) as all_debits
            from ledger_debit_entries) t
      where u.id = ${spec.userId} and t.total < 0 and t.all_debits
        and u.balance_paise + t.total >= 0 and ${spec.when ?? sql`true`}
      returning u.id, u.balance_paise, u.balance_version
    ),
    ledger_debited as (
      insert into transactions (${INSERTED})
      select d.id, e.type, e.amount_paise, 'COMPLETED', e.bet_id, e.settlement_round, e.withdrawal_id, null,
             e.metadata
      from ledger_debit_entries e cross join debit d
      returning id
    )`;
}

/**
 * The outcome columns of a debit for the statement's select: ledger_balance and ledger_version (null when
 * nothing was taken) and ledger_refusal (why, when the `when` condition held but the money did not).
 */
export function debitOutcomeColumns(spec: DebitSpec): SQL {
  return sql`(select balance_paise::text from debit) as ledger_balance,
    (select balance_version from debit) as ledger_version,
    case when not exists (select from debit) and ${spec.when ?? sql`true`} then
      (select case when balance_paise < 0 then 'NEGATIVE_BALANCE' else 'INSUFFICIENT_BALANCE' end
       from user_profiles where id = ${spec.userId})
    end as ledger_refusal`;
}

export type DebitOutcome =
  { debited: true; balance: BalanceChange } | { debited: false; refusal: DebitRefusal | null };

/** Reads the columns of debitOutcomeColumns() from a result row. */
export function readDebitOutcome(
  userId: string,
  row: {
    ledger_balance: string | null;
    ledger_version: number | string | null;
    ledger_refusal: string | null;
  },
): DebitOutcome {
  if (row.ledger_balance === null)
    return { debited: false, refusal: (row.ledger_refusal as DebitRefusal | null) ?? null };
  return {
    debited: true,
    balance: { userId, balancePaise: BigInt(row.ledger_balance), version: Number(row.ledger_version) },
  };
}

// --- Credits, set-based ---------------------------------------------------------------------------

export interface CreditSource {
  /** CTEs the entries read from (they may modify data, e.g. `update bets ... returning`). */
  with?: SQL;
  /**
   * The entries, one row each, with columns user_id, type, amount_paise (positive), bet_id,
   * settlement_round, withdrawal_id, metadata.
   */
  entries: SQL;
  /** More columns for the result row, read from the `with` CTEs (e.g. how many bets moved). */
  report?: SQL;
}

export interface Posted<R> {
  /** Each credited player's new balance, once per player. */
  balances: BalanceChange[];
  entries: number;
  totalPaise: bigint;
  report: R;
}

interface PostedRow extends Record<string, unknown> {
  ledger_balances: [string, string, number][];
  ledger_entries: string;
  ledger_total: string;
}

/**
 * Posts the credits `source` selects in one statement: inserts the entries, then adds each player's sum
 * to their balance. `skipDuplicates`: an entry a unique index already holds (e.g. the one demo credit)
 * is skipped and pays nothing, instead of failing the statement.
 */
export async function postCredits<R extends Record<string, unknown> = Record<string, never>>(
  tx: Db,
  source: CreditSource,
  options: { skipDuplicates?: boolean } = {},
): Promise<Posted<R>> {
  const posted = await post<R>(tx, source, 'credit', options.skipDuplicates ?? false);
  if (posted.entries > 0 && posted.totalPaise <= 0n) throw new Error('ledger: credits must add money');
  return posted;
}

/** Credits given as values (a few entries: a sign-up credit, a withdrawal refund). */
export async function credit(
  tx: Db,
  entries: {
    userId: string;
    kind: CreditKind;
    amountPaise: bigint;
    betId?: string;
    settlementRound?: number;
    withdrawalId?: string;
    metadata?: Record<string, unknown>;
  }[],
  options: { skipDuplicates?: boolean } = {},
): Promise<Posted<Record<string, never>>> {
  const column = <T>(pick: (e: (typeof entries)[number]) => T) => sql.param(entries.map(pick));
  return postCredits(
    tx,
    {
      entries: sql`select * from unnest(
        ${column((e) => e.userId)}::text[], ${column((e) => e.kind)}::text[],
        ${column((e) => String(e.amountPaise))}::bigint[], ${column((e) => e.betId ?? null)}::uuid[],
        ${column((e) => (e.betId ? (e.settlementRound ?? 0) : null))}::int[],
        ${column((e) => e.withdrawalId ?? null)}::uuid[],
        ${column((e) => JSON.stringify(e.metadata ?? {}))}::jsonb[]
      ) as e(user_id, type, amount_paise, bet_id, settlement_round, withdrawal_id, metadata)`,
    },
    options,
  );
}

// --- Reversals ------------------------------------------------------------------------------------

export interface ReversalSource {
  with?: SQL;
  /** The ids of the entries to cancel (one column, `id`). */
  reverses: SQL;
  /** Why: kept in each reversal's metadata (e.g. the corrected result). */
  reason: string;
  report?: SQL;
}

/**
 * Cancels entries with REVERSAL entries of the opposite amount that name them (never an edit), and moves
 * each player's balance by the sum. A balance may go below zero here: the player was paid and spent a
 * payout that is now taken back. Nothing else can lower a balance below zero.
 */
export async function postReversals<R extends Record<string, unknown> = Record<string, never>>(
  tx: Db,
  source: ReversalSource,
): Promise<Posted<R>> {
  await tx.execute(sql`select set_config('ipl.ledger_reversal', 'on', true)`);
  // No finally: a failed statement aborts the transaction, which then forgets the setting with the rest.
  const posted = await post<R>(
    tx,
    {
      with: sql`${source.with ? sql`${source.with},` : sql``}
        ledger_reversed as materialized (
          select t.id, t.user_id, t.type, t.amount_paise, t.bet_id, t.withdrawal_id
          from transactions t where t.id in (${source.reverses})
        )`,
      entries: sql`select r.user_id, 'REVERSAL' as type, -r.amount_paise as amount_paise, r.bet_id,
                          null::int as settlement_round, r.withdrawal_id, r.id as reverses_id,
                          jsonb_build_object('reverses', r.type, 'reason', ${source.reason}::text) as metadata
                   from ledger_reversed r`,
      report: source.report,
    },
    'reversal',
    false,
  );
  await tx.execute(sql`select set_config('ipl.ledger_reversal', 'off', true)`);
  return posted;
}

// --- The one statement every credit and reversal runs ---------------------------------------------

async function post<R>(
  tx: Db,
  source: CreditSource,
  mode: 'credit' | 'reversal',
  skipDuplicates: boolean,
): Promise<Posted<R>> {
  const reverses = mode === 'reversal' ? sql`e.reverses_id` : sql`null::uuid`;
  const { rows } = await tx.execute<PostedRow & R>(sql`
    with ${source.with ? sql`${source.with},` : sql``}
    ledger_source as materialized (${source.entries}),
    ledger_posted as (
      insert into transactions (${INSERTED})
      select e.user_id, e.type, e.amount_paise, 'COMPLETED', e.bet_id, e.settlement_round, e.withdrawal_id,
             ${reverses}, e.metadata
      from ledger_source e
      ${skipDuplicates ? sql`on conflict do nothing` : sql``}
      returning user_id, amount_paise
    ),
    ledger_moved as (
      update user_profiles u
      set balance_paise = u.balance_paise + p.total, balance_version = u.balance_version + 1, updated_at = now()
      from (select user_id, sum(amount_paise) as total from ledger_posted group by user_id) p
      where u.id = p.user_id
      returning u.id, u.balance_paise, u.balance_version
    )
    select
      (select coalesce(json_agg(json_build_array(id, balance_paise::text, balance_version)), '[]')
       from ledger_moved) as ledger_balances,
      (select count(*) from ledger_posted)::text as ledger_entries,
      (select coalesce(sum(amount_paise), 0) from ledger_posted)::text as ledger_total
      ${source.report ? sql`, ${source.report}` : sql``}`);
  const { ledger_balances, ledger_entries, ledger_total, ...report } = rows[0]!;
  return {
    balances: ledger_balances.map(([userId, balance, version]) => ({
      userId,
      balancePaise: BigInt(balance),
      version: Number(version),
    })),
    entries: Number(ledger_entries),
    totalPaise: BigInt(ledger_total),
    report: report as R,
  };
}

// --- Reads for betting limits -----------------------------------------------------------------------

/**
 * A subquery of one row: what a player has put at risk since `since` (an SQL timestamp), in paise, from
 * the bet entries alone: `staked` (stakes placed) and `net_loss` (stakes minus payouts, refunds and their
 * reversals; a pending stake counts as lost). Read by the betting limits, inside bet placement.
 */
export const betSpendSince = (userId: SQL, since: SQL): SQL => sql`(
  select coalesce(-sum(amount_paise) filter (where type = 'BET'), 0) as staked,
         coalesce(-sum(amount_paise), 0) as net_loss
  from transactions where user_id = ${userId} and bet_id is not null and created_at >= ${since})`;
