import type pg from 'pg';

/**
 * Players whose balance is not the sum of their ledger (none, when money is right). The one place the
 * cluster test knows the ledger's schema: adapt it here when the ledger changes.
 */
export async function balancesDifferingFromLedger(client: pg.Client) {
  const { rows } = await client.query<{ id: string; balance: string; ledger: string }>(`
    select p.id, p.balance_paise::text as balance, coalesce(sum(t.amount_paise), 0)::text as ledger
    from user_profiles p left join transactions t on t.user_id = p.id
    group by p.id, p.balance_paise
    having p.balance_paise <> coalesce(sum(t.amount_paise), 0)`);
  return rows;
}
