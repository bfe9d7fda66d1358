// Child process of sse-fanout.ts: holds N raw HTTP connections to /api/stream (plain sockets, no SSE
// library, so the client side costs little) and reports over IPC when each marker event reached them.
//   node --import tsx bench/sse-clients.ts <url> <count>
import { connect, type Socket } from 'node:net';

const [, , target, countText] = process.argv;
const url = new URL(target!);
const count = Number(countText);
const BATCH = 250;

const sockets: Socket[] = [];
/** Per marker: how many sockets saw it and the latest arrival (epoch ms, sub-ms precision). */
const arrivals = new Map<string, { seen: number; last: number; times: number[] }>();
let connected = 0;
let failed = 0;

const now = () => performance.timeOrigin + performance.now();

function open(): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    let ready = false;
    let tail = '';
    socket.setNoDelay(true);
    socket.on('connect', () =>
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      if (!ready && text.includes(': connected')) {
        ready = true;
        connected++;
        resolve();
      }
      for (const match of text.matchAll(/bench-marker-(\d+)/g)) {
        const entry = arrivals.get(match[1]!) ?? { seen: 0, last: 0, times: [] };
        entry.seen++;
        const t = now();
        entry.last = Math.max(entry.last, t);
        entry.times.push(t);
        arrivals.set(match[1]!, entry);
      }
      tail = text.slice(-40);
    });
    socket.on('error', () => {
      if (!ready) {
        failed++;
        resolve();
      }
    });
    sockets.push(socket);
  });
}

for (let i = 0; i < count; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, open));
}
process.send!({ type: 'ready', connected, failed });

process.on('message', (message: { type: string; marker?: string; timeoutMs?: number }) => {
  if (message.type === 'await') {
    const deadline = now() + (message.timeoutMs ?? 5000);
    const check = () => {
      const entry = arrivals.get(message.marker!);
      if ((entry?.seen ?? 0) >= connected || now() > deadline) {
        process.send!({
          type: 'arrived',
          marker: message.marker,
          seen: entry?.seen ?? 0,
          times: entry?.times ?? [],
        });
      } else setTimeout(check, 20);
    };
    check();
  }
  if (message.type === 'close') {
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  }
});
