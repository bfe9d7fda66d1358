import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('loading the embedded PostgreSQL launcher', () => {
  it('keeps a failing exit code (the test runner sets one and lets the event loop drain)', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "await import('./src/server/db/embedded.ts'); process.exitCode = 3;",
      ],
      { encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
