// Money leaving a wallet: a withdrawal debits at once (guarded, idempotent) and an operator pays it,
// refuses it or records a bounced payout. Every race below ends with each rupee paid or refunded once
// and balance = ledger for everyone.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { collectEvents } from '../../../../tests/integration/sse';
import { NEGATIVE_BALANCE_MESSAGE } from '@shared/contracts/errors';
import { grantAdmin } from '../admin/grant-admin';
import { ledgerMismatches } from '../bets/test-fixtures';

// Four eyes above ₹5,000 here, so a ₹10,000 wallet can reach it.
const SECOND_APPROVAL_ABOVE = 5_000;

describe('withdrawals', async () => {
  const { http, deps, app } = await startTestApp({
    WITHDRAWAL_SECOND_APPROVAL_ABOVE_RUPEES: String(SECOND_APPROVAL_ABOVE),
  });
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const secondAdmin = http.fork();
  const second = await secondAdmin.signUp({ name: 'Second Admin' });
  await grantAdmin(db, second.id);

  const upi = (amount: unknown, extra: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    amount,
    method: 'upi',
    upiName: 'Ravi Kumar',
    upiId: 'ravi.kumar@okaxis',
    ...extra,
  });
  const bank = (amount: number, extra: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    amount,
    method: 'bank',
    accountHolderName: 'Ravi Kumar',
    accountNumber: '123456789012',
    ifscCode: 'hdfc0001234',
    bankName: 'HDFC Bank',
    ...extra,
  });
  const balance = async (player: TestClient) => (await player.get('/api/me')).json.balance as number;
  const activeAccount = async (kind: 'upi' | 'imps') => {
    const list = await admin.get(`/api/admin/${kind}-details`);
    return (list.json as { id: number; isActive: boolean }[]).find((a) => a.isActive)!.id;
  };
  const player = async () => {
    const client = http.fork();
    const { id } = await client.signUp();
    return { client, id };
  };
  const ledgerRows = async (withdrawalId: string) => {
    const { rows } = await db.execute<{ type: string; amount_paise: string; route: string }>(sql`
      select type, amount_paise::text, debit_account || '>' || credit_account as route
      from transactions where withdrawal_id = ${withdrawalId} order by created_at`);
    return rows.map((r) => `${r.type} ${r.route} ${r.amount_paise}`);
  };
  const history = async (withdrawalId: string) =>
    ((await admin.get(`/api/admin/withdrawals/${withdrawalId}`)).json.history as { toStatus: string }[]).map(
      (h) => h.toStatus,
    );

  it('debits the amount with a WITHDRAWAL ledger row and a PENDING request, in one go', async () => {
    const { client } = await player();
    const created = await client.post('/api/me/withdrawals', upi(1_500.5));
    expect(created.status).toBe(201);
    expect(created.json.balance).toBe(8_499.5);
    expect(created.json.withdrawal).toMatchObject({
      amount: 1_500.5,
      method: 'upi',
      status: 'PENDING',
      details: 'ra••••@okaxis',
      rejectionReason: null,
    });
    expect(await ledgerRows(created.json.withdrawal.id)).toEqual([
      'WITHDRAWAL_HOLD PLAYER>WITHDRAWALS_IN_FLIGHT 150050',
    ]);
    const mine = await client.get('/api/me/withdrawals');
    expect(mine.json.withdrawals.map((w: { id: string }) => w.id)).toEqual([created.json.withdrawal.id]);
    const queue = await admin.get('/api/admin/withdrawals');
    expect(queue.json.withdrawals).toContainEqual(
      expect.objectContaining({
        id: created.json.withdrawal.id,
        upiId: 'ravi.kumar@okaxis',
        userName: 'Test Player',
      }),
    );
    expect(await history(created.json.withdrawal.id)).toEqual(['PENDING']);
  });

  it('withdraws ₹512.20 and other amounts whose float x 100 is no whole number, each paisa exact', async () => {
    // 512.2 * 100 is 51220.00000000001, 4096.35 * 100 is 409635.00000000006: the amount is its text.
    for (const [amount, paise] of [
      [512.2, '51220'],
      [512.07, '51207'],
      [4096.35, '409635'],
    ] as const) {
      const { client } = await player();
      const created = await client.post('/api/me/withdrawals', upi(amount));
      expect(created.status, String(amount)).toBe(201);
      expect(created.json.withdrawal.amount).toBe(amount);
      expect(await ledgerRows(created.json.withdrawal.id)).toEqual([
        `WITHDRAWAL_HOLD PLAYER>WITHDRAWALS_IN_FLIGHT ${paise}`,
      ]);
      expect(await balance(client)).toBe(Number(((1_000_000 - Number(paise)) / 100).toFixed(2)));
    }
  });

  it('50 requests at once from a ₹10,000 wallet take exactly ₹10,000 and never overdraw', async () => {
    const { client } = await player();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/me/withdrawals', upi(500))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect(answers.find((a) => a.status === 409)!.json.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Amount exceeds your available balance',
    });
    expect(await balance(client)).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('one idempotency key sent 20 times debits once and answers with the first request', async () => {
    const { client } = await player();
    const body = upi(700);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/me/withdrawals', body)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((a) => a.json.withdrawal.id)).size).toBe(1);
    expect(await balance(client)).toBe(9_300);
    expect((await client.get('/api/me/withdrawals')).json.withdrawals).toHaveLength(1);
  });

  it('refuses a key reused for another request with 422 and changes nothing; the same request replays', async () => {
    const { client } = await player();
    const body = upi(700);
    const first = await client.post('/api/me/withdrawals', body);
    expect(first.status).toBe(201);
    for (const other of [
      bank(5_000, { idempotencyKey: body.idempotencyKey }),
      { ...body, amount: 701 },
      { ...body, upiId: 'someone.else@okaxis' },
    ]) {
      const refused = await client.post('/api/me/withdrawals', other);
      expect(refused.status).toBe(422);
      expect(refused.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await balance(client)).toBe(9_300);
    expect((await client.get('/api/me/withdrawals')).json.withdrawals).toHaveLength(1);
    // The same request, written 700.00 with its fields padded (the server trims them): the first answer.
    const again = await client.post(
      '/api/me/withdrawals',
      `{"upiId":" ravi.kumar@okaxis ","method":"upi","amount":700.00,"upiName":"Ravi Kumar","idempotencyKey":"${body.idempotencyKey}"}`,
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.withdrawal.id).toBe(first.json.withdrawal.id);
    expect(await balance(client)).toBe(9_300);
  });

  it('of two different requests sent at once with one key, makes one and refuses the other with 422', async () => {
    const { client } = await player();
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const answers = await Promise.all([
        client.post('/api/me/withdrawals', upi(500, { idempotencyKey: key })),
        client.post('/api/me/withdrawals', bank(600, { idempotencyKey: key })),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      expect(answers.find((a) => a.status === 422)!.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect((await client.get('/api/me/withdrawals')).json.withdrawals).toHaveLength(5);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('approve and reject sent together: exactly one wins, and the money is paid or refunded, never both', async () => {
    const accountId = await activeAccount('upi');
    for (let round = 0; round < 5; round++) {
      const { client } = await player();
      const { json } = await client.post('/api/me/withdrawals', upi(1_000));
      const id = json.withdrawal.id as string;
      const [approved, rejected] = await Promise.all([
        admin.post(`/api/admin/withdrawals/${id}/approve`, { payoutAccountId: accountId }),
        secondAdmin.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'Name does not match' }),
      ]);
      expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
      const rows = await ledgerRows(id);
      if (approved.status === 200) {
        expect(rows).toEqual([
          'WITHDRAWAL_HOLD PLAYER>WITHDRAWALS_IN_FLIGHT 100000',
          'WITHDRAWAL_PAID WITHDRAWALS_IN_FLIGHT>PAYOUT_UPI 100000',
        ]);
        expect(await balance(client)).toBe(9_000);
      } else {
        expect(rows).toEqual([
          'WITHDRAWAL_HOLD PLAYER>WITHDRAWALS_IN_FLIGHT 100000',
          'WITHDRAWAL_RELEASED WITHDRAWALS_IN_FLIGHT>PLAYER 100000',
        ]);
        expect(await balance(client)).toBe(10_000);
      }
    }
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("tells the player's open stream of each step: their page refetches and shows the refund", async () => {
    const { client } = await player();
    const stream = collectEvents(
      await app.request('/api/stream', { headers: { cookie: client.cookieHeader() } }),
    );
    const own = () =>
      stream.events.filter((e) => e.event !== 'match' && e.event !== 'odds' && e.event !== 'market');
    try {
      const created = await client.post('/api/me/withdrawals', upi(1_500));
      const id = created.json.withdrawal.id as string;
      const rejected = await admin.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'Name mismatch' });
      expect(rejected.status).toBe(200);
      const deadline = Date.now() + 5000;
      while (own().length < 5 && Date.now() < deadline) await stream.until(stream.events.length + 1, 100);
      expect(own().map((e) => [e.event, e.data])).toEqual([
        ['balance', { balance: 8_500, version: expect.any(Number) }],
        ['withdrawal', { id, status: 'PENDING' }],
        ['balance', { balance: 10_000, version: expect.any(Number) }],
        ['withdrawal', { id, status: 'REJECTED' }],
        ['notification', expect.anything()],
      ]);
      const [hold, refund] = own().filter((e) => e.event === 'balance') as { data: { version: number } }[];
      expect(refund!.data.version).toBeGreaterThan(hold!.data.version);
    } finally {
      await stream.close();
    }
  });

  it('two rejects refund once; the player sees the reason', async () => {
    const { client } = await player();
    const id = (await client.post('/api/me/withdrawals', upi(2_000))).json.withdrawal.id as string;
    const answers = await Promise.all([
      admin.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'UPI ID not verified' }),
      secondAdmin.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'UPI ID not verified' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error.code).toBe('WITHDRAWAL_PROCESSED');
    expect(await balance(client)).toBe(10_000);
    const [mine] = (await client.get('/api/me/withdrawals')).json.withdrawals;
    expect(mine).toMatchObject({ status: 'REJECTED', rejectionReason: 'UPI ID not verified' });
    expect(await history(id)).toEqual(['PENDING', 'REJECTED']);
  });

  it('a blank rejection reason is refused and changes nothing', async () => {
    const { client } = await player();
    const id = (await client.post('/api/me/withdrawals', upi(600))).json.withdrawal.id as string;
    const refused = await admin.post(`/api/admin/withdrawals/${id}/reject`, { reason: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toContain('Rejection reason is required');
    expect((await client.get('/api/me/withdrawals')).json.withdrawals[0].status).toBe('PENDING');
  });

  it('a large withdrawal needs two different admins; the same admin twice is refused', async () => {
    const { client } = await player();
    const accountId = await activeAccount('imps');
    const id = (await client.post('/api/me/withdrawals', bank(SECOND_APPROVAL_ABOVE + 1))).json.withdrawal
      .id as string;
    const first = await admin.post(`/api/admin/withdrawals/${id}/approve`, { payoutAccountId: accountId });
    expect(first.status).toBe(200);
    expect(first.json.withdrawal).toMatchObject({
      status: 'AWAITING_SECOND_APPROVAL',
      needsTwoApprovals: true,
    });
    const again = await admin.post(`/api/admin/withdrawals/${id}/approve`, { payoutAccountId: accountId });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('SECOND_ADMIN_REQUIRED');
    expect((await client.get('/api/me/withdrawals')).json.withdrawals[0].status).toBe(
      'AWAITING_SECOND_APPROVAL',
    );
    const confirmed = await secondAdmin.post(`/api/admin/withdrawals/${id}/approve`, {
      payoutAccountId: accountId,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.withdrawal.status).toBe('COMPLETED');
    expect(await history(id)).toEqual(['PENDING', 'AWAITING_SECOND_APPROVAL', 'COMPLETED']);
    expect(await balance(client)).toBe(10_000 - SECOND_APPROVAL_ABOVE - 1);
  });

  it('a bounced payout is refunded once, and counts against the account that paid it', async () => {
    const { client } = await player();
    const accountId = await activeAccount('upi');
    const before = (
      (await admin.get('/api/admin/upi-details')).json as { id: number; failedPayouts: number }[]
    ).find((a) => a.id === accountId)!;
    const id = (await client.post('/api/me/withdrawals', upi(900))).json.withdrawal.id as string;
    const pending = await admin.post(`/api/admin/withdrawals/${id}/payout-failed`, { reason: 'Bounced' });
    expect(pending.status).toBe(409);
    expect(
      (await admin.post(`/api/admin/withdrawals/${id}/approve`, { payoutAccountId: accountId })).status,
    ).toBe(200);
    const answers = await Promise.all([
      admin.post(`/api/admin/withdrawals/${id}/payout-failed`, { reason: 'Beneficiary bank declined' }),
      secondAdmin.post(`/api/admin/withdrawals/${id}/payout-failed`, { reason: 'Beneficiary bank declined' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(client)).toBe(10_000);
    expect(await ledgerRows(id)).toEqual([
      'WITHDRAWAL_HOLD PLAYER>WITHDRAWALS_IN_FLIGHT 90000',
      'WITHDRAWAL_PAID WITHDRAWALS_IN_FLIGHT>PAYOUT_UPI 90000',
      'PAYOUT_BOUNCED PAYOUT_UPI>PLAYER 90000',
    ]);
    const after = (
      (await admin.get('/api/admin/upi-details')).json as {
        id: number;
        failedPayouts: number;
        successRate: number | null;
        lastUsed: string | null;
      }[]
    ).find((a) => a.id === accountId)!;
    expect(after.failedPayouts).toBe(before.failedPayouts + 1);
    expect(after.successRate).not.toBeNull();
    expect(after.lastUsed).not.toBeNull();
    expect((await client.get('/api/me/withdrawals')).json.withdrawals[0]).toMatchObject({
      status: 'FAILED',
      failureReason: 'Beneficiary bank declined',
    });
  });

  it('a payout older than 7 days can no longer be recorded as failed', async () => {
    const { client } = await player();
    const accountId = await activeAccount('upi');
    const id = (await client.post('/api/me/withdrawals', upi(800))).json.withdrawal.id as string;
    await admin.post(`/api/admin/withdrawals/${id}/approve`, { payoutAccountId: accountId });
    await db.execute(sql`update withdrawals set processed_at = now() - interval '8 days' where id = ${id}`);
    const late = await admin.post(`/api/admin/withdrawals/${id}/payout-failed`, { reason: 'Bounced' });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('PAYOUT_FAILED_WINDOW_CLOSED');
    expect(await balance(client)).toBe(9_200);
  });

  it('an inactive payout account cannot pay a request', async () => {
    const { client } = await player();
    const id = (await client.post('/api/me/withdrawals', upi(500))).json.withdrawal.id as string;
    const added = await admin.post('/api/admin/upi-details', {
      name: 'Spare',
      upiId: `spare.${Date.now()}@ybl`,
    });
    expect(added.status).toBe(201);
    const off = await admin.request('PATCH', `/api/admin/upi-details/${added.json.id}`, { isActive: false });
    expect(off.json.isActive).toBe(false);
    const refused = await admin.post(`/api/admin/withdrawals/${id}/approve`, {
      payoutAccountId: added.json.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('PAYOUT_ACCOUNT_UNAVAILABLE');
    expect((await client.get('/api/me/withdrawals')).json.withdrawals[0].status).toBe('PENDING');
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const { client } = await player();
    const cases: [unknown, number, string][] = [
      [upi(499), 400, 'Minimum withdrawal amount is ₹500'],
      [upi(500.001), 400, 'Amount can have at most 2 decimal places'],
      [upi(-500), 400, 'Minimum withdrawal amount is ₹500'],
      [upi('500'), 400, 'Amount must be a number'],
      [upi(1e300), 400, 'Amount exceeds your available balance'],
      [upi(1e21), 400, 'Amount exceeds your available balance'],
      [upi(512.205), 400, 'Amount can have at most 2 decimal places'],
      [upi(10_000.01), 409, 'Amount exceeds your available balance'],
      [upi(500, { upiId: '' }), 400, 'Please fill all required fields for the selected withdrawal method'],
      [upi(500, { upiId: 'not-an-upi-id' }), 400, 'Enter a UPI ID like name@bank'],
      [bank(500, { bankName: '' }), 400, 'All bank account details are required'],
      [{ ...upi(500), method: 'bank' }, 400, 'All bank account details are required'],
      [bank(500, { ifscCode: 'HDFC1234567' }), 400, 'IFSC code must be'],
      [bank(500, { accountNumber: '12ab' }), 400, 'Account number must be 9 to 18 digits'],
      [{ ...upi(500), method: 'paypal' }, 400, 'Method must be upi or bank'],
      [{ ...upi(500), idempotencyKey: 'x' }, 400, 'idempotencyKey must be a UUID'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await client.post('/api/me/withdrawals', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.error.message).toContain(message);
    }
    expect(await balance(client)).toBe(10_000);
    expect((await client.get('/api/me/withdrawals')).json.withdrawals).toEqual([]);

    // Another player's withdrawal is not theirs to see, and a visitor or a player cannot process one.
    const other = await player();
    const id = (await other.client.post('/api/me/withdrawals', upi(500))).json.withdrawal.id as string;
    expect((await client.get('/api/me/withdrawals')).json.withdrawals).toEqual([]);
    expect((await client.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'mine now' })).status).toBe(
      403,
    );
    expect((await http.fork().post('/api/me/withdrawals', upi(500))).status).toBe(401);
    expect((await admin.post('/api/admin/withdrawals/not-a-uuid/reject', { reason: 'x' })).status).toBe(400);
    expect((await admin.post(`/api/admin/withdrawals/${randomUUID()}/reject`, { reason: 'x' })).status).toBe(
      404,
    );
    expect((await other.client.get('/api/me/withdrawals')).json.withdrawals[0].status).toBe('PENDING');
  });

  it('a player whose balance went below zero cannot withdraw, and is told why', async () => {
    const { client, id } = await player();
    expect((await client.post('/api/me/withdrawals', upi(500))).status).toBe(201);
    // The state a corrected settlement can leave: a credit taken back after some of it was spent.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ipl.ledger_reversal', 'on', true)`);
      await tx.execute(sql`
        with reversed as (
          insert into transactions (user_id, type, debit_account, credit_account, amount_paise, reverses_id)
          select user_id, 'REVERSAL', credit_account, debit_account, amount_paise, id from transactions
          where user_id = ${id} and type = 'DEMO_CREDIT'
          returning amount_paise)
        update user_profiles set balance_paise = balance_paise - (select amount_paise from reversed) where id = ${id}`);
    });
    expect(await balance(client)).toBe(-500);
    expect(await ledgerMismatches(db)).toEqual([]);
    const refused = await client.post('/api/me/withdrawals', upi(500));
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('NEGATIVE_BALANCE');
    expect(refused.json.error.message).toBe(NEGATIVE_BALANCE_MESSAGE);
    expect(await balance(client)).toBe(-500);
  });

  it('manages UPI and IMPS accounts: duplicates refused, edits and toggles move updated_at', async () => {
    const upiId = `payouts.${Date.now()}@okicici`;
    const created = await admin.post('/api/admin/upi-details', { name: 'Main', upiId });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Main',
      upiId,
      isActive: true,
      successRate: null,
      lastUsed: null,
    });
    const duplicate = await admin.post('/api/admin/upi-details', { name: 'Copy', upiId });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.error.message).toBe('This UPI ID is already added');
    expect(
      (await admin.post('/api/admin/upi-details', { name: '', upiId: '' })).json.error.message,
    ).toContain('Name is required');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renamed = await admin.request('PATCH', `/api/admin/upi-details/${created.json.id}`, {
      name: 'Main UPI',
    });
    expect(renamed.json.name).toBe('Main UPI');
    expect(renamed.json.isActive).toBe(true);
    expect(Date.parse(renamed.json.updatedAt)).toBeGreaterThan(Date.parse(created.json.updatedAt));

    const account = {
      name: 'Ops',
      accountNumber: String(Date.now()).slice(-12),
      ifscCode: 'icic0000004',
      bankName: 'ICICI',
    };
    const imps = await admin.post('/api/admin/imps-details', account);
    expect(imps.status).toBe(201);
    expect(imps.json.ifscCode).toBe('ICIC0000004');
    expect((await admin.post('/api/admin/imps-details', account)).json.error.code).toBe(
      'PAYOUT_ACCOUNT_EXISTS',
    );
    expect(
      (await admin.post('/api/admin/imps-details', { ...account, bankName: ' ' })).json.error.message,
    ).toContain('Bank name is required');
    const toggled = await admin.request('PATCH', `/api/admin/imps-details/${imps.json.id}`, {
      isActive: false,
    });
    expect(toggled.json.isActive).toBe(false);
    const listed = (await admin.get('/api/admin/imps-details')).json as { id: number; isActive: boolean }[];
    expect(listed.find((a) => a.id === imps.json.id)?.isActive).toBe(false);
    expect((await admin.request('PATCH', '/api/admin/imps-details/999999', { isActive: true })).status).toBe(
      404,
    );
    expect((await admin.request('PATCH', `/api/admin/imps-details/${imps.json.id}`, {})).status).toBe(400);

    const { rows } = await db.execute<{ action_type: string }>(sql`
      select action_type from admin_actions where entity_type in ('upi_detail', 'imps_detail')`);
    expect(rows.map((r) => r.action_type)).toEqual(
      expect.arrayContaining([
        'ADD_UPI_DETAIL',
        'UPDATE_UPI_DETAIL',
        'ADD_IMPS_DETAIL',
        'UPDATE_IMPS_DETAIL',
      ]),
    );
  });
});
