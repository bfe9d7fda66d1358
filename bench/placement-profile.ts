// Where one pre-match placement's time goes, before batching hides it: the same HTTP load as
// bench:bets (64 connections, POST /api/bets, one ₹100 bet per slip, 256 players) against the app
// profiled by request-profile.ts (CPU by layer, PostgreSQL's time by statement, the backends' waits).
// The placement statement carries the session lookup (see place-bets.ts), so it has no query of its own.
// Needs BENCH_PG_URL to name a server that preloads pg_stat_statements (see request-profile.ts).
// --connections N sets the HTTP connections (64), each one player's: 1 places every slip alone, all one
// player's, whose position on the market grows with the run.
// Run: npm run bench:placement-profile [-- --seconds 10] [--connections 64]
import { createDatabase } from '../src/server/db/client';
import { createMatch } from '../src/server/features/bets/test-fixtures';
import { profileRequests } from './request-profile';
import { homeWinSlip, numberOption, playerBenchEnv, signUpPlayer } from './support';

const CONNECTIONS = numberOption('--connections', 64);
const PLAYERS = 256;
const ORIGIN = 'http://127.0.0.1';

await profileRequests({
  name: 'bench:placement-profile',
  load: `${PLAYERS} players, one ₹100 pre-match bet per slip`,
  unprofiled: 'bench:bets',
  env: playerBenchEnv(ORIGIN),
  connections: CONNECTIONS,
  seconds: numberOption('--seconds', 10),
  prepare: async (server, pool) => {
    const players: { cookie: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await signUpPlayer(server.url, ORIGIN, i));
    const match = await createMatch(createDatabase(pool), { status: 'UPCOMING' });
    const slip = () => homeWinSlip(match);
    let clientNo = 0;
    return {
      url: `${server.url}/api/bets`,
      method: 'POST',
      setupClient: (client) => {
        client.setHeaders({
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie: players[clientNo++ % PLAYERS]!.cookie,
        });
        client.setBody(slip());
        client.on('response', () => client.setBody(slip()));
      },
    };
  },
});
