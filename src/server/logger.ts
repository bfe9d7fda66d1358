import pino from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>) {
  const pretty = config.NODE_ENV !== 'production' && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'password', '*.password'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
