// The ledger: the only code that changes user_profiles.balance_paise or writes to transactions.
//
// Every movement of money is a transfer of a positive amount from one account to another, with a code
// saying why (docs/decisions/0018). A player's wallet is an account whose balance is cached in
// user_profiles and moved in the statement that writes the transfers; the house's accounts are derived
// from the transfers. Three ways to post:
//
//   guardedDebit()   transfers of one player's wallet whose net out of it the balance must cover, else
//                    nothing is written and the outcome says why. Spliced into a caller's statement, so that the
//                    rows the money pays for (bets, a withdrawal) are written in the same statement.
//                    guardedDebits() is the same for several players' wallets at once (a batch of slips).
//   postTransfers()  any transfers, set-based: thousands from one source query (settlement), one
//                    balance update per player.
//   postReversals()  transfers that cancel named transfers (a corrected settlement). The only posting
//                    that may take a balance below zero (the database refuses it otherwise).
//
// The database keeps the rest honest: the ledger is append-only, every transfer has two accounts and
// takes one of its code's routes, a bet's stake is recorded once and each leg of its settlement once per
// round, a withdrawal is held once and resolved once, a transfer is reversed at most once (by the same
// accounts backwards), one demo credit per player, and no balance is lowered below zero but by a reversal.
// One file, several operations: the ledger is the one module that moves money (a house rule), so every read and write of transfers stays behind it.
import { hash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { LedgerAccount, TransferCode } from '@shared/statuses';
import type { Db } from '../../db/client';
import { violatedConstraint } from '../../db/constraint-violated';
import { DomainError } from '../../errors';

/** A player's balance after a posting: `version` counts every change, so a client can drop a stale one. */
export interface BalanceChange {
  userId: string;
  balancePaise: bigint;
  version: number;
}

// --- Transfers as a source query selects them -------------------------------------------------------

/** A transfer's values as SQL expressions (or, for its code and accounts, the literal names). */
export interface TransferValues {
  /** The transfer's id, when the caller names it later (a hold it posts or voids); else a new one. */
  id?: SQL;
  code: TransferCode;
  from: LedgerAccount;
  to: LedgerAccount;
  /** Paise, > 0. */
  amount: SQL;
  /** The player whose wallet is `from` or `to`. */
  userId?: SQL;
  payoutUpiId?: SQL;
  payoutImpsId?: SQL;
  /** The hold a WITHDRAWAL_PAID, WITHDRAWAL_RELEASED, BET_HOLD_RELEASED or held BET_PLACED resolves. */
  pendingId?: SQL;
  betId?: SQL;
  settlementRound?: SQL;
  withdrawalId?: SQL;
  matchId?: SQL;
  metadata?: SQL;
}

/** The columns of `transactions` a transfer source fills, in the order transferSelect() writes them. */
const COLUMNS = [
  ['id', 'uuid'],
  ['type', 'text'],
  ['debit_account', 'text'],
  ['credit_account', 'text'],
  ['amount_paise', 'bigint'],
  ['user_id', 'text'],
  ['payout_upi_id', 'int'],
  ['payout_imps_id', 'int'],
  ['status', 'text'],
  ['pending_id', 'uuid'],
  ['bet_id', 'uuid'],
  ['settlement_round', 'int'],
  ['withdrawal_id', 'uuid'],
  ['match_id', 'int'],
  ['reverses_id', 'uuid'],
  ['metadata', 'jsonb'],
] as const;
const COLUMN_LIST = sql.raw(COLUMNS.map(([name]) => name).join(', '));
const columnsOf = (alias: string) => sql.raw(COLUMNS.map(([name]) => `${alias}.${name}`).join(', '));

/** The transfers written PENDING: holds, each posted or voided once later. */
const HOLD_CODES: readonly TransferCode[] = ['WITHDRAWAL_HOLD', 'BET_HOLD'];

/** A name from a closed list, written into the statement (prepared statements take no bound values). */
const literal = (name: string) => sql.raw(`'${name.replace(/'/g, "''")}'::text`);

/**
 * The select list of one transfer per row of the caller's FROM: every column the ledger writes, named,
 * so a source never depends on column order or spelling. A hold is PENDING; every other transfer is
 * COMPLETED when written.
 */
export function transferSelect(t: TransferValues): SQL {
  const values: Record<(typeof COLUMNS)[number][0], SQL | undefined> = {
    id: t.id ?? sql`gen_random_uuid()`,
    type: literal(t.code),
    debit_account: literal(t.from),
    credit_account: literal(t.to),
    amount_paise: t.amount,
    user_id: t.userId,
    payout_upi_id: t.payoutUpiId,
    payout_imps_id: t.payoutImpsId,
    status: literal(HOLD_CODES.includes(t.code) ? 'PENDING' : 'COMPLETED'),
    pending_id: t.pendingId,
    bet_id: t.betId,
    settlement_round: t.settlementRound,
    withdrawal_id: t.withdrawalId,
    match_id: t.matchId,
    reverses_id: undefined,
    metadata: t.metadata,
  };
  return sql.join(
    COLUMNS.map(
      ([name, type]) => sql`(${values[name] ?? sql.raw('null')})::${sql.raw(type)} as ${sql.raw(name)}`,
    ),
    sql`, `,
  );
}

/** A player's signed share of a transfer row `t`: + when it credits their wallet, − when it debits it. */
export const playerAmount = (t: string) =>
  sql.raw(`case when ${t}.credit_account = 'PLAYER' then ${t}.amount_paise else -${t}.amount_paise end`);

// --- Guarded debits (in the caller's statement) ---------------------------------------------------

/** Why a debit took nothing. */
export type DebitRefusal = 'INSUFFICIENT_BALANCE' | 'NEGATIVE_BALANCE';

export interface DebitSpec {
  /** The player (an SQL value: a parameter in a prepared statement, or a subquery). */
  player: SQL;
  /**
   * The transfers of the player's wallet, one row each (their select list from transferSelect()): at
   * least one out of it (`from` PLAYER), and any into it (`to` PLAYER: what a hedge gives back, ADR
   * 0049). The debit is exactly their net, so the wallet always equals its transfers.
   */
  transfers: SQL;
  /** A further condition the debit needs (e.g. the slip's checks passed); re-read after any lock wait. */
  when?: SQL;
}

/** The relation a guarded debit leaves in the statement: one row (id, balance_paise, balance_version) when it took the money. */
const TAKEN = sql.raw('ledger_debit');

export interface GuardedDebit {
  /** CTEs for the statement's WITH list (data-modifying CTEs always run, read or not). */
  ctes: SQL;
  /** A relation to read from: `exists (select from ${taken})` says the money was taken. */
  taken: SQL;
  /** Columns for the statement's select list, read back by readDebitOutcome(). */
  outcome: SQL;
}

/**
 * A guarded debit for a statement that also creates what the money pays for: the caller writes its rows
 * `from ${debit.taken}`, so they exist exactly when the money was taken.
 */
export function guardedDebit(spec: DebitSpec): GuardedDebit {
  const when = spec.when ?? sql`true`;
  const { ctes, taken } = guardedDebits({
    transfers: spec.transfers,
    playerOf: spec.player,
    when: () => when,
  });
  return { ctes, taken, outcome: debitOutcomeOf(spec.player, when) };
}

/**
 * Guarded debits of several players' wallets in one statement (a batch of slips): each player's transfers
 * (`transfers`, whose player is `playerOf`, an expression over a transfer row `e`) are taken together if
 * their wallet covers their net and `when` (an expression over the player's id) holds, else none of them.
 * `taken` has a row (id, balance_paise, balance_version) per wallet debited; a caller reads each player's
 * outcome with debitOutcomeOf().
 */
export function guardedDebits(spec: {
  transfers: SQL;
  playerOf: SQL;
  when: (userId: SQL) => SQL;
}): Pick<GuardedDebit, 'ctes' | 'taken'> {
  return {
    ctes: sql`ledger_debit_transfers as materialized (${spec.transfers}),
    ${TAKEN} as (
      update user_profiles u
      set balance_paise = u.balance_paise - t.net, balance_version = u.balance_version + 1, updated_at = now()
      from (select ${spec.playerOf} as user_id,
                   sum(case when debit_account = 'PLAYER' then amount_paise else -amount_paise end) as net,
                   bool_or(debit_account = 'PLAYER') as debits,
                   bool_and('PLAYER' in (debit_account, credit_account) and amount_paise > 0) as all_player
            from ledger_debit_transfers e group by 1) t
      where u.id = t.user_id and t.debits and t.all_player
        and u.balance_paise >= 0 and u.balance_paise - t.net >= 0 and ${spec.when(sql.raw('t.user_id'))}
      returning u.id, u.balance_paise, u.balance_version
    ),
    ledger_debited as (
      insert into transactions (${COLUMN_LIST})
      select e.id, e.type, e.debit_account, e.credit_account, e.amount_paise, d.id, e.payout_upi_id, e.payout_imps_id,
             e.status, e.pending_id, e.bet_id, e.settlement_round, e.withdrawal_id, e.match_id, e.reverses_id,
             e.metadata
      from ledger_debit_transfers e join ${TAKEN} d on d.id = ${spec.playerOf}
      returning id
    )`,
    taken: TAKEN,
  };
}

/**
 * The outcome columns of one player's debit among guardedDebits(), for a row naming the player
 * (`userId`) and whether their debit was tried (`tried`): read back by readDebitOutcome().
 */
export function debitOutcomeOf(userId: SQL, tried: SQL): SQL {
  return sql`(select balance_paise::text from ${TAKEN} where id = ${userId}) as ledger_balance,
    (select balance_version from ${TAKEN} where id = ${userId}) as ledger_version,
    case when ${tried} and not exists (select from ${TAKEN} where id = ${userId}) then
      (select case when balance_paise < 0 then 'NEGATIVE_BALANCE' else 'INSUFFICIENT_BALANCE' end
       from user_profiles where id = ${userId})
    end as ledger_refusal`;
}

export type DebitOutcome =
  { debited: true; balance: BalanceChange } | { debited: false; refusal: DebitRefusal | null };

/** The columns of a GuardedDebit's `outcome`, as a result row holds them. */
export interface DebitOutcomeRow {
  ledger_balance: string | null;
  ledger_version: number | string | null;
  ledger_refusal: string | null;
}

/** Reads the columns of a GuardedDebit's `outcome` from a result row. */
export function readDebitOutcome(userId: string, row: DebitOutcomeRow): DebitOutcome {
  if (row.ledger_balance === null)
    return { debited: false, refusal: (row.ledger_refusal as DebitRefusal | null) ?? null };
  return {
    debited: true,
    balance: { userId, balancePaise: BigInt(row.ledger_balance), version: Number(row.ledger_version) },
  };
}

/**
 * A request's fingerprint, stored beside its idempotency key: the sha256 (hex) of the route and the
 * input as the server parsed it, in canonical JSON (keys sorted, bigints as text). Callers pass amounts
 * in paise, so the same request with its fields in another order, or 100 written 100.0, has the same one.
 */
export function requestFingerprint(route: string, input: Record<string, unknown>): string {
  // One-shot: no Hash object (a stream) per request, on the placement path.
  return hash('sha256', JSON.stringify([route, canonical(input)]), 'hex');
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, canonical(object[key])]),
  );
}

/**
 * What an idempotent debit's statement found instead of doing its work: the key used before by the same
 * request (its fingerprint equal), or by a different one.
 */
export const KEY_USED_BEFORE = Symbol('key used before');
export const KEY_REUSED = Symbol('key used before for a different request');

/**
 * The one protocol for taking a player's money once per idempotency key (a slip, a withdrawal, a
 * cash-out): run the statement; if its key was used before, or a request racing with the same key
 * committed first (the statement then fails on `keyConstraint`), answer with what the first request did
 * when it was the same request, and refuse with IDEMPOTENCY_KEY_REUSED when it was another (Stripe's
 * rule). `replay` reads the first request's result only if its stored fingerprint is this request's.
 */
export async function debitOnce<T>(spec: {
  keyConstraint: string;
  attempt: () => Promise<T | typeof KEY_USED_BEFORE | typeof KEY_REUSED>;
  /** The first result of the key with this request's fingerprint; null if the key names another request. */
  replay: () => Promise<T | null>;
}): Promise<T> {
  let result: T | typeof KEY_USED_BEFORE | typeof KEY_REUSED;
  try {
    result = await spec.attempt();
  } catch (error) {
    if (violatedConstraint(error) !== spec.keyConstraint) throw error;
    result = KEY_USED_BEFORE;
  }
  if (result === KEY_USED_BEFORE) result = (await spec.replay()) ?? KEY_REUSED;
  if (result === KEY_REUSED)
    throw new DomainError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for a different request',
    );
  return result;
}

/** A player's balance now, in paise (for a replayed request's answer). */
export async function balanceOf(db: Db, userId: string): Promise<bigint> {
  const { rows } = await db.execute<{ balance_paise: string }>(
    sql`select balance_paise::text from user_profiles where id = ${userId}`,
  );
  return BigInt(rows[0]?.balance_paise ?? 0);
}

/** Players' balances now, in paise, by id (a player not found is left out). */
export async function balancesOf(db: Db, userIds: string[]): Promise<Map<string, bigint>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; balance_paise: string }>(
    sql`select id, balance_paise::text from user_profiles where id = any(${sql.param(userIds)}::text[])`,
  );
  return new Map(rows.map((r) => [r.id, BigInt(r.balance_paise)]));
}

// --- Transfers, set-based -------------------------------------------------------------------------

export interface TransferSource {
  /** CTEs the transfers read from (they may modify data, e.g. `update bets ... returning`). */
  with?: SQL;
  /** The transfers, one row each, their select lists from transferSelect(). */
  transfers: SQL;
  /** More columns for the result row, read from the `with` CTEs (e.g. how many bets moved). */
  report?: SQL;
}

export interface Posted<R> {
  /** Each player's new balance, once per player whose wallet moved. */
  balances: BalanceChange[];
  transfers: number;
  /**
   * What the transfers moved into players' wallets, net (negative when they took money out): payouts,
   * refunds and their reversals. Not a position's holds (EXPOSURE_RELEASED, EXPOSURE_HELD), which only
   * move the player's own money between their wallet and the stakes held (ADR 0049).
   */
  toPlayersPaise: bigint;
  report: R;
}

/** The relation a TransferPosting leaves in the statement: each moved wallet (id, balance_paise, balance_version). */
const MOVED = sql.raw('ledger_moved');

export interface TransferPosting {
  /** CTEs for the statement's WITH list: the transfers inserted and each player's balance moved by their net. */
  ctes: SQL;
  /** A relation to read from: one row (id, balance_paise, balance_version) per wallet moved. */
  moved: SQL;
  /** Columns for the statement's select list, read back by readPosted(). */
  columns: SQL;
}

/**
 * The posting of the transfers `transfers` selects (their select lists from transferSelect()), spliced into
 * a caller's statement, so that the rows the money moves for are written in the same statement (a
 * cash-out). `skipDuplicates`: a transfer a unique index already holds (e.g. the one demo credit) is
 * skipped and moves nothing, instead of failing the statement.
 */
export function transferPosting(transfers: SQL, options: { skipDuplicates?: boolean } = {}): TransferPosting {
  return {
    ctes: sql`ledger_source as materialized (${transfers}),
    ledger_posted as (
      insert into transactions (${COLUMN_LIST})
      select ${columnsOf('e')} from ledger_source e
      ${options.skipDuplicates ? sql`on conflict do nothing` : sql``}
      returning user_id, type, debit_account, credit_account, amount_paise
    ),
    ${MOVED} as (
      update user_profiles u
      set balance_paise = u.balance_paise + p.total, balance_version = u.balance_version + 1, updated_at = now()
      from (select p.user_id, sum(${playerAmount('p')}) as total from ledger_posted p
            where p.user_id is not null group by p.user_id) p
      where u.id = p.user_id
      returning u.id, u.balance_paise, u.balance_version
    )`,
    moved: MOVED,
    columns: sql`(select coalesce(json_agg(json_build_array(id, balance_paise::text, balance_version)), '[]')
       from ${MOVED}) as ledger_balances,
      (select count(*) from ledger_posted)::text as ledger_transfers,
      (select coalesce(sum(${playerAmount('p')})
                         filter (where p.user_id is not null
                                   and p.type not in ('EXPOSURE_RELEASED', 'EXPOSURE_HELD')), 0)
       from ledger_posted p)::text as ledger_to_players`,
  };
}

/** The columns of a TransferPosting's `columns`, as a result row holds them. */
interface PostedRow extends Record<string, unknown> {
  ledger_balances: [string, string, number][];
  ledger_transfers: string;
  ledger_to_players: string;
}

/** Reads the columns of a TransferPosting's `columns` (and the rest of the row, as the report). */
function readPosted<R>(row: PostedRow & R): Posted<R> {
  const { ledger_balances, ledger_transfers, ledger_to_players, ...report } = row;
  return {
    balances: ledger_balances.map(([userId, balance, version]) => ({
      userId,
      balancePaise: BigInt(balance),
      version: Number(version),
    })),
    transfers: Number(ledger_transfers),
    toPlayersPaise: BigInt(ledger_to_players),
    report: report as unknown as R,
  };
}

/** Posts the transfers `source` selects in one statement: see transferPosting(). */
export async function postTransfers<R extends Record<string, unknown> = Record<string, never>>(
  tx: Db,
  source: TransferSource,
  options: { skipDuplicates?: boolean } = {},
): Promise<Posted<R>> {
  const posting = transferPosting(source.transfers, options);
  const { rows } = await tx.execute<PostedRow & R>(sql`
    with ${source.with ? sql`${source.with},` : sql``}
    ${posting.ctes}
    select ${posting.columns}
      ${source.report ? sql`, ${source.report}` : sql``}`);
  return readPosted<R>(rows[0] as PostedRow & R);
}

/** One transfer given as values (a sign-up credit, a withdrawal's release, posting or bounce). */
export interface Transfer {
  code: TransferCode;
  from: LedgerAccount;
  to: LedgerAccount;
  amountPaise: bigint;
  userId?: string;
  payoutUpiId?: number;
  payoutImpsId?: number;
  pendingId?: string;
  withdrawalId?: string;
  matchId?: number;
  metadata?: Record<string, unknown>;
}

/** Posts one transfer given as values; see postTransfers(). */
export function transfer(tx: Db, t: Transfer, options: { skipDuplicates?: boolean } = {}) {
  const value = <T>(v: T | undefined) => (v === undefined ? undefined : sql`${v}`);
  return postTransfers(
    tx,
    {
      transfers: sql`select ${transferSelect({
        code: t.code,
        from: t.from,
        to: t.to,
        amount: sql`${String(t.amountPaise)}`,
        userId: value(t.userId),
        payoutUpiId: value(t.payoutUpiId),
        payoutImpsId: value(t.payoutImpsId),
        pendingId: value(t.pendingId),
        withdrawalId: value(t.withdrawalId),
        matchId: value(t.matchId),
        metadata: sql`${JSON.stringify(t.metadata ?? {})}`,
      })}`,
    },
    options,
  );
}

// --- Reversals ------------------------------------------------------------------------------------

export interface ReversalSource {
  with?: SQL;
  /** The ids of the transfers to cancel (one column, `id`). */
  reverses: SQL;
  /** Why: kept in each reversal's metadata (e.g. the corrected result). */
  reason: string;
  /** More transfers posted with the reversals, their select lists from transferSelect(). */
  transfers?: SQL;
  report?: SQL;
}

/**
 * Cancels transfers with REVERSAL transfers of the same amount between the same accounts backwards, each
 * naming the one it cancels (never an edit), and moves each player's balance by the sum. A balance may
 * go below zero here: the player was paid and spent a payout that is now taken back. Nothing else can
 * lower a balance below zero.
 */
export async function postReversals<R extends Record<string, unknown> = Record<string, never>>(
  tx: Db,
  source: ReversalSource,
): Promise<Posted<R>> {
  await tx.execute(sql`select set_config('ipl.ledger_reversal', 'on', true)`);
  // No finally: a failed statement aborts the transaction, which then forgets the setting with the rest.
  const posted = await postTransfers<R>(tx, {
    with: sql`${source.with ? sql`${source.with},` : sql``}
      ledger_reversed as materialized (select t.* from transactions t where t.id in (${source.reverses}))`,
    transfers: sql`select gen_random_uuid() as id, 'REVERSAL'::text as type, r.credit_account as debit_account,
                          r.debit_account as credit_account, r.amount_paise, r.user_id, r.payout_upi_id,
                          r.payout_imps_id, 'COMPLETED'::text as status, null::uuid as pending_id, r.bet_id,
                          null::int as settlement_round, r.withdrawal_id, r.match_id, r.id as reverses_id,
                          jsonb_build_object('reverses', r.type, 'reason', ${source.reason}::text) as metadata
                   from ledger_reversed r
                   ${source.transfers ? sql`union all ${source.transfers}` : sql``}`,
    report: source.report,
  });
  await tx.execute(sql`select set_config('ipl.ledger_reversal', 'off', true)`);
  return posted;
}

// --- Reads for betting limits -----------------------------------------------------------------------

/**
 * A subquery of one row: what a player has put at risk since `since` (an SQL timestamp), in paise, from
 * their wallet's bet transfers alone: `staked` (stakes placed, and held for in-play bets in their delay
 * less those given back) and `net_loss` (stakes minus payouts, refunds and their reversals; a pending
 * stake counts as lost, a position's only for its worst case, ADR 0049). Read by the betting limits, inside bet placement.
 */
export const betSpendSince = (userId: SQL, since: SQL): SQL => sql`(
  select coalesce(sum(case t.type when 'BET_HOLD_RELEASED' then -t.amount_paise else t.amount_paise end)
                    filter (where t.type in ('BET_PLACED', 'BET_HOLD', 'BET_HOLD_RELEASED')), 0) as staked,
         coalesce(-sum(${playerAmount('t')}), 0) as net_loss
  from transactions t
  where t.user_id = ${userId}
    and (t.bet_id is not null
         or t.type in ('BET_HOLD', 'BET_HOLD_RELEASED', 'EXPOSURE_RELEASED', 'EXPOSURE_HELD'))
    and t.created_at >= ${since})`;
