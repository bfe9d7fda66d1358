import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/integration/harness';

// PostgreSQL cannot store U+0000 in text: each of these answered 500 before the text type refused it.
// Each is now a 400 naming the field, in the shape of every validation error, and nothing changes.
describe('a control character in a text field', async () => {
  const { http, deps } = await startTestApp();
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const player = http.fork();
  await player.signUp();
  const upi = { method: 'upi', upiName: 'Asha Rao', upiId: 'asha@okaxis' };
  const withdraw = (body: Record<string, unknown>) =>
    player.post('/api/me/withdrawals', { idempotencyKey: randomUUID(), amount: 500, ...upi, ...body });

  type Answer = { status: number; json?: { error?: { code?: string; details?: { path: string }[] } } };
  const refusedField = (response: Answer, field: string) =>
    expect({
      status: response.status,
      code: response.json?.error?.code,
      fields: response.json?.error?.details?.map((d) => d.path),
    }).toEqual({ status: 400, code: 'VALIDATION_ERROR', fields: [field] });

  it('refuses a NUL in a withdrawal name and debits nothing', async () => {
    refusedField(await withdraw({ upiName: 'a\u0000b' }), 'upiName');
    expect((await player.get('/api/me/withdrawals')).json.withdrawals).toEqual([]);
    expect((await player.get('/api/me')).json.balance).toBe(10000);
  });

  it("refuses a NUL in an admin's rejection reason and leaves the request pending", async () => {
    const created = await withdraw({});
    expect(created.status).toBe(201);
    const id = created.json.withdrawal.id as string;
    refusedField(await admin.post(`/api/admin/withdrawals/${id}/reject`, { reason: 'a\u0000b' }), 'reason');
    expect((await admin.get(`/api/admin/withdrawals/${id}`)).json.withdrawal.status).toBe('PENDING');
  });

  it('refuses a NUL in a profile name and keeps the name', async () => {
    refusedField(await player.request('PATCH', '/api/me/profile', { name: 'a\u0000b' }), 'name');
    expect((await player.get('/api/me')).json.name).toBe('Test Player');
  });

  it('refuses a NUL in a sign-up name and makes no account', async () => {
    const email = `nul-${randomUUID().slice(0, 8)}@example.com`;
    const response = await http.fork().post('/api/auth/sign-up/email', {
      name: 'a\u0000b',
      email,
      password: 'secret123',
      phone: '9876543210',
    });
    refusedField(response, 'name');
    const found = await deps.db.execute(sql`select 1 from user_profiles where email = ${email}`);
    expect(found.rows).toEqual([]);
  });
});
