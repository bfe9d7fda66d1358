import { describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp, type TestClient } from '../../../../tests/integration/harness';

// Sign-in is throttled per address and per account (docs/decisions/0009); every test client comes from
// the address its X-Forwarded-For names (TRUST_PROXY, as behind the load balancer).
describe('sign-in throttling', async () => {
  const env = {
    SIGNIN_RATE_LIMIT_MAX: '5',
    SIGNIN_ACCOUNT_LIMIT_MAX: '3',
    SIGNIN_RATE_LIMIT_WINDOW_SECONDS: '900',
    TRUST_PROXY: 'true',
  };
  const first = await startTestApp(env);
  const second = await startSecondInstance(first.databaseUrl, env);
  const from = (client: TestClient, address: string) => ({
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
});
