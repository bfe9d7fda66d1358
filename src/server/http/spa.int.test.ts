import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa';

// A built dist folder as vite.config.ts writes it: each text file with .br and .gz copies beside it.
const dist = mkdtempSync(join(tmpdir(), 'spa-dist-'));
const script = `console.log(${JSON.stringify('chunk '.repeat(500))});\n`;
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1.js"></script></body></html>';
mkdirSync(join(dist, 'assets'));
for (const [path, text] of [
  ['index.html', indexHtml],
  ['assets/app-1.js', script],
] as const) {
  writeFileSync(join(dist, path), text);
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
}
writeFileSync(join(dist, 'assets/logo-1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'sw.js.map'), '{"version":3,"sources":["src/web/sw.ts"]}');
// The build writes source maps beside the chunks (for the team's own debugging), referenced by none.
writeFileSync(join(dist, 'assets/app-1.js.map'), '{"version":3,"sources":["src/web/secret.tsx"]}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = spaRoutes(dist);
const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('web app files', () => {
  it('never serves a source map (the client source stays on the build machine)', async () => {
    for (const path of ['/assets/app-1.js.map', '/sw.js.map'])
      for (const encoding of [undefined, 'gzip', 'br']) {
        const response = await get(path, encoding);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('sources');
      }
  });

  it('has the service worker revalidated on every use (it names the deploy’s files)', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for an asset the build does not have, not index.html', async () => {
    const response = await get('/assets/app-0-old-build.js', 'gzip');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('sends the gzip copy of an asset to a client that accepts gzip', async () => {
    const response = await get('/assets/app-1.js', 'gzip, deflate');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = await body(response);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.length).toBeLessThan(script.length);
    expect(gunzipSync(bytes).toString()).toBe(script);
  });

  it('prefers brotli when the client accepts it', async () => {
    const response = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await body(response)).toString()).toBe(script);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['Accept-Encoding: identity', 'identity'],
  ])('sends the plain asset with %s', async (_label, acceptEncoding) => {
    const response = await get('/assets/app-1.js', acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect((await body(response)).toString()).toBe(script);
  });

  it('leaves a file the build does not compress alone', async () => {
    const response = await get('/assets/logo-1.png', 'gzip, br');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });

  it('answers / and client-side routes with index.html that is revalidated', async () => {
    const home = await get('/', 'gzip');
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(await body(home)).toString()).toBe(indexHtml);

    const terms = await get('/terms', 'gzip');
    expect(terms.headers.get('cache-control')).toBe('no-cache');
    expect(terms.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(terms)).toString()).toBe(indexHtml);

    expect(await (await get('/terms')).text()).toBe(indexHtml);
  });
});

describe('pages with their data', () => {
  const withData = spaRoutes(dist, async (c) => ({
    json:
      c.req.path === '/'
        ? JSON.stringify({
            '/api/me': null,
            '/api/matches?status=LIVE': { matches: [{ name: '</script><b>' }] },
          })
        : null,
    accountLocale: null,
  }));

  it('writes the page data into the HTML as a JSON element no string can close', async () => {
    const response = await withData.request('/');
    const html = await response.text();
    const element = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
    expect(element).not.toBeNull();
    expect(element?.[1]).not.toContain('<');
    expect(JSON.parse(element?.[1] ?? '')).toEqual({
      '/api/me': null,
      '/api/matches?status=LIVE': { matches: [{ name: '</script><b>' }] },
    });
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('</body>'));
  });

  it('sends a page without data as the built index.html', async () => {
    expect(await (await withData.request('/terms')).text()).toBe(indexHtml);
  });

  it('never lets a cache keep a page that carries a signed-in player’s data', async () => {
    expect((await withData.request('/')).headers.get('cache-control')).toBe('no-cache');
    const signedIn = await withData.request('/', { headers: { cookie: 'session=abc' } });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });
});
