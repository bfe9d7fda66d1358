import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';

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
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({ root: distDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
