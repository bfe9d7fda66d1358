// Where every rupee went: the trial balance lists each account of the double-entry book, and the
// player's own history shows a withdrawal's hold as on hold until an operator pays or refuses it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { completeMatch, createMatch, selection } from '../bets/test-fixtures';
import { settleMatch } from '../settlement/settle-match';
import { sql } from 'drizzle-orm';

type Account = { account: string; kind: string; name: string | null; balance: number };

describe('GET /api/admin/ledger/trial-balance', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const adminId = (await db.execute<{ user_id: string }>(sql`select user_id from admin_roles limit 1`))
    .rows[0]!.user_id;
  const trial = async () => {
    const response = await admin.get('/api/admin/ledger/trial-balance');
    expect(response.status).toBe(200);
    const body = response.json as { accounts: Account[]; total: number };
    return {
      ...body,
      of: (account: string) => body.accounts.find((a) => a.account === account)?.balance ?? 0,
    };
  };

  it('lists every account, the house first, and sums to zero as money moves', async () => {
    const start = await trial();
    expect(start.total).toBe(0);

    const player = http.fork();
    const me = await player.signUp({ name: 'Asha Rao' });
    const afterCredit = await trial();
    expect(afterCredit.of(`PLAYER:${me.id}`)).toBe(10_000);
    expect(afterCredit.of('PROMOTIONS')).toBe(start.of('PROMOTIONS') - 10_000);
    expect(afterCredit.accounts.find((a) => a.account === `PLAYER:${me.id}`)!.name).toBe('Asha Rao');

    // ₹1,000 on the home side at 1.90, ₹500 on the away side: the home side wins.
    const match = await createMatch(db, { status: 'LIVE' });
    for (const [pick, amount] of [
      ['home', 1000],
      ['away', 500],
    ] as const) {
      const placed = await player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        selections: [selection(match, pick, amount)],
      });
      expect(placed.status).toBe(201);
    }
    // Both sides of one market are one position (ADR 0049): its worst case, the away side winning, is
    // 1,500 staked less 950 paid back, so 550 stays held and 950 goes back to the wallet.
    const open = await trial();
    expect(open.of('STAKES_HELD')).toBe(start.of('STAKES_HELD') + 550);
    expect(open.total).toBe(0);

    await completeMatch(db, match.matchId);
    await settleMatch(db, { matchId: match.matchId, winningTeam: match.homeTeam, adminId });
    const settled = await trial();
    expect(settled.of('STAKES_HELD')).toBe(start.of('STAKES_HELD'));
    // The house took both stakes (1,500) and paid 1,900: it lost 400 on this match.
    expect(settled.of('HOUSE_REVENUE')).toBe(start.of('HOUSE_REVENUE') - 400);
    expect(settled.of(`PLAYER:${me.id}`)).toBe(10_400);
    expect(settled.total).toBe(0);

    // A withdrawal is held, then paid through a payout account, which the book names.
    const requested = await player.post('/api/me/withdrawals', {
      idempotencyKey: randomUUID(),
      amount: 600,
      method: 'upi',
      upiName: 'Asha Rao',
      upiId: 'asha@okaxis',
    });
    expect(requested.status).toBe(201);
    const held = await trial();
    expect(held.of('WITHDRAWALS_IN_FLIGHT')).toBe(start.of('WITHDRAWALS_IN_FLIGHT') + 600);
    const history = async () =>
      (await player.get('/api/me/transactions')).json.transactions as {
        type: string;
        status: string;
        amount: number;
      }[];
    expect((await history())[0]).toMatchObject({ type: 'WITHDRAWAL_HOLD', status: 'PENDING', amount: -600 });

    const upi = (await admin.get('/api/admin/upi-details')).json as {
      id: number;
      name: string;
      isActive: boolean;
    }[];
    const account = upi.find((a) => a.isActive)!;
    const approved = await admin.post(`/api/admin/withdrawals/${requested.json.withdrawal.id}/approve`, {
      payoutAccountId: account.id,
    });
    expect(approved.status).toBe(200);
    const paid = await trial();
    expect(paid.of('WITHDRAWALS_IN_FLIGHT')).toBe(start.of('WITHDRAWALS_IN_FLIGHT'));
    expect(paid.of(`PAYOUT_UPI:${account.id}`)).toBe(start.of(`PAYOUT_UPI:${account.id}`) + 600);
    expect(paid.accounts.find((a) => a.account === `PAYOUT_UPI:${account.id}`)!.name).toBe(account.name);
    expect(paid.total).toBe(0);
    // The hold now reads as paid; nothing else was added to the player's history.
    const after = await history();
    expect(after[0]).toMatchObject({ type: 'WITHDRAWAL_HOLD', status: 'COMPLETED', amount: -600 });
    // The rows one statement wrote share its moment, so their order is not the history's to keep.
    expect(after[0]!.type).toBe('WITHDRAWAL_HOLD');
    expect(after.map((t) => t.type).sort()).toEqual(
      [
        'WITHDRAWAL_HOLD',
        'BET_WON',
        'EXPOSURE_HELD',
        'EXPOSURE_RELEASED',
        'BET_PLACED',
        'BET_PLACED',
        'DEMO_CREDIT',
      ].sort(),
    );

    // House accounts come first, then the players.
    const kinds = paid.accounts.map((a) => a.kind);
    expect(kinds.indexOf('PLAYER')).toBeGreaterThan(kinds.lastIndexOf('STAKES_HELD'));
  });

  it('shows a refused withdrawal as released, its money back', async () => {
    const player = http.fork();
    await player.signUp();
    const requested = await player.post('/api/me/withdrawals', {
      idempotencyKey: randomUUID(),
      amount: 700,
      method: 'upi',
      upiName: 'Asha Rao',
      upiId: 'asha@okaxis',
    });
    const rejected = await admin.post(`/api/admin/withdrawals/${requested.json.withdrawal.id}/reject`, {
      reason: 'Name does not match',
    });
    expect(rejected.status).toBe(200);
    const history = (await player.get('/api/me/transactions')).json.transactions as {
      type: string;
      status: string;
    }[];
    expect(history.slice(0, 2)).toMatchObject([
      { type: 'WITHDRAWAL_RELEASED', status: 'COMPLETED' },
      { type: 'WITHDRAWAL_HOLD', status: 'VOIDED' },
    ]);
    expect((await trial()).total).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await http.fork().get('/api/admin/ledger/trial-balance')).status).toBe(401);
    const player = http.fork();
    await player.signUp();
    expect((await player.get('/api/admin/ledger/trial-balance')).status).toBe(403);
  });
});
