import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { afterFirstPaint } from '@/lib/first-paint';

/**
 * Embla on the given viewport, loaded after the page has painted: the slides are laid out by CSS
 * alone (a row that scrolls sideways), so the carousel's code only adds swiping, arrows and autoplay,
 * and stays off the first load. Embla watches the slides itself, so new winners need no re-init.
 */
export function useCarousel(viewport: HTMLElement | null, options: EmblaOptionsType) {
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void afterFirstPaint()
      .then(() => import('embla-carousel'))
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options);
        setApi(instance);
      });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
    // The options are the caller's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewport]);
  return api;
}
