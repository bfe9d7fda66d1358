import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LAZY_PAGE_MODULES, lazyPageModule } from '@shared/page-data';

/** What we read of Vite's build manifest: each chunk by its source, with the chunks it imports. */
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** A chunk and every chunk it imports, directly or not, by manifest key. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The `<link rel="modulepreload">` tags of each page whose code is a chunk of its own (see
 * LAZY_PAGE_MODULES): that chunk and the chunks it imports that the first load does not fetch anyway.
 * Without them the browser learns of the page's chunk only once the first-load scripts have run: a
 * round trip more before the first screen (ADR 0014). Read once from the build's manifest
 * (vite.config.ts); a build without one (the tests' one-file build) gets no tags.
 */
export function pagePreloadsFrom(distDir: string): (pathname: string) => string {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const firstLoad = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, firstLoad);

  const tags = new Map<string, string>();
  for (const module of Object.values(LAZY_PAGE_MODULES)) {
    // A build older than the table has no chunk for a new page: that page loads as before, a little later.
    if (!manifest[module]) continue;
    const files = [...withImports(manifest, module)].filter((key) => !firstLoad.has(key));
    tags.set(
      module,
      files.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`).join(''),
    );
  }
  return (pathname) => {
    const module = lazyPageModule(pathname);
    return module ? (tags.get(module) ?? '') : '';
  };
}
