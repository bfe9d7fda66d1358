import js from '@eslint/js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Web boundaries (as bulletproof-react sets them): a feature imports only itself and the shared
 * layers (components, lib, shared contracts); features meet only in src/web/app, and nothing but the
 * entry imports the app. One zone per feature folder, so a new feature is covered without editing this.
 */
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: compose them in src/web/app.',
}));
const sharedLayerZones = ['components', 'lib'].map((layer) => ({
  target: `./src/web/${layer}`,
  from: ['./src/web/features', './src/web/app'],
  message: 'Shared web code imports no feature and not the app.',
}));

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'playwright-report', 'test-results'] },
  // A stale eslint-disable (its exception no longer needed) fails lint rather than lingering.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Long functions are split, or carry the reason they are clearest whole beside an eslint-disable.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // The shared contracts are imported by both sides and import from neither.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/*', '**/server/**', '**/web/**'] }],
    },
  },
  {
    // The browser bundle never reaches into server code.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx dependencies and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...sharedLayerZones,
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'Features never import the app.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
