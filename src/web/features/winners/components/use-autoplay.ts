import { useEffect } from 'react';
import type { EmblaCarouselType as EmblaApi } from 'embla-carousel';

/**
 * Advances the carousel every `intervalMs` (looping back to the start), without the autoplay
 * plugin. Paused while the tab is hidden, while the pointer is on it and while it is dragged;
 * the timer restarts after any manual move so a slide always gets its full time.
 */
export function useAutoplay(api: EmblaApi | undefined, intervalMs: number) {
  useEffect(() => {
    if (!api) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let hovered = false;
    let dragging = false;

    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      if (document.hidden || hovered || dragging) return;
      if (api.scrollSnapList().length < 2) return;
      timer = setInterval(() => {
        if (api.canScrollNext()) api.scrollNext();
        else api.scrollTo(0);
      }, intervalMs);
    };

    const onVisibility = () => start();
    const onPointerDown = () => {
      dragging = true;
      stop();
    };
    const onSettle = () => {
      dragging = false;
      start();
    };
    const root = api.rootNode();
    const onEnter = () => {
      hovered = true;
      stop();
    };
    const onLeave = () => {
      hovered = false;
      start();
    };

    document.addEventListener('visibilitychange', onVisibility);
    root.addEventListener('mouseenter', onEnter);
    root.addEventListener('mouseleave', onLeave);
    api.on('pointerDown', onPointerDown);
    api.on('pointerUp', onSettle);
    api.on('settle', onSettle);
    api.on('reInit', start);
    start();

    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
      api.off('pointerDown', onPointerDown);
      api.off('pointerUp', onSettle);
      api.off('settle', onSettle);
      api.off('reInit', start);
    };
  }, [api, intervalMs]);
}
