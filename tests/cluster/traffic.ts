// Players betting and withdrawing through the balancer's public HTTP API, as the cluster and failover
// tests load it. A request that found no instance or no database (502, 503, 504, no answer) is sent
// again with the same idempotency key, after the Retry-After it was given, until it is answered.
import { randomUUID } from 'node:crypto';
import { signUpPlayer } from '../../bench/support';

const RETRYABLE = new Set([502, 503, 504]);
/** A client gives up on an answer after this long (and sends again): no request should come near it. */
export const ANSWER_TIMEOUT_MS = 15_000;
const GIVE_UP_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Player {
  id: string;
  cookie: string;
}

interface Selection {
  matchId: number;
  marketId: number;
  optionId: number;
  odds: number;
}

/** One request sent: when, how long its answer took, and what it was ('none': no answer in time). */
export interface Attempt {
  kind: 'bet' | 'withdrawal';
  sentAt: number;
  ms: number;
  status: number | 'none';
}

export class Traffic {
  readonly stats = { sent: 0, retried: 0, acknowledged: 0, refused: 0, failed: 0, failures: [] as string[] };
  /** Idempotency key -> what the client was told was done: the slip's bets, or the withdrawal. */
  readonly bets = new Map<string, { player: string; bets: string[] }>();
  readonly withdrawals = new Map<string, { player: string; id: string }>();
  readonly attempts: Attempt[] = [];
  private selection: Selection | null = null;

  constructor(private readonly lb: string) {}

  signUp(i: number): Promise<Player> {
    return signUpPlayer(this.lb, this.lb, `cluster${i}`);
  }

  /** The match winner market of the upcoming match that starts last: its odds hold still. */
  async pickSelection() {
    const response = await fetch(`${this.lb}/api/matches?status=UPCOMING`);
    const body = (await response.json()) as {
      matches: { id: number; markets: { id: number; options: { id: number; odds: number }[] }[] }[];
    };
    const match = body.matches.at(-1)!;
    const market = match.markets[0]!;
    this.selection = {
      matchId: match.id,
      marketId: market.id,
      optionId: market.options[0]!.id,
      odds: market.options[0]!.odds,
    };
  }

  /** One write, sent until it is answered; the answer, or null once the client gives up. */
  private async send(kind: Attempt['kind'], path: string, player: Player, body: string) {
    const first = Date.now();
    for (let attempt = 0; ; attempt++) {
      this.stats.sent += 1;
      if (attempt > 0) this.stats.retried += 1;
      const sentAt = Date.now();
      const response = await fetch(`${this.lb}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: this.lb, cookie: player.cookie },
        body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      }).catch(() => null);
      this.attempts.push({ kind, sentAt, ms: Date.now() - sentAt, status: response?.status ?? 'none' });
      if (response && !RETRYABLE.has(response.status)) return response;
      if (Date.now() - first > GIVE_UP_MS) throw new Error(`a ${kind} found no instance for a minute`);
      const retryAfter = Number(response?.headers.get('retry-after') ?? 0);
      await response?.body?.cancel();
      await sleep(retryAfter > 0 ? retryAfter * 1000 : 100);
    }
  }

  private fail(response: Response, answer: unknown) {
    this.stats.failed += 1;
    this.stats.failures.push(`${response.status} ${JSON.stringify(answer)}`);
  }

  async placeBet(player: Player) {
    const idempotencyKey = randomUUID();
    const sel = this.selection!;
    const response = await this.send(
      'bet',
      '/api/bets',
      player,
      JSON.stringify({
        idempotencyKey,
        selections: [
          {
            matchId: sel.matchId,
            marketId: sel.marketId,
            optionId: sel.optionId,
            amount: 100,
            odds: sel.odds,
          },
        ],
      }),
    );
    const answer = (await response.json()) as { bets?: { id: string }[]; error?: { code: string } };
    // 200: the slip this key placed before (a retry the balancer or we made after it was placed).
    if (response.status === 201 || response.status === 200) {
      this.stats.acknowledged += 1;
      this.bets.set(idempotencyKey, { player: player.id, bets: answer.bets!.map((b) => b.id).sort() });
    } else if (['ODDS_CHANGED', 'MARKET_CLOSED', 'MARKET_SUSPENDED'].includes(answer.error?.code ?? '')) {
      this.stats.refused += 1;
      await this.pickSelection();
    } else this.fail(response, answer);
  }

  async requestWithdrawal(player: Player) {
    const idempotencyKey = randomUUID();
    const response = await this.send(
      'withdrawal',
      '/api/me/withdrawals',
      player,
      JSON.stringify({
        idempotencyKey,
        amount: 500,
        method: 'upi',
        upiName: 'Cluster',
        upiId: 'cluster@okaxis',
      }),
    );
    const answer = (await response.json()) as { withdrawal?: { id: string } };
    if (response.status === 201 || response.status === 200) {
      this.stats.acknowledged += 1;
      this.withdrawals.set(idempotencyKey, { player: player.id, id: answer.withdrawal!.id });
    } else this.fail(response, answer);
  }

  /**
   * `workers` clients, each sending one write after another over the players: every fifth a withdrawal,
   * the rest bets. Returns what stops them (resolving once the writes in flight are answered).
   */
  startLoad(players: Player[], workers: number, onError: (error: unknown) => void) {
    let running = true;
    const all = Array.from({ length: workers }, async (_, w) => {
      for (let n = w; running; n += workers) {
        const player = players[n % players.length]!;
        const write =
          Math.floor(n / workers) % 5 === 4 ? this.requestWithdrawal(player) : this.placeBet(player);
        await write.catch(onError);
      }
    });
    return async () => {
      running = false;
      await Promise.all(all);
    };
  }
}
