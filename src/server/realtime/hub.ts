import pg from 'pg';
import type { Logger } from 'pino';
import type { LiveTopic } from '@shared/contracts/live';
import { LIVE_CHANNEL } from './publish';

export interface StoredEvent {
  id: number;
  topic: LiveTopic;
  userId: string | null;
  payload: unknown;
}

export interface Subscriber {
  userId: string | null;
  write(frame: Uint8Array): void;
  close(): void;
}

const SEEN_LIMIT = 20_000;
const REPLAY_MARGIN = 1000;

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');

export const encodeFrame = (event: StoredEvent) =>
  encoder.encode(`id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.payload)}\n\n`);

/**
 * One LISTEN connection per app instance, fanned out in-process to every open stream.
 * Each event is serialised once, however many clients receive it. On a lost connection it
 * reconnects and replays what it missed from the live_events table, so no event is dropped.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | null = null;
  private lastId = 0;
  private stopped = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private reconnectDelay = 500;
  private readonly seen = new Set<number>();

  constructor(
    private readonly databaseUrl: string,
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  get size() {
    return this.subscribers.size;
  }

  async start() {
    const [latest] = await this.pool
      .query<{ id: string | null }>('select max(id) as id from live_events')
      .then((r: pg.QueryResult<{ id: string | null }>) => r.rows);
    this.lastId = Number(latest?.id ?? 0);
    await this.connect();
    this.heartbeat = setInterval(() => this.broadcast(PING, null, true), 20_000);
    this.heartbeat.unref();
  }

  /** Ends every open stream (graceful shutdown: clients reconnect to another instance). */
  closeAll() {
    for (const subscriber of this.subscribers) subscriber.close();
    this.subscribers.clear();
  }

  async stop() {
    this.stopped = true;
    this.closeAll();
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.client?.end().catch(() => {});
    this.client = null;
  }

  subscribe(subscriber: Subscriber) {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Highest event id this instance has delivered (new streams catch up from their own Last-Event-ID). */
  get latestId() {
    return this.lastId;
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'ipl-betting-live',
    });
    client.on('error', (error) =>
      this.logger.warn({ message: error.message }, 'live listener connection lost'),
    );
    client.on('end', () => {
      if (!this.stopped) void this.reconnect();
    });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      void this.receive(message.payload);
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
    this.reconnectDelay = 500;
  }

  private async reconnect() {
    this.client = null;
    while (!this.stopped) {
      await new Promise((r) => setTimeout(r, this.reconnectDelay));
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, 10_000);
      try {
        await this.connect();
        await this.replayMissed();
        this.logger.info('live listener reconnected');
        return;
      } catch (error) {
        this.logger.warn({ message: (error as Error).message }, 'live listener reconnect failed');
      }
    }
  }

  /** After a reconnect: everything recorded since shortly before the last event seen (ids commit out of order). */
  private async replayMissed() {
    const { rows } = await this.pool.query<{
      id: string;
      topic: LiveTopic;
      user_id: string | null;
      payload: unknown;
    }>('select id, topic, user_id, payload from live_events where id > $1 order by id limit 10000', [
      Math.max(0, this.lastId - REPLAY_MARGIN),
    ]);
    for (const row of rows)
      this.deliver({ id: Number(row.id), topic: row.topic, userId: row.user_id, payload: row.payload });
  }

  private async receive(raw: string) {
    try {
      const message = JSON.parse(raw) as StoredEvent & { ref?: boolean };
      if (message.ref) {
        const { rows } = await this.pool.query<{
          topic: LiveTopic;
          user_id: string | null;
          payload: unknown;
        }>('select topic, user_id, payload from live_events where id = $1', [message.id]);
        const row = rows[0];
        if (!row) return;
        this.deliver({ id: message.id, topic: row.topic, userId: row.user_id, payload: row.payload });
      } else {
        this.deliver(message);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'bad live event');
    }
  }

  private deliver(event: StoredEvent) {
    // Ids are assigned at insert but NOTIFY follows commit order, so dedupe by id, not by "newer than".
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    this.broadcast(encodeFrame(event), event.userId, false);
  }

  private broadcast(frame: Uint8Array, userId: string | null, toEveryone: boolean) {
    for (const subscriber of this.subscribers) {
      if (toEveryone || userId === null || subscriber.userId === userId) {
        try {
          subscriber.write(frame);
        } catch {
          // A client too slow to keep up: end its stream so it reconnects and catches up by Last-Event-ID.
          this.subscribers.delete(subscriber);
          subscriber.close();
        }
      }
    }
  }
}
