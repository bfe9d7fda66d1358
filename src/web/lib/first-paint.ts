import { lazy, type ComponentType } from 'react';
import { yieldToMain } from './slices';

/** A page that never reports a first paint (a tab opened in the background paints when it is shown). */
const FALLBACK_MS = 3000;

let painted: Promise<void> | undefined;
let paintTiming = true;

/**
 * Resolves once the page has shown its first content (the browser's first-contentful-paint), at once
 * after that. Work the first screen does not need (the live stream, the carousel's code, the toast
 * host, a fresher copy of a list the page brought) waits for it: on a phone it would share the
 * connection and the main thread with the first screen, and the screen would appear later (ADR 0014).
 * Where the browser cannot tell (no paint timing), it resolves at once: nothing waits for nothing.
 *
 * Each caller resumes in a task of its own. Resumed together, they made one long task just after the
 * paint: each starts a fetch, a module preload or a timer, and on a phone (or under Lighthouse's
 * instrumentation, 65 ms on /wallet) those add up (ADR 0016).
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      paintTiming = false;
      return resolve();
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, FALLBACK_MS);
    // Buffered: a paint that came before this call is delivered too. The observer's own entries are
    // read, not performance.getEntriesByName: a test's fake clock replaces `performance`, not this.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return paintTiming ? painted.then(yieldToMain) : painted;
}

/**
 * React.lazy for a part of the page that can come after the first screen (the signed-in player's menu
 * and bell, the reality check): its code is fetched once the page has painted, and its Suspense
 * fallback holds its place until then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyAfterFirstPaint<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    await afterFirstPaint();
    return load();
  });
}
