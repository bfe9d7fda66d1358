import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true from the render after its first commit. For parts of the
 * page the first screen does not need (the toasts' host, the signed-in menu and bell, the reality
 * check): rendered only once mounted, their lazy code is requested after the first screen is on its
 * way to the display, not while its own code and data compete for a phone's connection.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // The render after the first commit is the point: it is what starts those parts' code loading.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return mounted;
}
