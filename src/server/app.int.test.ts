import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../tests/integration/harness';
import { loadConfig } from './config';
import { demoWinners, impsDetails, teams, upiDetails, userProfiles } from './db/schema';
import { seedAdmin, seedDemoData, seedReferenceData } from './features/seed/seed';
import { createRuntime } from './runtime';

describe('API conventions', async () => {
  const { http, deps, databaseUrl } = await startTestApp();

  it('checks the database in /api/health', async () => {
    const response = await http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await http.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route GET /api/no-such-thing' },
    });
  });

  it('documents its routes in /api/openapi.json', async () => {
    const document = (await http.get('/api/openapi.json')).json;
    for (const path of [
      '/api/health',
      '/api/me',
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/sign-out',
      '/api/admin/dashboard-stats',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  it('sends the security headers and a request id', async () => {
    const { headers } = await http.get('/api/health');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const player = http.fork();
    await player.signUp();
    const response = await player.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await player.get('/api/me')).status).toBe(200);
  });

  it('takes a write from the public URL or the host it was addressed to, and refuses a cross-site one', async () => {
    const player = http.fork();
    await player.signUp();
    // An empty slip: past the origin check, it is refused by validation (400), not as cross-site (403).
    const write = (headers: Record<string, string>) => player.post('/api/bets', {}, headers);
    expect((await write({})).status).toBe(400);
    expect((await write({ origin: 'http://localhost' })).status).toBe(400);
    expect((await write({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await write({ origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await write({ origin: '', 'sec-fetch-site': 'same-origin' })).status).toBe(400);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await http
      .fork()
      .post('/api/auth/sign-in/email', { email: 'a@b.in', password: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves a drawn SVG badge for every team', async () => {
    const rows = await deps.db.select().from(teams);
    expect(rows.map((t) => t.shortName).sort()).toEqual([
      'CSK',
      'DC',
      'GT',
      'KKR',
      'LSG',
      'MI',
      'PBKS',
      'RCB',
      'RR',
      'SRH',
    ]);
    const response = await http.get(rows[0]!.logoPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.text).toContain(rows[0]!.shortName);
    // Its URL names this drawing (?v=), so it is cached for a year; an unversioned one for a day.
    expect(rows[0]!.logoPath).toMatch(/\.svg\?v=[0-9a-f]{8}$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const unversioned = await http.get(rows[0]!.logoPath.replace(/\?v=.*/, ''));
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await http.get('/api/team-logos/XYZ.svg')).status).toBe(404);
  });

  it('seeds idempotently', async () => {
    const counts = async () =>
      Promise.all([teams, demoWinners, upiDetails, impsDetails, userProfiles].map((t) => deps.db.$count(t)));
    const before = await counts();
    await seedReferenceData(deps.db);
    await seedDemoData(deps.db, deps.auth, pino({ level: 'silent' }));
    await seedAdmin(
      deps.db,
      deps.auth,
      { email: 'admin@iplbetting.app', password: 'admin1234' },
      pino({ level: 'silent' }),
    );
    expect(await counts()).toEqual(before);
    expect(before[1]).toBeGreaterThan(0);
  });

  it('lets several instances start on one database at once (one migrates and seeds at a time)', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: '/nonexistent-test-data-dir',
    });
    const runtimes = await Promise.all(
      [1, 2, 3].map(() => createRuntime(config, databaseUrl, pino({ level: 'silent' }))),
    );
    const admins = await deps.db.execute(sql`select count(*)::int as n from admin_roles`);
    expect(admins.rows[0]).toEqual({ n: 1 });
    await Promise.all(runtimes.map((r) => r.close()));
  });
});
