// What a player's first load of each page downloads, gzip -9: the scripts that index.html references,
// and the chunks and catalogs the server preloads with the page in each language
// (src/server/http/page-preloads.ts, read here from the same function); with any back-office module
// among them (there must be none). Reads the source maps the build writes beside the bundles (never
// served). Usage: npm run build && npm run first-load
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pagePreloadsFrom } from '../src/server/http/page-preloads.ts';
import { LOCALES } from '../src/shared/locale.ts';

/** The budget for a player page's first load of JavaScript (150 KB, read as 150,000 bytes). */
const BUDGET = 150_000;
const PLAYER_PAGES = ['/', '/live', '/upcoming', '/help-support', '/my-bets', '/wallet'];
const BACK_OFFICE =
  /features\/admin-|lib\/signed-in-admin|@tanstack\/(react-table|table-core)|react-select|data-table/;

const dir = process.argv[2] ?? 'dist/web';
const gzipped = (asset: string) => gzipSync(readFileSync(join(dir, asset)), { level: 9 }).length;
const assetsIn = (html: string) =>
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

const shell = assetsIn(readFileSync(join(dir, 'index.html'), 'utf8'));
const backOffice: string[] = [];
for (const asset of shell) {
  const map = join(dir, `${asset}.map`);
  if (!existsSync(map)) continue;
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  for (const source of sources) if (BACK_OFFICE.test(source)) backOffice.push(`${asset}: ${source}`);
}
const js = shell.filter((asset) => asset.endsWith('.js')).reduce((sum, asset) => sum + gzipped(asset), 0);
const css = shell.filter((asset) => asset.endsWith('.css')).reduce((sum, asset) => sum + gzipped(asset), 0);
console.log(`first load of ${dir}: ${shell.length} files, JS ${js} B gzip, CSS ${css} B gzip (gzip -9)`);

const preloads = pagePreloadsFrom(dir);
let over = 0;
for (const locale of LOCALES) {
  for (const page of PLAYER_PAGES) {
    const files = assetsIn(preloads(page, locale));
    const total = js + files.reduce((sum, asset) => sum + gzipped(asset), 0);
    if (total > BUDGET) over += 1;
    const note = total > BUDGET ? `  over the budget of ${BUDGET} B` : '';
    console.log(
      `  ${locale} ${page.padEnd(14)} JS ${total} B gzip in ${shell.length + files.length} files${note}`,
    );
  }
}
console.log(
  backOffice.length === 0
    ? 'back-office modules: none'
    : `back-office modules:\n  ${backOffice.join('\n  ')}`,
);
process.exitCode = backOffice.length === 0 && over === 0 ? 0 : 1;
