import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import {
  bookImbalances,
  completeMatch,
  createMatch,
  ledgerMismatches,
  selection,
} from '../bets/test-fixtures';
import { reopenMarkets } from '../settlement/reopen-markets';
import { settleMatch } from '../settlement/settle-match';
import { postReversals, transfer } from './ledger';

/** What PostgreSQL said, under Drizzle's "Failed query" wrapper. */
async function databaseRefusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.message ?? (error as Error).message} ${cause?.constraint ?? ''}`;
  }
  throw new Error('expected the database to refuse');
}

describe('the ledger module', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = async () =>
    (await db.execute<{ user_id: string }>(sql`select user_id from admin_roles limit 1`)).rows[0]!.user_id;
  const balanceOf = async (userId: string) =>
    (
      await db.execute<{ b: string }>(
        sql`select balance_paise::text as b from user_profiles where id = ${userId}`,
      )
    ).rows[0]!.b;

  it('pays the demo credit in the sign-up transaction, once, and never on a read', async () => {
    const player = http.fork();
    const account = await player.signUp();
    const again = await db.transaction((tx) =>
      transfer(
        tx,
        {
          code: 'DEMO_CREDIT',
          from: 'PROMOTIONS',
          to: 'PLAYER',
          userId: account.id,
          amountPaise: 1_000_000n,
        },
        { skipDuplicates: true },
      ),
    );
    expect(again.transfers).toBe(0);
    expect(await balanceOf(account.id)).toBe('1000000');

    // An account without its credit (only possible by hand): reading it writes nothing.
    const id = randomUUID();
    await db.execute(
      sql`insert into user_profiles (id, name, email, phone) values (${id}, 'No Credit', ${`${id}@x.test`}, '9876543210')`,
    );
    const reader = http.fork();
    const signedIn = await reader.signUp();
    await db.execute(sql`update sessions set user_id = ${id} where user_id = ${signedIn.id}`);
    const before = await db.execute<{ n: string }>(sql`select count(*) as n from transactions`);
    const me = await reader.get('/api/me');
    expect(me.json).toMatchObject({ id, balance: 0 });
    const after = await db.execute<{ n: string }>(sql`select count(*) as n from transactions`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('creates no account when its credit cannot be paid (one transaction)', async () => {
    await db.execute(sql`
      create function refuse_credit() returns trigger language plpgsql as $$
      begin raise exception 'credit refused'; end $$;
      create trigger refuse_credit before insert on transactions
        for each row when (new.type = 'DEMO_CREDIT') execute function refuse_credit()`);
    try {
      const email = `no-credit-${randomUUID().slice(0, 8)}@example.com`;
      const response = await http.fork().post('/api/auth/sign-up/email', {
        name: 'Refused',
        email,
        password: 'secret123',
        phone: '9876543210',
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      const { rows } = await db.execute(sql`select id from user_profiles where email = ${email}`);
      expect(rows).toHaveLength(0);
    } finally {
      await db.execute(sql`drop trigger refuse_credit on transactions; drop function refuse_credit()`);
    }
  });

  it('takes a balance below zero only through a reversal, and then refuses bets with NEGATIVE_BALANCE', async () => {
    const player = http.fork();
    const account = await player.signUp();
    const match = await createMatch(db, { status: 'LIVE' });
    const bet = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'home', 5000)],
    });
    expect(bet.status).toBe(201);
    await completeMatch(db, match.matchId);
    await settleMatch(db, { matchId: match.matchId, winningTeam: match.homeTeam, adminId: await admin() });
    expect(await balanceOf(account.id)).toBe('1450000'); // 10,000 - 5,000 + 9,500
    // The player spends the payout.
    const other = await createMatch(db, { status: 'LIVE' });
    const spent = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(other, 'home', 14_500)],
    });
    expect(spent.status).toBe(201);
    expect(await balanceOf(account.id)).toBe('0');

    // Nothing but a reversal may lower a balance below zero.
    expect(
      await databaseRefusal(
        db.execute(sql`update user_profiles set balance_paise = -1 where id = ${account.id}`),
      ),
    ).toMatch(/would be negative/);

    // The result was wrong: undoing the settlement takes the payout back.
    await db.transaction((tx) => reopenMarkets(tx, match.matchId, [match.winner.marketId], 'Wrong winner'));
    expect(await balanceOf(account.id)).toBe('-950000');
    const refused = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(other, 'away')],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('NEGATIVE_BALANCE');
    expect(await ledgerMismatches(db)).toEqual([]);

    // The payout and the stake's move into the house's revenue (the market's one transfer of its winning
    // stakes) are both cancelled, each backwards.
    const { rows } = await db.execute<Record<string, string>>(sql`
      select r.type, r.debit_account as from, r.credit_account as to, r.amount_paise::text as amount,
             p.type as reverses
      from transactions r join transactions p on p.id = r.reverses_id
      where p.match_id = ${match.matchId}
      order by r.amount_paise`);
    expect(rows).toEqual([
      { type: 'REVERSAL', from: 'HOUSE_REVENUE', to: 'STAKES_HELD', amount: '500000', reverses: 'BET_WON' },
      { type: 'REVERSAL', from: 'PLAYER', to: 'HOUSE_REVENUE', amount: '950000', reverses: 'BET_WON' },
    ]);
    expect(await bookImbalances(db)).toMatchObject({ total: '0', one_sided: '0', stakes_held_off: '0' });
  });

  it('reverses a transfer once, only by its accounts backwards for its amount, and never a reversal', async () => {
    const account = await http.fork().signUp();
    const { rows } = await db.execute<{ id: string }>(
      sql`select id from transactions where user_id = ${account.id} and type = 'DEMO_CREDIT'`,
    );
    const creditId = rows[0]!.id;
    await db.transaction((tx) =>
      postReversals(tx, { reverses: sql`select ${creditId}::uuid as id`, reason: 'test' }),
    );
    expect(await balanceOf(account.id)).toBe('0');
    expect(
      await databaseRefusal(
        db.transaction((tx) =>
          postReversals(tx, { reverses: sql`select ${creditId}::uuid as id`, reason: 'again' }),
        ),
      ),
    ).toMatch(/transactions_reverses_idx/);
    const other = await http.fork().signUp();
    expect(
      await databaseRefusal(
        db.execute(sql`
        insert into transactions (user_id, type, debit_account, credit_account, amount_paise, reverses_id)
        values (${other.id}, 'REVERSAL', 'PLAYER', 'PROMOTIONS', 1000000, ${creditId})`),
      ),
    ).toMatch(/does not cancel/);
    const { rows: reversal } = await db.execute<{ id: string }>(
      sql`select id from transactions where reverses_id = ${creditId}`,
    );
    expect(
      await databaseRefusal(
        db.transaction((tx) =>
          postReversals(tx, { reverses: sql`select ${reversal[0]!.id}::uuid as id`, reason: 'x' }),
        ),
      ),
    ).toMatch(/does not cancel/);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses a withdrawal transfer that names no withdrawal', async () => {
    const account = await http.fork().signUp();
    expect(
      await databaseRefusal(
        db.execute(sql`
          insert into transactions (user_id, type, debit_account, credit_account, status, amount_paise, withdrawal_id)
          values (${account.id}, 'WITHDRAWAL_HOLD', 'PLAYER', 'WITHDRAWALS_IN_FLIGHT', 'PENDING', 50000,
                  ${randomUUID()})`),
      ),
    ).toMatch(/transactions_withdrawal_id_withdrawals_id_fk/);
  });

  it('refuses a one-sided transfer, a transfer off its route, and a player side without its player', async () => {
    const account = await http.fork().signUp();
    const insert = (
      debit: string | null,
      credit: string | null,
      userId: string | null,
      type = 'DEMO_CREDIT',
    ) =>
      databaseRefusal(
        db.execute(sql`
          insert into transactions (user_id, type, debit_account, credit_account, amount_paise)
          values (${userId}, ${type}, ${debit}, ${credit}, 100)`),
      );
    expect(await insert('PROMOTIONS', null, account.id)).toMatch(/credit_account.*null/);
    expect(await insert(null, 'PLAYER', account.id)).toMatch(/debit_account.*null/);
    expect(await insert('PLAYER', 'PLAYER', account.id)).toMatch(/transactions_(two_sides|route)/);
    expect(await insert('HOUSE_REVENUE', 'PLAYER', account.id)).toMatch(/transactions_route/);
    expect(await insert('PROMOTIONS', 'PLAYER', null)).toMatch(/transactions_player_side/);
    expect(await insert('STAKES_HELD', 'HOUSE_REVENUE', account.id, 'BET_LOST')).toMatch(
      /transactions_player_side/,
    );
    expect(
      await databaseRefusal(
        db.execute(sql`
          insert into transactions (user_id, type, debit_account, credit_account, amount_paise)
          values (${account.id}, 'DEMO_CREDIT', 'PROMOTIONS', 'PLAYER', -100)`),
      ),
    ).toMatch(/transactions_amount_positive/);
    expect(await bookImbalances(db)).toMatchObject({ total: '0', one_sided: '0' });
  });
});
