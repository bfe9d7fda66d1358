import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from './context';

/** Files the build also writes as `.br` and `.gz` (vite.config.ts), so their answer varies by Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
const INDEX_HTML = /[\\/]index\.html(?:\.br|\.gz)?$/;

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

/** Serves the built web app; any other GET path gets index.html so the client router decides (and shows 404). */
export function spaRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // Source maps are written for the team's own debugging (vite.config.ts), never served: they are the
  // whole client source.
  app.use('/assets/*', async (c, next) => (/\.map$/.test(c.req.path) ? c.text('Not found', 404) : next()));
  app.use(
    '/assets/*',
    serveBuilt(distDir, () => 'public, max-age=31536000, immutable'),
  );
  // A chunk that is not here (a tab opened before a deploy asks for the old build's) is a 404, not
  // index.html: HTML in place of a script fails obscurely, a 404 lets the page's error view offer a reload.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // `/` finds index.html here: like the fallback below it is revalidated, as it names this deploy's chunks.
  app.use(
    '*',
    serveBuilt(distDir, (path) => (INDEX_HTML.test(path) ? 'no-cache' : 'public, max-age=3600')),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
