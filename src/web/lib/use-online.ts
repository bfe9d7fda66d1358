import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * False while the browser is offline. Read from TanStack Query's online manager, the same signal that
 * pauses its queries, so a screen never shows a spinner for a fetch that is waiting for the network.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
