import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Registers the hooks of a DOM test file: stub window.scrollTo (jsdom lacks it and the
 * shell's scroll restoration calls it), then unmount and drop the stubbed globals (fetch included) after each test.
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

/**
 * What jsdom lacks and radix's Switch and Select call (they measure the thumb, capture the pointer
 * and scroll the chosen option into view): register in a test file that renders them.
 */
export function stubLayoutApis() {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.scrollIntoView ??= () => {};
  });
}
