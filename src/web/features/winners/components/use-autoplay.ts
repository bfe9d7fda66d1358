import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Moves a scroll-snapping row by one slide (its first child's width); past either end it wraps to the
 * other. The row is laid out and swiped by CSS alone (scroll-snap); this only scrolls it.
 */
export function scrollBySlide(row: HTMLElement, direction: 1 | -1) {
  const slide = row.firstElementChild?.firstElementChild;
  const width = slide instanceof HTMLElement ? slide.offsetWidth : row.clientWidth;
  const end = row.scrollWidth - row.clientWidth;
  const left =
    direction === 1
      ? row.scrollLeft >= end - 1
        ? 0
        : row.scrollLeft + width
      : row.scrollLeft <= 1
        ? end
        : row.scrollLeft - width;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  row.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Advances the row every `intervalMs`, wrapping to the start. Paused while the tab is hidden, while the
 * pointer or the keyboard focus is on the row, and while a finger is on it; the timer starts again after
 * any of those, and after a press of the arrows (`restart`), so a slide always gets its full time. No
 * autoplay for players who ask the system for reduced motion, nor when everything fits.
 */
export function useAutoplay(rowRef: RefObject<HTMLElement | null>, shown: boolean, intervalMs: number) {
  const restartRef = useRef<() => void>(undefined);
  useEffect(() => {
    const row = rowRef.current;
    if (!shown || !row) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let held = false;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      if (document.hidden || held) return;
      timer = setInterval(() => {
        if (row.scrollWidth > row.clientWidth) scrollBySlide(row, 1);
      }, intervalMs);
    };
    const hold = () => {
      held = true;
      stop();
    };
    const release = () => {
      held = row.matches(':hover') || row.contains(document.activeElement);
      start();
    };
    const events: [EventTarget, string, () => void][] = [
      [document, 'visibilitychange', start],
      [row, 'mouseenter', hold],
      [row, 'mouseleave', release],
      [row, 'focusin', hold],
      [row, 'focusout', release],
      [row, 'touchstart', hold],
      [row, 'touchend', release],
    ];
    for (const [target, name, handler] of events) target.addEventListener(name, handler);
    restartRef.current = start;
    start();
    return () => {
      stop();
      restartRef.current = undefined;
      for (const [target, name, handler] of events) target.removeEventListener(name, handler);
    };
  }, [rowRef, shown, intervalMs, restartRef]);
  return useCallback(() => restartRef.current?.(), [restartRef]);
}
