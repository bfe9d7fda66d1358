// GET|POST /api/admin/session: the back office asks the server who may enter, never browser storage.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';

describe('/api/admin/session', async () => {
  const { http, deps } = await startTestApp();
  const signIns = async () =>
    (
      await deps.db.execute<{ admin_id: string; entity_type: string }>(
        sql`select admin_id, entity_type from admin_actions where action_type = 'BACKOFFICE_SIGN_IN'`,
      )
    ).rows;

  it('answers null to a visitor (no error status, as /api/me), 403 to a player, and records nothing', async () => {
    const visitor = await http.fork().get('/api/admin/session');
    expect([visitor.status, visitor.json]).toEqual([200, null]);
    expect((await http.fork().post('/api/admin/session', {})).status).toBe(401);
    expect((await http.fork().get('/api/admin/dashboard-stats')).status).toBe(401);
    const player = http.fork();
    await player.signUp();
    const refused = await player.post('/api/admin/session', {});
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('Not authorized as admin');
    expect(await signIns()).toEqual([]);
  });

  it("answers the admin's id, name and email, and audits entering the back office", async () => {
    const admin = http.fork();
    expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
    const me = await admin.get('/api/admin/session');
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: 'admin@iplbetting.app',
    });
    expect(await signIns()).toEqual([]);

    const entered = await admin.post('/api/admin/session', {});
    expect(entered.json).toEqual(me.json);
    expect(await signIns()).toEqual([{ admin_id: me.json.id, entity_type: 'session' }]);
    const log = await admin.get('/api/admin/actions');
    expect(log.json.actions[0]).toMatchObject({
      actionType: 'BACKOFFICE_SIGN_IN',
      adminEmail: 'admin@iplbetting.app',
    });
  });
});
