import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID } from '@shared/page-data';

/**
 * The server's first answers for this page (see @shared/page-data): TanStack Query's dehydrated state,
 * for `hydrate` before the first render. Undefined when the page has none (the service worker's
 * offline shell) or it cannot be read: the hooks then fetch as usual.
 */
export function readPageData(): DehydratedState | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch (error) {
    console.warn('The page data could not be read; the page fetches it instead', error);
    return undefined;
  }
}
