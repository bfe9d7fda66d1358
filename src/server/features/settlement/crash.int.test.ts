// kill -9 of the app in the middle of settling a large match: the settlement is all or nothing, the
// app starts again, and settling again pays every winner exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/integration/harness';

const BETS = 60_000;
const PLAYERS = 300;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('a crash in the middle of a settlement', async () => {
  const databaseUrl = await createTestDatabase();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

  const startApp = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        BETTER_AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-01',
        JOBS_ENABLED: 'false',
        SYNC_ON_START: 'false',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/nonexistent-crash-test-dir',
      },
      stdio: 'ignore',
    });
    children.push(child);
    for (let i = 0; i < 300; i++) {
      if ((await fetch(`${origin}/api/health`).catch(() => null))?.ok) return child;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the app did not start');
  };
  const db = new pg.Client(databaseUrl);
  await db.connect();
  afterAll(() => db.end());
  const one = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows[0] as T;

  it('rolls back, restarts, and then pays once', { timeout: 120_000 }, async () => {
    let app = await startApp();
    // A completed match with many pending bets, staked through the ledger's own rules (BET rows).
    const teams = (await db.query<{ id: number }>('select id from teams order by id limit 2')).rows;
    const match = await one<{ id: number }>(
      `insert into matches (external_id, home_team_id, away_team_id, date, status)
       values ('crash', $1, $2, now() - interval '4 hours', 'COMPLETED') returning id`,
      [teams[0]!.id, teams[1]!.id],
    );
    const market = await one<{ id: number }>(
      `insert into markets (match_id, name, kind, is_toss, status) values ($1, 'Match Winner', 'MATCH_WINNER', false, 'OPEN')
       returning id`,
      [match.id],
    );
    const [home, away] = (
      await db.query<{ id: number }>(
        `insert into market_options (market_id, name, odds_hundredths, team_id)
         select $1, name, 190, id from teams where id = any($2::int[]) order by id returning id`,
        [market.id, teams.map((t) => t.id)],
      )
    ).rows;
    await db.query(
      `insert into user_profiles (id, name, email, phone, balance_paise)
       select 'crash-' || i, 'P' || i, 'crash' || i || '@x.test', '9876543210', 0 from generate_series(1, $1::int) i`,
      [PLAYERS],
    );
    await db.query(
      `insert into transactions (user_id, type, debit_account, credit_account, amount_paise)
       select id, 'DEMO_CREDIT', 'PROMOTIONS', 'PLAYER', 100000000 from user_profiles where id like 'crash-%'`,
    );
    await db.query(`update user_profiles set balance_paise = 100000000 where id like 'crash-%'`);
    await db.query(
      `with placed as (
         insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise)
         select 'crash-' || (1 + i % $2::int), $3::int, $4::int, case when i % 2 = 0 then $5::int else $6::int end, 10000, 190, 19000
         from generate_series(1, $1::int) i returning id, user_id, amount_paise)
       insert into transactions (user_id, type, debit_account, credit_account, amount_paise, bet_id, settlement_round)
       select user_id, 'BET_PLACED', 'PLAYER', 'STAKES_HELD', amount_paise, id, 0 from placed`,
      [BETS, PLAYERS, match.id, market.id, home!.id, away!.id],
    );
    await db.query(
      `update user_profiles u set balance_paise = balance_paise - s.total
       from (select user_id, sum(amount_paise) total from bets group by user_id) s where u.id = s.user_id`,
    );
    const ledgerMatches = async () =>
      one<{ off: number }>(`
        select count(*)::int as off from user_profiles u
        where u.balance_paise <> coalesce((select sum(case when t.credit_account = 'PLAYER' then t.amount_paise
                                                            else -t.amount_paise end)
                                           from transactions t where t.user_id = u.id), 0)`);
    expect(await ledgerMatches()).toEqual({ off: 0 });

    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'admin@iplbetting.app', password: 'admin1234' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const winner = await one<{ name: string }>('select name from teams where id = $1', [teams[0]!.id]);
    const settle = () =>
      fetch(`${origin}/api/admin/matches/${match.id}/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({ winningTeam: winner.name }),
      });

    // Settle, and kill the app while its settlement statement runs.
    void settle().catch(() => {});
    let running = false;
    for (let i = 0; i < 500 && !running; i++) {
      running = !!(
        await one<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and application_name = 'ipl-betting' and state = 'active'
           and query ilike '%update bets%'`,
        )
      )?.n;
      if (!running) await new Promise((r) => setTimeout(r, 10));
    }
    expect(running).toBe(true);
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGKILL');
    await exited;
    // PostgreSQL ends the dead client's transaction: nothing of it stays.
    for (let i = 0; i < 100; i++) {
      const open = await one<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'ipl-betting'`,
      );
      if (open.n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await one(`select count(*)::int as n from bets where status <> 'PENDING'`)).toEqual({ n: 0 });
    expect(await one(`select count(*)::int as n from transactions where type = 'BET_WON'`)).toEqual({ n: 0 });
    expect(await one(`select settled_at from matches where id = $1`, [match.id])).toEqual({
      settled_at: null,
    });
    expect(await ledgerMatches()).toEqual({ off: 0 });

    // The app comes back, and the settlement, run again, pays each winner once.
    app = await startApp();
    const again = await settle();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ won: BETS / 2, lost: BETS / 2, paid: (BETS / 2) * 190 });
    expect(
      await one(
        `select count(*)::int as n, count(distinct bet_id)::int as bets from transactions
         where type = 'BET_WON' and credit_account = 'PLAYER'`,
      ),
    ).toEqual({
      n: BETS / 2,
      bets: BETS / 2,
    });
    expect((await settle()).status).toBe(409);
    expect(await ledgerMatches()).toEqual({ off: 0 });
    app.kill('SIGTERM');
  });
});
