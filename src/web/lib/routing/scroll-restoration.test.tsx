// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { setupDomTests } from '@/test/dom';
import { useScrollRestoration } from './scroll-restoration';

setupDomTests();

function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function renderShell(path: string) {
  const at: { navigate: NavigateFunction | null } = { navigate: null };
  function Shell() {
    useScrollRestoration();
    at.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );
  return (to: string | number) =>
    act(() => void (typeof to === 'number' ? at.navigate!(to) : at.navigate!(to)));
}

describe('the shell’s scroll restoration', () => {
  it('leaves the document’s first page where it is, without a scroll that forces a layout', () => {
    renderShell('/my-bets');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top, keeps the scroll on a new query, and returns on Back', async () => {
    const go = renderShell('/terms');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollBy(800);
    scrollTo.mockClear();

    await go('/privacy');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: 'instant' });
    scrollBy(300);
    scrollTo.mockClear();

    await go('/privacy?section=rights');
    expect(scrollTo).not.toHaveBeenCalled();

    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 300, behavior: 'instant' });
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 800, behavior: 'instant' });
  });

  it('returns to a position the page is too short for at first, once it has grown', async () => {
    const go = renderShell('/my-bets');
    scrollBy(1200);
    await go('/wallet');
    // Back on a page that can scroll to 400 only, for its first two frames.
    let calls = 0;
    vi.mocked(window.scrollTo).mockImplementation(((options: ScrollToOptions) => {
      calls += 1;
      scrollBy(calls < 3 ? Math.min(options.top!, 400) : options.top!);
    }) as typeof window.scrollTo);
    await go(-1);
    await waitFor(() => expect(window.scrollY).toBe(1200));
    expect(calls).toBe(3);
  });

  it('keeps the positions for a reload when the page is left', () => {
    renderShell('/help-support');
    scrollBy(640);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('scroll-positions')!)).toMatchObject({
      'path:/help-support': 640,
    });
  });
});
