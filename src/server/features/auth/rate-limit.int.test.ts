import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTestApp, TestClient } from '../../../../tests/integration/harness';
import { loadConfig } from '../../config';
import { createRuntime } from '../../runtime';

describe('sign-in rate limit', async () => {
  const first = await startTestApp({ SIGNIN_RATE_LIMIT_MAX: '3', SIGNIN_RATE_LIMIT_WINDOW_SECONDS: '60' });
  // A second app instance on the same database, as behind a load balancer.
  const second = await createRuntime(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      SEED_DEMO_DATA: 'false',
      SIGNIN_RATE_LIMIT_MAX: '3',
      SIGNIN_RATE_LIMIT_WINDOW_SECONDS: '60',
    }),
    first.databaseUrl,
    pino({ level: 'silent' }),
  );

  it('holds across app instances because the counters live in PostgreSQL', async () => {
    const viaFirst = first.http.fork();
    const viaSecond = new TestClient(second.app);
    const attempt = (client: TestClient) => client.signIn('demo@iplbetting.app', 'wrong-password');

    expect((await attempt(viaFirst)).status).toBe(401);
    expect((await attempt(viaSecond)).status).toBe(401);
    expect((await attempt(viaFirst)).status).toBe(401);
    const limited = await attempt(viaSecond);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    // Even the right password waits out the window.
    expect((await viaFirst.signIn('demo@iplbetting.app', 'demo1234')).status).toBe(429);
    await second.close();
  });
});
