import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { LiveEventSource } from './event-source';
import { SubscriberRegistry } from './subscribers';

/**
 * The live events of one app instance: the event source delivers each committed event once, to the
 * in-process listeners and to the subscriber registry, which writes it to the open streams.
 */
export class LiveHub {
  readonly events: LiveEventSource;
  readonly subscribers = new SubscriberRegistry();

  constructor(databaseUrl: string, db: Db, logger: Logger) {
    this.events = new LiveEventSource(databaseUrl, db, logger);
    this.events.onEvent((event) => {
      if (event !== 'reset') this.subscribers.deliver(event);
    });
  }

  async start() {
    await this.events.start();
    this.subscribers.start();
  }

  async stop() {
    this.subscribers.stop();
    await this.events.stop();
  }
}
