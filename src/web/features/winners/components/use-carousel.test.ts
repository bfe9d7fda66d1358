// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useCarousel } from './use-carousel';

const embla = vi.hoisted(() => vi.fn(() => ({ destroy: vi.fn() })));
vi.mock('embla-carousel', () => ({ default: embla }));

/** An IntersectionObserver whose target comes into view when the test says so. */
function stubIntersection() {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return { show: (isIntersecting: boolean) => report?.([{ isIntersecting }]), disconnect };
}

afterEach(() => {
  vi.unstubAllGlobals();
  embla.mockClear();
});

describe('useCarousel', () => {
  it('loads the carousel only once it comes near the viewport, then stops watching', async () => {
    const intersection = stubIntersection();
    const viewport = document.createElement('div');
    const { result } = renderHook(() => useCarousel({ current: viewport }, true, { loop: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    intersection.show(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(embla).not.toHaveBeenCalled();

    intersection.show(true);
    await waitFor(() => expect(result.current).toBeDefined());
    expect(embla).toHaveBeenCalledExactlyOnceWith(viewport, { loop: false });
    expect(intersection.disconnect).toHaveBeenCalled();
  });

  it('loads it at once where the browser cannot tell what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useCarousel({ current: document.createElement('div') }, true, {}));
    await waitFor(() => expect(result.current).toBeDefined());
  });
});
