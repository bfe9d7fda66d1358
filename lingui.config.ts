import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The player side's messages: English is the source of every message (in the code, with the Lingui
// macros), Hindi its translation. `npm run i18n:extract` writes both catalogs from the code; the build
// compiles the active one into its own chunk (@lingui/vite-plugin) and fails on a Hindi message
// missing. The back office stays in English and has no messages here.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/shared'],
      exclude: ['**/*.test.*', '**/features/admin-*/**', '**/lib/admin-session/**'],
    },
  ],
  // Sorted by the English text, each with the files it comes from (no line numbers, which move).
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
});
