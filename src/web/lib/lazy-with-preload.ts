import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part loaded on intent (a sheet): the component, and `preload`, which starts loading
 * its code as the player reaches for what opens it (pointer or focus), so the tap finds it ready. One
 * load serves both. A failed preload is forgotten: the component's own load tries again, and fails
 * into its error boundary only if that fails too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    Component: lazy(async () => ({ default: await start() })),
    preload: () => void start().catch(() => {}),
    /** The load itself, for a caller that waits for it (and handles its failure). */
    load: start,
  };
}
