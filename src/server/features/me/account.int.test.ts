// My Account's saves: profile (sign-up rules, email needs the password), password (other sessions
// signed out), sessions; and Better Auth's own update endpoints closed, so nothing bypasses the rules.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';

describe('my account', async () => {
  const { http } = await startTestApp();

  it("closes Better Auth's update endpoints: a 5,000-character name or a free-text phone cannot be stored", async () => {
    const player = http.fork();
    const account = await player.signUp({ name: 'Ravi' });
    for (const path of ['/api/auth/update-user', '/api/auth/change-email', '/api/auth/change-password']) {
      const answer = await player.post(path, {
        name: 'x'.repeat(5000),
        phone: 'call me maybe',
        newEmail: 'a@b.co',
      });
      expect(answer.status, path).toBe(404);
    }
    const me = (await player.get('/api/me')).json;
    expect(me).toMatchObject({ name: 'Ravi', phone: account.phone, email: account.email });
  });

  it("saves the player's language to the account, for their other devices, and nothing else", async () => {
    const player = http.fork();
    const account = await player.signUp();
    expect((await player.get('/api/me')).json.locale).toBeNull();
    expect((await player.request('PUT', '/api/me/locale', { locale: 'hi' })).status).toBe(204);
    const otherDevice = http.fork();
    expect((await otherDevice.signIn(account.email, account.password)).status).toBe(200);
    expect((await otherDevice.get('/api/me')).json.locale).toBe('hi');
    const unknown = await player.request('PUT', '/api/me/locale', { locale: 'fr' });
    expect(unknown.status).toBe(400);
    expect((await player.request('PUT', '/api/me/locale', {})).status).toBe(400);
    expect((await player.get('/api/me')).json.locale).toBe('hi');
    expect((await http.fork().request('PUT', '/api/me/locale', { locale: 'hi' })).status).toBe(401);
  });

  it('saves a name with the sign-up rules and never the phone', async () => {
    const player = http.fork();
    const account = await player.signUp({ name: 'Ravi' });
    const tooLong = await player.request('PATCH', '/api/me/profile', { name: 'x'.repeat(81) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.message).toBe('Name must be at most 80 characters');
    expect((await player.request('PATCH', '/api/me/profile', { name: '  ' })).json.error.message).toBe(
      'Name is required',
    );
    expect((await player.request('PATCH', '/api/me/profile', {})).status).toBe(400);
    const saved = await player.request('PATCH', '/api/me/profile', {
      name: '  Ravi Kumar ',
      phone: '9000000000',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ name: 'Ravi Kumar', phone: account.phone });
    expect((await player.get('/api/me')).json.name).toBe('Ravi Kumar');
    expect((await http.fork().request('PATCH', '/api/me/profile', { name: 'Visitor' })).status).toBe(401);
  });

  it('changes the sign-in email only with the current password, and never to a taken one', async () => {
    const player = http.fork();
    const account = await player.signUp();
    const other = await http.fork().signUp();
    const newEmail = `moved-${Date.now()}@example.com`;
    const noPassword = await player.request('PATCH', '/api/me/profile', { email: newEmail });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.error.message).toBe('Enter your current password to change your email');
    const wrong = await player.request('PATCH', '/api/me/profile', {
      email: newEmail,
      currentPassword: 'wrong-one',
    });
    expect(wrong.json.error.message).toBe('Current password is incorrect');
    const taken = await player.request('PATCH', '/api/me/profile', {
      email: other.email,
      currentPassword: account.password,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe('Email already in use');
    expect((await player.request('PATCH', '/api/me/profile', { email: 'not-an-email' })).status).toBe(400);
    const moved = await player.request('PATCH', '/api/me/profile', {
      email: newEmail.toUpperCase(),
      currentPassword: account.password,
    });
    expect(moved.status).toBe(200);
    expect(moved.json.email).toBe(newEmail);
    expect((await http.fork().signIn(newEmail, account.password)).status).toBe(200);
    expect((await http.fork().signIn(account.email, account.password)).status).not.toBe(200);
  });

  it('changes the password: a wrong current one is refused, and the other sessions are signed out', async () => {
    const phone = http.fork();
    const account = await phone.signUp();
    const laptop = http.fork();
    expect((await laptop.signIn(account.email, account.password)).status).toBe(200);
    const sessions = (await phone.get('/api/me/sessions')).json.sessions as { current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.current).toBe(true);

    const wrong = await phone.post('/api/me/password', {
      currentPassword: 'not-mine',
      newPassword: 'brand-new-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe('Current password is incorrect');
    const short = await phone.post('/api/me/password', {
      currentPassword: account.password,
      newPassword: '123',
    });
    expect(short.json.error.message).toBe('Password must be at least 6 characters');

    const changed = await phone.post('/api/me/password', {
      currentPassword: account.password,
      newPassword: 'brand-new-1',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.signedOut).toBe(1);
    expect((await laptop.get('/api/me')).json).toBeNull();
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await http.fork().signIn(account.email, account.password)).status).not.toBe(200);
    expect((await http.fork().signIn(account.email, 'brand-new-1')).status).toBe(200);
  });

  it('lists only the player’s own sessions and signs out the others on request', async () => {
    const phone = http.fork();
    const account = await phone.signUp();
    const tablet = http.fork();
    await tablet.signIn(account.email, account.password);
    const stranger = http.fork();
    await stranger.signUp();
    expect((await stranger.get('/api/me/sessions')).json.sessions).toHaveLength(1);
    const ended = await phone.post('/api/me/sessions/sign-out-others');
    expect(ended.json.signedOut).toBe(1);
    expect((await tablet.get('/api/me')).json).toBeNull();
    expect((await stranger.get('/api/me')).status).toBe(200);
    expect((await phone.get('/api/me/sessions')).json.sessions).toHaveLength(1);
  });
});
