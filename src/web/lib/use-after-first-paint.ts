import { startTransition, useEffect, useState } from 'react';

const FIRST_PAINT = 'first-contentful-paint';

/** Whether the page has painted content yet, or never will while no one looks at it (a hidden tab). */
function paintedOrHidden(): boolean {
  return document.visibilityState === 'hidden' || performance.getEntriesByName?.(FIRST_PAINT).length > 0;
}

/**
 * False until the page's first content is on the screen, then true: for parts whose code should not
 * compete with the first paint even when they show on the first screen (the bet slip's column, whose
 * code brings zod). Where the browser does not report paints, true from the start.
 */
export function useAfterFirstPaint(): boolean {
  const canTell =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const [painted, setPainted] = useState(() => !canTell || paintedOrHidden());
  useEffect(() => {
    if (painted) return;
    const done = () => startTransition(() => setPainted(true));
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_PAINT).length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab hidden before its first paint never reports one.
    const onHidden = () => document.visibilityState === 'hidden' && done();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [painted]);
  return painted;
}
