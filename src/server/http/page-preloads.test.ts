import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePreloadsFrom } from './page-preloads';
import { spaRoutes } from './spa';

// A build as Vite writes it: the first load (the entry and React's chunk), a help page with a chunk of
// its own that shares a helper chunk with the wallet page, the wallet page importing the first load,
// a back-office page, and the two languages' catalogs.
const dist = mkdtempSync(join(tmpdir(), 'page-preloads-'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html', '_react-1.js'] },
    'features/help/routes/help-support-page.tsx': {
      file: 'assets/help-support-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-1.js'],
    },
    'features/admin-book/routes/book-page.tsx': {
      file: 'assets/book-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    'locales/en/messages.po': { file: 'assets/messages-en.js', isDynamicEntry: true },
    'locales/hi/messages.po': { file: 'assets/messages-hi.js', isDynamicEntry: true },
    'features/help/locales/hi.po': { file: 'assets/help-hi.js', isDynamicEntry: true },
    'features/wallet/routes/wallet-page.tsx': {
      file: 'assets/wallet-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react-1.js', '_shared-1.js'],
    },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;

describe("a lazy page's chunks named in its HTML", () => {
  const inEnglish = pagePreloadsFrom(dist);
  /** The tags of a page in English, less its catalog's. */
  const preloads = (path: string) => inEnglish(path, 'en').replace(link('messages-en.js'), '');

  it("names the language's catalog first, whatever the page, and the page's feature catalog when it has one", () => {
    expect(inEnglish('/', 'en')).toBe(link('messages-en.js'));
    expect(inEnglish('/help-support', 'hi')).toBe(
      link('messages-hi.js') + link('help-support-page-1.js') + link('shared-1.js') + link('help-hi.js'),
    );
  });

  it("names the page's chunk and what it imports beyond the first load, which the page fetches anyway", () => {
    expect(preloads('/help-support')).toBe(link('help-support-page-1.js') + link('shared-1.js'));
    expect(preloads('/wallet/')).toBe(link('wallet-page-1.js') + link('shared-1.js'));
  });

  it('names nothing for a page in the first load, an unknown page, or a page the build lacks', () => {
    expect(preloads('/')).toBe('');
    expect(preloads('/upcoming')).toBe('');
    expect(preloads('/no-such-page')).toBe('');
    expect(preloads('/my-bets')).toBe('');
  });

  it('names nothing for a back-office page', () => {
    expect(preloads('/book')).toBe('');
  });

  it('names nothing without a build manifest', () => {
    expect(pagePreloadsFrom(join(dist, 'nowhere'))('/help-support', 'hi')).toBe('');
  });

  it("puts them in the page's head, and never serves the manifest itself", async () => {
    const app = spaRoutes(dist);
    const page = await (await app.request('/help-support')).text();
    expect(page).toContain(`${link('help-support-page-1.js')}${link('shared-1.js')}</head>`);
    expect(await (await app.request('/')).text()).toContain(`${link('messages-en.js')}</head>`);
    const manifest = await app.request('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).not.toContain('assets/');
  });
});

describe("a page's language", () => {
  const app = spaRoutes(dist);
  const page = async (headers: Record<string, string>) => {
    const response = await app.request('/', { headers });
    return { html: await response.text(), vary: response.headers.get('vary') };
  };

  it("follows the browser's Accept-Language on a first visit", async () => {
    const hindi = await page({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.html).toContain('<html lang="hi-IN">');
    expect(hindi.html).toContain(link('messages-hi.js'));
    expect(hindi.html).not.toContain(link('messages-en.js'));
    expect(hindi.vary).toContain('Accept-Language');
    expect((await page({ 'accept-language': 'en-GB' })).html).toContain('<html lang="en-IN">');
    expect((await page({})).html).toContain('<html lang="en-IN">');
  });

  it('follows the lang cookie (the switch) over the browser', async () => {
    const chosen = await page({ 'accept-language': 'hi', cookie: 'lang=en' });
    expect(chosen.html).toContain('<html lang="en-IN">');
    expect((await page({ cookie: 'x=1; lang=hi' })).html).toContain('<html lang="hi-IN">');
  });
});
