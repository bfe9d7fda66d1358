// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes, type AppRoute } from './routes';

// The server preloads a lazy page's chunk by the name of its module (src/server/http/page-preloads.ts):
// the page at /x is features/<feature>/routes/x-page.tsx. A page named otherwise would load late.
const pageModules = import.meta.glob<Record<string, unknown>>('../features/*/routes/*-page.tsx');

/** The player site's pages whose code is a chunk of their own (the back office is not preloaded). */
function lazyPlayerPages(): string[] {
  const playerSite = routes.find((route) => route.path === undefined);
  const walk = (list: AppRoute[] = []): string[] =>
    list.flatMap((route) => [
      ...(route.preload && route.path ? [`/${route.path}`] : []),
      ...walk(route.children),
    ]);
  return walk(playerSite?.children);
}

describe("the player site's lazy pages", () => {
  it('are there', () => {
    expect(lazyPlayerPages()).toContain('/wallet');
  });

  it.each(lazyPlayerPages())('%s loads the page module named after it', async (path) => {
    const route = matchRoutes(routes, path)?.at(-1)?.route;
    const Component = await route!.preload!();
    const named = Object.keys(pageModules).filter((module) =>
      module.endsWith(`/routes/${path.slice(1)}-page.tsx`),
    );
    expect(named, `one module is named after ${path}`).toHaveLength(1);
    expect(Object.values(await pageModules[named[0]!]!())).toContain(Component);
  });
});
