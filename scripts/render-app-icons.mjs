// Renders the installed app's PNG icons from src/web/public/favicon.svg in Debian's Chromium: the
// manifest's 192 and 512 px icons, a maskable 512 px one (full-bleed background, the drawing inside the
// 80% safe zone Android crops to) and the 180 px apple-touch-icon, each then reduced to a palette by
// pngquant (Debian's `pngquant` package): Chromium fetches the 192 px icon while a page loads, to check
// the app is installable, and its 22 KB screenshot became 5 KB with no visible change. Run after
// changing the favicon:
//   node scripts/render-app-icons.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../src/web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
// The maskable variant: a square background and the bat and ball scaled to 75% around the centre.
const maskable = favicon
  .replace(
    '<rect width="64" height="64" rx="14" fill="url(#bg)"/>',
    '<rect width="64" height="64" fill="url(#bg)"/><g transform="translate(8 8) scale(0.75)">',
  )
  .replace('</svg>', '</g></svg>');
if (maskable === favicon) throw new Error('favicon.svg no longer has the background this script expects');

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const path = new URL(file, publicDir).pathname;
    await page.locator('svg').screenshot({ path, omitBackground: true });
    const quantized = spawnSync('pngquant', [
      '--quality=80-95',
      '--speed=1',
      '--force',
      '--output',
      path,
      path,
    ]);
    if (quantized.error || quantized.status !== 0)
      throw new Error(
        `pngquant failed on ${file} (apt-get install pngquant): ${quantized.error ?? quantized.stderr}`,
      );
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
