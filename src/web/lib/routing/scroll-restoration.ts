import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/**
 * Every page opened by its address (typed, bookmarked, a link from elsewhere, a reload) has the same
 * location key, 'default'. Those are keyed by path: a reload returns to where the player was, and a
 * different page opened by its address starts at the top.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `path:${location.pathname}` : location.key;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = readPositions();
/** The page on screen: its scroll key, and its path, to tell a new page from a new query. */
let current: { key: string; pathname: string } | null = null;

/** Jumps, whatever the page's `scroll-behavior`: a page changes at once, as a document load does. */
const jumpTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/** What a player does to scroll: after it, the page no longer takes them back. */
const PLAYER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Returns to a saved position. For a moment the page can be shorter than it was (a part that mounts
 * after the first render), so the position is set again each frame until the page reaches it, for a
 * second at most, and not after the player scrolls. Returns what stops it (a new page does).
 */
function restoreTo(top: number): () => void {
  const until = performance.now() + 1000;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of PLAYER_SCROLLS) window.removeEventListener(type, stop);
  };
  const again = () => {
    if (Math.abs(window.scrollY - top) < 1 || performance.now() > until) return stop();
    jumpTo(top);
    frame = requestAnimationFrame(again);
  };
  for (const type of PLAYER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  jumpTo(top);
  frame = requestAnimationFrame(again);
  return stop;
}

/**
 * The browser's scroll restoration for a single-page app: a new page starts at the top (or at its
 * #anchor), Back and Forward return to where each page was, and so does a reload (positions are kept in
 * sessionStorage when the page is left). A change of the query alone (a tab, a filter) keeps the scroll.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (current) positions[current.key] = window.scrollY;
    };
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or denied: a reload starts at the top.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  const key = scrollKey(location);
  const { pathname, hash } = location;
  useLayoutEffect(() => {
    const previous = current;
    current = { key, pathname };
    const saved = positions[key];
    if (navigationType === 'POP' && saved !== undefined) return restoreTo(saved);
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // The document's first page is where the browser put it, at the top: a jump there would only
    // force a layout of the whole page in the middle of the app's first render.
    if (previous && previous.pathname !== pathname) jumpTo(0);
  }, [key, pathname, hash, navigationType]);
}
