import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { createOrPromoteAdmin } from './create-admin';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

describe('/api/admin guard', async () => {
  const { http, deps } = await startTestApp();
  const document = (await http.get('/api/openapi.json')).json as OpenApi;
  // Every admin operation the API documents, with path parameters filled in.
  const operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const),
    );

  it('documents admin operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 to a visitor on every admin operation but the back office asking who it is', async () => {
    for (const [method, path] of operations) {
      if (method === 'GET' && path === '/api/admin/session') continue; // null, see session.int.test.ts
      const response = await http.fork().request(method, path, method === 'GET' ? undefined : {});
      expect([method, path, response.status]).toEqual([method, path, 401]);
      expect(response.json.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 to a player on every admin operation', async () => {
    const player = http.fork();
    await player.signUp();
    for (const [method, path] of operations) {
      const response = await player.request(method, path, method === 'GET' ? undefined : {});
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(response.json.error).toEqual({ code: 'FORBIDDEN', message: 'Not authorized as admin' });
    }
  });

  it('lets an admin through, including one promoted by create-admin', async () => {
    const player = http.fork();
    const account = await player.signUp();
    await createOrPromoteAdmin(deps.db, deps.auth, { email: account.email, password: 'ignored1' });
    const stats = await player.get('/api/admin/dashboard-stats');
    expect(stats.status).toBe(200);
    expect(stats.json.totalUsers).toBeGreaterThanOrEqual(3);
    expect((await player.get('/api/me')).json.isAdmin).toBe(true);
  });

  it('creates a new admin who can sign in', async () => {
    const result = await createOrPromoteAdmin(deps.db, deps.auth, {
      email: 'ops@example.com',
      password: 'opspass1',
      name: 'Ops',
    });
    expect(result.created).toBe(true);
    const admin = http.fork();
    expect((await admin.signIn('ops@example.com', 'opspass1')).status).toBe(200);
    expect((await admin.get('/api/admin/actions')).json).toEqual({ actions: [], nextCursor: null });
  });
});
