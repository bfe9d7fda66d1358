// While no primary database answers (a failover: the old one is gone, the balancer has no leader yet), a
// request fails at once with 503 DATABASE_UNAVAILABLE and Retry-After, never 500; once one answers
// again, the same pool serves requests on fresh connections. The database sits behind a TCP relay
// this test cuts and restores, as HAProxy does when the leader dies and another takes over.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp } from '../../../tests/integration/harness';

/** Forwards 127.0.0.1:<port> to the database; cut() closes it and every connection through it. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await open(0);
  const cut = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  };
  afterAll(cut);
  return { port, cut, restore: () => open(port) };
}

describe('a request while no primary database answers', async () => {
  const { databaseUrl } = await startTestApp();
  const target = new URL(databaseUrl);
  const relay = await startRelay(target);
  const relayed = new URL(databaseUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  const { http } = await startSecondInstance(relayed.toString());

  it('is refused with 503 DATABASE_UNAVAILABLE and Retry-After, then served once one answers', async () => {
    await http.signUp();
    expect((await http.get('/api/me')).status).toBe(200);

    await relay.cut();
    const bet = await http.post('/api/bets', {
      idempotencyKey: crypto.randomUUID(),
      selections: [{ matchId: 1, marketId: 1, optionId: 1, amount: 100, odds: 2 }],
    });
    expect(bet.status).toBe(503);
    expect(bet.json.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(Number(bet.headers.get('retry-after'))).toBeGreaterThan(0);
    const read = await http.get('/api/me');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).not.toBeNull();

    await relay.restore();
    expect((await http.get('/api/me')).status).toBe(200);
  });
});
