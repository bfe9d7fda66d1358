// Where one cash-out's time goes: the HTTP load of bench:cash-out (64 connections, one player per
// connection, each request the full cash-out of its own pending ₹100 bet at the offer under its own
// idempotency key; the bets seeded as bench:cash-out seeds them, cash-out-support.ts) against the app
// profiled by request-profile.ts (CPU by layer, PostgreSQL's time by statement, the backends' waits).
// Needs BENCH_PG_URL to name a server that preloads pg_stat_statements (see request-profile.ts).
// Run: npm run bench:cash-out-profile [-- --seconds 10] [-- --slips 24]
import { cashOutBenchEnv, cashOutClients, seedCashOutPlayers } from './cash-out-support';
import { profileRequests } from './request-profile';
import { numberOption } from './support';

const CONNECTIONS = 64;
const SECONDS = numberOption('--seconds', 10);
/** A slip holds 20 bets, one a cash-out: by default enough for the run at 3,000 requests a second. */
const BETS_PER_SLIP = 20;
const SLIPS = numberOption('--slips', Math.ceil((SECONDS * 3000) / CONNECTIONS / BETS_PER_SLIP));

await profileRequests({
  name: 'bench:cash-out-profile',
  load: `${CONNECTIONS} players (one per connection), each request a full cash-out of its own ₹100 bet at the offer`,
  unprofiled: 'bench:cash-out',
  env: cashOutBenchEnv,
  connections: CONNECTIONS,
  seconds: SECONDS,
  prepare: async (server, pool) => {
    const { players } = await seedCashOutPlayers(server.url, pool, { players: CONNECTIONS, slips: SLIPS });
    return { url: server.url, method: 'POST', setupClient: cashOutClients(players) };
  },
});
