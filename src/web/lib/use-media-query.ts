import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query now, following it as the window resizes. False where there is
 * no window to ask (tests without matchMedia), so layouts start from their narrow form.
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
