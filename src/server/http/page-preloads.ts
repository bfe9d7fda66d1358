import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Locale } from '@shared/locale';

/** What we read of Vite's build manifest: each chunk by its source, with the chunks it imports. */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/**
 * A player page whose code is a chunk of its own: a route module loaded lazily, named after its path
 * (`features/wallet/routes/wallet-page.tsx` is /wallet; src/web/app/lazy-pages.test.ts holds the routes
 * to it). The back office is never preloaded.
 */
const LAZY_PLAYER_PAGE = /^features\/((?!admin-)[^/]+)\/routes\/([a-z0-9-]+)-page\.tsx$/;

/**
 * A language's catalog of the shell, and of a feature whose screens load later: chunks of their own
 * (src/web/lib/i18n/activate-locale.ts imports them).
 */
const CATALOG = /^locales\/([a-z]+)\/messages\.po$/;
const featureCatalog = (feature: string, locale: string) => `features/${feature}/locales/${locale}.po`;

/** A chunk and every chunk it imports, directly or not, by manifest key. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The `<link rel="modulepreload">` tags of a page in a language: the language's catalog, and when the
 * page's code is a chunk of its own, that chunk, its feature's catalog in the language, and the chunks
 * it imports that the first load does not fetch anyway. Without them the browser learns of those chunks only once the first-load scripts have
 * run, a round trip more before the first screen. Read once from the build's manifest
 * (vite.config.ts); a build without one (the tests' one-file build) gets no tags.
 */
export function pagePreloadsFrom(distDir: string): (pathname: string, locale: Locale) => string {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const firstLoad = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, firstLoad);

  const preloadTags = (files: Iterable<string>) =>
    [...files]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${manifest[file]!.file}">`)
      .join('');
  const catalogTags = new Map<string, string>();
  const tags = new Map<string, { files: string[]; feature: string }>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const catalogLocale = CATALOG.exec(key)?.[1];
    if (catalogLocale) catalogTags.set(catalogLocale, preloadTags([key]));
    const [, feature, page] = LAZY_PLAYER_PAGE.exec(key) ?? [];
    if (!feature || !page || !chunk.isDynamicEntry) continue;
    const files = [...withImports(manifest, key)].filter((imported) => !firstLoad.has(imported));
    tags.set(`/${page}`, { files, feature });
  }
  return (pathname, locale) => {
    const page = tags.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    const catalog = page && featureCatalog(page.feature, locale);
    const pageFiles = page ? [...page.files, ...(catalog && manifest[catalog] ? [catalog] : [])] : [];
    return (catalogTags.get(locale) ?? '') + preloadTags(pageFiles);
  };
}
