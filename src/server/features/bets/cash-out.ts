// Cash-out: the house buys back what a pending bet still holds (a back's stake, a lay's liability), in
// full or in part, at the offer (cash-out-offer.ts). The bet is read and priced, then one statement
// (CASH_OUTS, which takes a round of different players' cash-outs) locks and writes it if the offer still
// stands, under the locks placement and settlement take: the market FOR SHARE (a settlement, void or
// resettlement of it holds it FOR NO KEY UPDATE, so one of the two waits for the other and then finds
// the bet moved), then the bet FOR UPDATE (two cash-outs of one bet run one after the other). Only what
// the bet still holds (amount_paise) is ever settled, so no part is paid twice. See docs/decisions/0028
// and 0054.
import type { CashOutPriceChangedDetails } from '@shared/contracts/cash-out';
import { sql } from 'drizzle-orm';
import { cashOutStakePaise } from '@shared/cash-out';
import type { Bet } from '@shared/contracts/bets';
import { MIN_BET_RUPEES } from '@shared/constants';
import { paiseToRupees, rupeesToPaise } from '@shared/money';
import type { Db } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { namedParameters, preparedStatement } from '../../db/prepared';
import { DomainError, invalid, notFound } from '../../errors';
import { announce } from '../../realtime/announcer';
import type { StoredEvent } from '../../realtime/live-events';
import { recordedEventsOf, recordEventsCte } from '../../realtime/record-events-cte';
import { betDelaySeconds, NO_BET_DELAYS, type BetDelays } from '../matches/bet-delays';
import { waitForFeed } from '../matches/sync/wait-for-feed';
import {
  balanceOf,
  debitOnce,
  KEY_REUSED,
  KEY_USED_BEFORE,
  requestFingerprint,
  transferPosting,
  transferSelect,
} from '../wallet/ledger';
import { batchesOf } from './bet-batches';
import { executeAlone } from './execute-each';
import { readBatchesOf } from './bet-read-batches';
import { DEFAULT_BET_BATCHING, type BetBatching } from './bet-batching';
import { BET_COLUMNS, BET_NAME_JOINS, selectBets, toBet, type BetRow } from './bet-view';
import { unavailableReason } from './cash-out-offer';
import { leftAfterCashOut, stakeOnPaise } from './cash-out-part';
import { unavailableMessage } from './unavailable-message';
import { cashOutPricing } from '../../pricing/cash-out-pricing';
import {
  isPositionKind,
  playerPositionCtes,
  playerPositionsWritten,
  positionTransfers,
} from '../wallet/position-sql';

/** What the player accepted: the amount they saw (a request), or at least their target (auto). */
export type Acceptance = { expectedPaise: bigint } | { atLeastTargetPaise: true };

/**
 * A cash-out request. The player is known by id, or by their session token, which the bet read checks as
 * placement's statement does (ADR 0005's lean rule: unexpired after `leanCutoff`), saving a round trip.
 */
export type CashOutCommand = CashOutRequest &
  ({ userId: string } | { sessionToken: string; leanCutoff: Date });

interface CashOutRequest {
  betId: string;
  idempotencyKey: string;
  /** Of what the bet still holds (a back's stake, a lay's liability); 1 is all of it. */
  fraction: number;
  accept: Acceptance;
}

export interface CashOutOutcome {
  amount: number;
  bet: Bet;
  balance: number;
  replayed: boolean;
}

/** Not cashed out: an auto cash-out whose target the offer has not reached (or that was cancelled). */
export const TARGET_NOT_REACHED = Symbol('target not reached');

const MIN_STAKE_PAISE = rupeesToPaise(MIN_BET_RUPEES);

/** How often a cash-out reads its bet again when the bet or its offer changed before it was locked. */
const MAX_ATTEMPTS = 5;

/** The bet as read before the cash-out: the offer's inputs, its in-play delay's, and the key's use. */
interface ReadRow extends BetRow {
  /** The bet's player: the one the command named, or whose session it sent. */
  user_id: string;
  syncs_started: string;
  /** Whether the key was used before by this same request; null: not used. */
  key_same_request: boolean | null;
}

const R = namedParameters({
  userId: 'text',
  sessionToken: 'text',
  sessionValidAfter: 'timestamptz',
  betId: 'uuid',
  idempotencyKey: 'uuid',
  fingerprint: 'text',
});

/**
 * The player's own bet with its offer's inputs, the feed syncs started (its in-play delay) and the key's
 * use; the player by id, or by a session token unexpired after the lean cutoff. No row: no such bet of
 * theirs, or a session this read does not vouch for.
 */
const READ_BET = preparedStatement(
  'ipl-cash-out-read',
  sql`
    with player as materialized (
      select coalesce(${R.ref.userId}, (select s.user_id from sessions s
                                        where s.token = ${R.ref.sessionToken}
                                          and s.expires_at > ${R.ref.sessionValidAfter})) as id
    )
    select ${BET_COLUMNS}, b.user_id, (select started from feed_sync_progress)::text as syncs_started,
      (select c.request_fingerprint = ${R.ref.fingerprint} from cash_outs c
       where c.user_id = b.user_id and c.idempotency_key = ${R.ref.idempotencyKey}) as key_same_request
    from bets b ${BET_NAME_JOINS}
    where b.id = ${R.ref.betId} and b.user_id = (select id from player)`,
);

/**
 * The statement's parameters, by name: arrays with one element per cash-out, each of a different player:
 * the bet as read, and what the cash-out writes.
 */
const W = namedParameters({
  userIds: 'text[]',
  betIds: 'uuid[]',
  idempotencyKeys: 'uuid[]',
  fingerprints: 'text[]',
  /** What the bet holds, and its option's odds, when read: the cash-out applies only if both stand. */
  readAmountsPaise: 'bigint[]',
  readCurrentOdds: 'int[]',
  /** The auto cash-out target read (null: none); an auto cash-out applies only if it stands. */
  readTargetsPaise: 'bigint[]',
  stakesPaise: 'bigint[]',
  amountsPaise: 'bigint[]',
  leftsPaise: 'bigint[]',
  /** What the bet left on returns if it wins (0 when nothing is left): cash-out-part.ts. */
  leftPayoutsPaise: 'bigint[]',
  autos: 'boolean[]',
});
const { ref } = W;

/** The columns both legs of a cash-out share: the bet, its round, the match and the cash-out's id. */
const leg = {
  betId: sql`c.id`,
  settlementRound: sql`c.settlement_round`,
  matchId: sql`c.match_id`,
  metadata: sql`jsonb_build_object('bet_id', c.id::text, 'match_id', c.match_id, 'market_type', c.market_kind,
                                   'cash_out_id', k.id::text)`,
};
const posting = transferPosting(sql`
  select ${transferSelect({ code: 'CASH_OUT', from: 'STAKES_HELD', to: 'HOUSE_REVENUE', amount: sql`c.stake`, ...leg })}
  from checked c join cash_out k on k.bet_id = c.id
  union all
  select ${transferSelect({ code: 'CASH_OUT', from: 'HOUSE_REVENUE', to: 'PLAYER', amount: sql`c.amount`, userId: sql`c.user_id`, ...leg })}
  from checked c join cash_out k on k.bet_id = c.id
  where c.amount > 0
  union all
  ${positionTransfers(sql`(select * from position_moves m where m.user_id in (select user_id from cash_out))`)}`);

/**
 * Each bet's position, with what is left on the bet in place of what it held (ADR 0049): a cash-out of a
 * hedge can deepen the worst case of what stays on the market, and the wallet must cover it.
 */
const positions = playerPositionCtes({
  markets: sql`select c.user_id, c.market_id, c.match_id from checked c
               where ${isPositionKind(sql.raw('c.market_kind'))}`,
  added: sql`select c.user_id, c.market_id, c.option_id, c.side, c.left_paise as amount_paise,
                    c.left_payout as potential_payout_paise
             from checked c where c.left_paise > 0`,
  removed: sql`select c.user_id, c.market_id, c.option_id, c.side, c.amount_paise, c.potential_payout_paise
               from checked c`,
  when: sql`exists (select from checked)`,
});

/**
 * Whether cash-out `c`'s wallet, locked, cannot cover what its position must hold again less what the
 * cash-out pays.
 */
const SHORT = sql`coalesce((select sum(before - released) from position_moves m where m.user_id = c.user_id), 0)
                  - c.amount > coalesce((select balance_paise from position_wallet w where w.id = c.user_id), 0)`;

/**
 * Cash-outs of different players in one statement, so in one implicit transaction and one round trip (a
 * lone cash-out, or a round of a batch: ADR 0054); each is applied or not on its own, under the locks
 * placement and settlement take: the markets FOR SHARE (a settlement, void or resettlement of one holds
 * it FOR NO KEY UPDATE, so one of the two waits for the other), then the bets FOR UPDATE (two cash-outs
 * of one bet run one after the other). The rows are read as locked, their latest versions, even where
 * the statement waited for a lock: a suspension that committed meanwhile is seen. A cash-out applies only
 * if the offer priced from its read still stands: the bet PENDING, holding what it held and with the
 * target read, its option at the odds read, its market OPEN and not closed by the feed, its match not
 * over. Then it writes the cash-out (whose unique key refuses a second use of the idempotency key), the
 * bet, both CASH_OUT legs and the events, and returns the bet as it now is and the balance; else
 * `applied` is false and the caller reads the bet again. One row per cash-out, in order.
 */
export const CASH_OUTS = preparedStatement(
  'ipl-cash-outs',
  sql`
    with market as materialized (
      select mk.id, mk.status, mk.closed_reason, mk.kind from markets mk
      where mk.id in (select b.market_id from bets b
                      join unnest(${ref.betIds}, ${ref.userIds}) as w(bet_id, user_id)
                        on w.bet_id = b.id and w.user_id = b.user_id)
      order by mk.id
      for share
    ), wanted as materialized (
      select * from unnest(${ref.userIds}, ${ref.betIds}, ${ref.idempotencyKeys}, ${ref.fingerprints},
                           ${ref.readAmountsPaise}, ${ref.readCurrentOdds}, ${ref.readTargetsPaise},
                           ${ref.stakesPaise}, ${ref.amountsPaise}, ${ref.leftsPaise}, ${ref.leftPayoutsPaise},
                           ${ref.autos})
        with ordinality as w(user_id, bet_id, idempotency_key, fingerprint, read_amount, read_odds, read_target,
                             stake, amount, left_paise, left_payout, auto, n)
    ), locked as materialized (
      select b.* from bets b
      join wanted w on w.bet_id = b.id and w.user_id = b.user_id
      where b.market_id in (select id from market)
      order by b.id
      for update of b
    ), checked as materialized (
      select b.id, b.user_id, b.match_id, b.market_id, b.option_id, b.side, b.settlement_round, b.amount_paise,
             b.potential_payout_paise,
             mk.kind as market_kind, w.n, w.idempotency_key, w.fingerprint, w.read_odds, w.stake, w.amount,
             w.left_paise, w.left_payout, w.auto
      from locked b
      join wanted w on w.bet_id = b.id
      join market mk on mk.id = b.market_id
      join matches m on m.id = b.match_id
      join market_options o on o.id = b.option_id
      where b.status = 'PENDING' and b.amount_paise = w.read_amount
        and b.auto_cash_out_target_paise is not distinct from w.read_target
        and o.odds_hundredths = w.read_odds
        and mk.status = 'OPEN' and mk.closed_reason is null and m.status in ('UPCOMING', 'LIVE')
    ), ${positions}, wallet_short as materialized (
      select c.n, ${SHORT} as short from checked c
    ), cash_out as materialized (
      insert into cash_outs (bet_id, user_id, idempotency_key, request_fingerprint, stake_paise, amount_paise,
                             odds_hundredths, auto)
      select c.id, c.user_id, c.idempotency_key, c.fingerprint, c.stake, c.amount, c.read_odds, c.auto
      from checked c join wallet_short s on s.n = c.n
      where not s.short
      returning id, bet_id, user_id
    ), updated as (
      update bets b set
        amount_paise = c.left_paise,
        potential_payout_paise = c.left_payout,
        cashed_out_stake_paise = b.cashed_out_stake_paise + c.stake,
        cashed_out_paise = b.cashed_out_paise + c.amount,
        auto_cash_out_target_paise = null,
        status = case when c.left_paise = 0 then 'CASHED_OUT' else 'PENDING' end,
        result = case when c.left_paise = 0 then 'Cashed out' end,
        settled_at = case when c.left_paise = 0 then now() end
      from cash_out k join checked c on c.id = k.bet_id
      where b.id = k.bet_id
      returning b.*
    ), ${posting.ctes},
    ${playerPositionsWritten(sql`cash_out k where k.user_id = m.user_id`)}, ${recordEventsCte(sql`
      select 'balance' as topic, d.id as user_id,
             jsonb_build_object('balance', trim_scale(d.balance_paise::numeric / 100), 'version', d.balance_version)
               as payload
      from ${posting.moved} d
      union all
      select 'bet', u.user_id, jsonb_build_object('status', u.status, 'count', 1) from updated u`)}
    select exists (select from cash_out k where k.bet_id = w.bet_id) as applied,
      coalesce((select s.short from wallet_short s where s.n = w.n), false) as short,
      (select d.balance_paise::text from ${posting.moved} d where d.id = w.user_id) as balance_paise,
      ${recordedEventsOf(sql.raw('w.user_id'))},
      (select row_to_json(named) from (select ${BET_COLUMNS} from updated b ${BET_NAME_JOINS}
                                       where b.id = w.bet_id) named) as bet
    from wanted w
    order by w.n`,
);

interface CashOutRow extends Record<string, unknown> {
  applied: boolean;
  /** The offer stood, but the wallet cannot cover what the bet's position must hold again. */
  short: boolean;
  /** The player's balance after the cash-out, when it paid (or moved a position). */
  balance_paise: string | null;
  live_events: StoredEvent[];
  bet: BetRow | null;
}

/** One cash-out's values for CASH_OUTS. */
interface CashOutValues {
  userId: string;
  betId: string;
  idempotencyKey: string;
  fingerprint: string;
  readAmountPaise: string;
  readCurrentOdds: number;
  readTargetPaise: string | null;
  stakePaise: string;
  amountPaise: string;
  leftPaise: string;
  leftPayoutPaise: string;
  auto: boolean;
}

/** CASH_OUTS's parameters for cash-outs of different players, in order. */
function cashOutsValues(writes: CashOutValues[]): unknown[] {
  return W.values({
    userIds: writes.map((w) => w.userId),
    betIds: writes.map((w) => w.betId),
    idempotencyKeys: writes.map((w) => w.idempotencyKey),
    fingerprints: writes.map((w) => w.fingerprint),
    readAmountsPaise: writes.map((w) => w.readAmountPaise),
    readCurrentOdds: writes.map((w) => w.readCurrentOdds),
    readTargetsPaise: writes.map((w) => w.readTargetPaise),
    stakesPaise: writes.map((w) => w.stakePaise),
    amountsPaise: writes.map((w) => w.amountPaise),
    leftsPaise: writes.map((w) => w.leftPaise),
    leftPayoutsPaise: writes.map((w) => w.leftPayoutPaise),
    autos: writes.map((w) => w.auto),
  });
}

/** CASH_OUTS as batches run it: a round of cash-outs of different players per execution (bet-batches.ts). */
const CASH_OUTS_IN_ROUNDS = { ...CASH_OUTS, merge: cashOutsValues };

/**
 * Cashes out `fraction` of what the bet still holds, once per idempotency key: the same key again answers the
 * first result and pays nothing more, or IDEMPOTENCY_KEY_REUSED if it came with another request.
 * Refuses with CASH_OUT_UNAVAILABLE (details.reason), CASH_OUT_PRICE_CHANGED (details.amount: the offer
 * now for that fraction) or VALIDATION_ERROR (a part that would leave under the minimum stake on). An
 * auto cash-out whose target is not reached (or no longer set) answers TARGET_NOT_REACHED and writes
 * nothing. In play (`delays` given, its match LIVE), the offer is checked after the market's delay,
 * against the feed as it then stands, as an in-play bet is: an offer a ball moved is re-quoted.
 * Two round trips before the match: the bet read (READ_BET), then the cash-out's one statement
 * (CASH_OUTS), each in a batch with the instance's other cash-outs when others are in flight (ADRs 0051
 * and 0052).
 */
export async function cashOut(
  db: Db,
  command: CashOutRequest & { userId: string },
  delays?: BetDelays,
  batching?: BetBatching,
): Promise<CashOutOutcome | typeof TARGET_NOT_REACHED>;
/** Null: the bet read found no bet of the session's player; the caller checks the session in full. */
export async function cashOut(
  db: Db,
  command: CashOutCommand,
  delays?: BetDelays,
  batching?: BetBatching,
): Promise<CashOutOutcome | typeof TARGET_NOT_REACHED | null>;
export async function cashOut(
  db: Db,
  command: CashOutCommand,
  delays: BetDelays = NO_BET_DELAYS,
  batching: BetBatching = DEFAULT_BET_BATCHING,
): Promise<CashOutOutcome | typeof TARGET_NOT_REACHED | null> {
  const fingerprint = cashOutFingerprint(command);
  /** The player: named by the command, or found by the first read of their bet. */
  let userId = 'userId' in command ? command.userId : undefined;
  const read = async () => {
    const row = await readBet(db, command, fingerprint, batching);
    if (row) userId = row.user_id;
    return row;
  };
  return debitOnce<CashOutOutcome | typeof TARGET_NOT_REACHED | null>({
    keyConstraint: 'cash_outs_user_key_unique',
    attempt: async () => {
      let bet = await read();
      if (!bet && !('userId' in command)) return null;
      const seconds = bet ? betDelaySeconds(delays, bet.market_kind, bet.match_status) : 0;
      if (bet && seconds > 0) {
        const waited = await waitForFeed(db, {
          until: new Date(Date.now() + seconds * 1000),
          syncsStartedBefore: Number(bet.syncs_started),
        });
        if (waited === 'STALE')
          throw new DomainError('CASH_OUT_UNAVAILABLE', unavailableMessage('FEED_STALE'), {
            reason: 'FEED_STALE',
          });
        bet = await read();
      }
      for (let attempt = 1; ; attempt++) {
        if (!bet) throw notFound('Bet not found');
        const outcome = await cashOutAsRead(db, command, fingerprint, bet, batching);
        if (outcome !== CHANGED) return outcome;
        if (attempt === MAX_ATTEMPTS) return changedTooOften(command, bet);
        bet = await read();
      }
    },
    // Only after a read found the bet: the key was used, or a racing request with it committed first.
    replay: () => {
      if (userId === undefined) throw new Error('a cash-out replayed before its bet was read');
      return replayed(db, userId, command, fingerprint);
    },
  });
}

/**
 * What a key names: a request's bet, fraction and accepted amount, or an auto cash-out of its bet (its
 * key is derived from the bet, so a player's request that sends it is another request).
 */
function cashOutFingerprint({ betId, fraction, accept }: CashOutCommand): string {
  const bet = betId.toLowerCase();
  return 'expectedPaise' in accept
    ? requestFingerprint('POST /api/me/bets/{id}/cash-out', {
        betId: bet,
        fraction,
        expectedPaise: accept.expectedPaise,
      })
    : requestFingerprint('auto cash-out', { betId: bet });
}

async function readBet(
  db: Db,
  command: CashOutCommand,
  fingerprint: string,
  batching: BetBatching,
): Promise<ReadRow | undefined> {
  const values = R.values({
    userId: 'userId' in command ? command.userId : null,
    sessionToken: 'sessionToken' in command ? command.sessionToken : null,
    sessionValidAfter: 'leanCutoff' in command ? command.leanCutoff.toISOString() : null,
    betId: command.betId,
    idempotencyKey: command.idempotencyKey,
    fingerprint,
  });
  const [row] = await readBatchesOf<ReadRow>(db, READ_BET, batching).read(values);
  return row;
}

/** The bet or its offer changed between the read and the lock: read it again. */
const CHANGED = Symbol('changed since read');

/** The cash-out of the bet as read, if its offer still stands when locked (else CHANGED). */
async function cashOutAsRead(
  db: Db,
  command: CashOutCommand,
  fingerprint: string,
  bet: ReadRow,
  batching: BetBatching,
): Promise<
  CashOutOutcome | typeof TARGET_NOT_REACHED | typeof KEY_USED_BEFORE | typeof KEY_REUSED | typeof CHANGED
> {
  if (bet.key_same_request !== null) return bet.key_same_request ? KEY_USED_BEFORE : KEY_REUSED;
  const { accept, fraction } = command;
  const isAuto = 'atLeastTargetPaise' in accept;
  const reason = unavailableReason(bet);
  if (reason !== null) {
    if (isAuto) return TARGET_NOT_REACHED;
    throw new DomainError('CASH_OUT_UNAVAILABLE', unavailableMessage(reason), { reason });
  }
  const part = cashOutStakePaise(BigInt(bet.amount_paise), fraction);
  const left = leftAfterCashOut(bet, part);
  if (left.heldPaise > 0n && left.stakePaise < MIN_STAKE_PAISE)
    throw invalid(
      `At least ₹${MIN_BET_RUPEES} must stay on after a partial cash-out: cash out all ₹${paiseToRupees(stakeOnPaise(bet))}, or a smaller part`,
    );
  const amount = offerFor(bet, part);
  if (isAuto) {
    const target = bet.auto_cash_out_target_paise;
    if (target === null || amount < BigInt(target)) return TARGET_NOT_REACHED;
  } else {
    const off = amount - accept.expectedPaise;
    if (off > 1n || off < -1n) throw offerChanged(amount);
  }
  const userId = bet.user_id;
  const write: CashOutValues = {
    userId,
    betId: command.betId,
    idempotencyKey: command.idempotencyKey,
    fingerprint,
    readAmountPaise: bet.amount_paise,
    readCurrentOdds: bet.current_odds,
    readTargetPaise: bet.auto_cash_out_target_paise,
    stakePaise: String(part),
    amountPaise: String(amount),
    leftPaise: String(left.heldPaise),
    leftPayoutPaise: String(left.payoutPaise),
    auto: isAuto,
  };
  const alone = async () =>
    (await executeAlone<CashOutRow>(poolOf(db), CASH_OUTS, cashOutsValues([write])))[0]!;
  const row = await batchesOf<CashOutRow, CashOutValues>(db, CASH_OUTS_IN_ROUNDS, batching).run(
    {
      player: { userId },
      marketIds: [bet.market_id],
      betIds: [bet.id],
      valuesFor: () => write,
    },
    alone,
  );
  if (row.short) {
    if (isAuto) return TARGET_NOT_REACHED;
    throw new DomainError(
      'INSUFFICIENT_BALANCE',
      'Your balance cannot cover what this cash-out must hold back for your other bets on this market',
    );
  }
  if (!row.applied) return CHANGED;
  // Not awaited: the player's answer carries the new balance; the stream's copy follows.
  void announce(db, row.live_events);
  const balance = row.balance_paise !== null ? BigInt(row.balance_paise) : await balanceOf(db, userId);
  return {
    amount: paiseToRupees(amount),
    bet: toBet(row.bet!),
    balance: paiseToRupees(balance),
    replayed: false,
  };
}

/**
 * The bet kept changing under the cash-out (its odds moving on every read): an auto cash-out waits for the
 * next update; a request is re-quoted at the last offer read.
 */
function changedTooOften(command: CashOutCommand, bet: ReadRow): typeof TARGET_NOT_REACHED {
  if ('atLeastTargetPaise' in command.accept) return TARGET_NOT_REACHED;
  throw offerChanged(offerFor(bet, cashOutStakePaise(BigInt(bet.amount_paise), command.fraction)));
}

/** What the house pays now for `held` of the bet as read (of a back's stake, of a lay's liability). */
const offerFor = (bet: ReadRow, held: bigint) =>
  cashOutPricing.valuePaise(bet.side, held, bet.odds_hundredths, bet.current_odds);

/** The refusal of an accepted amount the offer has moved away from, with the offer now. */
const offerChanged = (amount: bigint) =>
  new DomainError('CASH_OUT_PRICE_CHANGED', 'The cash-out offer has changed', {
    amount: paiseToRupees(amount),
  } satisfies CashOutPriceChangedDetails);

/**
 * The first result of a key, if it was this request: what that cash-out paid, and the bet and balance
 * as they are now. Null if the key was used by another request.
 */
async function replayed(
  db: Db,
  userId: string,
  command: CashOutCommand,
  fingerprint: string,
): Promise<CashOutOutcome | null> {
  const { rows } = await db.execute<{ bet_id: string; amount_paise: string }>(sql`
    select bet_id, amount_paise::text from cash_outs
    where user_id = ${userId} and idempotency_key = ${command.idempotencyKey}::uuid
      and request_fingerprint = ${fingerprint}`);
  const first = rows[0];
  if (!first) return null;
  const [bet] = await selectBets(db, sql`b.id = ${first.bet_id}::uuid`, sql`b.id`);
  return {
    amount: paiseToRupees(first.amount_paise),
    bet: bet!,
    balance: paiseToRupees(await balanceOf(db, userId)),
    replayed: true,
  };
}
