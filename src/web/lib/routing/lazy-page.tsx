import { lazy, type ComponentType } from 'react';

/** A page whose code is a chunk of its own, and a way to fetch it (and the page in it) before it renders. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/** What makes each page whose chunk failed to load fetch it again on its next render. */
const pagesToFetchAgain = new Set<() => void>();

/**
 * Lets every page whose chunk failed to load fetch it again the next time it renders. Called once the
 * error page is on screen (RouteErrorBoundary): earlier, React's own retry of the failed render would
 * fetch again at once, and a chunk that cannot load would be fetched without end.
 */
export function fetchFailedPagesAgain(): void {
  for (const fetchAgain of pagesToFetchAgain) fetchAgain();
  pagesToFetchAgain.clear();
}

/**
 * A page built as its own chunk, fetched when it first renders (it suspends meanwhile) or earlier by
 * `preload`. Once fetched it renders at once: a first load that preloads the page at its address
 * (preloadPageAt) renders the whole page in its first render, not a spinner and then the page.
 * A fetch that fails throws to the route's error boundary, and the page's next render after that
 * fetches again (React.lazy alone would keep the failure for good).
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  const preload = async () => (Loaded ??= await load());
  const suspending = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        pagesToFetchAgain.add(() => (Suspending = suspending()));
        throw error;
      }
    });
  let Suspending = suspending();
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Page, { preload });
}
