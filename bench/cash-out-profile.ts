// Where one cash-out's time goes: the HTTP load of bench:cash-out (64 connections, one player per
// connection, each request the full cash-out of its own pending ₹100 bet at the offer under its own
// idempotency key; the bets seeded as bench:cash-out seeds them, cash-out-support.ts) against the app
// profiled by request-profile.ts (CPU by layer, PostgreSQL's time by statement, the backends' waits).
// Needs BENCH_PG_URL to name a server that preloads pg_stat_statements (see request-profile.ts).
// Run: npm run bench:cash-out-profile [-- --seconds 10] [-- --slips 6]
import { cashOutBenchEnv, cashOutClients, seedCashOutPlayers } from './cash-out-support';
import { profileRequests } from './request-profile';
import { numberOption } from './support';

const CONNECTIONS = 64;
/** Slips per player; a slip holds 20 bets, so the default is 120 cash-outs a player, 7,680 in all. */
const SLIPS = numberOption('--slips', 6);

await profileRequests({
  name: 'bench:cash-out-profile',
  load: `${CONNECTIONS} players (one per connection), each request a full cash-out of its own ₹100 bet at the offer`,
  unprofiled: 'bench:cash-out',
  env: cashOutBenchEnv,
  connections: CONNECTIONS,
  seconds: numberOption('--seconds', 10),
  prepare: async (server, pool) => {
    const { players } = await seedCashOutPlayers(server.url, pool, { players: CONNECTIONS, slips: SLIPS });
    return { url: server.url, method: 'POST', setupClient: cashOutClients(players) };
  },
});
