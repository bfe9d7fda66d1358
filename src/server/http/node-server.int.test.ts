// The app on a real Node HTTP server: what only a socket shows (connection reuse, stream headers).
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen, startTestApp } from '../../../tests/integration/harness';
import { SECURITY_HEADERS } from './security';

/** Sends raw HTTP/1.1 on one keep-alive socket and collects what comes back until it closes or idles. */
function rawExchange(
  port: number,
  requests: Buffer[],
  idleMs = 500,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    let timer: NodeJS.Timeout;
    const finish = () => {
      socket.destroy();
      resolve({ text, closed });
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, idleMs);
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      idle();
    });
    socket.on('end', () => {
      closed = true;
      clearTimeout(timer);
      finish();
    });
    socket.on('error', () => {
      closed = true;
      clearTimeout(timer);
      finish();
    });
    socket.on('connect', () => {
      for (const request of requests) socket.write(request);
      idle();
    });
  });
}

describe('the app on a Node server', async () => {
  const app = await startTestApp();
  const { port } = await listen(app.app);

  it('closes the connection after refusing a body too large, so the next request is not lost on it', async () => {
    const body = Buffer.alloc(300 * 1024, 'a');
    const tooLarge = Buffer.concat([
      Buffer.from(
        `POST /api/bets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
      ),
      body,
    ]);
    const { text, closed } = await rawExchange(port, [tooLarge]);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(closed).toBe(true);
    // A new connection is served as usual.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('counts a chunked body as it arrives, which no Content-Length announces, and refuses it past the limit', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const chunked = (chunks: number) =>
      Buffer.concat([
        Buffer.from(
          `POST /api/bets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
            `Transfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n`,
        ),
        ...Array.from({ length: chunks }, () =>
          Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
        ),
        Buffer.from('0\r\n\r\n'),
      ]);
    expect((await rawExchange(port, [chunked(5)])).text).toMatch(/^HTTP\/1\.1 413 /);
    // Under the limit it reaches the route, which reads it (and, signed out, refuses the player).
    expect((await rawExchange(port, [chunked(2)])).text).toMatch(/^HTTP\/1\.1 (400|401) /);
  });

  it('sends the security headers on the event stream too, which writes its own head', async () => {
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/stream`, { signal: controller.signal });
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect([name, response.headers.get(name)]).toEqual([name, value]);
    controller.abort();
  });

  it("keeps a player's own data out of every cache", async () => {
    const player = app.http.fork();
    await player.signUp();
    for (const path of ['/api/me', '/api/me/bets', '/api/me/transactions'])
      expect([path, (await player.get(path)).headers.get('cache-control')]).toEqual([path, 'no-store']);
    const admin = app.http.fork();
    await admin.signIn('admin@iplbetting.app', 'admin1234');
    expect((await admin.get('/api/admin/dashboard-stats')).headers.get('cache-control')).toBe('no-store');
    expect((await app.http.fork().get('/api/me')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('open event streams', async () => {
  const app = await startTestApp({ SSE_MAX_PER_ADDRESS: '3', SSE_MAX_STREAMS: '5', TRUST_PROXY: 'true' });
  const { url } = await listen(app.app);
  const open = async (address: string) => {
    const controller = new AbortController();
    const response = await fetch(`${url}/api/stream`, {
      headers: { 'x-forwarded-for': address },
      signal: controller.signal,
    });
    return { status: response.status, body: response, close: () => controller.abort() };
  };
  const waitForSize = async (size: number) => {
    for (let i = 0; i < 200 && app.deps.hub.subscribers.size !== size; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(app.deps.hub.subscribers.size).toBe(size);
  };

  it('are capped per address and per instance, with 429 beyond, and freed when they close', async () => {
    const mine = [await open('198.51.100.1'), await open('198.51.100.1'), await open('198.51.100.1')];
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await open('198.51.100.1');
    expect(fourth.status).toBe(429);
    expect((await fourth.body.json()).error.code).toBe('RATE_LIMITED');

    const others = [await open('198.51.100.2'), await open('198.51.100.3')];
    expect(others.map((s) => s.status)).toEqual([200, 200]);
    expect((await open('198.51.100.4')).status).toBe(429); // 5 open on this instance

    mine[0]!.close();
    await waitForSize(4);
    const again = await open('198.51.100.1');
    expect(again.status).toBe(200);
    for (const stream of [...mine, ...others, again]) stream.close();
    await waitForSize(0);
  });
});
