import { sql } from 'drizzle-orm';
import type { TrialBalance } from '@shared/contracts/wallet';
import { LEDGER_ACCOUNTS, type LedgerAccount } from '@shared/statuses';

/** The house's accounts that are one each (the payout accounts are one per payout detail). */
const HOUSE_ACCOUNTS = [
  'PROMOTIONS',
  'STAKES_HELD',
  'BETS_IN_DELAY',
  'HOUSE_REVENUE',
  'WITHDRAWALS_IN_FLIGHT',
] as const;
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { matchLabels } from '../matches/match-labels';

interface AccountRow extends Record<string, unknown> {
  kind: LedgerAccount;
  owner: string | null;
  name: string | null;
  balance_paise: string;
  player_name: string | null;
  email: string | null;
}

/**
 * Every account's balance, from the transfers alone (credits in minus debits out), house accounts first:
 * the players' wallets, whose balances are also cached in user_profiles, are listed one by one, with their
 * names; a payout account's name comes from `payoutAccountName`. The total is 0 because every transfer
 * has two sides. `owed`: the wallets below zero among them (owedByPlayers).
 */
export async function trialBalance(
  db: Db,
  payoutAccountName: (kind: 'PAYOUT_UPI' | 'PAYOUT_IMPS', id: number) => string | null,
): Promise<TrialBalance> {
  const { rows } = await db.execute<AccountRow>(sql`
    with sides as (
      select credit_account as kind, amount_paise as delta, user_id, payout_upi_id, payout_imps_id
      from transactions
      union all
      select debit_account, -amount_paise, user_id, payout_upi_id, payout_imps_id from transactions
    ), accounts as (
      select kind,
             case kind when 'PLAYER' then user_id when 'PAYOUT_UPI' then payout_upi_id::text
                       when 'PAYOUT_IMPS' then payout_imps_id::text end as owner,
             sum(delta) as balance_paise
      from sides group by 1, 2
      -- The house's own accounts are listed before their first transfer too, at 0.
      union all
      select kind, null, 0 from unnest(${sql.param([...HOUSE_ACCOUNTS])}::text[]) kind
      where kind not in (select credit_account from transactions union select debit_account from transactions)
    )
    select a.kind, a.owner, a.balance_paise::text, coalesce(nullif(u.name, ''), u.email) as name,
           nullif(u.name, '') as player_name, u.email
    from accounts a
    left join user_profiles u on a.kind = 'PLAYER' and u.id = a.owner
    order by array_position(${sql.param([...LEDGER_ACCOUNTS])}::text[], a.kind) = 1,
             array_position(${sql.param([...LEDGER_ACCOUNTS])}::text[], a.kind), a.owner`);
  const total = rows.reduce((sum, r) => sum + BigInt(r.balance_paise), 0n);
  return {
    accounts: rows.map((r) => ({
      account: r.owner === null ? r.kind : `${r.kind}:${r.owner}`,
      kind: r.kind,
      name:
        r.kind === 'PAYOUT_UPI' || r.kind === 'PAYOUT_IMPS'
          ? payoutAccountName(r.kind, Number(r.owner))
          : r.name,
      balance: paiseToRupees(r.balance_paise),
    })),
    total: paiseToRupees(total),
    owed: await owedByPlayers(
      db,
      rows.filter((r) => r.kind === 'PLAYER' && BigInt(r.balance_paise) < 0n),
    ),
  };
}

/**
 * The players' wallets below zero (from the same transfers as the trial balance), what they add up to,
 * and for each the match of the latest correction that took money back from them (a REVERSAL out of
 * their wallet), most owed first.
 */
async function owedByPlayers(db: Db, owing: AccountRow[]): Promise<TrialBalance['owed']> {
  const ids = owing.map((r) => r.owner!);
  const { rows: causes } = ids.length
    ? await db.execute<{ user_id: string; match_id: number | null }>(sql`
        select distinct on (user_id) user_id, match_id from transactions
        where user_id = any(${sql.param(ids)}::text[]) and type = 'REVERSAL' and debit_account = 'PLAYER'
        order by user_id, created_at desc, id desc`)
    : { rows: [] };
  const matchOf = new Map(causes.map((c) => [c.user_id, c.match_id]));
  const labels = await matchLabels(
    db,
    causes.flatMap((c) => (c.match_id === null ? [] : [c.match_id])),
  );
  const players = owing
    .map((r) => {
      const matchId = matchOf.get(r.owner!) ?? null;
      return {
        userId: r.owner!,
        name: r.player_name,
        email: r.email,
        owedPaise: -BigInt(r.balance_paise),
        matchId,
        match: matchId === null ? null : (labels.get(matchId) ?? null),
      };
    })
    .sort((a, b) => (a.owedPaise === b.owedPaise ? 0 : a.owedPaise > b.owedPaise ? -1 : 1));
  return {
    total: paiseToRupees(players.reduce((sum, p) => sum + p.owedPaise, 0n)),
    players: players.map(({ owedPaise, ...p }) => ({ ...p, amount: paiseToRupees(owedPaise) })),
  };
}
