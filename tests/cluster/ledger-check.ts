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

/**
 * The trial balance with the players' wallets as the app shows them (their cached balances) and the
 * house's accounts from the transfers: 0 when every transfer has two sides and every cached balance is
 * its wallet's.
 */
export async function trialBalanceTotal(client: pg.Client) {
  const { rows } = await client.query<{ total: string }>(`
    select ((select coalesce(sum(balance_paise), 0) from user_profiles)
          + (select coalesce(sum(case when credit_account <> 'PLAYER' then amount_paise else 0 end)
                           - sum(case when debit_account <> 'PLAYER' then amount_paise else 0 end), 0)
             from transactions))::text as total`);
  return BigInt(rows[0]!.total);
}

/** Bets paid more than once in one settlement round (a decided market paid twice): none. */
export async function betsPaidTwice(client: pg.Client) {
  const { rows } = await client.query<{ n: string }>(`
    select count(*)::text as n from (select bet_id from transactions
                                     where type = 'BET_WON' and credit_account = 'PLAYER'
                                     group by bet_id, settlement_round having count(*) > 1) twice`);
  return Number(rows[0]!.n);
}
