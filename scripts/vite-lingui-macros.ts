import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Expands the Lingui macros (`@lingui/react/macro`, `@lingui/core/macro`) of our own modules, before
 * the React plugin compiles them: a message written in English in the code becomes a lookup of its id
 * in the active catalog. @vitejs/plugin-react runs no Babel, so Babel runs here, only on the modules
 * that import a macro, and only to expand it (TypeScript and JSX are left for the next plugin).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('@lingui/'))
        return null;
      if (!/from ['"]@lingui\/(?:core|react)\/macro['"]/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
