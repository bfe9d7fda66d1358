import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TestClient } from '../../tests/integration/harness';
import { loadConfig } from './config';
import { foretoldOutcomes, leagueOutcomes } from './feeds/test-support';
import { SimulatorProvider } from './feeds/simulator/simulator-provider';
import { createRuntime } from './runtime';

const production = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'prod-secret-prod-secret-prod-secret-0123',
    PUBLIC_URL: 'https://bets.example.com',
    DATA_DIR: '/nonexistent-test-data-dir',
    JOBS_ENABLED: 'false',
    SYNC_ON_START: 'false',
    ...env,
  });

describe('production defaults', () => {
  it('creates no account with a known password on a fresh database', async () => {
    const runtime = await createRuntime(production(), await createTestDatabase(), pino({ level: 'silent' }));
    try {
      const http = new TestClient(runtime.app);
      const origin = { origin: 'https://bets.example.com' };
      for (const [email, password] of [
        ['admin@iplbetting.app', 'admin1234'],
        ['demo@iplbetting.app', 'demo1234'],
      ])
        expect((await http.post('/api/auth/sign-in/email', { email, password }, origin)).status).toBe(401);
      const { rows } = await runtime.deps.db.execute<{ n: number }>(sql`
        select (select count(*) from user_profiles)::int + (select count(*) from admin_roles)::int
             + (select count(*) from demo_winners)::int + (select count(*) from upi_details)::int as n`);
      expect(rows[0]!.n).toBe(0);
      // What every installation needs is there.
      expect(await runtime.deps.db.$count(runtime.deps.db._.fullSchema.teams)).toBe(10);
    } finally {
      await runtime.close();
    }
  });

  it("refuses the README's admin password, a short one, and demo data", () => {
    expect(() => production({ SEED_ADMIN_PASSWORD: 'admin1234' })).toThrow(/SEED_ADMIN_PASSWORD/);
    expect(() => production({ SEED_ADMIN_PASSWORD: 'short-pass' })).toThrow(/12 or more/);
    expect(() => production({ SEED_DEMO_DATA: 'true' })).toThrow(/never seeded in production/);
    expect(() => production({ SIM_SEED: '2025' })).toThrow(/SIM_SEED: a published seed/);
  });

  it('plays a secret season: two installs differ, and the published seed foretells neither', async () => {
    const databases = [await createTestDatabase(), await createTestDatabase()];
    const start = (url: string) => createRuntime(production(), url, pino({ level: 'silent' }));
    const installs = [await start(databases[0]!), await start(databases[1]!), await start(databases[0]!)];
    try {
      const end = new Date('2026-01-03T16:00:00Z');
      const [first, second, firstAgain] = await Promise.all(
        installs.map(async ({ deps }) => leagueOutcomes(await deps.provider.fetchSchedule(end))),
      );
      // Instances of one install share its secret through the database: one season.
      expect(firstAgain).toEqual(first);
      const published = leagueOutcomes(await new SimulatorProvider({ seed: 2025 }).fetchSchedule(end));
      expect(first!.filter((outcome) => outcome !== null).length).toBeGreaterThan(60);
      expect(foretoldOutcomes(first!, second!)).toEqual([]);
      expect(foretoldOutcomes(first!, published)).toEqual([]);
      expect(foretoldOutcomes(second!, published)).toEqual([]);
    } finally {
      await Promise.all(installs.map((runtime) => runtime.close()));
    }
  });

  it('creates the first admin from an explicitly configured strong password', async () => {
    const password = 'a-long-operator-chosen-passphrase';
    const runtime = await createRuntime(
      production({ SEED_ADMIN_EMAIL: 'ops@example.com', SEED_ADMIN_PASSWORD: password }),
      await createTestDatabase(),
      pino({ level: 'silent' }),
    );
    try {
      const http = new TestClient(runtime.app);
      const origin = { origin: 'https://bets.example.com' };
      expect(
        (await http.post('/api/auth/sign-in/email', { email: 'ops@example.com', password }, origin)).status,
      ).toBe(200);
      expect((await http.get('/api/admin/dashboard-stats')).status).toBe(200);
    } finally {
      await runtime.close();
    }
  });
});
