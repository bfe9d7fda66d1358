import { sql } from 'drizzle-orm';
import type { TrialBalance } from '@shared/contracts/wallet';
import { LEDGER_ACCOUNTS, type LedgerAccount } from '@shared/statuses';

/** The house's accounts that are one each (the payout accounts are one per payout detail). */
const HOUSE_ACCOUNTS = ['PROMOTIONS', 'STAKES_HELD', 'HOUSE_REVENUE', 'WITHDRAWALS_IN_FLIGHT'] as const;
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';

interface AccountRow extends Record<string, unknown> {
  kind: LedgerAccount;
  owner: string | null;
  name: string | null;
  balance_paise: string;
}

/**
 * Every account's balance, from the transfers alone (credits in minus debits out), house accounts first:
 * the players' wallets, whose balances are also cached in user_profiles, are listed one by one, with their
 * names; a payout account's name comes from `payoutAccountName`. The total is 0 because every transfer
 * has two sides.
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
    select a.kind, a.owner, a.balance_paise::text, coalesce(nullif(u.name, ''), u.email) as name
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
  };
}
