// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());
  const at = (path: string) => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    window.history.replaceState(null, '', path);
    registerServiceWorker();
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    register.mockClear();
  });

  it.each(['/', '/upcoming', '/wallet', '/my-bets'])('registers it on the player page %s', (path) => {
    at(path);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it.each(['/booklogin', '/bookdashboard', '/bookdashboard/book', '/admin'])(
    'registers none on the back-office page %s',
    (path) => {
      at(path);
      expect(register).not.toHaveBeenCalled();
    },
  );
});
