import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { LiveEventSource } from './event-source';
import { ACCESS_CHECK_MS, checkStreamAccess } from './stream-access';
import { SubscriberRegistry } from './subscribers';

/**
 * The live events of one app instance: the event source delivers each committed event once, to the
 * in-process listeners and to the subscriber registry, which writes it to the open streams. The source
 * also tells the registry, in order with the events, when a session ends or an admin role is removed,
 * and every ACCESS_CHECK_MS the streams' sessions are checked against the database.
 */
export class LiveHub {
  readonly events: LiveEventSource;
  readonly subscribers = new SubscriberRegistry();
  private accessCheck: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    databaseUrl: string,
    private readonly db: Db,
    private readonly logger: Logger,
  ) {
    this.events = new LiveEventSource(databaseUrl, db, logger);
    this.events.onEvent((event) => {
      if (event !== 'reset') this.subscribers.deliver(event);
    });
    this.events.onAccess((notice) => {
      if (notice === 'unheard') this.subscribers.endSignedIn();
      else if ('session' in notice) this.subscribers.endSession(notice.session);
      else this.subscribers.endAdmin(notice.admin);
    });
  }

  async start() {
    await this.events.start();
    this.subscribers.start();
    this.accessCheck = setInterval(() => void this.checkAccess(), ACCESS_CHECK_MS);
    this.accessCheck.unref();
  }

  async stop() {
    if (this.accessCheck) clearInterval(this.accessCheck);
    this.subscribers.stop();
    await this.events.stop();
  }

  private async checkAccess() {
    if (this.checking) return;
    this.checking = true;
    try {
      await checkStreamAccess(this.db, this.subscribers);
    } catch (error) {
      // The database is away: streams stay as they are (a private frame still needs an unexpired session).
      this.logger.warn({ message: (error as Error).message }, 'stream access check failed');
    } finally {
      this.checking = false;
    }
  }
}
