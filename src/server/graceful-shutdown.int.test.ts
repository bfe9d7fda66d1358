// The compiled server (dist/server/main.js, what `npm start` runs and every instance of a cluster runs),
// stopped by a supervisor's SIGTERM or by Ctrl-C's SIGINT: it answers the request in flight, closes its
// pool, stops its embedded PostgreSQL itself (after the pool), and exits 0. The bundle evaluates modules
// in another order than tsx does, so it is the build that is tested: an exit hook of a package that
// stopped PostgreSQL or exited first would cut the request off and exit 143 or 130.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/integration/global-setup';
import { createTestDatabase } from '../../tests/integration/harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A first start on an empty data directory runs initdb.
describe('the compiled server, signalled to stop', { timeout: 120_000 }, async () => {
  const externalDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'ipl-shutdown-'));
  const running: ChildProcess[] = [];
  let port = 0;
  let pgPort = 0;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    [port, pgPort] = [await freePort(), await freePort()];
  }, 120_000);
  afterAll(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** databaseUrl: an external PostgreSQL; none: the embedded one under dataDir. */
  async function start(databaseUrl = '') {
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: '',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'info',
        JOBS_ENABLED: 'false',
        SYNC_ON_START: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | string>((resolve) =>
      child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
    );
    for (let waited = 0; !/running at http/.test(output); waited += 100) {
      if (child.exitCode !== null || waited > 90_000) throw new Error(`the app did not start:\n${output}`);
      await sleep(100);
    }
    return { child, exited, output: () => output };
  }

  /**
   * A sign-in whose body is still being sent: in flight until finish() sends the rest. `agent`: a
   * keep-alive client's, which keeps the socket open after the answer unless the server closes it.
   */
  function requestInFlight(agent: Agent | false = false) {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/sign-in/email',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: `http://127.0.0.1:${port}`,
      },
    });
    let connection: string | undefined;
    const answered = new Promise<number | string>((resolve) => {
      req.on('response', (res) => {
        connection = res.headers.connection;
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? -1));
      });
      req.on('error', (error) => resolve(error.message));
    });
    req.write(body.slice(0, 10));
    return { answered, connection: () => connection, finish: () => req.end(body.slice(10)) };
  }

  /** Signals the app while a request is in flight and finishes that request once it is stopping. */
  async function stopWithRequestInFlight(
    app: Awaited<ReturnType<typeof start>>,
    signal: NodeJS.Signals,
    inFlight = requestInFlight(),
  ) {
    await sleep(500); // the server has the request's headers and waits for its body
    app.child.kill(signal);
    // Longer than PostgreSQL takes to stop: the app must keep it until the request is answered.
    await sleep(1500);
    inFlight.finish();
    const outcome = { answered: await inFlight.answered, exitCode: await app.exited };
    expect(outcome, app.output()).toEqual({ answered: 401, exitCode: 0 });
    const log = app.output();
    expect(log).toContain(`"signal":"${signal}","msg":"shutting down"`);
    expect(log).toContain('"msg":"stopped"');
    expect(log).not.toMatch(/connection lost|terminating connection|job queue error/);
    return inFlight;
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`embedded PostgreSQL, ${signal}: answers in flight, stops PostgreSQL itself, exits 0`, async () => {
      await stopWithRequestInFlight(await start(), signal);
      // The app's own stop() removes app.pid once PostgreSQL has stopped.
      expect(existsSync(join(dataDir, 'app.pid'))).toBe(false);
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    });
  }

  it('external PostgreSQL (DATABASE_URL), SIGTERM: answers the request in flight and exits 0', async () => {
    await stopWithRequestInFlight(await start(externalDatabase), 'SIGTERM');
  });

  it('a keep-alive client: the answer in flight says Connection: close, and the app exits 0', async () => {
    const agent = new Agent({ keepAlive: true });
    try {
      const app = await start(externalDatabase);
      const inFlight = await stopWithRequestInFlight(app, 'SIGTERM', requestInFlight(agent));
      expect(inFlight.connection()).toBe('close');
    } finally {
      agent.destroy();
    }
  });
});
