// Event streams held open through the balancer as a browser's EventSource holds them: on end or error
// they reconnect with Last-Event-ID. Each records the balance versions it was sent, so a missed balance
// event shows as a gap.
import http from 'node:http';
import type pg from 'pg';
import type { Player } from './traffic';

export interface Stream {
  player: Player;
  versions: number[];
  lastEventId: string | null;
  connects: number;
  request: http.ClientRequest | null;
  closed: boolean;
}

/** `count` streams over the players, opened. */
export function openStreams(lb: string, players: Player[], count: number): Stream[] {
  const streams = Array.from({ length: count }, (_, i) => ({
    player: players[i % players.length]!,
    versions: [],
    lastEventId: null,
    connects: 0,
    request: null,
    closed: false,
  }));
  for (const stream of streams) openStream(lb, stream);
  return streams;
}

export function closeStreams(streams: Stream[]) {
  for (const stream of streams) {
    stream.closed = true;
    stream.request?.destroy();
  }
}

function openStream(lb: string, stream: Stream) {
  if (stream.closed) return;
  stream.connects += 1;
  const headers: Record<string, string> = { accept: 'text/event-stream', cookie: stream.player.cookie };
  if (stream.lastEventId) headers['last-event-id'] = stream.lastEventId;
  // Once per connection: an aborted response (its instance died) emits 'close' but never 'end'.
  let over = false;
  const reconnect = () => {
    if (over) return;
    over = true;
    stream.request = null;
    if (!stream.closed) setTimeout(() => openStream(lb, stream), 250 + Math.random() * 250);
  };
  const request = http.get(`${lb}/api/stream`, { headers, agent: false }, (response) => {
    if (response.statusCode !== 200) {
      response.resume();
      response.on('close', reconnect);
      return;
    }
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          frame
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        const id = field('id');
        if (id) stream.lastEventId = id;
        if (field('event') === 'balance')
          stream.versions.push((JSON.parse(field('data')!) as { version: number }).version);
      }
    });
    response.on('close', reconnect);
    response.on('error', () => undefined);
  });
  request.on('error', reconnect);
  stream.request = request;
}

/** Each player's balance version now. */
export async function balanceVersions(db: pg.Client, players: Player[]) {
  const { rows } = await db.query<{ id: string; v: number }>(
    'select id, balance_version::int as v from user_profiles where id = any($1)',
    [players.map((p) => p.id)],
  );
  return new Map(rows.map((r) => [r.id, r.v]));
}

/**
 * The balance events (player:version) some stream should have been sent between the versions `from`
 * and `to` and was not; each is logged with where it stands among the events recorded around it.
 */
export async function missedBalanceEvents(
  db: pg.Client,
  streams: Stream[],
  from: Map<string, number>,
  to: Map<string, number>,
  log: (line: string) => void,
) {
  let count = 0;
  const missed = new Set<string>();
  for (const s of streams) {
    const seen = new Set(s.versions);
    for (let v = from.get(s.player.id)! + 1; v <= to.get(s.player.id)!; v++)
      if (!seen.has(v)) {
        count += 1;
        missed.add(`${s.player.id}:${v}`);
      }
  }
  if (missed.size > 0) {
    const { rows } = await db.query<{ id: string; key: string; at: Date; before: string }>(
      `select e.id, e.user_id || ':' || (e.payload->>'version') as key, e.created_at as at,
              (select count(*) from live_events o where o.id > e.id and o.created_at < e.created_at)::text as before
       from live_events e where e.topic = 'balance' and e.user_id || ':' || (e.payload->>'version') = any($1)`,
      [[...missed]],
    );
    for (const row of rows)
      log(
        `missed balance event ${row.id} (${row.key}) recorded ${row.at.toISOString()}; later ids recorded before it: ${row.before}`,
      );
  }
  return count;
}
