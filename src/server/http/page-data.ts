import type { Context } from 'hono';
import { pageDataRequests } from '@shared/page-data';
import type { AppEnv } from './context';
import type { PageData } from './spa';

/** The app itself (its fetch is Hono's): a method, so Hono's own env type fits. */
interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * The page's data (see @shared/page-data), answered by the app's own routes with the visitor's cookie:
 * the same answers, authorisation and caches as the browser's own requests. An answer other than 200
 * is left out, and the client asks for it itself.
 */
export function pageDataFrom(app: FetchApp): PageData {
  return async (c: Context<AppEnv>) => {
    const cookie = c.req.header('cookie');
    const answers = await Promise.all(
      pageDataRequests(c.req.path).map(async (url) => {
        try {
          const request = new Request(new URL(url, c.req.url), { headers: cookie ? { cookie } : {} });
          const response = await app.fetch(request, c.env);
          if (response.status !== 200) return null;
          // Our routes' own JSON text, as it is: nothing parsed and written again.
          return `${JSON.stringify(url)}:${await response.text()}`;
        } catch (error) {
          c.var.deps.logger.warn({ err: error, url }, 'page data: a request failed; the client asks again');
          return null;
        }
      }),
    );
    const present = answers.filter((answer) => answer !== null);
    return present.length > 0 ? `{${present.join(',')}}` : null;
  };
}
