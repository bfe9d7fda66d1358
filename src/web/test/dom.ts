import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Registers the hooks of a DOM test file: stub window.scrollTo (jsdom lacks it and the router
 * calls it), then unmount and drop the stubbed globals (fetch included) after each test.
 */
export function setupDomTests() {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
