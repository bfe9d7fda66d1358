import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Features whose screens load later than the first screen, each with a catalog of its own that loads
 * with its code (src/web/lib/i18n/activate-locale.ts, FeatureCatalog): a first load carries only the
 * shell's messages.
 */
const LATER_FEATURES = ['account', 'bets', 'help', 'legal', 'notifications', 'wallet'];

// The player side's messages: English is the source of every message (in the code, with the Lingui
// macros), Hindi its translation. `npm run i18n:extract` writes the catalogs from the code; the build
// compiles each into a chunk of its own (@lingui/vite-plugin) and fails on a Hindi message missing.
// The back office stays in English and has no messages here.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/shared'],
      exclude: [
        '**/*.test.*',
        '**/features/admin-*/**',
        '**/lib/admin-session/**',
        ...LATER_FEATURES.map((feature) => `**/features/${feature}/**`),
      ],
    },
    ...LATER_FEATURES.map((feature) => ({
      path: `<rootDir>/src/web/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/src/web/features/${feature}`],
      exclude: ['**/*.test.*'],
    })),
  ],
  // Sorted by the English text, each with the files it comes from (no line numbers, which move).
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
});
