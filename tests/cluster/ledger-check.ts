import type pg from 'pg';

/**
 * Players whose balance is not their wallet's transfers (credits in minus debits out): none, when money
 * is right. The one place the cluster test knows the ledger's schema (docs/decisions/0018).
 */
export async function balancesDifferingFromLedger(client: pg.Client) {
  const { rows } = await client.query<{ id: string; balance: string; ledger: string }>(`
    select p.id, p.balance_paise::text as balance, coalesce(t.total, 0)::text as ledger
    from user_profiles p
    left join (select user_id,
                      sum(case when credit_account = 'PLAYER' then amount_paise else -amount_paise end) as total
               from transactions where user_id is not null group by user_id) t on t.user_id = p.id
    where p.balance_paise <> coalesce(t.total, 0)`);
  return rows;
}
