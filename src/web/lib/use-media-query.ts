import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query now, following it as the window resizes. False where there is
 * no window to ask (tests without matchMedia), so layouts start from their narrow form.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
