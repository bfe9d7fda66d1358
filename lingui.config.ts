import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Features whose screens load later than the first screen, each with a catalog of its own that loads
 * with its code (src/web/lib/i18n/activate-locale.ts, FeatureCatalog): a first load carries only the
 * shell's messages. A feature is its folder, or the files of it that only later code uses: the bet
 * slip's button and its stake check (an option card's) are on the first screen, its sheet loads on
 * first use. The auth dialog's and My Account's forms share their validation messages
 * (lib/auth-messages.ts), which each catalog holds, as My Account and the slip share the odds preference's
 * control, and the slip and My Bets the words of odds taken (lib/odds-taken-text.ts).
 */
const LATER_FEATURES: Record<string, string[]> = {
  account: ['features/account', 'lib/auth-messages.ts', 'lib/preferences/odds-change-control.tsx'],
  auth: ['features/auth', 'lib/auth-messages.ts'],
  bets: ['features/bets', 'lib/odds-taken-text.ts'],
  'bet-slip': [
    'lib/preferences/odds-change-control.tsx',
    'lib/odds-taken-text.ts',
    'features/bet-slip/components/bet-slip-panel.tsx',
    'features/bet-slip/components/slip-entry-card.tsx',
    'features/bet-slip/components/use-place-slip.ts',
    'features/bet-slip/components/break-notice.ts',
    'features/bet-slip/components/bet-delay-notices.tsx',
    'features/bet-slip/components/delay-refusal-text.ts',
  ],
  help: ['features/help'],
  legal: ['features/legal'],
  notifications: ['features/notifications'],
  wallet: ['features/wallet'],
};
const laterPaths = [...new Set(Object.values(LATER_FEATURES).flat())];

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
        ...laterPaths.map((path) => (/\.tsx?$/.test(path) ? `**/${path}` : `**/${path}/**`)),
      ],
    },
    ...Object.entries(LATER_FEATURES).map(([feature, paths]) => ({
      path: `<rootDir>/src/web/features/${feature}/locales/{locale}`,
      include: paths.map((path) => `<rootDir>/src/web/${path}`),
      exclude: ['**/*.test.*'],
    })),
  ],
  // Sorted by the English text, each with the files it comes from (no line numbers, which move).
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
});
