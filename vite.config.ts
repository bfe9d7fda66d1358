import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros } from './scripts/vite-lingui-macros.ts';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The back office's own modules (scripts/first-load.ts checks a player's first load has none). */
const BACK_OFFICE_MODULE =
  /features[\\/]admin-|lib[\\/]signed-in-admin|components[\\/]data-table|contracts[\\/]admin\.ts|layouts[\\/]admin-shell/;

/**
 * Chunks made only of back-office code (and libraries) go under assets/admin/, which the service
 * worker does not precache: a player's installed app never downloads the back office.
 */
function chunkFileName(chunk: { moduleIds: string[] }): string {
  const own = chunk.moduleIds.filter((id) => !id.includes('node_modules'));
  const backOffice = own.length > 0 && own.every((id) => BACK_OFFICE_MODULE.test(id));
  return backOffice ? 'assets/admin/[name]-[hash].js' : 'assets/[name]-[hash].js';
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build (not the source maps), which the
 * server's serveStatic({ precompressed: true }) sends to browsers that accept them (src/server/http/spa.ts).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|html|svg|json)$/;
  let outDir = '';
  const files = async (dir: string): Promise<string[]> =>
    (
      await Promise.all(
        (await readdir(dir, { withFileTypes: true })).map((entry) =>
          entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
        ),
      )
    ).flat();
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const paths = (await stat(outDir).catch(() => null)) ? await files(outDir) : [];
      await Promise.all(
        paths
          .filter((path) => compressible.test(path))
          .map(async (path) => {
            const data = await readFile(path);
            if (data.length < 1024) return;
            const brotli = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length };
            await writeFile(`${path}.gz`, await promisify(gzip)(data, { level: 9 }));
            await writeFile(`${path}.br`, await promisify(brotliCompress)(data, { params: brotli }));
          }),
      );
    },
  };
}

export default defineConfig({
  root: src('./src/web'),
  publicDir: src('./src/web/public'),
  plugins: [
    linguiMacros(),
    // The catalogs, compiled as they are imported; a Hindi message missing fails the build.
    lingui({ failOnMissing: true }),
    react(),
    tailwindcss(),
    // The installable app: its manifest and a Workbox service worker (src/web/sw.ts), which main.tsx
    // registers. Precached: the build's scripts, styles and icons (not the source maps or the
    // precompressed copies: the server picks those per request).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'IPL Betting',
        short_name: 'IPL Betting',
        description:
          'Bet in rupees on IPL cricket: live odds, upcoming matches and fast withdrawals. A demo.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0a0f2c',
        background_color: '#0a0f2c',
        categories: ['sports', 'entertainment'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The worker's map would be served like any public file: like the bundles' maps, not written.
        sourcemap: false,
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: [
          '**/*.map',
          'assets/admin/**',
          'apple-touch-icon.png',
          'icon-512.png',
          'icon-maskable-512.png',
        ],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: { '@shared': src('./src/shared'), '@': src('./src/web') },
  },
  build: {
    outDir: src('./dist/web'),
    emptyOutDir: true,
    // Maps are written for debugging; the bundles do not point to them and the server never serves them.
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each page module needs, for the server's modulepreload tags
    // (src/server/http/page-preloads.ts). Not served, not precached.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        // React and its router, which every page needs and which change far less often than the app, in a
        // chunk of their own that stays cached across deploys. Every other library goes where the chunks
        // that import it are: a catch-all library chunk put the forms, toasts, carousel and menus of later
        // screens on the first load (ADR 0014).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // Every other module of the first load in one chunk: left to itself the bundler split it into
            // some fifty small shared chunks (an icon, a helper each), and on a phone's connection each
            // request costs a round trip before the first screen can render (ADR 0014).
            {
              name: 'first-load',
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
