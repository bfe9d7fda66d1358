import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/vite-lingui-macros.ts';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@shared': src('./src/shared'), '@': src('./src/web') };

// Two projects: fast unit tests beside the code, and integration tests that
// talk to a real PostgreSQL (one migrated template, copied per test file).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [linguiMacros(), lingui(), react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
