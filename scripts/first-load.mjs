// What a player's first load of any page downloads: the scripts and styles index.html references,
// their gzip sizes, and any back-office module among them (there must be none); and with each
// language's catalog, which the server preloads with the page (src/server/http/page-preloads.ts). Reads the source maps
// the build writes beside the bundles (never served). Usage: npm run build && npm run first-load
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist/web';
const BACK_OFFICE =
  /features\/admin-|lib\/admin-session|@tanstack\/(react-table|table-core)|react-select|data-table/;

const html = readFileSync(join(dir, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let js = 0;
let css = 0;
const backOffice = [];
for (const asset of assets) {
  const gzip = gzipSync(readFileSync(join(dir, asset)), { level: 9 }).length;
  if (asset.endsWith('.css')) css += gzip;
  else js += gzip;
  const map = join(dir, `${asset}.map`);
  if (!existsSync(map)) continue;
  for (const source of JSON.parse(readFileSync(map, 'utf8')).sources)
    if (BACK_OFFICE.test(source)) backOffice.push(`${asset}: ${source}`);
}
console.log(`first load of ${dir}: ${assets.length} files, JS ${js} B gzip, CSS ${css} B gzip (gzip -9)`);
const manifestPath = join(dir, '.vite', 'manifest.json');
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const [key, chunk] of Object.entries(manifest)) {
    const locale = /^locales\/([a-z]+)\/messages\.po$/.exec(key)?.[1];
    if (!locale) continue;
    const catalog = gzipSync(readFileSync(join(dir, chunk.file)), { level: 9 }).length;
    console.log(`  in ${locale}: JS ${js + catalog} B gzip (its catalog ${catalog} B)`);
  }
}
console.log(
  backOffice.length === 0
    ? 'back-office modules: none'
    : `back-office modules:\n  ${backOffice.join('\n  ')}`,
);
process.exitCode = backOffice.length === 0 ? 0 : 1;
