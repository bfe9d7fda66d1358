import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from './get-me';

const me = {
  id: 'u1',
  name: 'Demo Player',
  email: 'demo@iplbetting.app',
  phone: '9876543210',
  balance: 10000,
  isAdmin: false,
  createdAt: '2024-06-01T00:00:00.000Z',
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getMe', () => {
  it('returns the profile when signed in', async () => {
    const fetchMock = stubFetch(200, me);
    await expect(getMe()).resolves.toEqual(me);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('resolves null when signed out (401)', async () => {
    stubFetch(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } });
    await expect(getMe()).resolves.toBeNull();
  });

  it('resolves null when the profile fetch fails', async () => {
    stubFetch(500, { error: { code: 'INTERNAL', message: 'Something broke' } });
    await expect(getMe()).resolves.toBeNull();
  });
});
