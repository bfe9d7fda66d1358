import { describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp, type TestClient } from '../../../../tests/integration/harness';

describe('sign-in rate limit', async () => {
  const first = await startTestApp({ SIGNIN_RATE_LIMIT_MAX: '3', SIGNIN_RATE_LIMIT_WINDOW_SECONDS: '60' });
  // A second app instance on the same database, as behind a load balancer.
  const second = await startSecondInstance(first.databaseUrl, {
    SIGNIN_RATE_LIMIT_MAX: '3',
    SIGNIN_RATE_LIMIT_WINDOW_SECONDS: '60',
  });

  it('holds across app instances because the counters live in PostgreSQL', async () => {
    const viaFirst = first.http.fork();
    const viaSecond = second.http;
    const attempt = (client: TestClient) => client.signIn('demo@iplbetting.app', 'wrong-password');

    expect((await attempt(viaFirst)).status).toBe(401);
    expect((await attempt(viaSecond)).status).toBe(401);
    expect((await attempt(viaFirst)).status).toBe(401);
    const limited = await attempt(viaSecond);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    // Even the right password waits out the window.
    expect((await viaFirst.signIn('demo@iplbetting.app', 'demo1234')).status).toBe(429);
  });
});
