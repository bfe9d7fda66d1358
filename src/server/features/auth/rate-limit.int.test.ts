import { generateSignedCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { grantAdmin } from '../admin/grant-admin';

// Sign-in is throttled per address, and per account for browsers without its device cookie or per
// device cookie for those with one (docs/decisions/0009, 0040); every test client comes from the address
// its X-Forwarded-For names (TRUST_PROXY, as behind the load balancer).
describe('sign-in throttling', async () => {
  const env = {
    SIGNIN_RATE_LIMIT_MAX: '5',
    SIGNIN_ACCOUNT_LIMIT_MAX: '3',
    SIGNIN_DEVICE_LIMIT_MAX: '4',
    SIGNIN_RATE_LIMIT_WINDOW_SECONDS: '900',
    TRUST_PROXY: 'true',
  };
  const first = await startTestApp(env);
  const second = await startSecondInstance(first.databaseUrl, env);
  const from = (client: TestClient, address: string) => ({
    client,
    signIn: (email: string, password: string) =>
      client.post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': address }),
  });

  it('slows guesses at one account spread over many addresses and instances, whatever the password', async () => {
    const victim = await first.http.fork().signUp();
    const guesses = [
      from(first.http.fork(), '10.0.0.1'),
      from(second.http.fork(), '10.0.0.2'),
      from(first.http.fork(), '10.0.0.3'),
    ];
    for (const guesser of guesses)
      expect((await guesser.signIn(victim.email, 'wrong-guess')).status).toBe(401);
    const limited = await from(second.http.fork(), '10.0.0.4').signIn(victim.email, victim.password);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(limited.json.error.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('does not lock a player out because someone behind the same address mistyped', async () => {
    const typist = await first.http.fork().signUp();
    const neighbour = await first.http.fork().signUp();
    const carrierNat = '100.64.0.9';
    for (let i = 0; i < 3; i++)
      expect((await from(first.http.fork(), carrierNat).signIn(typist.email, 'typo-typo')).status).toBe(401);
    // The typist's account is now held; the neighbour signs in, again and again, from the same address.
    expect((await from(first.http.fork(), carrierNat).signIn(typist.email, typist.password)).status).toBe(
      429,
    );
    for (let i = 0; i < 6; i++)
      expect(
        (await from(second.http.fork(), carrierNat).signIn(neighbour.email, neighbour.password)).status,
      ).toBe(200);
  });

  it('slows one address guessing many accounts', async () => {
    const spray = from(first.http.fork(), '203.0.113.7');
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => first.http.fork().signUp()));
    const statuses = [];
    for (const account of accounts) statuses.push((await spray.signIn(account.email, 'password1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  /** A stranger (a new client each time, from addresses of its own) fails until the account is locked. */
  const lockOut = async (email: string, addressPrefix: string) => {
    for (let i = 1; i <= 3; i++)
      expect(
        (await from(first.http.fork(), `${addressPrefix}.${i}`).signIn(email, 'wrong-guess')).status,
      ).toBe(401);
  };
  const deviceCookieOf = (client: TestClient) =>
    client
      .cookieHeader()
      .split('; ')
      .find((pair) => pair.startsWith('ipl_device='));

  describe('device cookies', () => {
    it('signs the owner in from a known device during a lockout a stranger caused', async () => {
      const owner = await first.http.fork().signUp();
      const laptop = first.http.fork();
      const signedIn = await from(laptop, '192.0.2.10').signIn(owner.email, owner.password);
      expect(signedIn.status).toBe(200);
      const deviceCookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('ipl_device='));
      expect(deviceCookie).toMatch(/; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
      expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);
      expect((await laptop.get('/api/me')).json).toBeNull();
      expect(deviceCookieOf(laptop)).toBeDefined(); // not a session: it outlives sign-out

      await lockOut(owner.email, '198.51.100');
      const stranger = await from(second.http.fork(), '198.51.100.9').signIn(owner.email, owner.password);
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(800);

      const back = await from(laptop, '192.0.2.10').signIn(owner.email, owner.password);
      expect(back.status).toBe(200);
      expect((await laptop.get('/api/me')).json.email).toBe(owner.email);
      // The owner's sign-in does not reopen the account to strangers.
      expect(
        (await from(first.http.fork(), '198.51.100.10').signIn(owner.email, owner.password)).status,
      ).toBe(429);
    });

    it('counts the browser an account was registered in as its device', async () => {
      const phone = from(first.http.fork(), '192.0.2.50');
      const owner = await phone.client.signUp();
      await phone.client.post('/api/auth/sign-out');
      await lockOut(owner.email, '198.51.101');
      expect((await phone.signIn(owner.email, owner.password)).status).toBe(200);
    });

    it('audits the lockout of an admin account once, and lets the admin in from their device', async () => {
      const admin = await first.http.fork().signUp();
      await grantAdmin(first.deps.db, admin.id);
      const player = await first.http.fork().signUp();
      const office = first.http.fork();
      expect((await from(office, '192.0.2.20').signIn(admin.email, admin.password)).status).toBe(200);

      await lockOut(admin.email, '203.0.113');
      await lockOut(player.email, '203.0.114');
      for (let i = 0; i < 3; i++)
        expect(
          (await from(second.http.fork(), '203.0.115.1').signIn(admin.email, 'wrong-guess')).status,
        ).toBe(429);

      expect((await from(office, '192.0.2.20').signIn(admin.email, admin.password)).status).toBe(200);
      const log = await office.get('/api/admin/actions?limit=100');
      expect(log.status).toBe(200);
      const lockouts = log.json.actions.filter(
        (a: { actionType: string }) => a.actionType === 'SIGN_IN_LOCKED',
      ) as { adminId: string; details: { address: string } }[];
      expect(lockouts.map((a) => [a.adminId, a.details.address])).toEqual([[admin.id, '203.0.113.3']]);
    });

    it("counts a forged or altered device cookie, or another account's, as none", async () => {
      const owner = await first.http.fork().signUp();
      const other = await first.http.fork().signUp();
      const laptop = first.http.fork();
      expect((await from(laptop, '192.0.2.30').signIn(owner.email, owner.password)).status).toBe(200);
      await lockOut(owner.email, '198.18.0');
      await lockOut(other.email, '198.18.1');

      // The laptop's cookie names the owner's account, not the other one.
      expect((await from(laptop, '192.0.2.30').signIn(other.email, other.password)).status).toBe(429);
      // Its value altered to name the other account, its signature kept.
      const genuine = decodeURIComponent(deviceCookieOf(laptop)!.slice('ipl_device='.length));
      const altered = genuine.replace(owner.id, other.id);
      expect(altered).not.toBe(genuine);
      const withCookie = (value: string) =>
        first.http
          .fork()
          .post(
            '/api/auth/sign-in/email',
            { email: other.email, password: other.password },
            { 'x-forwarded-for': '192.0.2.31', cookie: `ipl_device=${encodeURIComponent(value)}` },
          );
      expect((await withCookie(altered)).status).toBe(429);
      // A well-formed cookie for the other account, signed with a key that is not the server's.
      const forged = await generateSignedCookie(
        'ipl_device',
        `${other.id}.bm9uY2Vub25jZW5vbmNl.${Math.floor(Date.now() / 1000)}`,
        'not-the-server-secret-not-the-server-secret',
      );
      expect(
        (await withCookie(decodeURIComponent(forged.split(';')[0]!.slice('ipl_device='.length)))).status,
      ).toBe(429);
      // The genuine cookie still works for its own account.
      expect((await withCookie(genuine)).status).toBe(429);
      expect(
        (
          await first.http
            .fork()
            .post(
              '/api/auth/sign-in/email',
              { email: owner.email, password: owner.password },
              { 'x-forwarded-for': '192.0.2.32', cookie: `ipl_device=${encodeURIComponent(genuine)}` },
            )
        ).status,
      ).toBe(200);
    });

    it('locks a device cookie after its own failures, without locking the account for anyone else', async () => {
      const owner = await first.http.fork().signUp();
      const laptop = first.http.fork();
      expect((await from(laptop, '192.0.2.40').signIn(owner.email, owner.password)).status).toBe(200);
      await laptop.post('/api/auth/sign-out');
      // Four failures from the device: over the account's limit of three, within the device's own four.
      for (let i = 0; i < 4; i++)
        expect((await from(laptop, '192.0.2.40').signIn(owner.email, 'wrong-guess')).status).toBe(401);
      expect((await from(laptop, '192.0.2.41').signIn(owner.email, owner.password)).status).toBe(429);
      // The device's failures were not the account's: the owner signs in from a new browser.
      expect((await from(first.http.fork(), '192.0.2.42').signIn(owner.email, owner.password)).status).toBe(
        200,
      );
    });
  });
});
