import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';

const run = promisify(execFile);

describe('npm run create-admin', () => {
  it('writes the account and nothing else, whatever the environment says', async () => {
    const { deps, databaseUrl, http } = await startTestApp();
    const counts = async () => {
      const { rows } = await deps.db.execute<{ matches: number; markets: number; runs: number }>(sql`
        select (select count(*) from matches)::int as matches, (select count(*) from markets)::int as markets,
               (select count(*) from function_runs)::int as runs`);
      return rows[0]!;
    };
    const before = await counts();

    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', 'ops@example.com', 'operator-passphrase', 'Ops'],
      {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          NODE_ENV: 'development',
          BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
          // A running app's settings: create-admin must start none of it.
          JOBS_ENABLED: 'true',
          SYNC_ON_START: 'true',
          SIM_SECONDS_PER_BALL: '0.2',
          LOG_LEVEL: 'silent',
        },
      },
    );

    expect(stdout).toContain('Created admin ops@example.com.');
    expect(await counts()).toEqual(before);
    expect(
      (
        await http.post('/api/auth/sign-in/email', {
          email: 'ops@example.com',
          password: 'operator-passphrase',
        })
      ).status,
    ).toBe(200);
    expect((await http.get('/api/admin/dashboard-stats')).status).toBe(200);
  });
});
