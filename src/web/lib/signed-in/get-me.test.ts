import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer } from '@/test/fixtures';
import { getMe } from './get-me';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getMe', () => {
  it('returns the profile when signed in', async () => {
    const fetchMock = stubFetch({ me: testPlayer });
    await expect(getMe()).resolves.toEqual(testPlayer);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('resolves null when signed out (200 with null)', async () => {
    stubFetch({ me: null });
    await expect(getMe()).resolves.toBeNull();
  });

  it('resolves null when the profile fetch fails', async () => {
    stubFetch({ handle: () => errorResponse(500, 'INTERNAL', 'Something broke') });
    await expect(getMe()).resolves.toBeNull();
  });
});
