// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
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
  it('starts a new page at the top, keeps the scroll on a new query, and returns on Back', async () => {
    const go = renderShell('/terms');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollBy(800);
    scrollTo.mockClear();

    await go('/privacy');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    scrollBy(300);
    scrollTo.mockClear();

    await go('/privacy?section=rights');
    expect(scrollTo).not.toHaveBeenCalled();

    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);
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
