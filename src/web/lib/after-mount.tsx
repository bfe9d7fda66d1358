import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * `fallback` in its first render, `children` from the render after its first commit. For parts of the
 * page the first screen does not need (the toasts' host, the signed-in menu and bell, the reality
 * check): rendered only once mounted, their lazy code is requested after the first screen is on its
 * way to the display, not while its own code and data compete for a phone's connection.
 *
 * The state lives here, at the leaf, so the render after mount is this part's alone: held in the
 * component that contains it (the header, the providers), it would re-render that whole subtree. It is
 * a transition: the deferred parts of a page flip in one render, and React yields to the browser
 * between them (each starts its lazy code's requests) instead of holding the main thread for all.
 */
export function AfterMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  // The render after the first commit is the point: it is what starts those parts' code loading.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : fallback;
}
