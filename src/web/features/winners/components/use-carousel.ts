import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { afterFirstPaint } from '@/lib/first-paint';
import { whenIdle } from '@/lib/when-idle';

/** How near the viewport the carousel comes before its code loads (a fast scroll still finds it ready). */
const NEAR_VIEWPORT = '300px';

/**
 * Embla on the given viewport, loaded after the page has painted and once the carousel comes near the
 * viewport: the slides are laid out by CSS alone (a row that scrolls sideways), so the carousel's code
 * only adds swiping, arrows and autoplay, and a page whose winners are far below never loads it while
 * its first screen settles. Embla watches the slides itself, so new winners need no re-init.
 *
 * The viewport is a ref, read once `shown` (the caller renders it): a state setter as the ref updated
 * the state as React attached it, inside the page's first commit, and made React run every effect of
 * the page and render it again in that same task (ADR 0017).
 */
export function useCarousel(
  viewportRef: RefObject<HTMLElement | null>,
  shown: boolean,
  options: EmblaOptionsType,
) {
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!shown || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    const load = () =>
      void import('embla-carousel').then(({ default: EmblaCarousel }) =>
        // Embla measures the slides as it starts. Just after the page has rendered, that forced the
        // browser to lay out the whole page inside this task (30 ms on a desktop, on /wallet); once the
        // browser is idle the layout is done, and the measures are cheap (ADR 0016).
        whenIdle(
          () => {
            if (cancelled) return;
            instance = EmblaCarousel(viewport, options);
            setApi(instance);
          },
          { timeoutMs: 1000, fallbackMs: 0 },
        ),
      );
    void afterFirstPaint().then(() => {
      if (cancelled) return;
      if (typeof IntersectionObserver === 'undefined') return load();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          load();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(viewport);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.destroy();
      setApi(undefined);
    };
    // The options are the caller's constant; the ref is read when the viewport is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  return api;
}
