import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/integration/harness';
import { createMatch, selection } from '../features/bets/test-fixtures';

// The lean session lookup (session.ts) must answer exactly as Better Auth's getSession would.
describe('session lookup', async () => {
  const { http, deps } = await startTestApp();
  const sessionOf = async (userId: string) =>
    (
      await deps.db.execute<{ token: string; expires_at: string }>(
        sql`select token, expires_at::text from sessions where user_id = ${userId}`,
      )
    ).rows;

  it('refuses a cookie whose signature does not match, and an unknown token', async () => {
    const player = http.fork();
    const account = await player.signUp();
    const [session] = await sessionOf(account.id);
    const forged = `better-auth.session_token=${session!.token}.${'A'.repeat(43)}%3D`;
    expect((await http.fork().get('/api/me', { cookie: forged })).json).toBeNull();
    expect((await http.fork().get('/api/me', { cookie: 'better-auth.session_token=nope' })).json).toBeNull();
    expect((await player.get('/api/me')).status).toBe(200);
    // Its correctly signed header known now, the same token with another signature is still refused.
    expect((await http.fork().get('/api/me', { cookie: forged })).json).toBeNull();
  });

  it('takes a correctly signed session in a long cookie header too, and stops it when revoked', async () => {
    const player = http.fork();
    const account = await player.signUp();
    const long = { cookie: `${player.cookieHeader()}; other=${'x'.repeat(2_000)}` };
    expect((await http.fork().get('/api/me', long)).json.id).toBe(account.id);
    await deps.db.execute(sql`delete from sessions where user_id = ${account.id}`);
    expect((await http.fork().get('/api/me', long)).json).toBeNull();
  });

  it('stops a revoked session at once', async () => {
    const player = http.fork();
    const account = await player.signUp();
    expect((await player.get('/api/me')).status).toBe(200);
    await deps.db.execute(sql`delete from sessions where user_id = ${account.id}`);
    expect((await player.get('/api/me')).json).toBeNull();
  });

  it('lets Better Auth refresh a session due its daily refresh, and delete an expired one', async () => {
    const player = http.fork();
    const account = await player.signUp();
    // Two days old: due a refresh (updateAge one day), still valid.
    await deps.db.execute(
      sql`update sessions set expires_at = now() + interval '5 days' where user_id = ${account.id}`,
    );
    expect((await player.get('/api/me')).status).toBe(200);
    const [refreshed] = await sessionOf(account.id);
    expect(new Date(refreshed!.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.5 * 86_400_000);

    await deps.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${account.id}`,
    );
    expect((await player.get('/api/me')).json).toBeNull();
    expect(await sessionOf(account.id)).toHaveLength(0);
  });

  // Bet placement checks the session inside its own statement (one query per bet): the same rules hold.
  describe('for bet placement', async () => {
    const match = await createMatch(deps.db, { status: 'LIVE' });
    const bet = (client: typeof http) =>
      client.post('/api/bets', { idempotencyKey: randomUUID(), selections: [selection(match)] });

    it('refuses a revoked session at once, places nothing', async () => {
      const player = http.fork();
      const account = await player.signUp();
      await deps.db.execute(sql`delete from sessions where user_id = ${account.id}`);
      expect((await bet(player)).status).toBe(401);
      const { rows } = await deps.db.execute(sql`select id from bets where user_id = ${account.id}`);
      expect(rows).toHaveLength(0);
    });

    it('places through a session due its refresh, which Better Auth then extends', async () => {
      const player = http.fork();
      const account = await player.signUp();
      await deps.db.execute(
        sql`update sessions set expires_at = now() + interval '5 days' where user_id = ${account.id}`,
      );
      expect((await bet(player)).status).toBe(201);
      const [refreshed] = await sessionOf(account.id);
      expect(new Date(refreshed!.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.5 * 86_400_000);
    });

    it('refuses an expired session and deletes it', async () => {
      const player = http.fork();
      const account = await player.signUp();
      await deps.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${account.id}`,
      );
      expect((await bet(player)).status).toBe(401);
      expect(await sessionOf(account.id)).toHaveLength(0);
    });
  });

  // A cash-out checks the session inside its bet read (one query fewer): the same rules hold.
  describe('for a cash-out', async () => {
    const match = await createMatch(deps.db, { status: 'LIVE' });
    /** A player with a pending bet, and a cash-out of all of it at its offer, sent when called. */
    const playerWithBet = async () => {
      const player = http.fork();
      const account = await player.signUp();
      const placed = await player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        selections: [selection(match)],
      });
      const betId = placed.json.bets[0].id as string;
      const { amount } = (await player.get(`/api/me/bets/${betId}/cash-out`)).json;
      const cashOut = () =>
        player.post(`/api/me/bets/${betId}/cash-out`, {
          idempotencyKey: randomUUID(),
          expectedAmount: amount,
        });
      return { account, cashOut };
    };
    const cashOutsOf = async (userId: string) =>
      (await deps.db.execute(sql`select id from cash_outs where user_id = ${userId}`)).rows;

    it('refuses a revoked session at once, cashes out nothing', async () => {
      const { account, cashOut } = await playerWithBet();
      await deps.db.execute(sql`delete from sessions where user_id = ${account.id}`);
      expect((await cashOut()).status).toBe(401);
      expect(await cashOutsOf(account.id)).toHaveLength(0);
    });

    it('cashes out through a session due its refresh, which Better Auth then extends', async () => {
      const { account, cashOut } = await playerWithBet();
      await deps.db.execute(
        sql`update sessions set expires_at = now() + interval '5 days' where user_id = ${account.id}`,
      );
      expect((await cashOut()).status).toBe(200);
      expect(await cashOutsOf(account.id)).toHaveLength(1);
      const [refreshed] = await sessionOf(account.id);
      expect(new Date(refreshed!.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.5 * 86_400_000);
    });

    it('refuses an expired session and deletes it', async () => {
      const { account, cashOut } = await playerWithBet();
      await deps.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${account.id}`,
      );
      expect((await cashOut()).status).toBe(401);
      expect(await cashOutsOf(account.id)).toHaveLength(0);
      expect(await sessionOf(account.id)).toHaveLength(0);
    });
  });
});
