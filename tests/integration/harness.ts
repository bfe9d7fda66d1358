import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import pino from 'pino';
import { afterAll, inject } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createRuntime } from '../../src/server/runtime';
import { withDatabase } from './global-setup';
import { responseContracts } from './response-contracts';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A fresh copy of the migrated template database for this test file, dropped after it; `migrated`
 * false: an empty one (a test of the migrations themselves).
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `ipl_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client(withDatabase(templateUrl, 'postgres'));
  await admin.connect();
  await admin.query(`create database ${name} template ${migrated ? template : 'template0'}`);
  await admin.end();
  afterAll(async () => {
    const client = new pg.Client(withDatabase(templateUrl, 'postgres'));
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return withDatabase(templateUrl, name);
}

/** How every in-process test instance is configured; a test adds what it is about. */
function testConfig(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO_DATA: 'true',
    DATA_DIR: '/nonexistent-test-data-dir',
    // Every test client shares one address; tests of the limits set their own.
    SIGNUP_RATE_LIMIT_MAX: '100000',
    SIGNIN_RATE_LIMIT_MAX: '100000',
    SIGNIN_ACCOUNT_LIMIT_MAX: '100000',
    // Tests drive the syncs themselves, at chosen times.
    JOBS_ENABLED: 'false',
    // In-play bets are placed at once, but in the tests of the delay, which set their own (no sync runs
    // unless a test runs it, and a held bet waits for one).
    BET_DELAY_MATCH_WINNER_SECONDS: '0',
    BET_DELAY_SESSION_SECONDS: '0',
    BET_DELAY_OTHER_SECONDS: '0',
    SYNC_ON_START: 'false',
    ...env,
  });
}

/** The whole app in-process on its own database. Requests go through app.request (no socket). */
export async function startTestApp(env: Record<string, string> = {}, now?: () => Date) {
  const url = await createTestDatabase();
  const runtime = await createRuntime(testConfig(env), url, pino({ level: 'silent' }), now);
  afterAll(() => runtime.close());
  return { ...runtime, databaseUrl: url, http: new TestClient(runtime.app) };
}

/**
 * Another app instance on the same database, as behind a load balancer (the first one seeded it).
 * Closed after the file's tests.
 */
export async function startSecondInstance(databaseUrl: string, env: Record<string, string> = {}) {
  const runtime = await createRuntime(
    testConfig({ SEED_DEMO_DATA: 'false', ...env }),
    databaseUrl,
    pino({ level: 'silent' }),
  );
  afterAll(() => runtime.close());
  return { ...runtime, http: new TestClient(runtime.app) };
}

/** Serves the app on a real Node HTTP server (a free port on 127.0.0.1), closed after the file. */
export async function listen(app: {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

type Fetchable = {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
  /** The app's declared routes (an OpenAPIHono's): their answers are checked against their contracts. */
  openAPIRegistry?: Parameters<typeof responseContracts>[0];
};

/**
 * A browser-like client: keeps its cookies and sends our Origin on writes. Every JSON answer it reads
 * from a declared route is checked against that route's response contract.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  private readonly checkContract: ReturnType<typeof responseContracts> | undefined;
  constructor(private readonly app: Fetchable) {
    this.checkContract = app.openAPIRegistry && responseContracts(app.openAPIRegistry);
  }

  fork() {
    return new TestClient(this.app);
  }

  /** The Cookie header this client sends (for a raw request, e.g. an event stream). */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const response = await this.app.request(path, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (an SVG, the SPA): callers read .text
    }
    this.checkContract?.(method, path, response.status, json);
    return { status: response.status, headers: response.headers, json: json as any, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);

  async signUp(overrides: Partial<{ name: string; email: string; password: string; phone: string }> = {}) {
    const body = {
      name: 'Test Player',
      email: `player-${randomUUID().slice(0, 8)}@example.com`,
      password: 'secret123',
      phone: '9876543210',
      ...overrides,
    };
    const response = await this.post('/api/auth/sign-up/email', body);
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
    return { ...body, id: response.json.user.id as string };
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}
