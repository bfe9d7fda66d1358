// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { scrollBySlide, useAutoplay } from './use-autoplay';

/**
 * A row 300 px wide over four 200 px slides (800 px), scrolled to `left`. scrollTo is recorded, and
 * clamped as a browser clamps it.
 */
function row(left = 0, scrollWidth = 800) {
  const element = document.createElement('div');
  const list = element.appendChild(document.createElement('ul'));
  for (let i = 0; i < 4; i++) {
    const slide = list.appendChild(document.createElement('li'));
    Object.defineProperty(slide, 'offsetWidth', { value: 200 });
  }
  Object.defineProperty(element, 'clientWidth', { value: 300 });
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth });
  element.scrollLeft = left;
  const scrollTo = vi.fn(
    (options: ScrollToOptions) =>
      void (element.scrollLeft = Math.min(Math.max(options.left ?? 0, 0), scrollWidth - 300)),
  );
  element.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  document.body.append(element);
  return { element, lefts: () => scrollTo.mock.calls.map(([options]) => options.left) };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('scrollBySlide', () => {
  it('moves one slide either way and wraps past either end', () => {
    const { element, lefts } = row(0);
    scrollBySlide(element, 1);
    scrollBySlide(element, 1);
    element.scrollLeft = 500; // the end: 800 - 300
    scrollBySlide(element, 1);
    scrollBySlide(element, -1);
    expect(lefts()).toEqual([200, 400, 0, 500]);
  });
});

describe('useAutoplay', () => {
  it('advances a slide every interval, and holds while the pointer or the focus is on the row', () => {
    const { element, lefts } = row(0);
    renderHook(() => useAutoplay({ current: element }, true, 4000));
    vi.advanceTimersByTime(8000);
    expect(lefts()).toEqual([200, 400]);

    element.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(12_000);
    expect(lefts()).toEqual([200, 400]);
    element.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(8000);
    expect(lefts()).toEqual([200, 400, 600, 0]); // the third stops at the end (500), the fourth wraps
  });

  it('does not move for a player who asks for reduced motion, nor when every slide fits', () => {
    reducedMotion(true);
    const still = row(0);
    renderHook(() => useAutoplay({ current: still.element }, true, 4000));
    vi.advanceTimersByTime(20_000);
    expect(still.lefts()).toEqual([]);

    reducedMotion(false);
    const fits = row(0, 300);
    renderHook(() => useAutoplay({ current: fits.element }, true, 4000));
    vi.advanceTimersByTime(20_000);
    expect(fits.lefts()).toEqual([]);
  });

  it('stops when the row goes', () => {
    const { element, lefts } = row(0);
    const { unmount } = renderHook(() => useAutoplay({ current: element }, true, 4000));
    unmount();
    vi.advanceTimersByTime(20_000);
    expect(lefts()).toEqual([]);
  });
});
