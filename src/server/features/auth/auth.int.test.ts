import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { transactions } from '../../db/schema';
import { ledgerMismatches } from '../bets/test-fixtures';

describe('accounts', async () => {
  const { http, deps } = await startTestApp();

  it('registers a player who gets the ledgered demo credit and stays signed in', async () => {
    const player = http.fork();
    const account = await player.signUp({
      name: '  Asha Rao ',
      phone: '+91 98765 43210',
      email: 'Asha.Rao@Example.com',
    });

    const me = await player.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '9876543210',
      balance: 10000,
      isAdmin: false,
    });

    // A reload is just another request with the same cookie.
    expect((await player.get('/api/me')).json.id).toBe(account.id);

    const ledger = await deps.db.select().from(transactions).where(eq(transactions.userId, account.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      type: 'DEMO_CREDIT',
      debitAccount: 'PROMOTIONS',
      creditAccount: 'PLAYER',
      amountPaise: 1_000_000n,
      status: 'COMPLETED',
    });
  });

  it('logs out and back in', async () => {
    const player = http.fork();
    const account = await player.signUp();
    expect((await player.post('/api/auth/sign-out')).status).toBe(200);
    expect((await player.get('/api/me')).json).toBeNull();

    const signIn = await player.signIn(account.email, account.password);
    expect(signIn.status).toBe(200);
    expect((await player.get('/api/me')).json.balance).toBe(10000);
  });

  it('refuses a wrong password with a clear 401', async () => {
    const account = await http.fork().signUp();
    const response = await http.fork().signIn(account.email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
  });

  it("refuses a duplicate email, whatever its case, with 'Email already in use'", async () => {
    const account = await http.fork().signUp();
    const again = await http.fork().post('/api/auth/sign-up/email', {
      name: 'Someone',
      email: account.email.toUpperCase(),
      password: 'secret123',
      phone: '9123456780',
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: { code: 'EMAIL_IN_USE', message: 'Email already in use' } });
  });

  it('answers racing sign-ups on one email with one account and 409s, never 422', async () => {
    const email = `race-${Date.now()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        http.fork().post('/api/auth/sign-up/email', {
          name: `Racer ${i}`,
          email,
          password: 'secret123',
          phone: '9123456780',
        }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const lost of responses.filter((r) => r.status === 409))
      expect(lost.json).toEqual({ error: { code: 'EMAIL_IN_USE', message: 'Email already in use' } });
  });

  it.each([
    [{ email: 'nope', password: 'secret123', name: 'Al', phone: '9876543210' }, 'Email is invalid'],
    [
      { email: 'a@b.in', password: '123', name: 'Al', phone: '9876543210' },
      'Password must be at least 6 characters',
    ],
    [{ email: 'a@b.in', password: 'secret123', name: '', phone: '9876543210' }, 'Name is required'],
    [
      { email: 'a@b.in', password: 'secret123', name: 'A', phone: '9876543210' },
      'Name must be at least 2 characters',
    ],
    [
      { email: 'a@b.in', password: 'secret123', name: 'Al', phone: '12' },
      'Phone number must be a 10-digit mobile number',
    ],
    [{ email: 'a@b.in', password: 'secret123', name: 'Al' }, 'Phone number is required'],
    [{ email: 42, password: 'secret123', name: 'Al', phone: '9876543210' }, undefined],
  ])('refuses invalid sign-up %j with a 4xx and creates nothing', async (body, message) => {
    const before = await deps.db.$count(transactions);
    const response = await http.fork().post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json.error.message).toBe(message);
    expect(await deps.db.$count(transactions)).toBe(before);
  });

  it('answers malformed JSON with a 4xx, never a 500', async () => {
    const response = await http.fork().request('POST', '/api/auth/sign-in/email', '{"email":', {
      'content-type': 'application/json',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("keeps every balance equal to its wallet's transfers", async () => {
    expect(await ledgerMismatches(deps.db)).toEqual([]);
  });

  it('refuses to change or delete ledger rows', async () => {
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (e: Error) => String((e.cause as Error)?.message),
      );
    expect(
      await failure(deps.db.execute(sql`update transactions set amount_paise = amount_paise + 1`)),
    ).toMatch(/append-only/);
    expect(await failure(deps.db.execute(sql`delete from transactions`))).toMatch(/append-only/);
  });
});
