import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The server compiled to JavaScript (ADR 0020): `npm start` runs dist/server/main.js with plain node.
 * Vite's server-side build bundles our own modules (resolving @shared) and leaves every package in
 * node_modules an import, as node loads it in development. The chase worker's thread (ADR 0032) is a
 * second entry, chase-worker.js beside main.js; what the two share goes to a chunk of its own.
 */
export default defineConfig({
  publicDir: false,
  resolve: {
    alias: { '@shared': src('./src/shared') },
  },
  build: {
    ssr: true,
    outDir: src('./dist/server'),
    emptyOutDir: true,
    target: 'node20',
    // Stack traces point into src/ when node runs with --enable-source-maps (npm start does).
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: src('./src/server/main.ts'),
        'chase-worker': src('./src/server/pricing/chase-worker.ts'),
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
