import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { Context } from 'hono';
import type { Me } from '@shared/contracts/me';
import { pageQueries, pageQueriesFor, type PageQuery } from '@shared/page-data';
import type { AppEnv } from './context';
import type { PageData } from './spa';

/** The app itself (its fetch is Hono's): a method, so Hono's own env type fits. */
interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * The page's data (see @shared/page-data): each of its queries prefetched into a query cache of its own
 * by the app's own routes, with the visitor's cookie (the same answers, authorisation and caches as the
 * browser's own requests), then dehydrated as TanStack Query writes it. A query whose answer is not a
 * 200 is left out, and the client asks for it itself. The session's answer also gives the player's
 * saved language.
 */
export function pageDataFrom(app: FetchApp): PageData {
  return async (c: Context<AppEnv>) => {
    const cookie = c.req.header('cookie');
    /** The route's answer to GET url, or undefined when it is not a 200 (or the request failed). */
    const get = async (url: string): Promise<unknown> => {
      try {
        const request = new Request(new URL(url, c.req.url), { headers: cookie ? { cookie } : {} });
        const response = await app.fetch(request, c.env);
        return response.status === 200 ? await response.json() : undefined;
      } catch (error) {
        c.var.deps.logger.warn({ err: error, url }, 'page data: a request failed; the client asks again');
        return undefined;
      }
    };
    const queries = pageQueriesFor(c.req.path);
    const answers = await Promise.all(queries.map((query) => get(query.url)));
    const client = new QueryClient();
    queries.forEach((query: PageQuery, i) => {
      const data = answers[i];
      if (data === undefined) return;
      client.setQueryData(query.queryKey, query.infinite ? { pages: [data], pageParams: [null] } : data);
    });
    const state = dehydrate(client);
    const me = client.getQueryData<Me | null>(pageQueries.me.queryKey);
    return {
      json: state.queries.length > 0 ? JSON.stringify(state) : null,
      accountLocale: me?.locale ?? null,
    };
  };
}
