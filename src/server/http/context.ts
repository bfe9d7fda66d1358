import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from '../features/auth/auth';
import type { LiveHub } from '../realtime/hub';
import type { StreamAdmission } from '../realtime/stream-admission';
import type { CricketProvider } from '../feeds/types';
import type { RequestSession } from './auth-session';

export interface AppDeps {
  config: Config;
  db: Db;
  pool: pg.Pool;
  auth: Auth;
  logger: Logger;
  hub: LiveHub;
  /** This instance's caps on open event streams. */
  streams: StreamAdmission;
  provider: CricketProvider;
  /** The time rules that span hours or days read (betting limits): tests move it instead of waiting. */
  now: () => Date;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    deps: AppDeps;
    session: RequestSession;
  };
}
