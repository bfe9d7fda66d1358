import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTML_LANG, localeFromAcceptLanguage, localeFromCookieHeader, type Locale } from '@shared/locale';
import { PAGE_DATA_ELEMENT_ID } from '@shared/page-data';
import type { AppEnv } from './context';
import { pagePreloadsFrom } from './page-preloads';

/** Files the build also writes as `.br` and `.gz` (vite.config.ts), so their answer varies by Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
const INDEX_HTML = /[\\/](?:index\.html|sw\.js)(?:\.br|\.gz)?$/;
/** index.html's own language, which each page's answer replaces with the page's. */
const HTML_LANG_ATTRIBUTE = `<html lang="${HTML_LANG.en}"`;
/** A file's path (it has an extension); any other path is a page of the client router. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * What a page's HTML carries of the visitor's own: the JSON text of its dehydrated query cache (see
 * @shared/page-data; null when it holds no answer), written into the HTML, and the signed-in player's
 * saved language (null for a visitor, or an account with none saved).
 */
export type PageData = (c: Context<AppEnv>) => Promise<{ json: string | null; accountLocale: Locale | null }>;

/**
 * A page's data as a JSON script element: data, never run (so the CSP has nothing to allow), with `<`
 * escaped so that no string in it can close the element.
 */
function pageDataElement(json: string): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Serves the files under distDir, from the build's `.br`/`.gz` copies when the browser accepts them
 * (no compression per request), with the Cache-Control that cacheControl gives for the file's path.
 */
function serveBuilt(distDir: string, cacheControl: (path: string) => string): MiddlewareHandler<AppEnv> {
  const found = new WeakMap<Context, string>();
  const serve = serveStatic<AppEnv>({
    root: distDir,
    precompressed: true,
    onFound: (path, c) => void found.set(c, path),
  });
  return async (c, next) => {
    const response = await serve(c, next);
    const path = found.get(c);
    if (!response || path === undefined) return response;
    // Headers go on the response itself: serveStatic has built it before onFound runs.
    c.res = response;
    c.header('Cache-Control', cacheControl(path));
    // serveStatic sets Vary only when it picks a .br/.gz copy; a shared cache must keep the plain one apart too.
    if (COMPRESSIBLE.test(path.replace(/\.(?:br|gz)$/, ''))) c.header('Vary', 'Accept-Encoding');
    return c.res;
  };
}

/**
 * Serves the built web app. Any other GET path is a page: index.html, with the page's data when
 * pageData gives some, so the client router decides (and shows 404).
 */
export function spaRoutes(distDir: string, pageData?: PageData) {
  const app = new Hono<AppEnv>();
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pagePreloads = pagePreloadsFrom(distDir);
  // Source maps are written for the team's own debugging (vite.config.ts), never served: they are the
  // whole client source. Nor is the build's own folder (.vite, its manifest), read by the server alone.
  app.use('*', async (c, next) => (/\.map$|\/\./.test(c.req.path) ? c.text('Not found', 404) : next()));
  app.use(
    '/assets/*',
    serveBuilt(distDir, () => 'public, max-age=31536000, immutable'),
  );
  // A chunk that is not here (a tab opened before a deploy asks for the old build's) is a 404, not
  // index.html: HTML in place of a script fails obscurely, a 404 lets the page's error view offer a reload.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // Files of the build's public folder. /index.html (the service worker's offline shell) and /sw.js are
  // revalidated on every use: they name this deploy's chunks.
  const serveFile = serveBuilt(distDir, (path) =>
    INDEX_HTML.test(path) ? 'no-cache' : 'public, max-age=3600',
  );
  app.use('*', async (c, next) => (FILE_PATH.test(c.req.path) ? serveFile(c, next) : next()));
  // Pages (compressed per request: their data changes with every odds move), in the signed-in player's
  // saved language (it follows them to another device), or the one this browser chose with the header's
  // switch (the lang cookie), or else the one it asks for.
  app.get('*', compress(), async (c) => {
    const data = pageData ? await pageData(c) : null;
    const cookie = c.req.header('cookie');
    const locale =
      data?.accountLocale ??
      localeFromCookieHeader(cookie) ??
      localeFromAcceptLanguage(c.req.header('accept-language'));
    // A player's own data in the page is never kept by a browser or a shared cache (like /api/me).
    c.header('Cache-Control', cookie ? 'no-store' : 'no-cache');
    c.header('Vary', 'Accept-Language', { append: true });
    const html = indexHtml
      .replace(HTML_LANG_ATTRIBUTE, `<html lang="${HTML_LANG[locale]}"`)
      .replace('</head>', `${pagePreloads(c.req.path, locale)}</head>`);
    return c.html(data?.json ? html.replace('</body>', `${pageDataElement(data.json)}</body>`) : html);
  });
  return app;
}
