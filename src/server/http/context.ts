import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Auth } from '../features/auth/auth';
import type { LiveHub } from '../realtime/hub';
import type { CricketProvider } from '../feeds/types';

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  auth: Auth;
  logger: Logger;
  hub: LiveHub;
  provider: CricketProvider;
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
    user: SessionUser | null;
  };
}
