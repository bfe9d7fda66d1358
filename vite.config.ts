import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@shared': src('./src/shared'), '@': src('./src/web') },
  },
  build: {
    outDir: src('./dist/web'),
    emptyOutDir: true,
    // Maps are written for debugging; the bundles do not point to them and the server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: in their own chunks they stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            {
              // Every other library, except those only some lazy pages use: left out, each is bundled with
              // the chunks that import it, so a player's first load carries no back-office library (and
              // no icon it does not draw).
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?!@tanstack[\\/](?:react-table|table-core)[\\/]|@radix-ui[\\/](?:react-select|number|react-visually-hidden)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/])/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
