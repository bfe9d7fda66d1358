import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: src('./src/web'),
  publicDir: src('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': src('./src/shared'), '@': src('./src/web') },
  },
  build: { outDir: src('./dist/web'), emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
