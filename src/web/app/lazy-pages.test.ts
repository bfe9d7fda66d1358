import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { LAZY_PAGE_MODULES } from '@shared/page-data';
import { routes } from './routes';

// The server names a lazy page's chunk in its HTML from LAZY_PAGE_MODULES: the table must say what the
// routes load, or the browser would fetch a chunk the page does not use and the page's own one late.
const pageModules = import.meta.glob<Record<string, unknown>>('../features/*/routes/*-page.tsx');

/** The player site's pages whose code is a chunk of their own (the back office is not preloaded). */
function lazyPlayerPages(): string[] {
  const playerSite = routes.find((route) => route.element !== undefined);
  const walk = (list: RouteObject[] = []): string[] =>
    list.flatMap((route) => [
      ...(route.lazy && route.path ? [`/${route.path}`] : []),
      ...walk(route.children),
    ]);
  return walk(playerSite?.children);
}

describe('LAZY_PAGE_MODULES', () => {
  it('lists every lazy page of the player site', () => {
    expect(lazyPlayerPages().sort()).toEqual(Object.keys(LAZY_PAGE_MODULES).sort());
  });

  it.each(Object.entries(LAZY_PAGE_MODULES))('has %s load %s', async (path, module) => {
    const route = matchRoutes(routes, path)?.at(-1)?.route;
    const lazy = route?.lazy as (() => Promise<{ Component: unknown }>) | undefined;
    expect(lazy).toBeTypeOf('function');
    const { Component } = await lazy!();
    const load = pageModules[`../${module}`];
    expect(load, `${module} exists`).toBeDefined();
    expect(Object.values(await load!())).toContain(Component);
  });
});
