// `npm start` and `npm run create-admin` as an operator uses them: first start on an empty data
// directory, a refused second start on the same directory, create-admin with the app running and
// stopped, and a clean stop on SIGTERM (a supervisor signalling npm) and on Ctrl-C (SIGINT to the group).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { isListening, killGroup, runNpm, waitForOutput, within, type Running } from './support/processes';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 300;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54339) + 300;
const STOP_WITHIN_MS = 10_000;

test.describe.configure({ mode: 'serial' });

test.describe('npm start and create-admin', () => {
  test.skip(({ isMobile }) => isMobile, 'no browser involved');
  test.setTimeout(240_000);

  let dataDir = '';
  const started: Running[] = [];
  const env = (port = PORT) => ({
    PORT: String(port),
    EMBEDDED_PG_PORT: String(PG_PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  });
  const start = (port = PORT) => {
    const running = runNpm(['start'], env(port));
    started.push(running);
    return running;
  };
  const createAdmin = async (email: string) => {
    const running = runNpm(['run', 'create-admin', '--', email, 'secret123', 'E2E', 'Admin'], env());
    started.push(running);
    expect(await within(running.exited, 120_000), running.output()).toBe(0);
    return running.output();
  };

  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ipl-start-'));
  });
  test.afterAll(() => {
    for (const running of started) killGroup(running);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('first start prints the URL and accounts; a second start on the same data refuses; SIGTERM stops it', async () => {
    const app = start();
    await waitForOutput(app, /running at http:\/\/localhost:\d+/, 180_000);
    expect(app.output()).toContain(`IPL Betting is running at http://localhost:${PORT}`);
    expect(app.output()).toContain('demo@iplbetting.app / demo1234');
    expect(app.output()).toContain('admin@iplbetting.app / admin1234');
    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const second = start(PORT + 1);
    expect(await within(second.exited, 60_000), second.output()).toBe(1);
    expect(second.output()).toMatch(/data directory .* is already in use by another PostgreSQL server/);
    expect(second.output()).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace

    expect(await createAdmin('running-admin@example.com')).toContain(
      'Created admin running-admin@example.com.',
    );

    // A supervisor (systemd, a container runtime, `kill`) signals npm itself, not its children.
    process.kill(app.child.pid!, 'SIGTERM');
    expect(await within(app.exited, STOP_WITHIN_MS), app.output()).not.toBe('timeout');
    await expect.poll(() => isListening(PORT), { timeout: 2_000 }).toBe(false);
    await expect.poll(() => isListening(PG_PORT), { timeout: 2_000 }).toBe(false);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  test('create-admin works with the app stopped; a restart keeps the data and Ctrl-C stops it', async () => {
    expect(await createAdmin('running-admin@example.com')).toContain('Promoted running-admin@example.com');
    expect(await isListening(PG_PORT)).toBe(false);

    const app = start();
    await waitForOutput(app, /running at http:\/\//, 120_000);
    const signIn = await fetch(`http://127.0.0.1:${PORT}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${PORT}` },
      body: JSON.stringify({ email: 'running-admin@example.com', password: 'secret123' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const stats = await fetch(`http://127.0.0.1:${PORT}/api/admin/dashboard-stats`, { headers: { cookie } });
    expect(stats.status).toBe(200);

    // Ctrl-C in a terminal sends SIGINT to the whole foreground process group.
    process.kill(-app.child.pid!, 'SIGINT');
    expect(await within(app.exited, STOP_WITHIN_MS), app.output()).not.toBe('timeout');
    await expect.poll(() => isListening(PORT), { timeout: 2_000 }).toBe(false);
    await expect.poll(() => isListening(PG_PORT), { timeout: 2_000 }).toBe(false);
  });

  test('comes back after the app is killed (kill -9), with every row still there', async () => {
    const signUp = (email: string) =>
      fetch(`http://127.0.0.1:${PORT}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${PORT}` },
        body: JSON.stringify({ name: 'Crash Test', email, password: 'secret123', phone: '9876543210' }),
      });
    const signIn = (email: string) =>
      fetch(`http://127.0.0.1:${PORT}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${PORT}` },
        body: JSON.stringify({ email, password: 'secret123' }),
      });
    const appPid = () => Number(readFileSync(join(dataDir, 'app.pid'), 'utf8'));
    /** The app's child processes that are not PostgreSQL (the watchdog). */
    const watchdogOf = (pid: number) =>
      readdirSync('/proc')
        .filter((p) => /^\d+$/.test(p))
        .filter((p) => {
          try {
            const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
            return Number(stat.split(') ')[1]!.split(' ')[1]) === pid && /node/.test(stat);
          } catch {
            return false;
          }
        })
        .map(Number);

    // The watchdog stops PostgreSQL when the app dies; and with the watchdog killed too, the next start
    // finds the orphaned server and stops it. Either way a supervisor's restart succeeds.
    for (const alsoKill of ['nothing else', 'the watchdog too']) {
      const app = start();
      await waitForOutput(app, /running at http:\/\//, 120_000);
      const email = `crash-${alsoKill.length}@example.com`;
      expect((await signUp(email)).status).toBe(200);
      const pid = appPid();
      if (alsoKill !== 'nothing else') for (const child of watchdogOf(pid)) process.kill(child, 'SIGKILL');
      process.kill(pid, 'SIGKILL');
      await app.exited;

      const restarted = Date.now();
      const again = start();
      await waitForOutput(again, /running at http:\/\//, 15_000);
      expect(Date.now() - restarted, `${alsoKill}: ${again.output()}`).toBeLessThan(15_000);
      expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(200);
      expect((await signIn(email)).status).toBe(200);
      process.kill(again.child.pid!, 'SIGTERM');
      expect(await within(again.exited, STOP_WITHIN_MS), again.output()).not.toBe('timeout');
    }
  });
});
