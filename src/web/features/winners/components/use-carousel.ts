import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/** How near the viewport the carousel comes before its code loads (a fast scroll still finds it ready). */
const NEAR_VIEWPORT = '300px';

/**
 * Embla on the given viewport, loaded once the carousel comes near the viewport: the slides are laid
 * out by CSS alone (a row that scrolls sideways), so the carousel's code only adds swiping, arrows and
 * autoplay, and a page whose winners are far below never loads it while its first screen settles.
 * Embla watches the slides itself, so new winners need no re-init.
 *
 * The viewport is a ref, read once `shown` (the caller renders it): a ref callback setting state would
 * render the page again inside its first commit.
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
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options);
        setApi(instance);
      });
    if (typeof IntersectionObserver === 'undefined') load();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          load();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(viewport);
    }
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
